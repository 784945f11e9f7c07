"""One type per name in a parsed pair: a name that the two graphs type differently is typed alike in both.

The embedded parser types a name by spaCy's NER label (dependency_parser.ENTITY_TYPES), which the context sways:
"Sandra's mentor recommended her" has (organization :name Sandra), "Sandra was recommended by her mentor"
(person :name Sandra). Gold AMR types one entity one way, so a pair read from text gets one type for each name
its two graphs share, the first of the two in ENTITY_TYPES' order (person, organization, country, ...). Only the
parser's entity concepts are changed; a name on a common noun ("her cousin Marco") and given graphs are left as
they are.
"""
from __future__ import annotations

import penman

from .dependency_parser import ENTITY_TYPES

_RANK = {concept: k for k, concept in enumerate(ENTITY_TYPES.values())}


def _named_nodes(tree: penman.Tree) -> list[tuple[list, str]]:
    """(branches, name) of each node of `tree` whose concept is an entity type and that has a :name."""
    found = []

    def visit(node):
        _, branches = node
        concept = next((t for r, t in branches if r == "/"), None)
        name = next((t for r, t in branches if r == ":name" and isinstance(t, tuple)), None)
        if concept in _RANK and name is not None:
            found.append((branches, " ".join(str(t) for r, t in name[1] if r.startswith(":op"))))
        for role, target in branches:
            if role != "/" and isinstance(target, tuple):
                visit(target)

    visit(tree.node)
    return found


def one_type_per_name(first: str, second: str) -> tuple[str, str]:
    """The two PENMAN graphs of a pair with each name they both have typed alike (the type first in
    ENTITY_TYPES' order); a graph with nothing to change is returned as it is.

    >>> a = '(x1 / recommend-01 :ARG0 (x2 / organization :name (x3 / name :op1 "Sandra")))'
    >>> b = '(x1 / praise-01 :ARG1 (x2 / person :name (x3 / name :op1 "Sandra")))'
    >>> one_type_per_name(a, b)[0]
    '(x1 / recommend-01 :ARG0 (x2 / person :name (x3 / name :op1 "Sandra")))'
    """
    if ":name" not in first or ":name" not in second:
        return first, second  # no name in one of them: nothing to type alike (most pairs; no parse needed)
    trees = [penman.parse(first), penman.parse(second)]
    nodes = [_named_nodes(tree) for tree in trees]
    shared = {name for _, name in nodes[0]} & {name for _, name in nodes[1]}
    types: dict[str, str] = {}
    for branches, name in (node for node in nodes[0] + nodes[1] if node[1] in shared):
        concept = branches[0][1]
        if name not in types or _RANK[concept] < _RANK[types[name]]:
            types[name] = concept
    out = []
    for graph, tree, named in zip((first, second), trees, nodes):
        changed = [(branches, types[name]) for branches, name in named
                   if name in types and branches[0][1] != types[name]]
        for branches, concept in changed:
            branches[0] = ("/", concept)
        out.append(penman.format(tree, indent=None) if changed else graph)
    return out[0], out[1]
