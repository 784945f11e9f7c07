"""Command line: `paraeval score FILE` scores a jsonl/csv/tsv file of paraphrase pairs.

Rows are read and scored in blocks (streaming), per-pair scores are written as jsonl, and a summary
table of each metric is printed at the end.
"""
from __future__ import annotations

import argparse
import csv
import json
import math
import os
import sys
import time
from typing import Iterator

from tqdm.auto import tqdm

from .inputs import METRIC_INPUTS

COLUMN_ALIASES = {
    "source": ("source", "src", "input", "sentence1"),
    "prediction": ("prediction", "candidate", "hypothesis", "paraphrase", "output"),
    "reference": ("reference", "ref", "target", "sentence2"),
}
# metric -> the columns it needs (the library's input names, singular)
METRIC_COLUMNS = {
    metric: ("prediction", *(field[:-1] for field in inputs)) for metric, inputs in METRIC_INPUTS.items()
}


def read_rows(path: str) -> Iterator[dict]:
    """Yield rows of a .jsonl, .csv or .tsv file (`-` reads jsonl from stdin)."""
    if path == "-":
        yield from (json.loads(line) for line in sys.stdin if line.strip())
        return
    ext = os.path.splitext(path)[1].lower()
    with open(path, newline="", encoding="utf-8-sig") as f:
        if ext in (".jsonl", ".json", ".ndjson"):
            for number, line in enumerate(f, 1):
                if line.strip():
                    try:
                        yield json.loads(line)
                    except json.JSONDecodeError as err:
                        raise SystemExit(f"{path}:{number}: not valid JSON ({err.msg})") from None
        elif ext in (".csv", ".tsv"):
            yield from csv.DictReader(f, delimiter="\t" if ext == ".tsv" else ",")
        else:
            raise SystemExit(f"{path}: unknown format {ext!r}; use .jsonl, .csv or .tsv")


def find_columns(header: dict, overrides: dict) -> dict:
    """Map source/prediction/reference to the file's column names (aliases or --*-column)."""
    found = {}
    for role, aliases in COLUMN_ALIASES.items():
        if overrides.get(role):
            if overrides[role] not in header:
                raise SystemExit(f"column {overrides[role]!r} not in file (columns: {', '.join(header)})")
            found[role] = overrides[role]
            continue
        for alias in aliases:
            if alias in header:
                found[role] = alias
                break
    return found


def blocks(rows: Iterator[dict], size: int) -> Iterator[list[dict]]:
    block = []
    for row in rows:
        block.append(row)
        if len(block) == size:
            yield block
            block = []
    if block:
        yield block


def score_block(block: list[dict], columns: dict, metrics: list[str], args) -> dict[str, list[float]]:
    from .scoring import score_paraphrases

    def column(role):
        if role not in columns:
            return None
        values = [row.get(columns[role]) for row in block]
        return ["" if v is None else v for v in values] if args.none_as_empty else values

    results = score_paraphrases(
        column("prediction"), column("source"), column("reference"), metrics=metrics, model=args.model,
        omega=args.omega, batch_size=args.batch_size, progress=False,
    )
    columns_out = {}
    for name, result in results.items():
        if name == "wmd":
            # WMD is infinite where a side has no known word: null in JSON, and WMS (0 there) beside it
            columns_out["wmd"] = [d if math.isfinite(d) else None for d in result.scores.tolist()]
            columns_out["wms"] = result.components["similarity"].tolist()
        else:
            columns_out[name] = result.scores.tolist()
    return columns_out


def summary_table(totals: dict[str, list[float]]) -> str:
    lines = [f"{'metric':<16}{'n':>8}{'mean':>10}{'std':>10}{'min':>10}{'max':>10}"]
    for name, values in totals.items():
        values = [v for v in values if v is not None]  # WMD of a pair with no known word
        n = len(values)
        mean = sum(values) / n if n else float("nan")
        std = math.sqrt(sum((v - mean) ** 2 for v in values) / n) if n else float("nan")
        lines.append(f"{name:<16}{n:>8}{mean:>10.4f}{std:>10.4f}{min(values, default=float('nan')):>10.4f}"
                     f"{max(values, default=float('nan')):>10.4f}")
    return "\n".join(lines)


