"""Training PAM (seed 001, section 3.3): Contrastive Tension on graphs, then supervised pairs.

- Contrastive Tension (Carlsson et al., 2021): a batch of 16 graph pairs holds 4 positives (a graph with
  itself; dropout makes the two views differ) and 12 negatives (each of the 4 with 3 random others). The
  loss is binary cross-entropy on the dot product of the two pooled embeddings.
- Supervised: paraphrase pairs (MRPC train) with in-batch negatives plus hard negatives (MRPC's non-
  paraphrase pairs): cross-entropy over scaled cosine similarities (the multiple-negatives ranking loss of
  sentence-transformers), which optimises anchor-positive over anchor-negative similarity as the triplet
  objective does, with many negatives per anchor.
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
    ct_steps: int = 1000
    ct_batch: int = 16
    ct_positives: int = 4
    supervised_epochs: int = 2
    supervised_batch: int = 16
    lr: float = 2e-5  # backbone layers
    new_lr: float = 5e-4  # fusion modules and relation embeddings, which start from scratch
    scale: float = 20.0
    seed: int = 0
    max_minutes: float = 55.0
    log_every: int = 20


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


def train_pam(
    model: PAMEncoder,
    ct_graphs: list[SubwordGraph],
    positive_pairs: list[tuple[SubwordGraph, SubwordGraph]],
    hard_negatives: list[SubwordGraph],
    config: TrainConfig | None = None,
    log=print,
) -> list[dict]:
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

    def out_of_time():
        return (time.perf_counter() - start) / 60 > config.max_minutes

    for step in range(1, config.ct_steps + 1):
        left, right, labels = contrastive_tension_pairs(len(ct_graphs), config.ct_batch, config.ct_positives, rng)
        # a graph paired with itself is encoded in both branches: two dropout views
        e_left = model([ct_graphs[i] for i in left])
        e_right = model([ct_graphs[i] for i in right])
        loss = F.binary_cross_entropy_with_logits((e_left * e_right).sum(-1), labels)
        record("contrastive-tension", step, _step(model, optimizer, loss))
        if out_of_time():
            log("stopping contrastive tension: time budget reached")
            break

    step = 0
    for _ in range(config.supervised_epochs):
        order = rng.permutation(len(positive_pairs))
        for begin in range(0, len(order) - config.supervised_batch + 1, config.supervised_batch):
            if out_of_time():
                log("stopping supervised training: time budget reached")
                return history
            batch = [positive_pairs[i] for i in order[begin : begin + config.supervised_batch]]
            negatives = [hard_negatives[i] for i in rng.choice(len(hard_negatives), size=len(batch), replace=False)] \
                if len(hard_negatives) >= len(batch) else []
            anchors = model([a for a, _ in batch])
            candidates = model([p for _, p in batch] + negatives)
            logits = config.scale * F.cosine_similarity(anchors.unsqueeze(1), candidates.unsqueeze(0), dim=-1)
            loss = F.cross_entropy(logits, torch.arange(len(batch)))
            step += 1
            record("supervised", step, _step(model, optimizer, loss))
    model.eval()
    return history


def config_dict(config: TrainConfig) -> dict:
    return asdict(config)
