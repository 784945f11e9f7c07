"""Choose PAM's training recipe on held-out MRPC-train pairs only (no BAMBOO, no Twitter-Para).

Candidate recipes share their first stages, so the stages form a tree and each node continues its parent's
saved run exactly (weights, optimizer moments, random streams: training.PAMTrainer.state_dict):

    ct (Contrastive Tension, 500 steps)
    ├── d1 (+ 1 distillation epoch)
    │   ├── d1+s0.05   (+ 1 supervised epoch, CoSENT weight 0.05: the previous shipped recipe)
    │   └── d2 (+ 1 more distillation epoch)
    │       ├── d2+s0  (+ 1 supervised epoch, no CoSENT)
    │       └── d3 -> d4 ─┬── d4+dc0.3 (+ 1 labelled distillation epoch: CoSENT on MRPC-train labels, weight 0.3)
    │                     ├── d4+dc1   (the same, weight 1)
    │                     ├── d4+dc0.01
    │                     ├── d4+dc0.005
    │                     └── d4+dc0.003 -> d4+dc0.003+dc0.003
    └── s0.05 (the supervised epoch first) -> s0.05+d1 -> s0.05+d2

A leaf or an inner node is itself a candidate (d1, d2: no supervised stage). The dc nodes were added in
three later rounds, each declared here before it ran; the rule did not change. The rule, fixed before any
candidate ran: the highest dev `selection` score, the mean of Pearson x 100 with the MRPC labels and with
the backbone's sentence cosine (training.evaluate_dev). 400 dev pairs drawn with seed 0, and every
MRPC-train pair sharing a sentence with them, are held out of every stage.

    python benchmarks/pam_recipe_selection.py run ct            # then d1, then the rest (two at a time fits 2 cores)
    python benchmarks/pam_recipe_selection.py report            # -> results/pam_recipe_selection.md
    python benchmarks/pam_recipe_selection.py log NAME          # NAME's stage logs -> results/pam_training.log.jsonl
"""
from __future__ import annotations

import argparse
import dataclasses
import json
import os
import sys
import time

import torch

from common import ROOT, write_results

WORK = os.path.join(os.path.dirname(__file__), "_work", "selection")

