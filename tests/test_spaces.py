"""Each Space starts on loopback and answers a scoring request through gradio_client."""
import runpy
import socket
from pathlib import Path

import pytest

import paraeval
from paraeval.metric_table import METRICS
from paraeval.space import MAX_CHARS, MAX_ROWS, score_lines

ROOT = Path(__file__).resolve().parents[1]

pytest.importorskip("gradio")
gradio_client = pytest.importorskip("gradio_client")

TEXTS = {"sources": "How old are you?", "predictions": "What is your age?", "references": "May I ask your age?"}


def _free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def modules():
    import evaluate

    return {name: evaluate.load(paraeval.metric_path(name)) for name in METRICS}


@pytest.mark.parametrize("name", sorted(METRICS))
def test_space_answers_over_loopback(name, modules):
    spec = METRICS[name]
    demo = runpy.run_path(str(ROOT / "spaces" / name / "app.py"))["demo"]
    port = _free_port()
    demo.launch(server_name="127.0.0.1", server_port=port, prevent_thread_lock=True, quiet=True)
    try:
        client = gradio_client.Client(f"http://127.0.0.1:{port}/", verbose=False)
        args = [TEXTS[i] for i in spec.inputs] + ([spec.option[4]] if spec.option else [])
        table, summary, message, *figure = client.predict(*args, api_name="/score")
        _, _, error, *_ = client.predict(*(["", *args[1:]]), api_name="/score")  # one box left empty
    finally:
        demo.close()
    frame, expected = score_lines(modules[name], TEXTS)
    assert table["headers"] == list(frame.columns) and table["data"] == frame.values.tolist()
    assert table["headers"][0] == spec.score_column  # the score first; its direction and range in its heading
    assert summary == expected and message == ""
    assert error.startswith("**Cannot score:**")  # the error stays on the page
    if name == "pam":  # both graphs drawn as pictures
        assert figure[0].count("<svg") == 2 and ":ARG0" in figure[0]
    elif name == "gohsen_delta":  # the semantic and syntactic means as a chart
        assert figure[0]["mark"] == "bar" and [row[1] for row in figure[0]["data"]] == ["semantic", "syntactic"]
    else:
        assert figure == []


def test_space_scores_equal_the_library(modules):
    frame, summary = score_lines(modules["parascore"], TEXTS)
    rows = frame.values.tolist()
    expected = paraeval.parascore([TEXTS["predictions"]], [TEXTS["sources"]], [TEXTS["references"]]).scores[0]
    assert rows[0][0] == pytest.approx(round(float(expected), 4)) == summary["parascore"]


def test_space_caps_inputs(modules):
    with pytest.raises(ValueError, match=f"at most {MAX_ROWS} lines"):
        score_lines(modules["sbert_cosine"], {"predictions": "a\n" * (MAX_ROWS + 1), "references": "b\n" * (MAX_ROWS + 1)})
    with pytest.raises(ValueError, match=f"at most {MAX_CHARS} characters"):
        score_lines(modules["wmd"], {"predictions": "a" * (MAX_CHARS + 1), "references": "b"})
    with pytest.raises(ValueError, match="same number of lines"):
        score_lines(modules["sbert_cosine"], {"predictions": "a\nb", "references": "b"})
    with pytest.raises(ValueError, match="nothing to score"):
        score_lines(modules["sbert_cosine"], {"predictions": "", "references": ""})


def test_wmd_space_shows_infinite_distance_as_empty(modules):
    frame, summary = score_lines(modules["wmd"], {"predictions": "qwzxv", "references": "a dog"})
    assert frame["similarity"][0] == 0.0 and frame[METRICS["wmd"].score_column].isna()[0]  # WMS 0, WMD inf empty


def test_space_serves_several_requests_at_once(modules):
    from paraeval.space import CONCURRENT_REQUESTS, QUEUE_SIZE, build_demo

    demo = build_demo(modules["sbert_cosine"])
    (score,) = [fn for fn in demo.fns.values() if fn.api_name == "score"]
    assert score.concurrency_limit == CONCURRENT_REQUESTS > 1
    assert demo._queue.max_size == QUEUE_SIZE


@pytest.mark.parametrize("name", sorted(METRICS))
def test_space_folders_are_fresh_exports(name):
    from paraeval.space_export import space_files

    expected = space_files(name)
    folder = ROOT / "spaces" / name
    assert sorted(p.name for p in folder.iterdir()) == sorted(expected), "run: paraeval export-spaces"
    for file_name, content in expected.items():
        assert (folder / file_name).read_text(encoding="utf-8") == content, f"{file_name} is stale: paraeval export-spaces"


@pytest.mark.parametrize("name", ["parascore", "pam"])
def test_a_space_copied_out_of_the_repository_starts_and_scores(name, tmp_path):
    """What the Hub does with a Space repository: `python app.py` in a copy of the folder, nothing else."""
    import shutil
    import subprocess
    import sys
    import time

    copy = tmp_path / name
    shutil.copytree(ROOT / "spaces" / name, copy)
    port = _free_port()
    env = {**__import__("os").environ, "GRADIO_SERVER_NAME": "127.0.0.1", "GRADIO_SERVER_PORT": str(port)}
    app = subprocess.Popen([sys.executable, "app.py"], cwd=copy, env=env, stdout=subprocess.PIPE,
                           stderr=subprocess.STDOUT, text=True)
    try:
        deadline = time.time() + 240
        while True:
            try:
                client = gradio_client.Client(f"http://127.0.0.1:{port}/", verbose=False)
                break
            except Exception:
                assert app.poll() is None and time.time() < deadline, app.stdout.read() if app.poll() is not None else "timeout"
                time.sleep(1)
        spec = METRICS[name]
        args = [TEXTS[i] for i in spec.inputs] + ([spec.option[4]] if spec.option else [])
        table, summary, *_ = client.predict(*args, api_name="/score")
    finally:
        app.terminate()
        app.wait(timeout=30)
    assert summary["hashcode"] and isinstance(summary[name], float)
    assert len(table["data"]) == 1 and table["data"][0][-len(spec.inputs):] == [TEXTS[i] for i in spec.inputs]
