"""BAMBOO's *train* split role-confusion pairs, read as training triplets (anchor, original, foil).

BAMBOO (data/bamboo/SOURCE.txt) makes each role-confusion foil from one of its own parser's graphs by
exchanging arguments of predicates, and writes the changed graph out again, so a swapped argument's subtree
often moves in the PENMAN layout (a re-entrant node is expanded where its new role puts it). The benchmark
ships train splits of these pairs (STS-B, SICK, MRPC) for metrics that learn, such as WWLK-k2-train, the
published baseline of done-means 1. Each file holds consecutive (foil, original) graph pairs, and one side of
a pair is changed: the unchanged side is the anchor, the other side's original and foil are ranked.

What is left out, so that no evaluation reads a graph training saw:
- any pair with a graph that is also in BAMBOO's dev or test files (data/bamboo/amr/*/{main,role_confusion}/*.{dev,test}.amr.gz; the
  reify and syno variants rewrite the main graphs);
- any MRPC pair with a sentence in `held_out` (PAM's MRPC-train dev pairs): the pair's original graphs are
  looked up in BAMBOO's MRPC main train graphs, which carry their sentences.
"""
from __future__ import annotations

import gzip
import re
from pathlib import Path

import penman

BAMBOO = Path("bamboo") / "amr"
FOLDERS = ("sts", "sick", "para")  # STS-B, SICK, MRPC


def _key(graph: str) -> frozenset:
    """A graph as its set of triples: BAMBOO writes the original of a role-confusion pair out again, in another
    layout than its main file's copy, so the PENMAN text does not identify a graph."""
    return frozenset(penman.decode(graph).triples)


def read_graphs(path: Path) -> list[tuple[str | None, str]]:
    """(the `# ::snt` sentence or None, PENMAN body) of each graph in a BAMBOO .amr.gz file."""
    with gzip.open(path, "rt", encoding="utf-8") as f:
        blocks = [b for b in re.split(r"\n\s*\n", f.read()) if "(" in b]
    out = []
    for block in blocks:
        lines = block.splitlines()
        sentence = next((line[len("# ::snt "):] for line in lines if line.startswith("# ::snt ")), None)
        out.append((sentence, "\n".join(line for line in lines if not line.startswith("#"))))
    return out


def _evaluation_graphs(root: Path) -> set[frozenset]:
    """BAMBOO's dev and test graphs, main and role confusion (reify and syno rewrite the main graphs)."""
    return {_key(g) for split in ("dev", "test") for variant in ("main", "role_confusion")
            for path in root.glob(f"*/{variant}/*.{split}.amr.gz") for _, g in read_graphs(path)}


def _mrpc_sentences(root: Path) -> dict[frozenset, str]:
    """BAMBOO's MRPC main train graphs (as _key) -> their sentence."""
    return {_key(g): s for side in ("src", "tgt") for s, g in read_graphs(root / "para" / "main" / f"{side}.train.amr.gz")}


def check_files(data_dir) -> Path:
    """BAMBOO's folder in `data_dir`, or a ValueError naming the train files that are missing."""
    root = Path(data_dir) / BAMBOO
    needed = [root / f / "role_confusion" / f"{side}.train.amr.gz" for f in FOLDERS for side in ("src", "tgt")]
    missing = [str(p) for p in needed + [root / "para" / "main" / f"{side}.train.amr.gz" for side in ("src", "tgt")]
               if not p.is_file()]
    if missing:
        raise ValueError(f"BAMBOO's train graphs not found: {', '.join(missing)}; pass the repository's data/ folder")
    return root


def role_confusion_triplets(data_dir, held_out: set[str] = frozenset(), log=print) -> list[tuple[str, str, str]]:
    """(anchor, original, foil) PENMAN graphs of BAMBOO's train role-confusion pairs, without the pairs the
    module docstring lists; a pair whose two sides both (or neither) changed is not one the benchmark makes."""
    root = check_files(data_dir)
    evaluation, sentences = _evaluation_graphs(root), _mrpc_sentences(root)
    triplets, dropped = [], {"with a graph in BAMBOO's dev or test files": 0, "with a held-out sentence": 0,
                             "with both sides or neither changed": 0}
    for folder in FOLDERS:
        src, tgt = (read_graphs(root / folder / "role_confusion" / f"{side}.train.amr.gz") for side in ("src", "tgt"))
        for i in range(0, min(len(src), len(tgt)) // 2 * 2, 2):
            (_, src_foil), (_, src_original), (_, tgt_foil), (_, tgt_original) = src[i], src[i + 1], tgt[i], tgt[i + 1]
            keys = [_key(g) for g in (src_foil, src_original, tgt_foil, tgt_original)]
            src_changed, tgt_changed = keys[0] != keys[1], keys[2] != keys[3]
            if src_changed == tgt_changed:
                dropped["with both sides or neither changed"] += 1
            elif any(k in evaluation for k in keys):
                dropped["with a graph in BAMBOO's dev or test files"] += 1
            elif folder == "para" and any(sentences.get(k) in held_out for k in keys[1::2]):
                dropped["with a held-out sentence"] += 1
            else:
                triplets.append((tgt_original, src_original, src_foil) if src_changed else (src_original, tgt_original, tgt_foil))
    log(f"{len(triplets)} BAMBOO train role-confusion triplets; left out: "
        + ", ".join(f"{n} {why}" for why, n in dropped.items()))
    return triplets
