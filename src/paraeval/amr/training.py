"""Training PAM (seed 001, section 3.3, plus distillation and structural stages): six stage methods, run in
`TrainConfig.stages` order (the default: Contrastive Tension, distillation, then one labelled distillation
epoch with the structural hinge in every step, the joint structural stage; chosen on dev data by
benchmarks/pam_checkpoint_mix.py, round 2). The shipped weights continue those by the role_confusion stage and
keep 0.65 of its way (`train-pam --average-with-start 0.65`; benchmarks/pam_role_confusion_soup.py).

- Contrastive Tension (Carlsson et al., 2021): a batch of 16 graph pairs holds 4 positives (a graph with
  itself; dropout makes the two views differ) and 12 negatives (each of the 4 with 3 random others). The
  loss is binary cross-entropy on the dot product of the two pooled embeddings.
- Distillation (Reimers & Gurevych, 2020, "Making monolingual sentence embeddings multilingual"): the graph
  embedding of a sentence is regressed (MSE) onto the backbone's own sentence embedding of that sentence.
  Removing position embeddings costs the backbone what it learned about sentences; this stage maps the
  graph encoder back into the space where the backbone's cosine already tracks meaning. Only training text.
- Labelled distillation: distillation epochs whose every step also adds CoSENT (a light term, weight
  `labelled_distill_cosent_weight`) on labelled MRPC-train pairs, ranking paraphrases above MRPC's
  non-paraphrases, pairs that share most of their words: the distinction MRPC is built to test.
- Structural: each MRPC-train paraphrase pair (a, p) must score at least `structural_margin` above a paired
  with a hard negative of p (and p with one of a): the same graph with two arguments exchanged, its polarity
  flipped or a number changed (hard_negatives.py), drawn at random each step; a hinge loss, plus the
  distillation term on a and p (weight `structural_distill_weight`). Distillation alone cannot teach this:
  its teacher, a sentence encoder, scores "the dog bit the man" and "the man bit the dog" as near-equal.
- Joint structural (the shipped recipe's last stage): labelled distillation epochs with the structural hinge
  added to every step, so neither undoes the other.
- Supervised: paraphrase pairs (MRPC train) as (anchor, positive, hard negative) triplets, the negative being
  the positive's graph with :ARG0 and :ARG1 exchanged; cross-entropy over scaled cosine similarities against
  all positives and negatives of the batch (the multiple-negatives ranking loss of sentence-transformers),
  which optimises anchor-positive over anchor-negative similarity as the triplet objective does, plus the
  distillation term on the batch's anchors and positives (weight `supervised_distill_weight`), plus CoSENT on
  as many labelled MRPC-train pairs (paraphrase or not), which ranks paraphrases above MRPC's non-paraphrases,
  pairs that share most of their words: the distinction MRPC is built to test.
Seeded; logs a line every `log_every` steps; stops when `max_minutes` is reached. `PAMTrainer` holds the
one optimizer and random stream of a run, so a run can be saved between stages and continued exactly (the
recipe was chosen that way: stages shared by several candidate recipes ran once). With a dev set (MRPC-train
pairs held out of every stage), each stage ends with the dev scores of `evaluate_dev`.
"""
from __future__ import annotations

import time
from dataclasses import asdict, dataclass

import numpy as np
import torch
import torch.nn.functional as F

from .graph import SubwordGraph
from .model import PAMEncoder


# PAMTrainer's stage methods; the default recipe runs SHIPPED_STAGES (pam_checkpoint_mix round 2 chose the joint
# structural stage over labelled distillation followed by the structural one: MRPC-dev Pearson 41.84 -> 43.76)
STAGES = ("contrastive_tension", "distillation", "labelled_distillation", "structural", "supervised", "joint_structural",
          "role_confusion")
SHIPPED_STAGES = ("contrastive_tension", "distillation", "labelled_distillation", "joint_structural")


