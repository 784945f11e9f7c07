"""Agreement of metric scores with human judgments: correlations with bootstrap intervals, and whether two
metrics really differ (Williams' test for dependent correlations, as WMT's metrics task uses, and a paired
bootstrap). Numerics only; `bench.py` decides what to compare and writes the report.
"""
from __future__ import annotations

import math

import numpy as np
from scipy import stats

CORRELATIONS = ("pearson", "spearman", "kendall")


def correlation(kind: str, x, y) -> float:
    """Pearson, Spearman or Kendall (tau-b) correlation of two score vectors, as scipy computes it."""
    x, y = np.asarray(x, dtype=float), np.asarray(y, dtype=float)
    if kind == "pearson":
        return float(stats.pearsonr(x, y).statistic)
    if kind == "spearman":
        return float(stats.spearmanr(x, y).statistic)
    if kind == "kendall":
        return float(stats.kendalltau(x, y).statistic)
    raise ValueError(f"unknown correlation {kind!r}; use one of {', '.join(CORRELATIONS)}")


def bootstrap_indices(n: int, resamples: int, seed: int) -> np.ndarray:
    """(resamples, n) indices drawn with replacement: the same draws serve every metric, so their intervals
    and their paired differences come from the same resampled data sets."""
    return np.random.default_rng(seed).integers(0, n, size=(resamples, n))


def _rowwise_pearson(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    a = a - a.mean(axis=1, keepdims=True)
    b = b - b.mean(axis=1, keepdims=True)
    with np.errstate(invalid="ignore", divide="ignore"):
        return (a * b).sum(axis=1) / np.sqrt((a * a).sum(axis=1) * (b * b).sum(axis=1))


def resampled_correlations(kind: str, x, y, indices: np.ndarray) -> np.ndarray:
    """The correlation on each bootstrap resample (one row of `indices` each). Pearson and Spearman are
    vectorised over resamples (Spearman = Pearson of the ranks, ties averaged); Kendall goes through scipy."""
    x, y = np.asarray(x, dtype=float), np.asarray(y, dtype=float)
    xs, ys = x[indices], y[indices]
    if kind == "pearson":
        return _rowwise_pearson(xs, ys)
    if kind == "spearman":
        return _rowwise_pearson(stats.rankdata(xs, axis=1), stats.rankdata(ys, axis=1))
    if kind == "kendall":
        return np.array([stats.kendalltau(a, b).statistic for a, b in zip(xs, ys)])
    raise ValueError(f"unknown correlation {kind!r}; use one of {', '.join(CORRELATIONS)}")


def percentile_interval(values: np.ndarray, level: float = 0.95) -> tuple:
    """The central `level` interval of the resampled values (resamples where the correlation is undefined,
    e.g. a constant resample, are left out)."""
    values = values[np.isfinite(values)]
    if not len(values):  # undefined in every resample (an infinite score): no interval
        return math.nan, math.nan
    tail = (1 - level) / 2 * 100
    return float(np.percentile(values, tail)), float(np.percentile(values, 100 - tail))


def williams_test(r12: float, r13: float, r23: float, n: int) -> tuple:
    """Williams' test (Williams 1959; Steiger 1980, eq. 7) of whether variable 1 correlates differently with
    2 than with 3, given their correlation r23 over the same n items: WMT's test of whether metric 2 agrees
    with humans (variable 1) better than metric 3. Returns (t, one-sided p for r12 > r13), df = n - 3."""
    if n <= 3:
        raise ValueError(f"Williams' test needs more than 3 items; got {n}")
    k = 1 - r12 ** 2 - r13 ** 2 - r23 ** 2 + 2 * r12 * r13 * r23
    denominator = np.sqrt(2 * k * (n - 1) / (n - 3) + (r12 + r13) ** 2 / 4 * (1 - r23) ** 3)
    t = (r12 - r13) * np.sqrt((n - 1) * (1 + r23)) / denominator
    return float(t), float(stats.t.sf(t, n - 3))


def paired_bootstrap_p(resampled_a: np.ndarray, resampled_b: np.ndarray) -> float:
    """One-sided p of "metric a agrees better than b" from correlations on the same resamples: the share of
    resamples where a does not beat b (Koehn 2004's paired bootstrap, applied to a correlation)."""
    keep = np.isfinite(resampled_a) & np.isfinite(resampled_b)
    return float(np.mean(resampled_a[keep] <= resampled_b[keep]))
