"""PAM's three parts per pair, and the MRPC dev set, for the benchmarks that choose PAM's mixing weights
(pam_structure_weight, pam_text_mix, pam_soft_triples): one PAM call gives every part, and each weighting is
then a mix of them, so a grid of weights costs one call per data set.
"""
import numpy as np

import paraeval
from common import ROOT

from paraeval.amr.hard_negatives import swap_core_roles
from paraeval.amr.train_data import MRPC_TRAIN, mrpc_train, split_dev
from paraeval.pam import texts_to_penman


def parts(predictions, references, **kwargs):
    """(graph cosine, text cosine, triple F1) of each pair from one call; the text cosine is NaN for PENMAN input,
    which has no text."""
    text = kwargs.get("input_format", "text") == "text"
    r = paraeval.pam_similarity(predictions, references, text_weight=0.5 if text else 0.0,
                                structure_weight=0.5 if text else 1.0, progress=False, **kwargs)
    c = r.components
    return np.stack([c["graph_cosine"], c["text_cosine"] if text else np.full(len(predictions), np.nan), c["triple_f1"]])


def mix(p, w, s):
    """(1 - w - s) * graph cosine + w * text cosine + s * triple F1 (w = 0 reads no text cosine)."""
    return (1 - w - s) * p[0] + (w * p[1] if w else 0.0) + s * p[2]


def mrpc_dev():
    """(first graphs, second graphs, labels, rows of the paraphrase pairs that have a role-swapped foil, foils):
    the 400 MRPC-train pairs held out of PAM's training (train_data.split_dev, seed 0), through the embedded
    parser; a foil is the second graph with :ARG0/:ARG1 exchanged (hard_negatives.swap_core_roles)."""
    _, dev = split_dev(mrpc_train(ROOT / "data" / MRPC_TRAIN), 400, seed=0)
    unique = list(dict.fromkeys(s for _, a, b in dev for s in (a, b)))
    parsed = dict(zip(unique, texts_to_penman(unique)))
    first, second = [parsed[a] for _, a, _ in dev], [parsed[b] for _, _, b in dev]
    foils = {i: swap_core_roles(second[i]) for i, (label, _, _) in enumerate(dev) if label == 1}
    rows = [i for i, g in foils.items() if g]
    return first, second, np.array([label for label, _, _ in dev], dtype=float), rows, [foils[i] for i in rows]


def mrpc_parts(**kwargs):
    """MRPC dev parts (the foils' rows after the pairs'), the labels, the rows with a foil, and the graphs scored
    (seconds, firsts). The graph parts come from the parsed graphs; the text cosine from the texts, a foil
    reading its original pair's (a swapped graph has no text): SBERT cosine with the default model, PAM's
    backbone, so the sentences mrpc_dev parsed are not parsed and encoded again. kwargs: pam_similarity's (a
    checkpoint)."""
    first, second, labels, rows, foils = mrpc_dev()
    seconds, firsts = second + foils, first + [first[i] for i in rows]
    graph = parts(seconds, firsts, input_format="penman", **kwargs)
    _, dev = split_dev(mrpc_train(ROOT / "data" / MRPC_TRAIN), 400, seed=0)
    text = paraeval.sbert_cosine([b for _, _, b in dev], [a for _, a, _ in dev], progress=False).scores
    graph[1] = np.concatenate([text, text[rows]])
    return graph, labels, rows, (seconds, firsts)