@dataclass
class TrainConfig:
    ct_steps: int = 500
    ct_batch: int = 16
    ct_positives: int = 4
    # the shipped recipe, chosen on held-out MRPC-train pairs (benchmarks/pam_recipe_selection.py,
    # pam_checkpoint_mix.py): four distillation epochs, one labelled distillation epoch, one joint structural
    # epoch and no supervised epoch (every supervised variant tried lowered the dev score)
    distill_epochs: int = 4
    distill_batch: int = 32
    # then distillation epochs that add CoSENT on `supervised_batch` labelled MRPC-train pairs per step: the
    # labels shape the space while every graph, the Little Prince gold AMR included, keeps being pulled towards
    # the teacher. The CoSENT term is about 4 per step, the MSE about 0.014: at weights 0.3 and 1 the cosines
    # collapsed, at 0.01 graded agreement fell (benchmarks/results/pam_recipe_selection.md)
    labelled_distill_epochs: int = 1
    labelled_distill_cosent_weight: float = 0.003
    # structural contrast: an MRPC-train paraphrase pair must score at least `structural_margin` above the
    # anchor paired with a hard negative of its paraphrase (roles exchanged, polarity flipped, a number
    # changed: hard_negatives.py), with the distillation term on the pair so the space stays the teacher's;
    # the joint structural stage adds the same hinge, at the same margin, to labelled distillation steps
    structural_epochs: int = 1
    structural_batch: int = 16
    structural_margin: float = 0.1
    structural_distill_weight: float = 10.0
    supervised_epochs: int = 0
    role_confusion_epochs: int = 1
    # the role_confusion stage's form (benchmarks/pam_role_confusion.py): round 1 moved anchor, original and foil
    # (pull) and flattened graded similarity; round 2 moved the foil only and bent the space further; round 3
    # moves all three and also distils each anchor and original onto its embedding at the stage's start (hold)
    role_confusion_pull: bool = True
    role_confusion_hold: bool = True
    # round 6: each role_confusion step also takes our own structural hinge (_structural_loss on as many MRPC-train
    # pairs and their hard negatives, with its distillation), since round 3 lost our role swaps and Twitter-Para dev
    role_confusion_structural: bool = False
    # the joint structural stage also ranks BAMBOO's train originals above their foils (the role_confusion hinge,
    # same batch, its own margin) in each step, where its distillation holds the space (pam_role_confusion.py round 4)
    joint_role_confusion: bool = False
    # the joint hinge's margin: at 0.1 (round 4) it asked every original to stand 0.1 above a foil that differs by
    # one exchanged pair of arguments, and graded similarity fell; a win needs only the original above (round 5)
    joint_role_confusion_margin: float = 0.1
    stages: tuple[str, ...] = SHIPPED_STAGES  # the order they run in
    supervised_batch: int = 16
    # the supervised loss keeps the distillation term on its anchors and positives, so fitting MRPC's notion
    # of paraphrase does not pull the encoder away from the space the distillation stage reached
    supervised_distill_weight: float = 10.0
    # CoSENT on labelled MRPC pairs: at weight 1 it lifts MRPC but bends the graded similarity scale that
    # STS-B and SICK measure (non-paraphrases in MRPC are near-paraphrases), so it is a light term
    cosent_weight: float = 0.05
    lr: float = 2e-5  # backbone layers
    new_lr: float = 5e-4  # fusion modules and relation embeddings, which start from scratch
    scale: float = 20.0
    seed: int = 0
    max_minutes: float = 240.0  # a safety stop; the shipped recipe takes about 90 minutes on 2 CPU cores
    log_every: int = 20


@dataclass
class DevPairs:
    """MRPC-train pairs held out of training, for choosing a recipe without test data. `teacher` is the
    backbone's cosine of the two sentences: graded similarity that agrees with people on STS-B and SICK
    (82.7 / 83.6 Pearson), the only graded signal there is without test data."""

    left: list[SubwordGraph]
    right: list[SubwordGraph]
    labels: torch.Tensor  # MRPC 0/1
    teacher: torch.Tensor
    swapped: list[tuple[int, SubwordGraph]]  # paraphrase pairs: row, right graph with :ARG0/:ARG1 exchanged


