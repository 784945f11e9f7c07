"""Labelled triple overlap of two AMR graphs: an F1 that sees who did what to whom.

Smatch (Cai & Knight, 2013) compares two graphs through the best one-to-one alignment of their variables,
found by a randomised hill climb. Here each variable is read as its concept instead, so there is nothing to
search and the score is deterministic: a graph becomes the multiset of its labelled triples
(`("instance", "dog")`, `("bite-01", ":ARG0", "dog")`, `("work-01", ":polarity", "-")`), and two graphs
score 2 |A ∩ B| / (|A| + |B|). A named entity is read as its concept and its name (`country "Brazil"`):
"Brazil defeated Germany." and "Germany defeated Brazil." have two `country` arguments, which the concept
alone cannot tell apart, and which Smatch's alignment would tell apart by their names. Where a label occurs
once per graph (most sentences) this is Smatch under the alignment by label; repeated labels are counted as
a multiset.

"The dog bit the man." and "The man bit the dog." share every concept but neither argument triple, so their
F1 is 0.6, where PAM's cosine of the two graphs is close to 1. Two rewrites that keep the meaning change
nothing: inverse roles are read the other way (`:ARG0-of` -> `:ARG0`), and reified relations are written
back as edges (`have-part-91` -> `:part`, `be-located-at-91` -> `:location`, penman's AMR model), so the
graphs of BAMBOO's reify set score as their originals do.
"""
from __future__ import annotations

import functools
import logging
import re
from collections import Counter

import numpy as np
import penman
from penman.models.amr import model as AMR_MODEL
from penman.transform import dereify_edges
from scipy.optimize import linear_sum_assignment

from .graph import constant_text


class _LayoutNotice(logging.Filter):
    """penman warns when a graph writes a triple twice (BAMBOO's reify set has such graphs) that it keeps the
    layout of the first only; the triples are all read, and the layout is not used here."""

    def filter(self, record: logging.LogRecord) -> bool:
        return not record.getMessage().startswith("ignoring epigraph data for duplicate triple")


logging.getLogger("penman.layout").addFilter(_LayoutNotice())


def _labels(graph: penman.Graph) -> dict:
    """Each variable's label: its concept, and for a named entity also its name (the :op constants of its
    :name node, in order)."""
    parts: dict = {}
    for source, role, target in graph.attributes():
        if role.startswith(":op") and role[3:].isdigit():
            parts.setdefault(source, []).append((int(role[3:]), constant_text(target)))
    names = {source: " ".join(text for _, text in sorted(parts[target]))
             for source, role, target in graph.edges() if role == ":name" and target in parts}
    return {var: f'{concept} "{names[var]}"' if var in names else concept for var, _, concept in graph.instances()}


@functools.lru_cache(maxsize=1 << 16)
def labelled_triples(penman_text: str) -> Counter:
    """The multiset of a graph's labelled triples, inverse roles normalised and reifications undone.

    >>> sorted(labelled_triples("(b / bite-01 :ARG0 (d / dog) :ARG1-of (s / see-01))").elements())
    [('bite-01', ':ARG0', 'dog'), ('instance', 'bite-01'), ('instance', 'dog'), ('instance', 'see-01'), ('see-01', ':ARG1', 'bite-01')]
    >>> labelled_triples("(b / beach :ARG2-of (l / be-located-at-91 :ARG1 (p / play-01)))") == labelled_triples(
    ...     "(p / play-01 :location (b / beach))")
    True
    """
    graph = dereify_edges(penman.decode(penman_text, model=AMR_MODEL), AMR_MODEL)
    labels = _labels(graph)

    def label(node) -> str:  # a variable's label, or a constant's text
        return labels.get(node) or constant_text(node)

    triples = Counter(("instance", label(var)) for var in labels)
    triples.update((label(source), role, label(target)) for source, role, target in graph.edges() + graph.attributes())
    return triples


def triple_f1(first: str, second: str) -> float:
    """2 |A ∩ B| / (|A| + |B|) of the two graphs' labelled triples.

    >>> triple_f1("(b / bite-01 :ARG0 (d / dog) :ARG1 (m / man))", "(b / bite-01 :ARG0 (m / man) :ARG1 (d / dog))")
    0.6
    >>> brazil, germany = '(c / country :name (n / name :op1 "Brazil"))', '(c2 / country :name (n2 / name :op1 "Germany"))'
    >>> round(triple_f1(f"(d / defeat-01 :ARG0 {brazil} :ARG1 {germany})", f"(d / defeat-01 :ARG0 {germany} :ARG1 {brazil})"), 4)
    0.8182
    """
    a, b = labelled_triples(first), labelled_triples(second)
    return 2 * sum((a & b).values()) / (sum(a.values()) + sum(b.values()))


