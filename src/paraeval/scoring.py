"""One embedding pass for several metrics: ParaScore, ParaScoreFree and SBERT cosine together.

The candidate is paired with its source (ParaScore terms) and with each of its references
(ParaScore and SBERT cosine); `score_pairs` embeds every unique text once and returns BERTScore and
pooled cosine for all pairs, from which each metric takes what it needs.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from .bertscore import rescale_f1
from .divergence import DEFAULT_GAMMA, normalized_edit_distance, sectional_divergence
from .encoder import load_encoder
from .hashcode import hashcode
from .inputs import check_reference_groups, check_texts
from .models import resolve_model
from .pairwise import TextIndex, score_pairs

DEFAULT_OMEGA = 0.05
METRICS = ("parascore", "parascore_free", "sbert_cosine")
_NEEDS_SOURCES = {"parascore", "parascore_free"}
_NEEDS_REFERENCES = {"parascore", "sbert_cosine"}


@dataclass
class MetricResult:
    """Per-pair scores of one metric, its components (e.g. similarity, diversity) and its hashcode."""

    scores: np.ndarray
    hashcode: str
    components: dict = field(default_factory=dict)

    @property
    def mean(self) -> float:
        return float(self.scores.mean()) if len(self.scores) else 0.0

    def to_dict(self, name: str) -> dict:
        """evaluate's output convention: the mean under the metric's name, per-pair lists, the hashcode."""
        return {
            name: self.mean,
            "scores": self.scores.tolist(),
            **{key: values.tolist() for key, values in self.components.items()},
            "hashcode": self.hashcode,
        }

    def __getattr__(self, name):  # result.similarity, result.diversity
        try:
            return self.__dict__["components"][name]
        except KeyError:
            raise AttributeError(name) from None


def _best_per_example(values: np.ndarray, owner: np.ndarray, n: int) -> np.ndarray:
    best = np.full(n, -np.inf)
    np.maximum.at(best, owner, values)
    return best


def score_paraphrases(
    predictions,
    sources=None,
    references=None,
    *,
    metrics=METRICS,
    model: str | None = None,
    num_layers: int | None = None,
    omega: float = DEFAULT_OMEGA,
    gamma: float = DEFAULT_GAMMA,
    idf: bool = False,
    baseline=None,
    batch_size: int = 64,
    device: str | None = None,
    progress: bool | None = None,
) -> dict[str, MetricResult]:
    """Score predictions with several metrics from one embedding pass; returns {metric: MetricResult}.

    references: one string or a list of strings per prediction (the best one counts). See
    `paraeval.parascore` and `paraeval.sbert_cosine` for the definitions and options.
    """
    metrics = tuple(metrics)
    if not metrics:
        raise ValueError(f"metrics is empty; name at least one of {', '.join(METRICS)}")
    unknown = set(metrics) - set(METRICS)
    if unknown:
        raise ValueError(f"unknown metric(s) {sorted(unknown)}; choose from {', '.join(METRICS)}")
    predictions = check_texts("predictions", predictions)
    n = len(predictions)
    if _NEEDS_SOURCES & set(metrics):
        if sources is None:
            raise ValueError(f"{', '.join(sorted(_NEEDS_SOURCES & set(metrics)))} need sources")
        sources = check_texts("sources", sources, n)
    groups = None
    if _NEEDS_REFERENCES & set(metrics):
        if references is None:
            raise ValueError(f"{', '.join(sorted(_NEEDS_REFERENCES & set(metrics)))} need references")
        groups = check_reference_groups("references", references, n)
    if omega < 0:
        raise ValueError(f"omega must be >= 0, got {omega}")
    spec = resolve_model(model, num_layers)
    encoder = load_encoder(spec, device)

    index = TextIndex()
    cand_ids = index.add(predictions)
    left, right, owner, is_source = [], [], [], []
    if sources is not None and _NEEDS_SOURCES & set(metrics):
        left.append(cand_ids)
        right.append(index.add(sources))
        owner.append(np.arange(n))
        is_source.append(np.ones(n, dtype=bool))
    if groups is not None:
        sizes = np.array([len(g) for g in groups], dtype=np.int64)
        left.append(np.repeat(cand_ids, sizes))
        right.append(index.add([ref for group in groups for ref in group]))
        owner.append(np.repeat(np.arange(n), sizes))
        is_source.append(np.zeros(int(sizes.sum()), dtype=bool))
    # keep each example's pairs adjacent: a text is evicted after its last use, so listing all (C, X)
    # pairs before all (C, R) pairs would keep every candidate's embeddings until the second half
    order = np.argsort(np.concatenate(owner), kind="stable")
    left, right, owner, is_source = (np.concatenate(x)[order] for x in (left, right, owner, is_source))

    wants_bertscore = bool(_NEEDS_SOURCES & set(metrics))
    pair = score_pairs(
        encoder, index.texts, left, right,
        layer=spec.num_layers if wants_bertscore else None,
        pooled="sbert_cosine" in metrics,
        # idf over the reference side of the call: each unique source and reference once
        idf=idf and wants_bertscore and np.unique(right).tolist(),
        batch_size=batch_size, progress=progress,
    )
    results = {}
    if wants_bertscore:
        f1 = rescale_f1(pair.f1, baseline, spec.num_layers)
        diversity = sectional_divergence(normalized_edit_distance(predictions, sources), gamma)
        options = f"omega={omega:g}_gamma={gamma:g}"
        code = dict(idf=bool(idf), rescaled=baseline is not None)
        if "parascore" in metrics:
            similarity = _best_per_example(f1, owner, n)  # max(Sim(X, C), Sim(R_k, C) for all k)
            results["parascore"] = MetricResult(
                scores=similarity + omega * diversity, hashcode=hashcode(spec, encoder, extra=options, **code),
                components={"similarity": similarity, "diversity": diversity},
            )
        if "parascore_free" in metrics:
            similarity = _best_per_example(f1[is_source], owner[is_source], n)
            results["parascore_free"] = MetricResult(
                scores=similarity + omega * diversity,
                hashcode=hashcode(spec, encoder, extra=options + "_free", **code),
                components={"similarity": similarity, "diversity": diversity},
            )
    if "sbert_cosine" in metrics:
        results["sbert_cosine"] = MetricResult(
            scores=_best_per_example(pair.cosine[~is_source], owner[~is_source], n),
            hashcode=hashcode(spec, encoder, pooled=True),
        )
    return {m: results[m] for m in metrics}
