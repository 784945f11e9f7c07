"""Training data for PAM, none of it test data: Little Prince gold AMR and MRPC *train*, parsed offline.

- Contrastive Tension graphs: the 1,562 Little Prince gold graphs plus the embedded parser's graphs of the
  unique MRPC-train sentences.
- Supervised pairs: MRPC-train paraphrase pairs (label 1); the second sentences of its non-paraphrase
  pairs are hard negatives.
BAMBOO and Twitter-Para are never read here.
"""
from __future__ import annotations

import csv
import re
from pathlib import Path

DATA = Path(__file__).resolve().parents[3] / "data"


def little_prince_graphs(path: Path | None = None) -> list[str]:
    text = (path or DATA / "little_prince_amr" / "amr-bank-struct-v3.0.txt").read_text(encoding="utf-8")
    graphs = []
    for block in re.split(r"\n\s*\n", text):
        lines = block.strip().splitlines()
        if any(line.startswith("# ::id lpp") for line in lines):  # skips the file's unnumbered example
            graphs.append("\n".join(line for line in lines if not line.startswith("#")))
    return graphs


def mrpc_train(path: Path | None = None) -> list[tuple[int, str, str]]:
    with open(path or DATA / "mrpc" / "msr_paraphrase_train.txt", encoding="utf-8-sig", newline="") as f:
        rows = list(csv.reader(f, delimiter="\t", quoting=csv.QUOTE_NONE))[1:]
    return [(int(r[0]), r[3], r[4]) for r in rows]
