"""PAM's `conflict_weight`: c subtracted from the default mix where the two graphs contradict each other.

The dev triples PAM fails at the default mixes are mostly minimal edits that the cosines rate above a
paraphrase in other words: "Germany defeated Brazil." above "Germany lost to Brazil." for "Brazil defeated
Germany.", "did not work" above "was effective", "5 pm" above "three in the afternoon". The triple F1 sees
such an edit but also every word a paraphrase changes. src/paraeval/amr/graph_conflicts.py flags only a
contradiction: two arguments exchanged, a polarity flipped, a number or a date changed on a concept both
graphs share. Each c on a grid is subtracted from the default mix of each input format (from text
0.4 / 0.5 / 0.1, from PENMAN 0.95 / 0.05) where a pair is flagged; one c serves both formats. One PAM call per
data set gives every part.

Dev (the choice is made here only):
- MRPC dev (pam_parts.mrpc_dev, the 400 MRPC-train pairs held out of PAM's training): Pearson x 100 with the
  labels under the PENMAN and the text mix, and role swaps (the second graph's :ARG0/:ARG1 exchanged, a win
  by > 1e-4) under both;
- the minimal-edit triples' dev half from text (pass: gap >= 0.02), overall and role swaps;
- Twitter-Para dev (candidate vs source), Pearson.
Rule, declared before any run: c is eligible if, against c = 0 (today's scores), its MRPC dev Pearson under
either mix is at most 0.5 points lower, its Twitter-Para dev Pearson at most 0.005 lower, and its MRPC dev
role swaps (either mix) and dev role-swap triples are not lower. Among the eligible, the highest dev triples
pass rate wins, the smallest c among equals. It becomes the default only if that pass rate is at least 5
points (two triples) above c = 0's; otherwise c stays 0.
Test (reported, never chosen on): the triples' test half, Twitter-Para test, BAMBOO main / reify / syno and
role confusion on the given graphs (pam_bamboo's protocol).
Run: python benchmarks/pam_conflicts.py
"""
import numpy as np
from scipy.stats import pearsonr

from common import twitter_para, write_results
from pam_parts import (PENMAN_MIX, TEXT_MIX, bamboo_cells, bamboo_columns, bamboo_figure, bamboo_given_graphs, mix,
                       mrpc_parts, parts)
from pam_text_mix import triple_rows, twitter_parts
from pam_triples import MARGIN, gaps_of

from paraeval.amr.training import ROLE_SWAP_MARGIN

WEIGHTS = (0.0, 0.05, 0.1, 0.15, 0.2, 0.3)


def text_figures(split):
    """A function of c giving the triples' and Twitter-Para's figures of one split ("dev" or "test"), and the sizes."""
    trip, role = triple_rows(split)
    _, dev, test = twitter_para()
    tw, human = twitter_parts(dev if split == "dev" else test)

    def figures(c):
        passed = gaps_of(mix(trip, *TEXT_MIX[:2], c)) >= MARGIN
        return {"triples": 100 * float(passed.mean()), "triple_role_swaps": 100 * float(passed[role].mean()),
                "twitter_pearson": float(pearsonr(mix(tw, *TEXT_MIX[:2], c), human)[0]),
                "triples_flagged": int(trip[3].sum()), "twitter_flagged": int(tw[3].sum())}
    return figures, {f"triples_{split}": len(role), f"twitter_{split}": len(human)}


def dev_table():
    mrpc, labels, rows, _ = mrpc_parts()
    n = len(labels)
    figures, sizes = text_figures("dev")
    table = {}
    for c in WEIGHTS:
        row = figures(c)
        for name, weights in (("", PENMAN_MIX), ("_text_mix", TEXT_MIX)):
            m = mix(mrpc, *weights[:2], c)
            row[f"mrpc_pearson{name}"] = 100 * float(pearsonr(m[:n], labels)[0])
            row[f"mrpc_role_swaps{name}"] = 100 * float(np.mean(m[rows] - m[n:] > ROLE_SWAP_MARGIN))
        table[c] = row
    flagged = {"mrpc_pairs_flagged": int(mrpc[3][:n].sum()), "mrpc_foils_flagged": int(mrpc[3][n:].sum())}
    return table, {"mrpc_dev_pairs": n, "mrpc_role_swap_pairs": len(rows), **sizes, **flagged}


