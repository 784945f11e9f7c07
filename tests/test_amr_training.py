import dataclasses
from pathlib import Path

import numpy as np
import pytest
import torch

from paraeval.amr import read_amr, subword_graph
from paraeval.amr.checkpoint import load_checkpoint, save_checkpoint
from paraeval.amr.model import PAMConfig, PAMEncoder
from paraeval.amr.hard_negatives import hard_negatives, swap_core_roles
from paraeval.amr.training import (STAGES, DevPairs, PAMTrainer, TrainConfig, TrainingData,
                                    contrastive_tension_pairs, train_pam)

GRAPHS = ["(w / want-01 :ARG0 (b / boy) :ARG1 (g / go-02 :ARG0 b))", "(b / boy)", "(c / cat :mod (s / small))",
          "(r / run-01 :ARG0 (d / dog))", "(s / sleep-01 :ARG0 (c / cat) :polarity -)", "(e / eat-01 :ARG0 (i / i))",
          "(l / love-01 :ARG0 (p / person) :ARG1 (m / music))", "(h / house :mod (o / old))"]


def test_ct_batch_layout():
    left, right, labels = contrastive_tension_pairs(20, 16, 4, np.random.default_rng(0))
    assert len(left) == 16 and labels.sum().item() == 4  # 4 positives of 16
    positives = labels.bool().numpy()
    assert (left[positives] == right[positives]).all() and (left[~positives] != right[~positives]).all()


def test_two_step_training_run_and_checkpoint(tmp_path):
    torch.manual_seed(0)
    model = PAMEncoder(PAMConfig(argument_roles=True))
    graphs = [subword_graph(read_amr(g), model.tokenizer, model.relation_ids) for g in GRAPHS]
    before = {k: v.clone() for k, v in model.trainable_state().items()}
    config = TrainConfig(ct_steps=2, ct_batch=8, ct_positives=2, distill_epochs=1, distill_batch=4, supervised_batch=2,
                         structural_batch=2, supervised_epochs=1, log_every=1, stages=STAGES,  # every stage method
                         joint_role_confusion=True)
    swapped = subword_graph(read_amr(swap_core_roles(GRAPHS[6])), model.tokenizer, model.relation_ids)
    data = TrainingData(graphs=graphs, targets=torch.randn(len(graphs), 384),
                        triplets=[(0, 6, swapped), (2, 3, None)], labelled_pairs=[(0, 1, 1.0), (2, 5, 0.0)],
                        negatives=_negatives(model), role_confusion=[(graphs[0], graphs[6], swapped)] * 2)
    logs = []
    history = train_pam(model, data, config, log=logs.append).history
    assert [h["phase"] for h in history] == (["contrastive-tension"] * 2 + ["distillation"] * 2
                                             + ["labelled-distillation"] * 2 + ["structural", "supervised"]
                                             + ["joint-structural"] * 2 + ["role-confusion"])
    assert all(np.isfinite(h["loss"]) for h in history) and logs
    after = model.trainable_state()
    changed = [k for k in before if not torch.equal(before[k], after[k])]
    assert any(k.startswith("fusions.") for k in changed) and any(k.startswith("bert.encoder") for k in changed)
    assert {"relation_embeddings", "role_embeddings", "argument_embeddings"} <= set(changed)
    assert after["argument_embeddings"][0].abs().sum() == 0  # NO_ROLE (outside any argument) adds nothing
    # the pretrained vocabulary rows did not move
    base = PAMEncoder()
    vocab = base.base_vocab
    assert torch.equal(model.bert.get_input_embeddings().weight[:vocab], base.bert.get_input_embeddings().weight[:vocab])
    path = str(tmp_path / "pam.safetensors")
    save_checkpoint(model, path, half=False)
    with torch.no_grad():
        assert torch.allclose(model.eval()(graphs), load_checkpoint(path)(graphs), atol=1e-5)


