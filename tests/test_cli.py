import json
import os
import re
import subprocess
import sys

import numpy as np
import pytest

import paraeval.gohsen
import paraeval.pam
import paraeval.result

from paraeval.cli import main
from paraeval.metric_table import METRICS

from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_score_example_file(tmp_path, capsys):
    out = tmp_path / "scores.jsonl"
    assert main(["score", str(ROOT / "examples" / "pairs.jsonl"), "-o", str(out), "-q"]) == 0
    printed = capsys.readouterr().out
    records = [json.loads(line) for line in out.read_text().splitlines()]
    assert len(records) == 12 and records[0]["row"] == 0
    every = [column for name in METRICS for column in ((name, "wms") if name == "wmd" else (name,))]
    assert list(records[0]) == ["row", *every]  # every metric the three columns allow, in the table's order
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


def test_csv_tsv_columns_and_metric_choice(tmp_path, capsys):
    tsv = tmp_path / "pairs.tsv"
    tsv.write_text("src\tcandidate\nHow old are you?\tWhat is your age?\nIt rains.\tIt is raining.\n")
    out = tmp_path / "o.jsonl"
    assert main(["score", str(tsv), "-o", str(out), "-q"]) == 0  # the reference-free metrics only
    assert list(json.loads(out.read_text().splitlines()[0])) == ["row", "parascore_free", "bert_ibleu"]
    csv_file = tmp_path / "pairs.csv"
    csv_file.write_text("a,b\nHello,Hi\n")
    assert main(["score", str(csv_file), "--prediction-column", "a", "--reference-column", "b",
                 "--metrics", "sbert_cosine", "-o", str(out), "-q", "--force"]) == 0
    # a metric whose column is missing is a usage error (exit status 2), one line, before anything is written
    assert main(["score", str(csv_file), "--prediction-column", "a", "--metrics", "parascore", "-q",
                 "-o", str(tmp_path / "new.jsonl")]) == 2
    assert "parascore needs column" in capsys.readouterr().err and not (tmp_path / "new.jsonl").exists()


def test_bad_row_names_it(tmp_path, capsys):
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"source": "a", "prediction": "b"}\n{"source": "a", "prediction": 3}\n')
    assert main(["score", str(bad), "-q", "-o", str(tmp_path / "o.jsonl")]) == 1
    assert capsys.readouterr().err == f"paraeval: error: {bad}:2: column 'prediction' must be text, got number 3; " \
                                      "write it as a JSON string\n"


