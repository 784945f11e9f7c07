"""Hard negatives made from a graph: the same concepts with a small change of meaning.

Each function returns a new PENMAN string, or None where the graph offers nothing to change:
- `swap_roles`: two arguments exchanged on the first node (depth-first) that has both ("the dog bit the
  man" -> "the man bit the dog"; :ARG1/:ARG2 "gave the book to the girl" -> "gave the girl to the book");
- `flip_polarity`: `:polarity -` added to the first predicate (a concept with a sense number, such as
  work-01), or removed where the graph has one ("the medicine worked" <-> "the medicine did not work");
- `change_number`: the first numeric constant replaced by another number ("3 pm" -> "5 pm").
PAM's structural training stage ranks a paraphrase above these (training.py); BAMBOO's role_confusion set
and the minimal-edit triples of the benchmarks test the same property.
"""
from __future__ import annotations

import re

import penman

ROLE_PAIRS = ((":ARG0", ":ARG1"), (":ARG1", ":ARG2"), (":ARG0", ":ARG2"))
_PREDICATE = re.compile(r".+-\d\d$")


def _format(tree) -> str:
    return penman.format(tree, indent=None)


def _nodes(node):
    """Depth-first: every (variable, branches) node of a tree."""
    yield node
    for _, target in node[1]:
        if isinstance(target, tuple):
            yield from _nodes(target)


def swap_roles(penman_text: str, roles: tuple[str, str] = (":ARG0", ":ARG1")) -> str | None:
    """The graph with `roles` exchanged on the first node (depth-first) that has both; None if none has.

    >>> swap_roles("(b / bite-01 :ARG0 (d / dog) :ARG1 (m / man))")
    '(b / bite-01 :ARG1 (d / dog) :ARG0 (m / man))'
    >>> swap_roles("(s / sleep-01 :ARG0 (d / dog))") is None
    True
    """
    tree = penman.parse(penman_text)
    first, second = roles
    for _, branches in _nodes(tree.node):
        present = {role for role, _ in branches}
        if first in present and second in present:
            swapped = {first: second, second: first}
            branches[:] = [(swapped.get(role, role), target) for role, target in branches]
            return _format(tree)
    return None


def swap_core_roles(penman_text: str) -> str | None:
    """:ARG0 and :ARG1 exchanged (the role confusion of BAMBOO); see `swap_roles`."""
    return swap_roles(penman_text, (":ARG0", ":ARG1"))


def flip_polarity(penman_text: str) -> str | None:
    """Remove the first `:polarity -`, or add one to the first predicate; None if there is neither.

    >>> flip_polarity("(w / work-01 :ARG0 (m / medicine))")
    '(w / work-01 :ARG0 (m / medicine) :polarity -)'
    >>> flip_polarity("(w / work-01 :ARG0 (m / medicine) :polarity -)")
    '(w / work-01 :ARG0 (m / medicine))'
    >>> flip_polarity("(d / dog)") is None
    True
    """
    tree = penman.parse(penman_text)
    nodes = list(_nodes(tree.node))
    for _, branches in nodes:
        if (":polarity", "-") in branches:
            branches.remove((":polarity", "-"))
            return _format(tree)
    for _, branches in nodes:
        concept = next((target for role, target in branches if role == "/"), "")
        if _PREDICATE.match(str(concept)):
            branches.append((":polarity", "-"))
            return _format(tree)
    return None


def change_number(penman_text: str) -> str | None:
    """The first integer constant n replaced by 2n + 1 (a different number of the same kind).

    >>> change_number("(s / start-01 :time (p / pm :quant 3))")
    '(s / start-01 :time (p / pm :quant 7))'
    >>> change_number("(d / dog)") is None
    True
    """
    tree = penman.parse(penman_text)
    for _, branches in _nodes(tree.node):
        for k, (role, target) in enumerate(branches):
            if role != "/" and isinstance(target, str) and target.isdigit():
                branches[k] = (role, str(2 * int(target) + 1))
                return _format(tree)
    return None


def hard_negatives(penman_text: str) -> list[str]:
    """Every change of this module that applies to the graph (roles, polarity, number), in that order.

    >>> hard_negatives("(b / bite-01 :ARG0 (d / dog) :ARG1 (m / man))")
    ['(b / bite-01 :ARG1 (d / dog) :ARG0 (m / man))', '(b / bite-01 :ARG0 (d / dog) :ARG1 (m / man) :polarity -)']
    """
    changed = [swap_roles(penman_text, pair) for pair in ROLE_PAIRS]
    changed += [flip_polarity(penman_text), change_number(penman_text)]
    return [g for g in changed if g is not None]