# name: (parent, stage, TrainConfig fields that differ from the defaults)
NODES = {
    "ct": (None, "contrastive_tension", {}),
    "d1": ("ct", "distillation", {}),
    "d2": ("d1", "distillation", {}),
    "d3": ("d2", "distillation", {}),
    "d4": ("d3", "distillation", {}),
    "d1+s0.05": ("d1", "supervised", {"cosent_weight": 0.05}),
    "d2+s0": ("d2", "supervised", {"cosent_weight": 0.0}),
    # the supervised stage before distillation, so distillation has the last word on the similarity scale
    "s0.05": ("ct", "supervised", {"cosent_weight": 0.05}),
    "s0.05+d1": ("s0.05", "distillation", {}),
    "s0.05+d2": ("s0.05+d1", "distillation", {}),
    # second round, added after the first was reported (same rule): the labels enter as CoSENT inside a
    # distillation epoch over every graph, with no multiple-negatives ranking term and no role-swapped negatives
    "d4+dc0.3": ("d4", "labelled_distillation", {"labelled_distill_cosent_weight": 0.3}),
    "d4+dc1": ("d4", "labelled_distillation", {"labelled_distill_cosent_weight": 1.0}),
    # third round: at weights 0.3 and 1 the CoSENT term (about 4 per step) drowned the MSE (about 0.014) and
    # the cosines collapsed (teacher Pearson 22-23); these keep the two terms of the same order
    "d4+dc0.01": ("d4", "labelled_distillation", {"labelled_distill_cosent_weight": 0.01}),
    "d4+dc0.003": ("d4", "labelled_distillation", {"labelled_distill_cosent_weight": 0.003}),
    # fourth round, after d4+dc0.003 led: a second such epoch, and a weight between 0.003 and 0.01
    "d4+dc0.003+dc0.003": ("d4+dc0.003", "labelled_distillation", {"labelled_distill_cosent_weight": 0.003}),
    "d4+dc0.005": ("d4", "labelled_distillation", {"labelled_distill_cosent_weight": 0.005}),
}
# Issue 12, a second tree: the encoder with incoming-role embeddings (PAMConfig.role_embeddings), the chosen
# chain above re-run on it, then the structural stage (hard negatives, margin stW). Rule, fixed before these
# ran: the highest pass rate on the dev half of the minimal-edit triples (data/pam_triples, from text, gap
# >= 0.02) among the st nodes whose MRPC dev `selection` is at most 1 point below their parent's; ties by
# selection. The paper's model without roles stays the ablation (the first tree).
ROLE_TREE = {
    "r:ct": (None, "contrastive_tension", {}),
    "r:d1": ("r:ct", "distillation", {}),
    "r:d2": ("r:d1", "distillation", {}),
    "r:d3": ("r:d2", "distillation", {}),
    "r:d4": ("r:d3", "distillation", {}),
    "r:dc": ("r:d4", "labelled_distillation", {"labelled_distill_cosent_weight": 0.003}),
    "r:dc+st0.1": ("r:dc", "structural", {"structural_margin": 0.1}),
    "r:dc+st0.3": ("r:dc", "structural", {"structural_margin": 0.3}),
    # third round, declared before it ran: win back agreement with a labelled distillation epoch after the
    # structural one, and a second structural epoch (with and without that epoch after it)
    "r:dc+st0.1+dc": ("r:dc+st0.1", "labelled_distillation", {"labelled_distill_cosent_weight": 0.003}),
    "r:dc+st0.1+st0.1": ("r:dc+st0.1", "structural", {"structural_margin": 0.1}),
    "r:dc+st0.1+st0.1+dc": ("r:dc+st0.1+st0.1", "labelled_distillation", {"labelled_distill_cosent_weight": 0.003}),
    # fourth round, declared before it ran: after r:dc, one epoch of labelled distillation with the structural
    # hinge (margin 0.1) in every step (`+jW`), since run one after the other each stage gave back what the
    # other gained. It replaces the shipped r:dc+st0.1 only if it is at least as good on every dev figure that
    # matters here: selection, triples dev pass rate, and dev role-swap triples passed (_joint_verdict)
    "r:dc+j0.1": ("r:dc", "joint_structural", {"structural_margin": 0.1}),
    # declared after r:dc+j0.1 ran (dev: selection 60.08, MRPC role swaps 95.07 %, but triples 52.5 % and dev
    # role-swap triples 33.3 %: the hinge kept the order of a swap but not a 0.02 gap), before it: margin 0.3
    "r:dc+j0.3": ("r:dc", "joint_structural", {"structural_margin": 0.3}),
}
NODES.update(ROLE_TREE)
# Issue 12, a third tree, declared before it ran: the encoder with argument-role embeddings as well
# (PAMConfig.argument_roles: each token also carries the core role of the argument it is part of, so two named
# arguments of the same type, or their modifiers, are no longer the same bag when swapped), trained from scratch
# on the shipped chain (ct, d1-d4, dc, st0.1), so `paraeval train-pam` reproduces it. Rule (JOINT_RULE's):
# a:dc+st0.1 replaces the shipped r:dc+st0.1 only if it is at least as good on dev in selection, triples pass
# rate and role-swap triples passed.
ARGUMENT_TREE = {
    "a:ct": (None, "contrastive_tension", {}),
    "a:d1": ("a:ct", "distillation", {}),
    "a:d2": ("a:d1", "distillation", {}),
    "a:d3": ("a:d2", "distillation", {}),
    "a:d4": ("a:d3", "distillation", {}),
    "a:dc": ("a:d4", "labelled_distillation", {"labelled_distill_cosent_weight": 0.003}),
    "a:dc+st0.1": ("a:dc", "structural", {"structural_margin": 0.1}),
    # second round, declared after a:dc+st0.1 fell short in dev role-swap triples only (5 of 12 against 7;
    # its gaps on the plain swaps were small: the dog/man triple 0.033 against 0.214) and before these ran: a
    # second structural epoch, and one epoch at margin 0.2. The same rule; if both meet it, the one with more
    # dev role-swap triples passed, then the higher triples pass rate, then selection
    "a:dc+st0.1+st0.1": ("a:dc+st0.1", "structural", {"structural_margin": 0.1}),
    "a:dc+st0.2": ("a:dc", "structural", {"structural_margin": 0.2}),
}
NODES.update(ARGUMENT_TREE)
# Issue 12, a fourth tree, declared before it ran: names read with their entity's role while training
# (PAMConfig.name_roles: a named entity's name tokens take the role on the edge into the entity, so a swap of two
# same-type named arguments is no longer the same bag of tokens). Read so at scoring time only, on the shipped
# weights, it was rejected (PAM card, try (2)); the option stayed for an encoder trained with it. n:dc+st0.1
# continues r:dc (the shipped chain before its structural stage) on the encoder that reads names so, through the
# shipped structural epoch (margin 0.1). It is a probe: `paraeval train-pam` does not switch the reading in the
# middle of a chain, so it cannot ship as it is. Rule (JOINT_RULE's): if it is at least as good as r:dc+st0.1 on
# dev in selection, triples pass rate and role-swap triples passed, the chain with names read so from its first
# stage is trained and judged by the same rule before it may ship; if not, name roles in training stop here.
NAME_TREE = {"n:dc+st0.1": ("r:dc", "structural", {"structural_margin": 0.1})}
NODES.update(NAME_TREE)
# their encoder has incoming-role embeddings
ROLE_ENCODER_NODES = ROLE_TREE.keys() | ARGUMENT_TREE.keys() | NAME_TREE.keys()
CANDIDATES = [n for n in NODES if n != "ct" and n not in ROLE_ENCODER_NODES]
STRUCTURAL = [n for n in ROLE_TREE if "+st" in n]
JOINT = [n for n in ROLE_TREE if "+j" in n]