@dataclass
class TrainingData:
    """What the stages read. Contrastive Tension and distillation use every graph; the supervised stage
    refers to graphs by index, so a pair's distillation targets are the rows of `targets` it names."""

    graphs: list[SubwordGraph]
    targets: torch.Tensor  # (len(graphs), hidden): the backbone's embedding of each graph's sentence
    triplets: list[tuple[int, int, SubwordGraph | None]]  # anchor, positive (indices), role-swapped negative
    labelled_pairs: list[tuple[int, int, float]]  # MRPC train pairs (indices) with their 0/1 label
    dev: DevPairs | None = None
    # hard negatives of graph i (hard_negatives.py), for the structural stage; empty where none applies
    negatives: list[list[SubwordGraph]] | None = None
    # BAMBOO's train role-confusion pairs as (anchor, original, foil) graphs (bamboo_train.py), for that stage
    role_confusion: list[tuple[SubwordGraph, SubwordGraph, SubwordGraph]] | None = None


# a paraphrase "beats" its role-swapped copy only by more than this: float noise decides smaller gaps
ROLE_SWAP_MARGIN = 1e-4


def _pearson(x: torch.Tensor, y: torch.Tensor) -> float:
    return float(torch.corrcoef(torch.stack([x.double(), y.double()]))[0, 1])


def evaluate_dev(model: PAMEncoder, dev: DevPairs) -> dict:
    """Pearson x 100 of PAM's cosine with the MRPC labels and with the teacher's cosine, their mean (the
    selection score, fixed before any candidate ran), and how often a paraphrase scores above its
    role-swapped copy by more than ROLE_SWAP_MARGIN (%)."""
    was_training = model.training
    model.eval()
    left, right = model.encode(dev.left), model.encode(dev.right + [g for _, g in dev.swapped])
    model.train(was_training)
    n = len(dev.left)
    left, right = left.cpu(), right.cpu()  # the dev labels and teacher scores live on the CPU
    cosines = F.cosine_similarity(left, right[:n], dim=-1)
    rows = torch.tensor([r for r, _ in dev.swapped], dtype=torch.long)
    swapped = F.cosine_similarity(left[rows], right[n:], dim=-1)
    scores = {"mrpc_pearson": 100 * _pearson(cosines, dev.labels), "teacher_pearson": 100 * _pearson(cosines, dev.teacher),
              "role_swap_accuracy": 100 * float((cosines[rows] - swapped > ROLE_SWAP_MARGIN).double().mean())
              if len(rows) else float("nan")}
    scores["selection"] = (scores["mrpc_pearson"] + scores["teacher_pearson"]) / 2
    return {k: round(v, 2) for k, v in scores.items()}


def contrastive_tension_pairs(n_graphs: int, batch: int, positives: int, rng: np.random.Generator):
    """Indices (left, right) and labels of one CT batch: each anchor with itself and with random others."""
    anchors = rng.choice(n_graphs, size=positives, replace=False)
    per_anchor = batch // positives
    left, right, labels = [], [], []
    for a in anchors:
        others = rng.choice(n_graphs - 1, size=per_anchor - 1, replace=False)
        others = others + (others >= a)  # never the anchor itself
        left += [a] * per_anchor
        right += [a, *others]
        labels += [1.0] + [0.0] * (per_anchor - 1)
    return np.array(left), np.array(right), torch.tensor(labels)


def cosent_loss(cosines: torch.Tensor, labels: torch.Tensor, scale: float = 20.0) -> torch.Tensor:
    """CoSENT (Su, 2022): log(1 + sum over pairs i, j with label_i > label_j of exp(scale * (cos_j - cos_i))).

    A ranking loss over the pairs of a batch: every pair labelled more similar should score higher.
    >>> round(float(cosent_loss(torch.tensor([0.9, 0.1]), torch.tensor([1.0, 0.0]))), 6)
    0.0
    >>> round(float(cosent_loss(torch.tensor([0.5, 0.5]), torch.tensor([1.0, 0.0]))), 4)  # log 2
    0.6931
    """
    differences = scale * (cosines.unsqueeze(0) - cosines.unsqueeze(1))  # [i, j] = scale * (cos_j - cos_i)
    ordered = labels.unsqueeze(1) > labels.unsqueeze(0)  # label_i > label_j
    terms = torch.cat([torch.zeros(1, dtype=cosines.dtype, device=cosines.device), differences[ordered]])
    return torch.logsumexp(terms, dim=0)


