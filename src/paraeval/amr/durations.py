"""Lengths of time written in one unit: the largest that measures them in halves, so that "fourteen days" and
"two weeks", "90 minutes" and "an hour and a half", "every 30 minutes" and "every half hour" are one graph.

AMR keeps the unit a text uses. Here, as with converses (converses.py) and numbers in words (spelled_numbers.py),
two wordings of one amount give one graph, and another amount stays another graph, which graph_conflicts.py
compares by its total (SECONDS). Units convert only where the conversion is exact: seconds to weeks by their
seconds, months to centuries by their months; days are never months. A unit with the quantity 1 is written as
the parser writes "a week", without a :quant.
"""
from __future__ import annotations

# a unit's length in seconds (a month and a year as their averages: graph_conflicts.py compares totals with them)
SECONDS = {"second": 1.0, "minute": 60.0, "hour": 3600.0, "day": 86400.0, "week": 7 * 86400.0,
           "fortnight": 14 * 86400.0, "year": 365.25 * 86400.0, "month": 365.25 * 86400.0 / 12,
           "decade": 3652.5 * 86400.0, "century": 36525 * 86400.0}
# units that convert exactly, smallest first, with their size in the smallest
_LADDERS = ({"second": 1, "minute": 60, "hour": 3600, "day": 86400, "week": 604800, "fortnight": 1209600},
            {"month": 1, "year": 12, "decade": 120, "century": 1200})
_WRITTEN = ("second", "minute", "hour", "day", "week", "month", "year", "decade", "century")  # not "fortnight"


def in_largest_unit(unit: str, quantity: float) -> tuple[str, float]:
    """(unit, quantity) of the same length in the largest unit of its ladder that measures it in halves, at
    least half of one.

    >>> in_largest_unit("day", 14), in_largest_unit("minute", 90), in_largest_unit("month", 18)
    (('week', 2.0), ('hour', 1.5), ('year', 1.5))
    >>> in_largest_unit("hour", 5), in_largest_unit("fortnight", 1), in_largest_unit("dollar", 3)
    (('hour', 5.0), ('week', 2.0), ('dollar', 3))
    """
    ladder = next((sizes for sizes in _LADDERS if unit in sizes), None)
    if ladder is None:
        return unit, quantity
    total = quantity * ladder[unit]
    for larger in sorted((u for u in ladder if u in _WRITTEN), key=ladder.get, reverse=True):
        halves = 2 * total / ladder[larger]
        if halves >= 1 and abs(halves - round(halves)) < 1e-9:
            return larger, round(halves) / 2
    return unit, float(quantity)


def durations_in_largest_units(node):
    """A tree (var, [("/", concept), (role, child), ...]) with each unit of time that has a number as its :quant
    written in its largest unit (in_largest_unit); a quantity of 1 is left out."""
    if not isinstance(node, tuple):
        return node
    var, branches = node
    branches = [(role, durations_in_largest_units(child)) for role, child in branches]
    concept = branches[0][1] if branches and branches[0][0] == "/" else None
    quants = [k for k, (role, child) in enumerate(branches) if role == ":quant"]
    if concept not in SECONDS or len(quants) > 1 or (quants and not _is_number(branches[quants[0]][1])):
        return (var, branches)
    unit, quantity = in_largest_unit(concept, float(branches[quants[0]][1]) if quants else 1.0)
    amount = [] if quantity == 1 else [(":quant", f"{quantity:g}")]
    if not quants:  # "a fortnight": two weeks; the amount goes where the parser puts a :quant, last
        return (var, [("/", unit)] + branches[1:] + amount)
    k = quants[0]
    return (var, [("/", unit)] + branches[1:k] + amount + branches[k + 1:])


def _is_number(value) -> bool:
    try:
        return isinstance(value, str) and float(value) > 0
    except ValueError:
        return False