def test_role_swap_changes_the_graph_not_its_words():
    original = read_amr("(b / bite-01 :ARG0 (d / dog) :ARG1 (m / man :ARG0-of (w / walk-01)))")
    swapped = read_amr(swap_core_roles("(b / bite-01 :ARG0 (d / dog) :ARG1 (m / man :ARG0-of (w / walk-01)))"))
    assert sorted(original.nodes) == sorted(swapped.nodes)
    assert swapped.linearized == "bite-01 :ARG1 dog :ARG0 man :ARG0-of walk-01"
    # the nested :ARG0-of is untouched; only the first node with both core roles is swapped
    assert swap_core_roles("(a / and :op1 (r / run-01 :ARG0 (d / dog)))") is None


def _negatives(model):
    return [[subword_graph(read_amr(n), model.tokenizer, model.relation_ids) for n in hard_negatives(g)] for g in GRAPHS]


def _without_dropout(model):
    for module in model.modules():
        if isinstance(module, torch.nn.Dropout):
            module.p = 0.0


def _tiny_run_parts():
    torch.manual_seed(0)  # the fusion modules' initial weights
    model = PAMEncoder()
    graphs = [subword_graph(read_amr(g), model.tokenizer, model.relation_ids) for g in GRAPHS]
    swapped = subword_graph(read_amr(swap_core_roles(GRAPHS[6])), model.tokenizer, model.relation_ids)
    dev = DevPairs(left=graphs[:4], right=graphs[4:], labels=torch.tensor([1.0, 0.0, 1.0, 0.0]),
                   teacher=torch.tensor([0.9, 0.2, 0.7, 0.4]), swapped=[(2, swapped)])
    data = TrainingData(graphs=graphs, targets=torch.randn(len(graphs), 384, generator=torch.Generator().manual_seed(1)),
                        triplets=[(0, 6, swapped), (2, 3, None)], labelled_pairs=[(0, 1, 1.0), (2, 5, 0.0)], dev=dev,
                        negatives=_negatives(model))
    config = TrainConfig(ct_steps=1, ct_batch=8, ct_positives=2, distill_epochs=1, distill_batch=4, supervised_epochs=1,
                         supervised_batch=2, structural_batch=2)
    return model, data, config


def test_a_run_saved_between_stages_continues_exactly():
    model, data, config = _tiny_run_parts()
    whole = PAMTrainer(model, data, config, log=lambda _: None)
    whole.contrastive_tension(), whole.distillation(), whole.labelled_distillation(), whole.structural(), whole.supervised()
    assert set(whole.dev_scores) == {"contrastive-tension", "distillation", "labelled-distillation", "structural",
                                     "supervised"}
    scores = whole.dev_scores["supervised"]
    # each score is rounded on its own, so the mean of the rounded two may differ in the last digit
    assert scores["selection"] == pytest.approx((scores["mrpc_pearson"] + scores["teacher_pearson"]) / 2, abs=0.011)
    assert scores["role_swap_accuracy"] in (0.0, 100.0)  # one swapped pair

    model, data, config = _tiny_run_parts()
    first = PAMTrainer(model, data, config, log=lambda _: None)
    first.contrastive_tension(), first.distillation(), first.labelled_distillation()
    state = first.state_dict()
    model, data, config = _tiny_run_parts()
    second = PAMTrainer(model, data, config, log=lambda _: None)
    second.load_state_dict(state)
    second.structural(), second.supervised()
    for key, value in whole.model.trainable_state().items():
        assert torch.equal(value, second.model.trainable_state()[key]), key
    assert second.dev_scores == whole.dev_scores
    # the same through train_pam: a state saved after a stage, and only the later stages run from it
    saved = {}
    model, data, config = _tiny_run_parts()
    config = dataclasses.replace(config, stages=("contrastive_tension", "distillation", "labelled_distillation"))
    train_pam(model, data, config, log=lambda _: None, after_stage=lambda stage, t: saved.update({stage: t.state_dict()}))
    assert list(saved) == ["contrastive_tension", "distillation", "labelled_distillation"]
    model, data, config = _tiny_run_parts()
    rest = train_pam(model, data, dataclasses.replace(config, stages=("structural", "supervised")), log=lambda _: None,
                     state=saved["labelled_distillation"])
    for key, value in whole.model.trainable_state().items():
        assert torch.equal(value, rest.model.trainable_state()[key]), key
    assert rest.dev_scores == whole.dev_scores