def _optimizer(model: PAMEncoder, config: TrainConfig):
    new = list(model.fusions.parameters()) + [model.bert.get_input_embeddings().weight]
    new += [table.weight for table in model.role_tables().values()]
    new_ids = {id(p) for p in new}
    backbone = [p for p in model.trainable_parameters() if id(p) not in new_ids]
    return torch.optim.AdamW([{"params": new, "lr": config.new_lr}, {"params": backbone, "lr": config.lr}],
                             weight_decay=0.0)


def _step(model, optimizer, loss) -> float:
    optimizer.zero_grad(set_to_none=True)
    loss.backward()
    model.freeze_base_vocabulary_gradients()
    torch.nn.utils.clip_grad_norm_(model.trainable_parameters(), 1.0)
    optimizer.step()
    return float(loss.detach())


def _labelled_pairs_loss(model, data: TrainingData, size: int, rng: np.random.Generator, scale: float):
    """CoSENT on `size` labelled MRPC-train pairs drawn at random."""
    picked = [data.labelled_pairs[i] for i in rng.choice(len(data.labelled_pairs), size, replace=False)]
    left, right = model([data.graphs[a] for a, _, _ in picked]), model([data.graphs[b] for _, b, _ in picked])
    cosines = F.cosine_similarity(left, right, dim=-1)
    return cosent_loss(cosines, torch.tensor([y for _, _, y in picked], device=cosines.device), scale)


def _pick_negatives(data: TrainingData, indices, rng: np.random.Generator):
    """(position in `indices`, one hard negative drawn at random) for each graph that has any."""
    return [(k, data.negatives[i][rng.integers(len(data.negatives[i]))])
            for k, i in enumerate(indices) if data.negatives[i]]


def _structural_loss(model, data: TrainingData, rows: np.ndarray, rng: np.random.Generator, config: TrainConfig):
    """Hinge: cos(a, p) >= cos(a, negative of p) + margin, and the same from p's side, plus distillation."""
    pairs = [data.triplets[i][:2] for i in rows]
    anchors, positives = [a for a, _ in pairs], [p for _, p in pairs]
    from_p, from_a = _pick_negatives(data, positives, rng), _pick_negatives(data, anchors, rng)
    encoded = model([data.graphs[i] for i in anchors + positives] + [g for _, g in from_p + from_a])
    n = len(pairs)
    a, p, negatives = encoded[:n], encoded[n : 2 * n], encoded[2 * n :]
    positive_cos = F.cosine_similarity(a, p, dim=-1)
    # a negative of p is compared with a, a negative of a with p
    rows_p = torch.tensor([k for k, _ in from_p], dtype=torch.long)
    rows_a = torch.tensor([k for k, _ in from_a], dtype=torch.long)
    negative_cos = torch.cat([F.cosine_similarity(a[rows_p], negatives[: len(from_p)], dim=-1),
                              F.cosine_similarity(p[rows_a], negatives[len(from_p):], dim=-1)])
    hinge = F.relu(config.structural_margin - positive_cos[torch.cat([rows_p, rows_a])] + negative_cos)
    loss = hinge.mean() if len(hinge) else positive_cos.sum() * 0
    targets = data.targets[torch.tensor(anchors + positives)]
    return loss + config.structural_distill_weight * F.mse_loss(encoded[: 2 * n], targets)


def _role_confusion_hinge(model, data: TrainingData, rows: np.ndarray, config: TrainConfig, margin: float | None = None):
    """mean relu(margin - cos(anchor, original) + cos(anchor, foil)) over BAMBOO's train triplets `rows`, and the
    anchor and original embeddings (`role_confusion_pull` False: detached, so only the foil moves); `margin`
    defaults to `structural_margin`."""
    triplets = [data.role_confusion[i] for i in rows]
    n = len(triplets)
    encoded = model([t[0] for t in triplets] + [t[1] for t in triplets] + [t[2] for t in triplets])
    anchor, original, foil = encoded[:n], encoded[n : 2 * n], encoded[2 * n :]
    kept = (anchor, original) if config.role_confusion_pull else (anchor.detach(), original.detach())
    margin = config.structural_margin if margin is None else margin
    hinge = F.relu(margin - F.cosine_similarity(*kept, dim=-1)
                   + F.cosine_similarity(kept[0], foil, dim=-1)).mean()
    return hinge, anchor, original


