"""Word Mover's Distance (Kusner et al., 2015) and Gohsen et al.'s Word Mover's Similarity WMS = 1 - WMD / 2.

Texts are NFC-normalised and lowercased, and tokens are runs of Unicode letters and digits (with the
combining marks attached to them); stop words are removed by default (paraeval's own list, shipped in
paraeval/resources). Scripts written without spaces (Chinese, Japanese, Thai) are not segmented: a run
between spaces or punctuation is one token (pass tokenized=True with your own segmentation).
Out-of-vocabulary tokens are dropped, as gensim's `wmdistance` does, and counted in `dropped_tokens`; a
side with no known word gives WMD = inf and WMS = 0. Each side is a normalised bag of words (nBOW: count
/ length) over unit-normalised vectors, the cost is the Euclidean distance between them, and the
distance is the exact optimal-transport cost (POT's network simplex, `ot.emd2`). Unit vectors are at
distance <= 2, so WMS lies in [0, 1].
"""
from __future__ import annotations

import functools
import re
import unicodedata
from dataclasses import dataclass
from importlib import resources

import numpy as np
import ot
import regex
from scipy.spatial.distance import cdist

from .inputs import check_flag, check_texts
from .wordvectors import WordVectors, load_word_vectors

_ASCII_WORD = re.compile(r"[a-z0-9]+")  # what _WORD matches in lowercase ASCII text


@functools.lru_cache(maxsize=1)
def stop_words() -> frozenset:
    text = resources.files("paraeval").joinpath("resources/stopwords_en.txt").read_text(encoding="utf-8")
    return frozenset(line.strip() for line in text.splitlines() if line.strip() and not line.startswith("#"))


# Runs of letters and digits with the combining marks inside them (Devanagari "के", vowelled Arabic and
# "i̇stanbul", which is "İstanbul".lower(), are words GloVe has; Python's \w has no marks). Variation
# selectors are marks that belong to emoji (U+FE0F after a heart), so they are removed first.
_WORD = regex.compile(r"[\p{L}\p{N}][\p{L}\p{N}\p{Mn}\p{Mc}]*")
_VARIATION_SELECTORS = regex.compile(r"[\uFE00-\uFE0F\U000E0100-\U000E01EF]")


def wmd_tokens(text: str, remove_stop_words: bool = True) -> list[str]:
    """Lowercase, split into runs of Unicode letters and digits, optionally drop stop words.

    NFC makes composed and decomposed "café" one token; str.lower rather than casefold, since GloVe
    keeps "straße" and final sigma. Apostrophes, hyphens and "_" split words, as before.

    >>> wmd_tokens("The President greets the press in Chicago!")
    ['president', 'greets', 'press', 'chicago']
    >>> wmd_tokens("Un CAFÉ naïve, 北京欢迎你。")
    ['un', 'café', 'naïve', '北京欢迎你']
    """
    text = text.lower()
    if text.isascii():  # no marks, nothing to normalise: the same tokens, about 3x faster
        tokens = _ASCII_WORD.findall(text)
    else:
        tokens = _WORD.findall(_VARIATION_SELECTORS.sub("", unicodedata.normalize("NFC", text)))
    if remove_stop_words:
        stop = stop_words()
        tokens = [t for t in tokens if t not in stop]
    return tokens


@dataclass
class WMDResult:
    distance: np.ndarray  # WMD per pair, inf where a side has no known word
    similarity: np.ndarray  # WMS = 1 - WMD / 2, 0 where WMD is inf
    dropped_tokens: np.ndarray  # out-of-vocabulary tokens dropped per pair (both sides)
    vectors: str


def _bag(rows: np.ndarray):
    """Unique vocabulary rows and their nBOW weights (count / number of known tokens)."""
    unique, counts = np.unique(rows, return_counts=True)
    return unique, counts / rows.shape[0]


def word_movers_distance(
    predictions, references, *, vectors=None, remove_stop_words: bool = True, tokenized: bool = False,
) -> WMDResult:
    """WMD and WMS of each (prediction, reference) pair.

    vectors: None/"default" (embedded GloVe 6B 50d), a word2vec/GloVe text file, gensim KeyedVectors or a
    WordVectors. tokenized=True: inputs are token lists, used as given (no lowercasing or stop words).

    >>> r = word_movers_distance(["Obama speaks to the media in Illinois"], ["The President greets the press in Chicago"])
    >>> round(float(r.distance[0]), 4), round(float(r.similarity[0]), 4)
    (0.8515, 0.5742)
    """
    remove_stop_words = check_flag("remove_stop_words", remove_stop_words)
    if not check_flag("tokenized", tokenized):
        predictions = check_texts("predictions", predictions)
        references = check_texts("references", references, len(predictions))
    elif len(references) != len(predictions):
        raise ValueError(f"references has {len(references)} items but predictions has {len(predictions)}")
    wv: WordVectors = load_word_vectors(vectors)
    n = len(predictions)
    # tokenise and look up each unique text once
    texts = list(dict.fromkeys([*predictions, *references])) if not tokenized else None
    if tokenized:
        token_lists = [list(t) for t in (*predictions, *references)]
        pos_pred, pos_ref = np.arange(n), np.arange(n, 2 * n)
    else:
        where = {t: i for i, t in enumerate(texts)}
        token_lists = [wmd_tokens(t, remove_stop_words) for t in texts]
        pos_pred = np.fromiter((where[t] for t in predictions), dtype=np.int64, count=n)
        pos_ref = np.fromiter((where[t] for t in references), dtype=np.int64, count=n)
    lengths = np.array([len(t) for t in token_lists], dtype=np.int64)
    rows = wv.lookup([tok for toks in token_lists for tok in toks])
    known = rows >= 0
    starts = np.concatenate([[0], np.cumsum(lengths)])
    per_text = [rows[s:e][known[s:e]] for s, e in zip(starts[:-1], starts[1:])]
    owner = np.repeat(np.arange(len(token_lists)), lengths)  # text of each token
    dropped_per_text = lengths - np.bincount(owner[known], minlength=len(token_lists))
    vocab = np.unique(rows[known])
    unit = wv.unit(vocab).astype(np.float64)  # unit vectors of every known word of the call, computed once
    bags = [_bag(np.searchsorted(vocab, r)) if len(r) else None for r in per_text]

    distance = np.empty(n)
    for i, (a, b) in enumerate(zip(pos_pred, pos_ref)):
        bag_a, bag_b = bags[a], bags[b]
        if bag_a is None or bag_b is None:
            distance[i] = np.inf
            continue
        (words_a, weights_a), (words_b, weights_b) = bag_a, bag_b
        cost = cdist(unit[words_a], unit[words_b])
        # both bags sum to 1 by construction; skip the per-call marginal check and dual centring
        distance[i] = ot.emd2(weights_a, weights_b, cost, center_dual=False, check_marginals=False)
    similarity = np.where(np.isfinite(distance), 1.0 - distance / 2.0, 0.0)
    dropped = dropped_per_text[pos_pred] + dropped_per_text[pos_ref]
    return WMDResult(distance=distance, similarity=similarity, dropped_tokens=dropped, vectors=wv.name)
