"""Contradictions read off two texts that are the same but for one edit, where the parser may misread them.

graph_conflicts.py reads a contradiction off the two graphs, so a sentence that spaCy misreads hides one: "The
pub is quieter on Sundays" with "quieter" read as a noun has no opposite of "noisier"; "Cyclists outnumber
drivers" with "outnumber" read as a modifier has no arguments to exchange. When two texts differ by one small
edit, the words say what changed without a parse. Each text's spelled numbers are written as digits first
(spelled_numbers.py: "a dozen" and "12" are one value), then the two word sequences are compared:
- *flipped polarity*: one changed stretch of at most MAX_EDIT words a side, with more negating words on one side
  than the other and the same words besides, auxiliaries and inflections aside ("worked" / "did not work",
  "could hardly hear" / "could hear"; "rarely" for "seldom" is none, and so are "did not win" / "lost" and
  "failed to detect" / "did not detect", a negation said in other words), or a negating word for one word that
  is not one ("somewhere" / "nowhere", "could easily see" / "could hardly see"; "no" / "zero" is none);
- *changed value*: one word for one word, each a number, a weekday or a month, of different values
  ("twenty minutes" / "forty minutes", "Tuesday" / "Thursday"; "twenty" / "20" is none);
- *opposite concepts*: one word for one word, the two opposites by graph_conflicts.opposites() (its list and
  WordNet's antonyms), read with their inflections taken off ("taller" / "shorter", "quieter" / "noisier");
- *exchanged arguments*: the two texts the same but for two stretches that change places around a middle
  that is more than a coordinator ("The visiting team beat the home side" / "The home side beat the visiting
  team"); two conjuncts exchanged ("Ann and Bo met" / "Bo and Ann met") and a stretch that starts with a
  preposition (a moved adjunct: "on Monday ... at the cafe" / "at the cafe ... on Monday") are not.
Two texts with more than one edit, or a longer one, are left to the graphs: a paraphrase in other words is
never read here, and two edits may cancel out ("X is taller than Y" / "Y is shorter than X").
"""
from __future__ import annotations

import difflib
import re

import numpy as np

from .graph_conflicts import opposites
from .misreadings import irregular_verb_forms
from .dates import MONTH_NAMES, weekday_of
from .spelled_numbers import TIMES_WORDS, count_of, digits_for_spelled_numbers

MAX_EDIT = 3  # words a side of the one changed stretch that flips a polarity
MAX_EXCHANGE = 60  # words of the stretch two exchanged parts span: every split is tried, so a longer one is left
# words that deny what they are said of; "nor" is left out, as "neither ... nor" denies once with two words
NEGATORS = frozenset({"not", "n't", "no", "never", "without", "nobody", "nothing", "none", "neither", "nowhere",
                      "cannot", "hardly", "barely", "scarcely", "seldom", "rarely"})
# what a negation brings with it ("worked" / "did not work"), left out where the words besides are compared
_AUXILIARIES = frozenset({"do", "does", "did", "is", "are", "was", "were", "am", "be", "been", "has", "have", "had",
                          "will", "would", "can", "could", "shall", "should", "may", "might", "must", "ever", "any"})
# what may stand between two exchanged conjuncts, or open a moved adjunct: neither is an exchange of roles
_COORDINATORS = frozenset({"and", "or", "&", ",", "the", "a", "an", "both", "either"})
_PREPOSITIONS = frozenset({"on", "at", "in", "to", "from", "by", "with", "for", "of", "after", "before", "during",
                           "since", "until", "into", "onto", "over", "under", "about", "around", "through", "near"})
_TOKEN = re.compile(r"[a-z]+(?=n't\b)|n't\b|\d+(?:[.,:]\d+)*|[a-z]+(?:['’-][a-z]+)*|[^\s\w]")


def words(text: str) -> list[str]:
    """The lowercased words and signs of a text, its spelled numbers as digits and "n't" a word of its own.

    >>> words("The kids didn't eat a dozen eggs.")
    ['the', 'kids', 'did', "n't", 'eat', '12', 'eggs', '.']
    """
    return _TOKEN.findall(digits_for_spelled_numbers(text).lower())


def _value(word: str):
    """A number's value, a weekday's or a month's name, or None for any other word."""
    count = count_of(word)  # "12", "twelve"
    if count is not None:
        return float(count)
    if re.fullmatch(r"\d{1,3}(?:,\d{3})*(?:\.\d+)?|\d+(?:\.\d+)?", word):
        return float(word.replace(",", ""))
    if re.fullmatch(r"\d+(?:[.,:]\d+)*", word):  # a clock time ("3:30") or a date, compared as written
        return word
    return weekday_of(word) or (word if word in MONTH_NAMES else None)  # "Mondays" / "Tuesdays" differ too


def _factor(stretch: list[str]) -> float | None:
    """How many times a stretch says: "twice" -> 2, "3 times" -> 3 (a count and "times"); None otherwise."""
    if len(stretch) == 1 and stretch[0] in TIMES_WORDS:
        return float(TIMES_WORDS[stretch[0]])
    count = _value(stretch[0]) if len(stretch) == 2 and stretch[1] == "times" else None
    return count if isinstance(count, float) else None