def _role_confusion_loss(model, data: TrainingData, rows: np.ndarray, rng: np.random.Generator, config: TrainConfig,
                         held: torch.Tensor | None = None):
    """Hinge: cos(anchor, original) >= cos(anchor, foil) + margin on BAMBOO's train role-confusion triplets, plus
    distillation (weight `structural_distill_weight`) on as many graphs drawn at random and the light CoSENT
    term of labelled distillation: BAMBOO's graphs have no sentence, so the space is held by the others.
    `role_confusion_pull` False: only the foil's embedding moves under the hinge. `held` (rows: each triplet's
    anchor then original, as embedded when the stage began): the anchor and the original are also distilled
    onto where they were (same weight), so the pair keeps its similarity and the foil is what moves."""
    hinge, anchor, original = _role_confusion_hinge(model, data, rows, config)
    drawn = rng.choice(len(data.graphs), config.distill_batch, replace=False)
    distilled = F.mse_loss(model([data.graphs[i] for i in drawn]), data.targets[torch.from_numpy(drawn)])
    if held is not None:
        distilled = distilled + F.mse_loss(torch.stack([anchor, original], 1), held[torch.from_numpy(rows)])
    loss = hinge + config.structural_distill_weight * distilled
    if data.labelled_pairs and config.labelled_distill_cosent_weight:
        loss = loss + config.labelled_distill_cosent_weight * _labelled_pairs_loss(
            model, data, config.supervised_batch, rng, config.scale)
    return loss


def _supervised_loss(model, data: TrainingData, rows: np.ndarray, rng: np.random.Generator, config: TrainConfig):
    batch = [data.triplets[i] for i in rows]
    anchors = model([data.graphs[a] for a, _, _ in batch])
    candidates = model([data.graphs[p] for _, p, _ in batch] + [n for _, _, n in batch if n is not None])
    logits = config.scale * F.cosine_similarity(anchors.unsqueeze(1), candidates.unsqueeze(0), dim=-1)
    loss = F.cross_entropy(logits, torch.arange(len(batch), device=logits.device))
    if data.labelled_pairs and config.cosent_weight:
        loss = loss + config.cosent_weight * _labelled_pairs_loss(model, data, len(batch), rng, config.scale)
    if config.supervised_distill_weight:
        predicted = torch.stack([anchors, candidates[: len(batch)]], 1)
        targets = data.targets[torch.tensor([[a, p] for a, p, _ in batch])]
        loss = loss + config.supervised_distill_weight * F.mse_loss(predicted, targets)
    return loss


class _OutOfTime(Exception):
    pass


