"""Peak memory of reference-based ParaScore for 10k and 100k pairs: embeddings must not grow with the input.

Pairs are Twitter-Para rows cycled, each candidate made unique with a suffix, so 100k pairs hold ~100k
unique candidates (sources and references repeat as in the data). Each size runs in a fresh process;
peak resident memory (ru_maxrss) and time are reported.
Run: python benchmarks/memory.py
"""
import json
import subprocess
import sys

from common import machine, write_results

CHILD = r"""
import json, resource, sys, time
sys.path.insert(0, "benchmarks")
from common import columns, twitter_para
import paraeval
from paraeval.encoder import load_encoder
from paraeval.models import resolve_model
n = int(sys.argv[1])
rows, _, _ = twitter_para()
sources, cands, refs, _ = columns(rows)
load_encoder(resolve_model())
before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
k = len(rows)
src = [sources[i % k] for i in range(n)]
cand = [f"{cands[i % k]} ({i // k})" for i in range(n)]
ref = [refs[i % k] for i in range(n)]
start = time.perf_counter()
scores = paraeval.parascore(cand, src, ref, progress=False).scores
elapsed = time.perf_counter() - start
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
print(json.dumps({"pairs": n, "unique_texts": len(set(src + cand + ref)), "seconds": elapsed,
                  "rss_after_load_mib": before / 1024, "peak_rss_mib": peak / 1024}))
"""


def main():
    runs = []
    for n in (10_000, 100_000):
        out = subprocess.run([sys.executable, "-c", CHILD, str(n)], capture_output=True, text=True, check=True)
        runs.append(json.loads(out.stdout.strip().splitlines()[-1]))
    small, large = runs
    per_pair_kib = (large["peak_rss_mib"] - small["peak_rss_mib"]) * 1024 / (large["pairs"] - small["pairs"])
    growth = large["peak_rss_mib"] / small["peak_rss_mib"]
    lines = [
        "# Memory: reference-based ParaScore on 10k and 100k pairs",
        "",
        "| pairs | unique texts | seconds | RSS after model load (MiB) | peak RSS (MiB) |",
        "|---:|---:|---:|---:|---:|",
        *[f"| {r['pairs']} | {r['unique_texts']} | {r['seconds']:.0f} | {r['rss_after_load_mib']:.0f} | {r['peak_rss_mib']:.0f} |"
          for r in runs],
        "",
        "Token embeddings are held only for texts that later pairs still need, in chunks of at most 2**26 floats",
        "(256 MiB) of newly embedded tokens, so they do not grow with the input. What does grow is linear",
        f"bookkeeping (the input strings, token ids, per-pair results): {per_pair_kib:.1f} KiB per extra pair here,",
        f"so 10x the pairs cost {growth:.2f}x the peak.",
        "",
        f"Machine: {machine()}. Command: `python benchmarks/memory.py`",
        "",
    ]
    write_results("memory", "\n".join(lines), {"runs": runs, "kib_per_extra_pair": per_pair_kib})


if __name__ == "__main__":
    main()