def test_stage_order_follows_the_config():
    model, data, config = _tiny_run_parts()
    config = dataclasses.replace(config, stages=("contrastive_tension", "supervised", "distillation"))
    phases = [h["phase"] for h in train_pam(model, data, config, log=lambda _: None).history]
    assert phases == ["contrastive-tension", "supervised", "distillation", "distillation"]  # stages left out do not run
    with pytest.raises(ValueError, match="unknown training stage"):
        train_pam(model, data, dataclasses.replace(config, stages=("pretraining",)), log=lambda _: None)


# the joint structural weights the shipped checkpoint continues: train-pam's defaults (shipped until 8259867)
JOINT_STRUCTURAL_SHA256 = "e879736fd294da2fe179637da92b318bd38ebbc09e0af0a149d2d65f27c16071"


def test_the_shipped_checkpoint_records_the_recipe_that_made_it():
    """The shipped weights are train-pam's defaults (the joint structural weights) continued by its role_confusion
    stage and averaged with them (round 7, benchmarks/pam_role_confusion_soup.py): the checkpoint records the
    config, the starting checkpoint's SHA-256 and the weight, so the two commands in the PAM card rerun it."""
    from importlib import resources

    from paraeval.amr.checkpoint import read_metadata
    from paraeval.amr.training import config_dict

    shipped = read_metadata(str(resources.files("paraeval") / "resources" / "pam" / "pam-minilm.safetensors"))
    trained = {k: v for k, v in shipped["extra"]["train"].items() if k != "max_minutes"}
    defaults = {k: v for k, v in config_dict(TrainConfig()).items() if k != "max_minutes"}
    assert trained == {**defaults, "stages": ["role_confusion"]}
    assert shipped["extra"]["init"]["sha256"] == JOINT_STRUCTURAL_SHA256
    assert shipped["extra"]["average_with_start"] == 0.65 and shipped["extra"]["dev_pairs"] == 400


def test_average_with_start_keeps_that_share_of_the_trained_weights():
    """--average-with-start B saves B x trained + (1 - B) x start; weighted_average reads a missing tensor as 0."""
    from paraeval.amr.checkpoint import weighted_average

    first, second = {"w": torch.tensor([1.0, 3.0]), "new": torch.tensor([2.0])}, {"w": torch.tensor([3.0, -1.0])}
    mixed = weighted_average(first, second, 0.75)
    assert torch.equal(mixed["w"], torch.tensor([1.5, 2.0])) and torch.equal(mixed["new"], torch.tensor([1.5]))
    with pytest.raises(ValueError, match=r"\[0, 1\]"):
        weighted_average(first, second, 1.5)


def test_labelled_distillation_adds_the_weighted_cosent_term_to_distillation():
    first_losses = {}
    for weight in (0.0, 1.0, 3.0):
        model, data, config = _tiny_run_parts()
        trainer = PAMTrainer(model, dataclasses.replace(data, dev=None), dataclasses.replace(config, supervised_batch=2),
                             log=lambda _: None)
        trainer.labelled_distillation(epochs=1, cosent_weight=weight)
        first_losses[weight] = trainer.history[0]["loss"]
    # the MSE part is drawn first, so it is the same in the three runs; the CoSENT part (both labelled pairs, so
    # the same for weights 1 and 3) enters linearly in the weight
    term = first_losses[1.0] - first_losses[0.0]
    assert term > 0
    assert first_losses[3.0] - first_losses[0.0] == pytest.approx(3 * term, abs=2e-4)
    model, data, config = _tiny_run_parts()
    plain = PAMTrainer(model, dataclasses.replace(data, dev=None), config, log=lambda _: None)
    plain.distillation(epochs=1)
    assert plain.history[0]["loss"] == first_losses[0.0]  # weight 0 is plain distillation


