"""iBLEU and BERT-iBLEU as defined in Shen et al. (2022), appendix D.

    iBLEU      = BLEU(C, R) - alpha * SelfBLEU,                    alpha = 0.3
    BERT-iBLEU = (beta + 1) / (beta / BERTScore + 1 / (1 - SelfBLEU)),  beta = 4
    SelfBLEU   = BLEU(C, X): the candidate scored against its input as reference

BLEU is sacrebleu sentence BLEU on [0, 1] (smoothed, effective order). BERTScore is F1 between input and
candidate, as ParaScore's Sim. BERT-iBLEU is a weighted harmonic mean of BERTScore and 1 - SelfBLEU: it is
0 when either is <= 0 (a copy of the input has SelfBLEU = 1).
"""
from __future__ import annotations

from .formulas import ibleu_from_self_bleu
from .inputs import check_number, check_reference_groups, check_texts
from .lexical import sentence_bleu
from .result import MetricResult
from .scoring import score_paraphrases


def ibleu(predictions, sources, references, *, alpha: float = 0.3) -> MetricResult:
    """Per-pair iBLEU (sentence BLEU against the references minus alpha times SelfBLEU), and corpus iBLEU.

    references: one string or a list of strings per prediction (multi-reference BLEU).

    >>> r = ibleu(["the cat sat on the mat"], ["the cat sat on the mat"], ["the cat sat on the mat"])
    >>> round(float(r.scores[0]), 4), r.components["self_bleu"].tolist()
    (0.7, [1.0])
    """
    predictions = check_texts("predictions", predictions)
    sources = check_texts("sources", sources, len(predictions))
    groups = check_reference_groups("references", references, len(predictions))
    alpha = check_number("alpha", alpha, low=0, high=1)
    return ibleu_from_self_bleu(predictions, sources, groups, sentence_bleu(predictions, sources), alpha)


def bert_ibleu(
    predictions, sources, *, beta: float = 4.0, model: str | None = None, num_layers: int | None = None,
    baseline=None, batch_size: int = 64, device: str | None = None, fp16: bool = False,
    progress: bool | None = None, demojize: bool = False,
) -> MetricResult:
    """BERT-iBLEU of each candidate against its input (Niu et al., 2021, as Shen et al. define it)."""
    return score_paraphrases(
        predictions, sources, metrics=("bert_ibleu",), beta=beta, model=model, num_layers=num_layers,
        baseline=baseline, batch_size=batch_size, device=device, fp16=fp16, progress=progress, demojize=demojize,
    )["bert_ibleu"]
