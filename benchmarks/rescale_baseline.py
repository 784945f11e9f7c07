"""BERTScore rescaling baseline for the embedded all-MiniLM-L6-v2, computed as bert_score computes its own.

bert_score's baseline b for a model and layer is the mean P, R and F1 between unrelated sentences, so that
rescaled scores (x - b) / (1 - b) put "unrelated" near 0. No baseline is published for this model, so this
script makes one from sentences that are not test data: the MRPC *train* sentences, shuffled (seed 0) and
each paired with another at random (pairs from the same MRPC row are skipped). It writes
src/paraeval/resources/baselines/all-MiniLM-L6-v2.tsv (bert_score's LAYER,P,R,F format).
Run: python benchmarks/rescale_baseline.py
"""
import csv

import numpy as np

from common import ROOT, write_results

from paraeval.encoder import load_encoder
from paraeval.models import resolve_model
from paraeval.pairwise import TextIndex, score_pairs

OUT = ROOT / "src" / "paraeval" / "resources" / "baselines" / "all-MiniLM-L6-v2.tsv"


def mrpc_train_pairs():
    with open(ROOT / "data" / "mrpc" / "msr_paraphrase_train.txt", encoding="utf-8-sig", newline="") as f:
        rows = list(csv.reader(f, delimiter="\t", quoting=csv.QUOTE_NONE))[1:]
    return [(r[3], r[4]) for r in rows]


def main(n_pairs=20000):
    pairs = mrpc_train_pairs()
    sentences = [s for pair in pairs for s in pair]
    row_of = np.repeat(np.arange(len(pairs)), 2)
    rng = np.random.default_rng(0)
    a = rng.integers(0, len(sentences), n_pairs)
    b = rng.integers(0, len(sentences), n_pairs)
    keep = row_of[a] != row_of[b]
    a, b = a[keep], b[keep]
    index = TextIndex()
    left = index.add([sentences[i] for i in a])
    right = index.add([sentences[i] for i in b])
    spec = resolve_model()
    encoder = load_encoder(spec)
    rows = []
    for layer in range(encoder.num_hidden_layers + 1):
        out = score_pairs(encoder, index.texts, left, right, layer=layer, progress=False)
        rows.append((layer, out.precision.mean(), out.recall.mean(), out.f1.mean()))
    OUT.parent.mkdir(parents=True, exist_ok=True)
    with open(OUT, "w", encoding="utf-8") as f:
        f.write("LAYER,P,R,F\n")
        for layer, p, r, f1 in rows:
            f.write(f"{layer},{p:.6f},{r:.6f},{f1:.6f}\n")
    lines = [
        "# BERTScore rescaling baseline for the embedded all-MiniLM-L6-v2",
        "",
        f"{len(a)} random pairs of unrelated MRPC-train sentences (seed 0); mean P / R / F1 per layer,",
        f"written to `{OUT.relative_to(ROOT)}`.",
        "",
        "| layer | P | R | F1 |",
        "|---:|---:|---:|---:|",
        *[f"| {layer} | {p:.4f} | {r:.4f} | {f1:.4f} |" for layer, p, r, f1 in rows],
        "",
        "Command: `python benchmarks/rescale_baseline.py`",
        "",
    ]
    write_results("rescale_baseline", "\n".join(lines), {"pairs": int(len(a)), "layers": [list(map(float, r)) for r in rows]})


if __name__ == "__main__":
    main()
