"""The grammatical gender English gives some nouns for people, written from English, not read off any data set:
"he" can stand for "my father" and "she" for "my grandmother", not the other way round. Nouns with no gender of
their own ("doctor", "cousin", "teacher") are in neither list."""
from __future__ import annotations

MALE_NOUNS = frozenset("""man boy father dad son brother uncle nephew grandfather grandson husband boyfriend
    fiance groom bridegroom king prince emperor duke lord monk gentleman sir stepfather stepson stepbrother
    father-in-law son-in-law brother-in-law widower grandpa""".split())
FEMALE_NOUNS = frozenset("""woman girl mother mom mum daughter sister aunt niece grandmother granddaughter wife
    girlfriend fiancee bride queen princess empress duchess lady nun madam stepmother stepdaughter stepsister
    mother-in-law daughter-in-law sister-in-law widow grandma actress waitress""".split())
_PRONOUN_NOUNS = {"he": MALE_NOUNS, "she": FEMALE_NOUNS}
_GENDERED = MALE_NOUNS | FEMALE_NOUNS


def gender_fits(pronoun: str, noun_lemma: str) -> bool | None:
    """Whether a "he" or "she" can stand for a noun: True for a noun of its gender, False for one of the other,
    None for a noun with no gender of its own (or a pronoun other than he or she).

    >>> gender_fits("he", "father"), gender_fits("she", "father"), gender_fits("she", "doctor")
    (True, False, None)
    """
    own = _PRONOUN_NOUNS.get(pronoun)
    if own is None or noun_lemma not in _GENDERED:
        return None
    return noun_lemma in own
