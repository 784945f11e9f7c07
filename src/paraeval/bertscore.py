"""BERTScore (Zhang et al., 2020) on precomputed token embeddings: greedy matching, idf, rescaling.

Conventions follow bert_score: every token of the other text (its [CLS]/[SEP] included) can be a
match, but [CLS]/[SEP] carry weight 0; a text with no real token scores P = R = F1 = 0; rescaling
is x' = (x - b) / (1 - b) with b the model/layer baseline. One deliberate difference: padding
positions can never be a match (bert_score lets a padded position act as a similarity-0 match, so
a token whose best true similarity is negative scores 0 or its true value depending on which other
texts share its batch).
"""
from __future__ import annotations

import csv
import os
from typing import Sequence

import numpy as np
import torch

from .encoder import TextEmbeddings

# below any cosine similarity: padding never wins a max
_NO_MATCH = -2.0


def idf_weights(token_ids: Sequence[Sequence[int]], vocab_size: int) -> torch.Tensor:
    """Inverse document frequency per vocabulary id, as bert_score computes it.

    idf(w) = log((M + 1) / (df(w) + 1)) over the M given tokenised documents (duplicates count);
    [CLS]/[SEP], present in every document, get log(1) = 0.
    """
    m = len(token_ids)
    doc_freq = np.zeros(vocab_size, dtype=np.float64)
    if m:
        doc_index = np.repeat(np.arange(m), [len(row) for row in token_ids])
        tokens = np.fromiter((t for row in token_ids for t in row), dtype=np.int64, count=len(doc_index))
        unique_pairs = np.unique(doc_index * vocab_size + tokens)
        doc_freq += np.bincount(unique_pairs % vocab_size, minlength=vocab_size)
    return torch.from_numpy(np.log((m + 1.0) / (doc_freq + 1.0))).float()


def token_weights(store: TextEmbeddings, special_ids: torch.Tensor, idf: torch.Tensor | None) -> torch.Tensor:
    """Per-token weight of a store: idf (or 1), and 0 for [CLS]/[SEP]."""
    weights = torch.ones(store.token_ids.shape[0]) if idf is None else idf[store.token_ids]
    return weights.masked_fill(torch.isin(store.token_ids, special_ids), 0.0)


def greedy_match(
    cand: torch.Tensor, cand_weight: torch.Tensor, cand_mask: torch.Tensor,
    ref: torch.Tensor, ref_weight: torch.Tensor, ref_mask: torch.Tensor,
):
    """Batched greedy matching of unit token embeddings (B, Lc, d) x (B, Lr, d) -> P, R, F1 of shape (B,)."""
    sim = torch.bmm(cand, ref.transpose(1, 2))
    valid = cand_mask.unsqueeze(2) & ref_mask.unsqueeze(1)
    sim = sim.masked_fill(~valid, _NO_MATCH)
    best_for_cand = sim.max(dim=2).values  # each candidate token's best reference token
    best_for_ref = sim.max(dim=1).values
    precision = (best_for_cand * cand_weight).sum(1) / cand_weight.sum(1)
    recall = (best_for_ref * ref_weight).sum(1) / ref_weight.sum(1)
    f1 = 2 * precision * recall / (precision + recall)
    # no real token on either side (empty text): bert_score's convention is 0
    empty = (cand_weight.sum(1) == 0) | (ref_weight.sum(1) == 0)
    precision = precision.masked_fill(empty, 0.0)
    recall = recall.masked_fill(empty, 0.0)
    f1 = f1.masked_fill(empty | torch.isnan(f1), 0.0)
    return precision, recall, f1


def read_baseline(baseline, layer: int) -> np.ndarray:
    """Rescaling baseline (P, R, F1): a 3-tuple of floats, or a bert_score baseline file (LAYER,P,R,F rows)."""
    if isinstance(baseline, (str, os.PathLike)):
        return _baseline_from_file(baseline, layer)
    values = np.asarray(baseline, dtype=np.float64).reshape(-1)
    if values.shape != (3,):
        raise ValueError(f"baseline must be (P, R, F1) or a bert_score baseline file, got {baseline!r}")
    return values


def _baseline_from_file(path, layer: int) -> np.ndarray:
    """The (P, R, F) row for `layer` of a bert_score baseline file; ValueError naming the file otherwise."""
    expected = "a bert_score baseline file (a CSV with columns LAYER,P,R,F, one row per layer)"
    if not os.path.isfile(path):
        raise ValueError(f"baseline {path!r} is not a file; give {expected}, (P, R, F1), None or 'auto'")
    try:
        with open(path, newline="", encoding="utf-8") as f:
            rows = list(csv.DictReader(f))
        table = {int(row["LAYER"]): np.array([float(row["P"]), float(row["R"]), float(row["F"])]) for row in rows}
    except (KeyError, TypeError, ValueError, UnicodeDecodeError):
        raise ValueError(f"baseline {path} is not {expected}") from None
    if layer not in table:
        raise ValueError(f"baseline file {path} has no row for layer {layer} (layers: {sorted(table)})")
    return table[layer]


def rescale(scores: np.ndarray, baseline_value: float) -> np.ndarray:
    """Map a raw score so that the baseline lands on 0 and a perfect match stays 1."""
    return (scores - baseline_value) / (1.0 - baseline_value)


def rescale_f1(f1: np.ndarray, baseline, layer: int) -> np.ndarray:
    """F1 rescaled with the F1 value of `baseline` at `layer`; unchanged when baseline is None."""
    return f1 if baseline is None else rescale(f1, read_baseline(baseline, layer)[2])
