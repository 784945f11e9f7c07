"""PAM's contradiction penalty as a share of the score instead of a fixed amount, for both input formats (declared
after measurement `probe2425-baseline`, before this script first ran).

Until now a pair whose graphs contradict each other (amr/graph_conflicts.py) lost a fixed c: 0.3 from text, 0.2
for PENMAN. probe24 and probe25, read once as hold-outs (55.0 / 52.5 %), then as dev data: of their 37 failing
triples, 24 have the non-paraphrase flagged and still ranked first. A minimal edit keeps every word but one, so its
mix stands near 0.95 and loses 0.3 to reach about 0.65, while a paraphrase in other words stands near 0.55. A
larger fixed c costs Twitter-Para (pam_text_conflict_weight: 0.5410 at c = 0.2, 0.5142 at 0.5), since it takes as
much from a weak pair that a loose flag caught as from a near-copy. A share takes most from the pairs that are
most alike on the surface: the ones where a contradiction is the strongest evidence that the meaning moved.

Form: score - c * max(score, 0) where the graphs contradict each other (a negative score is left as it is: it
already says "unlike"). c = 0 is no penalty, as before; the mix itself (w, s) does not change.
Candidates: from text c in TEXT_SHARES against today's fixed 0.3; for PENMAN c in PENMAN_SHARES against today's
fixed 0.2. One PAM call per data set gives every part (pam_parts.parts); each candidate only mixes them again.

Rule, declared before any run, one per format:
- Text (the dev figures and tolerances of pam_text_conflict_weight / parser_rounds): every dev triples set's pass
  rate and the dev half's role swaps (none may lose a triple), Twitter-Para dev Pearson (at most 0.005 lower) and
  the MRPC-dev role swaps under the text mix (at most 0.5 lower), against today's fixed 0.3. Among the eligible,
  the most dev triples passed over all dev sets, the smallest c among equals; it replaces the fixed 0.3 only with
  at least 1 point more of all dev triples.
- PENMAN (pam_penman_mix's dev figures): BAMBOO dev role confusion (STS-B, SICK, MRPC; a win by > 1e-4) none
  lower, BAMBOO dev STS-B / SICK main and our MRPC-dev Pearson and role swaps at most 0.5 lower, against today's
  fixed 0.2. Among the eligible, the highest mean of the three Pearsons (BAMBOO dev STS-B main, SICK main, our
  MRPC-dev); a difference under 0.1 is a tie, taken by the higher BAMBOO dev MRPC role confusion, then the smaller
  c. It replaces the fixed 0.2 only if that mean rises by at least 0.25 or the MRPC role confusion by 1 point.
A format whose rule keeps the fixed c keeps it; the two rules are read apart.
Test (reported, never chosen on): from text the triples' test half, probe2, probe3 and the hold-outs probe26 and
probe27 (committed unread; this is their one reading), Twitter-Para test; for PENMAN BAMBOO's test sets on the
given graphs (pam_bamboo's figures: main, reify, syno, role confusion).
Run: python benchmarks/pam_conflict_share.py
"""
import numpy as np
from scipy.stats import pearsonr

from common import twitter_para, write_results
from pam_bamboo import role_accuracy
from pam_bamboo_dev import dev_pairs
from pam_parts import bamboo_cells, bamboo_columns, bamboo_figure, bamboo_given_graphs, mix, mrpc_parts, parts
from pam_text_conflict_weight import triple_parts, triple_sets
from pam_text_mix import twitter_parts
from pam_triples import MARGIN, gaps_of, triples
from parser_rounds import TOLERANCE

from paraeval.amr.training import ROLE_SWAP_MARGIN
from paraeval.pam import STRUCTURE_WEIGHT, TEXT_WEIGHT

TEXT_SHARES = (0.3, 0.4, 0.5, 0.6, 0.7)
PENMAN_SHARES = (0.1, 0.15, 0.2, 0.25, 0.3)
# today's fixed penalties, pinned so that a rerun after the choice judges against them again
TEXT_FIXED, PENMAN_FIXED = 0.3, 0.2
TEXT_WS, PENMAN_WS = (TEXT_WEIGHT, STRUCTURE_WEIGHT["text"]), (0.0, STRUCTURE_WEIGHT["penman"])


def penalised(p, ws, candidate) -> np.ndarray:
    """The mix (w, s) of parts p, less the candidate's penalty where the graphs contradict each other:
    ("fixed", c) takes c away, ("share", c) takes c of a positive score."""
    kind, c = candidate
    m = mix(p, *ws, 0.0)
    return m - c * p[3] * (1.0 if kind == "fixed" else np.maximum(m, 0.0))


