"""Lexical divergence: normalised character edit distance and ParaScore's sectional function.

Both follow the ParaScore paper (Shen et al., 2022, App. C and Sec. 5): NED is the character
Levenshtein distance of the raw strings (no lowercasing, no stripping) divided by the longer
length, and DS maps NED onto [-1, gamma] so that more divergence is rewarded only up to gamma.
"""
from __future__ import annotations

from typing import Sequence

import numpy as np
from rapidfuzz.distance import Levenshtein
from rapidfuzz.process import cpdist

DEFAULT_GAMMA = 0.35


def normalized_edit_distance(a: Sequence[str] | str, b: Sequence[str] | str, workers: int = 1):
    """Character Levenshtein distance divided by the longer string's length.

    Accepts two strings (returns a float) or two equally long sequences of strings (returns a
    float64 numpy array, computed pairwise in C by rapidfuzz). Two empty strings are at distance
    0.0 rather than 0/0.

    >>> normalized_edit_distance("kitten", "sitting")
    0.42857142857142855
    >>> normalized_edit_distance(["abc", ""], ["abd", ""]).tolist()
    [0.3333333333333333, 0.0]
    """
    if isinstance(a, str) and isinstance(b, str):
        # rapidfuzz normalises by max(len) for unit weights and returns 0.0 for two empty strings
        return float(Levenshtein.normalized_distance(a, b))
    if len(a) != len(b):
        raise ValueError(f"normalized_edit_distance needs sequences of equal length, got {len(a)} and {len(b)}")
    if len(a) == 0:
        return np.zeros(0, dtype=np.float64)
    return cpdist(a, b, scorer=Levenshtein.normalized_distance, dtype=np.float64, workers=workers)


def sectional_divergence(ned, gamma: float = DEFAULT_GAMMA):
    """ParaScore's divergence score DS(d) = -1 + ((gamma + 1) / gamma) * d for d <= gamma, else gamma.

    DS is continuous at d = gamma and ranges over [-1, gamma]. Works on floats and arrays.

    >>> sectional_divergence(0.0), sectional_divergence(0.7)
    (-1.0, 0.35)
    >>> round(sectional_divergence(0.175), 6)
    -0.325
    """
    if not 0.0 < gamma <= 1.0:
        raise ValueError(f"gamma must be in (0, 1], got {gamma}")
    d = np.asarray(ned, dtype=np.float64)
    ds = np.where(d <= gamma, -1.0 + ((gamma + 1.0) / gamma) * d, gamma)
    return float(ds) if ds.ndim == 0 else ds