def test_console_script_entry_point(tmp_path):
    out = tmp_path / "o.jsonl"
    proc = subprocess.run([sys.executable, "-m", "paraeval.cli", "score", str(ROOT / "examples" / "pairs.jsonl"),
                           "-o", str(out), "-q", "--metrics", "parascore_free"], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    assert "parascore_free" in proc.stdout and len(out.read_text().splitlines()) == 12


def test_train_pam_flags_left_out_mean_train_configs_defaults():
    from paraeval.cli import build_parser

    args = build_parser().parse_args(["train-pam", "--labelled-distill-epochs", "2"])
    assert args.labelled_distill_epochs == 2
    assert args.distill_epochs is None and args.labelled_distill_cosent_weight is None  # TrainConfig's defaults
    assert args.structural_epochs is None and args.structural_margin is None and args.data == "data"
    assert not args.plain  # the structural model; --plain without the structural stages is the paper-faithful one
    assert build_parser().parse_args(["train-pam", "--plain"]).plain


def test_train_pam_dev_seed_and_device():
    import torch

    from paraeval.cli import build_parser

    args = build_parser().parse_args(["train-pam", "--seed", "3"])
    assert args.dev_seed is None and args.device is None  # the dev pairs drawn with --seed, training on the CPU
    args = build_parser().parse_args(["train-pam", "--seed", "3", "--dev-seed", "0", "--device", "cpu"])
    assert (args.seed, args.dev_seed, args.device) == (3, 0, "cpu")
    if not torch.cuda.is_available():  # a GPU this machine lacks is refused before any work, in one line
        proc = subprocess.run([sys.executable, "-m", "paraeval.cli", "train-pam", "--device", "cuda"],
                              capture_output=True, text=True)
        assert proc.returncode == 2 and "Traceback" not in proc.stderr and "cuda" in proc.stderr


def test_train_pam_stages_are_named_and_checked(tmp_path):
    from paraeval.cli import build_parser

    assert build_parser().parse_args(["train-pam"]).stages is None  # TrainConfig's order, the shipped recipe
    args = build_parser().parse_args(["train-pam", "--stages", "structural,labelled_distillation"])
    assert args.stages == "structural,labelled_distillation"
    data = ROOT / "data"
    proc = subprocess.run([sys.executable, "-m", "paraeval.cli", "train-pam", "--data", str(data), "--stages",
                           "distillation,pretraining", "--out", str(tmp_path / "pam.safetensors")],
                          capture_output=True, text=True)
    assert proc.returncode == 1 and "Traceback" not in proc.stderr
    assert "['pretraining']" in proc.stderr and "joint_structural" in proc.stderr
    assert not (tmp_path / "pam.safetensors").exists()


def test_train_pam_names_a_missing_data_folder(tmp_path):
    # the data folder is an argument, so train-pam works from an installed package: a wrong one is one line
    proc = subprocess.run([sys.executable, "-m", "paraeval.cli", "train-pam", "--data", str(tmp_path),
                           "--out", str(tmp_path / "pam.safetensors")], capture_output=True, text=True)
    assert proc.returncode == 1 and "Traceback" not in proc.stderr
    assert "little_prince_amr" in proc.stderr and "--data" in proc.stderr
    assert not (tmp_path / "pam.safetensors").exists()


def test_train_pam_names_missing_bamboo_train_files_and_init_before_any_work(tmp_path):
    for name in ("little_prince_amr/amr-bank-struct-v3.0.txt", "mrpc/msr_paraphrase_train.txt"):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("", encoding="utf-8")
    out, existing = str(tmp_path / "pam.safetensors"), str(tmp_path / "mrpc/msr_paraphrase_train.txt")
    for extra, said in ((["--stages", "role_confusion"], "bamboo/amr/para/role_confusion/src.train.amr.gz"),
                        (["--joint-role-confusion"], "bamboo/amr/para/role_confusion/src.train.amr.gz"),
                        (["--init", str(tmp_path / "none.safetensors")], "--init"),
                        (["--from-state", str(tmp_path / "none.pt")], "--from-state"),
                        (["--init", existing, "--from-state", existing], "give one"),
                        (["--average-with-start", "0"], "must lie in (0, 1]")):
        proc = subprocess.run([sys.executable, "-m", "paraeval.cli", "train-pam", "--data", str(tmp_path), "--out", out,
                               *extra], capture_output=True, text=True)
        assert proc.returncode == 1 and "Traceback" not in proc.stderr and said in proc.stderr
    assert not (tmp_path / "pam.safetensors").exists()
    from paraeval.cli import build_parser

    args = build_parser().parse_args(["train-pam", "--role-confusion-foil-only", "--role-confusion-no-hold"])
    assert args.role_confusion_pull is False and args.role_confusion_hold is False
    assert build_parser().parse_args(["train-pam"]).role_confusion_pull is None  # TrainConfig's default
    assert build_parser().parse_args(["train-pam"]).joint_role_confusion is None
    assert build_parser().parse_args(["train-pam", "--joint-role-confusion"]).joint_role_confusion is True
    assert build_parser().parse_args(["train-pam"]).joint_role_confusion_margin is None
    assert build_parser().parse_args(["train-pam", "--joint-role-confusion-margin", "0.02"]).joint_role_confusion_margin == 0.02


def test_train_pam_names_a_saved_state_that_does_not_fit_the_model(tmp_path):
    import torch

    from paraeval.amr.model import PAMConfig, PAMEncoder

    for name in ("little_prince_amr/amr-bank-struct-v3.0.txt", "mrpc/msr_paraphrase_train.txt"):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("", encoding="utf-8")
    plain = tmp_path / "plain.pt"  # a state saved by a --plain run: no role tables
    torch.save({"model": PAMEncoder(PAMConfig(role_embeddings=False)).trainable_state()}, plain)
    garbage = tmp_path / "notes.pt"
    garbage.write_text("not a saved state", encoding="utf-8")
    for state in (plain, garbage):
        with pytest.raises(SystemExit) as stopped:
            main(["train-pam", "--data", str(tmp_path), "--from-state", str(state),
                  "--out", str(tmp_path / "pam.safetensors")])
        said = str(stopped.value)
        assert said.startswith(f"paraeval train-pam: --from-state {state} does not fit") and "\n" not in said
        assert "--backbone" in said and "--plain" in said
    assert not (tmp_path / "pam.safetensors").exists()


def test_train_pam_builds_a_new_model_from_its_seed():
    import torch

    from paraeval.amr.model import PAMConfig, PAMEncoder
    from paraeval.cli import _starting_point, build_parser

    torch.manual_seed(123)  # whatever ran before must not matter
    model, state = _starting_point(build_parser().parse_args(["train-pam", "--seed", "0"]))
    torch.manual_seed(0)
    expected = PAMEncoder(PAMConfig()).trainable_state()
    assert state is None and set(model.trainable_state()) == set(expected)
    assert all(torch.equal(model.trainable_state()[k], expected[k]) for k in expected)


def test_train_pam_saves_each_stages_state_whole(tmp_path):
    import torch

    from paraeval.cli import _stage_state_writer

    class Trainer:
        def state_dict(self):
            return {"model": {"w": torch.arange(3.0)}, "history": [{"phase": "distillation", "step": 1}]}

    logged = []
    write = _stage_state_writer(str(tmp_path / "states"), logged.append)
    write("distillation", Trainer())
    assert sorted(p.name for p in (tmp_path / "states").iterdir()) == ["distillation.pt"]  # no partial file left
    state = torch.load(tmp_path / "states" / "distillation.pt", weights_only=False)
    assert torch.equal(state["model"]["w"], torch.arange(3.0)) and state["history"][0]["step"] == 1
    assert logged == [f"saved the training state after distillation to {tmp_path / 'states' / 'distillation.pt'}"]


# --- paraeval score: output safety, one-line errors, argument checks, progress

ROW = {"source": "How old are you?", "prediction": "What is your age?", "reference": "May I ask your age?"}


def write_jsonl(path, rows):
    path.write_text("".join(json.dumps(row) + "\n" for row in rows), encoding="utf-8")
    return path


def run(capsys, *args):
    """main's exit status, stdout and stderr."""
    status = main(["score", *map(str, args)])
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def test_output_that_is_an_input_is_refused(tmp_path, capsys):
    rows = write_jsonl(tmp_path / "in.jsonl", [ROW, ROW])
    before = rows.read_bytes()
    (tmp_path / "link.jsonl").symlink_to(rows)
    os.link(rows, tmp_path / "hard.jsonl")
    for spelling in (rows, tmp_path / "." / "in.jsonl", tmp_path / "link.jsonl", tmp_path / "hard.jsonl"):
        status, _, err = run(capsys, rows, "-o", spelling, "--force", "--metrics", "ibleu", "-q")  # not even --force
        assert status == 2 and err == f"paraeval: error: {spelling}: is the input file; scores written there " \
                                      "would replace the rows; choose another --output\n"
        assert rows.read_bytes() == before


def test_existing_output_needs_force(tmp_path, capsys):
    rows = write_jsonl(tmp_path / "in.jsonl", [ROW, ROW])
    named = tmp_path / "named.jsonl"  # a file the user names with -o is theirs
    named.write_text("old\n")
    status, _, err = run(capsys, rows, "--metrics", "ibleu", "-q", "-o", named)
    assert status == 2 and err == f"paraeval: error: {named} exists; pass --force to replace it\n"
    assert named.read_text() == "old\n"
    assert run(capsys, rows, "--metrics", "ibleu", "-q", "-o", named, "--force")[0] == 0
    assert [json.loads(line)["row"] for line in named.read_text().splitlines()] == [0, 1]
    # the default output is paraeval's own: a second run replaces it, and says so
    assert run(capsys, rows, "--metrics", "ibleu", "-q")[0] == 0
    status, out_text, _ = run(capsys, rows, "--metrics", "ibleu", "-q")
    assert status == 0 and "(replacing the previous run's)" in out_text
    named.unlink()
    # a new output has the mode open() gives a new file (the temporary file it was renamed from had 0600)
    new = tmp_path / "new.jsonl"
    assert run(capsys, rows, "--metrics", "ibleu", "-q", "-o", new)[0] == 0
    (tmp_path / "plain").write_text("")
    assert new.stat().st_mode == (tmp_path / "plain").stat().st_mode
    assert sorted(p.name for p in tmp_path.iterdir()) == ["in.jsonl", "in.scores.jsonl", "new.jsonl", "plain"]


def test_failed_run_leaves_the_old_output_and_no_temporary_file(tmp_path, capsys, monkeypatch):
    import paraeval.scoring

    rows = write_jsonl(tmp_path / "in.jsonl", [ROW, ROW, ROW])
    out = tmp_path / "out.jsonl"
    out.write_text("old\n")
    real = paraeval.scoring.score_paraphrases
    calls = []

    def fails_on_the_second_block(*args, exc, **kwargs):
        calls.append(1)
        if len(calls) == 2:
            raise exc
        return real(*args, **kwargs)

    # the first block is scored and written to the temporary file before the failure
    for exc, status, message in ((RuntimeError("boom"), 1, "paraeval: error: RuntimeError: boom; rerun with --debug"),
                                 (KeyboardInterrupt(), 130, "paraeval: interrupted")):
        calls.clear()
        monkeypatch.setattr(paraeval.scoring, "score_paraphrases",
                            lambda *a, exc=exc, **k: fails_on_the_second_block(*a, exc=exc, **k))
        got = run(capsys, rows, "-o", out, "--force", "--metrics", "ibleu", "--block-size", "1", "-q")
        assert got[0] == status and got[2].startswith(message) and got[2].count("\n") == 1
        assert len(calls) == 2 and out.read_text() == "old\n"
        assert sorted(p.name for p in tmp_path.iterdir()) == ["in.jsonl", "out.jsonl"]
    # a bad row is found by the checking pass, before anything is scored
    monkeypatch.setattr(paraeval.scoring, "score_paraphrases", lambda *a, **k: pytest.fail("scored"))
    write_jsonl(rows, [ROW, ROW, {**ROW, "reference": None}])
    assert run(capsys, rows, "-o", out, "--force", "--metrics", "ibleu", "-q")[0] == 1
    assert out.read_text() == "old\n" and sorted(p.name for p in tmp_path.iterdir()) == ["in.jsonl", "out.jsonl"]


def test_output_to_stdout_keeps_the_summary_on_stderr(tmp_path, capsys):
    rows = write_jsonl(tmp_path / "in.jsonl", [ROW, {**ROW, "prediction": "How old are you?"}])
    status, out, err = run(capsys, rows, "-o", "-", "--metrics", "ibleu", "-q")
    assert status == 0 and [json.loads(line)["row"] for line in out.splitlines()] == [0, 1]
    assert re.search(r"^ibleu +2 ", err, re.M) and "written to stdout" in err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["in.jsonl"]


def test_stdin_input(tmp_path, capsys, monkeypatch):
    import io

    data = ("\ufeff" + json.dumps(ROW) + "\r\n\r\n" + json.dumps(ROW) + "\r\n").encode("utf-8")
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(data)))
    status, out, _ = run(capsys, "-", "-o", "-", "--metrics", "ibleu", "-q")
    assert status == 0 and len(out.splitlines()) == 2
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(data + b'{"source": "caf\xe9"}\n')))
    status, _, err = run(capsys, "-", "-o", "-", "--metrics", "ibleu", "-q")
    assert status == 1 and err.startswith("paraeval: error: <stdin>:4: not UTF-8 text (byte 0xe9")