class PAMTrainer:
    """One training run: the model, one optimizer and one random stream across the stages."""

    def __init__(self, model: PAMEncoder, data: TrainingData, config: TrainConfig | None = None, log=print):
        self.model, self.data, self.config, self.log = model, data, config or TrainConfig(), log
        # the distillation targets go where the model is (a GPU run: `train-pam --device cuda`); indices stay on the CPU
        data.targets = data.targets.to(next(model.parameters()).device)
        torch.manual_seed(self.config.seed)
        self.rng = np.random.default_rng(self.config.seed)
        self.optimizer = _optimizer(model, self.config)
        self.history: list[dict] = []
        self.dev_scores: dict[str, dict] = {}
        self.started = time.perf_counter()

    def _record(self, phase: str, step: int, loss: float) -> None:
        seconds = time.perf_counter() - self.started
        self.history.append({"phase": phase, "step": step, "loss": round(loss, 5), "seconds": round(seconds, 1)})
        if step % self.config.log_every == 0 or step == 1:
            self.log(f"[{phase}] step {step} loss {loss:.4f} ({seconds:.0f} s)")
        if seconds / 60 > self.config.max_minutes:
            self.log(f"stopping in {phase}: time budget reached")
            raise _OutOfTime

    def _batches(self, n: int, size: int, epochs: int):
        for _ in range(epochs):
            order = self.rng.permutation(n)
            for begin in range(0, n - size + 1, size):
                yield order[begin : begin + size]

    def _train_step(self, phase: str, step: int, loss: torch.Tensor) -> None:
        self._record(phase, step, _step(self.model, self.optimizer, loss))

    def _evaluate(self, after: str) -> None:
        if self.data.dev is not None:
            self.dev_scores[after] = evaluate_dev(self.model, self.data.dev)
            self.log(f"[dev] after {after}: {self.dev_scores[after]}")

    def contrastive_tension(self, steps: int | None = None) -> None:
        self.model.train()
        graphs, c = self.data.graphs, self.config
        for step in range(1, (c.ct_steps if steps is None else steps) + 1):
            left, right, labels = contrastive_tension_pairs(len(graphs), c.ct_batch, c.ct_positives, self.rng)
            # a graph paired with itself is encoded in both branches: two dropout views
            e_left, e_right = self.model([graphs[i] for i in left]), self.model([graphs[i] for i in right])
            self._train_step("contrastive-tension", step,
                             F.binary_cross_entropy_with_logits((e_left * e_right).sum(-1), labels.to(e_left.device)))
        self._evaluate("contrastive-tension")

    def _distill(self, phase: str, epochs: int, cosent_weight: float, structural: bool = False) -> None:
        self.model.train()
        c = self.config
        for step, rows in enumerate(self._batches(len(self.data.graphs), c.distill_batch, epochs), 1):
            predicted = self.model([self.data.graphs[i] for i in rows])
            loss = F.mse_loss(predicted, self.data.targets[torch.from_numpy(rows)])
            if cosent_weight and self.data.labelled_pairs:
                loss = loss + cosent_weight * _labelled_pairs_loss(self.model, self.data, c.supervised_batch, self.rng, c.scale)
            if structural:
                triplets = self.rng.choice(len(self.data.triplets), c.structural_batch, replace=False)
                loss = loss + _structural_loss(self.model, self.data, triplets, self.rng, c)
                if c.joint_role_confusion:
                    drawn = self.rng.choice(len(self.data.role_confusion), c.structural_batch, replace=False)
                    loss = loss + _role_confusion_hinge(self.model, self.data, drawn, c, c.joint_role_confusion_margin)[0]
            self._train_step(phase, step, loss)
        if epochs:
            self._evaluate(phase)

    def distillation(self, epochs: int | None = None) -> None:
        self._distill("distillation", self.config.distill_epochs if epochs is None else epochs, 0.0)

    def labelled_distillation(self, epochs: int | None = None, cosent_weight: float | None = None) -> None:
        c = self.config
        self._distill("labelled-distillation", c.labelled_distill_epochs if epochs is None else epochs,
                      c.labelled_distill_cosent_weight if cosent_weight is None else cosent_weight)

    def joint_structural(self, epochs: int | None = None) -> None:
        """Labelled distillation with the structural hinge in every step, so neither undoes the other (run one
        after the other, the later stage gave back what the earlier one gained: pam_recipe_selection.md)."""
        if self.data.negatives is None:
            raise ValueError("the joint structural stage needs TrainingData.negatives (build_training_data makes them)")
        c = self.config
        if c.joint_role_confusion and not self.data.role_confusion:
            raise ValueError("joint_role_confusion needs TrainingData.role_confusion "
                             "(build_training_data(..., role_confusion=True) reads them from data/bamboo/)")
        self._distill("joint-structural", c.labelled_distill_epochs if epochs is None else epochs,
                      c.labelled_distill_cosent_weight, structural=True)

    def structural(self, epochs: int | None = None) -> None:
        self.model.train()
        epochs = self.config.structural_epochs if epochs is None else epochs
        if epochs and self.data.negatives is None:
            raise ValueError("the structural stage needs TrainingData.negatives (build_training_data makes them)")
        for step, rows in enumerate(self._batches(len(self.data.triplets), self.config.structural_batch, epochs), 1):
            self._train_step("structural", step, _structural_loss(self.model, self.data, rows, self.rng, self.config))
        if epochs:
            self._evaluate("structural")

    def role_confusion(self, epochs: int | None = None) -> None:
        """Epochs over BAMBOO's train role-confusion triplets (`_role_confusion_loss`), `structural_batch` a step:
        foils written out again by the benchmark, a moved subtree and all, which our own swaps (exchanged in
        place, hard_negatives.py) are not."""
        if not self.data.role_confusion:
            raise ValueError("the role_confusion stage needs TrainingData.role_confusion "
                             "(build_training_data(..., role_confusion=True) reads them from data/bamboo/)")
        c = self.config
        if c.role_confusion_structural and not self.data.negatives:
            raise ValueError("role_confusion_structural needs TrainingData.negatives (build_training_data makes them)")
        held = self._embedded_pairs() if c.role_confusion_hold else None
        self.model.train()
        epochs = c.role_confusion_epochs if epochs is None else epochs
        for step, rows in enumerate(self._batches(len(self.data.role_confusion), c.structural_batch, epochs), 1):
            loss = _role_confusion_loss(self.model, self.data, rows, self.rng, c, held)
            if c.role_confusion_structural:
                triplets = self.rng.choice(len(self.data.triplets), c.structural_batch, replace=False)
                loss = loss + _structural_loss(self.model, self.data, triplets, self.rng, c)
            self._train_step("role-confusion", step, loss)
        if epochs:
            self._evaluate("role-confusion")

    def _embedded_pairs(self) -> torch.Tensor:
        """(triplets, 2, hidden): each role-confusion anchor and original as the model embeds them now (eval mode)."""
        self.model.eval()
        with torch.no_grad():
            pairs = [g for t in self.data.role_confusion for g in t[:2]]
            embedded = self.model.encode(pairs).view(len(self.data.role_confusion), 2, -1)
        return embedded.to(next(self.model.parameters()).device)  # encode returns CPU rows

    def supervised(self, epochs: int | None = None) -> None:
        self.model.train()
        epochs = self.config.supervised_epochs if epochs is None else epochs
        for step, rows in enumerate(self._batches(len(self.data.triplets), self.config.supervised_batch, epochs), 1):
            self._train_step("supervised", step, _supervised_loss(self.model, self.data, rows, self.rng, self.config))
        if epochs:
            self._evaluate("supervised")

    def state_dict(self) -> dict:
        """Everything a continued run needs: trainable weights, optimizer moments, both random streams."""
        return {"model": self.model.trainable_state(), "optimizer": self.optimizer.state_dict(),
                "torch_rng": torch.get_rng_state(), "numpy_rng": self.rng.bit_generator.state,
                "history": self.history, "dev_scores": self.dev_scores}

    def load_state_dict(self, state: dict) -> None:
        self.model.load_trainable_state(state["model"])
        self.optimizer.load_state_dict(state["optimizer"])
        torch.set_rng_state(state["torch_rng"])
        self.rng.bit_generator.state = state["numpy_rng"]
        self.history, self.dev_scores = list(state["history"]), dict(state["dev_scores"])


