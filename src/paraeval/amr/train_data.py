"""Training data for PAM, none of it test data: Little Prince gold AMR and MRPC *train*, parsed offline.

- Contrastive Tension graphs: the 1,562 Little Prince gold graphs plus the embedded parser's graphs of the
  unique MRPC-train sentences (frozen in mrpc/msr_paraphrase_train.graphs.jsonl.gz: see `training_graphs`).
- Distillation (plain and labelled): the same graphs, each with its sentence (Little Prince `# ::snt`, MRPC train).
- Supervised triplets: MRPC-train paraphrase pairs (label 1), each with a role-swapped copy of the
  positive's graph as its hard negative (see hard_negatives.py).
- Hard negatives of the graphs of MRPC-train paraphrase pairs (roles exchanged, polarity flipped, a number
  changed: hard_negatives.py), which the structural stage ranks below the paraphrase pairs.
- Labelled pairs (the CoSENT term of labelled distillation and of the supervised stage): all MRPC-train
  pairs with their 0/1 labels.
- Dev: `dev_pairs` MRPC-train pairs drawn with the seed are held out of every stage, and so is every
  other pair that shares a sentence with them; the recipe is chosen on their scores (training.evaluate_dev).
- Role confusion (only when asked, for the role_confusion stage): BAMBOO's *train* split role-confusion pairs
  (bamboo_train.py), without any graph of BAMBOO's dev or test files and without PAM's dev sentences.
BAMBOO's dev and test splits and Twitter-Para are never read here. The data folder is an argument (`data_dir`), so training
works from an installed package as well as from the repository (`paraeval train-pam --data DIR`).
"""
from __future__ import annotations

import csv
import gzip
import json
import re
import time
from pathlib import Path

LITTLE_PRINCE = Path("little_prince_amr") / "amr-bank-struct-v3.0.txt"
MRPC_TRAIN = Path("mrpc") / "msr_paraphrase_train.txt"
# the embedded parser's graphs of the MRPC-train sentences that the shipped checkpoint was trained on, frozen:
# when the parser's rules improve, `train-pam` still trains on these graphs and reproduces that checkpoint
MRPC_GRAPHS = Path("mrpc") / "msr_paraphrase_train.graphs.jsonl.gz"


def check_data_dir(data_dir) -> Path:
    """The data folder, or a ValueError saying which of its files is missing."""
    data_dir = Path(data_dir)
    missing = [str(data_dir / f) for f in (LITTLE_PRINCE, MRPC_TRAIN) if not (data_dir / f).is_file()]
    if missing:
        raise ValueError(f"PAM training data not found: {', '.join(missing)}; pass the folder holding "
                         "little_prince_amr/ and mrpc/ (the repository's data/ folder) as --data")
    return data_dir


def little_prince(path: Path) -> list[tuple[str, str]]:
    """(sentence, gold PENMAN graph) of each numbered Little Prince AMR."""
    text = Path(path).read_text(encoding="utf-8")
    examples = []
    for block in re.split(r"\n\s*\n", text):
        lines = block.strip().splitlines()
        if any(line.startswith("# ::id lpp") for line in lines):  # skips the file's unnumbered example
            sentence = next(line[len("# ::snt "):] for line in lines if line.startswith("# ::snt "))
            examples.append((sentence, "\n".join(line for line in lines if not line.startswith("#"))))
    return examples


def mrpc_train(path: Path) -> list[tuple[int, str, str]]:
    with open(path, encoding="utf-8-sig", newline="") as f:
        rows = list(csv.reader(f, delimiter="\t", quoting=csv.QUOTE_NONE))[1:]
    return [(int(r[0]), r[3], r[4]) for r in rows]


def training_graphs(data_dir: Path, sentences: list[str], log=print) -> dict[str, str]:
    """The PENMAN graph of each sentence: read from the frozen MRPC_GRAPHS file when it holds them all,
    else parsed now with the embedded parser (a data folder without the file, or other sentences)."""
    frozen = Path(data_dir) / MRPC_GRAPHS
    if frozen.is_file():
        with gzip.open(frozen, "rt", encoding="utf-8") as f:
            graphs = {row["sentence"]: row["graph"] for row in map(json.loads, f)}
        if all(s in graphs for s in sentences):
            log(f"reading the graphs of {len(sentences)} unique MRPC-train sentences from {frozen}")
            return {s: graphs[s] for s in sentences}
    from .dependency_parser import parse_to_penman

    log(f"parsing {len(sentences)} unique MRPC-train sentences with the embedded parser")
    return dict(zip(sentences, parse_to_penman(sentences)))


