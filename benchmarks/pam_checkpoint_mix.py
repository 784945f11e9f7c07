"""PAM's trained candidates judged again at today's default mixes, on dev only.

The structural candidates of pam_recipe_selection (the r:, a: trees) were judged by the graph cosine alone,
the default when they ran. PAM's default from text has since become a mix (pam_text_mix: 0.4 graph cosine +
0.5 text cosine + 0.1 triple F1; from graphs 0.95 graph cosine + 0.05 triple F1), and a checkpoint that lost
on the cosine alone may win in the score users get. This asks that question once, for every candidate whose
weights are on disk (the n: probe is left out: it cannot ship, pam_recipe_selection says why).

Dev figures, each at the default mix of its input (pam_parts.mrpc_figures, pam_text_mix.default_mix_from_text):
the minimal-edit triples' dev half (pass: gap >= 0.02), overall and role swaps; MRPC dev Pearson x 100 and role
swaps won by > 1e-4 (both mixes); Twitter-Para dev Pearson (vs source).
Rule, declared before any candidate was scored at these mixes: a candidate qualifies if no dev figure falls
below the shipped r:dc+st0.1's by more than parser_rounds' tolerance (triples and role-swap triples not lower,
MRPC Pearson and role swaps at most 0.5 points, Twitter-Para at most 0.005). A qualifier replaces the shipped
weights only with a triples pass rate at least 5 points higher (2 of the 40 dev triples: the best of ten
candidates on 40 triples is flattered by chance); among such, the highest triples pass rate, then role-swap
triples, then MRPC role swaps (PENMAN mix). Else the shipped weights stay.
Test is not read here; a replacement's test figures come from pam_triples, pam_twitter_para and pam_bamboo.
Run: python benchmarks/pam_checkpoint_mix.py

Round 2 (declared while its candidate trained, before any dev figure of it was seen): r:dc+j0.1 trained from
scratch by `paraeval train-pam --stages contrastive_tension,distillation,labelled_distillation,joint_structural`
(one labelled distillation epoch with the structural hinge at margin 0.1 in every step, after r:dc) on the
frozen MRPC-train graphs. At the first round's mixes and parser it gave the best MRPC-dev Pearson and role
swaps of all candidates (42.09 and 94.61 % against 37.97 and 89.22 %) and fell on the triples only, which the
contradiction check now carries. Since the shipped weights pass 97.5 % of the dev triples, the first round's
5-point triples margin cannot be met; this round asks what pam_soup and pam_ensemble asked: no dev figure below
the shipped weights' beyond parser_rounds' tolerance, and an MRPC-dev Pearson (PENMAN mix) at least 0.5 points
higher. Run: python benchmarks/pam_checkpoint_mix.py benchmarks/_work/pam-joint.safetensors
"""
import os
import sys

from common import write_results
from pam_parts import mrpc_figures, mrpc_parts
from pam_recipe_selection import ARGUMENT_TREE, ROLE_TREE, SHIPPED, WORK
from pam_text_mix import default_mix_from_text
from parser_rounds import DEV_KEYS, TOLERANCE

KEYS = [k for k in DEV_KEYS if k != "little_prince_smatch_f1"]  # the parser is the same for every candidate
REPLACE_MARGIN = 5.0  # triples pass rate, points


def candidates() -> dict:
    """{node: safetensors path} of the structural candidates on disk, the shipped one first."""
    names = [SHIPPED] + [n for n in (*ROLE_TREE, *ARGUMENT_TREE) if ("+st" in n or "+j" in n) and n != SHIPPED]
    paths = {n: os.path.join(WORK, f"{n}.safetensors") for n in names}
    return {n: p for n, p in paths.items() if os.path.exists(p)}


def dev_figures(checkpoint: str) -> dict:
    mrpc, labels, rows, _ = mrpc_parts(checkpoint=checkpoint)
    return {**default_mix_from_text("dev", checkpoint=checkpoint), **mrpc_figures(mrpc, labels, rows)}


def falls(figures: dict, shipped: dict) -> list[str]:
    return [k for k in KEYS if figures[k] < shipped[k] - TOLERANCE[k] - 1e-12]


