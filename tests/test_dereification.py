"""amr/dereification: which reifications collapse to their relation, and which stay a predicate."""
import penman

from paraeval.amr.dereification import CONCEPTS, dereify


def triples(text):
    return sorted(penman.decode(text).triples)


def test_standalone_reifications_become_their_relations():
    # BAMBOO's reify variant writes :name, :mod and :topic this way; cause-01 has its range on :ARG0
    reified = ('(o / officer :ARG1-of (h / have-mod-91 :ARG2 (c / chief)) :ARG0-of (c2 / concern-02 :ARG1 (f / finance-01))'
               ' :ARG1-of (n / have-name-91 :ARG2 (n2 / name :op1 "Lee")))')
    assert triples(dereify(reified)) == triples(
        '(o / officer :mod (c / chief) :topic (f / finance-01) :name (n2 / name :op1 "Lee"))')
    assert triples(dereify("(f / flood-01 :ARG1-of (c / cause-01 :ARG0 (r / rain-01)))")) == triples(
        "(f / flood-01 :cause (r / rain-01))")
    assert triples(dereify("(w / work-01 :ARG1-of (h / have-polarity-91 :ARG2 -))")) == triples("(w / work-01 :polarity -)")
    # entered from its range: the same relation, written inverted
    assert triples(dereify("(r / rain-01 :ARG0-of (c / cause-01 :ARG1 (f / flood-01)))")) == triples(
        "(f / flood-01 :cause (r / rain-01))")


def test_reifications_with_more_to_say_stay():
    kept = [
        "(o / officer :ARG1-of (h / have-mod-91 :ARG2 (c / chief) :time (n / now)))",  # a third edge
        "(a / and :op1 (f / flood-01 :ARG1-of (c / cause-01 :ARG0 (r / rain-01))) :op2 c)",  # mentioned again
        "(b / be-located-at-91 :ARG1 (c / cat) :ARG2 (m / mat))",  # the root: nothing to hang the relation on
        "(p / person :ARG0-of (h / have-org-role-91 :ARG2 (o / officer)))",  # a predicate of its own in AMR 3.0
        "(s / student :ARG2-of (i / include-91 :ARG1 (p / person)))",
    ]
    for text in kept:
        assert dereify(text) == text


def test_text_without_a_reification_or_unreadable_is_returned_as_is():
    plain = "(b / bite-01 :ARG0 (d / dog)\n   :ARG1 (m / man))"
    assert dereify(plain) is plain
    broken = "(c / concern-02 :ARG1 (x"
    assert dereify(broken) == broken


def test_the_guidelines_table_less_the_predicates_of_amr_3():
    assert {"be-located-at-91", "have-name-91", "have-mod-91", "concern-02", "cause-01", "have-polarity-91"} <= CONCEPTS
    assert not CONCEPTS & {"have-org-role-91", "include-91"}
    assert len(CONCEPTS) == 33
