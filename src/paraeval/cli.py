"""Command line: `paraeval score FILE` scores a jsonl/csv/tsv file of paraphrase pairs.

Rows are read and scored in blocks (streaming), per-pair scores are written as jsonl, and a summary
table of each metric is printed at the end. Bad arguments and bad rows end the run before scoring with
one line naming the file and line (exit status 2 and 1); the output replaces an existing file only once
every row was scored.
"""
from __future__ import annotations

import argparse
import contextlib
import csv
import itertools
import json
import math
import os
import pickle
import re
import signal
import sys
import threading
import time
import warnings
from typing import Iterator

from tqdm.auto import tqdm

from .cli_io import (METRIC_COLUMNS, AlignedRows, InputError, Rows, UsageError, check_input, check_output,
                     checked_rows, choose_metrics, display_name, find_columns, make_writable_folder, replacing_output,
                     same_file)
from .metric_table import METRICS, range_text
from .written_beside import written_beside

# metrics that read the shared encoder (--model); PAM has its own
ENCODER_METRICS = tuple(name for name, m in METRICS.items() if m.config == "encoder")
# rows read and scored per score_paraphrases call; the progress bar advances once per block
DEFAULT_BLOCK_SIZE = 1024


# --- argument types: a bad value is an argparse error (usage line, exit status 2) before anything runs

def layer_numbers(text: str) -> list[int]:
    """Comma-separated 0-based layer numbers, for --adapted-layers ("0,1,2,3,4,5")."""
    try:
        return [int(part) for part in text.split(",") if part.strip()]
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected layer numbers such as 0,2,5, got {text!r}") from None


def device_name(text: str) -> str:
    """A torch device string (cpu, cuda, cuda:1) that this machine has, checked before any model loads."""
    import torch

    from .inputs import check_device

    try:
        torch.device(text)
    except RuntimeError:
        raise argparse.ArgumentTypeError(f"expected a device such as cpu, cuda or cuda:1, got {text!r}") from None
    try:
        return check_device(text)  # a device this machine has
    except ValueError as err:
        raise argparse.ArgumentTypeError(str(err)) from None


def positive_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected an integer >= 1, got {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"expected an integer >= 1, got {value}")
    return value