GOOD = json.dumps(ROW) + "\n"
BAD_INPUTS = [  # file name, content, line, message
    ("null.jsonl", GOOD + "\nnull\n", 3,
     "a row must be a JSON object with text fields, got null; remove or fix the line"),
    ("array.jsonl", GOOD + '["a", "b"]\n', 2, "a row must be a JSON object with text fields, got a JSON array"),
    ("number.jsonl", GOOD + "3\n", 2, "a row must be a JSON object with text fields, got number 3"),
    ("array.json", "[\n  " + GOOD.strip() + "\n]\n", 1, "the file is one JSON array, but rows must be JSON Lines"),
    ("one_line.json", f"[{GOOD.strip()}, {GOOD.strip()}]\n", 1, "the file is one JSON array"),
    ("broken.jsonl", GOOD + '{"source": "a",\n', 2, "not valid JSON (Expecting property name"),
    ("latin1.jsonl", (GOOD + json.dumps(ROW, ensure_ascii=False).replace("age", "âge") + "\n").encode("latin-1"), 2,
     "not UTF-8 text (byte 0xe2 at byte"),
    ("latin1.csv", "source,prediction,reference\na,b,c\ncafé,b,c\n".encode("latin-1"), 3, "not UTF-8 text"),
    ("null_value.jsonl", GOOD + json.dumps({**ROW, "prediction": None}) + "\n", 2,
     "no prediction text (column 'prediction' is null); fill it in, or pass --none-as-empty"),
    ("missing_key.jsonl", GOOD + json.dumps({"source": "a", "prediction": "b"}) + "\n", 2,
     "no reference text (column 'reference' is missing)"),
    ("number_value.jsonl", GOOD + json.dumps({**ROW, "source": 7}) + "\n", 2,
     "column 'source' must be text, got number 7; write it as a JSON string"),
    # a quoted field spanning lines 2-3 and a blank line 4: the short row is on line 5
    ("short.csv", 'source,prediction,reference\n"two\nlines",b,c\n\nx,y\n', 5,
     "no reference text (column 'reference' is missing)"),
    ("short.tsv", "source\tprediction\treference\r\na\tb\tc\r\nx\ty\r\n", 3, "no reference text"),
    ("unclosed.csv", 'source,prediction,reference\na,b,c\n"oops,b,c\nx,y,z\n', 3,
     "bad quoting (unexpected end of data)"),
    ("extra.csv", "source,prediction,reference\na,b,c,d\n", 2, "the row has 4 fields but the header has 3; quote"),
]