def _bases(word: str) -> set[str]:
    """The word and the forms it may be inflected from: "taller" -> tall, "noisier" -> noisy, "bigger" -> big,
    "departed" -> depart, "rose" -> rise (WordNet's irregular forms), "profits" -> profit (candidates only; an
    opposite must be found for one of them)."""
    forms = {word} | irregular_verb_forms().get(word, frozenset())  # "rose" -> rise, "sold" -> sell
    for suffix, replacements in (("ier", ("y",)), ("iest", ("y",)), ("er", ("", "e")), ("est", ("", "e")),
                                 ("ied", ("y",)), ("ed", ("", "e")), ("ing", ("", "e")), ("ies", ("y",)),
                                 ("es", ("",)), ("s", ("",))):
        if word.endswith(suffix) and len(word) > len(suffix) + 2:
            stem = word[: -len(suffix)]
            forms |= {stem + r for r in replacements}
            if len(stem) > 2 and stem[-1] == stem[-2]:  # "bigger", "stopped"
                forms.add(stem[:-1])
    return forms


def _opposite(one: str, other: str) -> bool:
    table = opposites()  # read from WordNet on first use
    return any(b in table.get(a, ()) for a in _bases(one) for b in _bases(other))


def _negated_alone(old: list[str], new: list[str]) -> bool:
    """Whether one side of a stretch has more negating words than the other and the same words besides (each of
    one side's others sharing a base form with one of the other side's, auxiliaries aside)."""
    if sum(w in NEGATORS for w in old) == sum(w in NEGATORS for w in new):
        return False
    rest = [[w for w in side if w not in NEGATORS and w not in _AUXILIARIES] for side in (old, new)]
    return len(rest[0]) == len(rest[1]) and all(_bases(a) & _bases(b) for a, b in zip(*rest))


def _negator_for_word(old: list[str], new: list[str]) -> bool:
    """Whether one word stands for one other, a negating word for one that is not ("some" / "no", "somewhere" /
    "nowhere", "easily" / "hardly"); zero is no other ("no errors" / "zero errors" say the same)."""
    if len(old) != 1 or len(new) != 1 or (old[0] in NEGATORS) == (new[0] in NEGATORS):
        return False
    return 0.0 not in (_value(old[0]), _value(new[0]))


def _one_edit(first: list[str], second: list[str]):
    """(the first's stretch, the second's) where the two differ by one stretch, else None."""
    changed = [op for op in difflib.SequenceMatcher(None, first, second, autojunk=False).get_opcodes()
               if op[0] != "equal"]
    if len(changed) != 1:
        return None
    _, i1, i2, j1, j2 = changed[0]
    return first[i1:i2], second[j1:j2]


def _exchanged(first: list[str], second: list[str]) -> bool:
    """Whether the two are the same but for two stretches that change places around a middle of more than
    coordinators, neither stretch opening with a preposition."""
    start = 0
    while start < min(len(first), len(second)) and first[start] == second[start]:
        start += 1
    end = 0
    while end < min(len(first), len(second)) - start and first[-1 - end] == second[-1 - end]:
        end += 1
    a, b = first[start:len(first) - end], second[start:len(second) - end]
    if not a or len(a) > MAX_EXCHANGE or sorted(a) != sorted(b):
        return False
    for x in range(1, len(a)):
        for y in range(1, len(a) - x):
            head, middle, tail = a[:x], a[x:len(a) - y], a[len(a) - y:]
            if (b == tail + middle + head and not set(middle) <= _COORDINATORS
                    and head[0] not in _PREPOSITIONS and tail[0] not in _PREPOSITIONS):
                return True
    return False


def text_conflicts(first: str, second: str) -> list[str]:
    """The kinds of contradiction (graph_conflicts.CONFLICT_KINDS' names) that one edit makes between two texts.

    >>> text_conflicts("Cyclists in Amsterdam outnumber drivers.", "Drivers in Amsterdam outnumber cyclists.")
    ['exchanged arguments']
    >>> text_conflicts("The dog seldom barks.", "The dog barks."), text_conflicts("It took twenty minutes.", "It took 40 minutes.")
    (['flipped polarity'], ['changed value'])
    >>> text_conflicts("The pub is quieter on Sundays.", "The pub is noisier on Sundays.")
    ['opposite concepts']
    >>> text_conflicts("It took twenty minutes.", "It took 20 minutes."), text_conflicts("Ann and Bo met.", "Bo and Ann met.")
    ([], [])
    """
    a, b = words(first), words(second)
    if a == b:
        return []
    if _exchanged(a, b):
        return ["exchanged arguments"]
    edit = _one_edit(a, b)
    if edit is None:
        return []
    old, new = edit
    if len(old) <= MAX_EDIT and len(new) <= MAX_EDIT and _negated_alone(old, new):
        return ["flipped polarity"]
    factors = _factor(old), _factor(new)
    if None not in factors and factors[0] != factors[1]:
        return ["changed value"]
    if len(old) == 1 and len(new) == 1:
        values = _value(old[0]), _value(new[0])
        if None not in values and values[0] != values[1]:
            return ["changed value"]
        if _opposite(old[0], new[0]):  # "often" / "seldom" is named by its list before a negating word is
            return ["opposite concepts"]
    if _negator_for_word(old, new):
        return ["flipped polarity"]
    return []


def text_conflict_flags(firsts: list[str], seconds: list[str]) -> np.ndarray:
    """1.0 where the two texts of a pair differ by one edit that contradicts (text_conflicts), else 0.0."""
    return np.array([float(bool(text_conflicts(a, b))) for a, b in zip(firsts, seconds)], dtype=np.float64)
