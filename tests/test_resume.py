"""paraeval score --resume: an interrupted run continues after its last complete record."""
import json

import pytest

from .test_cli import run, write_jsonl

ROWS = [{"source": f"How old are you, {name}?", "prediction": f"What is your age, {name}?",
         "reference": f"May I ask your age, {name}?"} for name in ("Ann", "Bob", "Cy", "Di", "Ed")]


def interrupt_on_call(monkeypatch, n):
    import paraeval.scoring

    real, calls = paraeval.scoring.score_paraphrases, []

    def scoring(*args, **kwargs):
        calls.append(1)
        if len(calls) == n:
            raise KeyboardInterrupt
        return real(*args, **kwargs)
    monkeypatch.setattr(paraeval.scoring, "score_paraphrases", scoring)
    return calls


@pytest.mark.parametrize("fmt", ["jsonl", "csv"])
def test_an_interrupted_run_resumes_where_it_stopped(tmp_path, capsys, monkeypatch, fmt):
    rows = write_jsonl(tmp_path / "in.jsonl", ROWS)
    common = [rows, "--metrics", "ibleu,wmd", "--block-size", "2", "-q", "--format", fmt]
    assert run(capsys, *common, "-o", tmp_path / f"whole.{fmt}")[0] == 0
    out = tmp_path / f"out.{fmt}"
    interrupt_on_call(monkeypatch, 2)  # the first block (2 rows) is written, the second interrupted
    assert run(capsys, *common, "-o", out, "--resume")[0] == 130
    partial = tmp_path / f"out.{fmt}.partial"
    assert not out.exists() and partial.exists() and (tmp_path / f"out.{fmt}.partial.json").exists()
    with open(partial, "a", encoding="utf-8") as f:
        f.write('{"row": 2, "ibl')  # a record cut in the middle by the interruption
    monkeypatch.undo()
    calls = interrupt_on_call(monkeypatch, 99)
    status, stdout, _ = run(capsys, *common, "-o", out, "--resume")
    assert status == 0 and "5 pairs" in stdout
    assert len(calls) == 2  # rows 2-3 and row 4: the first block was not scored again
    assert out.read_text() == (tmp_path / f"whole.{fmt}").read_text()
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(["in.jsonl", f"whole.{fmt}", f"out.{fmt}"])


def test_resume_refuses_a_partial_output_of_other_settings(tmp_path, capsys, monkeypatch):
    rows = write_jsonl(tmp_path / "in.jsonl", ROWS)
    out = tmp_path / "out.jsonl"
    interrupt_on_call(monkeypatch, 2)
    assert run(capsys, rows, "--metrics", "ibleu", "--block-size", "2", "-q", "-o", out, "--resume")[0] == 130
    status, _, err = run(capsys, rows, "--metrics", "ibleu", "--alpha", "0.5", "-q", "-o", out, "--resume")
    assert status == 2 and "out.jsonl.partial was written with other settings" in err
    assert json.loads((tmp_path / "out.jsonl.partial").read_text().splitlines()[0])["row"] == 0


def test_resume_needs_files(tmp_path, capsys):
    rows = write_jsonl(tmp_path / "in.jsonl", ROWS)
    status, _, err = run(capsys, rows, "-o", "-", "--resume")
    assert status == 2 and "--resume needs an input file and an output file" in err


def test_column_summary_matches_numpy_in_constant_memory():
    import numpy as np

    from paraeval.cli import ColumnSummary

    values = list(np.random.default_rng(0).normal(size=1000))
    column = ColumnSummary().extend(values[:400]).extend([None, *values[400:]])
    assert (column.rows, column.n) == (1001, 1000)
    assert column.average() == pytest.approx(np.mean(values), abs=1e-12)
    assert column.std == pytest.approx(np.std(values), abs=1e-12)
    assert (column.low, column.high) == (min(values), max(values))
    assert np.isnan(ColumnSummary().extend([None]).average())


def test_resume_refuses_a_partial_output_of_an_input_that_changed(tmp_path, capsys, monkeypatch):
    rows = write_jsonl(tmp_path / "in.jsonl", ROWS)
    out = tmp_path / "out.jsonl"
    interrupt_on_call(monkeypatch, 2)
    assert run(capsys, rows, "--metrics", "ibleu", "--block-size", "2", "-q", "-o", out, "--resume")[0] == 130
    write_jsonl(rows, [{**row, "prediction": "Something else entirely."} for row in ROWS])  # same path, new texts
    status, _, err = run(capsys, rows, "--metrics", "ibleu", "--block-size", "2", "-q", "-o", out, "--resume")
    assert status == 2 and "written with other settings or input files (changed: inputs)" in err
    (tmp_path / "out.jsonl.partial.json").write_text("{")
    status, _, err = run(capsys, rows, "--metrics", "ibleu", "-q", "-o", out, "--resume")
    assert status == 2 and "out.jsonl.partial.json is damaged; delete it and" in err
