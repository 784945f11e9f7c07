"""The triple F1 of two AMR graphs under an alignment of their variables: PAM's structure part.

Smatch (Cai & Knight, 2013) compares two graphs under the best one-to-one mapping of their variables: a concept,
an attribute or a relation counts where the mapping carries it onto one of the other graph's. That credits
structure where the words differ: "The dog bit the man." and "The dog attacked the man." keep both arguments
under the mapping bite-01 -> attack-01, where triples matched by their labels (triple_overlap) keep neither,
and long sentences that say the same in other words (MRPC's) share far more structure than labels. Smatch
searches by a randomised hill climb, so two runs may differ. Here the search is a few linear assignments
(scipy's, exact and deterministic): first by what two variables share on their own (the concept, each
attribute such as `:polarity -`), then again with the relations each pair would keep were its neighbours where
the last alignment put them, for as long as that keeps more triples. Like Smatch's, the result is a lower bound
of the optimum.

Each relation also counts by its role and filler alone (triple_overlap.with_role_fillers: `(*, :ARG0, dog)`,
a named filler with its name): the alignment can carry "dog" onto "man" and keep the relations of a role swap,
its fillers cannot. So "The dog bit the man." and "The man bit the dog." score 3 / 7, and each of them against
"The dog attacked the man." 6 / 7 and 2 / 7.
"""
from __future__ import annotations

import functools
from dataclasses import dataclass

import numpy as np
from scipy.optimize import linear_sum_assignment

from .graph import constant_text
from .triple_overlap import dereified_graph, labelled_triples, with_role_fillers

MAX_ASSIGNMENTS = 4  # the first alignment and up to three refinements; dev graphs settle after one or two


@dataclass(frozen=True)
class GraphParts:
    """A graph's triples by variable index: each variable's concept, its (role, constant) attributes and the
    (source, role, target) relations between variables, inverse roles normalised and reifications undone."""
    concepts: tuple
    attributes: tuple
    relations: tuple

    @property
    def size(self) -> int:  # Smatch's count: one instance triple per variable, each attribute, each relation
        return len(self.concepts) + len(self.attributes) + len(self.relations)


@functools.lru_cache(maxsize=1 << 16)
def graph_parts(penman_text: str) -> GraphParts:
    """The graph's parts (read only), decoded once for every pair it is in; a triple the text repeats is one
    (penman decodes `(a / x :ARG0 (b / y) :ARG0 b)` with :ARG0 twice).

    >>> graph_parts("(w / work-01 :polarity - :ARG0-of (h / help-01))")
    GraphParts(concepts=('work-01', 'help-01'), attributes=((0, ':polarity', '-'),), relations=((1, ':ARG0', 0),))
    """
    graph = dereified_graph(penman_text)
    index = {var: i for i, (var, _, _) in enumerate(graph.instances())}
    attributes = ((index[s], role, constant_text(t)) for s, role, t in graph.attributes() if s in index)
    relations = ((index[s], role, index[t]) for s, role, t in graph.edges() if s in index and t in index)
    return GraphParts(tuple(concept for _, _, concept in graph.instances()), tuple(dict.fromkeys(attributes)),
                      tuple(dict.fromkeys(relations)))


def _own_matches(a: GraphParts, b: GraphParts) -> np.ndarray:
    """[i, j]: the triples variable i of a and j of b share on their own, the concept and each attribute."""
    shared = np.equal.outer(np.array(a.concepts, dtype=object), np.array(b.concepts, dtype=object)).astype(float)
    keys = sorted({(role, value) for _, role, value in a.attributes} & {(role, value) for _, role, value in b.attributes})
    if keys:
        shared += _incidence(a, keys) @ _incidence(b, keys).T
    return shared


def _incidence(parts: GraphParts, keys: list) -> np.ndarray:
    column = {key: k for k, key in enumerate(keys)}
    out = np.zeros((len(parts.concepts), len(keys)))
    for i, role, value in parts.attributes:
        if (role, value) in column:
            out[i, column[role, value]] = 1.0
    return out


