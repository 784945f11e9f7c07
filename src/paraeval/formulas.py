"""The per-pair formulas of the compound metrics, from terms already measured (below the scoring layer).

    Gohsen's Delta(sem, syn) = mean(WMS, BERTScore, SBERT cosine) - mean(BLEU, ROUGE-1, ROUGE-L)
    iBLEU      = BLEU(C, R) - alpha * SelfBLEU,                    alpha = 0.3
    BERT-iBLEU = (beta + 1) / (beta / BERTScore + 1 / (1 - SelfBLEU)),  beta = 4
    SelfBLEU   = BLEU(C, X): the candidate scored against its input as reference

`score_paraphrases` measures the terms once per call (one encoder pass, one WMD, one SelfBLEU) and applies
these; the public per-metric functions (`gohsen_delta`, `ibleu`, `bert_ibleu`) call it.
"""
from __future__ import annotations

import numpy as np

from .hashcode import versions
from .lexical import corpus_bleu, rouge_f, sentence_bleu, symmetric_bleu
from .result import MetricResult

# component names: prefixed, so that no key of Gohsen's result is another module's name ("sbert_cosine",
# "wms"), which evaluate.combine would then have to prefix ("sbert_cosine_sbert_cosine", "wmd_wms")
SYNTACTIC = ("syn_bleu", "syn_rouge1", "syn_rougeL")
SEMANTIC = ("sem_wms", "sem_bertscore", "sem_cosine")


def delta_sem_syn(predictions, references, bertscore, cosine, wms) -> tuple[np.ndarray, dict]:
    """Delta per pair and every measure, from the semantic scores already computed for the pairs.

    bertscore, cosine: BERTScore F1 (rescaled or not) and pooled cosine of each pair; wms: 1 - WMD/2.
    Returns (delta, {"semantic", "syntactic", *SYNTACTIC, *SEMANTIC}).
    """
    rouge = rouge_f(predictions, references)
    measures = {
        "syn_bleu": symmetric_bleu(predictions, references),
        "syn_rouge1": rouge["rouge1"],
        "syn_rougeL": rouge["rougeL"],
        "sem_wms": np.asarray(wms, dtype=np.float64),
        "sem_bertscore": np.clip(bertscore, 0.0, 1.0),
        "sem_cosine": np.clip(cosine, 0.0, 1.0),
    }
    # an empty or whitespace-only side has no content: every measure is 0, so delta is 0 (pooled cosine
    # of the bare [CLS][SEP] embedding would otherwise give an empty text a semantic score)
    empty = np.array([not p.strip() or not r.strip() for p, r in zip(predictions, references)], dtype=bool)
    for name in measures:
        measures[name] = np.where(empty, 0.0, measures[name])
    semantic = np.mean([measures[m] for m in SEMANTIC], axis=0)
    syntactic = np.mean([measures[m] for m in SYNTACTIC], axis=0)
    return semantic - syntactic, {"semantic": semantic, "syntactic": syntactic, **measures}


def ibleu_from_self_bleu(predictions, sources, groups, self_bleu, alpha: float = 0.3) -> MetricResult:
    """iBLEU of checked inputs (a list of references per prediction), given SelfBLEU = BLEU(C, X) per pair."""
    ref_bleu = sentence_bleu(predictions, groups)
    # corpus level too, as iBLEU is usually reported
    corpus = corpus_bleu(predictions, groups) - alpha * corpus_bleu(predictions, [[s] for s in sources])
    return MetricResult(
        scores=ref_bleu - alpha * self_bleu,
        hashcode=f"ibleu_alpha={alpha:g}_sacrebleu-sentence-exp-effective-order_{versions('sacrebleu')}",
        components={"bleu": ref_bleu, "self_bleu": self_bleu, "corpus_ibleu": np.float64(corpus)},
    )


def harmonic_bert_ibleu(bertscore, self_bleu, beta: float = 4.0) -> np.ndarray:
    """(beta + 1) / (beta / BERTScore + 1 / (1 - SelfBLEU)), 0 where BERTScore <= 0 or SelfBLEU >= 1.

    >>> harmonic_bert_ibleu(np.array([0.8, 0.8, 0.9]), np.array([0.5, 1.0, 0.0])).round(4).tolist()
    [0.7143, 0.0, 0.9184]
    """
    sim = np.asarray(bertscore, dtype=np.float64)
    div = 1.0 - np.asarray(self_bleu, dtype=np.float64)
    valid = (sim > 0) & (div > 0)
    with np.errstate(divide="ignore", invalid="ignore"):
        value = (beta + 1.0) / (beta / sim + 1.0 / div)
    return np.where(valid, value, 0.0)