def choose(table: dict) -> str:
    shipped = table[SHIPPED]
    better = [n for n, f in table.items() if n != SHIPPED and not falls(f, shipped)
              and f["triples"] >= shipped["triples"] + REPLACE_MARGIN - 1e-9]
    keys = ("triples", "triple_role_swaps", "mrpc_role_swaps")
    return max(better, key=lambda n: tuple(table[n][k] for k in keys)) if better else SHIPPED


def cells(figures: dict) -> str:
    """A markdown row's cells of dev figures, in KEYS order."""
    return " | ".join(f"{figures[k]:.4f}" if k == "twitter_pearson" else f"{figures[k]:.2f}" for k in KEYS)


def by_pearson_gain(table: dict, base: str, names, margin: float = 0.5) -> str:
    """Among `names`, those with no dev figure below `base`'s beyond tolerance and an MRPC-dev Pearson at least
    `margin` points higher, the highest MRPC-dev Pearson, then MRPC role swaps; else `base` (pam_soup,
    pam_ensemble and round 2 below)."""
    better = [n for n in names if not falls(table[n], table[base])
              and table[n]["mrpc_pearson"] >= table[base]["mrpc_pearson"] + margin - 1e-9]
    return max(better, key=lambda n: (table[n]["mrpc_pearson"], table[n]["mrpc_role_swaps"])) if better else base


def main():
    table = {name: dev_figures(path) for name, path in candidates().items()}
    chosen = choose(table)
    lines = ["# PAM's trained candidates at today's default mixes (dev only)", "",
             "| candidate | " + " | ".join(KEYS) + " | falls below the shipped |", "|---|" + "---:|" * len(KEYS) + "---|"]
    for name, f in table.items():
        fell = "shipped" if name == SHIPPED else (", ".join(falls(f, table[SHIPPED])) or "none")
        lines.append(f"| {name}{' (chosen)' if name == chosen else ''} | {cells(f)} | {fell} |")
    verdict = (f"**{chosen}** qualifies with a dev triples pass rate {table[chosen]['triples'] - table[SHIPPED]['triples']:.1f} "
               "points above the shipped weights and replaces them." if chosen != SHIPPED else
               f"No candidate qualifies with a dev triples pass rate {REPLACE_MARGIN:g} points above the shipped "
               f"weights, so {SHIPPED} stays.")
    lines += ["", verdict, "", "Rule (declared in the script before it ran): no dev figure below the shipped weights' beyond "
              "parser_rounds' tolerance, and a triples pass rate at least 5 points higher. Triples and Twitter-Para: "
              "the text mix; MRPC Pearson and `mrpc_role_swaps`: the PENMAN mix. Command: "
              "`python benchmarks/pam_checkpoint_mix.py`.", ""]
    write_results("pam_checkpoint_mix", "\n".join(lines), {"dev": table, "chosen": chosen})


def round_two(path: str) -> None:
    table = {SHIPPED: dev_figures(None), "r:dc+j0.1 (train-pam)": dev_figures(path)}
    name, figures = list(table.items())[1]
    fell = falls(figures, table[SHIPPED])
    gain = figures["mrpc_pearson"] - table[SHIPPED]["mrpc_pearson"]
    replaces = by_pearson_gain(table, SHIPPED, [name]) == name
    lines = ["# PAM's joint-structural candidate, trained by train-pam, at today's default mixes (dev only)", "",
             "| candidate | " + " | ".join(KEYS) + " |", "|---|" + "---:|" * len(KEYS)]
    lines += [f"| {n} | {cells(f)} |" for n, f in table.items()]
    lines += ["", (f"**{name}** replaces the shipped weights (MRPC-dev Pearson +{gain:.2f}, nothing fell)." if replaces else
                   f"{name} does not replace the shipped weights: " + (f"{', '.join(fell)} fell" if fell else
                   f"MRPC-dev Pearson {gain:+.2f}, under the 0.5 asked") + "."),
              "", "Rule (round 2, declared in the script before any dev figure of the candidate was seen): no dev figure "
              "below the shipped weights' beyond parser_rounds' tolerance, and MRPC-dev Pearson (PENMAN mix) at least 0.5 "
              f"points higher. Candidate: {path}. Command: `python benchmarks/pam_checkpoint_mix.py {path}`.", ""]
    write_results("pam_checkpoint_mix_joint", "\n".join(lines), {"dev": table, "replaces": replaces, "candidate": path})


if __name__ == "__main__":
    round_two(sys.argv[1]) if len(sys.argv) > 1 else main()