@pytest.mark.parametrize("name,content,line,message", BAD_INPUTS, ids=[case[0] for case in BAD_INPUTS])
def test_bad_input_is_one_line_naming_the_file_line(tmp_path, capsys, name, content, line, message):
    path = tmp_path / name
    path.write_bytes(content if isinstance(content, bytes) else content.encode("utf-8"))
    status, out, err = run(capsys, path, "--metrics", "ibleu", "-o", tmp_path / "o.jsonl")
    assert status == 1 and out == ""
    assert err.startswith(f"paraeval: error: {path}:{line}: {message}") and err.count("\n") == 1, err
    assert not (tmp_path / "o.jsonl").exists()


def test_unreadable_inputs_and_usage_errors(tmp_path, capsys):
    rows = write_jsonl(tmp_path / "in.jsonl", [ROW])
    (tmp_path / "empty.csv").write_text("source,prediction,reference\n")
    (tmp_path / "in.txt").write_text(GOOD)
    cases = [  # arguments, exit status, message
        ((tmp_path / "nope.jsonl",), 1, f"{tmp_path / 'nope.jsonl'}: no such file; check the path"),
        ((tmp_path,), 1, f"{tmp_path}: is a directory; give a .jsonl, .csv or .tsv file"),
        ((tmp_path / "empty.csv",), 1, f"{tmp_path / 'empty.csv'}: no rows to score"),
        ((tmp_path / "in.txt",), 2, f"{tmp_path / 'in.txt'}: unknown format '.txt'; use .jsonl, .csv or .tsv"),
        ((rows, "--prediction-column", "pred"), 2, "column 'pred' (--prediction-column) not in the file; its columns"),
        ((rows, "-o", tmp_path / "no" / "o.jsonl"), 2,
         f"{tmp_path / 'no' / 'o.jsonl'}: folder {tmp_path / 'no'} does not exist"),
        ((rows, "--metrics", "parascore_free", "--model", tmp_path / "no-model"), 2, "--model"),
    ]
    for args, status, message in cases:
        got = run(capsys, *args, "-q")
        assert got[0] == status and got[2].startswith(f"paraeval: error: {message}") and got[2].count("\n") == 1, got


