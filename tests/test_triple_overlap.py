"""Labelled triples of AMR graphs (src/paraeval/amr/triple_overlap.py) and the triple F1 that counts them with the
alignment of aligned_triples.py: hand-counted values and invariances."""
import pytest

from paraeval.amr.aligned_triples import triple_f1, triple_f1_scores
from paraeval.amr.triple_overlap import labelled_triples, with_role_fillers

BITE = "(b / bite-01 :ARG0 (d / dog) :ARG1 (m / man))"


def test_a_role_swap_keeps_the_concepts_and_loses_both_arguments():
    # 3 instance triples, 2 argument triples and their 2 (*, role, filler): 3 shared of 7 per graph: 2 * 3 / 14
    assert triple_f1(BITE, "(b / bite-01 :ARG0 (m / man) :ARG1 (d / dog))") == pytest.approx(3 / 7)
    assert triple_f1(BITE, BITE) == 1.0


def test_an_agent_kept_under_another_verb_still_counts():
    # bite-01 aligned with attack-01: the instances dog and man, both arguments and both (*, role, filler) are
    # kept: 2 * 6 / 14; swapped under the other verb, the instances or the arguments (not both), and no filler:
    # 2 * 2 / 14
    assert triple_f1(BITE, "(a / attack-01 :ARG0 (d / dog) :ARG1 (m / man))") == pytest.approx(6 / 7)
    assert triple_f1(BITE, "(a / attack-01 :ARG0 (m / man) :ARG1 (d / dog))") == pytest.approx(2 / 7)


def test_negation_adds_one_attribute_triple():
    # 6 triples against 4 (the :polarity and its (*, :polarity, -) added), all 4 shared: 8 / 10
    assert triple_f1("(w / work-01 :ARG0 (m / medicine))",
                     "(w / work-01 :ARG0 (m / medicine) :polarity -)") == pytest.approx(0.8)


def test_variable_names_inverse_roles_and_reification_do_not_matter():
    assert triple_f1(BITE, "(x / man :ARG1-of (y / bite-01 :ARG0 (z / dog)))") == 1.0
    assert labelled_triples("(p / play-01 :ARG1-of (l / be-located-at-91 :ARG2 (b / beach)))") == \
        labelled_triples("(q / play-01 :location (c / beach))")


def test_constants_lose_their_quotes_and_repeated_concepts_count_as_a_multiset():
    assert ("name", ":op1", "Pat") in labelled_triples('(p / person :name (n / name :op1 "Pat"))')
    two_men = labelled_triples("(a / and :op1 (m / man) :op2 (m2 / man))")
    assert two_men[("instance", "man")] == 2 and two_men[("and", ":op1", "man")] == 1
    # one man against two: the shared multiset is and, man, and :op1 man -> 2 * 3 / (3 + 5) (an operand is not
    # a role, so it has no (*, :op1, man))
    assert triple_f1("(a / and :op1 (m / man))", "(a / and :op1 (m / man) :op2 (m2 / man))") == pytest.approx(0.75)


def test_scores_are_pairwise_and_symmetric():
    other = "(s / sleep-01 :ARG0 (d / dog))"
    assert triple_f1_scores([BITE, other], [other, BITE]).tolist() == pytest.approx([triple_f1(BITE, other)] * 2)


def test_a_named_entity_is_its_concept_and_its_name():
    brazil = '(c / country :name (n / name :op1 "Brazil"))'
    germany = '(c2 / country :name (n2 / name :op1 "Germany"))'
    # 5 instances (defeat-01, two named countries, two names), 2 arguments and their 2 (*, role, filler), 2 :name
    # and 2 :op1 triples (a name's parts, no filler of their own) = 13; the swap shares all but the 4 of the
    # arguments: 2 * 9 / 26
    assert triple_f1(f"(d / defeat-01 :ARG0 {brazil} :ARG1 {germany})",
                     f"(d / defeat-01 :ARG0 {germany} :ARG1 {brazil})") == pytest.approx(9 / 13)
    assert ("instance", 'city "New York"') in labelled_triples('(c / city :name (n / name :op1 "New" :op2 "York"))')


def test_a_filler_shared_by_two_predicates_counts_once_for_each():
    # "The dog barked and ran." has 4 instances (and, bark-01, run-02, dog), 4 relations (the and's :op1 and :op2,
    # bark's and run's :ARG0) and (*, :ARG0, dog) twice = 10; "The dog barked." has 2 instances, 1 :ARG0 and its
    # (*, :ARG0, dog) = 4; shared: bark-01, dog, bark's :ARG0 and one (*, :ARG0, dog) -> 2 * 4 / (10 + 4)
    both = "(a / and :op1 (b / bark-01 :ARG0 (d / dog)) :op2 (r / run-02 :ARG0 d))"
    assert with_role_fillers(labelled_triples(both))[("*", ":ARG0", "dog")] == 2
    assert triple_f1(both, "(b / bark-01 :ARG0 (d / dog))") == pytest.approx(8 / 14)
