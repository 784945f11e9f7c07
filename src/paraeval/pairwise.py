"""Score many (candidate, other) text pairs with one embedding pass per unique text.

Pairs index into a list of unique texts. Texts are tokenised once, then embedded in chunks whose
new tokens fit a memory budget: a text is embedded when a chunk first needs it and kept only while
later pairs still use it, so memory stays bounded for any number of pairs while no text is
embedded twice in one call.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import torch
from tqdm.auto import tqdm

from .bertscore import greedy_match, idf_weights, token_weights
from .encoder import Encoder, TextEmbeddings

# Token embeddings held at once for newly embedded texts, in floats (2**26 floats = 256 MiB).
DEFAULT_CHUNK_FLOATS = 2**26
# Below this many texts a call is quick and shows no progress bar unless asked.
AUTO_PROGRESS_TEXTS = 2000
# Pairs per greedy-matching batch (sorted by length, so padding stays small).
MATCH_BATCH = 512


@dataclass
class PairScores:
    """Per-pair results; a field is None when it was not requested."""

    precision: np.ndarray | None = None
    recall: np.ndarray | None = None
    f1: np.ndarray | None = None
    cosine: np.ndarray | None = None
    #: most token rows held at once (memory is about this times the hidden size times 4 bytes)
    peak_resident_tokens: int = 0


class TextIndex:
    """Unique texts of a call and the integer id of each occurrence."""

    def __init__(self):
        self.texts: list[str] = []
        self._ids: dict[str, int] = {}

    def add(self, texts) -> np.ndarray:
        ids = self._ids
        out = np.empty(len(texts), dtype=np.int64)
        for i, text in enumerate(texts):
            out[i] = ids.setdefault(text, len(ids))
            if out[i] == len(self.texts):
                self.texts.append(text)
        return out


def _chunk_bounds(left, right, lengths, n_texts, budget_tokens):
    """Split the pair sequence so that texts first needed inside one chunk fit the token budget."""
    n = len(left)
    first_use = np.full(n_texts, n, dtype=np.int64)
    np.minimum.at(first_use, left, np.arange(n))
    np.minimum.at(first_use, right, np.arange(n))
    used = first_use < n
    new_tokens = np.bincount(first_use[used], weights=lengths[used], minlength=n)
    bounds, acc = [0], 0.0
    for i in np.flatnonzero(new_tokens):  # loop over pairs that bring new texts only
        if acc + new_tokens[i] > budget_tokens and i > bounds[-1]:
            bounds.append(int(i))
            acc = 0.0
        acc += new_tokens[i]
    bounds.append(n)
    return bounds, first_use


def score_pairs(
    encoder: Encoder,
    texts: list[str],
    left: np.ndarray,
    right: np.ndarray,
    *,
    layer: int | None = None,
    pooled: bool = False,
    idf: bool | list[int] = False,
    batch_size: int = 64,
    chunk_floats: int = DEFAULT_CHUNK_FLOATS,
    progress: bool | None = None,
) -> PairScores:
    """BERTScore P/R/F1 (if `layer` is given) and/or pooled cosine (if `pooled`) for pairs (left[i], right[i]).

    `left` is the candidate side (precision is over its tokens). idf: False, or True to weight by idf
    computed over the right-hand texts of all pairs (bert_score computes idf over its references),
    or a list of text ids to compute it over. progress: None shows a bar only for long work.
    """
    left = np.asarray(left, dtype=np.int64)
    right = np.asarray(right, dtype=np.int64)
    n = len(left)
    result = PairScores()
    if layer is not None:
        result.precision, result.recall, result.f1 = (np.zeros(n) for _ in range(3))
    if pooled:
        result.cosine = np.zeros(n)
    if n == 0:
        return result
    token_ids = encoder.tokenize(texts)
    lengths = np.array([len(row) for row in token_ids], dtype=np.int64)
    idf_vector = None
    if layer is not None and idf is not False:
        docs = right if idf is True else np.asarray(idf, dtype=np.int64)
        idf_vector = idf_weights([token_ids[i] for i in docs], len(encoder.tokenizer))
    dim = encoder.model.config.hidden_size
    bounds, first_use = _chunk_bounds(left, right, lengths, len(texts), max(chunk_floats // dim, 1))
    last_use = np.full(len(texts), -1, dtype=np.int64)
    np.maximum.at(last_use, left, np.arange(n))
    np.maximum.at(last_use, right, np.arange(n))

    slot = np.full(len(texts), -1, dtype=np.int64)  # text id -> row in the resident store
    store: TextEmbeddings | None = None
    resident = np.zeros(0, dtype=np.int64)  # text ids in store order
    n_used = int((first_use < n).sum())
    show = n_used >= AUTO_PROGRESS_TEXTS if progress is None else progress
    bar = tqdm(total=n_used, desc="embedding", unit="text", disable=not show)
    for start, end in zip(bounds[:-1], bounds[1:]):
        new = np.flatnonzero((first_use >= start) & (first_use < end))
        fresh = encoder.embed(
            [texts[i] for i in new], layer=layer, pooled=pooled, batch_size=batch_size,
            token_ids=[token_ids[i] for i in new], progress=bar,
        )
        store = fresh if store is None else TextEmbeddings.concat([store, fresh])
        resident = np.concatenate([resident, new])
        result.peak_resident_tokens = max(result.peak_resident_tokens, int(store.token_ids.shape[0]))
        slot[resident] = np.arange(len(resident))
        a, b = slot[left[start:end]], slot[right[start:end]]
        if layer is not None:
            weights = token_weights(store, encoder.special_ids, idf_vector)
            p, r, f = _match_all(store, weights, a, b)
            result.precision[start:end], result.recall[start:end], result.f1[start:end] = p, r, f
        if pooled:
            result.cosine[start:end] = torch.nn.functional.cosine_similarity(
                store.pooled[torch.from_numpy(a)], store.pooled[torch.from_numpy(b)], dim=-1
            ).double().numpy()
        # drop texts no later pair needs
        keep = last_use[resident] >= end
        if not keep.all():
            slot[resident[~keep]] = -1
            store = store.select(torch.from_numpy(np.flatnonzero(keep)))
            resident = resident[keep]
    bar.close()
    return result


def sentence_cosine(encoder: Encoder, predictions: list[str], references: list[str], *, batch_size: int = 64,
                    progress: bool | None = None) -> np.ndarray:
    """Pooled cosine of each (prediction, reference) pair, each unique text embedded once: SBERT cosine's
    computation for callers below the scoring layer (PAM's fallback for texts its parser cannot read)."""
    index = TextIndex()
    left, right = index.add(predictions), index.add(references)
    return score_pairs(encoder, index.texts, left, right, pooled=True, batch_size=batch_size, progress=progress).cosine


def _match_all(store: TextEmbeddings, weights: torch.Tensor, a: np.ndarray, b: np.ndarray):
    """Greedy matching for store rows a[i] (candidate) vs b[i], in length-sorted batches."""
    lengths = store.lengths.numpy()
    order = np.lexsort((lengths[b], lengths[a]))
    out = np.zeros((3, len(a)))
    for start in range(0, len(a), MATCH_BATCH):
        idx = order[start : start + MATCH_BATCH]
        cand_rows, cand_mask = store.padded_rows(torch.from_numpy(a[idx]))
        ref_rows, ref_mask = store.padded_rows(torch.from_numpy(b[idx]))
        cand, cand_w = store.tokens[cand_rows], weights[cand_rows] * cand_mask
        ref, ref_w = store.tokens[ref_rows], weights[ref_rows] * ref_mask
        p, r, f = greedy_match(cand, cand_w, cand_mask, ref, ref_w, ref_mask)
        out[:, idx] = torch.stack([p, r, f]).double().numpy()
    return out[0], out[1], out[2]

