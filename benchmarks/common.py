"""Shared by the benchmark scripts: the Twitter-Para split of the ParaScore authors and result files."""
from __future__ import annotations

import json
import platform
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RESULTS = Path(__file__).resolve().parent / "results"


def twitter_para():
    """All rows in file order, and the authors' split: dev = first len // 10 rows, test = the rest."""
    with open(ROOT / "data" / "twitter_para" / "twitter_para.jsonl", encoding="utf-8") as f:
        rows = [json.loads(line) for line in f]
    cut = len(rows) // 10
    return rows, rows[:cut], rows[cut:]


def columns(rows):
    return ([r["source"] for r in rows], [r["candidate"] for r in rows], [r["reference"] for r in rows],
            [r["human_score"] for r in rows])


def machine() -> str:
    import os

    import torch
    return f"{platform.processor() or platform.machine()}, {os.cpu_count()} cores, torch {torch.__version__}, {torch.get_num_threads()} threads"


def write_results(name: str, markdown: str, data: dict) -> None:
    RESULTS.mkdir(exist_ok=True)
    (RESULTS / f"{name}.md").write_text(markdown)
    (RESULTS / f"{name}.json").write_text(json.dumps(data, indent=2) + "\n")
    print(markdown)


def checkpoint_arguments(argv: list[str]) -> dict:
    """{label: checkpoint}: PAM (the packaged checkpoint, None) and each LABEL=path given on the command line."""
    return {"PAM": None, **dict(arg.split("=", 1) for arg in argv)}


def checkpoint_options(checkpoint: str | None) -> dict:
    """pam_similarity's keywords for a row: the packaged checkpoint is scored as a user gets it (the default
    text_weight, structure_weight and conflict_weight, dereified); a named one (an ablation, a candidate) by its graph
    cosine alone on the graphs as given, as it was judged and as the paper scores."""
    return ({"checkpoint": None} if checkpoint is None
            else {"checkpoint": checkpoint, "text_weight": 0.0, "structure_weight": 0.0, "conflict_weight": 0.0,
                  "dereify": False})


def checkpoint_footer(script: str, checkpoints: dict) -> str:
    """The line naming the checkpoints, the machine and the command that reproduces a PAM result."""
    named = (" (named checkpoints: graph cosine alone, text_weight, structure_weight and conflict_weight 0, "
             "graphs as given)") if len(checkpoints) > 1 else ""
    return ("Checkpoints: " + "; ".join(f"{k} = {v or 'the packaged pam-minilm, default weights'}"
                                        for k, v in checkpoints.items()) + named
            + f". Machine: {machine()}. Command: `python benchmarks/{script}"
            + "".join(f" '{k}={v}'" for k, v in list(checkpoints.items())[1:]) + "`")
