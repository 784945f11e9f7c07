"""Property-based: any Unicode text (whitespace, control characters, up to 5,000 characters) gets a finite score
in the metric's documented range, and the score does not depend on the batch size."""
import math
import warnings

import evaluate
import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import paraeval
from paraeval.metric_table import METRICS

# modules whose compute takes batch_size (the ones that embed)
BATCHED = {name for name, m in METRICS.items() if m.config != "none"}
TOLERANCE = 1e-5

_characters = st.characters(codec="utf-8")  # every code point but surrogates: controls, emoji, any script
texts = st.one_of(
    st.text(_characters, max_size=40),
    st.text(st.sampled_from(" \t\n\r\x0b\x0c\x00\u00a0\u2028\u200b"), max_size=10),  # blank in every way
    st.text(_characters, min_size=1000, max_size=5000),
)


@pytest.fixture(scope="module")
def modules():
    return {name: evaluate.load(paraeval.metric_path(name)) for name in METRICS}


def _in_range(name, scores):
    low, high = METRICS[name].score_range
    for i, score in enumerate(scores):
        if name == "wmd" and score == math.inf:
            continue
        assert math.isfinite(score), (name, i, score)
        assert low is None or score >= low - TOLERANCE, (name, i, score)
        assert high is None or score <= high + TOLERANCE, (name, i, score)


@pytest.mark.parametrize("name", sorted(METRICS))
@settings(max_examples=12, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                                   HealthCheck.too_slow])
@given(rows=st.lists(st.tuples(texts, texts, texts), min_size=1, max_size=3))
def test_any_text_gets_a_finite_score_in_range(modules, name, rows):
    module = modules[name]
    columns = dict(zip(("sources", "predictions", "references"), (list(c) for c in zip(*rows))))
    inputs = {k: columns[k] for k in module.inputs}
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # truncation, [UNK] and parser fallbacks are warned about, by design
        out = module.compute(**inputs, **({"batch_size": 1} if name in BATCHED else {}))
        scores = [math.inf if s is None else s for s in out["scores"]]
        _in_range(name, scores)
        if name in BATCHED:
            wide = module.compute(**inputs, batch_size=64)["scores"]
            np.testing.assert_allclose(wide, out["scores"], atol=TOLERANCE, rtol=0)
