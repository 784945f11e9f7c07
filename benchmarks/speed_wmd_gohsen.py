"""Speed of WMD and Gohsen's Delta on all 7,159 Twitter-Para (candidate, reference) pairs, and GloVe loading.

- WMD: paraeval's batched word_movers_distance vs a loop of gensim `KeyedVectors.wmdistance` over the same
  token lists and the same GloVe vectors (gensim gets the tokens already split; ours includes tokenising).
- Gohsen Delta (BLEU, ROUGE-1/L, WMS, BERTScore, SBERT cosine) vs reference-based ParaScore, same run.
- GloVe: time to load the embedded vectors in a fresh process with the files in the OS cache (warm), and
  the memory they take.
Interleaved runs after a warm-up; medians. Run: python benchmarks/speed_wmd_gohsen.py [repeats]
"""
import json
import statistics
import subprocess
import sys
import time

import numpy as np

import paraeval
from common import columns, machine, twitter_para, write_results

from paraeval.gohsen import gohsen_delta
from paraeval.wmd import wmd_tokens, word_movers_distance
from paraeval.wordvectors import embedded_glove

LOAD = r"""
import json, os, time
from paraeval.wordvectors import embedded_glove  # package imports (torch among them) are not timed


def rss_mib():
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20


before = rss_mib()
t = time.perf_counter()
g = embedded_glove()
g.lookup(["the"])
seconds = time.perf_counter() - t
g.unit(g.lookup(["the", "cat"]))
print(json.dumps({"seconds": seconds, "added_rss_mib": rss_mib() - before}))
"""


def timed(fn):
    start = time.perf_counter()
    out = fn()
    return time.perf_counter() - start, out


def glove_load():
    """Median load time and resident memory added by the embedded vectors, in fresh processes (warm OS cache)."""
    subprocess.run([sys.executable, "-c", LOAD], check=True, capture_output=True)  # warm the OS cache
    runs = [json.loads(subprocess.run([sys.executable, "-c", LOAD], check=True, capture_output=True,
                                      text=True).stdout) for _ in range(3)]
    return statistics.median(r["seconds"] for r in runs), statistics.median(r["added_rss_mib"] for r in runs)


def main(repeats=3):
    from gensim.models import KeyedVectors

    rows, _, _ = twitter_para()
    sources, cands, refs, _ = columns(rows)
    glove = embedded_glove()
    tok_c, tok_r = [wmd_tokens(t) for t in cands], [wmd_tokens(t) for t in refs]
    words = sorted({w for toks in tok_c + tok_r for w in toks if w in glove.index})
    kv = KeyedVectors(50)
    kv.add_vectors(words, np.asarray(glove.vectors[[glove.index[w] for w in words]]))
    # warm-up
    word_movers_distance(cands[:50], refs[:50])
    [kv.wmdistance(a, b) for a, b in zip(tok_c[:50], tok_r[:50])]
    gohsen_delta(cands[:50], refs[:50], progress=False)
    paraeval.parascore(cands[:50], sources[:50], refs[:50], progress=False)
    times = {"wmd_ours": [], "wmd_gensim_loop": [], "gohsen_delta": [], "parascore_ref_based": []}
    for _ in range(repeats):
        t, ours = timed(lambda: word_movers_distance(cands, refs))
        times["wmd_ours"].append(t)
        t, theirs = timed(lambda: np.array([kv.wmdistance(a, b) for a, b in zip(tok_c, tok_r)]))
        times["wmd_gensim_loop"].append(t)
        times["gohsen_delta"].append(timed(lambda: gohsen_delta(cands, refs, progress=False))[0])
        times["parascore_ref_based"].append(timed(lambda: paraeval.parascore(cands, sources, refs, progress=False))[0])
    finite = np.isfinite(theirs)
    max_diff = float(np.abs(ours.distance[finite] - theirs[finite]).max())
    med = {k: statistics.median(v) for k, v in times.items()}
    # where Gohsen's time goes, one profiled pass
    from paraeval.lexical import rouge_f, symmetric_bleu
    parts = {
        "BLEU (both directions)": timed(lambda: symmetric_bleu(cands, refs))[0],
        "ROUGE-1/L": timed(lambda: rouge_f(cands, refs))[0],
        "WMD": timed(lambda: word_movers_distance(cands, refs))[0],
    }
    load_s, load_mib = glove_load()
    wmd_ratio = med["wmd_gensim_loop"] / med["wmd_ours"]
    gohsen_ratio = med["gohsen_delta"] / med["parascore_ref_based"]
    lines = [
        "# Speed: WMD and Gohsen's Delta on all Twitter-Para pairs",
        "",
        f"{len(rows)} (candidate, reference) pairs; median of {repeats} interleaved runs after a warm-up (seconds).",
        "",
        "| run | median s | all runs |",
        "|---|---:|---|",
        *[f"| {k} | {med[k]:.2f} | {', '.join(f'{x:.2f}' for x in v)} |" for k, v in times.items()],
        "",
        f"- WMD: **{wmd_ratio:.2f}x faster** than a loop of gensim `wmdistance` over the same tokens and vectors; "
        f"largest difference on finite pairs {max_diff:.1e}, infinite on the same {int((~finite).sum())} pairs.",
        f"- Gohsen Delta costs **{gohsen_ratio:.2f}x** reference-based ParaScore (one encoder pass for BERTScore and SBERT).",
        "- Where the non-encoder part of Gohsen's time goes (one pass each): "
        + ", ".join(f"{k} {v:.2f} s" for k, v in parts.items()) + ".",
        f"- Embedded GloVe 6B 50d: loads in **{load_s:.2f} s** warm (fresh process after `import paraeval`, files in "
        f"the OS cache; median of 3) and adds {load_mib:.0f} MiB resident: the 400,000-word index; the 400,000 x 50 "
        "float32 matrix (76 MiB) is memory-mapped, so only the rows a call looks up are read.",
        "",
        f"Machine: {machine()}. Command: `python benchmarks/speed_wmd_gohsen.py`",
        "",
    ]
    write_results("speed_wmd_gohsen", "\n".join(lines), {
        "seconds": times, "median": med, "wmd_speedup_vs_gensim": wmd_ratio, "gohsen_over_parascore": gohsen_ratio,
        "wmd_max_abs_diff": max_diff, "parts_seconds": parts, "glove_load_seconds": load_s, "glove_load_mib": load_mib,
    })


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 3)