def cmd_score(args) -> int:
    rows = read_rows(args.file)
    first = next(rows, None)
    if first is None:
        raise SystemExit(f"{args.file}: no rows")
    columns = find_columns(first, {"source": args.source_column, "prediction": args.prediction_column,
                                   "reference": args.reference_column})
    available = [m for m, need in METRIC_COLUMNS.items() if all(role in columns for role in need)]
    metrics = args.metrics.split(",") if args.metrics else available
    for metric in metrics:
        if metric not in METRIC_COLUMNS:
            raise SystemExit(f"unknown metric {metric!r}; choose from {', '.join(METRIC_COLUMNS)}")
        missing = [role for role in METRIC_COLUMNS[metric] if role not in columns]
        if missing:
            raise SystemExit(f"{metric} needs column(s) {', '.join(missing)}; found {', '.join(first)}")
    if not metrics:
        raise SystemExit(f"no metric can run on columns {', '.join(first)}: need source/prediction/reference")
    output = args.output or (os.path.splitext(args.file)[0] + ".scores.jsonl" if args.file != "-" else "scores.jsonl")

    def all_rows():
        yield first
        yield from rows

    totals: dict[str, list] = {}
    start = time.perf_counter()
    done = 0
    with open(output, "w", encoding="utf-8") as out, tqdm(unit="pair", desc="scoring", disable=args.quiet) as bar:
        for block in blocks(all_rows(), args.block_size):
            try:
                scores = score_block(block, columns, metrics, args)
            except ValueError as err:
                raise SystemExit(f"{args.file}: rows {done}..{done + len(block) - 1} (0-based, in this block): {err}")
            for i, row in enumerate(block):
                record = {"row": done + i, **{m: values[i] for m, values in scores.items()}}
                out.write(json.dumps(record) + "\n")
            for m, values in scores.items():
                totals.setdefault(m, []).extend(values)
            done += len(block)
            bar.update(len(block))
    elapsed = time.perf_counter() - start
    print(summary_table(totals))
    print(f"{done} pairs in {elapsed:.1f} s; per-pair scores written to {output}")
    return 0


