"""Absolutes of "include" and "exclude" written as the prepositions they stand for, before parsing.

"The tour costs 50 dollars, lunch included." says what "The tour costs 50 dollars, including lunch." says, but
en_core_web_sm reads the absolute "lunch included" as the sentence's verb and hangs the clause before it on
"included" (the tour's price becomes what lunch includes), or loses the clause ("The two-bedroom flat rents for
fifteen hundred dollars a month, utilities included." -> (include-01 :ARG0 utility) and nothing else). A noun
phrase of one to four words after a comma, followed by "included" or "excluded" where a clause ends (a stop, a
semicolon, a comma or the end of the text), is written after "including" / "excluding" instead. A phrase with a
word that makes it a clause of its own (", which was included", ", and it was included", ", not included") is
left as it is.
"""
from __future__ import annotations

import re

_ABSOLUTE = re.compile(r",(\s+)((?:[\w'$-]+\s+){0,3}[\w'$-]+)\s+(included|excluded)(?=\s*(?:[.;,!?]|$))",
                       re.IGNORECASE)
# words that make the phrase before "included" a clause, or no noun phrase: an auxiliary, a negation, a pronoun
# subject, a relative word, or a coordinator that opens it
_CLAUSE_WORDS = frozenset({"is", "are", "was", "were", "be", "been", "being", "has", "have", "had", "will", "would",
                           "can", "could", "should", "may", "might", "must", "not", "never", "also", "already",
                           "which", "that", "who", "whom", "whose", "it", "he", "she", "they", "we", "i", "you"})
_OPENERS = frozenset({"and", "or", "but", "so", "yet", "nor"})


def _as_preposition(match: re.Match) -> str:
    space, phrase, participle = match.groups()
    words = phrase.lower().split()
    if words[0] in _OPENERS or any(w in _CLAUSE_WORDS for w in words):
        return match.group(0)
    preposition = "including" if participle.lower() == "included" else "excluding"
    return f",{space}{preposition} {phrase}"


def prepositional_absolutes(text: str) -> str:
    """text with each absolute "X included" / "X excluded" after a comma written as "including X" / "excluding X".

    >>> prepositional_absolutes("The tour costs 50 dollars, lunch included.")
    'The tour costs 50 dollars, including lunch.'
    >>> prepositional_absolutes("The rent is $900 a month, all bills excluded; parking is extra.")
    'The rent is $900 a month, excluding all bills; parking is extra.'
    >>> prepositional_absolutes("The hotel said breakfast, which was extra, was not included.")
    'The hotel said breakfast, which was extra, was not included.'
    """
    return _ABSOLUTE.sub(_as_preposition, text) if "clude" in text else text
