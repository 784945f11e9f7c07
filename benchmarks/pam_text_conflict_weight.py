"""PAM's contradiction penalty from text, chosen again on dev now that the check flags more (round 2 of
pam_conflicts, declared after `probe2021-baseline`, before any figure of it was seen).

pam_conflicts chose c = 0.2 for both input formats when the contradiction check (amr/graph_conflicts.py) flagged
role swaps, polarity and numbers only. Since then some eighty parser rounds taught it opposites, converses,
dates, durations and amounts, and the failures that are left say where the weight stands. Of probe20 and probe21's
23 failing triples (read after `probe2021-baseline`), 13 have the non-paraphrase flagged and still ranked first
(3 of them with the paraphrase flagged too): the edit keeps every word but one, so its two cosines stand 0.1 to
0.3 above a paraphrase in other words, and a penalty of 0.2 does not close that. Each is fixable one rule at a
time (the rounds of the last sessions), but a weight that reads the flags the check already makes is one number
for all of them.

Candidates: the text format's c in WEIGHTS (0.2 is today's); PENMAN input keeps 0.2, so the scores of BAMBOO's
given graphs (done-means 1) and our MRPC-dev PENMAN figures do not move. One PAM call per data set gives every
part (pam_parts.parts); each c only mixes them again.
Dev figures (parser_rounds' dev figures that a text weight can move, with its tolerances): the pass rate of the
minimal-edit triples' dev half and its role swaps, of every probe that is a dev figure at the last declared round
(parser_rounds.PROBES_FROM), the MRPC-dev role swaps under the text mix, and Twitter-Para dev Pearson.
Rule, declared before any figure was seen: a c is eligible if no dev figure falls below c = 0.2's beyond its
tolerance (a triples set loses no triple; Twitter-Para dev at most 0.005; MRPC role swaps at most 0.5). Among the
eligible, the most dev triples passed over every dev set together, the smallest c among equals; it replaces 0.2
only with at least 1 point more of all dev triples (a change beyond AMR must gain, as parser_rounds asks).
Test (reported, never chosen on): the triples' test half, probe2 and probe3, and Twitter-Para test, Pearson.
Run: python benchmarks/pam_text_conflict_weight.py
"""
import numpy as np
from scipy.stats import pearsonr

from common import twitter_para, write_results
from pam_parts import TEXT_MIX, mix, mrpc_parts
from pam_text_mix import twitter_parts
from pam_triples import MARGIN, gaps_of, pair_lists, triples
from parser_rounds import ROUNDS, TOLERANCE, _probes_read

from paraeval.amr.training import ROLE_SWAP_MARGIN

WEIGHTS = (0.2, 0.25, 0.3, 0.35, 0.4, 0.5)
TODAY = 0.2
REPLACE_MARGIN = 1.0  # points of all dev triples


def triple_sets(split: str) -> dict:
    """{figure: rows}: the dev half and the dev probes, or the test half and the old hold-outs probe2 / probe3."""
    if split == "dev":
        return {"triples": [t for t in triples() if t["split"] == "dev"],
                **{key: triples(name) for key, name in _probes_read(ROUNDS[-1]).items()}}
    return {"triples": [t for t in triples() if t["split"] == "test"], "probe2_triples": triples("probe2.jsonl"),
            "probe3_triples": triples("probe3.jsonl")}


def triple_parts(sets: dict):
    """pam_parts.parts of every triple of every set from one call, and each set's slice of the triples."""
    from pam_parts import parts

    rows = [r for s in sets.values() for r in s]
    anchors, candidates = pair_lists(rows)
    bounds = np.cumsum([0] + [len(s) for s in sets.values()])
    return parts(candidates, anchors), rows, {k: slice(bounds[i], bounds[i + 1]) for i, k in enumerate(sets)}


