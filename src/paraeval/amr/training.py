"""Training PAM (seed 001, section 3.3, plus one distillation stage): three stages, in this order.

- Contrastive Tension (Carlsson et al., 2021): a batch of 16 graph pairs holds 4 positives (a graph with
  itself; dropout makes the two views differ) and 12 negatives (each of the 4 with 3 random others). The
  loss is binary cross-entropy on the dot product of the two pooled embeddings.
- Distillation (Reimers & Gurevych, 2020, "Making monolingual sentence embeddings multilingual"): the graph
  embedding of a sentence is regressed (MSE) onto the backbone's own sentence embedding of that sentence.
  Removing position embeddings costs the backbone what it learned about sentences; this stage maps the
  graph encoder back into the space where the backbone's cosine already tracks meaning. Only training text.
- Supervised: paraphrase pairs (MRPC train) as (anchor, positive, hard negative) triplets, the negative being
  the positive's graph with :ARG0 and :ARG1 exchanged; cross-entropy over scaled cosine similarities against
  all positives and negatives of the batch (the multiple-negatives ranking loss of sentence-transformers),
  which optimises anchor-positive over anchor-negative similarity as the triplet objective does, plus the
  distillation term on the batch's anchors and positives (weight `supervised_distill_weight`), plus CoSENT on
  as many labelled MRPC-train pairs (paraphrase or not), which ranks paraphrases above MRPC's non-paraphrases,
  pairs that share most of their words: the distinction MRPC is built to test.
Seeded; logs a line every `log_every` steps; stops when `max_minutes` is reached.
"""
from __future__ import annotations

import time
from dataclasses import asdict, dataclass

import numpy as np
import torch
import torch.nn.functional as F

from .graph import SubwordGraph
from .model import PAMEncoder


@dataclass
class TrainConfig:
    ct_steps: int = 500
    ct_batch: int = 16
    ct_positives: int = 4
    distill_epochs: int = 1
    distill_batch: int = 32
    supervised_epochs: int = 1
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
    max_minutes: float = 55.0
    log_every: int = 20


@dataclass
class TrainingData:
    """What the stages read. Contrastive Tension and distillation use every graph; the supervised stage
    refers to graphs by index, so a pair's distillation targets are the rows of `targets` it names."""

    graphs: list[SubwordGraph]
    targets: torch.Tensor  # (len(graphs), hidden): the backbone's embedding of each graph's sentence
    triplets: list[tuple[int, int, SubwordGraph | None]]  # anchor, positive (indices), role-swapped negative
    labelled_pairs: list[tuple[int, int, float]]  # MRPC train pairs (indices) with their 0/1 label


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
    terms = torch.cat([torch.zeros(1, dtype=cosines.dtype), differences[ordered]])
    return torch.logsumexp(terms, dim=0)


def _optimizer(model: PAMEncoder, config: TrainConfig):
    new = list(model.fusions.parameters()) + [model.bert.get_input_embeddings().weight]
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


def _supervised_loss(model, data: TrainingData, rows: np.ndarray, rng: np.random.Generator, config: TrainConfig):
    batch = [data.triplets[i] for i in rows]
    anchors = model([data.graphs[a] for a, _, _ in batch])
    candidates = model([data.graphs[p] for _, p, _ in batch] + [n for _, _, n in batch if n is not None])
    logits = config.scale * F.cosine_similarity(anchors.unsqueeze(1), candidates.unsqueeze(0), dim=-1)
    loss = F.cross_entropy(logits, torch.arange(len(batch)))
    if data.labelled_pairs and config.cosent_weight:
        picked = [data.labelled_pairs[i] for i in rng.choice(len(data.labelled_pairs), len(batch), replace=False)]
        left, right = model([data.graphs[a] for a, _, _ in picked]), model([data.graphs[b] for _, b, _ in picked])
        cosines = F.cosine_similarity(left, right, dim=-1)
        loss = loss + config.cosent_weight * cosent_loss(cosines, torch.tensor([y for _, _, y in picked]), config.scale)
    if config.supervised_distill_weight:
        predicted = torch.stack([anchors, candidates[: len(batch)]], 1)
        targets = data.targets[torch.tensor([[a, p] for a, p, _ in batch])]
        loss = loss + config.supervised_distill_weight * F.mse_loss(predicted, targets)
    return loss


class _OutOfTime(Exception):
    pass


def train_pam(model: PAMEncoder, data: TrainingData, config: TrainConfig | None = None, log=print) -> list[dict]:
    """Train in place; returns the log records (phase, step, loss, seconds)."""
    config = config or TrainConfig()
    torch.manual_seed(config.seed)
    rng = np.random.default_rng(config.seed)
    model.train()
    optimizer = _optimizer(model, config)
    history, start = [], time.perf_counter()

    def record(phase, step, loss):
        entry = {"phase": phase, "step": step, "loss": round(loss, 5), "seconds": round(time.perf_counter() - start, 1)}
        history.append(entry)
        if step % config.log_every == 0 or step == 1:
            log(f"[{phase}] step {step} loss {loss:.4f} ({entry['seconds']:.0f} s)")
        if (time.perf_counter() - start) / 60 > config.max_minutes:
            log(f"stopping in {phase}: time budget reached")
            raise _OutOfTime

    def batches(n: int, size: int, epochs: int):
        for _ in range(epochs):
            order = rng.permutation(n)
            for begin in range(0, n - size + 1, size):
                yield order[begin : begin + size]

    try:
        graphs = data.graphs
        for step in range(1, config.ct_steps + 1):
            left, right, labels = contrastive_tension_pairs(len(graphs), config.ct_batch, config.ct_positives, rng)
            # a graph paired with itself is encoded in both branches: two dropout views
            e_left, e_right = model([graphs[i] for i in left]), model([graphs[i] for i in right])
            loss = F.binary_cross_entropy_with_logits((e_left * e_right).sum(-1), labels)
            record("contrastive-tension", step, _step(model, optimizer, loss))

        for step, rows in enumerate(batches(len(graphs), config.distill_batch, config.distill_epochs), 1):
            predicted = model([graphs[i] for i in rows])
            loss = F.mse_loss(predicted, data.targets[torch.from_numpy(rows)])
            record("distillation", step, _step(model, optimizer, loss))

        for step, rows in enumerate(batches(len(data.triplets), config.supervised_batch, config.supervised_epochs), 1):
            loss = _supervised_loss(model, data, rows, rng, config)
            record("supervised", step, _step(model, optimizer, loss))
    except _OutOfTime:
        pass
    model.eval()
    return history


def config_dict(config: TrainConfig) -> dict:
    return asdict(config)
