"""Each Space starts on loopback and answers a scoring request through gradio_client."""
import runpy
import socket
from pathlib import Path

import pytest

import paraeval
from paraeval.metric_table import METRICS
from paraeval.space import MAX_CHARS, MAX_ROWS, SPACES, score_lines

ROOT = Path(__file__).resolve().parents[1]

pytest.importorskip("gradio")
gradio_client = pytest.importorskip("gradio_client")

TEXTS = {"sources": "How old are you?", "predictions": "What is your age?", "references": "May I ask your age?"}


def _free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.mark.parametrize("name", sorted(SPACES))
def test_space_answers_over_loopback(name):
    spec = METRICS[name]
    demo = runpy.run_path(str(ROOT / "spaces" / name / "app.py"))["demo"]
    port = _free_port()
    demo.launch(server_name="127.0.0.1", server_port=port, prevent_thread_lock=True, quiet=True)
    try:
        client = gradio_client.Client(f"http://127.0.0.1:{port}/", verbose=False)
        args = [TEXTS[i] for i in spec.inputs] + ([spec.option[4]] if spec.option else [])
        table, summary = client.predict(*args, api_name="/score")
    finally:
        demo.close()
    rows, expected = score_lines(name, TEXTS)
    assert table["data"] == rows
    assert summary == expected


def test_space_scores_equal_the_library():
    rows, summary = score_lines("parascore", TEXTS)
    expected = paraeval.parascore([TEXTS["predictions"]], [TEXTS["sources"]], [TEXTS["references"]]).scores[0]
    assert rows[0][-1] == pytest.approx(round(float(expected), 4)) == summary["parascore"]


def test_space_caps_inputs():
    with pytest.raises(ValueError, match=f"at most {MAX_ROWS} lines"):
        score_lines("sbert_cosine", {"predictions": "a\n" * (MAX_ROWS + 1), "references": "b\n" * (MAX_ROWS + 1)})
    with pytest.raises(ValueError, match=f"at most {MAX_CHARS} characters"):
        score_lines("wmd", {"predictions": "a" * (MAX_CHARS + 1), "references": "b"})
    with pytest.raises(ValueError, match="same number of lines"):
        score_lines("sbert_cosine", {"predictions": "a\nb", "references": "b"})


def test_wmd_space_shows_infinite_distance_as_empty():
    rows, summary = score_lines("wmd", {"predictions": "qwzxv", "references": "a dog"})
    assert rows[0][2] is None and rows[0][-1] == 0.0  # WMD inf shown as empty, WMS 0


def test_space_serves_several_requests_at_once():
    from paraeval.space import CONCURRENT_REQUESTS, QUEUE_SIZE, build_demo

    demo = build_demo("sbert_cosine")
    (score,) = [fn for fn in demo.fns.values() if fn.api_name == "score"]
    assert score.concurrency_limit == CONCURRENT_REQUESTS > 1
    assert demo._queue.max_size == QUEUE_SIZE
