"""Bad and unusual input through the modules and the library: one documented answer each, nothing left behind."""
import math
import threading
import warnings

import evaluate
import numpy as np
import pytest

import paraeval
from paraeval.metric_table import METRICS

ALL = tuple(METRICS)
# one row of every input a module may read; each module gets the ones it declares
ROW = {"sources": "The cat sat on the mat.", "predictions": "A cat was sitting on the mat.",
       "references": "On the mat sat a cat."}


def inputs_of(module, rows: int = 1, **replace) -> dict:
    return {name: [replace.get(name, ROW[name])] * rows for name in module.inputs}


@pytest.fixture(scope="module")
def modules():
    return {name: evaluate.load(paraeval.metric_path(name)) for name in ALL}


@pytest.mark.parametrize("name", ALL)
def test_zero_pairs_is_one_clear_error(modules, name):
    module = modules[name]
    with pytest.raises(ValueError, match="nothing to score"):
        module.compute(**inputs_of(module, rows=0))
    with pytest.raises(ValueError, match="nothing to score"):
        module.compute()  # nothing added either
    module.add_batch(**inputs_of(module, rows=0))  # an empty batch adds nothing
    with pytest.raises(ValueError, match="nothing to score"):
        module.compute()
    assert len(module.compute(**inputs_of(module))["scores"]) == 1  # and the module still works


def test_zero_pairs_through_combine(modules):
    combined = evaluate.combine([modules["parascore"], modules["sbert_cosine"], modules["ibleu"]])
    with pytest.raises(ValueError, match="nothing to score"):
        combined.compute(sources=[], predictions=[], references=[])


@pytest.mark.parametrize("name", ["parascore", "sbert_cosine", "ibleu"])
def test_single_and_several_references_mix_across_batches(modules, name):
    module = modules[name]
    first = inputs_of(module)
    second = {**inputs_of(module), "references": [["On the mat sat a cat.", "A cat sat on a mat."]]}
    module.add_batch(**first)
    module.add_batch(**second)
    batched = module.compute()["scores"]
    direct = module.compute(**{k: first[k] + second[k] for k in first})["scores"]
    assert batched == pytest.approx(direct, abs=1e-6)
    assert len(batched) == 2


@pytest.mark.parametrize("name", ["parascore", "wmd", "pam"])
def test_a_failed_batch_leaves_nothing_behind(modules, name):
    module = modules[name]
    module.add_batch(**inputs_of(module, rows=3))
    with pytest.raises(ValueError, match=r"predictions\[0\]"):
        module.add_batch(**inputs_of(module, predictions=None))
    fresh = module.compute(**inputs_of(module))
    assert len(fresh["scores"]) == 1  # not the three rows buffered before the error


@pytest.mark.parametrize("kind", [np.array, list])
def test_numpy_arrays_are_lists_and_a_refused_array_batch_leaves_nothing_behind(modules, kind):
    module = modules["ibleu"]
    rows = {name: kind(values) for name, values in inputs_of(module, rows=2).items()}
    assert len(module.compute(**rows)["scores"]) == 2
    with pytest.raises(ValueError, match=r"^ibleu: predictions\[1\] must be a string"):
        module.add_batch(**{**rows, "predictions": np.array(["A cat.", None], dtype=object)})
    assert len(module.compute(**inputs_of(module))["scores"]) == 1


def test_errors_name_the_module_that_refused_the_batch_under_combine(modules):
    combined = evaluate.combine([modules["ibleu"], modules["wmd"]])
    several = inputs_of(modules["ibleu"], references=["On the mat sat a cat.", "A cat sat on a mat."])
    with pytest.raises(ValueError, match=r"^wmd: references\[0\] is a list, but wmd takes one reference per "
                                         r"prediction: pass a string each \(several references: parascore,"):
        combined.add_batch(**several)
    # evaluate adds to each module in turn, so ibleu took the batch before wmd refused it (the README says so);
    # its compute empties it for the tests after this one
    assert len(modules["ibleu"].compute()["scores"]) == 1


@pytest.mark.parametrize("call, message", [
    (lambda m: m["parascore"].compute(**inputs_of(m["parascore"]), omeg=0.1),
     r"^parascore: unknown option 'omeg'; options: .*omega.* set a module's options with evaluate.load"),
    (lambda m: evaluate.combine([m["ibleu"], m["wmd"]]).compute(**inputs_of(m["parascore"]), alpha=0.5),
     r"^wmd: unknown option 'alpha'; options: remove_stop_words, vectors\."),
    (lambda m: m["ibleu"].compute(predictions=iter(["A cat."]), sources=["A cat."], references=["A cat."]),
     r"^ibleu: predictions must be a list of strings, got list_iterator"),
    (lambda m: m["sbert_cosine"].compute(**inputs_of(m["sbert_cosine"]), fp16="no"),
     r"^sbert_cosine: fp16 must be True or False, got 'no'"),
    (lambda m: m["wmd"].compute(**inputs_of(m["wmd"]), remove_stop_words=None),
     r"^wmd: remove_stop_words must be True or False, got None"),
    (lambda m: m["pam"].compute(**inputs_of(m["pam"]), dereify="no"), r"^pam: dereify must be True or False"),
    (lambda m: m["sbert_cosine"].compute(**inputs_of(m["sbert_cosine"]), device="gpu"),
     r"^sbert_cosine: device must be None, 'cpu', 'cuda', 'cuda:N' or 'mps', got 'gpu'"),
])
def test_options_that_are_not_options_are_one_clear_error(modules, call, message):
    with pytest.raises(ValueError, match=message):
        call(modules)


