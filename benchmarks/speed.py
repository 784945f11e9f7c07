"""Speed on all 7,159 Twitter-Para pairs: reference-based ParaScore, ours vs the official toolkit vs the floor.

- ours: paraeval.parascore(candidates, sources, references) on the embedded model, layer 6.
- official: parascore==1.0.5 ParaScorer(model_type=<embedded path>, num_layers=6).base_score, same model.
- floor: the bare encoder forward pass over the unique sentences (tokenise, length-sorted batches of 64,
  inference_mode), with nothing else: no matching, no edit distance, no bookkeeping.
Runs are interleaved (ours, official, floor) `REPEATS` times after a warm-up; medians and ratios are reported.
Run: python benchmarks/speed.py [repeats]
"""
import statistics
import sys
import time

import numpy as np
import torch

import paraeval
from common import columns, machine, twitter_para, write_results

from paraeval.encoder import load_encoder
from paraeval.models import resolve_model


def floor(encoder, texts, batch_size=64):
    with torch.inference_mode():
        ids = encoder.tokenize(texts)
        order = np.argsort([-len(row) for row in ids], kind="stable")
        for start in range(0, len(ids), batch_size):
            batch = torch.nn.utils.rnn.pad_sequence(
                [torch.tensor(ids[i]) for i in order[start : start + batch_size]], batch_first=True,
                padding_value=encoder.pad_id)
            encoder.model(input_ids=batch, attention_mask=(batch != encoder.pad_id).long())


def timed(fn):
    start = time.perf_counter()
    out = fn()
    return time.perf_counter() - start, out


def main(repeats=3):
    from parascore import ParaScorer

    rows, _, _ = twitter_para()
    sources, cands, refs, _ = columns(rows)
    unique = list(dict.fromkeys(cands + sources + refs))
    spec = resolve_model()
    encoder = load_encoder(spec)
    official = ParaScorer(model_type=spec.path, num_layers=spec.num_layers)
    # warm-up: first calls pay for lazy initialisation
    paraeval.parascore(cands[:64], sources[:64], refs[:64], progress=False)
    official.base_score(cands[:64], sources[:64], refs[:64])
    floor(encoder, unique[:64])
    times = {"ours": [], "official": [], "floor": []}
    diffs = np.zeros(len(rows))
    for _ in range(repeats):
        t, ours = timed(lambda: paraeval.parascore(cands, sources, refs, progress=False))
        times["ours"].append(t)
        t, theirs = timed(lambda: official.base_score(cands, sources, refs))
        times["official"].append(t)
        times["floor"].append(timed(lambda: floor(encoder, unique))[0])
        diffs = np.maximum(diffs, np.abs(ours.scores - np.array(theirs)))
    med = {k: statistics.median(v) for k, v in times.items()}
    speedup = med["official"] / med["ours"]
    over_floor = med["ours"] / med["floor"]
    lines = [
        "# Speed: reference-based ParaScore on all Twitter-Para pairs",
        "",
        f"{len(rows)} pairs, {len(unique)} unique sentences; embedded all-MiniLM-L6-v2, layer 6; CPU.",
        f"Median of {repeats} interleaved runs after a warm-up (seconds):",
        "",
        "| run | median s | all runs |",
        "|---|---:|---|",
        *[f"| {k} | {med[k]:.2f} | {', '.join(f'{x:.2f}' for x in v)} |" for k, v in times.items()],
        "",
        f"- ours vs official `parascore==1.0.5` `base_score`: **{speedup:.2f}x faster**",
        f"- ours vs the encoder-only floor: **{over_floor:.2f}x** the floor's time",
        f"- per-pair difference from the official scores: {int((diffs <= 1e-4).sum())} of {len(rows)} pairs within 1e-4 "
        f"(median {np.median(diffs):.1e}); {int((diffs > 1e-4).sum())} pairs differ by up to {diffs.max():.1e}, pairs "
        f"{np.flatnonzero(diffs > 1e-4).tolist()}: in each, some token's best true match has a negative cosine, and "
        "bert_score lets a padding position win the max with similarity 0 (it depends on which texts share the "
        "batch); paraeval never matches padding",
        "",
        f"Machine: {machine()}. Command: `python benchmarks/speed.py`",
        "",
    ]
    write_results("speed", "\n".join(lines), {"seconds": times, "median": med, "speedup_vs_official": speedup,
                                              "ratio_to_floor": over_floor, "max_abs_diff": float(diffs.max()),
                                              "pairs_over_1e-4": np.flatnonzero(diffs > 1e-4).tolist()})


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 3)
