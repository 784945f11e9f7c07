"""BERT-iBLEU: harmonic mean of BERTScore and lexical novelty against the input (Niu et al., 2021)."""
import evaluate

import paraeval
from paraeval.evaluate_base import ParaevalMetric

_CITATION = """\
@inproceedings{niu-etal-2021-unsupervised,
    title = "Unsupervised Paraphrasing with Pretrained Language Models",
    author = "Niu, Tong and Yavuz, Semih and Zhou, Yingbo and Keskar, Nitish Shirish and Wang, Huan and Xiong, Caiming",
    booktitle = "Proceedings of EMNLP 2021",
    year = "2021",
    pages = "5136--5150",
}
"""

_DESCRIPTION = """\
BERT-iBLEU = (beta + 1) / (beta / BERTScore + 1 / (1 - SelfBLEU)), beta = 4, as Shen et al. (2022,
appendix D) define it: a weighted harmonic mean of the BERTScore F1 between input and candidate and of
1 - SelfBLEU (SelfBLEU = sacrebleu sentence BLEU of the candidate against the input, on [0, 1]).
It is 0 when BERTScore <= 0 or SelfBLEU = 1 (a copy of the input). The config name picks the encoder
("default": embedded all-MiniLM-L6-v2, layer 6).
"""

_KWARGS_DESCRIPTION = """
Args:
    sources (list of str): the inputs.
    predictions (list of str): candidate paraphrases.
    references: ignored; accepted so the module can sit in evaluate.combine with parascore.
    beta (float): weight of BERTScore, default 4.
    model_type (str), num_layers (int), baseline ((P, R, F1) or file), batch_size, device, progress.
    fp16 (bool): run the encoder in half precision (the fast path on a GPU; scores move by about 1e-3). Default False.
    demojize (bool): replace emoji by their English names before scoring (the default model reads emoji as [UNK]).
        Default False.
Returns:
    bert_ibleu (float): mean; scores (list of float): per pair, in [0, 1];
    bertscore, self_bleu (list of float): the two terms; hashcode (str).
Examples:
    >>> bert_ibleu = evaluate.load("bert_ibleu")
    >>> results = bert_ibleu.compute(sources=["How old are you?"], predictions=["What is your age?"])
    >>> round(results["bert_ibleu"], 4)
    0.7954

    A copy of the input scores 0:
    >>> bert_ibleu.compute(sources=["It is raining."], predictions=["It is raining."])["scores"]
    [0.0]
"""


@evaluate.utils.file_utils.add_start_docstrings(_DESCRIPTION, _KWARGS_DESCRIPTION)
class BertIbleu(ParaevalMetric):
    def _info(self, config=None):
        return self._metric_info(
            description=_DESCRIPTION,
            citation=_CITATION,
            inputs_description=_KWARGS_DESCRIPTION,
            reference_urls=["https://aclanthology.org/2021.emnlp-main.417/"],
        )

    def _compute(
        self, predictions, sources, references=None, beta=4.0, model_type=None, num_layers=None, baseline=None,
        batch_size=64, device=None, fp16=False, progress=None, demojize=False,
    ):
        result = paraeval.bert_ibleu(
            predictions, sources, beta=beta, model=model_type or self.model_name, num_layers=num_layers,
            baseline=baseline, batch_size=batch_size, device=device, fp16=fp16, progress=progress, demojize=demojize,
        )
        return result.to_dict("bert_ibleu")