def test_structural_hinge_is_the_margin_when_negatives_equal_positives():
    from paraeval.amr.training import _structural_loss

    model, data, config = _tiny_run_parts()
    model.eval()  # no dropout: a graph and its copy embed identically
    same = dataclasses.replace(data, negatives=[[g] for g in data.graphs])  # each graph's "negative" is itself
    config = dataclasses.replace(config, structural_margin=0.25, structural_distill_weight=0.0)
    loss = _structural_loss(model, same, np.array([0, 1]), np.random.default_rng(0), config)
    # cos(a, p) - cos(a, p') = 0 for both directions of both pairs, so each hinge term is the margin
    assert float(loss.detach()) == pytest.approx(0.25, abs=1e-6)
    none = dataclasses.replace(data, negatives=[[] for _ in data.graphs])
    assert float(_structural_loss(model, none, np.array([0, 1]), np.random.default_rng(0), config).detach()) == 0.0


def test_joint_structural_stage_adds_the_hinge_to_every_labelled_distillation_step():
    losses = {}
    for stage in ("labelled_distillation", "joint_structural"):
        model, data, config = _tiny_run_parts()
        _without_dropout(model)  # a graph and its "negative" copy embed identically
        same = dataclasses.replace(data, dev=None, negatives=[[g] for g in data.graphs])
        config = dataclasses.replace(config, structural_margin=0.25, structural_distill_weight=0.0)
        trainer = PAMTrainer(model, same, config, log=lambda _: None)
        getattr(trainer, stage)(epochs=1)
        losses[stage] = trainer.history[0]
    assert losses["joint_structural"]["phase"] == "joint-structural"
    # the distillation and CoSENT draws come first and are the same; each hinge term is then exactly the margin
    assert losses["joint_structural"]["loss"] - losses["labelled_distillation"]["loss"] == pytest.approx(0.25, abs=2e-5)
    model, data, config = _tiny_run_parts()
    with pytest.raises(ValueError, match="negatives"):
        PAMTrainer(model, dataclasses.replace(data, negatives=None), config, log=lambda _: None).joint_structural()
    with pytest.raises(ValueError, match="role_confusion"):
        PAMTrainer(model, data, dataclasses.replace(config, joint_role_confusion=True),
                   log=lambda _: None).joint_structural()


def test_joint_role_confusion_adds_the_bamboo_hinge_to_every_joint_step():
    losses = {}
    for joint_role_confusion, margin in ((False, 0.1), (True, 0.1), (True, 0.03)):
        model, data, config = _tiny_run_parts()
        _without_dropout(model)  # a foil equal to its original embeds identically
        g = data.graphs
        data = dataclasses.replace(data, dev=None, role_confusion=[(g[0], g[6], g[6]), (g[2], g[3], g[3])])
        config = dataclasses.replace(config, structural_margin=0.25, joint_role_confusion=joint_role_confusion,
                                     joint_role_confusion_margin=margin)
        trainer = PAMTrainer(model, data, config, log=lambda _: None)
        trainer.joint_structural(epochs=1)
        losses[joint_role_confusion, margin] = trainer.history[0]["loss"]
    # the hinge is drawn last in the step, so the rest is the same; with foil = original each term is its own margin,
    # not the structural hinge's
    assert losses[True, 0.1] - losses[False, 0.1] == pytest.approx(0.1, abs=2e-5)
    assert losses[True, 0.03] - losses[False, 0.1] == pytest.approx(0.03, abs=2e-5)


