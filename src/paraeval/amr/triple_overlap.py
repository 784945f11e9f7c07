"""Labelled triples of an AMR graph: each variable read as its concept, so two graphs compare without a search.

A graph becomes the multiset of its labelled triples (`("instance", "dog")`, `("bite-01", ":ARG0", "dog")`,
`("work-01", ":polarity", "-")`): what the contradiction check compares (graph_conflicts), and where each
relation also counts by its role and filler alone, what PAM's triple F1 adds to the triples its alignment keeps
(aligned_triples). A named entity is read as its concept and its name (`country "Brazil"`): "Brazil defeated
Germany." and "Germany defeated Brazil." have two `country` arguments, which the concept alone cannot tell apart.
Where a label occurs once per graph (most sentences) the labels are an alignment of the two graphs' variables;
repeated labels are counted as a multiset.

A relation's role and filler, its source left out (`("*", ":ARG0", "woman")` beside `("search-01", ":ARG0",
"woman")`): a paraphrase often words its predicate otherwise ("looked in" / "searched"), while the agent it keeps
is still the agent; and an alignment that carries "dog" onto "man" keeps a role swap's relations, where the fillers
are lost. A coordination's operands and a name's parts are not roles ("salt and pepper" is "pepper and salt").
Two rewrites that keep the meaning change nothing: inverse roles are read the other way (`:ARG0-of` -> `:ARG0`),
and reified relations are written back as edges (`have-part-91` -> `:part`, `be-located-at-91` -> `:location`,
penman's AMR model), so the graphs of BAMBOO's reify set read as their originals do.
"""
from __future__ import annotations

import functools
import re
from collections import Counter
from types import MappingProxyType

import penman
from penman.models.amr import model as AMR_MODEL
from penman.transform import dereify_edges

from .graph import PRONOUN_CONCEPTS, constant_text

_NOT_A_ROLE = re.compile(r"^:(op\d+|name)$")  # a coordination's operands, a name's parts (its :name edge too)
# a node's relations that do not describe it: its arguments (what an exchange moves), the parts of a coordination, a
# sentence or a name (read otherwise), its polarity and its amount (read by the value check)
_NOT_DESCRIBING = re.compile(r"^:(ARG\d|op\d+|snt\d+|name|polarity|wiki|quant)$")
# the roles of a date-entity that say which date it is
_DATE_PARTS = frozenset({":year", ":month", ":day", ":weekday", ":season", ":dayperiod", ":time", ":century",
                         ":decade", ":quarter"})


def _labels(graph: penman.Graph, repeated_by_modifiers: bool = False, by_all_relations: bool = False) -> dict:
    """Each variable's label: its concept, and for a named entity also its name (the :op constants of its
    :name node, in order). repeated_by_modifiers: a concept that two variables have is told apart by the
    concepts of its :mod children, as Smatch's alignment would tell them apart by structure (`boy (old)` and
    `boy (young)` of "the older boy pushed the younger one"), and two dates by their parts (`date-entity (month
    3)` and `date-entity (month 4)` of "cheaper in March than in April"). by_all_relations: by the concepts of
    everything it carries but its arguments and its pronouns, whichever role the parser gave it (`ticket
    (matinee)` and `ticket (show)` of "tickets for the matinee cost less than tickets for the evening show"); a
    pronoun refers back, as the parser resolved it ("their" hung on one of two mentions of the neighbours), and
    describes nothing."""
    parts: dict = {}
    for source, role, target in graph.attributes():
        if role.startswith(":op") and role[3:].isdigit():
            parts.setdefault(source, []).append((int(role[3:]), constant_text(target)))
    names = {source: " ".join(text for _, text in sorted(parts[target]))
             for source, role, target in graph.edges() if role == ":name" and target in parts}
    concepts = {var: concept for var, _, concept in graph.instances()}
    repeated = {c for c, n in Counter(concepts.values()).items() if n > 1} if repeated_by_modifiers else set()
    mods: dict = {}
    for source, role, target in graph.edges() + graph.attributes():
        if concepts.get(source) not in repeated or source in names:
            continue
        if target in concepts and (role == ":mod" or by_all_relations and not _NOT_DESCRIBING.match(role)
                                   and concepts[target] not in PRONOUN_CONCEPTS):
            mods.setdefault(source, []).append(concepts[target])
        elif concepts[source] == "date-entity" and role in _DATE_PARTS:  # two dates told apart by what they say
            mods.setdefault(source, []).append(f"{role[1:]} {concepts.get(target) or constant_text(target)}")
    return {var: f'{concept} "{names[var]}"' if var in names else
            f"{concept} ({' '.join(sorted(mods[var]))})" if var in mods else concept for var, concept in concepts.items()}


