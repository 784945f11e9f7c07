"""ParaScoreFree: reference-free paraphrase evaluation (Shen et al., EMNLP 2022)."""
import evaluate

import paraeval
from paraeval.evaluate_base import ParaevalMetric

_CITATION = """\
@inproceedings{shen-etal-2022-evaluation,
    title = "On the Evaluation Metrics for Paraphrase Generation",
    author = "Shen, Lingfeng and Liu, Lemao and Jiang, Haiyun and Shi, Shuming",
    booktitle = "Proceedings of the 2022 Conference on Empirical Methods in Natural Language Processing",
    year = "2022",
    pages = "3178--3190",
}
"""

_DESCRIPTION = """\
ParaScoreFree scores a candidate paraphrase C of a source X without references:

    ParaScoreFree = Sim(X, C) + omega * DS(X, C)

Sim is BERTScore F1 between source and candidate; DS the sectional function of their character-level
normalised edit distance d: DS = -1 + ((gamma + 1) / gamma) * d if d <= gamma, else gamma
(omega = 0.05, gamma = 0.35). The official toolkit's `free_score` is broken (it adds DS to the
(P, R, F1) tuple element-wise and returns three tensors); this module computes the formula above.
The config name picks the encoder: "default" (embedded all-MiniLM-L6-v2, layer 6), "bert-base-uncased",
"roberta-large", or a local model folder.
"""

_KWARGS_DESCRIPTION = """
Args:
    sources (list of str): the inputs that were paraphrased.
    predictions (list of str): the candidate paraphrases.
    references: ignored; accepted so the module can be combined with parascore in evaluate.combine.
    omega (float): weight of the divergence term, default 0.05.
    gamma (float): divergence threshold, default 0.35.
    model_type (str, optional): overrides the model chosen by the config name.
    num_layers (int, optional): layer for token embeddings (default: the model's tuned layer).
    idf (bool): weight tokens by idf over the call's sources (default False).
    baseline (tuple or str, optional): (P, R, F1) baseline or a bert_score baseline file; rescales Sim.
    cosine_weight (float, optional): Sim = (1 - w) * BERTScore F1 + w * pooled sentence cosine; default: the
        config's own (0, the paper's Sim; 0.5 for the "quality" config, chosen on Twitter-Para dev).
    batch_size (int): texts per forward pass, default 64.
    device (str, optional): "cpu", "cuda", ...; default: cuda if available.
    fp16 (bool): run the encoder in half precision (the fast path on a GPU; scores move by about 1e-3). Default False.
    progress (bool, optional): progress bar; default shows it for large inputs only.
    demojize (bool): replace emoji by their English names before scoring (the default model reads emoji as
        [UNK], so texts differing only in emoji score alike; a warning names such pairs). Default False.
Returns:
    parascore_free (float): mean score; scores (list of float): per pair; similarity: Sim(X, C);
    diversity: DS(X, C); hashcode (str): model, layer, options and versions.
    An empty or whitespace-only text has Sim = 0 (as in bert_score); its divergence is still computed.
Examples:
    >>> parascore_free = evaluate.load("parascore_free")
    >>> results = parascore_free.compute(
    ...     sources=["The cat sat on the mat."],
    ...     predictions=["A cat was sitting on the mat."],
    ... )
    >>> round(results["parascore_free"], 4)
    0.9246

    Copying the source gets the largest divergence penalty (DS = -1):
    >>> results = parascore_free.compute(
    ...     sources=["How old are you?", "How old are you?"],
    ...     predictions=["How old are you?", "What is your age?"],
    ... )
    >>> [round(s, 4) for s in results["scores"]], results["diversity"][0]
    ([0.95, 0.7917], -1.0)
"""


@evaluate.utils.file_utils.add_start_docstrings(_DESCRIPTION, _KWARGS_DESCRIPTION)
class ParascoreFree(ParaevalMetric):
    def _info(self, config=None):
        return self._metric_info(
            description=_DESCRIPTION,
            citation=_CITATION,
            inputs_description=_KWARGS_DESCRIPTION,
            codebase_urls=["https://github.com/shadowkiller33/parascore_toolkit"],
            reference_urls=["https://aclanthology.org/2022.emnlp-main.208/"],
        )

    def _compute(
        self, predictions, sources, references=None, omega=0.05, gamma=0.35, model_type=None, num_layers=None,
        idf=False, baseline=None, batch_size=64, device=None, fp16=False, progress=None, demojize=False, cosine_weight=None,
    ):
        result = paraeval.parascore(
            predictions, sources, None, model=model_type or self.model_name, num_layers=num_layers,
            omega=omega, gamma=gamma, idf=idf, baseline=baseline, batch_size=batch_size, device=device, fp16=fp16,
            progress=progress, demojize=demojize, cosine_weight=cosine_weight,
        )
        return result.to_dict("parascore_free")
