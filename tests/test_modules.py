"""The evaluate modules: loading, outputs, add_batch, combine, config names and bad input."""
import os

import evaluate
import pytest

import paraeval
from paraeval.metric_table import METRICS
from paraeval.models import embedded_model_path

from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

SOURCES = ["The cat sat on the mat.", "How old are you?", "Where is the station?"]
PREDICTIONS = ["A cat was sitting on the mat.", "What is your age?", "Where is the station?"]
REFERENCES = ["On the mat sat a cat.", ["What's your age?", "How old r u?"], "Where can I find the station?"]


ALL = tuple(METRICS)


@pytest.fixture(scope="module")
def modules():
    return {name: evaluate.load(paraeval.metric_path(name)) for name in ALL}


def test_load_from_repository_root_and_any_directory(tmp_path, monkeypatch):
    monkeypatch.chdir(ROOT)
    from_root = evaluate.load("metrics/parascore_free")
    monkeypatch.chdir(tmp_path)
    from_path = evaluate.load(paraeval.metric_path("parascore_free"))
    kwargs = dict(sources=SOURCES, predictions=PREDICTIONS)
    assert from_root.compute(**kwargs)["scores"] == pytest.approx(from_path.compute(**kwargs)["scores"])
    with pytest.raises(ValueError, match="unknown metric"):
        paraeval.metric_path("nope")


def test_outputs_match_library(modules):
    out = modules["parascore"].compute(sources=SOURCES, predictions=PREDICTIONS, references=REFERENCES)
    lib = paraeval.parascore(PREDICTIONS, SOURCES, REFERENCES)
    assert set(out) == {"parascore", "scores", "similarity", "diversity", "hashcode"}
    assert out["scores"] == pytest.approx(lib.scores.tolist())
    assert out["parascore"] == pytest.approx(lib.mean)
    assert out["hashcode"].startswith("all-MiniLM-L6-v2(embedded)_L6_no-idf_omega=0.05_gamma=0.35")
    free = modules["parascore_free"].compute(sources=SOURCES, predictions=PREDICTIONS, omega=0.1, gamma=0.5)
    lib_free = paraeval.parascore(PREDICTIONS, SOURCES, omega=0.1, gamma=0.5)
    assert free["scores"] == pytest.approx(lib_free.scores.tolist())
    cos = modules["sbert_cosine"].compute(predictions=PREDICTIONS, references=REFERENCES)
    assert set(cos) == {"sbert_cosine", "scores", "hashcode"}
    assert cos["scores"] == pytest.approx(paraeval.sbert_cosine(PREDICTIONS, REFERENCES).scores.tolist())


def test_add_batch_then_compute(modules):
    metric = modules["parascore"]
    for i in range(len(PREDICTIONS)):
        refs = REFERENCES[i] if isinstance(REFERENCES[i], list) else [REFERENCES[i]]
        metric.add_batch(sources=SOURCES[i : i + 1], predictions=PREDICTIONS[i : i + 1], references=[refs])
    batched = metric.compute()
    direct = metric.compute(sources=SOURCES, predictions=PREDICTIONS, references=REFERENCES)
    assert batched["scores"] == pytest.approx(direct["scores"], abs=1e-6)


def test_combine(modules):
    combined = evaluate.combine([modules["parascore"], modules["parascore_free"], modules["sbert_cosine"]])
    out = combined.compute(sources=SOURCES, predictions=PREDICTIONS, references=REFERENCES)
    assert {"parascore", "parascore_free", "sbert_cosine"} <= set(out)
    assert out["parascore_scores"] == pytest.approx(paraeval.parascore(PREDICTIONS, SOURCES, REFERENCES).scores.tolist())