def test_role_confusion_structural_adds_our_hinge_to_every_role_confusion_step():
    losses = {}
    for structural in (False, True):
        model, data, config = _tiny_run_parts()
        _without_dropout(model)  # a graph and its "negative" copy embed identically
        g = data.graphs
        data = dataclasses.replace(data, dev=None, negatives=[[x] for x in g],
                                   role_confusion=[(g[0], g[6], g[7]), (g[2], g[3], g[1])])
        config = dataclasses.replace(config, structural_margin=0.25, structural_distill_weight=0.0,
                                     role_confusion_structural=structural)
        trainer = PAMTrainer(model, data, config, log=lambda _: None)
        trainer.role_confusion(epochs=1)
        losses[structural] = trainer.history[0]["loss"]
    # our hinge is drawn after the role-confusion loss, so the rest is the same; each of its terms is the margin
    assert losses[True] - losses[False] == pytest.approx(0.25, abs=2e-5)
    model, data, config = _tiny_run_parts()
    g = data.graphs
    data = dataclasses.replace(data, negatives=None, role_confusion=[(g[0], g[6], g[7])])
    with pytest.raises(ValueError, match="negatives"):
        PAMTrainer(model, data, dataclasses.replace(config, role_confusion_structural=True),
                   log=lambda _: None).role_confusion()


def test_training_graphs_read_the_frozen_parses_when_they_hold_every_sentence(tmp_path):
    import gzip
    import json

    from paraeval.amr.dependency_parser import parse_to_penman
    from paraeval.amr.train_data import MRPC_GRAPHS, training_graphs

    frozen = tmp_path / MRPC_GRAPHS
    frozen.parent.mkdir()
    with gzip.open(frozen, "wt", encoding="utf-8") as f:
        f.write(json.dumps({"sentence": "Pat loves Chris.", "graph": "(x1 / frozen-01)"}) + "\n")
    assert training_graphs(tmp_path, ["Pat loves Chris."], log=lambda _: None) == {"Pat loves Chris.": "(x1 / frozen-01)"}
    # a sentence the file lacks: everything is parsed now, so one run never mixes two parsers' graphs
    both = ["Pat loves Chris.", "The dog barked."]
    assert training_graphs(tmp_path, both, log=lambda _: None) == dict(zip(both, parse_to_penman(both)))


def test_the_repository_frozen_parses_cover_mrpc_train():
    from paraeval.amr.train_data import MRPC_TRAIN, mrpc_train, training_graphs

    data = Path(__file__).resolve().parents[1] / "data"
    sentences = list(dict.fromkeys(s for _, a, b in mrpc_train(data / MRPC_TRAIN) for s in (a, b)))
    messages = []
    graphs = training_graphs(data, sentences, log=messages.append)
    assert len(graphs) == 7816 and messages[0].startswith("reading the graphs of 7816")
    assert graphs[sentences[0]].startswith("(x1 / ")


def test_role_confusion_hinge_is_the_margin_when_the_foil_is_the_original():
    from paraeval.amr.training import _role_confusion_loss

    model, data, config = _tiny_run_parts()
    model.eval()  # no dropout: a graph and its copy embed identically
    g = data.graphs
    same = dataclasses.replace(data, role_confusion=[(g[0], g[6], g[6]), (g[2], g[3], g[3])])
    config = dataclasses.replace(config, structural_margin=0.25, structural_distill_weight=0.0,
                                 labelled_distill_cosent_weight=0.0)
    loss = _role_confusion_loss(model, same, np.array([0, 1]), np.random.default_rng(0), config)
    assert float(loss.detach()) == pytest.approx(0.25, abs=1e-6)
    # a foil that is far from the anchor costs nothing once the original is `margin` closer
    with torch.no_grad():
        e = model([g[0], g[6], g[7]])
    cos = torch.nn.functional.cosine_similarity
    expected = max(0.0, 0.25 - float(cos(e[0], e[1], dim=0)) + float(cos(e[0], e[2], dim=0)))
    apart = dataclasses.replace(data, role_confusion=[(g[0], g[6], g[7])])
    loss = _role_confusion_loss(model, apart, np.array([0]), np.random.default_rng(0), config)
    assert float(loss.detach()) == pytest.approx(expected, abs=1e-5)
    with pytest.raises(ValueError, match="role_confusion"):
        PAMTrainer(model, data, config, log=lambda _: None).role_confusion()
