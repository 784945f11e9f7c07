"""ParaScore and ParaScoreFree (Shen et al., 2022): BERTScore similarity plus sectional divergence.

    ParaScore(X, R, C)  = max(Sim(X, C), max_k Sim(R_k, C)) + omega * DS(NED(X, C))
    ParaScoreFree(X, C) = Sim(X, C) + omega * DS(NED(X, C))

Sim is BERTScore F1, DS the sectional divergence of the character edit distance between source and
candidate. Every unique sentence of a call is embedded once, however many terms it appears in (the
official toolkit embeds each candidate once per Sim term).
"""
from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from .bertscore import read_baseline, rescale
from .divergence import DEFAULT_GAMMA, normalized_edit_distance, sectional_divergence
from .encoder import load_encoder
from .hashcode import hashcode
from .inputs import check_reference_groups, check_texts
from .models import resolve_model
from .pairwise import TextIndex, score_pairs

DEFAULT_OMEGA = 0.05


@dataclass
class ParaScoreResult:
    scores: np.ndarray
    similarity: np.ndarray
    diversity: np.ndarray
    hashcode: str
    extras: dict = field(default_factory=dict)

    @property
    def mean(self) -> float:
        return float(self.scores.mean()) if len(self.scores) else 0.0


def parascore(
    sources,
    predictions,
    references=None,
    *,
    model: str | None = None,
    num_layers: int | None = None,
    omega: float = DEFAULT_OMEGA,
    gamma: float = DEFAULT_GAMMA,
    idf: bool = False,
    baseline=None,
    batch_size: int = 64,
    device: str | None = None,
    progress: bool | None = None,
) -> ParaScoreResult:
    """ParaScore of each prediction; reference-free (ParaScoreFree) when `references` is None.

    references: one string or a list of strings per prediction (the best reference counts).
    baseline: (P, R, F1) or a bert_score baseline file to rescale Sim with. idf: weight tokens by idf
    computed over the sources and references of the call.

    >>> r = parascore(["the cat sat on the mat"], ["a cat was sitting on the mat"])
    >>> round(float(r.similarity[0]), 4), round(float(r.diversity[0]), 4)
    (0.9029, 0.35)
    """
    predictions = check_texts("predictions", predictions)
    sources = check_texts("sources", sources, len(predictions))
    groups = None if references is None else check_reference_groups("references", references, len(predictions))
    if not 0.0 <= float(omega):
        raise ValueError(f"omega must be >= 0, got {omega}")
    spec = resolve_model(model, num_layers)
    encoder = load_encoder(spec, device)

    index = TextIndex()
    cand_ids = index.add(predictions)
    source_ids = index.add(sources)
    left, right, owner = [cand_ids], [source_ids], [np.arange(len(predictions))]
    if groups is not None:
        sizes = np.array([len(g) for g in groups])
        left.append(np.repeat(cand_ids, sizes))
        right.append(index.add([ref for group in groups for ref in group]))
        owner.append(np.repeat(np.arange(len(predictions)), sizes))
    left, right, owner = (np.concatenate(x) for x in (left, right, owner))
    pair = score_pairs(
        encoder, index.texts, left, right, layer=spec.num_layers,
        idf=idf and np.unique(right).tolist(), batch_size=batch_size, progress=progress,
    )
    f1 = pair.f1
    if baseline is not None:
        f1 = rescale(f1, read_baseline(baseline, spec.num_layers)[2])
    similarity = np.full(len(predictions), -np.inf)
    np.maximum.at(similarity, owner, f1)  # best of Sim(X, C) and every Sim(R_k, C)
    diversity = sectional_divergence(normalized_edit_distance(predictions, sources), gamma)
    scores = similarity + omega * diversity
    code = hashcode(
        spec, encoder, idf=idf, rescaled=baseline is not None,
        extra=f"omega={omega:g}_gamma={gamma:g}" + ("" if groups is not None else "_free"),
    )
    return ParaScoreResult(scores=scores, similarity=similarity, diversity=diversity, hashcode=code)