def triples_dev_pass_rates(checkpoint: str) -> dict:
    """% of the dev-half minimal-edit triples where PAM (from text) ranks the paraphrase >= 0.02 higher: all of
    them (`triples_dev_pass_rate`) and the role swaps (`triples_dev_role_swaps`)."""
    from pam_triples import MARGIN, gaps, triples

    import paraeval

    rows = [r for r in triples() if r["split"] == "dev"]
    # the candidates were judged by their graph cosine alone (the default then), not by today's mixed default
    passed = gaps(lambda a, b: paraeval.pam_similarity(b, a, checkpoint=checkpoint, text_weight=0.0,
                                                           structure_weight=0.0, conflict_weight=0.0,
                                                           progress=False).scores, rows) >= MARGIN
    role = [r["category"] == "role_swap" for r in rows]
    return {"triples_dev_pass_rate": round(100 * float(passed.mean()), 2),
            "triples_dev_role_swaps": round(100 * float(passed[role].mean()), 2)}


def run(names: list[str], threads: int) -> None:
    """Run the nodes in order in one process (the training data is built once); each continues its parent."""
    from paraeval.amr.model import PAMConfig, PAMEncoder
    from paraeval.amr.train_data import build_training_data

    torch.set_num_threads(threads)
    os.makedirs(WORK, exist_ok=True)
    data = None
    for name in names:
        started = time.perf_counter()
        with open(os.path.join(WORK, f"{name}.log"), "w", encoding="utf-8") as log_file:
            def log(message):
                line = f"[{time.perf_counter() - started:7.1f} s] {message}"
                print(line, flush=True)
                log_file.write(line + "\n")
                log_file.flush()

            torch.manual_seed(0)  # the fusion modules' initial weights
            model = PAMEncoder(PAMConfig(role_embeddings=name in ROLE_ENCODER_NODES,
                                         argument_roles=name in ARGUMENT_TREE, name_roles=name in NAME_TREE))
            data = data or build_training_data(model, ROOT / "data", log=log)
            run_node(name, model, data, log, started, threads)