@pytest.mark.parametrize("option,value", [
    ("--metrics", "ibleu,bleu"), ("--metrics", ","), ("--batch-size", "0"), ("--batch-size", "2.5"),
    ("--block-size", "-1"), ("--omega", "nan"), ("--omega", "inf"), ("--omega", "-0.1"), ("--alpha", "1.5"),
    ("--alpha", "nan"), ("--beta", "0"), ("--beta", "inf"), ("--beta", "x"),
])
def test_bad_argument_values_are_usage_errors(tmp_path, capsys, option, value):
    rows = write_jsonl(tmp_path / "in.jsonl", [ROW])
    status, _, err = run(capsys, rows, f"{option}={value}", "-q")
    assert status == 2 and f"paraeval score: error: argument {option}: " in err
    assert not (tmp_path / "in.scores.jsonl").exists()


def test_tracebacks_only_with_debug(tmp_path, capsys):
    from paraeval.cli_io import InputError

    bad = tmp_path / "bad.jsonl"
    bad.write_text(GOOD + "null\n")
    with pytest.raises(InputError, match=r"bad.jsonl:2: a row must be a JSON object"):
        main(["score", str(bad), "-q", "--debug"])
    command = [sys.executable, "-m", "paraeval.cli", "score", str(bad), "-q"]
    proc = subprocess.run(command, capture_output=True, text=True)
    assert proc.returncode == 1 and proc.stdout == ""
    assert proc.stderr == f"paraeval: error: {bad}:2: a row must be a JSON object with text fields, got null; " \
                          "remove or fix the line\n"
    proc = subprocess.run(command + ["--debug"], capture_output=True, text=True)
    assert proc.returncode == 1 and "Traceback" in proc.stderr and "InputError" in proc.stderr


def test_bom_and_crlf_are_read(tmp_path, capsys):
    from paraeval.cli_io import Rows

    expected = [{"source": "How old are you?", "prediction": "What is, your age?", "reference": "May I ask?"},
                {"source": "It rains.", "prediction": "It is\r\nraining.", "reference": "Rain."}]
    files = {
        "in.jsonl": "".join(json.dumps(row) + "\r\n" for row in expected),
        "in.csv": 'source,prediction,reference\r\nHow old are you?,"What is, your age?",May I ask?\r\n'
                  'It rains.,"It is\r\nraining.",Rain.\r\n',
        "in.tsv": 'source\tprediction\treference\r\nHow old are you?\tWhat is, your age?\tMay I ask?\r\n'
                  'It rains.\t"It is\r\nraining."\tRain.\r\n',
    }
    scores = []
    for name, text in files.items():
        path = tmp_path / name
        path.write_bytes(b"\xef\xbb\xbf" + text.encode("utf-8"))
        rows = Rows(str(path), "jsonl" if name.endswith("jsonl") else ("," if name.endswith("csv") else "\t"))
        assert [row for _, row in rows] == expected, name
        assert rows.header == ["source", "prediction", "reference"]
        out = tmp_path / f"{name}.scores.jsonl"
        assert run(capsys, path, "--metrics", "ibleu", "-o", out, "-q")[0] == 0
        scores.append(out.read_text())
    assert scores[0] == scores[1] == scores[2]


def test_csv_line_numbers_count_quoted_line_breaks_and_blank_lines(tmp_path):
    from paraeval.cli_io import Rows

    path = tmp_path / "in.csv"
    path.write_text('prediction,reference\n"a\nb",c\n\nd,e\n"f","g\n\nh"\ni,j\n')
    assert [line for line, _ in Rows(str(path), ",")] == [2, 5, 6, 9]


def test_none_as_empty_scores_missing_values_as_empty_text(tmp_path, capsys):
    from paraeval import ibleu

    rows = write_jsonl(tmp_path / "in.jsonl", [ROW, {"source": "It rains.", "prediction": None}])
    out = tmp_path / "o.jsonl"
    assert run(capsys, rows, "--metrics", "ibleu", "-o", out, "-q", "--none-as-empty")[0] == 0
    expected = ibleu([ROW["prediction"], ""], [ROW["source"], "It rains."], [ROW["reference"], ""]).scores
    assert [json.loads(line)["ibleu"] for line in out.read_text().splitlines()] == pytest.approx(expected.tolist())


def test_several_references_only_for_metrics_that_take_them(tmp_path, capsys):
    rows = write_jsonl(tmp_path / "in.jsonl", [ROW, {**ROW, "reference": ["May I ask your age?", "Your age?"]}])
    assert run(capsys, rows, "--metrics", "ibleu", "-q")[0] == 0  # iBLEU: multi-reference BLEU
    status, _, err = run(capsys, rows, "--metrics", "ibleu,wmd", "-q", "-o", tmp_path / "o.jsonl")
    assert status == 1 and f"{rows}:2: column 'reference' holds 2 references but wmd take one" in err