def rule(table):
    base = table[0.0]
    eligible = [c for c in WEIGHTS
                if all(table[c][k] >= base[k] - 0.5 for k in ("mrpc_pearson", "mrpc_pearson_text_mix"))
                and table[c]["twitter_pearson"] >= base["twitter_pearson"] - 0.005
                and all(table[c][k] >= base[k] for k in ("mrpc_role_swaps", "mrpc_role_swaps_text_mix",
                                                          "triple_role_swaps"))]
    best = max(table[c]["triples"] for c in eligible)
    chosen = min(c for c in eligible if table[c]["triples"] == best)
    return chosen if best >= base["triples"] + 5 else 0.0


def test_table():
    figures, sizes = text_figures("test")
    bamboo = [(key, parts(tgt, src, input_format="penman"), gold) for key, tgt, src, gold in bamboo_given_graphs()]
    table = {}
    for c in WEIGHTS:
        table[c] = figures(c)
        table[c].update({key: bamboo_figure(mix(p, *PENMAN_MIX[:2], c), gold) for key, p, gold in bamboo})
    return table, sizes


def main():
    dev, dev_sizes = dev_table()
    chosen = rule(dev)
    test, test_sizes = test_table()
    lines = ["# PAM: what a pair whose graphs contradict each other loses (conflict_weight c)", "",
             "Dev (the rule reads these):", "",
             "| c | MRPC dev Pearson (PENMAN / text mix) | MRPC dev role swaps % (PENMAN / text mix) | triples dev % | "
             "triple role swaps dev % | Twitter-Para dev |", "|---:|---:|---:|---:|---:|---:|"]
    for c in WEIGHTS:
        d = dev[c]
        lines.append(f"| {c:g}{' (rule)' if c == chosen else ''} | {d['mrpc_pearson']:.2f} / {d['mrpc_pearson_text_mix']:.2f} | "
                     f"{d['mrpc_role_swaps']:.2f} / {d['mrpc_role_swaps_text_mix']:.2f} | {d['triples']:.1f} | "
                     f"{d['triple_role_swaps']:.1f} | {d['twitter_pearson']:.3f} |")
    lines += ["", "Test (reported, never chosen on; BAMBOO on the given graphs, role confusion as accuracy by > 1e-4 / "
              "strict / ties):", "",
              f"| c | triples test % | triple role swaps test % | Twitter-Para test | {bamboo_columns()} |",
              "|---:|---:|---:|---:|" + "---:|" * 12]
    for c in WEIGHTS:
        t = test[c]
        lines.append(f"| {c:g}{' (rule)' if c == chosen else ''} | {t['triples']:.1f} | {t['triple_role_swaps']:.1f} | "
                     f"{t['twitter_pearson']:.3f} | " + " | ".join(bamboo_cells(t)) + " |")
    flagged = dev[0.0]
    lines += ["", f"The rule's choice on dev: **c = {chosen:g}** (one value for both input formats). Pairs flagged as "
              f"contradicting: MRPC dev {dev_sizes['mrpc_pairs_flagged']} of {dev_sizes['mrpc_dev_pairs']} pairs and "
              f"{dev_sizes['mrpc_foils_flagged']} of {dev_sizes['mrpc_role_swap_pairs']} role-swap foils; triples dev "
              f"{flagged['triples_flagged']} of {2 * dev_sizes['triples_dev']} pairs; Twitter-Para dev "
              f"{flagged['twitter_flagged']} of {dev_sizes['twitter_dev']}, test {test[0.0]['twitter_flagged']} of "
              f"{test_sizes['twitter_test']}. Mixes: from text 0.4 x graph cosine + 0.5 x text cosine + 0.1 x triple "
              "F1, from PENMAN 0.95 x graph cosine + 0.05 x triple F1, less c where flagged; the packaged checkpoint. "
              "Command: `python benchmarks/pam_conflicts.py`", ""]
    write_results("pam_conflicts", "\n".join(lines), {"rule_choice": chosen, "sizes": {**dev_sizes, **test_sizes},
                                                      "dev": {f"{c:g}": d for c, d in dev.items()},
                                                      "test": {f"{c:g}": t for c, t in test.items()}})


if __name__ == "__main__":
    main()