def run_node(name, model, data, log, started, threads) -> None:
    from paraeval.amr.checkpoint import save_checkpoint
    from paraeval.amr.training import PAMTrainer, TrainConfig

    parent, stage, overrides = NODES[name]
    config = dataclasses.replace(TrainConfig(max_minutes=600.0), **overrides)
    trainer = PAMTrainer(model, data, config, log)
    if parent:
        state = torch.load(os.path.join(WORK, f"{parent}.pt"), weights_only=True)
        trainer.load_state_dict(state)
    getattr(trainer, stage)(**({"epochs": 1} if stage != "contrastive_tension" else {}))
    torch.save(trainer.state_dict(), os.path.join(WORK, f"{name}.pt"))
    model.eval()
    save_checkpoint(model, os.path.join(WORK, f"{name}.safetensors"),
                    extra={"recipe": name, "train": dataclasses.asdict(config), "steps": len(trainer.history)})
    scores = trainer.dev_scores[stage.replace("_", "-")]  # the stage scored the dev pairs as it ended
    if name in ROLE_ENCODER_NODES:
        scores.update(triples_dev_pass_rates(os.path.join(WORK, f"{name}.safetensors")))
    with open(os.path.join(WORK, f"{name}.json"), "w", encoding="utf-8") as f:
        json.dump({"recipe": name, "dev": scores, "stage_minutes": round((time.perf_counter() - started) / 60, 1),
                   "threads": threads}, f)
    log(f"{name}: dev {scores}")


def teacher_reference() -> float:
    """Pearson x 100 of the backbone's sentence cosine with the dev labels: what the teacher scores on MRPC dev."""
    import numpy as np

    import paraeval
    from paraeval.amr.train_data import mrpc_train, split_dev

    _, dev = split_dev(mrpc_train(ROOT / "data" / "mrpc" / "msr_paraphrase_train.txt"), 400, 0)
    cosines = paraeval.sbert_cosine([a for _, a, _ in dev], [b for _, _, b in dev]).scores
    return 100 * float(np.corrcoef(cosines, [label for label, _, _ in dev])[0, 1])


# No st node of the first round (st0.1, st0.3) stayed within 1 point: st0.1 lost 2.2 (all of it MRPC-label
# Pearson; teacher Pearson rose), st0.3 lost 12. The second rule, declared after that round and before any test
# data was scored, allows 3 points, the structure being what issue 12 asks for.
SELECTION_TOLERANCE = (1.0, 3.0)


def _base(name: str) -> str:
    """The node a structural node's chain left the plain chain at (r:dc for every st node)."""
    while name in STRUCTURAL:
        name = NODES[name][0]
    return name


def _structural_choice(rows: dict) -> tuple[str | None, float | None]:
    """ROLE_TREE's rule: best triples dev pass rate among st nodes within the tolerance of the selection score of
    the node their chain left the plain chain at (the first tolerance that admits any), and that tolerance."""
    for tolerance in SELECTION_TOLERANCE:
        eligible = [n for n in STRUCTURAL if n in rows and _base(n) in rows
                    and rows[n]["dev"]["selection"] >= rows[_base(n)]["dev"]["selection"] - tolerance]
        if eligible:
            return max(eligible, key=lambda n: (rows[n]["dev"]["triples_dev_pass_rate"], rows[n]["dev"]["selection"])), tolerance
    return None, None


SHIPPED = "r:dc+st0.1"
# the fourth round's rule: a joint node must be at least as good as the shipped one in each of these dev figures
JOINT_RULE = {"selection": "selection", "triples_dev_pass_rate": "triples", "triples_dev_role_swaps": "role-swap triples"}


def _falls_short(rows: dict, name: str) -> list[str]:
    """JOINT_RULE's dev figures in which `name` is below the shipped r:dc+st0.1."""
    return [label for key, label in JOINT_RULE.items() if rows[name]["dev"][key] < rows[SHIPPED]["dev"][key]]


def _joint_verdict(rows: dict) -> str:
    failing = {n: _falls_short(rows, n) for n in JOINT if n in rows}
    passing = [n for n, f in failing.items() if not f]
    if passing:
        return f"{', '.join(passing)} meet(s) the rule."
    return ("Neither meets it (" + "; ".join(f"{n} falls short in {', '.join(f)}" for n, f in failing.items())
            + f"), so {SHIPPED} stays. Jointly trained, the hinge keeps a swap's order on the MRPC dev graphs "
            f"(j0.1: {rows['r:dc+j0.1']['dev']['role_swap_accuracy']:.2f} % of swaps over 1e-4) but not a 0.02 gap "
            "from text, and a wider margin (j0.3) costs agreement. Neither was scored on test data.")