def test_scoring_errors_name_the_file_line(tmp_path, capsys, monkeypatch):
    import paraeval.scoring

    rows = tmp_path / "in.jsonl"
    rows.write_text(GOOD + "\n" + GOOD + GOOD + GOOD)  # rows on lines 1, 3, 4, 5
    for message, expected in (("references[1] is bad", f"{rows}:5: the row's reference is bad"),
                              ("something else", f"{rows}:4-5: something else")):
        def fail_second_block(*args, message=message, **kwargs):
            if args[0] == [ROW["prediction"]] * 2 and fail_second_block.calls:
                raise ValueError(message)
            fail_second_block.calls += 1
            return {"ibleu": paraeval.result.MetricResult(np.zeros(2), "h")}

        fail_second_block.calls = 0
        monkeypatch.setattr(paraeval.scoring, "score_paraphrases", fail_second_block)
        status, _, err = run(capsys, rows, "--metrics", "ibleu", "--block-size", "2", "-q", "-o", tmp_path / "o.jsonl")
        assert status == 1 and err == f"paraeval: error: {expected}\n"


def test_alpha_beta_omega_reach_the_metrics(tmp_path, capsys, monkeypatch):
    import paraeval.scoring
    from paraeval import ibleu

    rows = write_jsonl(tmp_path / "in.jsonl", [ROW, {**ROW, "prediction": "How old are you?"}])
    out = tmp_path / "o.jsonl"
    assert run(capsys, rows, "--metrics", "ibleu", "--alpha", "0.5", "-o", out, "-q")[0] == 0
    expected = ibleu([ROW["prediction"], "How old are you?"], [ROW["source"]] * 2, [ROW["reference"]] * 2, alpha=0.5)
    written = [json.loads(line)["ibleu"] for line in out.read_text().splitlines()]
    assert written == pytest.approx(expected.scores.tolist())
    seen = {}
    real = paraeval.scoring.score_paraphrases
    monkeypatch.setattr(paraeval.scoring, "score_paraphrases", lambda *a, **k: seen.update(k) or real(*a, **k))
    assert run(capsys, rows, "--metrics", "ibleu", "--beta", "2.5", "--omega", "0", "-o", out, "-q", "--force")[0] == 0
    assert (seen["alpha"], seen["beta"], seen["omega"]) == (0.3, 2.5, 0.0)


def test_non_finite_scores_are_written_as_null(tmp_path, capsys, monkeypatch):
    import paraeval.scoring

    monkeypatch.setattr(paraeval.scoring, "score_paraphrases", lambda *a, **k: {
        "ibleu": paraeval.result.MetricResult(np.array([np.nan, np.inf, 0.5]), "h")})
    rows = write_jsonl(tmp_path / "in.jsonl", [ROW] * 3)
    out = tmp_path / "o.jsonl"
    status, printed, _ = run(capsys, rows, "--metrics", "ibleu", "-o", out, "-q")

    def strict(constant):
        raise AssertionError(f"{constant} is not JSON")

    assert status == 0
    written = [json.loads(line, parse_constant=strict)["ibleu"] for line in out.read_text().splitlines()]
    assert written == [None, None, 0.5]
    assert re.search(r"^ibleu +1 +0.5000", printed, re.M)


def test_progress_bar_counts_rows_with_a_total(tmp_path, capsys, monkeypatch):
    import functools

    import paraeval.cli

    # redraw on every update (tqdm skips redraws less than 0.1 s apart, and these blocks are quicker)
    monkeypatch.setattr(paraeval.cli, "tqdm", functools.partial(paraeval.cli.tqdm, mininterval=0))
    rows = tmp_path / "in.jsonl"
    rows.write_text(GOOD * 2 + "\n" + GOOD * 3)  # 5 rows, a blank line
    status, _, err = run(capsys, rows, "--metrics", "ibleu", "--block-size", "2", "-o", "-")
    assert status == 0
    assert all(f"{done}/5" in err for done in (0, 2, 4, 5))  # advanced per block, against the total
    csv_file = tmp_path / "in.csv"
    csv_file.write_text('source,prediction,reference\n"a\nb",c,d\ne,f,g\n')  # 2 rows on 3 lines
    assert "2/2" in run(capsys, csv_file, "--metrics", "ibleu", "-o", "-")[2]
    quiet = run(capsys, rows, "--metrics", "ibleu", "-o", "-", "-q")[2]
    assert "scoring" not in quiet and quiet.startswith("metric ")  # only the summary


def _text_files(tmp_path, **columns):
    paths = {}
    for name, lines in columns.items():
        paths[name] = tmp_path / f"{name}.txt"
        paths[name].write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    return paths


