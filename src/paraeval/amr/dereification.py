"""Dereification: a relation that an AMR writes as a concept, written back as the edge it stands for.

The AMR guidelines ("Reification") let any non-core relation be written as a concept: `x :location y` and
`x :ARG1-of (b / be-located-at-91 :ARG2 y)` are the same meaning, and so are `x :topic y` and
`x :ARG0-of (c / concern-02 :ARG1 y)`. PAM's encoder, the triple F1 and the contradiction check read the two
forms as different graphs, so a parser's (or an annotator's) choice of form moved the score; BAMBOO's reify
variant measures exactly that. Collapsing every reification that stands alone back to its relation gives
both forms one graph.

A reified node is collapsed only where the collapse is lossless: it is entered from its domain through the
inverse of its domain role, it has no other edge but the one to its range, and its variable is not used
anywhere else. A reification with more to say (a third argument, a modifier, a second mention) is a
predicate in its own right and stays.
"""
from __future__ import annotations

import penman
from penman.exceptions import PenmanError

# concept -> (relation, domain role, range role), the reification table of the AMR 1.2 guidelines
REIFICATIONS = {
    "accompany-01": (":accompanier", ":ARG0", ":ARG1"),
    "age-01": (":age", ":ARG1", ":ARG2"),
    "benefit-01": (":beneficiary", ":ARG0", ":ARG1"),
    "cause-01": (":cause", ":ARG1", ":ARG0"),
    "have-concession-91": (":concession", ":ARG1", ":ARG2"),
    "have-condition-91": (":condition", ":ARG1", ":ARG2"),
    "consist-01": (":consist-of", ":ARG1", ":ARG2"),
    "cost-01": (":cost", ":ARG1", ":ARG2"),
    "have-degree-92": (":degree", ":ARG1", ":ARG2"),
    "be-destined-for-91": (":destination", ":ARG1", ":ARG2"),
    "last-01": (":duration", ":ARG1", ":ARG2"),
    "exemplify-01": (":example", ":ARG0", ":ARG1"),
    "have-extent-91": (":extent", ":ARG1", ":ARG2"),
    "have-frequency-91": (":frequency", ":ARG1", ":ARG2"),
    "have-instrument-91": (":instrument", ":ARG1", ":ARG2"),
    "have-li-91": (":li", ":ARG1", ":ARG2"),
    "be-located-at-91": (":location", ":ARG1", ":ARG2"),
    "have-manner-91": (":manner", ":ARG1", ":ARG2"),
    "mean-01": (":meaning", ":ARG1", ":ARG2"),
    "have-mod-91": (":mod", ":ARG1", ":ARG2"),
    "have-name-91": (":name", ":ARG1", ":ARG2"),
    "have-ord-91": (":ord", ":ARG1", ":ARG2"),
    "have-part-91": (":part", ":ARG1", ":ARG2"),
    "have-polarity-91": (":polarity", ":ARG1", ":ARG2"),
    "have-purpose-91": (":purpose", ":ARG1", ":ARG2"),
    "have-quant-91": (":quant", ":ARG1", ":ARG2"),
    "be-from-91": (":source", ":ARG1", ":ARG2"),
    "have-subevent-91": (":subevent", ":ARG1", ":ARG2"),
    "be-temporally-at-91": (":time", ":ARG1", ":ARG2"),
    "concern-02": (":topic", ":ARG0", ":ARG1"),
    "have-value-91": (":value", ":ARG1", ":ARG2"),
}


def _variables_used(node, used: list) -> list:
    """Every edge target that is a variable of the tree (re-entrancies included), once per mention."""
    for role, target in node[1][1:]:
        if isinstance(target, tuple):
            _variables_used(target, used)
        else:
            used.append(target)
    return used


def _collapsed(role: str, child, mentioned: set):
    """(relation, range) where the branch `role child` is a lossless reification, else None."""
    if not isinstance(child, tuple) or child[0] in mentioned:
        return None
    concept, branches = child[1][0][1], child[1][1:]
    relation, domain, range_role = REIFICATIONS.get(concept, (None, None, None))
    if relation is None or role != f"{domain}-of" or len(branches) != 1 or branches[0][0] != range_role:
        return None
    return relation, branches[0][1]


def _rewrite(node, mentioned: set):
    variable, (instance, *branches) = node
    kept = []
    for role, target in branches:
        collapse = _collapsed(role, target, mentioned)
        if collapse:
            role, target = collapse
        kept.append((role, _rewrite(target, mentioned) if isinstance(target, tuple) else target))
    return variable, [instance, *kept]


def dereify(penman_text: str) -> str:
    """The graph with every lossless reification collapsed to its relation; the text unchanged where there
    is none, so graphs without one keep their exact form. A text penman cannot read is returned as it is,
    for the reader that names the input's position (graph.read_amr) to report."""
    if not any(concept in penman_text for concept in REIFICATIONS):
        return penman_text
    try:
        tree = penman.parse(penman_text)
    except (PenmanError, RecursionError):
        return penman_text
    variables = {v for v, _ in tree.nodes()}
    mentioned = {v for v in _variables_used(tree.node, []) if v in variables}
    node = _rewrite(tree.node, mentioned)
    if node == tree.node:
        return penman_text
    return penman.format(penman.Tree(node, metadata=tree.metadata))
