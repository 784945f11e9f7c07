"""Speed of all eight metrics on the 7,159 Twitter-Para pairs: one `score_paraphrases` call (what
`paraeval score` runs per block) against each metric's own function called one after another.

The one call embeds each unique sentence once for ParaScore, ParaScoreFree, SBERT cosine, BERT-iBLEU and
Gohsen's delta, and computes WMD once (wmd, Gohsen) and SelfBLEU once (iBLEU, BERT-iBLEU); called one by
one, the five encoder metrics embed the candidates five times. Both arms give the same scores (checked).
Interleaved runs after a warm-up; medians. Run: python benchmarks/speed_all_metrics.py [repeats]
"""
import statistics
import sys
import time

import numpy as np

import paraeval
from common import columns, machine, twitter_para, write_results

from paraeval.gohsen import gohsen_delta
from paraeval import bert_ibleu, ibleu
from paraeval.pam import pam_similarity
from paraeval.scoring import METRICS
from paraeval.wmd import word_movers_distance


def one_by_one(sources, cands, refs):
    """Each metric's own function; returns ({metric: scores}, {metric: seconds})."""
    calls = {
        "parascore": lambda: paraeval.parascore(cands, sources, refs, progress=False).scores,
        "parascore_free": lambda: paraeval.parascore(cands, sources, progress=False).scores,
        "sbert_cosine": lambda: paraeval.sbert_cosine(cands, refs, progress=False).scores,
        "bert_ibleu": lambda: bert_ibleu(cands, sources, progress=False).scores,
        "gohsen_delta": lambda: gohsen_delta(cands, refs, progress=False).scores,
        "wmd": lambda: word_movers_distance(cands, refs).distance,
        "ibleu": lambda: ibleu(cands, sources, refs).scores,
        "pam": lambda: pam_similarity(cands, refs, progress=False).scores,
    }
    scores, seconds = {}, {}
    for name, call in calls.items():
        start = time.perf_counter()
        scores[name] = call()
        seconds[name] = time.perf_counter() - start
    return scores, seconds


def together(sources, cands, refs):
    start = time.perf_counter()
    results = paraeval.score_paraphrases(cands, sources, refs, metrics=METRICS, progress=False)
    return {name: r.scores for name, r in results.items()}, time.perf_counter() - start


def main(repeats=3):
    rows, _, _ = twitter_para()  # all rows, as the other speed benchmarks
    sources, cands, refs, _ = columns(rows)
    together(sources[:50], cands[:50], refs[:50])  # warm-up: models, GloVe, spaCy loaded once
    one_by_one(sources[:50], cands[:50], refs[:50])
    times = {"one score_paraphrases call": [], "eight functions one by one": []}
    per_metric = {m: [] for m in METRICS}
    for _ in range(repeats):
        shared, t = together(sources, cands, refs)
        times["one score_paraphrases call"].append(t)
        separate, parts = one_by_one(sources, cands, refs)
        times["eight functions one by one"].append(sum(parts.values()))
        for m, s in parts.items():
            per_metric[m].append(s)
    max_diff = max(float(np.abs(shared[m][np.isfinite(shared[m])] - separate[m][np.isfinite(separate[m])]).max())
                   for m in METRICS)
    med = {k: statistics.median(v) for k, v in times.items()}
    ratio = med["eight functions one by one"] / med["one score_paraphrases call"]
    n = len(cands)
    lines = [
        "# Speed: all eight metrics in one call",
        "",
        f"All {n} Twitter-Para rows (source, candidate, reference); median of {repeats} interleaved runs after "
        "a warm-up (seconds).",
        "",
        "| run | median s | pairs/s | all runs |",
        "|---|---:|---:|---|",
        *[f"| {k} | {med[k]:.1f} | {n / med[k]:.0f} | {', '.join(f'{x:.1f}' for x in v)} |" for k, v in times.items()],
        "",
        f"- One call is **{ratio:.2f}x faster** than the eight functions one by one; the scores agree to "
        f"{max_diff:.1e} (largest difference on any metric).",
        "- Each function alone (median s): " + ", ".join(
            f"{m} {statistics.median(v):.1f}" for m, v in per_metric.items()) + ".",
        "",
        f"Machine: {machine()}. Command: `python benchmarks/speed_all_metrics.py`",
        "",
    ]
    write_results("speed_all_metrics", "\n".join(lines), {
        "pairs": n, "seconds": times, "median": med, "speedup": ratio, "max_abs_diff": max_diff,
        "per_metric_seconds": per_metric,
    })


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 3)