def test_a_failed_compute_leaves_nothing_behind(modules):
    module = modules["parascore"]
    module.add_batch(**inputs_of(module, rows=2))
    with pytest.raises(ValueError, match="omega"):
        module.compute(omega=float("nan"))
    assert len(module.compute(**inputs_of(module))["scores"]) == 1


@pytest.mark.parametrize("name, kwargs, message", [
    ("parascore", dict(omega=float("nan")), "omega must be a finite number >= 0, got nan"),
    ("parascore", dict(omega=-1.0), "omega must be"),
    ("parascore", dict(gamma=0.0), "gamma must be a finite number > 0 and <= 1"),
    ("parascore", dict(batch_size=0), "batch_size must be an integer >= 1"),
    ("ibleu", dict(alpha=float("inf")), "alpha must be"),
    ("bert_ibleu", dict(beta=float("nan")), "beta must be"),
])
def test_parameters_are_checked(modules, name, kwargs, message):
    module = modules[name]
    with pytest.raises(ValueError, match=message):
        module.compute(**inputs_of(module), **kwargs)


def test_a_baseline_that_is_not_one(tmp_path):
    not_baseline = tmp_path / "notes.csv"
    not_baseline.write_text("a,b\n1,2\n", encoding="utf-8")
    for baseline, message in ((str(not_baseline), "is not a bert_score baseline file"),
                              (str(tmp_path / "missing.tsv"), "is not a file")):
        with pytest.raises(ValueError, match=message):
            paraeval.parascore([ROW["predictions"]], [ROW["sources"]], baseline=baseline)


@pytest.mark.parametrize("name, config, message", [
    ("parascore", "no-such-model", "unknown config name 'no-such-model'; use 'default', 'quality', a local model folder"),
    ("sbert_cosine", "./not/a/folder", "unknown config name"),
    ("wmd", "glove", "'default' only"),
    ("ibleu", "bert-base-uncased", "'default' only"),
    ("pam", "missing.safetensors", "PAM checkpoint file"),
])
def test_unknown_config_names_say_what_is_allowed(monkeypatch, name, config, message):
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    with pytest.raises(ValueError, match=message):
        evaluate.load(paraeval.metric_path(name), config)


def test_emoji_are_not_silently_identical():
    happy, angry = ["I love it 😀", "plain text"], ["I love it 😡", "plain text"]
    with pytest.warns(UserWarning, match=r"1 example\(s\) have characters .* \[UNK\].*indices 0\)"):
        raw = paraeval.sbert_cosine(happy, angry).scores
    assert raw[0] == pytest.approx(1.0, abs=1e-6)  # what the model sees: the official toolkits agree
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # nothing unknown left once the emoji are words
        named = paraeval.sbert_cosine(happy, angry, demojize=True)
    assert named.scores[0] < 0.9
    assert named.scores[1] == pytest.approx(raw[1])
    assert named.hashcode.endswith("_demojized")


def test_demojize_names():
    from paraeval.unknown_tokens import demojize, unknown_token_texts

    assert demojize("Great 👍🏽 job") == "Great thumbs up medium skin tone job"
    tokenizer = paraeval.encoder.load_encoder(paraeval.models.resolve_model()).tokenizer
    assert unknown_token_texts(tokenizer, ["café", "naïve 😀", "plain", "日本"]) == [1]


def _parascore_at(layers: int) -> np.ndarray:
    sources = ["The cat sat on the mat.", "How old are you?", "Where is the station?"] * 3
    predictions = ["A cat was sitting on the mat.", "What is your age?", "Where can I find the station?"] * 3
    return paraeval.parascore(predictions, sources, num_layers=layers, progress=False).scores


def _pam() -> np.ndarray:
    return paraeval.pam_similarity(["The dog bit the man.", "The medicine worked."],
                                   ["The man bit the dog.", "The medicine did not work."], progress=False).scores


def test_threads_give_the_sequential_results():
    settings = {"layers 2": lambda: _parascore_at(2), "layers 6": lambda: _parascore_at(6), "pam": _pam}
    expected = {name: run() for name, run in settings.items()}
    results, errors = [], []

    def worker(name):
        try:
            results.append((name, settings[name]()))
        except Exception as err:  # pragma: no cover - reported below
            errors.append(err)

    threads = [threading.Thread(target=worker, args=(name,)) for name in settings for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert not errors
    assert len(results) == 24
    for name, scores in results:
        np.testing.assert_allclose(scores, expected[name], atol=1e-6, err_msg=name)
    assert not math.isclose(expected["layers 2"][0], expected["layers 6"][0], abs_tol=1e-4)


def test_pam_and_the_command_line_take_demojize(tmp_path, capsys):
    import json

    from paraeval.cli import main

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        raw = paraeval.pam_similarity(["I love it 😀"], ["I love it 😡"], progress=False)
    named = paraeval.pam_similarity(["I love it 😀"], ["I love it 😡"], progress=False, demojize=True)
    assert raw.scores[0] == pytest.approx(1.0, abs=1e-6) and named.scores[0] < raw.scores[0] - 0.01
    rows = tmp_path / "in.jsonl"
    rows.write_text(json.dumps({"prediction": "I love it 😀", "reference": "I love it 😡"}) + "\n", encoding="utf-8")
    assert main(["score", str(rows), "--metrics", "sbert_cosine", "--demojize", "-q", "-o", str(tmp_path / "o.jsonl")]) == 0
    scored = json.loads((tmp_path / "o.jsonl").read_text())["sbert_cosine"]
    assert scored == pytest.approx(paraeval.sbert_cosine(["I love it 😀"], ["I love it 😡"], demojize=True).scores[0])
