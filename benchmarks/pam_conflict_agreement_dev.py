"""What PAM's contradiction penalty costs agreement from text, on dev sets only (a diagnostic: nothing is chosen).

pam_conflict_share chose the share 0.5 from text on the dev triples, Twitter-Para dev and the MRPC-dev role swaps;
round `text-edits` (parser_rounds) read the same. Neither read how the penalty moves graded agreement from text on
other data, where a flag on a pair that people rate as close costs Pearson. This scores each dev set once from text
and mixes the penalty in several ways, graph flags alone (amr/graph_conflicts.py) or with the texts' one-edit flags
(amr/text_conflicts.py), as a fixed amount or as a share:
- BAMBOO's STS-B dev (1,500 pairs) and SICK dev (500 pairs) sentences with their gold scores (SICK's relatedness
  rates a sentence and its negation as related, so any penalty on negations costs it);
- our MRPC dev (the 400 MRPC-train pairs held out of PAM's training, pam_parts.mrpc_dev) with its labels;
- Twitter-Para dev (candidate vs source).
Run: python benchmarks/pam_conflict_agreement_dev.py
"""
import numpy as np
from scipy.stats import pearsonr

import paraeval
from common import ROOT, columns, machine, twitter_para, write_results
from pam_conflict_share import penalised

from paraeval.amr.graph_conflicts import conflict_flags
from paraeval.amr.text_conflicts import text_conflict_flags
from paraeval.amr.train_data import MRPC_TRAIN, mrpc_train, split_dev
from paraeval.pam import STRUCTURE_WEIGHT, TEXT_WEIGHT

# (label, flags read, form, c)
PENALTIES = (("none", "graphs", "fixed", 0.0), ("fixed 0.3, graphs", "graphs", "fixed", 0.3),
             ("share 0.5, graphs", "graphs", "share", 0.5), ("fixed 0.3, graphs and texts", "both", "fixed", 0.3),
             ("share 0.4, graphs and texts", "both", "share", 0.4),
             ("share 0.5, graphs and texts (today's default)", "both", "share", 0.5))


def bamboo_dev(folder: str, columns_: tuple, gold_column: int, header: bool):
    lines = (ROOT / "data" / "bamboo" / "amr" / folder / "orig.dev.txt").read_text(encoding="utf-8").splitlines()
    fields = [line.split("\t") for line in lines[int(header):]]
    return ([f[columns_[0]] for f in fields], [f[columns_[1]] for f in fields],
            np.array([float(f[gold_column]) for f in fields]))


def dev_sets() -> dict:
    """{name: (firsts, seconds, gold)}."""
    _, mrpc = split_dev(mrpc_train(ROOT / "data" / MRPC_TRAIN), 400, seed=0)
    _, twitter, _ = twitter_para()
    sources, candidates, _, human = columns(twitter)
    return {"STS-B dev": bamboo_dev("sts", (5, 6), 4, False), "SICK dev": bamboo_dev("sick", (1, 2), 3, True),
            "our MRPC dev": ([a for _, a, _ in mrpc], [b for _, _, b in mrpc], np.array([l for l, _, _ in mrpc], float)),
            "Twitter-Para dev": (list(sources), list(candidates), np.array(human, dtype=float))}


def figures(firsts, seconds, gold) -> dict:
    r = paraeval.pam_similarity(seconds, firsts, conflict_weight=0, progress=False)
    c = r.components
    flags = {"graphs": conflict_flags(list(c["prediction_graphs"]), list(c["reference_graphs"]))}
    flags["both"] = np.maximum(flags["graphs"], text_conflict_flags(seconds, firsts))
    out = {"pairs": len(gold), "flagged by graphs": int(flags["graphs"].sum()),
           "flagged by texts only": int((flags["both"] - flags["graphs"]).sum())}
    for label, read, form, weight in PENALTIES:
        p = np.stack([c["graph_cosine"], c["text_cosine"], c["triple_f1"], flags[read]])
        scores = penalised(p, (TEXT_WEIGHT, STRUCTURE_WEIGHT["text"]), (form, weight))
        out[label] = 100 * float(pearsonr(scores, gold)[0])
    return out


def main():
    table = {name: figures(*data) for name, data in dev_sets().items()}
    labels = [p[0] for p in PENALTIES]
    lines = ["# PAM from text: what the contradiction penalty costs agreement on dev sets (Pearson x 100)", "",
             "| penalty | " + " | ".join(table) + " |", "|---|" + "---:|" * len(table)]
    lines += [f"| {label} | " + " | ".join(f"{row[label]:.2f}" for row in table.values()) + " |" for label in labels]
    lines += [f"| pairs / flagged by graphs / by texts only | " + " | ".join(
        f"{r['pairs']} / {r['flagged by graphs']} / {r['flagged by texts only']}" for r in table.values()) + " |"]
    lines += ["", f"A diagnostic on dev data: nothing is chosen here. Mix: {1 - TEXT_WEIGHT - STRUCTURE_WEIGHT['text']:g} "
              f"graph cosine + {TEXT_WEIGHT:g} text cosine + {STRUCTURE_WEIGHT['text']:g} triple F1, less the penalty "
              f"where flagged. Machine: {machine()}. Command: `python benchmarks/pam_conflict_agreement_dev.py`.", ""]
    write_results("pam_conflict_agreement_dev", "\n".join(lines), table)


if __name__ == "__main__":
    main()
