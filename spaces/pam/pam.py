"""PAM: paraphrase similarity from AMR graphs (Sousa & Cardoso), offline on embedded models."""
import evaluate

import paraeval.pam
from paraeval.evaluate_base import ParaevalMetric

_CITATION = """\
@inproceedings{sousa-cardoso-2025-pam,
    title = "{PAM}: Paraphrase {AMR}-Centric Evaluation Metric",
    author = "Sousa, Afonso and Lopes Cardoso, Henrique",
    booktitle = "Findings of the Association for Computational Linguistics: ACL 2025",
    year = "2025",
}
"""

_DESCRIPTION = """\
PAM scores two texts (or two AMR graphs) by the cosine of their PAM embeddings. Each graph is linearised
depth-first (no variables), encoded by a Sentence-BERT encoder without position embeddings whose first and
last layers carry two stacked GCN structural adapters over the subword-token graph, fused by cross-attention
before the feed-forward sub-layer, and mean-pooled; each concept token also carries an embedding of its
incoming role (not in the paper), so role swaps change the score. Not in the paper either, and chosen on dev
data: by default the score mixes in the two graphs' triple F1 (structure_weight; Smatch's, counted under a
deterministic alignment of their variables) and, from text, the
backbone's cosine of the raw texts (text_weight): 0.4 x graph cosine + 0.5 x text cosine + 0.1 x triple F1
from text, 0.8 x graph cosine + 0.2 x triple F1 from graphs, less 40 % of a positive score from text and 20 %
from graphs (conflict_weight) where the two graphs contradict each other (two arguments exchanged, a polarity flipped, a number or a date changed, a concept
turned into its opposite). The shipped checkpoint (all-MiniLM-L6-v2
backbone, trained here on CPU: Contrastive Tension on Little Prince gold AMR and parsed MRPC-train sentences,
four epochs of distillation onto the backbone's sentence embeddings, one with a light CoSENT term on labelled
MRPC-train pairs, then one ranking MRPC-train paraphrases above hard negatives of their graphs: roles
exchanged, polarity flipped, a number changed; chosen on held-out MRPC-train pairs and dev triples) loads
offline. Text is turned into graphs by paraeval's embedded parser, an AMR-like graph built from spaCy's
dependency parse (not a real AMR parser: Smatch F1 0.53 against gold AMR), or by an amrlib parse model you
have (parser="amrlib", parser_model_dir=...). With input_format="penman" the inputs are graphs. A pair with a
text the English parser cannot read (no Latin letter or digit) is scored by the backbone's sentence cosine on
the raw texts and flagged in `fallback`.
"""