def text_candidates():
    return [("fixed", TEXT_FIXED)] + [("share", c) for c in TEXT_SHARES]


def penman_candidates():
    return [("fixed", PENMAN_FIXED)] + [("share", c) for c in PENMAN_SHARES]


def text_figures(candidate, trip, rows, slices, tw, human, mrpc=None) -> dict:
    passed = gaps_of(penalised(trip, TEXT_WS, candidate)) >= MARGIN
    out = {key: 100 * float(passed[part].mean()) for key, part in slices.items()}
    role = np.array([r["category"] == "role_swap" for r in rows[slices["triples"]]])
    out["triple_role_swaps"] = 100 * float(passed[slices["triples"]][role].mean())
    out["passed"] = int(passed.sum())
    out["twitter_pearson"] = float(pearsonr(penalised(tw, TEXT_WS, candidate), human)[0])
    if mrpc is not None:
        p, labels, foils = mrpc
        n, t = len(labels), penalised(p, TEXT_WS, candidate)
        out["mrpc_role_swaps_text_mix"] = 100 * float(np.mean(t[foils] - t[n:] > ROLE_SWAP_MARGIN))
    return out


def text_sets(split: str) -> dict:
    if split == "dev":
        return triple_sets("dev")
    return {**triple_sets("test"), "probe26_triples": triples("probe26.jsonl"),
            "probe27_triples": triples("probe27.jsonl")}


def text_table(split: str) -> tuple[dict, int]:
    trip, rows, slices = triple_parts(text_sets(split))
    _, dev, test = twitter_para()
    tw, human = twitter_parts(dev if split == "dev" else test)
    mrpc = mrpc_parts()[:3] if split == "dev" else None
    return {k: text_figures(k, trip, rows, slices, tw, human, mrpc) for k in text_candidates()}, len(rows)


def text_falls(row: dict, base: dict) -> list[str]:
    return [k for k in base if k != "passed" and row[k] < base[k] - TOLERANCE[k] - 1e-12]


def text_rule(dev: dict, n: int):
    today = ("fixed", TEXT_FIXED)
    eligible = [k for k in dev if k != today and not text_falls(dev[k], dev[today])]
    if not eligible:
        return today
    best = max(eligible, key=lambda k: (dev[k]["passed"], -k[1]))
    return best if 100 * (dev[best]["passed"] - dev[today]["passed"]) / n >= 1.0 - 1e-9 else today


def penman_dev_table() -> dict:
    # MRPC's dev main pairs are trained-on: not read (as pam_penman_mix)
    sets = {key: (parts(tgt, src, input_format="penman"), gold) for key, tgt, src, gold in dev_pairs()
            if key != "MRPC main"}
    mrpc, labels, rows, _ = mrpc_parts()
    n, table = len(labels), {}
    for k in penman_candidates():
        row = {key: (role_accuracy(penalised(p, PENMAN_WS, k))["accuracy"] if g is None
                     else 100 * float(pearsonr(penalised(p, PENMAN_WS, k), g)[0])) for key, (p, g) in sets.items()}
        m = penalised(mrpc, PENMAN_WS, k)
        row["our MRPC-dev Pearson"] = 100 * float(pearsonr(m[:n], labels)[0])
        row["our MRPC-dev role swaps"] = 100 * float(np.mean(m[rows] - m[n:] > ROLE_SWAP_MARGIN))
        row["mean Pearson"] = (row["STS-B main"] + row["SICK main"] + row["our MRPC-dev Pearson"]) / 3
        table[k] = row
    return table


def penman_rule(dev: dict):
    today = ("fixed", PENMAN_FIXED)
    base = dev[today]
    ok = [k for k, r in dev.items() if k != today
          and all(r[f"{x} role"] >= base[f"{x} role"] - 1e-9 for x in ("STS-B", "SICK", "MRPC"))
          and all(r[f] >= base[f] - 0.5 - 1e-9 for f in ("STS-B main", "SICK main", "our MRPC-dev Pearson",
                                                          "our MRPC-dev role swaps"))]
    if not ok:
        return today
    best = max(dev[k]["mean Pearson"] for k in ok)
    tied = [k for k in ok if dev[k]["mean Pearson"] >= best - 0.1 + 1e-12]
    choice = max(tied, key=lambda k: (dev[k]["MRPC role"], -k[1]))
    gain = (dev[choice]["mean Pearson"] >= base["mean Pearson"] + 0.25 - 1e-9
            or dev[choice]["MRPC role"] >= base["MRPC role"] + 1 - 1e-9)
    return choice if gain else today


