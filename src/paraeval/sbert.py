"""SBERT cosine: cosine similarity of mean-pooled sentence embeddings (Reimers & Gurevych, 2019).

Pooling is the sentence-transformers `Pooling(mean)` of the last layer over all tokens the model sees
([CLS]/[SEP] included), so scores equal `SentenceTransformer.encode` + cosine for texts within the
encoder's length limit. With several references per prediction the best one counts.
"""
from __future__ import annotations

from .result import MetricResult
from .scoring import score_paraphrases


def sbert_cosine(
    predictions, references, *, model: str | None = None, batch_size: int = 64,
    device: str | None = None, fp16: bool = False, progress: bool | None = None, demojize: bool = False,
) -> MetricResult:
    """Cosine of the pooled embeddings of each prediction and its (best) reference, in [-1, 1].

    >>> r = sbert_cosine(["A man is playing a guitar."], ["Someone plays the guitar."])
    >>> round(float(r.scores[0]), 4)
    0.8406
    """
    return score_paraphrases(
        predictions, references=references, metrics=("sbert_cosine",), model=model, batch_size=batch_size,
        device=device, fp16=fp16, progress=progress, demojize=demojize,
    )["sbert_cosine"]
