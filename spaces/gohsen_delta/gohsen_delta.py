"""Gohsen et al.'s Delta(sem, syn): semantic closeness minus lexical overlap of a paraphrase."""
import evaluate

import paraeval.gohsen
from paraeval.evaluate_base import ParaevalMetric

_CITATION = """\
@inproceedings{gohsen-etal-2023-captions,
    title = "Captions Are Worth a Thousand Words: Enhancing Product Retrieval with Pretrained Image-to-Text Models",
    author = "Gohsen, Marcel and Kiesel, Johannes and Stein, Benno",
    year = "2023",
}
"""

_DESCRIPTION = """\
Delta(sem, syn) (Gohsen et al.) normalises three syntactic and three semantic measures to [0, 1] and
subtracts the mean of the syntactic ones from the mean of the semantic ones:
syntactic = BLEU (sentence BLEU, smoothed, mean of both directions), ROUGE-1 F and ROUGE-L F (stemmed);
semantic = Word Mover's Similarity (1 - WMD/2, GloVe), BERTScore F1 (rescaled with the model's baseline,
clipped to [0, 1]) and SBERT cosine (clipped to [0, 1]). High values mean lexically diverse yet
semantically close, i.e. a good paraphrase. BERTScore and SBERT cosine share one encoder pass.
The config name picks the encoder ("default": embedded all-MiniLM-L6-v2, whose BERTScore baseline paraeval
computed on unrelated MRPC-train sentence pairs).
"""

_KWARGS_DESCRIPTION = """
Args:
    predictions (list of str): candidate paraphrases.
    references (list of str): the texts they paraphrase (or references), one per prediction.
    sources: ignored; accepted so the module can sit in evaluate.combine with parascore.
    model_type (str, optional), num_layers (int, optional): encoder override.
    baseline ("auto", None, (P, R, F1) or a file): BERTScore rescaling; "auto" uses the shipped baseline.
    vectors (optional): word vectors for WMS ("default", a text file path, or gensim KeyedVectors).
    batch_size (int), device (str), progress (bool).
    fp16 (bool): run the encoder in half precision (the fast path on a GPU; scores move by about 1e-3). Default False.
    demojize (bool): replace emoji by their English names before scoring (the default model reads emoji as [UNK]).
        Default False.
Returns:
    gohsen_delta (float): mean delta; scores: delta per pair, in [-1, 1];
    semantic, syntactic: the two means per pair; syn_bleu, syn_rouge1, syn_rougeL, sem_wms, sem_bertscore,
    sem_cosine: each measure per pair (prefixed: no key is another module's name under evaluate.combine);
    wmd_dropped_tokens: out-of-vocabulary words dropped for WMS; hashcode.
    A pair with an empty or whitespace-only side scores 0 on every measure (delta 0).
Examples:
    >>> gohsen_delta = evaluate.load("gohsen_delta")
    >>> results = gohsen_delta.compute(
    ...     predictions=["What is your age?"],
    ...     references=["How old are you?"],
    ... )
    >>> round(results["gohsen_delta"], 4), round(results["syntactic"][0], 4)
    (0.6464, 0.0356)

    A copy has full lexical overlap, so its delta is near 0:
    >>> results = gohsen_delta.compute(predictions=["It is raining."], references=["It is raining."])
    >>> round(results["semantic"][0], 4), round(results["syntactic"][0], 4)
    (1.0, 1.0)
"""


@evaluate.utils.file_utils.add_start_docstrings(_DESCRIPTION, _KWARGS_DESCRIPTION)
class GohsenDelta(ParaevalMetric):
    def _info(self, config=None):
        return self._metric_info(
            description=_DESCRIPTION,
            citation=_CITATION,
            inputs_description=_KWARGS_DESCRIPTION,
            reference_urls=["https://aclanthology.org/"],
        )

    def _compute(
        self, predictions, references, sources=None, model_type=None, num_layers=None, baseline="auto",
        vectors=None, batch_size=64, device=None, fp16=False, progress=None, demojize=False,
    ):
        result = paraeval.gohsen.gohsen_delta(
            predictions, references, model=model_type or self.model_name, num_layers=num_layers,
            baseline=baseline, vectors=vectors, batch_size=batch_size, device=device, fp16=fp16, progress=progress, demojize=demojize,
        )
        return result.to_dict("gohsen_delta")