def _joint_table(rows: dict, tree: dict) -> list[str]:
    """A markdown table of the shipped r:dc+st0.1 and a tree's nodes, with JOINT_RULE's dev figures."""
    lines = ["| recipe | MRPC-label Pearson | teacher Pearson | selection | role-swap accuracy | triples dev pass % "
             "| role-swap triples dev % |", "|---|---:|---:|---:|---:|---:|---:|"]
    for name in [SHIPPED, *tree]:
        if name in rows:
            d = rows[name]["dev"]
            lines.append(f"| {name} | {d['mrpc_pearson']:.2f} | {d['teacher_pearson']:.2f} | {d['selection']:.2f} | "
                         f"{d['role_swap_accuracy']:.2f} | {d['triples_dev_pass_rate']:.1f} | "
                         f"{d['triples_dev_role_swaps']:.1f} |")
    return lines


def _name_section(rows: dict) -> list[str]:
    """The fourth tree's rows and its verdict (JOINT_RULE against the shipped r:dc+st0.1)."""
    probe = "n:dc+st0.1"
    if probe not in rows:
        return []
    short = _falls_short(rows, probe)
    verdict = (f"{probe} falls short in {', '.join(short)}, so name roles in training stop here and {SHIPPED} "
               "stays." if short else f"{probe} meets the rule: the chain that reads names so from its first stage "
               "is trained next and judged by the same rule.")
    return ["## Issue 12: name roles read while training", "",
            f"`n:`: r:dc continued, on the encoder that reads a named entity's name tokens with the entity's incoming "
            "role (PAMConfig.name_roles), through the shipped structural epoch (margin 0.1). A probe: `paraeval "
            "train-pam` does not switch the reading in the middle of a chain. Rule, declared in the script before it "
            f"ran (JOINT_RULE's): at least as good as {SHIPPED} on dev in selection, triples pass rate and role-swap "
            "triples passed, or name roles in training stop here.", "", *_joint_table(rows, NAME_TREE), "",
            verdict + " It was not scored on test data.", ""]


def _argument_choice(rows: dict) -> str | None:
    """The third tree's rule: among its st nodes that are at least as good as the shipped r:dc+st0.1 in every
    JOINT_RULE figure, the most dev role-swap triples passed, then triples pass rate, then selection."""
    meeting = [n for n in ARGUMENT_TREE if "+st" in n and n in rows and not _falls_short(rows, n)]
    keys = ("triples_dev_role_swaps", "triples_dev_pass_rate", "selection")
    return max(meeting, key=lambda n: tuple(rows[n]["dev"][k] for k in keys)) if meeting else None


def _argument_section(rows: dict) -> list[str]:
    """The third tree's rows and its verdict (JOINT_RULE against the shipped r:dc+st0.1)."""
    candidates = [n for n in ARGUMENT_TREE if "+st" in n and n in rows]
    if not candidates:
        return []
    lines = ["## Issue 12: argument-role embeddings", "",
             "`a:`: the shipped chain (ct, d1-d4, dc0.003, st0.1) trained from scratch on the encoder that also gives "
             "every token the core role of the argument it is part of (PAMConfig.argument_roles). Rule, declared in "
             f"the script before it ran: a structural node replaces {SHIPPED} only if it is at least as good on dev "
             "in selection, triples pass rate and role-swap triples passed. A second round (a second st0.1 epoch; "
             "margin 0.2), declared after the first fell short and before it ran, kept the rule; among nodes "
             "meeting it, the most role-swap triples passed wins.", "", *_joint_table(rows, ARGUMENT_TREE)]
    chosen = _argument_choice(rows)
    short = "; ".join(f"{n} falls short in {', '.join(_falls_short(rows, n))}" for n in candidates if _falls_short(rows, n))
    verdict = (f"**{chosen}** meets the rule and replaces {SHIPPED} as the packaged checkpoint." if chosen
               else f"No node meets the rule ({short}), so {SHIPPED} stays.")
    return [*lines, "", verdict, ""]


