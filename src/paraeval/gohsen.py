"""Gohsen et al.'s Delta(sem, syn): mean of semantic measures minus mean of syntactic measures, each on [0, 1].

    syntactic: BLEU (sentence BLEU, smoothed, mean of both directions), ROUGE-1 F and ROUGE-L F (stemmed)
    semantic:  WMS = 1 - WMD/2, BERTScore F1 (rescaled with the model's baseline when one exists),
               SBERT cosine; BERTScore and cosine are clipped to [0, 1]
    delta = mean(semantic) - mean(syntactic), in [-1, 1]; high = lexically diverse yet close in meaning.

A pair with an empty or whitespace-only side scores 0 on every measure (delta 0). A side whose words are
all out of the word-vector vocabulary has WMD = inf and WMS = 0; the other measures are computed as usual.

BERTScore and SBERT cosine come from one encoder pass (`score_paraphrases`), shared with any other metric
of the same call.
"""
from __future__ import annotations

import numpy as np

from .lexical import rouge_f, symmetric_bleu
from .scoring import MetricResult, score_paraphrases

SYNTACTIC = ("bleu", "rouge1", "rougeL")
SEMANTIC = ("wms", "bertscore", "sbert_cosine")


def delta_sem_syn(predictions, references, bertscore, cosine, wms) -> tuple[np.ndarray, dict]:
    """Delta per pair and every measure, from the semantic scores already computed for the pairs.

    bertscore, cosine: BERTScore F1 (rescaled or not) and pooled cosine of each pair; wms: 1 - WMD/2.
    Returns (delta, {"semantic", "syntactic", "bleu", "rouge1", "rougeL", "wms", "bertscore", "sbert_cosine"}).
    """
    rouge = rouge_f(predictions, references)
    measures = {
        "bleu": symmetric_bleu(predictions, references),
        "rouge1": rouge["rouge1"],
        "rougeL": rouge["rougeL"],
        "wms": np.asarray(wms, dtype=np.float64),
        "bertscore": np.clip(bertscore, 0.0, 1.0),
        "sbert_cosine": np.clip(cosine, 0.0, 1.0),
    }
    # an empty or whitespace-only side has no content: every measure is 0, so delta is 0 (pooled cosine
    # of the bare [CLS][SEP] embedding would otherwise give an empty text a semantic score)
    empty = np.array([not p.strip() or not r.strip() for p, r in zip(predictions, references)], dtype=bool)
    for name in measures:
        measures[name] = np.where(empty, 0.0, measures[name])
    semantic = np.mean([measures[m] for m in SEMANTIC], axis=0)
    syntactic = np.mean([measures[m] for m in SYNTACTIC], axis=0)
    return semantic - syntactic, {"semantic": semantic, "syntactic": syntactic, **measures}


def gohsen_delta(
    predictions,
    references,
    *,
    model: str | None = None,
    num_layers: int | None = None,
    baseline="auto",
    vectors=None,
    remove_stop_words: bool = True,
    batch_size: int = 64,
    device: str | None = None,
    progress: bool | None = None,
    demojize: bool = False,
) -> MetricResult:
    """Delta(sem, syn) per pair, with every measure as a component (`bleu`, `rouge1`, `rougeL`, `wms`,
    `bertscore`, `sbert_cosine`), the two means (`semantic`, `syntactic`) and `wmd_dropped_tokens`.

    baseline: "auto" rescales BERTScore with the baseline paraeval ships for the model (the embedded
    model has one), None keeps raw F1, or (P, R, F1) / a bert_score baseline file.

    >>> r = gohsen_delta(["What is your age?"], ["How old are you?"])
    >>> round(float(r.scores[0]), 4), round(float(r.components["syntactic"][0]), 4)
    (0.6464, 0.0356)
    """
    return score_paraphrases(
        predictions, references=references, metrics=("gohsen_delta",), model=model, num_layers=num_layers,
        baseline=baseline, vectors=vectors, remove_stop_words=remove_stop_words, batch_size=batch_size,
        device=device, progress=progress, demojize=demojize,
    )["gohsen_delta"]
