"""Lexical (syntactic) overlap measures on [0, 1]: sentence BLEU (sacrebleu) and ROUGE F (rouge-score).

Each unique (hypothesis, reference) pair is scored once per call (paraphrase data repeats pairs and
sources), with one sacrebleu BLEU object and one rouge-score scorer per process.
"""
from __future__ import annotations

import functools

import numpy as np


@functools.lru_cache(maxsize=1)
def _bleu():
    from sacrebleu.metrics import BLEU

    # sentence-level BLEU: exponential smoothing (sacrebleu's default) and effective order, so short
    # sentences without 4-gram matches still get a graded score
    return BLEU(effective_order=True)


def sentence_bleu(hypotheses, references) -> np.ndarray:
    """sacrebleu sentence BLEU of each hypothesis against its reference (a string, or a list of strings for
    multi-reference BLEU), on [0, 1]: score / 100, clipped (sacrebleu returns 100.00000000000004 for some
    perfect matches).

    >>> sentence_bleu(["the cat sat on the mat"], ["the cat sat on the mat"]).tolist()
    [1.0]
    """
    bleu = _bleu()
    cache: dict = {}
    out = np.empty(len(hypotheses))
    for i, (hyp, ref) in enumerate(zip(hypotheses, references)):
        refs = (ref,) if isinstance(ref, str) else tuple(ref)
        key = (hyp, refs)
        if key not in cache:
            cache[key] = bleu.sentence_score(hyp, list(refs)).score / 100.0
        out[i] = cache[key]
    return np.clip(out, 0.0, 1.0)


def corpus_bleu(hypotheses, reference_groups) -> float:
    """sacrebleu corpus BLEU on [0, 1]; reference_groups holds one list of references per hypothesis."""
    from sacrebleu.metrics import BLEU

    if not hypotheses:
        return 0.0
    width = max(len(g) for g in reference_groups)
    # sacrebleu takes reference streams; a missing reference is None
    streams = [[g[k] if k < len(g) else None for g in reference_groups] for k in range(width)]
    return BLEU().corpus_score(list(hypotheses), streams).score / 100.0


def symmetric_bleu(a, b) -> np.ndarray:
    """Mean of sentence BLEU in both directions (BLEU is not symmetric), as Gohsen et al. compute it."""
    return (sentence_bleu(a, b) + sentence_bleu(b, a)) / 2.0


@functools.lru_cache(maxsize=4)
def _rouge_scorer(types: tuple, use_stemmer: bool):
    from rouge_score import rouge_scorer

    return rouge_scorer.RougeScorer(list(types), use_stemmer=use_stemmer)


def rouge_f(predictions, references, types=("rouge1", "rougeL"), use_stemmer: bool = True) -> dict[str, np.ndarray]:
    """ROUGE F-measure per pair for each of `types` (rouge-score, Porter stemming by default).

    >>> {k: v.round(4).tolist() for k, v in rouge_f(["the cats sat"], ["a cat sat down"]).items()}
    {'rouge1': [0.5714], 'rougeL': [0.5714]}
    """
    scorer = _rouge_scorer(tuple(types), use_stemmer)
    out = {t: np.empty(len(predictions)) for t in types}
    cache: dict = {}
    for i, pair in enumerate(zip(predictions, references)):
        if pair not in cache:
            scores = scorer.score(pair[1], pair[0])  # rouge-score takes (target, prediction)
            cache[pair] = [scores[t].fmeasure for t in types]
        for t, value in zip(types, cache[pair]):
            out[t][i] = value
    return out
