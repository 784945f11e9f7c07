"""PAM's structure_weight for PENMAN input, chosen again with BAMBOO's dev role confusion in the rule.

From graphs PAM scores (1 - s) * graph cosine + s * labelled triple F1, less c = 0.2 for a contradiction;
s = 0.05 was chosen by pam_structure_weight for the weights shipped then, on our MRPC-dev role swaps
(:ARG0/:ARG1 exchanged on the embedded parser's graphs). Those swaps rose with the joint structural weights
while BAMBOO's MRPC role confusion fell, on test and on BAMBOO's own dev graphs (pam_bamboo_dev), so this
round reads BAMBOO's dev role confusion. Only the PENMAN default moves; the text mix and c stay.

Dev (the choice is made here only), for each s of the grid, at c = 0.2, dereified, the packaged weights:
- BAMBOO dev role confusion (pam_bamboo_dev's graphs: STS-B 53, SICK 25, MRPC 338 pairs), a win by > 1e-4;
- BAMBOO dev main Pearson, STS-B and SICK (MRPC's dev pairs are trained-on, so not read);
- our MRPC dev (pam_parts.mrpc_parts, 400 held-out MRPC-train pairs): Pearson and role swaps, PENMAN mix.
Rule, declared before any run: s replaces 0.05 if, against s = 0.05, BAMBOO dev MRPC role confusion rises by at
least 1 point (4 of 338 pairs), neither other BAMBOO dev role confusion falls, BAMBOO dev STS-B and SICK main
fall by at most 0.5 points, and our MRPC-dev Pearson and role swaps fall by at most 0.5 points. Among those,
the highest BAMBOO dev MRPC role confusion wins, a difference under 0.5 points a tie that the smaller s takes.
Test (reported, never chosen on): BAMBOO main / reify / syno / role confusion on the given graphs.
Run: python benchmarks/pam_penman_mix.py
"""
import numpy as np
from scipy.stats import pearsonr

from common import write_results
from pam_bamboo import role_accuracy
from pam_bamboo_dev import dev_pairs
from pam_parts import bamboo_cells, bamboo_columns, bamboo_figure, bamboo_given_graphs, mix, mrpc_parts, parts

from paraeval.amr.training import ROLE_SWAP_MARGIN
from paraeval.pam import CONFLICT_WEIGHT

GRID = (0.0, 0.05, 0.1, 0.15, 0.2, 0.3, 0.5)
# the PENMAN default this round judged against (pam_structure_weight's); pinned, not read from pam.py, so a
# rerun after the choice repeats the round instead of judging the chosen s against itself
BEFORE = 0.05


def dev_table() -> dict:
    # MRPC's dev main pairs are trained-on: not read
    sets = {key: (parts(tgt, src, input_format="penman"), gold) for key, tgt, src, gold in dev_pairs()
            if key != "MRPC main"}
    mrpc, labels, rows, _ = mrpc_parts()
    n = len(labels)
    table = {}
    for s in GRID:
        row = {k: (role_accuracy(mix(p, 0.0, s, CONFLICT_WEIGHT["penman"]))["accuracy"] if g is None
                   else 100 * float(pearsonr(mix(p, 0.0, s, CONFLICT_WEIGHT["penman"]), g)[0])) for k, (p, g) in sets.items()}
        m = mix(mrpc, 0.0, s, CONFLICT_WEIGHT["penman"])
        row["our MRPC-dev Pearson"] = 100 * float(pearsonr(m[:n], labels)[0])
        row["our MRPC-dev role swaps"] = 100 * float(np.mean(m[rows] - m[n:] > ROLE_SWAP_MARGIN))
        table[s] = row
    return table


def rule(table: dict) -> float:
    base = table[BEFORE]
    ok = [s for s, r in table.items() if s != BEFORE and r["MRPC role"] >= base["MRPC role"] + 1 - 1e-9
          and r["STS-B role"] >= base["STS-B role"] - 1e-9 and r["SICK role"] >= base["SICK role"] - 1e-9
          and all(r[k] >= base[k] - 0.5 - 1e-9 for k in ("STS-B main", "SICK main", "our MRPC-dev Pearson",
                                                            "our MRPC-dev role swaps"))]
    if not ok:
        return BEFORE
    best = max(table[s]["MRPC role"] for s in ok)
    return min(s for s in ok if table[s]["MRPC role"] >= best - 0.5)


def test_table() -> dict:
    table = {s: {} for s in GRID}
    for key, tgt, src, gold_scores in bamboo_given_graphs():
        p = parts(tgt, src, input_format="penman")
        for s in GRID:
            table[s][key] = bamboo_figure(mix(p, 0.0, s, CONFLICT_WEIGHT["penman"]), gold_scores)
    return table


def main():
    dev = dev_table()
    chosen = rule(dev)
    test = test_table()
    keys = list(dev[BEFORE])
    mark = {s: " (before)" if s == BEFORE else "" for s in GRID}
    mark[chosen] += " (rule)"
    lines = ["# PAM's structure_weight from graphs, with BAMBOO's dev role confusion in the rule", "",
             "## Dev (the rule reads only these; role: accuracy by > 1e-4, main: Pearson x 100)", "",
             "| s | " + " | ".join(keys) + " |", "|---:|" + "---:|" * len(keys)]
    lines += [f"| {s:g}{mark[s]} | " + " | ".join(f"{r[k]:.2f}" for k in keys) + " |" for s, r in dev.items()]
    lines += ["", (f"**s = {chosen:g} replaces {BEFORE:g}** for PENMAN input." if chosen != BEFORE else
                   f"No s qualifies: {BEFORE:g} stays."), "",
              "## Test (reported only): BAMBOO on the given graphs (Pearson x 100; role: by > 1e-4 / strict `>` / ties)", "",
              "| s | " + bamboo_columns() + " |", "|---:|" + "---:|" * 12]
    lines += [f"| {s:g}{mark[s]} | " + " | ".join(bamboo_cells(t)) + " |" for s, t in test.items()]
    lines += ["", f"c = {CONFLICT_WEIGHT['penman']:g}, dereified, the packaged checkpoint. Rule (declared in the script before it ran): "
              "BAMBOO dev MRPC role confusion +1 point, no other dev role confusion lower, BAMBOO dev STS-B / SICK main "
              "and our MRPC-dev Pearson and role swaps at most 0.5 lower; the highest MRPC role confusion, ties under 0.5 "
              "to the smaller s. Command: `python benchmarks/pam_penman_mix.py`.", ""]
    write_results("pam_penman_mix", "\n".join(lines), {"dev": {str(s): r for s, r in dev.items()}, "rule_choice": chosen,
                                                        "test": {str(s): t for s, t in test.items()}})


if __name__ == "__main__":
    main()
