"""Training data for PAM, none of it test data: Little Prince gold AMR and MRPC *train*, parsed offline.

- Contrastive Tension graphs: the 1,562 Little Prince gold graphs plus the embedded parser's graphs of the
  unique MRPC-train sentences.
- Distillation: the same graphs, each with its sentence (Little Prince `# ::snt`, MRPC train).
- Supervised triplets: MRPC-train paraphrase pairs (label 1), each with a role-swapped copy of the
  positive's graph as its hard negative (see role_swap.py); and all MRPC-train pairs with their labels.
BAMBOO and Twitter-Para are never read here.
"""
from __future__ import annotations

import csv
import re
import time
from pathlib import Path

DATA = Path(__file__).resolve().parents[3] / "data"


def little_prince(path: Path | None = None) -> list[tuple[str, str]]:
    """(sentence, gold PENMAN graph) of each numbered Little Prince AMR."""
    text = (path or DATA / "little_prince_amr" / "amr-bank-struct-v3.0.txt").read_text(encoding="utf-8")
    examples = []
    for block in re.split(r"\n\s*\n", text):
        lines = block.strip().splitlines()
        if any(line.startswith("# ::id lpp") for line in lines):  # skips the file's unnumbered example
            sentence = next(line[len("# ::snt "):] for line in lines if line.startswith("# ::snt "))
            examples.append((sentence, "\n".join(line for line in lines if not line.startswith("#"))))
    return examples


def mrpc_train(path: Path | None = None) -> list[tuple[int, str, str]]:
    with open(path or DATA / "mrpc" / "msr_paraphrase_train.txt", encoding="utf-8-sig", newline="") as f:
        rows = list(csv.reader(f, delimiter="\t", quoting=csv.QUOTE_NONE))[1:]
    return [(int(r[0]), r[3], r[4]) for r in rows]


def build_training_data(model, max_tokens: int = 256, log=print):
    """TrainingData for `model`: parses the unique MRPC-train sentences, embeds every training sentence with
    the backbone (distillation targets), and pairs each MRPC paraphrase with a role-swapped negative."""
    from ..encoder import load_encoder
    from ..models import resolve_model
    from . import read_amr, subword_graph
    from .dependency_parser import parse_to_penman
    from .role_swap import swap_core_roles
    from .training import TrainingData

    started = time.perf_counter()
    rows = mrpc_train()
    sentences = list(dict.fromkeys(s for _, a, b in rows for s in (a, b)))
    log(f"parsing {len(sentences)} unique MRPC-train sentences with the embedded parser")
    parsed = dict(zip(sentences, parse_to_penman(sentences)))
    gold = little_prince()
    examples = gold + list(parsed.items())

    def to_graph(text):
        return subword_graph(read_amr(text), model.tokenizer, model.relation_ids, max_length=max_tokens)

    graphs = [to_graph(g) for _, g in examples]
    log(f"embedding {len(examples)} training sentences with the backbone (distillation targets)")
    targets = load_encoder(resolve_model(model.config.backbone)).embed([s for s, _ in examples], pooled=True).pooled
    index = {s: len(gold) + i for i, s in enumerate(sentences)}
    triplets = []
    for label, a, b in rows:
        if label == 1:
            swapped = swap_core_roles(parsed[b])
            triplets.append((index[a], index[b], to_graph(swapped) if swapped else None))
    log(f"{len(graphs)} graphs ({len(gold)} gold) for contrastive tension and distillation, {len(triplets)} "
        f"paraphrase pairs, {sum(n is not None for _, _, n in triplets)} role-swapped negatives; "
        f"{time.perf_counter() - started:.0f} s")
    return TrainingData(graphs=graphs, targets=targets, triplets=triplets,
                        labelled_pairs=[(index[a], index[b], float(label)) for label, a, b in rows])