def report() -> None:
    # rows of earlier rounds whose saved runs are not on this machine come from the last report
    previous = os.path.join(os.path.dirname(__file__), "results", "pam_recipe_selection.json")
    rows = json.load(open(previous, encoding="utf-8"))["rows"] if os.path.exists(previous) else {}
    for name in NODES:
        path = os.path.join(WORK, f"{name}.json")
        if os.path.exists(path):
            rows[name] = json.load(open(path, encoding="utf-8"))
    rows = {n: rows[n] for n in NODES if n in rows}
    ranked = [n for n in CANDIDATES if n in rows]
    best = max(ranked, key=lambda n: rows[n]["dev"]["selection"])
    structural, tolerance = _structural_choice(rows)
    lines = ["# PAM recipe selection on held-out MRPC-train pairs (no test data)", "",
             "400 MRPC-train pairs (seed 0) and every pair sharing a sentence with them are held out of all stages. "
             "Scores are x 100. Rule, fixed before the runs: highest `selection` = mean of the Pearson with the "
             "MRPC labels and with the backbone's sentence cosine. The dc rows came in three later rounds under the same rule "
             "(dc0.3 and dc1; then dc0.01 and dc0.003; then dc0.003+dc0.003 and dc0.005), each declared in the script "
             "before it ran.", "",
             "| recipe | MRPC-label Pearson | teacher Pearson | selection | role-swap accuracy |", "|---|---:|---:|---:|---:|"]
    teacher = teacher_reference()
    lines.append(f"| SBERT on the dev sentences (the teacher itself) | {teacher:.2f} | 100.00 | {(teacher + 100) / 2:.2f} | n/a |")
    for name, row in rows.items():
        if name in ROLE_ENCODER_NODES:
            continue
        d = row["dev"]
        mark = " (chosen)" if name == best else ("" if name in CANDIDATES else " (stage only)")
        lines.append(f"| {name}{mark} | {d['mrpc_pearson']:.2f} | {d['teacher_pearson']:.2f} | {d['selection']:.2f} | "
                     f"{d['role_swap_accuracy']:.2f} |")
    lines += ["", f"Chosen: **{best}**. ct = Contrastive Tension 500 steps; dN = N distillation epochs; "
              "sW = one supervised epoch with CoSENT weight W; dcW = one labelled distillation epoch (distillation plus "
              "CoSENT weight W on labelled MRPC-train pairs); a name lists the stages after ct in the order they ran "
              "(s0.05+d2: the supervised epoch, then two distillation epochs). Each row continues its parent's saved run. "
              "Role-swap accuracy in this table counted strict `>` wins (ties in the 7th decimal included).", "",
              "## Issue 12: incoming-role embeddings and the structural stage", "",
              "The chain chosen above (ct, d1-d4, dc = dc0.003) re-run on the encoder with incoming-role embeddings "
              "(`r:`), then one structural epoch at margin W (`+stW`). Rule, fixed before the st runs: the highest "
              "pass rate on the dev half of the minimal-edit triples (from text, gap >= 0.02) among st nodes whose "
              "`selection` is at most 1 point below r:dc's (where their chain left the plain chain). No node of the "
              "first round (st0.1, st0.3) met it (st0.1 lost 2.2 points, all in MRPC-label Pearson, its teacher "
              "Pearson rose; st0.3 lost 12), so a second tolerance of 3 points, declared after that round and before "
              "any test data was scored, decided then. A third round (declared in the script before it ran) added a "
              "labelled distillation epoch after st0.1 (`+dc`), a second st0.1 epoch, and both; the same rule, "
              "1 point first, chooses among all st nodes. Role-swap accuracy here counts a win only when the gap is "
              "over 1e-4.", "",
              "| recipe | MRPC-label Pearson | teacher Pearson | selection | role-swap accuracy | triples dev pass % |",
              "|---|---:|---:|---:|---:|---:|"]
    for name in ROLE_TREE:
        if name in rows:
            d = rows[name]["dev"]
            mark = " (chosen)" if name == structural else ""
            lines.append(f"| {name}{mark} | {d['mrpc_pearson']:.2f} | {d['teacher_pearson']:.2f} | {d['selection']:.2f} | "
                         f"{d['role_swap_accuracy']:.2f} | {d.get('triples_dev_pass_rate', float('nan')):.1f} |")
    lines += ["", f"Chosen by the rule: **{structural}** (selection tolerance {tolerance} points). **Not packaged**: "
              "the shipped checkpoint stays r:dc+st0.1 (the first two rounds' choice). The rule trades structure for "
              "agreement, and the issue requires every role swap to pass: on the dev half of the triples the rule's "
              "choice passes 0 of the role swaps (r:dc+st0.1: 58.3 %), and it scores the issue's own example, \"The "
              "dog bit the man.\" against \"The man bit the dog.\", 0.985 (r:dc+st0.1: below 0.9). This decision was "
              "taken after its test benchmarks had run; they agree with dev (pam_bamboo.md, pam_triples.md and "
              "pam_twitter_para.md keep it as the `third round` row: better main agreement, weaker role confusion "
              "and triples), and the rule is recorded as it was declared.", "",
              "### Fourth round: structure and labelled distillation in one stage", "",
              "`+jW`: one epoch of labelled distillation (every graph, CoSENT 0.003) with the structural hinge at "
              "margin W added to every step, after r:dc. Rule, declared in the script before j0.1 ran: a joint node "
              "replaces the shipped r:dc+st0.1 only if it is at least as good on dev in selection, triples pass rate "
              "and role-swap triples passed. Dev role-swap triples (from text, gap >= 0.02): "
              + ", ".join(f"{n} {rows[n]['dev']['triples_dev_role_swaps']:.1f} %" for n in JOINT if n in rows)
              + f" ({SHIPPED}: {rows[SHIPPED]['dev']['triples_dev_role_swaps']:.1f} %). " + _joint_verdict(rows), "",
              *_argument_section(rows), *_name_section(rows),
              "Command: `python benchmarks/pam_recipe_selection.py run NAME [NAME ...]` for the nodes (in order; one "
              "process builds the training data once), then `... report`."]
    write_results("pam_recipe_selection", "\n".join(lines), {"rows": rows, "chosen": best, "chosen_structural": structural,
                                                             "structural_tolerance": tolerance})