def test_line_aligned_text_files_like_sacrebleu(tmp_path, capsys):
    sources = ["How old are you?", "Where is the station?"]
    predictions = ["What is your age?", "Where can I find the station?"]
    refs_a, refs_b = ["May I ask your age?", "Where is the train station?"], ["How old r u?", "The station is where?"]
    f = _text_files(tmp_path, src=sources, hyp=predictions, ref_a=refs_a, ref_b=refs_b)
    status, out, _ = run(capsys, "--sources", f["src"], "--predictions", f["hyp"], "--references", f["ref_a"], f["ref_b"],
                         "--metrics", "parascore,ibleu", "-q")
    assert status == 0
    records = [json.loads(line) for line in (tmp_path / "hyp.scores.jsonl").read_text().splitlines()]
    several = [[a, b] for a, b in zip(refs_a, refs_b)]
    assert [r["parascore"] for r in records] == pytest.approx(paraeval.parascore(predictions, sources, several).scores, abs=1e-6)
    assert [r["ibleu"] for r in records] == pytest.approx(paraeval.ibleu(predictions, sources, several).scores)
    assert re.search(r"^signature: parascore:all-MiniLM-L6-v2\(embedded\)_L6_.* \| ibleu:ibleu_alpha=0.3", out, re.M)
    short = _text_files(tmp_path, short=predictions[:1])["short"]
    status, _, err = run(capsys, "--sources", f["src"], "--predictions", short, "-q", "--metrics", "parascore_free")
    assert status == 1 and err == f"paraeval: error: {short} has 1 lines but {f['src']} has more; line-aligned files need one line per example in every file\n"
    status, _, err = run(capsys, f["src"], "--predictions", f["hyp"])
    assert status == 2 and "either FILE or --predictions" in err


def test_output_formats_and_score_only(tmp_path, capsys):
    rows = write_jsonl(tmp_path / "in.jsonl", [ROW, {**ROW, "prediction": "zzqx"}])
    for fmt, delimiter in (("tsv", "\t"), ("csv", ",")):
        assert run(capsys, rows, "--metrics", "wmd,ibleu", "-q", "--format", fmt)[0] == 0
        lines = (tmp_path / f"in.scores.{fmt}").read_text().splitlines()
        assert lines[0].split(delimiter) == ["row", "wmd", "wms", "ibleu"]
        assert lines[2].split(delimiter)[:3] == ["1", "", "0.0"]  # no known word: WMD missing, WMS 0
    status, out, _ = run(capsys, rows, "--metrics", "ibleu", "-b", "-q")
    assert status == 0 and re.fullmatch(r"-?\d\.\d{4}\n", out)
    status, out, _ = run(capsys, rows, "--metrics", "ibleu,wmd", "-b", "-q")
    assert [line.split("\t")[0] for line in out.splitlines()] == ["ibleu", "wmd", "wms"]


def test_summary_shows_range_and_direction_and_separates_distances(tmp_path, capsys):
    rows = write_jsonl(tmp_path / "in.jsonl", [ROW, ROW])
    status, out, _ = run(capsys, rows, "--metrics", "wmd,ibleu", "-q")
    lines = out.splitlines()
    assert lines[0].split()[-4:] == ["max", "range", "higher", "means"]
    assert lines[1].startswith("wms") and "[0, 1]" in lines[1]
    assert lines[2].startswith("ibleu") and lines[2].endswith("better paraphrase")
    assert lines[3] == "distances (lower is closer):" and lines[4].startswith("wmd") and "[0, 2]" in lines[4]


def test_version_and_help(capsys):
    assert main(["--version"]) == 0
    assert capsys.readouterr().out == f"paraeval {paraeval.__version__}\n"
    assert main(["score", "--help"]) == 0
    text = " ".join(capsys.readouterr().out.split())  # unwrapped
    assert all(f" {name}," in text or f" {name} " in text for name in METRICS)  # no name is cut at a line end
    assert "(default: 0.05)" in text and "(default: jsonl)" in text and "(default: None)" not in text


def test_output_to_a_device_is_written_into_and_a_link_keeps_pointing(tmp_path, capsys):
    rows = write_jsonl(tmp_path / "in.jsonl", [ROW, ROW])
    # /dev/null exists and is no file to replace: no --force needed, and it stays a device
    assert run(capsys, rows, "-o", os.devnull, "--metrics", "ibleu", "-q")[0] == 0
    assert not os.path.isfile(os.devnull) and os.path.exists(os.devnull)
    target, link = tmp_path / "kept.jsonl", tmp_path / "link.jsonl"
    target.write_text("old\n")
    link.symlink_to(target)
    assert run(capsys, rows, "-o", link, "--metrics", "ibleu", "-q", "--force")[0] == 0
    assert link.is_symlink() and len(target.read_text().splitlines()) == 2
    status, _, err = run(capsys, rows, "-o", f"{tmp_path}/newdir/", "--metrics", "ibleu", "-q")
    assert status == 2 and "names a folder; give --output a file name" in err


def test_a_lone_surrogate_is_named_by_its_line(tmp_path, capsys):
    path = tmp_path / "in.jsonl"
    path.write_text(json.dumps(ROW) + "\n" + json.dumps(ROW)[:-1].replace("age?\"", "age \\ud83d\"", 1) + "}\n")
    status, _, err = run(capsys, path, "--metrics", "ibleu", "-q", "-o", "-")
    assert status == 1 and ":2: column 'prediction' holds '\\ud83d' at character 17, half of a surrogate pair" in err


