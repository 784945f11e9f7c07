"""What an encoder's vocabulary cannot see, and the option that keeps emoji visible.

WordPiece vocabularies such as the default all-MiniLM-L6-v2's map emoji (and some symbols and scripts)
to one `[UNK]` token, so "I love it 😀" and "I love it 😡" embed identically and score 1.0. The
metrics warn when a pair has such text (`unknown_token_texts` finds it), and `demojize=True` replaces
every emoji by its English name ("😀" -> "grinning face") before scoring, so the model reads it. It is
off by default: the official toolkits score the raw text.
"""
from __future__ import annotations

import re
from typing import Sequence

_ASCII = re.compile(r"[\x00-\x7f]*")


def unknown_token_texts(tokenizer, texts: Sequence[str]) -> list[int]:
    """Indices of the texts in which `tokenizer` produces its unknown token.

    Only texts with a non-ASCII character are tokenised: the vocabularies paraeval ships cover ASCII,
    and most text is ASCII, so the check costs almost nothing.
    """
    unk = tokenizer.unk_token_id
    if unk is None:  # byte-level BPE (RoBERTa, GPT-2): every character has tokens
        return []
    candidates = [i for i, text in enumerate(texts) if not _ASCII.fullmatch(text)]
    if not candidates:
        return []
    ids = tokenizer([texts[i] for i in candidates], add_special_tokens=False)["input_ids"]
    return [i for i, row in zip(candidates, ids) if unk in row]


def demojize(text: str) -> str:
    """Each emoji replaced by its English name between spaces (whitespace then collapsed).

    >>> demojize("I love it 😀")
    'I love it grinning face'
    >>> demojize("no emoji here")
    'no emoji here'
    """
    import emoji

    if not emoji.emoji_count(text):
        return text
    named = emoji.demojize(text, delimiters=(" \x00", "\x00 "))
    # names come as "\x00grinning_face\x00": underscores inside a name are spaces in English
    named = re.sub(r"\x00([^\x00]*)\x00", lambda m: m.group(1).replace("_", " "), named)
    return " ".join(named.split())