@functools.lru_cache(maxsize=1 << 16)
def dereified_graph(penman_text: str) -> penman.Graph:
    """The graph with its reified edges undone, decoded once for every reader of it (labelled_triples in both
    readings, labelled_edges, aligned_triples.graph_parts; read only)."""
    return dereify_edges(penman.decode(penman_text, model=AMR_MODEL), AMR_MODEL)


@functools.lru_cache(maxsize=1 << 16)
def labelled_triples(penman_text: str, repeated_by_modifiers: bool = False, by_all_relations: bool = False) -> Counter:
    """The multiset of a graph's labelled triples, inverse roles normalised and reifications undone;
    repeated_by_modifiers: a repeated concept labelled with its modifiers, or by_all_relations with all it carries
    but its arguments and pronouns (_labels), as the contradiction check reads exchanged arguments.

    >>> sorted(labelled_triples("(b / bite-01 :ARG0 (d / dog) :ARG1-of (s / see-01))").elements())
    [('bite-01', ':ARG0', 'dog'), ('instance', 'bite-01'), ('instance', 'dog'), ('instance', 'see-01'), ('see-01', ':ARG1', 'bite-01')]
    >>> labelled_triples("(b / beach :ARG2-of (l / be-located-at-91 :ARG1 (p / play-01)))") == labelled_triples(
    ...     "(p / play-01 :location (b / beach))")
    True
    """
    graph = dereified_graph(penman_text)
    labels = _labels(graph, repeated_by_modifiers, by_all_relations)

    def label(node) -> str:  # a variable's label, or a constant's text
        return labels.get(node) or constant_text(node)

    triples = Counter(("instance", label(var)) for var in labels)
    triples.update((label(source), role, label(target)) for source, role, target in graph.edges() + graph.attributes())
    return triples


@functools.lru_cache(maxsize=1 << 16)
def labelled_edges(penman_text: str) -> tuple:
    """The graph's variables with their labels (as labelled_triples reads them, read only) and its triples with
    the variables kept, each constant as its text: what tells two instances of one concept apart ("a forty-hour
    week with a one-hour break" holds two hours).

    >>> labels, triples = labelled_edges("(b / break :mod (h / hour) :time (w / week :mod (h2 / hour :quant 40)))")
    >>> sorted(triples), labels["h2"]
    ([('b', ':mod', 'h'), ('b', ':time', 'w'), ('h2', ':quant', '40'), ('w', ':mod', 'h2')], 'hour')
    """
    graph = dereified_graph(penman_text)
    triples = [tuple(t) for t in graph.edges()] + [(s, r, constant_text(t)) for s, r, t in graph.attributes()]
    return MappingProxyType(_labels(graph)), tuple(triples)


def with_role_fillers(triples: Counter) -> Counter:
    """The triples and, for each relation but a coordination's operand or a name's part, its (*, role, filler).

    >>> sorted(with_role_fillers(labelled_triples("(s / search-01 :ARG0 (w / woman))")).elements())
    [('*', ':ARG0', 'woman'), ('instance', 'search-01'), ('instance', 'woman'), ('search-01', ':ARG0', 'woman')]
    >>> with_role_fillers(labelled_triples("(a / and :op1 (b / bark-01 :ARG0 (d / dog)) :op2 (r / run-02 :ARG0 d))"))[
    ...     ("*", ":ARG0", "dog")]
    2
    """
    fillers: Counter = Counter()
    for triple, n in triples.items():
        if len(triple) == 3 and not _NOT_A_ROLE.match(triple[1]):
            fillers["*", triple[1], triple[2]] += n  # summed: two predicates with the same agent keep both
    return triples + fillers