def cmd_train_pam(args) -> int:
    """Train PAM on Little Prince gold AMR + parsed MRPC-train sentences (CT, distillation), then with MRPC-train labels."""
    import json as _json

    import torch

    from .amr.checkpoint import save_checkpoint
    from .amr.model import PAMConfig, PAMEncoder
    from .amr.train_data import build_training_data, check_data_dir
    from .amr.training import TrainConfig, config_dict, train_pam

    try:
        check_data_dir(args.data)
    except ValueError as err:
        raise SystemExit(f"paraeval train-pam: {err}") from None
    torch.manual_seed(args.seed)
    torch.set_num_threads(args.threads or torch.get_num_threads())
    started = time.perf_counter()
    log_path = os.path.splitext(args.out)[0] + ".log.jsonl"
    os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
    log_file = open(log_path, "w", encoding="utf-8")

    def log(message):
        print(message, flush=True)
        log_file.write(_json.dumps({"seconds": round(time.perf_counter() - started, 1), "message": message}) + "\n")
        log_file.flush()

    model = PAMEncoder(PAMConfig(backbone=args.backbone))
    data = build_training_data(model, args.data, max_tokens=args.max_tokens, dev_pairs=args.dev_pairs, seed=args.seed, log=log)
    chosen = {k: getattr(args, k) for k in ("ct_steps", "distill_epochs", "labelled_distill_epochs",
                                            "labelled_distill_cosent_weight", "structural_epochs", "structural_margin",
                                            "supervised_epochs", "cosent_weight")
              if getattr(args, k) is not None}  # the rest is TrainConfig's defaults: the shipped recipe
    config = TrainConfig(**chosen, seed=args.seed, max_minutes=args.max_minutes - (time.perf_counter() - started) / 60)
    trainer = train_pam(model, data, config, log=log)
    size = save_checkpoint(model, args.out, extra={"train": config_dict(config), "steps": len(trainer.history),
                                                   "dev_pairs": args.dev_pairs, "dev": trainer.dev_scores,
                                                   "minutes": round((time.perf_counter() - started) / 60, 1)})
    log(f"wrote {args.out} ({size / 2**20:.1f} MiB) after {(time.perf_counter() - started) / 60:.1f} min")
    log_file.close()
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="paraeval", description="Paraphrase-evaluation metrics.")
    sub = parser.add_subparsers(dest="command", required=True)
    score = sub.add_parser("score", help="score a jsonl/csv/tsv file of source/prediction/reference rows")
    score.add_argument("file", help="input file (.jsonl, .csv, .tsv) or - for jsonl on stdin")
    score.add_argument("--metrics", help=f"comma-separated, from {','.join(METRIC_COLUMNS)} (default: all the columns allow)")
    score.add_argument("--model", default="default",
                       help="encoder of the BERTScore and SBERT terms: default (embedded), a Hub id or a local folder")
    score.add_argument("--omega", type=float, default=0.05, help="ParaScore divergence weight")
    score.add_argument("--output", "-o", help="per-pair scores (jsonl); default FILE.scores.jsonl")
    score.add_argument("--batch-size", type=int, default=64)
    score.add_argument("--block-size", type=int, default=8192, help="rows read and scored at a time")
    score.add_argument("--source-column")
    score.add_argument("--prediction-column")
    score.add_argument("--reference-column")
    score.add_argument("--none-as-empty", action="store_true", help="score missing values as empty text")
    score.add_argument("--quiet", "-q", action="store_true", help="no progress bar")
    score.set_defaults(func=cmd_score)
    train = sub.add_parser("train-pam", help="train PAM's graph adapters (CPU recipe, seeded, logged)")
    train.add_argument("--out", default="pam.safetensors", help="checkpoint path (a .log.jsonl is written beside it)")
    train.add_argument("--data", default="data",
                       help="folder holding little_prince_amr/ and mrpc/ (the repository's data/; default: ./data)")
    train.add_argument("--backbone", default="default")
    # None: TrainConfig's value (the shipped recipe)
    train.add_argument("--ct-steps", type=int, help="Contrastive Tension steps")
    train.add_argument("--distill-epochs", type=int, help="epochs of the distillation stage")
    train.add_argument("--labelled-distill-epochs", type=int,
                       help="distillation epochs with CoSENT on labelled MRPC-train pairs, after the plain ones")
    train.add_argument("--labelled-distill-cosent-weight", type=float, help="weight of that CoSENT term")
    train.add_argument("--structural-epochs", type=int,
                       help="epochs ranking MRPC-train paraphrases above hard negatives (roles, polarity, numbers)")
    train.add_argument("--structural-margin", type=float, help="the margin of that ranking")
    train.add_argument("--supervised-epochs", type=int, help="epochs of the supervised stage (0: none)")
    train.add_argument("--cosent-weight", type=float, help="weight of the supervised stage's CoSENT term")
    train.add_argument("--max-minutes", type=float, default=240.0,
                       help="stop training when this much time has passed (the shipped recipe: about 90 min on 2 cores)")
    train.add_argument("--max-tokens", type=int, default=256, help="graph tokens kept per sentence")
    train.add_argument("--dev-pairs", type=int, default=400,
                       help="MRPC-train pairs held out of training and scored after each stage (0: train on all)")
    train.add_argument("--threads", type=int, default=0)
    train.add_argument("--seed", type=int, default=0)
    train.set_defaults(func=cmd_train_pam)
    return parser


def main(argv=None) -> int:
    args = build_parser().parse_args(argv)
    return args.func(args)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