def test_tsv_quotes_are_text_unless_a_field_is_quoted_whole(tmp_path, capsys):
    path = tmp_path / "in.tsv"
    # MRPC-style: bare quotes inside a field; pandas-style: a field quoted whole, inner quotes doubled
    path.write_text('source\tprediction\treference\n"Stop," he said.\tHe said "stop".\t"""Stop,"" he said."\n')
    out = tmp_path / "out.jsonl"
    assert run(capsys, path, "--metrics", "ibleu", "-q", "-o", out)[0] == 0
    expected = paraeval.ibleu(['He said "stop".'], ['"Stop," he said.'], ['"Stop," he said.']).scores[0]
    assert json.loads(out.read_text())["ibleu"] == pytest.approx(expected, abs=1e-9)


def test_library_warnings_name_the_input_lines_and_the_option(tmp_path, capsys):
    emoji = {"source": "I love it 😀", "prediction": "I love it 😡", "reference": "Loved it"}
    rows = write_jsonl(tmp_path / "in.jsonl", [ROW, ROW, ROW, emoji])
    status, _, err = run(capsys, rows, "--metrics", "sbert_cosine", "--block-size", "2", "-q", "-o", os.devnull)
    assert status == 0 and err.startswith("paraeval: warning: 1 example(s) have characters")
    assert f"({rows} line 4); --demojize turns emoji" in err and "UserWarning" not in err


def test_sigterm_is_an_interrupt_that_leaves_the_output_as_it_was(tmp_path, capsys, monkeypatch):
    import signal

    import paraeval.scoring

    rows, out = write_jsonl(tmp_path / "in.jsonl", [ROW, ROW]), tmp_path / "out.jsonl"
    out.write_text("old\n")
    monkeypatch.setattr(paraeval.scoring, "score_paraphrases", lambda *a, **k: os.kill(os.getpid(), signal.SIGTERM))
    status, _, err = run(capsys, rows, "-o", out, "--force", "--metrics", "ibleu", "-q")
    assert status == 128 + signal.SIGTERM and err == "paraeval: interrupted (SIGTERM)\n"
    assert out.read_text() == "old\n" and sorted(p.name for p in tmp_path.iterdir()) == ["in.jsonl", "out.jsonl"]
    assert signal.getsignal(signal.SIGTERM) is signal.SIG_DFL  # the handler is the command's only


def test_outputs_that_cannot_be_written_are_refused_before_any_work(tmp_path, capsys, monkeypatch):
    import paraeval.scoring

    monkeypatch.setattr(paraeval.scoring, "score_paraphrases", lambda *a, **k: pytest.fail("scored"))
    rows = write_jsonl(tmp_path / "in.jsonl", [{**ROW, "human": 1.0}] * 3)
    status = main(["bench", str(rows), "--gold", "human", "--metrics", "ibleu", "--out", str(rows)])
    assert status == 2 and "--out " + str(rows) + ": is the input file; give a folder" in capsys.readouterr().err
    with pytest.raises(SystemExit, match="--out .*: is a folder; give the checkpoint's file name"):
        main(["train-pam", "--data", str(ROOT / "data"), "--out", str(tmp_path)])


def test_bench_best_is_a_metric_with_a_defined_pearson(tmp_path, capsys):
    texts = [("How old are you?", "What is your age?"), ("Where is it?", "Where can it be?"),
             ("The cat sat.", "qwzxv"), ("It is late.", "It is getting late.")]
    rows = write_jsonl(tmp_path / "in.jsonl", [{"source": s, "prediction": p, "reference": s, "human": float(k)}
                                               for k, (s, p) in enumerate(texts)])
    # WMD is infinite for the unknown word, so its Pearson is NaN; it is named first, and is not the best
    assert main(["bench", str(rows), "--gold", "human", "--metrics", "wmd,ibleu", "--out", str(tmp_path / "o"),
                 "--resamples", "20", "-q"]) == 0
    assert "best Pearson: ibleu " in capsys.readouterr().out


def test_a_pipe_is_read_once_and_headers_and_outputs_are_checked(tmp_path, capsys):
    import threading

    fifo = tmp_path / "in.jsonl"
    os.mkfifo(fifo)
    writer = threading.Thread(target=lambda: fifo.write_text(json.dumps(ROW) + "\n" + json.dumps(ROW) + "\n"))
    writer.start()
    status, out, _ = run(capsys, fifo, "--metrics", "ibleu", "-q", "-o", "-")
    writer.join()
    assert status == 0 and [json.loads(line)["row"] for line in out.splitlines()] == [0, 1]
    repeated = tmp_path / "in.csv"
    repeated.write_text("source,prediction,source\na,b,c\n")
    status, _, err = run(capsys, repeated, "--metrics", "ibleu", "-q", "-o", "-")
    assert status == 1 and "in.csv:1: the header names column 'source' twice; rename one" in err
    status, _, err = run(capsys, repeated, "-o", "", "-q")
    assert status == 2 and "--output is empty" in err
    texts = tmp_path / "p.txt"
    texts.write_text("a b\nc d\n")
    status, _, err = run(capsys, "--predictions", texts, "--references", texts, "--metrics", "ibleu", "-q")
    assert status == 2 and "ibleu needs source text; give --sources FILE (one per line)" in err
