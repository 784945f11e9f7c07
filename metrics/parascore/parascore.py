"""ParaScore: reference-based paraphrase evaluation (Shen et al., EMNLP 2022)."""
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
ParaScore scores a candidate paraphrase C of a source X against references R by semantic similarity
and lexical divergence:

    ParaScore = max(Sim(X, C), Sim(R, C)) + omega * DS(X, C)

Sim is BERTScore F1 (greedy matching of contextual token embeddings from one layer), DS the sectional
function of the character-level normalised edit distance d between X and C:
DS = -1 + ((gamma + 1) / gamma) * d if d <= gamma, else gamma (omega = 0.05, gamma = 0.35).
The config name picks the encoder: "default" is the embedded all-MiniLM-L6-v2 (layer 6, offline),
"bert-base-uncased" (layer 9, as in the paper), "roberta-large" (layer 17), or a local model folder.
"""

_KWARGS_DESCRIPTION = """
Args:
    sources (list of str): the inputs that were paraphrased.
    predictions (list of str): the candidate paraphrases.
    references (list of str, or list of lists of str): one or several references per candidate;
        with several, the best-matching reference counts.
    omega (float): weight of the divergence term, default 0.05.
    gamma (float): divergence threshold, default 0.35.
    model_type (str, optional): overrides the model chosen by the config name.
    num_layers (int, optional): layer for token embeddings (default: the model's tuned layer).
    idf (bool): weight tokens by idf over the call's sources and references (default False).
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
    parascore (float): mean score; scores (list of float): per pair; similarity: max(Sim(X, C), Sim(R, C));
    diversity: DS(X, C); hashcode (str): model, layer, options and versions.
    An empty or whitespace-only text has Sim = 0 (as in bert_score); its divergence is still computed.
Examples:
    >>> parascore = evaluate.load("parascore")
    >>> results = parascore.compute(
    ...     sources=["The cat sat on the mat."],
    ...     predictions=["A cat was sitting on the mat."],
    ...     references=["On the mat sat a cat."],
    ... )
    >>> round(results["parascore"], 4), round(results["diversity"][0], 4)
    (0.9246, 0.35)

    Several references per candidate, and a heavier divergence weight:
    >>> results = parascore.compute(
    ...     sources=["How old are you?", "Where is the station?"],
    ...     predictions=["What is your age?", "Where is the station?"],
    ...     references=[["What's your age?", "How old r u?"], "Where can I find the station?"],
    ...     omega=0.1,
    ... )
    >>> [round(s, 4) for s in results["scores"]]
    [0.9386, 0.9]
"""


@evaluate.utils.file_utils.add_start_docstrings(_DESCRIPTION, _KWARGS_DESCRIPTION)
class Parascore(ParaevalMetric):
    def _info(self, config=None):
        return self._metric_info(
            description=_DESCRIPTION,
            citation=_CITATION,
            inputs_description=_KWARGS_DESCRIPTION,
            codebase_urls=["https://github.com/shadowkiller33/parascore_toolkit"],
            reference_urls=["https://aclanthology.org/2022.emnlp-main.208/"],
        )

    def _compute(
        self, predictions, references, sources, omega=0.05, gamma=0.35, model_type=None, num_layers=None,
        idf=False, baseline=None, batch_size=64, device=None, fp16=False, progress=None, demojize=False, cosine_weight=None,
    ):
        result = paraeval.parascore(
            predictions, sources, references, model=model_type or self.model_name, num_layers=num_layers,
            omega=omega, gamma=gamma, idf=idf, baseline=baseline, batch_size=batch_size, device=device, fp16=fp16,
            progress=progress, demojize=demojize, cosine_weight=cosine_weight,
        )
        return result.to_dict("parascore")
