"""ParaScore and ParaScoreFree (Shen et al., 2022): BERTScore similarity plus sectional divergence.

    ParaScore(X, R, C)  = max(Sim(X, C), max_k Sim(R_k, C)) + omega * DS(NED(X, C))
    ParaScoreFree(X, C) = Sim(X, C) + omega * DS(NED(X, C))

Sim is BERTScore F1, DS the sectional divergence of the character edit distance between source and
candidate. Every unique sentence of a call is embedded once, however many terms it appears in (the
official toolkit embeds each candidate once per Sim term).
"""
from __future__ import annotations

from .divergence import DEFAULT_GAMMA
from .result import MetricResult
from .scoring import DEFAULT_OMEGA, score_paraphrases


def parascore(
    predictions,
    sources,
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
    fp16: bool = False,
    progress: bool | None = None,
    demojize: bool = False,
    cosine_weight: float | None = None,
) -> MetricResult:
    """ParaScore of each prediction; reference-free (ParaScoreFree) when `references` is None.

    references: one string or a list of strings per prediction (the best reference counts).
    baseline: (P, R, F1) or a bert_score baseline file to rescale Sim with. idf: weight tokens by idf
    computed over the unique sources and references of the call. cosine_weight: Sim = (1 - w) * BERTScore +
    w * pooled sentence cosine (None: the model's own; 0.5 for model="quality", else 0, the paper's Sim).
    Returns a MetricResult with `scores`, `similarity`, `diversity` (numpy arrays), `mean` and `hashcode`.

    >>> r = parascore(["a cat was sitting on the mat"], ["the cat sat on the mat"])
    >>> round(float(r.similarity[0]), 4), round(float(r.diversity[0]), 4)
    (0.9029, 0.35)
    """
    metric = "parascore_free" if references is None else "parascore"
    return score_paraphrases(
        predictions, sources, references, metrics=(metric,), model=model, num_layers=num_layers, omega=omega,
        gamma=gamma, idf=idf, baseline=baseline, batch_size=batch_size, device=device, fp16=fp16,
        progress=progress, demojize=demojize, cosine_weight=cosine_weight,
    )[metric]
