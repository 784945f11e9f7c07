"""PAM's three parts per pair, and the MRPC dev set, for the benchmarks that choose PAM's mixing weights
(pam_structure_weight, pam_text_mix, pam_soft_triples, pam_name_roles, parser_rounds): one PAM call gives every
part, and each weighting is then a mix of them, so a grid of weights costs one call per data set.
"""
import numpy as np
from scipy.stats import pearsonr

import paraeval
from common import ROOT
from pam_bamboo import SETS, graphs, role_accuracy, sentences

from paraeval.amr.hard_negatives import swap_core_roles
from paraeval.amr.train_data import MRPC_TRAIN, mrpc_train, split_dev
from paraeval.amr.training import ROLE_SWAP_MARGIN
from paraeval.pam import CONFLICT_WEIGHT, STRUCTURE_WEIGHT, TEXT_WEIGHT, mixed_scores, texts_to_penman

# PAM's default (text_weight, structure_weight, conflict_weight) for each input format, as pam_similarity uses them
PENMAN_MIX = (0.0, STRUCTURE_WEIGHT["penman"], CONFLICT_WEIGHT["penman"])
TEXT_MIX = (TEXT_WEIGHT, STRUCTURE_WEIGHT["text"], CONFLICT_WEIGHT["text"])
BAMBOO_VARIANTS = ("main", "reify", "syno", "role_confusion")


def parts(predictions, references, **kwargs):
    """(graph cosine, text cosine, triple F1, conflict) of each pair from one call; the text cosine is NaN for
    PENMAN input, which has no text; conflict is 1 where the graphs contradict each other (amr/graph_conflicts)."""
    text = kwargs.get("input_format", "text") == "text"
    r = paraeval.pam_similarity(predictions, references, text_weight=0.5 if text else 0.0,
                                structure_weight=0.5 if text else 1.0, conflict_weight=1.0, progress=False, **kwargs)
    c = r.components
    return np.stack([c["graph_cosine"], c["text_cosine"] if text else np.full(len(predictions), np.nan),
                     c["triple_f1"], c["conflict"].astype(float)])


def mix(p, w, s, c=0.0):
    """pam_similarity's score (pam.mixed_scores) from the parts, for weights w, s and c."""
    return mixed_scores(*p, w, s, c)


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


def mrpc_figures(p, labels, rows) -> dict:
    """MRPC dev Pearson x 100 under the PENMAN mix, and the role swaps won by > 1e-4 under the PENMAN and the
    text mix, from mrpc_parts' parts, labels and rows."""
    n = len(labels)
    m, t = mix(p, *PENMAN_MIX), mix(p, *TEXT_MIX)
    return {"mrpc_pearson": 100 * float(pearsonr(m[:n], labels)[0]),
            "mrpc_role_swaps": 100 * float(np.mean(m[rows] - m[n:] > ROLE_SWAP_MARGIN)),
            "mrpc_role_swaps_text_mix": 100 * float(np.mean(t[rows] - t[n:] > ROLE_SWAP_MARGIN))}


def bamboo_given_graphs():
    """(key, target graphs, source graphs, gold) of each BAMBOO test set pam_bamboo scores on the given graphs;
    gold is None for role confusion, which is read as pairs (foil, original)."""
    for label, (folder, name, part, role_part) in SETS.items():
        gold = sentences(name)[2]
        for variant in BAMBOO_VARIANTS:
            rows = role_part if variant == "role_confusion" else part
            yield (f"{label} {variant}", graphs(folder, variant, "tgt", rows), graphs(folder, variant, "src", rows),
                   None if variant == "role_confusion" else gold)


def bamboo_figure(scores, gold):
    """Pearson x 100 with the gold scores, or role_accuracy where gold is None."""
    return role_accuracy(scores) if gold is None else 100 * float(pearsonr(scores, gold)[0])


def bamboo_columns() -> str:
    """The header cells of bamboo_cells, for a markdown table."""
    return " | ".join(f"{x} {v}" for v in ("main", "reify", "syno", "role") for x in SETS)


def bamboo_cells(figures: dict) -> list[str]:
    """A markdown row's cells of bamboo_given_graphs' figures: the Pearsons, then each role confusion as
    accuracy by > 1e-4 / strict `>` / ties."""
    cells = [f"{figures[f'{x} {v}']:.2f}" for v in ("main", "reify", "syno") for x in SETS]
    return cells + [f"{r['accuracy']:.2f} / {r['strict_accuracy']:.2f} / {r['ties']}"
                    for r in (figures[f"{x} role_confusion"] for x in SETS)]
