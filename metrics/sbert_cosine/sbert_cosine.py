"""SBERT cosine: cosine similarity of Sentence-BERT embeddings (Reimers & Gurevych, 2019)."""
import evaluate

import paraeval
from paraeval.evaluate_base import ParaevalMetric

_CITATION = """\
@inproceedings{reimers-gurevych-2019-sentence,
    title = "Sentence-{BERT}: Sentence Embeddings using {S}iamese {BERT}-Networks",
    author = "Reimers, Nils and Gurevych, Iryna",
    booktitle = "Proceedings of EMNLP-IJCNLP 2019",
    year = "2019",
    pages = "3982--3992",
}
"""

_DESCRIPTION = """\
SBERT cosine is the cosine similarity of the mean-pooled sentence embeddings of a prediction and a
reference, as sentence-transformers computes them (mean over the last layer's token vectors). Range
[-1, 1], higher is more similar. It is one of the semantic measures of Gohsen et al.'s Delta(sem, syn).
The config name picks the encoder: "default" is the embedded all-MiniLM-L6-v2 (offline); any
sentence-transformers model folder or Hub id with mean pooling works as well.
"""

_KWARGS_DESCRIPTION = """
Args:
    predictions (list of str): candidate texts.
    references (list of str, or list of lists of str): one or several references per prediction;
        with several, the most similar counts.
    sources: ignored; accepted so the module can be combined with parascore in evaluate.combine.
    model_type (str, optional): overrides the model chosen by the config name.
    batch_size (int): texts per forward pass, default 64.
    device (str, optional): "cpu", "cuda", ...; default: cuda if available.
    fp16 (bool): run the encoder in half precision (the fast path on a GPU; scores move by about 1e-3). Default False.
    progress (bool, optional): progress bar; default shows it for large inputs only.
    demojize (bool): replace emoji by their English names before scoring (the default model reads emoji as
        [UNK], so texts differing only in emoji score alike; a warning names such pairs). Default False.
Returns:
    sbert_cosine (float): mean cosine; scores (list of float): per pair; hashcode (str).
    An empty text is embedded as [CLS][SEP] and still gets a finite cosine.
Examples:
    >>> sbert_cosine = evaluate.load("sbert_cosine")
    >>> results = sbert_cosine.compute(
    ...     predictions=["A man is playing a guitar."],
    ...     references=["Someone plays the guitar."],
    ... )
    >>> round(results["sbert_cosine"], 4)
    0.8406

    Identical texts score 1; several references keep the best:
    >>> results = sbert_cosine.compute(
    ...     predictions=["It is raining.", "The stock fell sharply."],
    ...     references=["It is raining.", ["I like cats.", "Shares dropped steeply."]],
    ... )
    >>> [round(s, 4) for s in results["scores"]]
    [1.0, 0.7212]
"""


@evaluate.utils.file_utils.add_start_docstrings(_DESCRIPTION, _KWARGS_DESCRIPTION)
class SbertCosine(ParaevalMetric):
    def _info(self, config=None):
        return self._metric_info(
            description=_DESCRIPTION,
            citation=_CITATION,
            inputs_description=_KWARGS_DESCRIPTION,
            codebase_urls=["https://github.com/UKPLab/sentence-transformers"],
            reference_urls=["https://aclanthology.org/D19-1410/"],
        )

    def _compute(
        self, predictions, references, sources=None, model_type=None, batch_size=64, device=None, fp16=False, progress=None,
        demojize=False,
    ):
        result = paraeval.sbert_cosine(
            predictions, references, model=model_type or self.model_name, batch_size=batch_size,
            device=device, fp16=fp16, progress=progress, demojize=demojize,
        )
        return result.to_dict("sbert_cosine")
