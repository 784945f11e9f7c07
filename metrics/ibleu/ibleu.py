"""iBLEU: BLEU against references, penalised by BLEU against the input (Sun & Zhou, 2012)."""
import evaluate

import paraeval
from paraeval.evaluate_base import ParaevalMetric

_CITATION = """\
@inproceedings{sun-zhou-2012-joint,
    title = "Joint Learning of a Dual {SMT} System for Paraphrase Generation",
    author = "Sun, Hong and Zhou, Ming",
    booktitle = "Proceedings of ACL 2012 (Volume 2: Short Papers)",
    year = "2012",
    pages = "38--42",
}
"""

_DESCRIPTION = """\
iBLEU = BLEU(C, R) - alpha * SelfBLEU, with SelfBLEU = BLEU(C, X) the candidate's BLEU against its input
and alpha = 0.3, as Shen et al. (2022, appendix D) define it. BLEU is sacrebleu sentence BLEU on [0, 1]
(exponential smoothing, effective order); the corpus-level value (sacrebleu corpus BLEU) is returned too.
"""

_KWARGS_DESCRIPTION = """
Args:
    sources (list of str): the inputs.
    predictions (list of str): candidate paraphrases.
    references (list of str, or list of lists of str): one or several references per candidate.
    alpha (float): weight of the SelfBLEU penalty, default 0.3.
Returns:
    ibleu (float): mean of the per-pair iBLEU; scores (list of float): per pair, in [-alpha, 1];
    bleu, self_bleu (list of float): the two terms; corpus_ibleu (float): corpus BLEU - alpha * corpus SelfBLEU;
    hashcode (str): alpha, BLEU settings and versions (paraeval, sacrebleu).
Examples:
    >>> ibleu = evaluate.load("ibleu")
    >>> results = ibleu.compute(
    ...     sources=["How old are you?"],
    ...     predictions=["What is your age?"],
    ...     references=[["What is your age?", "How old r u?"]],
    ... )
    >>> round(results["ibleu"], 4), round(results["self_bleu"][0], 4)
    (0.968, 0.1068)

    Copying the input is penalised by alpha:
    >>> results = ibleu.compute(sources=["It rains."], predictions=["It rains."], references=["It rains."], alpha=0.5)
    >>> results["scores"]
    [0.5]
"""


@evaluate.utils.file_utils.add_start_docstrings(_DESCRIPTION, _KWARGS_DESCRIPTION)
class Ibleu(ParaevalMetric):
    def _info(self, config=None):
        return self._metric_info(
            description=_DESCRIPTION,
            citation=_CITATION,
            inputs_description=_KWARGS_DESCRIPTION,
            codebase_urls=["https://github.com/mjpost/sacrebleu"],
            reference_urls=["https://aclanthology.org/P12-2008/"],
        )

    def _compute(self, predictions, references, sources, alpha=0.3):
        return paraeval.ibleu(predictions, sources, references, alpha=alpha).to_dict("ibleu")