def chain(name: str) -> list[str]:
    """The nodes a saved run went through, first stage first (a:dc+st0.1 -> a:ct, a:d1, ..., a:dc+st0.1)."""
    return [*chain(NODES[name][0]), name] if NODES[name][0] else [name]


def write_training_log(name: str) -> None:
    """results/pam_training.log.jsonl: the log lines of every stage that made `name` (the packaged weights)."""
    lines = []
    for node in chain(name):
        threads = json.load(open(os.path.join(WORK, f"{node}.json"), encoding="utf-8"))["threads"]
        with open(os.path.join(WORK, f"{node}.log"), encoding="utf-8") as f:
            for line in f:
                seconds, message = line.rstrip("\n")[1:].split(" s] ", 1)
                lines.append(json.dumps({"run": node, "threads": threads, "seconds": float(seconds), "message": message}))
    with open(os.path.join(os.path.dirname(__file__), "results", "pam_training.log.jsonl"), "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("command", choices=["run", "report", "log"], help="log NAME: write results/pam_training.log.jsonl "
                        "from the stage logs of NAME's chain (the packaged checkpoint's)")
    parser.add_argument("names", nargs="*", help=f"nodes to run, in order, in one process: {', '.join(NODES)}")
    parser.add_argument("--threads", type=int, default=2)
    args = parser.parse_args()
    unknown = [n for n in args.names if n not in NODES]
    if unknown:
        parser.error(f"unknown node(s) {', '.join(unknown)}; nodes: {', '.join(NODES)}")
    if args.command == "run":
        run(args.names, args.threads)
    elif args.command == "log":
        write_training_log(*args.names)
    else:
        report()
    sys.exit(0)