def training_stages(text: str | None) -> tuple[str, ...] | None:
    """Stage names from a comma-separated list ("contrastive_tension,distillation"), checked; None or "" is None
    (TrainConfig's default order). A stage may be named twice (a labelled distillation epoch after the structural one).

    >>> training_stages("contrastive_tension, distillation,joint_structural")
    ('contrastive_tension', 'distillation', 'joint_structural')
    """
    if not text:
        return None
    stages = tuple(name.strip() for name in text.split(",") if name.strip())
    check_stages(stages or (text,))
    return stages


def check_stages(stages) -> None:
    """ValueError naming the stages that are not PAMTrainer stage methods."""
    unknown = [name for name in stages if name not in STAGES]
    if unknown:
        raise ValueError(f"unknown training stage(s) {unknown}; stages are {', '.join(STAGES)}")


def train_pam(model: PAMEncoder, data: TrainingData, config: TrainConfig | None = None, log=print,
              state: dict | None = None, after_stage=None) -> PAMTrainer:
    """Train in place through the stages of `config.stages`; the trainer returned holds the log records (`history`:
    phase, step, loss, seconds) and the dev scores after each stage. `state` (a `PAMTrainer.state_dict()`): go on
    from where that run stopped, so variants of a late stage share the early ones; `after_stage(name, trainer)`
    is called when each stage ends (to save its state)."""
    trainer = PAMTrainer(model, data, config, log)
    check_stages(trainer.config.stages)
    if state is not None:
        trainer.load_state_dict(state)
    try:
        for stage in trainer.config.stages:
            getattr(trainer, stage)()
            if after_stage is not None:
                after_stage(stage, trainer)
    except _OutOfTime:
        pass
    model.eval()
    return trainer


def config_dict(config: TrainConfig) -> dict:
    return asdict(config)
