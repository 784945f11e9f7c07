"""How close is the embedded parser's graph to real AMR? Smatch F1 (PyPI smatch 1.0.4, corpus level).

- Little Prince (gold AMR 3.0 release, 1,562 sentences): the embedded parser's graph of each `# ::snt`
  sentence against the gold graph.
- BAMBOO STS-B test sentences (2,758) against the graphs BAMBOO ships (a real AMR parser's output, not
  gold), as a second view.
Also the parser's speed. Run: python benchmarks/parser_smatch.py
"""
import gzip
import re
import time

import penman
import smatch

from common import ROOT, machine, write_results

from paraeval.amr.dependency_parser import load_spacy, parse_to_penman

BAMBOO_STS = ROOT / "data" / "bamboo" / "amr" / "sts" / "main"


def one_line(graph_text: str) -> str:
    return penman.format(penman.parse(graph_text), indent=None)


def blocks(text: str):
    """(sentence, graph) of each PENMAN block with a '# ::snt' line."""
    for block in re.split(r"\n\s*\n", text):
        lines = block.strip().splitlines()
        snt = next((l.split("::snt", 1)[1].strip() for l in lines if "::snt" in l), None)
        body = "\n".join(l for l in lines if not l.startswith("#"))
        if snt is not None and "(" in body:
            yield snt, body


def corpus_smatch(predicted, gold):
    match = test = total = 0
    for p, g in zip(predicted, gold):
        smatch.match_triple_dict.clear()
        m, t, n = smatch.get_amr_match(p, one_line(g))
        match, test, total = match + m, test + t, total + n
    precision, recall = match / test, match / total
    return precision, recall, 2 * precision * recall / (precision + recall)


def main():
    load_spacy()
    lp = list(blocks((ROOT / "data" / "little_prince_amr" / "amr-bank-struct-v3.0.txt").read_text(encoding="utf-8")))
    lp = [(s, g) for s, g in lp if s != "The boy desires the girl to believe him."]  # the file's unnumbered example
    start = time.perf_counter()
    predicted = parse_to_penman([s for s, _ in lp])
    seconds = time.perf_counter() - start
    rows = {"Little Prince (gold AMR)": (len(lp), *corpus_smatch(predicted, [g for _, g in lp]))}
    sts = []
    for side in ("src", "tgt"):
        with gzip.open(BAMBOO_STS / f"{side}.test.amr.gz", "rt", encoding="utf-8") as f:
            sts.extend(list(blocks(f.read()))[:1379])
    rows["BAMBOO STS-B test (parser graphs)"] = (len(sts), *corpus_smatch(parse_to_penman([s for s, _ in sts]),
                                                                               [g for _, g in sts]))
    lines = [
        "# Smatch of the embedded parser (spaCy dependencies -> AMR-like graph) against AMR",
        "",
        "| graphs compared with | sentences | Smatch P | Smatch R | Smatch F1 |",
        "|---|---:|---:|---:|---:|",
        *[f"| {k} | {n} | {p:.3f} | {r:.3f} | **{f:.3f}** |" for k, (n, p, r, f) in rows.items()],
        "",
        f"Parser speed: {len(lp) / seconds:.0f} sentences/s on the Little Prince sentences (batch 64, one process).",
        "",
        f"Machine: {machine()}. Command: `python benchmarks/parser_smatch.py`",
        "",
    ]
    write_results("parser_smatch", "\n".join(lines), {
        k: {"sentences": n, "precision": p, "recall": r, "f1": f} for k, (n, p, r, f) in rows.items()
    } | {"sentences_per_second": len(lp) / seconds})


if __name__ == "__main__":
    main()