def triple_f1_scores(firsts: list[str], seconds: list[str]) -> np.ndarray:
    """triple_f1 of each pair of PENMAN graphs."""
    return np.array([triple_f1(a, b) for a, b in zip(firsts, seconds)], dtype=np.float64)


SOFT_MATCH_FLOOR = 0.5  # GloVe cosines below this count as no match (unrelated words sit around 0.2-0.4)


@functools.lru_cache(maxsize=1 << 16)
def _concept_vector(label: str):
    """The unit mean GloVe vector of a concept's words (`bite-01` -> bite, `have-org-role-91` -> have, org,
    role), or None for what must match exactly: named entities, constants, words out of vocabulary."""
    from ..wordvectors import embedded_glove

    words = re.sub(r"-\d+$", "", label).split("-")
    if not all(w.isalpha() and w.islower() for w in words):
        return None
    glove = embedded_glove()
    rows = glove.lookup(words)
    if (rows < 0).any():
        return None
    vector = glove.unit(rows).mean(axis=0)
    return vector / np.linalg.norm(vector)


def _label_similarity(labels: list[str]) -> np.ndarray:
    """Similarity of each two labels: 1 when equal, else their concepts' GloVe cosine where both have one and
    it reaches SOFT_MATCH_FLOOR, else 0."""
    vectors = [_concept_vector(label) for label in labels]
    known = np.array([v is not None for v in vectors])
    matrix = np.zeros((len(labels), 50))
    if known.any():
        matrix[known] = np.stack([v for v in vectors if v is not None])
    cosine = np.where(np.outer(known, known), matrix @ matrix.T, 0.0)
    cosine = np.where(cosine >= SOFT_MATCH_FLOOR, cosine, 0.0)
    same = np.equal.outer(np.array(labels, dtype=object), np.array(labels, dtype=object))
    return np.where(same, 1.0, cosine)


def soft_triple_f1(first: str, second: str) -> float:
    """triple_f1 under the best one-to-one alignment of the two graphs' labels by similarity (S2match's idea,
    Opitz et al. 2020, with a deterministic assignment in place of its hill climb): a label matches its
    aligned label with their similarity, an instance triple counts that similarity, and a relation triple
    counts the product of its source's and target's where the other graph has the same role between their
    aligned labels. Paraphrases that choose other words (say/state, firm/company) then keep who did what to
    whom, where the exact F1 finds no common triple in either order; a role swap keeps the labels aligned to
    themselves, so it loses its argument triples as before. With only exact matches this is triple_f1.

    >>> round(soft_triple_f1("(s / say-01 :ARG0 (c / company))", "(s / state-01 :ARG0 (f / firm))"), 4)
    0.6989
    >>> soft_triple_f1("(b / bite-01 :ARG0 (d / dog) :ARG1 (m / man))", "(b / bite-01 :ARG0 (m / man) :ARG1 (d / dog))")
    0.6
    """
    a, b = labelled_triples(first), labelled_triples(second)
    labels_a = sorted({x for t in a for x in (t[1:] if t[0] == "instance" else (t[0], t[2]))})
    labels_b = sorted({x for t in b for x in (t[1:] if t[0] == "instance" else (t[0], t[2]))})
    sim = _label_similarity(labels_a + labels_b)[: len(labels_a), len(labels_a):]
    rows, cols = linear_sum_assignment(sim, maximize=True)
    aligned = {labels_a[i]: (labels_b[j], sim[i, j]) for i, j in zip(rows, cols) if sim[i, j] > 0}
    matched = 0.0
    for triple, count in a.items():
        if triple[0] == "instance":
            target, weight = aligned.get(triple[1], (None, 0.0))
            matched += weight * min(count, b[("instance", target)])
        elif triple[0] in aligned and triple[2] in aligned:
            (source, w1), (target, w2) = aligned[triple[0]], aligned[triple[2]]
            matched += w1 * w2 * min(count, b[(source, triple[1], target)])
    return float(2 * matched / (sum(a.values()) + sum(b.values())))