def _finite(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number, got {text!r}") from None
    if not math.isfinite(value):  # float() accepts nan and inf, which would make every score nan
        raise argparse.ArgumentTypeError(f"expected a finite number, got {text!r}")
    return value


def non_negative_float(text: str) -> float:
    value = _finite(text)
    if value < 0:
        raise argparse.ArgumentTypeError(f"expected a number >= 0, got {text!r}")
    return value


def unit_float(text: str) -> float:
    value = _finite(text)
    if not 0 <= value <= 1:
        raise argparse.ArgumentTypeError(f"expected a number from 0 to 1, got {text!r}")
    return value


def positive_float(text: str) -> float:
    value = _finite(text)
    if value <= 0:
        raise argparse.ArgumentTypeError(f"expected a number > 0, got {text!r}")
    return value


def metric_list(text: str) -> list[str]:
    names = list(dict.fromkeys(name.strip() for name in text.split(",") if name.strip()))  # in order, once each
    unknown = [name for name in names if name not in METRIC_COLUMNS]
    if unknown:
        raise argparse.ArgumentTypeError(f"unknown metric {unknown[0]!r}; choose from {', '.join(METRIC_COLUMNS)}")
    if not names:
        raise argparse.ArgumentTypeError(f"no metric named; choose from {', '.join(METRIC_COLUMNS)}")
    return names


# --- columns and rows

def blocks(rows: Iterator, size: int) -> Iterator[list]:
    block = []
    for row in rows:
        block.append(row)
        if len(block) == size:
            yield block
            block = []
    if block:
        yield block


_INDEXED = re.compile(r"\b(predictions|sources|references)\[(\d+)\]")


def block_error(path: str, lines: list[int], err: ValueError) -> InputError:
    """A scoring library ValueError names an index within the block: name the file line instead."""
    message = str(err)
    match = _INDEXED.search(message)
    if match and int(match.group(2)) < len(lines):
        line = lines[int(match.group(2))]
        return InputError(f"{path}:{line}: " + _INDEXED.sub(lambda m: f"the row's {m.group(1)[:-1]}", message, count=1))
    return InputError(f"{path}:{lines[0]}-{lines[-1]}: {message}")


def score_block(block: list[dict], metrics: list[str], args) -> tuple[dict[str, list], dict[str, str]]:
    """Per-pair scores of a block of checked rows (a non-finite score is None, null in JSON) and each metric's
    hashcode."""
    from .scoring import score_paraphrases

    def column(role):
        if not any(role in METRIC_COLUMNS[m] for m in metrics):
            return None
        return [values[role] for values in block]

    results = score_paraphrases(
        column("prediction"), column("source"), column("reference"), metrics=metrics, model=args.model,
        omega=args.omega, alpha=args.alpha, beta=args.beta, batch_size=args.batch_size, progress=False,
        demojize=args.demojize, device=args.device, fp16=args.fp16,
    )
    columns_out, hashcodes = {}, {}
    for name, result in results.items():
        hashcodes[name] = result.hashcode
        # WMD is infinite where a side has no known word; it gets WMS (0 there) beside it
        columns_out[name] = result.scores.tolist()
        if name == "wmd":
            columns_out["wms"] = result.components["similarity"].tolist()
    # JSON has no NaN or Infinity: any non-finite score is written as null
    return {name: [v if v is not None and math.isfinite(v) else None for v in values]
            for name, values in columns_out.items()}, hashcodes


# a score the command line writes beside a metric's own: its facts for the summary
_EXTRA_COLUMNS = {"wms": ("more similar (1 - WMD/2)", (0.0, 1.0))}


def output_columns(metrics: list[str]) -> list[str]:
    """The score columns of a record, in the order score_block gives them (WMS right after WMD)."""
    return [n for m in metrics for n in ((m, "wms") if m == "wmd" else (m,))]


class ColumnSummary:
    """Rows, count, mean, standard deviation (Welford's update) and range of a score column, in constant memory:
    the summary of a run over millions of rows must not hold their scores."""

    def __init__(self):
        self.rows = self.n = 0
        self.mean = self._m2 = 0.0
        self.low, self.high = math.inf, -math.inf

    def extend(self, values) -> "ColumnSummary":
        for v in values:
            self.rows += 1
            if v is None:  # a non-finite score (WMD of a pair with no known word)
                continue
            self.n += 1
            delta = v - self.mean
            self.mean += delta / self.n
            self._m2 += delta * (v - self.mean)
            self.low, self.high = min(self.low, v), max(self.high, v)
        return self

    @property
    def std(self) -> float:
        return math.sqrt(self._m2 / self.n) if self.n else float("nan")

    def average(self) -> float:
        return self.mean if self.n else float("nan")


def summary_table(totals: dict[str, ColumnSummary]) -> str:
    """Count, mean, spread and range of each column, scores first and distances (lower = closer) after,
    each with what a higher value means and its possible range."""
    def facts(name):
        if name in _EXTRA_COLUMNS:
            direction, score_range = _EXTRA_COLUMNS[name]
            return False, direction, range_text(score_range)
        metric = METRICS[name]
        return metric.distance, metric.direction, metric.range_text

    def row(name, column):
        _, direction, possible = facts(name)
        low, high = (column.low, column.high) if column.n else (float("nan"), float("nan"))
        return (f"{name:<16}{column.n:>8}{column.average():>10.4f}{column.std:>10.4f}{low:>10.4f}"
                f"{high:>10.4f}  {possible:<17}{direction}")

    head = f"{'metric':<16}{'n':>8}{'mean':>10}{'std':>10}{'min':>10}{'max':>10}  {'range':<17}higher means"
    scores = [row(n, v) for n, v in totals.items() if not facts(n)[0]]
    distances = [row(n, v) for n, v in totals.items() if facts(n)[0]]
    return "\n".join([head, *scores] + (["distances (lower is closer):", *distances] if distances else []))


def _check_model(model: str) -> None:
    """Load the encoder now, so a wrong --model is a usage error before any row is read or written."""
    from .encoder import load_encoder
    from .models import resolve_model

    try:
        load_encoder(resolve_model(model))
    except ImportError as err:  # the quality model's parts are not installed: the message says how
        raise UsageError(f"--model {model!r}: {err}") from err
    except (OSError, ValueError) as err:
        reason = str(err).strip().splitlines()[0].rstrip(".") if str(err).strip() else type(err).__name__
        raise UsageError(f"--model {model!r} cannot be loaded ({reason}); give 'default', 'quality', a local "
                         "model folder, or a Hub id in the local cache") from err


def _open_input(args):
    """(name for messages, a function giving a fresh row iterator, the input paths, the default output)."""
    texts = [args.sources, args.predictions, *(args.references or [])]
    if args.file is not None:
        if any(texts):
            raise UsageError("give either FILE or --predictions with --sources/--references (line-aligned text)")
        kind = check_input(args.file)
        base = os.path.splitext(args.file)[0] if args.file != "-" else "scores"
        return display_name(args.file), lambda: Rows(args.file, kind), [args.file], base
    if not args.predictions or not (args.sources or args.references):
        raise UsageError("give FILE (.jsonl, .csv, .tsv), or --predictions with --sources and/or --references "
                         "(plain-text files, one example per line)")
    paths = [p for p in texts if p]
    return ", ".join(paths), lambda: AlignedRows(args.sources, args.predictions, args.references or []), paths, \
        os.path.splitext(args.predictions)[0]


def cmd_score(args) -> int:
    from .heap import fix_mmap_threshold

    fix_mmap_threshold()  # a flat peak however long the file (heap.py says why)
    name, open_rows, inputs, base = _open_input(args)
    if args.output == "":
        raise UsageError("--output is empty; give a file name, or - for stdout")
    output = args.output or (None if args.score_only else f"{base}.scores.{args.format}")
    # the default output is paraeval's own file: a new run replaces it (after it succeeded, and says so);
    # a file named with --output is the user's and needs --force
    replacing = args.output is None and output is not None and os.path.lexists(output)
    if output is not None:
        check_output(output, inputs, args.force or args.output is None)
    if args.resume and (output in (None, "-") or args.engine == "ray" or inputs == ["-"]):
        raise UsageError("--resume needs an input file and an output file (not stdin or stdout), with the local "
                         "engine")
    rows = open_rows()
    first = next(rows, None)
    if first is None:
        raise InputError(f"{name}: no rows to score (the file is empty or holds only a header)")
    columns = find_columns(rows.header, {"source": args.source_column, "prediction": args.prediction_column,
                                         "reference": args.reference_column})
    metrics = choose_metrics(args.metrics, rows.header, columns, name, first[0], aligned=args.file is None)
    total = None  # stdin (or a pipe) is read once, and checked as it is scored
    if all(os.path.isfile(path) for path in inputs):
        # A first pass checks every row before a model is loaded or a row scored (a bad line near the end fails
        # in seconds, not after scoring the rest) and counts the rows: the progress bar's total and ETA.
        total = sum(1 for _ in checked_rows(open_rows(), name, columns, metrics, args.none_as_empty))
    if any(m in ENCODER_METRICS for m in metrics):
        _check_model(args.model)
    checked = checked_rows(itertools.chain([first], rows), name, columns, metrics, args.none_as_empty)
    start = time.perf_counter()
    score_rows = _score_rows_ray if args.engine == "ray" else _score_rows
    totals, signature = score_rows(checked, name, metrics, output, total, args)
    # the summary goes to stderr when the scores go to stdout
    report = sys.stderr if output == "-" else sys.stdout
    if args.score_only:  # sacrebleu -b: the number alone; with several columns, each named
        named = len(totals) > 1
        print("\n".join(f"{m}\t{v.average():.4f}" if named else f"{v.average():.4f}" for m, v in totals.items()),
              file=report)
        return 0
    print(summary_table(totals), file=report)
    print("signature: " + " | ".join(f"{m}:{h}" for m, h in signature.items()), file=report)
    where = {None: "nowhere", "-": "stdout"}.get(output, output)
    print(f"{next(iter(totals.values())).rows} pairs in {time.perf_counter() - start:.1f} s; per-pair scores written "
          f"to {where}" + (" (replacing the previous run's)" if replacing else ""), file=report)
    return 0


_BLOCK_INDICES = re.compile(r"\b(?:pair |graph )?indices ((?:\d+, )*\d+)(, \.\.\.)?")


def block_warning(path: str, lines: list[int], message: str) -> str:
    """A library warning about a block of rows, its indices (0 = the block's first row) written as the input's
    line numbers and its advice as the command line's option."""
    def as_lines(found: re.Match) -> str:
        numbers = [lines[int(i)] if int(i) < len(lines) else int(i) for i in found.group(1).split(", ")]
        return f"{path} line{'s' if len(numbers) > 1 or found.group(2) else ''} " + ", ".join(map(str, numbers)) + (
            found.group(2) or "")

    return _BLOCK_INDICES.sub(as_lines, message).replace("demojize=True", "--demojize")


def _score_rows(checked, name: str, metrics: list[str], output: str | None, total: int | None, args):
    """Score the checked rows block by block, writing each block's records; returns every metric's per-pair
    scores and hashcodes."""
    totals: dict[str, ColumnSummary] = {}
    signature: dict[str, str] = {}
    done, header = 0, False
    if args.resume:
        from .resume import finish, open_resumable

        names = output_columns(metrics)
        target, previous, header = open_resumable(output, args.format, names, _resume_settings(args, metrics))
        for record in previous:
            for m in names:
                totals.setdefault(m, ColumnSummary()).extend([record[m]])
        done = len(previous)
        checked = itertools.islice(checked, done, None)  # rows already scored by the interrupted run
    else:
        target = contextlib.nullcontext(None) if output is None else replacing_output(output)
    with target as out, tqdm(total=total, initial=done, unit="pair", desc="scoring", disable=args.quiet,
                             file=sys.stderr) as bar:
        write = record_writer(out, args.format, header=not header)
        for block in blocks(checked, args.block_size):
            lines = [line for line, _ in block]
            try:
                with warnings.catch_warnings(record=True) as caught:
                    warnings.simplefilter("always")
                    scores, hashcodes = score_block([values for _, values in block], metrics, args)
            except ValueError as err:
                raise block_error(name, lines, err) from err
            for warning in caught:
                print(f"paraeval: warning: {block_warning(name, lines, str(warning.message))}", file=sys.stderr)
            for i in range(len(block)):
                write({"row": done + i, **{m: values[i] for m, values in scores.items()}})
            for m, values in scores.items():
                totals.setdefault(m, ColumnSummary()).extend(values)
            signature.update(hashcodes)
            done += len(block)
            bar.update(len(block))
            if args.resume:
                out.flush()  # a later --resume keeps every block written before an interruption
    if args.resume:
        finish(output)
    return totals, signature


def _resume_settings(args, metrics) -> dict:
    """What the scores of a partial output depend on: a resumed run must use the same, and the same input files
    as they were (each file's size and SHA-256: an input edited between the two runs would leave the kept rows
    scoring texts that are no longer there)."""
    from .resume import fingerprint

    files = [args.file] if args.file else [args.sources, args.predictions, *(args.references or [])]
    return {"inputs": {os.path.abspath(path): fingerprint(path) for path in files if path},
            "columns": [args.source_column, args.prediction_column, args.reference_column],
            "none_as_empty": args.none_as_empty, "metrics": metrics, "format": args.format,
            "model": args.model, "omega": args.omega, "alpha": args.alpha, "beta": args.beta,
            "demojize": args.demojize, "fp16": args.fp16}


def _score_rows_ray(checked, name: str, metrics: list[str], output: str | None, total: int | None, args):
    """As _score_rows, on Ray Data: blocks of --block-size rows go to --workers actors (each loads the models
    once); the records are written in input order, as the local engine writes them."""
    try:
        import ray
    except ImportError as err:
        raise UsageError("--engine ray needs Ray: pip install 'ray[data]'") from err
    from .distributed import score

    rows = [values for _, values in checked]  # every row was checked before (a bad one named its line)
    if not ray.is_initialized():
        ray.init(address=args.address, include_dashboard=False, log_to_driver=False, configure_logging=False)
    roles = {role: role for role in rows[0]}
    scored = score(ray.data.from_items(rows), metrics, workers=args.workers, rows_per_call=args.block_size,
                   columns=roles, model=args.model, omega=args.omega, alpha=args.alpha, beta=args.beta,
                   batch_size=args.batch_size, demojize=args.demojize, fp16=args.fp16,
                   **({"device": args.device} if args.device else {}))
    names = output_columns(metrics)
    totals = {n: ColumnSummary() for n in names}
    target = contextlib.nullcontext(None) if output is None else replacing_output(output)
    with target as out, tqdm(total=total, unit="pair", desc="scoring", disable=args.quiet, file=sys.stderr) as bar:
        write = record_writer(out, args.format)
        for i, row in enumerate(scored.iter_rows()):
            record = {n: (float(row[n]) if math.isfinite(row[n]) else None) for n in names}
            write({"row": i, **record})
            for n, v in record.items():
                totals[n].extend([v])
            bar.update(1)
    # the hashcodes come from scoring one row on the cluster, once the actors are done: the driver, often a
    # small machine, never loads the models
    signature = ray.get(ray.remote(_hashcodes).remote(rows[:1], metrics, args))
    return totals, signature


def _hashcodes(block: list[dict], metrics: list[str], args) -> dict[str, str]:
    return score_block(block, metrics, args)[1]


def record_writer(out, fmt: str, header: bool = True):
    """A function writing one record (a dict) to `out` as jsonl, tsv or csv (a header before the first, unless
    `header` is False); None (no output) writes nothing. A missing score is JSON null, an empty cell in csv/tsv."""
    if out is None:
        return lambda record: None
    if fmt == "jsonl":
        return lambda record: out.write(json.dumps(record, allow_nan=False) + "\n")
    writer = csv.writer(out, delimiter="\t" if fmt == "tsv" else ",", lineterminator="\n")
    started = [] if header else [True]

    def write(record):
        if not started:
            writer.writerow(record)
            started.append(True)
        writer.writerow(["" if value is None else value for value in record.values()])
    return write


def cmd_bench(args) -> int:
    from .bench import run_bench

    if args.model != "default":
        _check_model(args.model)
    _check_report_folder(args.out, args.file)
    overrides = {"source": args.source_column, "prediction": args.prediction_column,
                 "reference": args.reference_column}
    report = run_bench(args.file, args.gold, args.out, metrics=args.metrics, type_column=args.type_column,
                       overrides=overrides, resamples=args.resamples, seed=args.seed, model=args.model,
                       progress=False if args.quiet else None)
    # a metric whose Pearson is undefined (NaN: an infinite WMD, a constant score) is never the best
    defined = {n: m["pearson"] for n, m in report["metrics"].items() if math.isfinite(m["pearson"]["r"])}
    best = max(defined, key=lambda n: defined[n]["r"]) if defined else None
    found = (f"best Pearson: {best} {defined[best]['r']:.3f} [{defined[best]['ci95'][0]:.3f}, "
             f"{defined[best]['ci95'][1]:.3f}]" if best else "no metric has a defined Pearson")
    print(f"{report['pairs']} pairs, {len(report['metrics'])} metrics in {report['seconds']:.1f} s; {found}; report: "
          f"{os.path.join(args.out, 'report.md')}")
    return 0


def _check_report_folder(out: str, input_path: str) -> None:
    """UsageError before any scoring when `out` cannot be bench's report folder."""
    if os.path.exists(out) and not os.path.isdir(out):
        what = "the input file" if same_file(out, input_path) else "a file"
        raise UsageError(f"--out {out}: is {what}; give a folder for the report (it is created if missing)")
    make_writable_folder(out, f"--out {out}")


def cmd_install_modules(args) -> int:
    """Register the eight modules in evaluate's module cache: `evaluate.load("parascore")` then works offline."""
    from .module_cache import install_modules, modules_folder

    report = install_modules()
    installed = sum(state == "installed" for state in report.values())
    print(f"{len(report)} module copies in {modules_folder()} ({installed} written, {len(report) - installed} "
          "up to date): evaluate.load(\"parascore\") and evaluate.load(\"paraeval/parascore\") load them offline")
    return 0


def cmd_export_spaces(args) -> int:
    """Write spaces/<name>/ (module, card, app, requirements) from metrics/<name>/ and the metric table."""
    from .space_export import export_spaces

    changed = export_spaces(args.out)
    print(f"{len(changed)} file(s) written under {args.out}" + (": " + ", ".join(changed) if changed else " (all up to date)"))
    return 0


def cmd_train_pam(args) -> int:
    """Train PAM on Little Prince gold AMR + parsed MRPC-train sentences (CT, distillation), then with MRPC-train labels."""
    import json as _json

    import torch

    from .amr.bamboo_train import check_files
    from .amr.checkpoint import init_record, save_checkpoint, weighted_average
    from .amr.train_data import build_training_data, check_data_dir
    from .amr.training import TrainConfig, config_dict, train_pam, training_stages

    try:
        check_data_dir(args.data)
        stages = training_stages(args.stages)
        for flag, path in (("--init", args.init), ("--from-state", args.from_state)):
            if path and not os.path.isfile(path):
                raise ValueError(f"{flag} {path}: no such file")
        if args.init and args.from_state:
            raise ValueError("--init and --from-state both set the starting weights: give one")
        _check_checkpoint_path(args.out)
        if args.average_with_start is not None and not 0.0 < args.average_with_start <= 1.0:
            raise ValueError(f"--average-with-start {args.average_with_start}: the weight on the trained model "
                             "must lie in (0, 1]")
        role_confusion = "role_confusion" in (stages or TrainConfig.stages) or bool(args.joint_role_confusion)
        if role_confusion:
            check_files(args.data)
        model, state = _starting_point(args)
    except (ValueError, UsageError) as err:
        raise SystemExit(f"paraeval train-pam: {err}") from None
    if args.device:
        model.to(args.device)  # a GPU run draws other random numbers than a CPU one: same recipe, not the same bits
    torch.set_num_threads(args.threads or torch.get_num_threads())
    started = time.perf_counter()
    log_path = os.path.splitext(args.out)[0] + ".log.jsonl"
    os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
    log_file = open(log_path, "w", encoding="utf-8")

    def log(message):
        print(message, flush=True)
        log_file.write(_json.dumps({"seconds": round(time.perf_counter() - started, 1), "message": message}) + "\n")
        log_file.flush()

    chosen = {k: getattr(args, k) for k in ("ct_steps", "distill_epochs", "labelled_distill_epochs",
                                            "labelled_distill_cosent_weight", "structural_epochs", "structural_margin",
                                            "supervised_epochs", "cosent_weight", "role_confusion_epochs",
                                            "role_confusion_pull", "role_confusion_hold", "role_confusion_structural",
                                            "joint_role_confusion",
                                            "joint_role_confusion_margin")
              if getattr(args, k) is not None}  # the rest is TrainConfig's defaults: the shipped recipe
    chosen.update({"stages": stages} if stages else {})
    dev_seed = args.seed if args.dev_seed is None else args.dev_seed
    data = build_training_data(model, args.data, max_tokens=args.max_tokens, dev_pairs=args.dev_pairs, seed=dev_seed,
                               log=log, role_confusion=role_confusion)
    config = TrainConfig(**chosen, seed=args.seed, max_minutes=args.max_minutes - (time.perf_counter() - started) / 60)
    start = {k: v.clone() for k, v in model.trainable_state().items()} if args.average_with_start else None
    trainer = train_pam(model, data, config, log=log, state=state,
                        after_stage=_stage_state_writer(args.save_states, log) if args.save_states else None)
    if start is not None:
        model.load_trainable_state(weighted_average(model.trainable_state(), start, args.average_with_start))
        log(f"averaged: {args.average_with_start:g} x the trained weights + {1 - args.average_with_start:g} x the start")
    model.to("cpu")
    size = save_checkpoint(model, args.out, extra={"train": config_dict(config), "steps": len(trainer.history),
                                                   **({"init": init_record(args.init)} if args.init else {}),
                                                   **({"from_state": init_record(args.from_state)}
                                                      if args.from_state else {}),
                                                   **({"average_with_start": args.average_with_start}
                                                      if start is not None else {}),
                                                   "dev_pairs": args.dev_pairs, "dev_seed": dev_seed,
                                                   "device": str(args.device or "cpu"), "dev": trainer.dev_scores,
                                                   "minutes": round((time.perf_counter() - started) / 60, 1)})
    log(f"wrote {args.out} ({size / 2**20:.1f} MiB) after {(time.perf_counter() - started) / 60:.1f} min")
    log_file.close()
    return 0


def _check_checkpoint_path(out: str) -> None:
    """UsageError before any training when the checkpoint could not be written to `out` at the end."""
    if os.path.isdir(out) or out.endswith(("/", os.sep)):
        raise UsageError(f"--out {out}: is a folder; give the checkpoint's file name, such as "
                         f"{os.path.join(out, 'pam.safetensors')}")
    make_writable_folder(os.path.dirname(os.path.abspath(out)), f"--out {out}")


def _starting_point(args):
    """The model a run starts from and the saved trainer state it goes on from (None for a new run). A state that
    does not fit the model --backbone/--plain build is a ValueError naming both, found before data is built.
    --seed is set first: a new model's fusion modules are initialised from it, so a rerun starts where the
    shipped run started."""
    import torch

    from .amr.checkpoint import load_checkpoint
    from .amr.model import PAMConfig, PAMEncoder

    torch.manual_seed(args.seed)
    if args.init:
        return load_checkpoint(args.init), None
    model = PAMEncoder(PAMConfig(backbone=args.backbone, role_embeddings=not args.plain,
                                 adapted_layers=args.adapted_layers))
    if not args.from_state:
        return model, None
    try:
        state = torch.load(args.from_state, weights_only=False)
        model.load_trainable_state(state["model"])
    except (RuntimeError, ValueError, KeyError, TypeError, pickle.UnpicklingError) as err:
        built = (f"--backbone {args.backbone}" + (" --plain" if args.plain else "")
                 + (f" --adapted-layers {','.join(map(str, args.adapted_layers))}" if args.adapted_layers else ""))
        reason = str(err).strip().splitlines()[0]
        raise ValueError(f"--from-state {args.from_state} does not fit the model {built} builds ({reason}): "
                         "give the --backbone, --plain and --adapted-layers of the run that saved it") from None
    return model, state


def _stage_state_writer(folder: str, log):
    """after_stage callback: the trainer's state after each stage as <folder>/<stage>.pt, written beside and renamed."""
    import torch

    os.makedirs(folder, exist_ok=True)

    def write(stage, trainer):
        path = os.path.join(folder, f"{stage}.pt")
        with written_beside(path) as partial:
            torch.save(trainer.state_dict(), partial)
        log(f"saved the training state after {stage} to {path}")

    return write


class _DefaultsHelp(argparse.HelpFormatter):
    """--help shows each option's default where it has a value (not for flags or unset options)."""

    def _get_help_string(self, action):
        shown = action.default not in (None, False, argparse.SUPPRESS) and "%(default)" not in (action.help or "")
        return f"{action.help} (default: %(default)s)" if shown else action.help


def build_parser() -> argparse.ArgumentParser:
    from . import __version__

    parser = argparse.ArgumentParser(prog="paraeval", description="Paraphrase-evaluation metrics.")
    parser.add_argument("--version", action="version", version=f"paraeval {__version__}")
    sub = parser.add_subparsers(dest="command", required=True)
    score = sub.add_parser("score", formatter_class=_DefaultsHelp,
                           help="score a jsonl/csv/tsv file, or line-aligned text files, of paraphrase pairs")
    score.add_argument("file", nargs="?",
                       help="input file (.jsonl, .csv, .tsv) or - for jsonl on stdin; or give --predictions ...")
    score.add_argument("--sources", metavar="TXT", help="line-aligned text: the inputs, one per line")
    score.add_argument("--predictions", metavar="TXT", help="line-aligned text: the paraphrases, one per line")
    score.add_argument("--references", metavar="TXT", nargs="+",
                       help="line-aligned text: one file per reference (several: the best one counts)")
    score.add_argument("--metrics", type=metric_list, metavar="NAMES",
                       help=f"comma-separated, from: {', '.join(METRIC_COLUMNS)} (default: all the inputs allow)")
    score.add_argument("--format", choices=("jsonl", "tsv", "csv"), default="jsonl", help="per-pair output format")
    score.add_argument("--score-only", "-b", action="store_true",
                       help="print only each metric's mean, one per line (per-pair scores only with -o)")
    score.add_argument("--model", default="default",
                       help="encoder of the BERTScore and SBERT terms: default (embedded), a Hub id or a local folder")
    score.add_argument("--omega", type=non_negative_float, default=0.05, help="ParaScore divergence weight (>= 0)")
    score.add_argument("--alpha", type=unit_float, default=0.3, help="iBLEU's weight of SelfBLEU (0 to 1)")
    score.add_argument("--beta", type=positive_float, default=4.0, help="BERT-iBLEU's weight of BERTScore (> 0)")
    score.add_argument("--output", "-o",
                       help="per-pair scores; default FILE.scores.FORMAT beside the input; - writes them to stdout")
    score.add_argument("--force", action="store_true",
                       help="replace an existing --output file (the default FILE.scores.jsonl is replaced by a new run)")
    score.add_argument("--batch-size", type=positive_int, default=64, help="texts per encoder forward pass")
    score.add_argument("--device", type=device_name, help="where the encoder and PAM run: cpu, cuda, cuda:1 (default: a GPU if there is one)")
    score.add_argument("--fp16", action="store_true",
                       help="encoder and PAM in half precision: the fast path on a GPU; scores move by about 1e-3")
    score.add_argument("--block-size", type=positive_int, default=DEFAULT_BLOCK_SIZE,
                       help="rows read and scored at a time (the progress bar advances per block)")
    score.add_argument("--source-column")
    score.add_argument("--prediction-column")
    score.add_argument("--reference-column")
    score.add_argument("--none-as-empty", action="store_true", help="score missing values as empty text")
    score.add_argument("--demojize", action="store_true",
                       help="write emoji as their English names before scoring (the default model reads them as [UNK])")
    score.add_argument("--resume", action="store_true",
                       help="write to OUTPUT.partial, kept if the run is interrupted; the same command again "
                            "continues after its last complete record")
    score.add_argument("--engine", choices=("local", "ray"), default="local",
                       help="local: this process; ray: Ray Data actors (each loads the models once), order kept")
    score.add_argument("--address", help="--engine ray: a Ray cluster's address (default: start a local one)")
    score.add_argument("--workers", type=positive_int, default=2, help="--engine ray: actors scoring in parallel")
    score.add_argument("--quiet", "-q", action="store_true", help="no progress bar")
    score.add_argument("--debug", action="store_true", help="show the traceback of an error")
    score.set_defaults(func=cmd_score)
    bench = sub.add_parser("bench", formatter_class=_DefaultsHelp,
                           help="agreement of each metric with human scores in a file, with intervals, significance "
                                "tests, the ParaScore paper's analyses and figures")
    bench.add_argument("file", help="input file (.jsonl, .csv, .tsv) with texts and a human score per row")
    bench.add_argument("--gold", required=True, metavar="COLUMN", help="the column holding the human score")
    bench.add_argument("--metrics", type=metric_list, metavar="NAMES",
                       help=f"comma-separated, from: {', '.join(METRIC_COLUMNS)} (default: all the columns allow)")
    bench.add_argument("--type-column", metavar="COLUMN", help="a column of paraphrase types: results per type")
    bench.add_argument("--out", required=True, metavar="DIR", help="folder for report.md, report.json and figures")
    bench.add_argument("--resamples", type=positive_int, default=1000, help="bootstrap resamples of the pairs")
    bench.add_argument("--seed", type=int, default=0, help="seed of the bootstrap resamples")
    bench.add_argument("--model", default="default", help="encoder of the BERTScore and SBERT terms")
    bench.add_argument("--source-column")
    bench.add_argument("--prediction-column")
    bench.add_argument("--reference-column")
    bench.add_argument("--quiet", "-q", action="store_true", help="no progress bar")
    bench.add_argument("--debug", action="store_true", help="show the traceback of an error")
    bench.set_defaults(func=cmd_bench)
    install = sub.add_parser("install-modules",
                             help="register the metric modules so that evaluate.load(\"parascore\") finds them offline")
    install.set_defaults(func=cmd_install_modules)
    export = sub.add_parser("export-spaces", help="write each Space folder (module, card, app.py, requirements)")
    export.add_argument("--out", default="spaces", help="folder to write <metric>/ folders into")
    export.set_defaults(func=cmd_export_spaces)
    train = sub.add_parser("train-pam", help="train PAM's graph adapters (CPU recipe, seeded, logged)")
    train.add_argument("--out", default="pam.safetensors", help="checkpoint path (a .log.jsonl is written beside it)")
    train.add_argument("--data", default="data",
                       help="folder holding little_prince_amr/ and mrpc/ (the repository's data/; default: ./data); "
                            "mrpc/msr_paraphrase_train.graphs.jsonl.gz, when there, gives the frozen parser graphs")
    train.add_argument("--backbone", default="default")
    train.add_argument("--plain", action="store_true",
                       help="the paper's encoder, without incoming-role embeddings (with --stages contrastive_tension,"
                            "distillation,labelled_distillation: the paper-faithful model, PAM's ablation)")
    train.add_argument("--adapted-layers", type=layer_numbers, metavar="0,1,...",
                       help="the encoder layers that get a graph fusion module (default: the first and the last, the "
                            "paper's and the shipped model's; benchmarks/pam_adapter_layers.py); ignored with --init, "
                            "whose checkpoint names its own")
    # None: TrainConfig's value (the shipped recipe)
    train.add_argument("--ct-steps", type=int, help="Contrastive Tension steps")
    train.add_argument("--distill-epochs", type=int, help="epochs of the distillation stage")
    train.add_argument("--labelled-distill-epochs", type=int,
                       help="distillation epochs with CoSENT on labelled MRPC-train pairs, after the plain ones")
    train.add_argument("--labelled-distill-cosent-weight", type=float, help="weight of that CoSENT term")
    train.add_argument("--structural-epochs", type=int,
                       help="epochs ranking MRPC-train paraphrases above hard negatives (roles, polarity, numbers)")
    train.add_argument("--structural-margin", type=float, help="the margin of that ranking")
    train.add_argument("--stages", help="the stages to run, in order, comma-separated (default: the shipped recipe's "
                                          "contrastive_tension,distillation,labelled_distillation,joint_structural; "
                                          "joint_structural is a labelled distillation epoch with the structural hinge; "
                                          "also structural, supervised, role_confusion: BAMBOO's train role-confusion "
                                          "pairs, from data/bamboo/)")
    train.add_argument("--supervised-epochs", type=int, help="epochs of the supervised stage (0: none)")
    train.add_argument("--role-confusion-epochs", type=int,
                       help="epochs of the role_confusion stage (BAMBOO's train role-confusion pairs, data/bamboo/)")
    train.add_argument("--role-confusion-foil-only", dest="role_confusion_pull", action="store_const", const=False,
                       help="the role_confusion hinge moves only the foil's embedding (round 2 of "
                            "benchmarks/pam_role_confusion.py)")
    train.add_argument("--role-confusion-no-hold", dest="role_confusion_hold", action="store_const", const=False,
                       help="do not distil the role_confusion anchors and originals onto their embeddings at the "
                            "stage's start (rounds 1 and 2)")
    train.add_argument("--role-confusion-structural", action="store_const", const=True,
                       help="each role_confusion step also ranks MRPC-train paraphrases above their hard negatives "
                            "(our structural hinge; round 6 of benchmarks/pam_role_confusion.py)")
    train.add_argument("--joint-role-confusion", action="store_const", const=True,
                       help="the joint structural stage also ranks BAMBOO's train role-confusion originals above their "
                            "foils in each step (round 4 of benchmarks/pam_role_confusion.py; data/bamboo/)")
    train.add_argument("--joint-role-confusion-margin", type=float, metavar="M",
                       help="that hinge's margin: the original's cosine at least M above the foil's (TrainConfig: 0.1; "
                            "round 5 of benchmarks/pam_role_confusion.py)")
    train.add_argument("--init", help="continue from this PAM checkpoint's weights (a fresh optimizer) instead of "
                                      "the backbone; its file name and SHA-256 are recorded in the new checkpoint")
    train.add_argument("--average-with-start", type=float, metavar="B",
                       help="save B x the trained weights + (1 - B) x the weights the run started from (--init, "
                            "--from-state or the new model): a weight-space average that keeps part of a stage's "
                            "way (the shipped weights: --init the joint structural weights --stages role_confusion "
                            "--average-with-start 0.65, benchmarks/pam_role_confusion_soup.py)")
    train.add_argument("--save-states", metavar="FOLDER",
                       help="after each stage, save the training state (weights, optimizer, random streams) as "
                            "FOLDER/<stage>.pt, for --from-state")
    train.add_argument("--from-state", metavar="FILE",
                       help="go on from a state saved by --save-states (run with the same --data, --seed and "
                            "--dev-pairs), running only --stages: variants of a late stage share the early ones")
    train.add_argument("--cosent-weight", type=float, help="weight of the supervised stage's CoSENT term")
    train.add_argument("--max-minutes", type=float, default=240.0,
                       help="stop training when this much time has passed (the shipped recipe: about 95 min on 2 cores)")
    train.add_argument("--max-tokens", type=int, default=256, help="graph tokens kept per sentence")
    train.add_argument("--dev-pairs", type=int, default=400,
                       help="MRPC-train pairs held out of training and scored after each stage (0: train on all)")
    train.add_argument("--threads", type=int, default=0)
    train.add_argument("--seed", type=int, default=0)
    train.add_argument("--dev-seed", type=int,
                       help="seed of the draw of the held-out dev pairs (default: --seed); 0 keeps the shipped run's "
                            "dev pairs, so runs of other seeds are compared on the pairs none of them trained on")
    train.add_argument("--device", type=device_name,
                       help="where training runs: cpu (default) or cuda; the recipe is the same, the bits are not")
    train.set_defaults(func=cmd_train_pam)
    for command in (install, export, train):
        command.add_argument("--debug", action="store_true", help="show the traceback of an error")
    return parser


def main(argv=None) -> int:
    """Run a command; returns the exit status (0 done, 1 bad input, 2 bad arguments)."""
    try:
        args = build_parser().parse_args(argv)
    except SystemExit as stop:  # argparse has printed usage and the error (status 2), or --help (0)
        return stop.code if isinstance(stop.code, int) else 2
    debug = args.debug
    with _terminations_interrupt():
        return _run(args, debug)


# `timeout`, a batch scheduler or a closed terminal stop a run with SIGTERM or SIGHUP: handled as Ctrl-C, so
# the output's temporary file is removed and the user's file is left as it was
_TERMINATIONS = tuple(getattr(signal, name) for name in ("SIGTERM", "SIGHUP") if hasattr(signal, name))


@contextlib.contextmanager
def _terminations_interrupt():
    def interrupt(signum, frame):
        raise KeyboardInterrupt(signal.Signals(signum).name)

    if threading.current_thread() is not threading.main_thread():  # only the main thread may set handlers
        yield
        return
    previous = {number: signal.signal(number, interrupt) for number in _TERMINATIONS}
    try:
        yield
    finally:
        for number, handler in previous.items():
            signal.signal(number, handler)


def _run(args, debug: bool) -> int:
    try:
        return args.func(args)
    except (UsageError, InputError) as err:
        if debug:
            raise
        print(f"paraeval: error: {err}", file=sys.stderr)
        return err.exit_code
    except BrokenPipeError:
        # `paraeval score ... -o - | head`: the reader stopped early; no traceback, and none at exit either
        with contextlib.suppress(OSError, ValueError):
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    except KeyboardInterrupt as stop:
        if debug:
            raise
        name = stop.args[0] if stop.args and str(stop.args[0]).startswith("SIG") else "SIGINT"
        print(f"paraeval: interrupted ({name})", file=sys.stderr)  # the output file, if any, was left as it was
        return 128 + int(getattr(signal, name))
    except Exception as err:  # a bug or an environment problem: one line unless --debug
        if debug:
            raise
        reason = str(err).strip().splitlines()[0] if str(err).strip() else ""
        print(f"paraeval: error: {type(err).__name__}{': ' + reason if reason else ''}; rerun with --debug to see "
              "the traceback", file=sys.stderr)
        return 1


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
