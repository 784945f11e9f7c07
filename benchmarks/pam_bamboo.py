"""PAM on the BAMBOO test sets (Pearson x 100), its robustness, and the text path's speed.

BAMBOO's protocol: a metric scores (tgt graph, src graph) of each pair; the dummy header/trailer graphs are
dropped (STS [0:1379], SICK [1:4928], PARA [1:1726]); Pearson r x 100 against the gold scores (min-max
normalisation does not change r). role_confusion: each even/odd pair of graphs is (role-swapped foil,
original); a win counts only when original - foil > ROLE_SWAP_MARGIN (1e-4: smaller gaps are float noise, and a
model blind to roles ties every pair there), reported beside the official strict-`>` accuracy and the ties
(|original - foil| <= ROLE_SWAP_MARGIN).
Rows:
- PAM on the given AMR graphs (input_format="penman"), on the reify and syno variants, role accuracy;
- ablation: the same backbone (all-MiniLM-L6-v2, SBERT cosine) on the linearised graphs, no adapters;
- SBERT (all-MiniLM-L6-v2) on the sentences;
- PAM text path: the sentences through the embedded parser, and its speed (parse + encode, pairs/s).
Further checkpoints named on the command line (e.g. the paper-faithful ablation without role embeddings)
get the graph rows and role accuracy too.
Run: python benchmarks/pam_bamboo.py [LABEL=checkpoint ...]
"""
import json
import sys
import time

import numpy as np
from scipy.stats import pearsonr

import paraeval
from common import ROOT, checkpoint_arguments, checkpoint_footer, checkpoint_options, write_results

from paraeval.amr import read_amr
from paraeval.amr.bamboo_train import read_graphs
from paraeval.amr.dependency_parser import load_spacy
from paraeval.amr.training import ROLE_SWAP_MARGIN  # the margin PAM's dev scores count role-swap wins with
from paraeval.pam import embed_graphs, load_pam, pam_similarity, texts_to_penman

SETS = {"STS-B": ("sts", "stsb_test", slice(0, 1379), slice(0, 158)),
        "SICK": ("sick", "sick_test", slice(1, 4928), slice(0, 238)),
        "MRPC": ("para", "para_mrpc_test", slice(1, 1726), slice(0, 2242))}
PUBLISHED_WWLK = {"STS-B": 67.90, "SICK": 67.89, "MRPC": 38.62}
PUBLISHED_WWLK_ROLE = {"STS-B": 92.41, "SICK": 100.00, "MRPC": 91.26}  # role accuracy, same table
# issue 4's own measurement of the ablation (all-MiniLM-L6-v2 on linearised AMR); its linearisation is not
# given, and none we tried (ours, with or without brackets, variables or sense numbers) reproduces it
ISSUE_ABLATION = {"STS-B": 75.1, "SICK": 78.3, "MRPC": 39.4}


def graphs(folder, variant, side, part, split="test"):
    path = ROOT / "data" / "bamboo" / "amr" / folder / variant / f"{side}.{split}.amr.gz"
    return [body for _, body in read_graphs(path)][part]


def sentences(name):
    with open(ROOT / "data" / "bamboo" / f"{name}.jsonl", encoding="utf-8") as f:
        rows = [json.loads(line) for line in f]
    return [r["sentence1"] for r in rows], [r["sentence2"] for r in rows], np.array([r["gold"] for r in rows])


def role_accuracy(scores):
    foil, original = scores[0::2], scores[1::2]
    gap = original - foil
    return {"accuracy": 100 * float(np.mean(gap > ROLE_SWAP_MARGIN)), "strict_accuracy": 100 * float(np.mean(gap > 0)),
            "ties": int(np.sum(np.abs(gap) <= ROLE_SWAP_MARGIN)), "pairs": len(foil)}


def r100(scores, gold):
    return 100 * pearsonr(scores, gold)[0]


def sick_text_speed(runs: dict, pairs: int = 500, repeats: int = 3) -> dict:
    """The issue's yardstick: pairs/s of one pam_similarity call on the first `pairs` SICK test pairs from text, for
    each {name: pam_similarity's keywords (a checkpoint, mixes)}; the median of `repeats` rounds, the runs
    interleaved in each round so that a slow sitting slows them all, every model loaded before the clock starts."""
    s1, s2, _ = sentences("sick_test")
    for options in runs.values():
        paraeval.pam_similarity(s2[:4], s1[:4], progress=False, **options)
    seconds = {name: [] for name in runs}
    for _ in range(repeats):
        for name, options in runs.items():
            start = time.perf_counter()
            paraeval.pam_similarity(s2[:pairs], s1[:pairs], progress=False, **options)
            seconds[name].append(time.perf_counter() - start)
    return {name: {"pairs": pairs, "seconds": sorted(s), "pairs_per_s": pairs / float(np.median(s))}
            for name, s in seconds.items()}