def figures(c: float, trip, rows, slices, tw, human, mrpc=None) -> dict:
    """Each set's pass rate at text-mix conflict weight c (the dev half also its role swaps), Twitter-Para
    Pearson, and with `mrpc` (parts, labels, rows with a foil) the MRPC-dev role swaps under the text mix."""
    w, s, _ = TEXT_MIX
    passed = gaps_of(mix(trip, w, s, c)) >= MARGIN
    out = {key: 100 * float(passed[part].mean()) for key, part in slices.items()}
    role = np.array([r["category"] == "role_swap" for r in rows[slices["triples"]]])
    out["triple_role_swaps"] = 100 * float(passed[slices["triples"]][role].mean())
    out["passed"] = int(passed.sum())
    out["twitter_pearson"] = float(pearsonr(mix(tw, w, s, c), human)[0])
    if mrpc is not None:
        p, labels, foils = mrpc
        n, t = len(labels), mix(p, w, s, c)
        out["mrpc_role_swaps_text_mix"] = 100 * float(np.mean(t[foils] - t[n:] > ROLE_SWAP_MARGIN))
    return out


def table(split: str) -> tuple[dict, int]:
    trip, rows, slices = triple_parts(triple_sets(split))
    _, dev, test = twitter_para()
    tw, human = twitter_parts(dev if split == "dev" else test)
    mrpc = mrpc_parts()[:3] if split == "dev" else None
    return {c: figures(c, trip, rows, slices, tw, human, mrpc) for c in WEIGHTS}, len(rows)


def falls(row: dict, base: dict) -> list[str]:
    return [k for k in base if k != "passed" and row[k] < base[k] - TOLERANCE[k] - 1e-12]


def choose(dev: dict, n: int) -> float:
    eligible = [c for c in WEIGHTS if not falls(dev[c], dev[TODAY])]
    best = max(eligible, key=lambda c: (dev[c]["passed"], -c))
    return best if 100 * (dev[best]["passed"] - dev[TODAY]["passed"]) / n >= REPLACE_MARGIN - 1e-9 else TODAY


def main():
    dev, n_dev = table("dev")
    chosen = choose(dev, n_dev)
    test, n_test = table("test")
    write_results("pam_text_conflict_weight", render(dev, test, chosen, n_dev, n_test),
                  {"dev": dev, "test": test, "chosen": chosen, "dev_triples": n_dev, "test_triples": n_test})


def render(dev, test, chosen, n_dev, n_test) -> str:
    dev_keys = [k for k in dev[TODAY] if k != "passed"]
    lines = ["# PAM's contradiction penalty from text (c of the text mix; PENMAN keeps 0.2)", "",
             f"## Dev (the rule reads only these; {n_dev} triples)", "",
             "| c | dev triples passed | " + " | ".join(dev_keys) + " | falls below c = 0.2 |",
             "|---:|---:|" + "---:|" * len(dev_keys) + "---|"]
    for c, row in dev.items():
        fell = "today's" if c == TODAY else (", ".join(falls(row, dev[TODAY])) or "none")
        lines.append(f"| {c:g}{' (chosen)' if c == chosen else ''} | {row['passed']} | "
                     + " | ".join(f"{row[k]:.4f}" if k == "twitter_pearson" else f"{row[k]:.2f}" for k in dev_keys)
                     + f" | {fell} |")
    verdict = (f"**c = {chosen:g} replaces 0.2 from text.**" if chosen != TODAY else "c stays 0.2.")
    test_keys = [k for k in test[TODAY] if k != "passed"]
    lines += ["", verdict, "", f"## Test (reported only; {n_test} triples)", "",
              "| c | " + " | ".join(test_keys) + " |", "|---:|" + "---:|" * len(test_keys)]
    lines += [f"| {c:g} | " + " | ".join(f"{row[k]:.4f}" if k == "twitter_pearson" else f"{row[k]:.2f}"
                                          for k in test_keys) + " |" for c, row in test.items()]
    lines += ["", "Pass: the paraphrase above the non-paraphrase by >= 0.02 at the text mix 0.4 / 0.5 / 0.1 less c "
              "where the graphs contradict each other. Command: `python benchmarks/pam_text_conflict_weight.py`.", ""]
    return "\n".join(lines)


if __name__ == "__main__":
    main()
