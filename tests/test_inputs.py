import math

import pytest

import paraeval


@pytest.mark.parametrize(
    "kwargs, message",
    [
        (dict(sources=["a", "b"], predictions=["a"], references=["a"]), "sources has 2 items but predictions has 1"),
        (dict(sources=["a"], predictions=[None], references=["a"]), r"predictions\[0\] must be a string, got None"),
        (dict(sources=["a", 3], predictions=["a", "b"], references=["a", "b"]), r"sources\[1\] must be a string, got int"),
        (dict(sources=["a"], predictions=["a"], references=[["x", None]]), r"references\[0\]\[1\] must be a string"),
        (dict(sources=["a"], predictions=["a"], references=[[]]), r"references\[0\] is an empty list"),
        (dict(sources="a", predictions=["a"], references=["a"]), "sources must be a list of strings"),
    ],
)
def test_bad_input_names_field_and_index(kwargs, message):
    with pytest.raises(ValueError, match=message):
        paraeval.parascore(**kwargs)


def test_sbert_bad_input():
    with pytest.raises(ValueError, match=r"references\[1\] must be a string or a list of strings, got None"):
        paraeval.sbert_cosine(["a", "b"], ["a", None])


def test_degenerate_texts_have_finite_documented_scores():
    sources = ["Hello there.", "", "   ", "😀😀", "Hello there.", "word " * 1000]
    preds = ["", "", "Hi.", "😀", "😀😀😀", "a word " * 800]
    refs = ["Hi there.", "", "Hello.", "🙂", "Hello!", "word " * 900]
    with pytest.warns(UserWarning, match="truncated"):
        results = paraeval.score_paraphrases(preds, sources, refs)
    for result in results.values():
        assert all(math.isfinite(s) for s in result.scores)
    ps = results["parascore"]
    # empty candidate: Sim = 0 (bert_score's convention), NED = 1 -> DS = gamma
    assert ps.similarity[0] == 0.0 and ps.diversity[0] == 0.35 and ps.scores[0] == pytest.approx(0.0175)
    # both empty: Sim = 0, NED defined as 0 -> DS = -1
    assert ps.scores[1] == pytest.approx(-0.05)
    # whitespace-only source is empty after stripping: Sim(X, C) = 0, the reference still counts
    free = results["parascore_free"]
    assert free.similarity[2] == 0.0 and ps.similarity[2] > 0.0


def test_empty_input_lists():
    r = paraeval.parascore([], [], [])
    assert r.scores.shape == (0,) and r.mean == 0.0


def test_metric_choice_errors():
    with pytest.raises(ValueError, match="metrics is empty"):
        paraeval.score_paraphrases(["a"], ["a"], ["a"], metrics=())
    with pytest.raises(ValueError, match="unknown metric"):
        paraeval.score_paraphrases(["a"], ["a"], ["a"], metrics=("bleu",))
    with pytest.raises(ValueError, match="parascore need references"):
        paraeval.score_paraphrases(["a"], ["a"], metrics=("parascore",))
