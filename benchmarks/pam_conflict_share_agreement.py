"""PAM's contradiction share from text, chosen again with graded agreement from text in the rule (round 2 of
pam_conflict_share, declared after pam_conflict_agreement_dev and round `text-edits`, before this script first ran).

pam_conflict_share chose the share 0.5 from text by the most dev triples, with Twitter-Para dev and the MRPC-dev
role swaps as its only agreement figures. BAMBOO from text on test, reported after it, fell on SICK and MRPC
(81.84 / 44.17 -> 79.80 / 42.21), which no dev figure of that rule read; pam_conflict_agreement_dev then measured
the same on dev: against the fixed 0.3, the share 0.5 costs SICK dev 1.8 and our MRPC dev 1.4 points, while the
share 0.4 is above the fixed 0.3 on all four dev sets. This round reads those figures. (A rule written after a
test figure was seen, so this says so; it reads dev data only, and the test figures are reported as they come.)

Candidates: the share c of a positive score, from text, in SHARES; the flags of the graphs and of the texts
(today's), the text mix unchanged. PENMAN keeps its share 0.2.
Dev figures: the pass rate of every dev triples set (parser_rounds.PROBES_FROM at the last round, and the dev
half), Twitter-Para dev, and from text the Pearson on BAMBOO STS-B dev, SICK dev and our MRPC dev
(pam_conflict_agreement_dev's sets).
Rule, declared before any run: a c is eligible if none of its four agreement figures is below the fixed 0.3's
(the default before pam_conflict_share, with the same flags) by more than 0.5 points of Pearson x 100 (for
Twitter-Para that is parser_rounds' 0.005). Among
the eligible, the most dev triples passed; fewer than 1 point of all dev triples apart is a tie, taken by the
higher mean of the four agreement figures. If none is eligible the fixed 0.3 comes back.
Test (reported, never chosen on): BAMBOO STS-B / SICK / MRPC test from text, Twitter-Para test, the triples' test
half, probe2, probe3 and the hold-outs probe26 and probe27.
Run: python benchmarks/pam_conflict_share_agreement.py
"""
import numpy as np
from scipy.stats import pearsonr

from common import twitter_para, write_results
from pam_bamboo import SETS, sentences
from pam_conflict_agreement_dev import dev_sets
from pam_conflict_share import TEXT_WS, penalised, text_sets
from pam_parts import parts
from pam_text_conflict_weight import triple_parts
from pam_text_mix import twitter_parts
from pam_triples import MARGIN, gaps_of

SHARES = (0.3, 0.4, 0.5)
BEFORE = ("fixed", 0.3)
AGREEMENT = ("STS-B dev", "SICK dev", "our MRPC dev", "Twitter-Para dev")


def candidates():
    return [BEFORE] + [("share", c) for c in SHARES]


def agreement(sets: dict) -> dict:
    """{set: (parts, gold)} of each dev agreement set from text (pam_parts.parts: graph and text flags)."""
    return {name: (parts(seconds, firsts), gold) for name, (firsts, seconds, gold) in sets.items()}


def figures(candidate, trip, slices, scored: dict) -> dict:
    passed = gaps_of(penalised(trip, TEXT_WS, candidate)) >= MARGIN
    out = {key: 100 * float(passed[part].mean()) for key, part in slices.items()}
    out["passed"] = int(passed.sum())
    for name, (p, gold) in scored.items():
        out[name] = 100 * float(pearsonr(penalised(p, TEXT_WS, candidate), gold)[0])
    return out


def dev_table() -> tuple[dict, int]:
    trip, rows, slices = triple_parts(text_sets("dev"))
    scored = agreement(dev_sets())
    return {k: figures(k, trip, slices, scored) for k in candidates()}, len(rows)


def test_table() -> tuple[dict, int]:
    trip, rows, slices = triple_parts(text_sets("test"))
    _, _, test = twitter_para()
    tw, human = twitter_parts(test)
    scored = {"Twitter-Para test": (tw, human)}
    for label, (_, name, _, _) in SETS.items():
        firsts, seconds, gold = sentences(name)
        scored[f"BAMBOO {label} test"] = (parts(seconds, firsts), gold)
    return {k: figures(k, trip, slices, scored) for k in candidates()}, len(rows)


def eligible(row: dict, base: dict) -> bool:
    return all(row[k] >= base[k] - 0.5 - 1e-9 for k in AGREEMENT)


def rule(dev: dict, n: int):
    ok = [k for k in dev if k != BEFORE and eligible(dev[k], dev[BEFORE])]
    if not ok:
        return BEFORE
    most = max(dev[k]["passed"] for k in ok)
    tied = [k for k in ok if 100 * (most - dev[k]["passed"]) / n < 1.0 - 1e-9]
    return max(tied, key=lambda k: np.mean([dev[k][a] for a in AGREEMENT]))


def label(candidate) -> str:
    return f"{candidate[0]} {candidate[1]:g}"


def table_lines(table: dict, chosen=None) -> list[str]:
    keys = list(next(iter(table.values())))
    lines = ["| penalty | " + " | ".join(keys) + " |", "|---|" + "---:|" * len(keys)]
    return lines + [f"| {label(k)}{' (chosen)' if k == chosen else ''} | "
                    + " | ".join(str(r[f]) if f == "passed" else f"{r[f]:.2f}" for f in keys) + " |"
                    for k, r in table.items()]


def main():
    dev, n_dev = dev_table()
    chosen = rule(dev, n_dev)
    test, n_test = test_table()
    lines = ["# PAM's contradiction share from text, with agreement from text in the rule", "",
             f"## Dev (the rule reads only these; {n_dev} triples; agreement: Pearson x 100)", ""]
    lines += table_lines(dev, chosen)
    lines += ["", f"Chosen: **{label(chosen)}** (eligible: no agreement figure more than 0.5 points below the fixed 0.3).",
              "", f"## Test (reported only; {n_test} triples, probe26 and probe27 the hold-outs)", ""]
    lines += table_lines(test)
    lines += ["", "Flags of the graphs and of the texts (amr/text_conflicts.py); the text mix 0.4 / 0.5 / 0.1. Command: "
              "`python benchmarks/pam_conflict_share_agreement.py`.", ""]
    write_results("pam_conflict_share_agreement", "\n".join(lines),
                  {"dev": {label(k): r for k, r in dev.items()}, "test": {label(k): r for k, r in test.items()},
                   "chosen": label(chosen), "dev_triples": n_dev, "test_triples": n_test})


if __name__ == "__main__":
    main()