def test_config_name_picks_model_and_keeps_cache_out_of_model_folder():
    path = embedded_model_path()
    before = set(os.listdir(path))
    by_path = evaluate.load(paraeval.metric_path("parascore_free"), path)
    out = by_path.compute(sources=SOURCES, predictions=PREDICTIONS)
    assert set(os.listdir(path)) == before
    assert path in out["hashcode"]  # names the model it used
    default = evaluate.load(paraeval.metric_path("parascore_free")).compute(sources=SOURCES, predictions=PREDICTIONS)
    assert out["scores"] == pytest.approx(default["scores"], abs=1e-6)


def test_model_type_and_num_layers_override(modules):
    out = modules["parascore_free"].compute(sources=SOURCES, predictions=PREDICTIONS, num_layers=3)
    assert "_L3_" in out["hashcode"]
    assert out["scores"] != pytest.approx(modules["parascore_free"].compute(sources=SOURCES, predictions=PREDICTIONS)["scores"])


@pytest.mark.parametrize(
    "name, kwargs, message",
    [
        ("parascore", dict(sources=["a"], predictions=["a", "b"], references=["a", "b"]), "sources has 1 items"),
        ("parascore", dict(sources=["a", "b"], predictions=["a", None], references=["a", "b"]), r"predictions\[1\]"),
        ("parascore_free", dict(sources=[1], predictions=["a"]), r"sources\[0\] must be a string, got int"),
        ("sbert_cosine", dict(predictions=["a"], references=[None]), r"references\[0\]"),
        ("wmd", dict(predictions=["a", "b"], references=["a"]), "references has 1 items"),
        ("gohsen_delta", dict(predictions=[None], references=["a"]), r"predictions\[0\]"),
        ("ibleu", dict(sources=["a"], predictions=["a"], references=[[1]]), r"references\[0\]\[0\]"),
        ("bert_ibleu", dict(sources=[3], predictions=["a"]), r"sources\[0\] must be a string"),
        ("pam", dict(predictions=["a", "b"], references=["a"]), "references has 1 items"),
    ],
)
def test_module_bad_input(modules, name, kwargs, message):
    with pytest.raises(ValueError, match=message):
        modules[name].compute(**kwargs)


def test_new_modules_match_library(modules):
    from paraeval.gohsen import gohsen_delta
    from paraeval import bert_ibleu, ibleu
    from paraeval.wmd import word_movers_distance

    preds = PREDICTIONS
    refs = ["On the mat sat a cat.", "What's your age?", "Where can I find the station?"]
    out = modules["wmd"].compute(predictions=preds, references=refs)
    lib = word_movers_distance(preds, refs)
    assert out["scores"] == pytest.approx(lib.distance.tolist()) and out["wms"] == pytest.approx(lib.similarity.mean())
    out = modules["gohsen_delta"].compute(predictions=preds, references=refs)
    assert out["scores"] == pytest.approx(gohsen_delta(preds, refs).scores.tolist())
    assert {"semantic", "syntactic", "syn_bleu", "syn_rouge1", "syn_rougeL", "sem_wms", "sem_bertscore", "sem_cosine"} <= set(out)
    out = modules["ibleu"].compute(sources=SOURCES, predictions=preds, references=REFERENCES)
    assert out["scores"] == pytest.approx(ibleu(preds, SOURCES, REFERENCES).scores.tolist())
    out = modules["bert_ibleu"].compute(sources=SOURCES, predictions=preds)
    assert out["scores"] == pytest.approx(bert_ibleu(preds, SOURCES).scores.tolist())


def test_combine_all_reference_free_and_single_reference_modules(modules):
    refs = ["On the mat sat a cat.", "What's your age?", "Where can I find the station?"]
    names = [n for n in METRICS if n != "pam"]
    combined = evaluate.combine([modules[n] for n in names])
    out = combined.compute(sources=SOURCES, predictions=PREDICTIONS, references=refs)
    for name in names:
        assert name in out  # no module's key is another module's name, so evaluate never prefixes a mean
    assert out["sbert_cosine"] == pytest.approx(paraeval.sbert_cosine(PREDICTIONS, refs).mean)
    assert "wms" in out and "parascore_scores" in out  # keys two modules share ("scores") get the module name
