"""Each Space starts on loopback and answers a scoring request through gradio_client."""
import runpy
import socket

import pytest

import paraeval
from paraeval.space import MAX_CHARS, MAX_ROWS, score_lines

from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

pytest.importorskip("gradio")
gradio_client = pytest.importorskip("gradio_client")

CASES = {
    "parascore": (("How old are you?", "What is your age?", "May I ask your age?", 0.05), 3),
    "parascore_free": (("How old are you?", "What is your age?", 0.05), 2),
    "sbert_cosine": (("What is your age?", "May I ask your age?"), 2),
}


def _free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.mark.parametrize("name", sorted(CASES))
def test_space_answers_over_loopback(name):
    demo = runpy.run_path(str(ROOT / "spaces" / name / "app.py"))["demo"]
    port = _free_port()
    demo.launch(server_name="127.0.0.1", server_port=port, prevent_thread_lock=True, quiet=True)
    try:
        client = gradio_client.Client(f"http://127.0.0.1:{port}/", verbose=False)
        args, n_inputs = CASES[name]
        table, summary = client.predict(*args, api_name="/score")
    finally:
        demo.close()
    expected = paraeval.score_paraphrases(
        ["What is your age?"], ["How old are you?"], ["May I ask your age?"], metrics=(name,)
    )[name].scores[0]
    assert table["data"][0][-1] == pytest.approx(round(float(expected), 4))
    assert summary[name] == pytest.approx(round(float(expected), 4))


def test_space_caps_inputs():
    with pytest.raises(ValueError, match=f"at most {MAX_ROWS} lines"):
        score_lines("sbert_cosine", {"predictions": "a\n" * (MAX_ROWS + 1), "references": "b\n" * (MAX_ROWS + 1)})
    with pytest.raises(ValueError, match=f"at most {MAX_CHARS} characters"):
        score_lines("sbert_cosine", {"predictions": "a" * (MAX_CHARS + 1), "references": "b"})
    with pytest.raises(ValueError, match="same number of lines"):
        score_lines("sbert_cosine", {"predictions": "a\nb", "references": "b"})
