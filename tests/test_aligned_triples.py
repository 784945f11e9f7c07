"""Triples kept under an alignment of two graphs' variables (src/paraeval/amr/aligned_triples.py): hand-counted
values, parity with Smatch (PyPI smatch), determinism."""
import pytest

from paraeval.amr.aligned_triples import aligned_matches, triple_f1

BITE = "(b / bite-01 :ARG0 (d / dog) :ARG1 (m / man))"
PAIRS = [
    (BITE, "(a / attack-01 :ARG0 (d / dog) :ARG1 (m / man))"),
    (BITE, "(b / bite-01 :ARG0 (m / man) :ARG1 (d / dog))"),
    ("(w / want-01 :ARG0 (b / boy) :ARG1 (g / go-02 :ARG0 b :polarity -))",
     "(w / want-01 :ARG0 (g / girl) :ARG1 (g2 / go-02 :ARG0 g))"),
    ('(d / defeat-01 :ARG0 (c / country :name (n / name :op1 "Brazil")) :ARG1 (c2 / country :name (n2 / name :op1 '
     '"Germany")))', '(d / defeat-01 :ARG0 (c / country :name (n / name :op1 "Germany")) :ARG1 (c2 / country :name '
     '(n2 / name :op1 "Brazil")))'),
    ("(s / say-01 :ARG0 (p / person :ARG0-of (l / lead-02)) :ARG1 (r / rise-01 :ARG1 (p2 / price) :time (y / yesterday)))",
     "(a / announce-01 :ARG0 (p / person :ARG0-of (h / head-01)) :ARG1 (i / increase-01 :ARG1 (c / cost) :time "
     "(y / yesterday)))"),
]


def test_the_relations_of_an_argument_worded_otherwise_are_kept():
    # bite-01 -> attack-01: the instances dog and man and both arguments kept, of 3 instances and 2 relations each
    assert aligned_matches(*PAIRS[0]) == (4, 5, 5)
    # with the role fillers (*, :ARG0, dog) and (*, :ARG1, man), shared: 2 * 6 / 14; triples matched by label
    # kept only the instances and fillers, 4 / 7
    assert triple_f1(*PAIRS[0]) == pytest.approx(6 / 7)
    # a role swap keeps 3 either way: the three instances, or bite-01 and both relations with dog -> man
    assert aligned_matches(*PAIRS[1]) == (3, 5, 5)


def test_as_many_triples_as_smatch_finds():
    # Smatch also counts a TOP triple in each graph, kept where the two roots are aligned (they are, in all these);
    # its hill climb is random, so the best of three runs is its optimum on graphs this small
    smatch = pytest.importorskip("smatch")  # the test extra's
    for first, second in PAIRS:
        best = max(_smatch_counts(smatch, first, second) for _ in range(3))
        kept, size_first, size_second = aligned_matches(first, second)
        assert best == (kept + 1, size_first + 1, size_second + 1)


def _smatch_counts(smatch, first: str, second: str) -> tuple:
    smatch.match_triple_dict.clear()  # its cache of candidate matches is global
    return tuple(smatch.get_amr_match(first, second))


def test_the_same_score_every_time_and_either_way_round():
    first, second = PAIRS[4]
    assert {triple_f1(first, second) for _ in range(5)} == {triple_f1(second, first)}
    # 7 kept of 11 each (above), and 5 role fillers each of which (*, :ARG0, person) twice and (*, :time, yesterday)
    # are shared
    assert triple_f1(first, second) == pytest.approx(2 * (7 + 3) / (11 + 11 + 5 + 5))


def test_a_repeated_triple_counts_once():
    # penman decodes the repeated :ARG0 twice; as a set the graph is the other one, 2 instances and 1 relation, all
    # kept (it was kept twice and counted twice: F1 1.0 with a repeated filler on one side only)
    repeated = "(a / x :ARG0 (b / y) :ARG0 b)"
    assert aligned_matches(repeated, "(a / x :ARG0 (b / y))") == (3, 3, 3)
