"""fp16: every metric that reads a model runs in half precision on request, close to float32, and says so."""
import json
from pathlib import Path

import numpy as np
import pytest
import torch

import paraeval
from paraeval.cli import main
from paraeval.encoder import load_encoder
from paraeval.models import resolve_model

ROOT = Path(__file__).resolve().parents[1]
PREDICTIONS = ["The dog bit the man.", "A man is playing a guitar.", "The medicine worked.", "What is your age?"]
SOURCES = ["The man bit the dog.", "Someone plays the guitar.", "The medication was effective.", "How old are you?"]
MODEL_METRICS = ("parascore", "parascore_free", "sbert_cosine", "gohsen_delta", "bert_ibleu", "pam")


def test_fp16_scores_stay_within_a_few_thousandths_and_the_hashcode_says_fp16():
    full = paraeval.score_paraphrases(PREDICTIONS, SOURCES, SOURCES[::-1], metrics=MODEL_METRICS + ("ibleu",))
    half = paraeval.score_paraphrases(PREDICTIONS, SOURCES, SOURCES[::-1], metrics=MODEL_METRICS + ("ibleu",), fp16=True)
    for name in MODEL_METRICS:
        assert np.abs(half[name].scores - full[name].scores).max() < 2e-3, name
        assert half[name].hashcode.endswith("_fp16") and "fp16" not in full[name].hashcode, name
    assert half["ibleu"].hashcode == full["ibleu"].hashcode  # no model, nothing in half precision


def test_the_fp16_encoder_is_its_own_copy():
    # Spaces score in threads: asking for fp16 must not turn the shared float32 model into half precision
    half = load_encoder(resolve_model(), "cpu", fp16=True)
    full = load_encoder(resolve_model(), "cpu")
    assert half is not full
    assert next(half.model.parameters()).dtype == torch.float16
    assert next(full.model.parameters()).dtype == torch.float32


def test_cli_fp16_on_the_example_file(tmp_path):
    out = tmp_path / "scores.jsonl"
    assert main(["score", str(ROOT / "examples" / "pairs.jsonl"), "--metrics", "sbert_cosine", "--fp16", "--device", "cpu",
                 "-o", str(out), "-q"]) == 0
    rows = [json.loads(line) for line in (ROOT / "examples" / "pairs.jsonl").read_text().splitlines()]
    expected = paraeval.sbert_cosine([r["prediction"] for r in rows], [r["reference"] for r in rows]).scores
    got = [json.loads(line)["sbert_cosine"] for line in out.read_text().splitlines()]
    assert got == pytest.approx(expected, abs=2e-3)


def test_cli_names_a_bad_device_before_scoring(tmp_path, capsys):
    out = tmp_path / "scores.jsonl"
    assert main(["score", str(ROOT / "examples" / "pairs.jsonl"), "--device", "nonsense", "-o", str(out), "-q"]) != 0
    assert "expected a device such as cpu, cuda or cuda:1, got 'nonsense'" in capsys.readouterr().err
    assert not out.exists()
    if not torch.cuda.is_available():  # a GPU this machine does not have is named before any model loads
        assert main(["score", str(ROOT / "examples" / "pairs.jsonl"), "--device", "cuda", "-o", str(out), "-q"]) == 2
        assert "device='cuda', but this torch build sees no CUDA GPU" in capsys.readouterr().err
