"""What the default encoder cannot see on Twitter-Para, and what `demojize=True` changes there.

Counts the texts with emoji and the texts the default WordPiece vocabulary turns (partly) into [UNK], then
scores the test split with ParaScore and SBERT cosine (vs source) with demojize off (the official toolkits'
behaviour) and on, and reports the Pearson / Spearman of each with the human scores.

    python benchmarks/unknown_tokens.py
"""
from __future__ import annotations

import warnings

import emoji
from scipy.stats import pearsonr, spearmanr

import paraeval
from common import columns, machine, twitter_para, write_results
from paraeval.encoder import load_encoder
from paraeval.models import resolve_model
from paraeval.unknown_tokens import unknown_token_texts


def agreement(demojize: bool, sources, candidates, references, human) -> dict:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # the [UNK] warning: counted above
        scores = paraeval.score_paraphrases(candidates, sources, references, metrics=("parascore", "sbert_cosine"),
                                            demojize=demojize, progress=False)
    # SBERT cosine vs source, as the README's table reports it
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        versus_source = paraeval.sbert_cosine(candidates, sources, demojize=demojize, progress=False).scores
    return {name: [round(float(f(values, human)[0]), 4) for f in (pearsonr, spearmanr)]
            for name, values in (("parascore", scores["parascore"].scores), ("sbert_cosine vs source", versus_source))}


def main() -> None:
    rows, _, test = twitter_para()
    texts = sorted({t for r in rows for t in (r["source"], r["candidate"], r["reference"])})
    tokenizer = load_encoder(resolve_model()).tokenizer
    counts = {"unique texts": len(texts), "with emoji": sum(bool(emoji.emoji_count(t)) for t in texts),
              "with [UNK] tokens": len(unknown_token_texts(tokenizer, texts)),
              "non-ASCII": sum(not t.isascii() for t in texts)}
    sources, candidates, references, human = columns(test)
    off, on = (agreement(flag, sources, candidates, references, human) for flag in (False, True))
    lines = ["# Unknown tokens and emoji on Twitter-Para", "",
             "| texts (all rows, unique) | count |", "|---|---:|", *(f"| {k} | {v} |" for k, v in counts.items()), "",
             "| test split, Pearson / Spearman | demojize off (default) | demojize on |", "|---|---:|---:|",
             *(f"| {name} | {off[name][0]:.4f} / {off[name][1]:.4f} | {on[name][0]:.4f} / {on[name][1]:.4f} |"
               for name in off), "",
             f"Machine: {machine()}. Command: `python benchmarks/unknown_tokens.py`"]
    write_results("unknown_tokens", "\n".join(lines), {"counts": counts, "demojize_off": off, "demojize_on": on})


if __name__ == "__main__":
    main()
