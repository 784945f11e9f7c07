import json
import re
import subprocess
import sys

import pytest

import paraeval.gohsen
import paraeval.pam

from paraeval.cli import main

from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_score_example_file(tmp_path, capsys):
    out = tmp_path / "scores.jsonl"
    assert main(["score", str(ROOT / "examples" / "pairs.jsonl"), "-o", str(out), "-q"]) == 0
    printed = capsys.readouterr().out
    records = [json.loads(line) for line in out.read_text().splitlines()]
    assert len(records) == 12 and records[0]["row"] == 0
    every = ["parascore", "parascore_free", "sbert_cosine", "bert_ibleu", "gohsen_delta", "wmd", "wms", "ibleu", "pam"]
    assert list(records[0]) == ["row", *every]  # every metric the three columns allow
    for metric in every:
        assert f"\n{metric} " in printed
    # row 1 copies its source: Sim(X, C) = 1 and DS = -1; SelfBLEU = 1, so BERT-iBLEU = 0
    assert records[1]["parascore_free"] == pytest.approx(0.95, abs=1e-6)
    assert records[1]["bert_ibleu"] == 0.0
    rows = [json.loads(line) for line in (ROOT / "examples" / "pairs.jsonl").read_text().splitlines()]
    preds, refs = [r["prediction"] for r in rows], [r["reference"] for r in rows]
    assert [r["gohsen_delta"] for r in records] == pytest.approx(paraeval.gohsen.gohsen_delta(preds, refs).scores, abs=1e-6)
    assert [r["pam"] for r in records] == pytest.approx(paraeval.pam.pam_similarity(preds, refs).scores, abs=1e-6)


def test_infinite_wmd_is_null_and_left_out_of_the_summary(tmp_path, capsys):
    tsv = tmp_path / "pairs.tsv"
    tsv.write_text("prediction\treference\nqwzxv blorf\tIt rains.\nIt is raining.\tIt rains.\n")
    out = tmp_path / "o.jsonl"
    assert main(["score", str(tsv), "--metrics", "wmd", "-o", str(out), "-q"]) == 0
    records = [json.loads(line) for line in out.read_text().splitlines()]
    assert records[0]["wmd"] is None and records[0]["wms"] == 0.0 and records[1]["wmd"] > 0
    printed = capsys.readouterr().out
    assert re.search(r"^wmd +1 ", printed, re.M) and re.search(r"^wms +2 ", printed, re.M)  # n: finite values


def test_csv_tsv_columns_and_metric_choice(tmp_path):
    tsv = tmp_path / "pairs.tsv"
    tsv.write_text("src\tcandidate\nHow old are you?\tWhat is your age?\nIt rains.\tIt is raining.\n")
    out = tmp_path / "o.jsonl"
    assert main(["score", str(tsv), "-o", str(out), "-q"]) == 0  # the reference-free metrics only
    assert list(json.loads(out.read_text().splitlines()[0])) == ["row", "parascore_free", "bert_ibleu"]
    csv_file = tmp_path / "pairs.csv"
    csv_file.write_text("a,b\nHello,Hi\n")
    assert main(["score", str(csv_file), "--prediction-column", "a", "--reference-column", "b",
                 "--metrics", "sbert_cosine", "-o", str(out), "-q"]) == 0
    with pytest.raises(SystemExit, match="parascore needs column"):
        main(["score", str(csv_file), "--prediction-column", "a", "--metrics", "parascore", "-q"])


def test_bad_row_names_it(tmp_path):
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"source": "a", "prediction": "b"}\n{"source": "a", "prediction": 3}\n')
    with pytest.raises(SystemExit, match=r"predictions\[1\] must be a string"):
        main(["score", str(bad), "-q", "-o", str(tmp_path / "o.jsonl")])


def test_console_script_entry_point(tmp_path):
    out = tmp_path / "o.jsonl"
    proc = subprocess.run([sys.executable, "-m", "paraeval.cli", "score", str(ROOT / "examples" / "pairs.jsonl"),
                           "-o", str(out), "-q", "--metrics", "parascore_free"], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    assert "parascore_free" in proc.stdout and len(out.read_text().splitlines()) == 12


def test_train_pam_flags_left_out_mean_the_shipped_recipe():
    from paraeval.cli import build_parser

    args = build_parser().parse_args(["train-pam", "--labelled-distill-epochs", "2"])
    assert args.labelled_distill_epochs == 2
    assert args.distill_epochs is None and args.labelled_distill_cosent_weight is None  # TrainConfig's defaults
    assert args.structural_epochs is None and args.structural_margin is None and args.data == "data"


def test_train_pam_names_a_missing_data_folder(tmp_path):
    # the data folder is an argument, so train-pam works from an installed package: a wrong one is one line
    proc = subprocess.run([sys.executable, "-m", "paraeval.cli", "train-pam", "--data", str(tmp_path),
                           "--out", str(tmp_path / "pam.safetensors")], capture_output=True, text=True)
    assert proc.returncode == 1 and "Traceback" not in proc.stderr
    assert "little_prince_amr" in proc.stderr and "--data" in proc.stderr
    assert not (tmp_path / "pam.safetensors").exists()
