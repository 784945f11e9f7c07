import penman

from paraeval.amr.earlier_amounts import earlier_amounts_in_their_unit


def rewritten(graph: str, *new_names: str) -> str:
    """The rewrite, its new nodes named new_names in turn (the parser passes its own variable counter)."""
    names = iter(new_names)
    return penman.format(penman.Tree(earlier_amounts_in_their_unit(penman.parse(graph).node, lambda: next(names))),
                         indent=None)


def test_a_bare_earlier_amount_takes_the_unit_of_the_amount_moved_to():
    assert rewritten("(x1 / grow-01 :destination (x2 / cow :quant 120) :manner (x3 / up :source 80))", "x4") == \
        "(x1 / grow-01 :destination (x2 / cow :quant 120) :manner (x3 / up :source (x4 / cow :quant 80)))"
    # the parser's per-sentence variables ("s0x3"): the new node takes the name it is given
    assert rewritten("(s0x1 / fall-01 :destination (s0x2 / dollar :quant 20) :manner (s0x3 / down :source 25))",
                     "s0x4") == \
        "(s0x1 / fall-01 :destination (s0x2 / dollar :quant 20) :manner (s0x3 / down :source (s0x4 / dollar :quant 25)))"


def test_an_amount_with_its_own_unit_or_no_amount_moved_to_stays():
    own = "(x1 / fall-01 :destination (x2 / percent :quant 4) :manner (x3 / down :source (x4 / percent :quant 5)))"
    assert rewritten(own) == own
    nothing = "(x1 / rise-01 :ARG1 (x2 / price) :manner (x3 / up :source 80))"
    assert rewritten(nothing) == nothing
    # a destination that is a place, not an amount
    place = "(x1 / move-01 :destination (x2 / city) :manner (x3 / up :source 80))"
    assert rewritten(place) == place
