"""An earlier amount written without its unit, read in the unit of the amount it moved to.

"The herd has grown to 120 cows, up from 80" says 80 cows: English leaves the unit out where the amount the verb
moved to has just named it. The parser reads "up from 80" as (up :source 80), a bare number, which neither the
value check of graph_conflicts.py nor the triples compare with "the farm had eighty cows" (cow :quant 80). Beside
a :destination that is an amount, (cow :quant 120), the bare earlier amount is written (up :source (cow :quant 80)),
as "up from 80 cows" reads. A unit of its own ("down from 5 percent") and a verb with no such amount stay as they
were.
"""
from __future__ import annotations

import re

# the words that say which way an amount moved, hung on the verb ("rose to 500, up from 300")
_MOVES = frozenset({"up", "down"})
_VARIABLE = re.compile(r"^(.*?)(\d+)$")  # "x6", "s0x6": a prefix and a number


def _concept(node) -> str | None:
    _, branches = node
    return branches[0][1] if branches and branches[0][0] == "/" else None


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
            return _concept(child)
    return None


def _variables(node) -> list[str]:
    var, branches = node
    return [var] + [v for _, child in branches if isinstance(child, tuple) for v in _variables(child)]


def earlier_amounts_in_their_unit(root):
    """The tree (var, [("/", concept), (role, child), ...]) with each bare earlier amount of an up / down beside an
    amount the same verb moved to written in that amount's unit; new nodes take the next free variables."""
    numbered = [m for m in map(_VARIABLE.match, _variables(root)) if m]
    if not numbered:
        return root
    prefix, count = numbered[0].group(1), max(int(m.group(2)) for m in numbered)

    def fresh() -> str:
        nonlocal count
        count += 1
        return f"{prefix}{count}"

    def rewrite(node):
        var, branches = node
        branches = [(role, rewrite(child) if isinstance(child, tuple) else child) for role, child in branches]
        unit = _unit_of_arrival(branches)
        if unit is None:
            return (var, branches)
        moved = []
        for role, child in branches:
            if role == ":manner" and isinstance(child, tuple) and _concept(child) in _MOVES:
                child = (child[0], [(r, (fresh(), [("/", unit), (":quant", c)]) if r == ":source" and _is_number(c)
                                     else c) for r, c in child[1]])
            moved.append((role, child))
        return (var, moved)

    return rewrite(root)