def _adjacency(parts: GraphParts, roles: list) -> np.ndarray:
    """[r, s, t] = 1 where the graph has (s, roles[r], t)."""
    index = {role: r for r, role in enumerate(roles)}
    out = np.zeros((len(roles), len(parts.concepts), len(parts.concepts)))
    for s, role, t in parts.relations:
        if role in index:
            out[index[role], s, t] = 1.0
    return out


def aligned_matches(first: str, second: str) -> tuple[int, int, int]:
    """(triples kept by the alignment found, triples of first, triples of second) of two PENMAN graphs.

    >>> aligned_matches("(b / bite-01 :ARG0 (d / dog) :ARG1 (m / man))", "(a / attack-01 :ARG0 (d / dog) :ARG1 (m / man))")
    (4, 5, 5)
    """
    a, b = graph_parts(first), graph_parts(second)
    if not a.concepts or not b.concepts:
        return 0, a.size, b.size
    own = _own_matches(a, b)
    roles = sorted({role for _, role, _ in a.relations} & {role for _, role, _ in b.relations})
    adj_a, adj_b = _adjacency(a, roles), _adjacency(b, roles)
    best, placement = -1.0, np.zeros_like(own)
    for _ in range(MAX_ASSIGNMENTS):
        # the relations a pair would keep with its neighbours where the last alignment put them, out- and in-edges
        kept = (np.einsum("rst,tc,rxc->sx", adj_a, placement, adj_b, optimize=True)
                + np.einsum("rst,sc,rcy->ty", adj_a, placement, adj_b, optimize=True))
        rows, cols = linear_sum_assignment(own + kept, maximize=True)
        placement = np.zeros_like(own)
        placement[rows, cols] = 1.0
        matched = own[rows, cols].sum() + _relations_kept(a, adj_b, roles, dict(zip(rows, cols)))
        if matched <= best:
            break
        best = matched
    return int(round(best)), a.size, b.size


def _relations_kept(a: GraphParts, adj_b: np.ndarray, roles: list, image: dict) -> float:
    """How many of a's relations the alignment (variable of a -> variable of b) carries onto b's."""
    index = {role: r for r, role in enumerate(roles)}
    return sum(adj_b[index[role], image[s], image[t]] for s, role, t in a.relations
               if role in index and s in image and t in image)


def triple_f1(first: str, second: str) -> float:
    """2 |kept| / (|A| + |B|): the triples the alignment keeps, and the relations' role-filler triples the two
    graphs share, over both graphs' triples of the two kinds.

    >>> bite = "(b / bite-01 :ARG0 (d / dog) :ARG1 (m / man))"
    >>> [round(triple_f1(bite, other), 4) for other in ("(b / bite-01 :ARG0 (m / man) :ARG1 (d / dog))",
    ...     "(a / attack-01 :ARG0 (d / dog) :ARG1 (m / man))", "(a / attack-01 :ARG0 (m / man) :ARG1 (d / dog))")]
    [0.4286, 0.8571, 0.2857]
    """
    kept, size_first, size_second = aligned_matches(first, second)
    fillers_first, fillers_second = _role_fillers(first), _role_fillers(second)
    total = size_first + size_second + sum(fillers_first.values()) + sum(fillers_second.values())
    return 2 * (kept + sum((fillers_first & fillers_second).values())) / total


@functools.lru_cache(maxsize=1 << 16)
def _role_fillers(penman_text: str):
    """The graph's (*, role, filler) triples alone (read only)."""
    triples = labelled_triples(penman_text)
    return with_role_fillers(triples) - triples


def triple_f1_scores(firsts: list[str], seconds: list[str]) -> np.ndarray:
    """triple_f1 of each pair of PENMAN graphs."""
    return np.array([triple_f1(a, b) for a, b in zip(firsts, seconds)], dtype=np.float64)