def penman_test_table() -> dict:
    table = {k: {} for k in penman_candidates()}
    for key, tgt, src, gold in bamboo_given_graphs():
        p = parts(tgt, src, input_format="penman")
        for k in table:
            table[k][key] = bamboo_figure(penalised(p, PENMAN_WS, k), gold)
    return table


def label(candidate) -> str:
    kind, c = candidate
    return f"fixed {c:g}" if kind == "fixed" else f"share {c:g}"


def _cell(key: str, value: float) -> str:
    return f"{value:.4f}" if key == "twitter_pearson" else f"{value:.2f}"


def render(text_dev, text_test, text_choice, n_dev, n_test, penman_dev, penman_test, penman_choice) -> str:
    lines = ["# PAM's contradiction penalty: a fixed amount or a share of the score", "",
             f"## From text, dev (the rule reads only these; {n_dev} triples)", ""]
    keys = [k for k in text_dev[("fixed", TEXT_FIXED)] if k != "passed"]
    lines += ["| penalty | dev triples passed | " + " | ".join(keys) + " | falls below fixed 0.3 |",
              "|---|---:|" + "---:|" * len(keys) + "---|"]
    for k, row in text_dev.items():
        fell = "today's" if k == ("fixed", TEXT_FIXED) else (", ".join(text_falls(row, text_dev[("fixed", TEXT_FIXED)]))
                                                            or "none")
        lines.append(f"| {label(k)}{' (chosen)' if k == text_choice else ''} | {row['passed']} | "
                     + " | ".join(_cell(f, row[f]) for f in keys) + f" | {fell} |")
    keys = [k for k in text_test[("fixed", TEXT_FIXED)] if k != "passed"]
    lines += ["", f"From text: **{label(text_choice)}**.", "",
              f"## From text, test (reported only; {n_test} triples, probe26 and probe27 the unread hold-outs)", "",
              "| penalty | " + " | ".join(keys) + " |", "|---|" + "---:|" * len(keys)]
    lines += [f"| {label(k)} | " + " | ".join(_cell(f, row[f]) for f in keys) + " |" for k, row in text_test.items()]
    keys = list(penman_dev[("fixed", PENMAN_FIXED)])
    lines += ["", "## PENMAN (BAMBOO's given graphs), dev (the rule reads only these)", "",
              "| penalty | " + " | ".join(keys) + " |", "|---|" + "---:|" * len(keys)]
    lines += [f"| {label(k)}{' (chosen)' if k == penman_choice else ''} | " + " | ".join(f"{r[f]:.2f}" for f in keys)
              + " |" for k, r in penman_dev.items()]
    lines += ["", f"PENMAN: **{label(penman_choice)}**.", "",
              "## PENMAN, BAMBOO test on the given graphs (reported only; role: accuracy by > 1e-4 / strict / ties)", "",
              "| penalty | " + bamboo_columns() + " |", "|---|" + "---:|" * (len(bamboo_cells(penman_test[penman_choice])))]
    lines += [f"| {label(k)} | " + " | ".join(bamboo_cells(r)) + " |" for k, r in penman_test.items()]
    lines += ["", f"Mix: from text {TEXT_WS[0]:g} text cosine + {TEXT_WS[1]:g} triple F1 + the rest graph cosine; "
              f"PENMAN {PENMAN_WS[1]:g} triple F1. Command: `python benchmarks/pam_conflict_share.py`.", ""]
    return "\n".join(lines)


def main():
    text_dev, n_dev = text_table("dev")
    text_choice = text_rule(text_dev, n_dev)
    penman_dev = penman_dev_table()
    penman_choice = penman_rule(penman_dev)
    text_test, n_test = text_table("test")
    penman_test = penman_test_table()
    write_results("pam_conflict_share",
                  render(text_dev, text_test, text_choice, n_dev, n_test, penman_dev, penman_test, penman_choice),
                  {"text_dev": {label(k): r for k, r in text_dev.items()},
                   "text_test": {label(k): r for k, r in text_test.items()}, "text_choice": label(text_choice),
                   "penman_dev": {label(k): r for k, r in penman_dev.items()},
                   "penman_test": {label(k): r for k, r in penman_test.items()}, "penman_choice": label(penman_choice),
                   "dev_triples": n_dev, "test_triples": n_test})


if __name__ == "__main__":
    main()
