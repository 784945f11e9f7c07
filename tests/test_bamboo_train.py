import gzip

import pytest

from paraeval.amr.bamboo_train import role_confusion_triplets

BITE = "(b / bite-01 :ARG0 (d / dog) :ARG1 (m / man))"
BITE_SWAPPED = "(b / bite-01 :ARG0 (m / man) :ARG1 (d / dog))"
BITE_LAID_OUT = "(b / bite-01\n  :ARG1 (m / man)\n  :ARG0 (d / dog))"  # BITE's triples in another layout
ATTACK = "(a / attack-01 :ARG0 (d / dog) :ARG1 (m / man))"
ATTACK_SWAPPED = "(a / attack-01 :ARG0 (m / man) :ARG1 (d / dog))"
SEE = "(s / see-01 :ARG0 (c / cat) :ARG1 (b / bird))"
SEE_SWAPPED = "(s / see-01 :ARG0 (b / bird) :ARG1 (c / cat))"
SPOT = "(s / spot-01 :ARG0 (c / cat) :ARG1 (b / bird))"


def _write(path, graphs, sentences=None):
    path.parent.mkdir(parents=True, exist_ok=True)
    sentences = sentences or ["NA"] * len(graphs)
    text = "\n\n".join(f"# ::id {i}\n# ::snt {s}\n{g}" for i, (s, g) in enumerate(zip(sentences, graphs)))
    with gzip.open(path, "wt", encoding="utf-8") as f:
        f.write(text + "\n")


@pytest.fixture
def bamboo(tmp_path):
    root = tmp_path / "bamboo" / "amr"
    for folder in ("sts", "sick"):
        _write(root / folder / "role_confusion" / "src.train.amr.gz", [])
        _write(root / folder / "role_confusion" / "tgt.train.amr.gz", [])
    # MRPC: pair 0 changes the target, pair 1 the source, pair 2 neither side, pair 3 holds a dev graph
    _write(root / "para" / "role_confusion" / "src.train.amr.gz",
           [BITE_LAID_OUT, BITE_LAID_OUT, SEE_SWAPPED, SEE, BITE, BITE, SPOT, SPOT])
    _write(root / "para" / "role_confusion" / "tgt.train.amr.gz",
           [ATTACK_SWAPPED, ATTACK, SPOT, SPOT, ATTACK, ATTACK, "(x / xylophone :mod (o / old))", "(x / xylophone)"])
    _write(root / "para" / "main" / "src.train.amr.gz", [BITE, SEE], ["The dog bit the man.", "The cat saw the bird."])
    _write(root / "para" / "main" / "tgt.train.amr.gz", [ATTACK, SPOT], ["The dog attacked the man.", "The cat spotted the bird."])
    _write(root / "sick" / "main" / "src.dev.amr.gz", ["(x / xylophone)"])
    return tmp_path


def test_each_pair_becomes_anchor_original_foil_from_the_side_that_changed(bamboo):
    logs = []
    triplets = role_confusion_triplets(bamboo, log=logs.append)
    assert triplets == [(BITE_LAID_OUT, ATTACK, ATTACK_SWAPPED), (SPOT, SEE, SEE_SWAPPED)]
    assert logs == ["2 BAMBOO train role-confusion triplets; left out: 1 with a graph in BAMBOO's dev or test files, "
                    "0 with a held-out sentence, 1 with both sides or neither changed"]


def test_pairs_with_a_held_out_sentence_are_left_out_whatever_the_layout(bamboo):
    # pair 0's source is BITE written in another layout: it is still the graph of "The dog bit the man."
    triplets = role_confusion_triplets(bamboo, held_out={"The dog bit the man."}, log=lambda _: None)
    assert triplets == [(SPOT, SEE, SEE_SWAPPED)]


def test_missing_files_are_named(tmp_path):
    with pytest.raises(ValueError, match="role_confusion/src.train.amr.gz"):
        role_confusion_triplets(tmp_path, log=lambda _: None)
