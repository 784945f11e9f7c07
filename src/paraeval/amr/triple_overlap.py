"""Labelled triple overlap of two AMR graphs: an F1 that sees who did what to whom.

Smatch (Cai & Knight, 2013) compares two graphs through the best one-to-one alignment of their variables,
found by a randomised hill climb. Here each variable is read as its concept instead, so there is nothing to
search and the score is deterministic: a graph becomes the multiset of its labelled triples
(`("instance", "dog")`, `("bite-01", ":ARG0", "dog")`, `("work-01", ":polarity", "-")`), and two graphs
score 2 |A ∩ B| / (|A| + |B|). Where a concept occurs once per graph (most sentences) this is Smatch under
the alignment by concept; repeated concepts are counted as a multiset.

"The dog bit the man." and "The man bit the dog." share every concept but neither argument triple, so their
F1 is 0.6, where PAM's cosine of the two graphs is close to 1. Two rewrites that keep the meaning change
nothing: inverse roles are read the other way (`:ARG0-of` -> `:ARG0`), and reified relations are written
back as edges (`have-part-91` -> `:part`, `be-located-at-91` -> `:location`, penman's AMR model), so the
graphs of BAMBOO's reify set score as their originals do.
"""
from __future__ import annotations

import functools
import logging
from collections import Counter

import numpy as np
import penman
from penman.models.amr import model as AMR_MODEL
from penman.transform import dereify_edges


class _LayoutNotice(logging.Filter):
    """penman warns when a graph writes a triple twice (BAMBOO's reify set has such graphs) that it keeps the
    layout of the first only; the triples are all read, and the layout is not used here."""

    def filter(self, record: logging.LogRecord) -> bool:
        return not record.getMessage().startswith("ignoring epigraph data for duplicate triple")


logging.getLogger("penman.layout").addFilter(_LayoutNotice())


def _label(concepts: dict, node) -> str:
    """A variable's concept, or a constant as written without its quotes."""
    if node in concepts:
        return concepts[node]
    text = str(node)
    return text[1:-1] if len(text) >= 2 and text[0] == text[-1] == '"' else text


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
    concepts = {source: target for source, _, target in graph.instances()}
    triples = Counter(("instance", concept) for concept in concepts.values())
    triples.update((_label(concepts, source), role, _label(concepts, target))
                   for source, role, target in graph.edges() + graph.attributes())
    return triples


def triple_f1(first: str, second: str) -> float:
    """2 |A ∩ B| / (|A| + |B|) of the two graphs' labelled triples.

    >>> triple_f1("(b / bite-01 :ARG0 (d / dog) :ARG1 (m / man))", "(b / bite-01 :ARG0 (m / man) :ARG1 (d / dog))")
    0.6
    """
    a, b = labelled_triples(first), labelled_triples(second)
    return 2 * sum((a & b).values()) / (sum(a.values()) + sum(b.values()))


def triple_f1_scores(firsts: list[str], seconds: list[str]) -> np.ndarray:
    """triple_f1 of each pair of PENMAN graphs."""
    return np.array([triple_f1(a, b) for a, b in zip(firsts, seconds)], dtype=np.float64)
