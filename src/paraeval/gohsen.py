"""Gohsen et al.'s Delta(sem, syn): mean of semantic measures minus mean of syntactic measures, each on [0, 1].

    syntactic: BLEU (sentence BLEU, smoothed, mean of both directions), ROUGE-1 F and ROUGE-L F (stemmed)
    semantic:  WMS = 1 - WMD/2, BERTScore F1 (rescaled with the model's baseline when one exists),
               SBERT cosine; BERTScore and cosine are clipped to [0, 1]
    delta = mean(semantic) - mean(syntactic), in [-1, 1]; high = lexically diverse yet close in meaning.

A pair with an empty or whitespace-only side scores 0 on every measure (delta 0). A side whose words are
all out of the word-vector vocabulary has WMD = inf and WMS = 0; the other measures are computed as usual.

BERTScore and SBERT cosine come from one encoder pass (`score_pairs` with a layer and pooling).
"""
from __future__ import annotations

import numpy as np

from .bertscore import rescale_f1
from .encoder import load_encoder
from .hashcode import hashcode
from .inputs import check_texts
from .lexical import rouge_f, symmetric_bleu
from .models import default_baseline, resolve_model
from .pairwise import TextIndex, score_pairs
from .scoring import MetricResult
from .wmd import word_movers_distance

SYNTACTIC = ("bleu", "rouge1", "rougeL")
SEMANTIC = ("wms", "bertscore", "sbert_cosine")


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
) -> MetricResult:
    """Delta(sem, syn) per pair, with every measure as a component (`bleu`, `rouge1`, `rougeL`, `wms`,
    `bertscore`, `sbert_cosine`) and the two means (`semantic`, `syntactic`).

    baseline: "auto" rescales BERTScore with the baseline paraeval ships for the model (the embedded
    model has one), None keeps raw F1, or (P, R, F1) / a bert_score baseline file.
    """
    predictions = check_texts("predictions", predictions)
    references = check_texts("references", references, len(predictions))
    spec = resolve_model(model, num_layers)
    encoder = load_encoder(spec, device)
    index = TextIndex()
    left, right = index.add(predictions), index.add(references)
    pair = score_pairs(encoder, index.texts, left, right, layer=spec.num_layers, pooled=True,
                       batch_size=batch_size, progress=progress)
    if isinstance(baseline, str) and baseline == "auto":
        baseline = default_baseline(spec)
    f1 = rescale_f1(pair.f1, baseline, spec.num_layers)
    wmd = word_movers_distance(predictions, references, vectors=vectors, remove_stop_words=remove_stop_words)
    rouge = rouge_f(predictions, references)
    measures = {
        "bleu": symmetric_bleu(predictions, references),
        "rouge1": rouge["rouge1"],
        "rougeL": rouge["rougeL"],
        "wms": wmd.similarity,
        "bertscore": np.clip(f1, 0.0, 1.0),
        "sbert_cosine": np.clip(pair.cosine, 0.0, 1.0),
    }
    # an empty or whitespace-only side has no content: every measure is 0, so delta is 0 (pooled cosine
    # of the bare [CLS][SEP] embedding would otherwise give an empty text a semantic score)
    empty = np.array([not p.strip() or not r.strip() for p, r in zip(predictions, references)], dtype=bool)
    for name in measures:
        measures[name] = np.where(empty, 0.0, measures[name])
    semantic = np.mean([measures[m] for m in SEMANTIC], axis=0)
    syntactic = np.mean([measures[m] for m in SYNTACTIC], axis=0)
    code = hashcode(spec, encoder, rescaled=baseline is not None, extra=f"wmd={wmd.vectors}")
    return MetricResult(
        scores=semantic - syntactic, hashcode=code,
        components={"semantic": semantic, "syntactic": syntactic, **measures,
                    "wmd_dropped_tokens": wmd.dropped_tokens},
    )
