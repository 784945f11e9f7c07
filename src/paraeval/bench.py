"""`paraeval bench`: how well each metric agrees with human scores in a file, and whether two metrics really
differ. One score_paraphrases call scores every metric the columns allow; the report gives Pearson, Spearman
and Kendall with 95 % bootstrap intervals over pairs, Williams' test and a paired bootstrap for each pair of
metrics, the ParaScore paper's analyses where the columns allow (bench_analyses.py), per-type results with a
type column, and figures. Writes DIR/report.md, DIR/report.json and DIR/*.png.
"""
from __future__ import annotations

import itertools
import math
import os
import time

import numpy as np

from . import bench_analyses
from .agreement import (CORRELATIONS, bootstrap_indices, correlation, paired_bootstrap_p, percentile_interval,
                        resampled_correlations, williams_test)
from .cli_io import InputError, Rows, UsageError, check_input, checked_rows, choose_metrics, find_columns
from .metric_table import METRICS


def read_bench_rows(path: str, gold_column: str, type_column: str | None, overrides: dict, metrics):
    """(columns found, the metrics to run, texts per role, gold scores, types) of a jsonl/csv/tsv file; a bad
    row is an InputError naming its line."""
    rows = Rows(path, check_input(path))
    first = next(rows, None)
    if first is None:
        raise InputError(f"{path}: no rows (the file is empty or holds only a header)")
    for column, option in ((gold_column, "--gold"), (type_column, "--type-column")):
        if column is not None and column not in rows.header:
            raise UsageError(f"column {column!r} ({option}) not in {path}; its columns: {', '.join(rows.header)}")
    columns = find_columns(rows.header, overrides)
    metrics = choose_metrics(metrics, rows.header, columns, path, first[0])
    texts: dict[str, list] = {}
    gold, types = [], []
    raw = {}
    for line, row in itertools.chain([first], rows):
        raw[line] = row
    for line, values in checked_rows(iter(raw.items()), path, columns, metrics, False):
        row = raw[line]
        value = row.get(gold_column)
        try:
            number = float(value)
        except (TypeError, ValueError):
            number = math.nan
        if isinstance(value, bool) or not math.isfinite(number):
            raise InputError(f"{path}:{line}: gold column {gold_column!r} must be a finite number, got {value!r}")
        gold.append(number)
        if type_column is not None:
            types.append(str(row.get(type_column)))
        for role, text in values.items():
            texts.setdefault(role, []).append(text)
    if len(gold) < 3:  # a correlation of two points is always +-1, and of one is undefined
        raise InputError(f"{path}: {len(gold)} row(s); agreement with human scores needs at least 3")
    return columns, metrics, texts, np.asarray(gold), types


def agreement(scores: dict, gold: np.ndarray, resamples: int, seed: int) -> tuple[dict, dict]:
    """{metric: {kind: {"r", "ci95"}}} and the Pearson of every bootstrap resample per metric."""
    indices = bootstrap_indices(len(gold), resamples, seed)
    table, resampled_pearson = {}, {}
    for name, values in scores.items():
        table[name] = {}
        for kind in CORRELATIONS:
            resampled = resampled_correlations(kind, values, gold, indices)
            table[name][kind] = {"r": correlation(kind, values, gold), "ci95": list(percentile_interval(resampled))}
            if kind == "pearson":
                resampled_pearson[name] = resampled
    return table, resampled_pearson


def significance(scores: dict, gold: np.ndarray, table: dict, resampled_pearson: dict) -> list[dict]:
    """For each pair of metrics, the better one by Pearson first: Williams' t and one-sided p, and the paired
    bootstrap p (share of resamples where the better one does not win)."""
    rows = []
    for a, b in itertools.combinations(scores, 2):
        if table[a]["pearson"]["r"] < table[b]["pearson"]["r"]:
            a, b = b, a
        t, p = williams_test(table[a]["pearson"]["r"], table[b]["pearson"]["r"],
                             correlation("pearson", scores[a], scores[b]), len(gold))
        rows.append({"better": a, "worse": b, "williams_t": t, "williams_p": p,
                     "bootstrap_p": paired_bootstrap_p(resampled_pearson[a], resampled_pearson[b])})
    return sorted(rows, key=lambda r: (r["better"], r["worse"]))


def oriented_scores(results: dict) -> dict:
    """Per metric, scores where higher means closer (a distance such as WMD is negated) so correlations and
    their comparisons read the same way for every metric."""
    return {name: (-1.0 if METRICS[name].distance else 1.0) * np.asarray(r.scores, dtype=float)
            for name, r in results.items()}


def run_bench(path: str, gold_column: str, out_dir: str, *, metrics=None, type_column=None, overrides=None,
              resamples: int = 1000, seed: int = 0, model: str | None = None, progress=None) -> dict:
    """Score the file, analyse, write the report and figures into `out_dir`; returns report.json's content."""
    import paraeval

    columns, metrics, texts, gold, types = read_bench_rows(path, gold_column, type_column, overrides or {}, metrics)
    start = time.perf_counter()
    results = paraeval.score_paraphrases(texts["prediction"], texts.get("source"), texts.get("reference"),
                                         metrics=tuple(metrics), model=model, progress=progress)
    scoring_seconds = time.perf_counter() - start
    scores = oriented_scores(results)
    table, resampled_pearson = agreement(scores, gold, resamples, seed)
    report = {"file": os.path.basename(path), "pairs": len(gold), "gold": gold_column, "resamples": resamples,
              "seed": seed, "scoring_seconds": scoring_seconds, "metrics": table,
              "hashcodes": {n: r.hashcode for n, r in results.items()},
              "significance": significance(scores, gold, table, resampled_pearson) if len(scores) > 1 else []}
    report.update(paper_analyses(scores, gold, texts, model, progress))
    if type_column is not None:
        report["per_type"] = bench_analyses.per_type(scores, gold, types)
    from . import bench_figures, bench_report
    os.makedirs(out_dir, exist_ok=True)
    report["figures"] = bench_figures.write_figures(out_dir, scores, gold, report)
    report["seconds"] = time.perf_counter() - start
    bench_report.write(out_dir, report)
    return report


def paper_analyses(scores: dict, gold: np.ndarray, texts: dict, model, progress) -> dict:
    """The ParaScore paper's analyses that the file's columns allow."""
    from .divergence import normalized_edit_distance

    out = {}
    if "source" not in texts:
        return out
    to_source = np.asarray(normalized_edit_distance(texts["prediction"], texts["source"]))
    distances = {"to the source": to_source}
    if "reference" in texts and all(isinstance(r, str) for r in texts["reference"]):
        to_reference = np.asarray(normalized_edit_distance(texts["prediction"], texts["reference"]))
        distances = {"to the reference": to_reference, **distances}
        out["cases"] = bench_analyses.cases(scores, gold, to_reference, to_source)
    out["by_distance"] = {label: bench_analyses.by_distance(scores, gold, d) for label, d in distances.items()}
    import paraeval

    # the paper's Sim surrogate is SimCSE (not available offline): SBERT cosine of candidate and source instead
    similarity = paraeval.sbert_cosine(texts["prediction"], texts["source"], model=model, progress=progress).scores
    out["pair_sets"] = bench_analyses.pair_sets(scores, gold, to_source, np.asarray(similarity), texts["source"])
    return out