def main(checkpoints):
    """checkpoints: {label: path or None (the packaged one)}; the first also gets the text path and speed."""
    load_spacy()
    (shipped_label, shipped), *_ = checkpoints.items()
    load_pam(shipped)
    table, role, speed = {}, {}, {}
    for label, (folder, name, part, role_part) in SETS.items():
        s1, s2, gold = sentences(name)
        row, role[label] = {}, {}
        src, tgt = graphs(folder, "main", "src", part), graphs(folder, "main", "tgt", part)
        rsrc, rtgt = graphs(folder, "role_confusion", "src", role_part), graphs(folder, "role_confusion", "tgt", role_part)
        for tag, checkpoint in checkpoints.items():
            for variant in ("main", "reify", "syno"):
                vsrc, vtgt = graphs(folder, variant, "src", part), graphs(folder, variant, "tgt", part)
                assert len(vsrc) == len(gold), (label, variant, len(vsrc), len(gold))
                row[f"{tag}, AMR graphs ({variant})"] = r100(
                    pam_similarity(vtgt, vsrc, input_format="penman", **checkpoint_options(checkpoint)).scores, gold)
            role[label][tag] = role_accuracy(pam_similarity(rtgt, rsrc, input_format="penman", **checkpoint_options(checkpoint)).scores)
        linear = lambda gs: [read_amr(g, i).linearized for i, g in enumerate(gs)]
        row["ablation: MiniLM on linearised AMR, no adapters"] = r100(paraeval.sbert_cosine(linear(tgt), linear(src)).scores, gold)
        role[label]["ablation: MiniLM on linearised AMR, no adapters"] = role_accuracy(
            paraeval.sbert_cosine(linear(rtgt), linear(rsrc)).scores)
        row["SBERT (MiniLM) on the sentences"] = r100(paraeval.sbert_cosine(s2, s1).scores, gold)
        unique = list(dict.fromkeys(s1 + s2))
        start = time.perf_counter()
        parsed = texts_to_penman(unique)
        parse_s = time.perf_counter() - start
        embed_graphs(load_pam(shipped), parsed)
        total_s = time.perf_counter() - start
        row[f"{shipped_label}, text path (embedded parser)"] = r100(pam_similarity(s2, s1, **checkpoint_options(shipped)).scores, gold)
        speed[label] = {"pairs": len(gold), "unique_sentences": len(unique), "parse_s": parse_s,
                        "encode_s": total_s - parse_s, "pairs_per_s": len(gold) / total_s}
        table[label] = row
    speed["SICK, first 500 pairs"] = sick_text_speed({shipped_label: checkpoint_options(shipped)})[shipped_label]
    names = list(table["STS-B"])
    role_rows = list(role["STS-B"])
    lines = [
        "# PAM on BAMBOO (Pearson x 100)",
        "",
        "| metric | " + " | ".join(SETS) + " |",
        "|---|" + "---:|" * len(SETS),
        *[f"| {n} | " + " | ".join(f"{table[s][n]:.2f}" for s in SETS) + " |" for n in names],
        "| ablation as measured in issue 4 (linearisation not given) | " + " | ".join(f"{ISSUE_ABLATION[s]:.2f}" for s in SETS) + " |",
        "| published: WWLK-k2-train (best AMR-graph metric) | " + " | ".join(f"{PUBLISHED_WWLK[s]:.2f}" for s in SETS) + " |",
        "",
        f"## role_confusion: accuracy (original - foil > {ROLE_SWAP_MARGIN:g}) / official strict `>` accuracy / ties",
        "",
        "| metric | " + " | ".join(SETS) + " |",
        "|---|" + "---:|" * len(SETS),
        *[f"| {n} | " + " | ".join(f"{role[s][n]['accuracy']:.2f} / {role[s][n]['strict_accuracy']:.2f} / "
                                     f"{role[s][n]['ties']} of {role[s][n]['pairs']}" for s in SETS) + " |" for n in role_rows],
        "| published: WWLK-k2-train | " + " | ".join(f"{PUBLISHED_WWLK_ROLE[s]:.2f}" for s in SETS) + " |",
        "",
        "Text path speed (parse + encode, unique sentences once): " + "; ".join(
            f"{s} {v['pairs_per_s']:.0f} pairs/s (parse {v['parse_s']:.1f} s, encode {v['encode_s']:.1f} s)"
            for s, v in speed.items() if "parse_s" in v)
        + f"; the first 500 SICK pairs, one pam_similarity call, median of 3: "
          f"{speed['SICK, first 500 pairs']['pairs_per_s']:.0f} pairs/s.",
        "",
        checkpoint_footer("pam_bamboo.py", checkpoints),
        "",
    ]
    write_results("pam_bamboo", "\n".join(lines), {"pearson_x100": table, "role_confusion": role, "text_path_speed": speed,
                                                   "checkpoints": checkpoints})


if __name__ == "__main__":
    main(checkpoint_arguments(sys.argv[1:]))
