"""Gradio demo shared by the Spaces in spaces/<metric>/: one text box per input, one line per example.

A visitor scores with the embedded default models only (no model paths or vector files), at most
MAX_ROWS examples of at most MAX_CHARS characters each.
"""
from __future__ import annotations

import numpy as np

from .metric_table import METRICS

MAX_ROWS = 32
MAX_CHARS = 400
# requests a Space scores at once (the scoring code is thread-safe: no shared model changes during a
# call). One at a time made a short request wait 26 s behind four PAM requests; more than a few on a
# 2-vCPU Space only divide the same cores. Further requests queue, up to QUEUE_SIZE.
CONCURRENT_REQUESTS = 4
QUEUE_SIZE = 64

_EXAMPLES = {
    "sources": "How old are you?\nThe meeting has been postponed until next week.",
    "predictions": "What is your age?\nThe meeting was moved to next week.",
    "references": "May I ask your age?\nThey pushed the meeting back a week.",
}


def _paraphrase_metric(name):
    def score(columns, option):
        from .scoring import score_paraphrases

        kwargs = {"omega": option} if option is not None else {}
        return score_paraphrases(columns["predictions"], columns.get("sources"), columns.get("references"),
                                 metrics=(name,), progress=False, **kwargs)[name]
    return score


def _wmd(columns, option):
    from .result import MetricResult
    from .scoring import score_paraphrases

    r = score_paraphrases(columns["predictions"], references=columns["references"], metrics=("wmd",))["wmd"]
    # WMS is the score shown: it is finite where WMD is not (no known word)
    wmd = np.where(np.isfinite(r.scores), r.scores, np.nan)
    return MetricResult(scores=r.similarity, hashcode=r.hashcode, components={"wmd": wmd, "dropped_tokens": r.dropped_tokens})


def _gohsen(columns, option):
    from .gohsen import gohsen_delta

    return gohsen_delta(columns["predictions"], columns["references"], progress=False)


def _ibleu(columns, option):
    from .ibleu_metrics import ibleu

    return ibleu(columns["predictions"], columns["sources"], columns["references"], alpha=option)


def _pam(columns, option):
    from .pam import pam_similarity

    return pam_similarity(columns["predictions"], columns["references"])


def _bert_ibleu(columns, option):
    from .ibleu_metrics import bert_ibleu

    return bert_ibleu(columns["predictions"], columns["sources"], beta=option, progress=False)


# metric -> how its Space scores the columns: (columns, slider value or None) -> MetricResult. Inputs, title,
# description and the slider come from the metric table.
SPACES = {
    "parascore": _paraphrase_metric("parascore"),
    "parascore_free": _paraphrase_metric("parascore_free"),
    "sbert_cosine": _paraphrase_metric("sbert_cosine"),
    "wmd": _wmd,
    "gohsen_delta": _gohsen,
    "ibleu": _ibleu,
    "bert_ibleu": _bert_ibleu,
    "pam": _pam,  # shows both graphs next to the score
}


def _lines(name: str, text: str) -> list[str]:
    lines = (text or "").splitlines()
    if len(lines) > MAX_ROWS:
        raise ValueError(f"{name}: at most {MAX_ROWS} lines in this demo, got {len(lines)}")
    for i, line in enumerate(lines):
        if len(line) > MAX_CHARS:
            raise ValueError(f"{name} line {i + 1}: at most {MAX_CHARS} characters in this demo, got {len(line)}")
    return lines


def _cell(value):
    if isinstance(value, str):  # e.g. PAM's graphs
        return value
    value = float(value)
    return round(value, 4) if np.isfinite(value) else None


def score_lines(metric: str, texts: dict, option: float | None = None) -> tuple[list[list], dict]:
    """Score newline-separated inputs; returns table rows and a summary (used by the Space and its tests)."""
    spec = METRICS[metric]
    columns = {name: _lines(name, texts.get(name, "")) for name in spec.inputs}
    sizes = {len(v) for v in columns.values()}
    if len(sizes) != 1:
        raise ValueError("give the same number of lines in every box: " + ", ".join(f"{k}={len(v)}" for k, v in columns.items()))
    if option is None and spec.option is not None:
        option = spec.option[4]
    result = SPACES[metric](columns, option)
    parts = [k for k, v in result.components.items() if np.ndim(v) == 1]
    rows = [[*(columns[n][i] for n in spec.inputs), *(_cell(result.components[c][i]) for c in parts),
             _cell(result.scores[i])] for i in range(len(result.scores))]
    return rows, {metric: _cell(result.mean), "hashcode": result.hashcode}


def build_demo(metric: str):
    """A gr.Blocks app for `metric` with a /score API endpoint."""
    import gradio as gr

    spec = METRICS[metric]
    title, description = spec.title, spec.description

    def run(*values):
        texts = dict(zip(spec.inputs, values))
        option = values[len(spec.inputs)] if spec.option else None
        try:
            return score_lines(metric, texts, option)
        except ValueError as err:
            raise gr.Error(str(err)) from None

    with gr.Blocks(title=title) as demo:
        gr.Markdown(f"# {title}\n{description}\n\nOne example per line; at most {MAX_ROWS} lines of "
                    f"{MAX_CHARS} characters. Embedded models: all-MiniLM-L6-v2, GloVe 6B 50d, spaCy en_core_web_sm.")
        with gr.Row():
            boxes = [gr.Textbox(label=name, lines=4, value=_EXAMPLES[name]) for name in spec.inputs]
        controls = []
        if spec.option:
            _, label, low, high, default = spec.option
            controls = [gr.Slider(low, high, value=default, step=0.01, label=label)]
        button = gr.Button("Score")
        table = gr.Dataframe(label="per example")
        summary = gr.JSON(label="summary")
        button.click(run, inputs=boxes + controls, outputs=[table, summary], api_name="score",
                     concurrency_limit=CONCURRENT_REQUESTS)
    return demo.queue(max_size=QUEUE_SIZE)