_KWARGS_DESCRIPTION = """
Args:
    predictions (list of str): texts, or PENMAN graphs with input_format="penman".
    references (list of str): one per prediction.
    sources: ignored; accepted so the module can sit in evaluate.combine with parascore.
    input_format (str): "text" (default) or "penman".
    parser (str): "embedded" (default) or "amrlib"; parser_model_dir (str): the amrlib parse model folder.
    checkpoint (str, optional): a PAM checkpoint file (.safetensors) instead of the shipped one; also the config
        name on evaluate 0.4.
    batch_size (int), device (str), progress (bool, optional): bars for parsing and encoding (default: only
        for long inputs).
    fp16 (bool): run the encoder in half precision (the fast path on a GPU; scores move by about 1e-3). Default False.
    demojize (bool): write emoji as their English names before parsing (the parser and the backbone cannot read
        them). Default False.
    text_weight (float): w, and structure_weight (float): s, in (1 - w - s) * graph cosine + w * the backbone's
        cosine of the raw texts + s * the triple F1 of the two graphs (roles exchanged lose their
        triples, where the cosines barely move); graph_cosine, text_cosine and triple_f1 are returned beside the
        mix. Default None: chosen on dev data (see the card), from text w = 0.5 and s = 0.1, for PENMAN input
        w = 0 and s = 0.2 (a given w over 1 - s lowers s to 1 - w).
    conflict_weight (float): c, the share of a positive score taken away where the two graphs contradict each
        other (two arguments exchanged, a polarity flipped, a number or a date changed on a concept both have, a
        concept turned into its opposite) or, from text, the two texts differ by one edit that does, flagged in
        `conflict`. Default
        None: 0.4 from text, 0.2 for PENMAN input, chosen on dev data. w = s = c = 0 with dereify=False is PAM's graph cosine alone, as in the paper.
    dereify (bool): write each reification that stands alone as its relation first (`x :ARG1-of
        (b / be-located-at-91 :ARG2 y)` is `x :location y` by the AMR guidelines). Default True, chosen on dev
        data; False reads the graphs as given, as the paper does.
Returns:
    pam (float): mean score; scores (list of float): per pair, in [-1, 1];
    graph_cosine, text_cosine (text input), triple_f1 (list of float), conflict (list of bool): the parts of the
        score, where weighted;
    prediction_graphs, reference_graphs (list of str): the graphs used (text input only);
    fallback (list of bool, text input only): pairs scored by the backbone on the raw texts;
    hashcode (str): checkpoint, input, parser, weights, a digest of the graph rules and versions.
Examples:
    >>> pam = evaluate.load("pam")
    >>> results = pam.compute(predictions=["Pat loves Chris."], references=["Chris is loved by Pat."])
    >>> results["prediction_graphs"] == results["reference_graphs"]  # the passive is the active's graph
    True
    >>> round(results["graph_cosine"][0], 4), results["triple_f1"][0], round(results["text_cosine"][0], 2)
    (1.0, 1.0, 0.88)
    >>> round(results["pam"], 2)  # 0.4 * 1 + 0.5 * 0.88 + 0.1 * 1
    0.94

    Graphs as input:
    >>> results = pam.compute(predictions=["(b / boy)", "(d / dog :polarity -)"],
    ...                       references=["(b / boy)", "(d / dog)"], input_format="penman")
    >>> [round(s, 2) for s in results["scores"]][0]
    1.0

    A reified relation is the relation:
    >>> results = pam.compute(predictions=["(p / play-01 :ARG1-of (b / be-located-at-91 :ARG2 (b2 / beach)))"],
    ...                       references=["(p / play-01 :location (b2 / beach))"], input_format="penman")
    >>> round(results["pam"], 4)
    1.0

    A contradiction loses the share conflict_weight of its score; a converse in other words does not:
    >>> results = pam.compute(predictions=["Brazil defeated Germany.", "Brazil defeated Germany."],
    ...                       references=["Germany lost to Brazil.", "Germany defeated Brazil."])
    >>> results["conflict"], results["scores"][0] > results["scores"][1]
    ([False, True], True)
"""


@evaluate.utils.file_utils.add_start_docstrings(_DESCRIPTION, _KWARGS_DESCRIPTION)
class Pam(ParaevalMetric):
    def _info(self, config=None):
        return self._metric_info(
            description=_DESCRIPTION,
            citation=_CITATION,
            inputs_description=_KWARGS_DESCRIPTION,
            codebase_urls=["https://github.com/afonso-sousa/pam"],
            reference_urls=["https://aclanthology.org/"],
        )

    def _compute(
        self, predictions, references, sources=None, input_format="text", parser="embedded",
        parser_model_dir=None, checkpoint=None, batch_size=32, device=None, fp16=False, progress=None, demojize=False,
        text_weight=None, structure_weight=None, conflict_weight=None, dereify=True,
    ):
        if checkpoint is None and self.model_name != "default":
            checkpoint = self.model_name
        result = paraeval.pam.pam_similarity(
            predictions, references, input_format=input_format, parser=parser, parser_model_dir=parser_model_dir,
            checkpoint=checkpoint, batch_size=batch_size, device=device, fp16=fp16, progress=progress, demojize=demojize,
            text_weight=text_weight, structure_weight=structure_weight, conflict_weight=conflict_weight,
            dereify=dereify,
        )
        return result.to_dict("pam")
