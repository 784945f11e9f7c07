"""SBERT cosine: cosine similarity of mean-pooled sentence embeddings (Reimers & Gurevych, 2019).

Pooling is the sentence-transformers `Pooling(mean)` of the last layer over all tokens the model sees
([CLS]/[SEP] included), so scores equal `SentenceTransformer.encode` + cosine for texts within the
encoder's length limit. With several references per prediction the best one counts.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .encoder import load_encoder
from .hashcode import hashcode
from .inputs import check_reference_groups, check_texts
from .models import resolve_model
from .pairwise import TextIndex, score_pairs


@dataclass
class SimilarityResult:
    scores: np.ndarray
    hashcode: str

    @property
    def mean(self) -> float:
        return float(self.scores.mean()) if len(self.scores) else 0.0


def sbert_cosine(
    predictions, references, *, model: str | None = None, batch_size: int = 64,
    device: str | None = None, progress: bool | None = None,
) -> SimilarityResult:
    """Cosine of the pooled embeddings of each prediction and its (best) reference, in [-1, 1].

    >>> r = sbert_cosine(["A man is playing a guitar."], ["Someone plays the guitar."])
    >>> round(float(r.scores[0]), 4)
    0.8406
    """
    predictions = check_texts("predictions", predictions)
    groups = check_reference_groups("references", references, len(predictions))
    spec = resolve_model(model)
    encoder = load_encoder(spec, device)
    index = TextIndex()
    sizes = np.array([len(g) for g in groups], dtype=np.int64)
    left = np.repeat(index.add(predictions), sizes)
    right = index.add([ref for group in groups for ref in group])
    owner = np.repeat(np.arange(len(predictions)), sizes)
    pair = score_pairs(encoder, index.texts, left, right, pooled=True, batch_size=batch_size, progress=progress)
    scores = np.full(len(predictions), -np.inf)
    np.maximum.at(scores, owner, pair.cosine)
    return SimilarityResult(scores=scores, hashcode=hashcode(spec, encoder, pooled=True))
