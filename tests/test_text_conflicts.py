import numpy as np
import pytest

from paraeval.amr.text_conflicts import text_conflict_flags, text_conflicts, words


def test_words_split_negations_and_write_spelled_numbers_as_digits():
    assert words("Rosa can't come at half past three.") == ["rosa", "ca", "n't", "come", "at", "3:30", "."]
    assert words("It cost $1,500 and a dozen eggs") == ["it", "cost", "$", "1,500", "and", "12", "eggs"]


@pytest.mark.parametrize("first, second", [
    ("The medicine worked.", "The medicine did not work."),
    ("The twins could hardly hear the teacher.", "The twins could hear the teacher."),
    ("Our dog seldom barks at strangers.", "Our dog barks at strangers."),
    ("She has never been to Lisbon.", "She has been to Lisbon."),
    ("The shop isn't open on Sundays.", "The shop is open on Sundays."),
])
def test_a_negation_added_or_dropped_with_the_same_words_besides_flips_polarity(first, second):
    assert text_conflicts(first, second) == ["flipped polarity"]
    assert text_conflicts(second, first) == ["flipped polarity"]


@pytest.mark.parametrize("first, second", [
    ("Our candidate did not win the election.", "Our candidate lost the election."),  # a negation in other words
    ("The software failed to detect the virus.", "The software did not detect the virus."),
    ("Kenji no longer works for the council.", "Kenji has stopped working for the council."),
    ("The dog seldom barks.", "The dog rarely barks."),  # one negating adverb for another
    ("Neither Ann nor Bo came.", "Ann did not come, and Bo did not come either."),  # more than one edit
])
def test_a_negation_said_in_other_words_is_no_contradiction(first, second):
    assert text_conflicts(first, second) == []


@pytest.mark.parametrize("first, second", [
    ("Noor could easily see the path.", "Noor could hardly see the path."),
    ("The passport was somewhere in the room.", "The passport was nowhere in the room."),
    ("The witness saw something odd.", "The witness saw nothing odd."),
])
def test_a_negating_word_for_one_word_that_is_not_one_flips_polarity(first, second):
    assert text_conflicts(first, second) == ["flipped polarity"]
    assert text_conflicts(second, first) == ["flipped polarity"]


def test_no_for_zero_is_the_same_amount_and_rarely_for_seldom_no_flip():
    assert text_conflicts("The audit found no errors.", "The audit found zero errors.") == []
    assert text_conflicts("Lions rarely hunt at noon.", "Lions seldom hunt at noon.") == []
    assert text_conflicts("Lions rarely hunt at noon.", "Lions hunt at noon.") == ["flipped polarity"]


def test_one_value_for_another_is_a_changed_value_and_the_same_value_written_otherwise_is_not():
    assert text_conflicts("Simmer it for twenty minutes.", "Simmer it for forty minutes.") == ["changed value"]
    assert text_conflicts("The meeting is on Tuesday.", "The meeting is on Thursday.") == ["changed value"]
    assert text_conflicts("The rent is $1,500.", "The rent is $1,800.") == ["changed value"]
    assert text_conflicts("Simmer it for twenty minutes.", "Simmer it for 20 minutes.") == []
    assert text_conflicts("She bought a dozen eggs.", "She bought twelve eggs.") == []
    assert text_conflicts("She bought three eggs.", "She bought several eggs.") == []  # no value to compare


def test_one_word_for_its_opposite_inflections_taken_off():
    assert text_conflicts("My sister is taller than my brother.", "My sister is shorter than my brother.") == [
        "opposite concepts"]
    assert text_conflicts("The pub is quieter on Sundays.", "The pub is noisier on Sundays.") == ["opposite concepts"]
    assert text_conflicts("The vaccine produced fewer side effects.", "The vaccine produced more side effects.") == [
        "opposite concepts"]
    assert text_conflicts("The pub is quieter on Sundays.", "The pub is calmer on Sundays.") == []  # a synonym
    # an opposite and an exchange together say the same again: two edits are left to the graphs
    assert text_conflicts("Ann is taller than Bo.", "Bo is shorter than Ann.") == []


def test_two_stretches_exchanged_around_a_middle_are_exchanged_arguments():
    assert text_conflicts("The dog bit the man.", "The man bit the dog.") == ["exchanged arguments"]
    assert text_conflicts("The visiting team from Leeds was beaten by the home side on Saturday.",
                          "The home side was beaten by the visiting team from Leeds on Saturday.") == [
        "exchanged arguments"]
    assert text_conflicts("Cyclists in Amsterdam outnumber drivers.", "Drivers in Amsterdam outnumber cyclists.") == [
        "exchanged arguments"]


@pytest.mark.parametrize("first, second", [
    ("Ann and Bo met in Paris.", "Bo and Ann met in Paris."),  # two conjuncts: the same meeting
    ("On Monday we met at the cafe.", "At the cafe we met on Monday."),  # two adjuncts moved
    ("Yesterday John left.", "John left yesterday."),  # nothing between: an adverb moved
    ("The dog bit the man.", "The dog bit the man."),
    ("The dog bit the man.", "The man was bitten by the dog."),  # a passive: more than one edit
])
def test_moved_adjuncts_conjuncts_and_paraphrases_are_no_exchange(first, second):
    assert text_conflicts(first, second) == []


def test_flags_are_one_per_pair():
    flags = text_conflict_flags(["The dog bit the man.", "It rained.", "It took 3 hours."],
                                ["The man bit the dog.", "It did not rain.", "It took three hours."])
    assert flags.dtype == np.float64 and flags.tolist() == [1.0, 1.0, 0.0]


def test_how_often_and_refusing_have_opposites_in_the_list():
    assert text_conflicts("Lions often hunt at night.", "Lions seldom hunt at night.") == ["opposite concepts"]
    assert text_conflicts("Jamal agreed to sign the contract.", "Jamal refused to sign the contract.") == [
        "opposite concepts"]
    assert text_conflicts("Lions often hunt at night.", "Lions frequently hunt at night.") == []


def test_how_many_times_is_a_factor_whether_one_word_or_a_count_and_times():
    assert text_conflicts("It sold at twice that price.", "It sold at three times that price.") == ["changed value"]
    assert text_conflicts("She visited Rome twice.", "She visited Rome two times.") == []


def test_one_plural_weekday_for_another_is_a_changed_value():
    assert text_conflicts("The museum is closed on Mondays.", "The museum is closed on Tuesdays.") == ["changed value"]
    assert text_conflicts("The museum is closed on Mondays.", "The museum is closed on Monday.") == []


def test_common_contraries_that_wordnet_does_not_pair_are_opposites():
    assert text_conflicts("The flight departed at noon.", "The flight arrived at noon.") == ["opposite concepts"]
    assert text_conflicts("The firm reported a profit.", "The firm reported a loss.") == ["opposite concepts"]
    assert text_conflicts("The cafe is quiet on Mondays.", "The cafe is busy on Mondays.") == ["opposite concepts"]


def test_irregular_verb_forms_are_read_with_their_bases():
    assert text_conflicts("Prices rose last week.", "Prices fell last week.") == ["opposite concepts"]
    assert text_conflicts("The river has risen.", "The river has fallen.") == ["opposite concepts"]
    assert text_conflicts("She sold the house.", "She bought the house.") == ["opposite concepts"]
