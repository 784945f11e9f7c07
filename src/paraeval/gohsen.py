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

from .result import MetricResult
from .scoring import score_paraphrases


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
    fp16: bool = False,
    progress: bool | None = None,
    demojize: bool = False,
) -> MetricResult:
    """Delta(sem, syn) per pair, with every measure as a component (`syn_bleu`, `syn_rouge1`, `syn_rougeL`,
    `sem_wms`, `sem_bertscore`, `sem_cosine`), the two means (`semantic`, `syntactic`) and `wmd_dropped_tokens`.

    baseline: "auto" rescales BERTScore with the baseline paraeval ships for the model (the embedded
    model has one), None keeps raw F1, or (P, R, F1) / a bert_score baseline file.

    >>> r = gohsen_delta(["What is your age?"], ["How old are you?"])
    >>> round(float(r.scores[0]), 4), round(float(r.components["syntactic"][0]), 4)
    (0.6464, 0.0356)
    """
    return score_paraphrases(
        predictions, references=references, metrics=("gohsen_delta",), model=model, num_layers=num_layers,
        baseline=baseline, vectors=vectors, remove_stop_words=remove_stop_words, batch_size=batch_size,
        device=device, fp16=fp16, progress=progress, demojize=demojize,
    )["gohsen_delta"]
