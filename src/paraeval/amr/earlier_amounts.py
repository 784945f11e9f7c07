"""An earlier amount written without its unit, read in the unit of the amount it moved to.

"The herd has grown to 120 cows, up from 80" says 80 cows: English leaves the unit out where the amount the verb
moved to has just named it. The parser reads "up from 80" as (up :source 80), a bare number, which neither the
value check of graph_conflicts.py nor the triples compare with "the farm had eighty cows" (cow :quant 80). Beside
a :destination that is an amount, (cow :quant 120), the bare earlier amount is written (up :source (cow :quant 80)),
as "up from 80 cows" reads. A unit of its own ("down from 5 percent") and a verb with no such amount stay as they
were.
"""
from __future__ import annotations

from .converses import node_concept

# the words that say which way an amount moved, hung on the verb ("rose to 500, up from 300")
_MOVES = frozenset({"up", "down"})


def _is_number(value) -> bool:
    try:
        float(value)
    except (TypeError, ValueError):
        return False
    return isinstance(value, str)


def _unit_of_arrival(branches) -> str | None:
    """The unit of the verb's :destination where that is an amount ((cow :quant 120) -> "cow"), else None."""
    for role, child in branches:
        if role == ":destination" and isinstance(child, tuple) and any(
                r == ":quant" and _is_number(c) for r, c in child[1]):
            return node_concept(child)
    return None


def earlier_amounts_in_their_unit(node, fresh_variable):
    """The tree (var, [("/", concept), (role, child), ...]) with each bare earlier amount of an up / down beside an
    amount the same verb moved to written in that amount's unit; fresh_variable() names each new node (the
    parser's own counter, so the names stay unique)."""
    var, branches = node
    branches = [(role, earlier_amounts_in_their_unit(child, fresh_variable) if isinstance(child, tuple) else child)
                for role, child in branches]
    unit = _unit_of_arrival(branches)
    if unit is None:
        return (var, branches)
    moved = []
    for role, child in branches:
        if role == ":manner" and isinstance(child, tuple) and node_concept(child) in _MOVES:
            child = (child[0], [(r, (fresh_variable(), [("/", unit), (":quant", c)])
                                 if r == ":source" and _is_number(c) else c) for r, c in child[1]])
        moved.append((role, child))
    return (var, moved)
