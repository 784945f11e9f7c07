"""Agreement with human judgment of WMD/WMS, Gohsen's Delta (and its measures), iBLEU, BERT-iBLEU and PAM.

- Twitter-Para test split (6,444 pairs, ParaScore authors' protocol): Pearson / Spearman, candidate vs
  source (reference-free) and candidate vs reference (reference-based); iBLEU uses both.
- BAMBOO test sets (STS-B, SICK, MRPC), sentence1 vs sentence2: Pearson x 100 against the gold scores
  (PAM's BAMBOO numbers, on graphs and from text, are in pam_bamboo.md).
Embedded defaults: all-MiniLM-L6-v2 (layer 6, shipped rescaling baseline), GloVe 6B 50d, and PAM's shipped
checkpoint on graphs from the embedded parser.
Run: python benchmarks/agreement_wmd_gohsen.py
"""
import json

from scipy.stats import pearsonr, spearmanr

from common import ROOT, columns, machine, twitter_para, write_results

from paraeval.formulas import SEMANTIC, SYNTACTIC
from paraeval.gohsen import gohsen_delta
from paraeval import bert_ibleu, ibleu
from paraeval.pam import pam_similarity

MEASURES = ("scores", "semantic", "syntactic", *SEMANTIC, *SYNTACTIC)
LABEL = {"scores": "gohsen_delta", "semantic": "Delta's semantic mean", "syntactic": "Delta's syntactic mean",
         "sem_wms": "WMS (1 - WMD/2)", "sem_bertscore": "bertscore", "sem_cosine": "sbert_cosine", "syn_bleu": "bleu",
         "syn_rouge1": "rouge1", "syn_rougeL": "rougeL"}


def gohsen_table(preds, refs):
    r = gohsen_delta(preds, refs, progress=False)
    return {LABEL.get(m, m): (r.scores if m == "scores" else r.components[m]) for m in MEASURES}


def bamboo(name):
    with open(ROOT / "data" / "bamboo" / f"{name}.jsonl", encoding="utf-8") as f:
        rows = [json.loads(line) for line in f]
    return [r["sentence1"] for r in rows], [r["sentence2"] for r in rows], [r["gold"] for r in rows]


def main():
    _, _, test = twitter_para()
    sources, cands, refs, human = columns(test)
    free = gohsen_table(cands, sources)
    based = gohsen_table(cands, refs)
    free["bert_ibleu"] = bert_ibleu(cands, sources, progress=False).scores
    based["ibleu (uses the source too)"] = ibleu(cands, sources, refs).scores
    free["pam (from text)"] = pam_similarity(cands, sources, progress=False).scores
    based["pam (from text)"] = pam_similarity(cands, refs, progress=False).scores
    twitter = {}
    for name in dict.fromkeys([*free, *based]):
        twitter[name] = [
            (pearsonr(d[name], human)[0], spearmanr(d[name], human)[0]) if name in d else None for d in (free, based)
        ]
    sets = {"STS-B": "stsb_test", "SICK": "sick_test", "MRPC": "para_mrpc_test"}
    bamboo_scores = {}
    for label, name in sets.items():
        s1, s2, gold = bamboo(name)
        table = gohsen_table(s2, s1)  # as BAMBOO runs metrics: a = second, b = first
        bamboo_scores[label] = {k: 100 * pearsonr(v, gold)[0] for k, v in table.items()}

    def cell(v):
        return "-" if v is None else f"{v[0]:.3f} / {v[1]:.3f}"

    lines = [
        "# Agreement: WMD/WMS, Gohsen's Delta and its measures, iBLEU, BERT-iBLEU, PAM",
        "",
        f"## Twitter-Para test split ({len(test)} pairs), Pearson / Spearman",
        "",
        "| metric | vs source (reference-free) | vs reference |",
        "|---|---:|---:|",
        *[f"| {k} | {cell(v[0])} | {cell(v[1])} |" for k, v in twitter.items()],
        "",
        "## BAMBOO test sets, sentence1 vs sentence2, Pearson x 100",
        "",
        "| metric | " + " | ".join(sets) + " |",
        "|---|" + "---:|" * len(sets),
        *[f"| {k} | " + " | ".join(f"{bamboo_scores[s][k]:.2f}" for s in sets) + " |" for k in bamboo_scores["STS-B"]],
        "",
        "Delta rewards low lexical overlap, which STS/SICK gold scores do not: on similarity benchmarks its",
        "semantic mean is the comparable number. Published AMR-graph metric WWLK-k2-train: STS 67.90, SICK 67.89, MRPC 38.62.",
        "",
        f"Machine: {machine()}. Command: `python benchmarks/agreement_wmd_gohsen.py`",
        "",
    ]
    write_results("agreement_wmd_gohsen", "\n".join(lines), {
        "twitter_para": {k: {"free": v[0], "reference": v[1]} for k, v in twitter.items()},
        "bamboo_pearson_x100": bamboo_scores,
    })


if __name__ == "__main__":
    main()