def split_dev(rows: list[tuple[int, str, str]], dev_pairs: int, seed: int = 0):
    """(train rows, dev rows): `dev_pairs` rows drawn with the seed; train rows share no sentence with them.

    >>> rows = [(1, "a", "b"), (0, "b", "c"), (1, "d", "e"), (1, "f", "g")]
    >>> train, dev = split_dev(rows, 1, seed=3)
    >>> dev, train
    ([(1, 'f', 'g')], [(1, 'a', 'b'), (0, 'b', 'c'), (1, 'd', 'e')])
    """
    import numpy as np

    picked = set(np.random.default_rng(seed).choice(len(rows), size=dev_pairs, replace=False).tolist()) if dev_pairs else set()
    dev = [r for i, r in enumerate(rows) if i in picked]
    held_out = {s for _, a, b in dev for s in (a, b)}
    return [r for r in rows if r[1] not in held_out and r[2] not in held_out], dev


def build_training_data(model, data_dir, max_tokens: int = 256, dev_pairs: int = 400, seed: int = 0, log=print,
                        role_confusion: bool = False):
    """TrainingData for `model` from `data_dir` (little_prince_amr/ and mrpc/): parses the unique MRPC-train
    sentences, embeds every sentence with the backbone (distillation targets, and the teacher scores of the
    dev pairs), pairs each MRPC paraphrase with a role-swapped negative and makes the hard negatives of those pairs' graphs.
    role_confusion: also read BAMBOO's train role-confusion triplets (bamboo/ in `data_dir`), dereified as PAM
    scores graphs by default."""
    import torch

    from ..encoder import load_encoder
    from ..models import resolve_model
    from . import read_amr, subword_graph
    from .hard_negatives import hard_negatives, swap_core_roles
    from .training import DevPairs, TrainingData

    started = time.perf_counter()
    data_dir = check_data_dir(data_dir)
    rows, dev_rows = split_dev(mrpc_train(data_dir / MRPC_TRAIN), dev_pairs, seed)
    sentences = list(dict.fromkeys(s for _, a, b in rows for s in (a, b)))
    dev_sentences = list(dict.fromkeys(s for _, a, b in dev_rows for s in (a, b)))
    log(f"{len(dev_rows)} MRPC-train pairs, {len(dev_sentences)} sentences, held out as dev")
    parsed = training_graphs(data_dir, sentences + dev_sentences, log)
    gold = little_prince(data_dir / LITTLE_PRINCE)
    examples = gold + [(s, parsed[s]) for s in sentences]

    def to_graph(text):
        return subword_graph(read_amr(text, name_roles=model.config.name_roles), model.tokenizer, model.relation_ids,
                             max_length=max_tokens)

    def swapped_graph(sentence):
        swapped = swap_core_roles(parsed[sentence])
        return to_graph(swapped) if swapped else None

    graphs = [to_graph(g) for _, g in examples]
    log(f"embedding {len(examples) + len(dev_sentences)} sentences with the backbone (distillation targets, dev teacher)")
    embedded = load_encoder(resolve_model(model.config.backbone)).embed(
        [s for s, _ in examples] + dev_sentences, pooled=True).pooled
    targets = embedded[: len(examples)]
    index = {s: len(gold) + i for i, s in enumerate(sentences)}
    triplets = [(index[a], index[b], swapped_graph(b)) for label, a, b in rows if label == 1]
    # the structural stage draws negatives for the graphs of paraphrase pairs only; the others get none
    paired = {i for a, p, _ in triplets for i in (a, p)}
    negatives = [[to_graph(n) for n in hard_negatives(g)] if i in paired else [] for i, (_, g) in enumerate(examples)]
    confusion = None
    if role_confusion:
        from .bamboo_train import role_confusion_triplets
        from .dereification import dereify

        triplets_text = role_confusion_triplets(data_dir, set(dev_sentences), log)
        confusion = [tuple(to_graph(dereify(g)) for g in t) for t in triplets_text]
    dev = None
    if dev_rows:
        teacher_rows = {s: len(examples) + i for i, s in enumerate(dev_sentences)}
        left, right = [teacher_rows[a] for _, a, _ in dev_rows], [teacher_rows[b] for _, _, b in dev_rows]
        swapped = [(i, swapped_graph(b)) for i, (label, _, b) in enumerate(dev_rows) if label == 1]
        dev = DevPairs(left=[to_graph(parsed[a]) for _, a, _ in dev_rows], right=[to_graph(parsed[b]) for _, _, b in dev_rows],
                       labels=torch.tensor([float(label) for label, _, _ in dev_rows]),
                       teacher=torch.nn.functional.cosine_similarity(embedded[left], embedded[right], dim=-1),
                       swapped=[(i, g) for i, g in swapped if g is not None])
    log(f"{len(graphs)} graphs ({len(gold)} gold) for contrastive tension and distillation, {len(triplets)} "
        f"paraphrase pairs, {sum(n is not None for _, _, n in triplets)} role-swapped negatives, "
        f"{sum(map(len, negatives))} hard negatives, {len(dev_rows)} dev pairs; {time.perf_counter() - started:.0f} s")
    return TrainingData(graphs=graphs, targets=targets, triplets=triplets,
                        labelled_pairs=[(index[a], index[b], float(label)) for label, a, b in rows], dev=dev,
                        negatives=negatives, role_confusion=confusion)
