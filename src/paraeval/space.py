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
    if value is None:
        return None
    value = float(value)
    return round(value, 4) if np.isfinite(value) else None


def score_lines(module, texts: dict, option: float | None = None):
    """Score newline-separated inputs with an evaluate module of paraeval; returns a table (pandas DataFrame:
    the score first under a heading with its direction and range, each per-pair output, the inputs) and a
    summary (the mean and hashcode). Used by the Spaces and their tests."""
    import pandas as pd

    spec = METRICS[module.name]
    columns = {name: _lines(name, texts.get(name, "")) for name in spec.inputs}
    sizes = {len(v) for v in columns.values()}
    if len(sizes) != 1:
        raise ValueError("give the same number of lines in every box: " + ", ".join(f"{k}={len(v)}" for k, v in columns.items()))
    if not sizes.pop():
        raise ValueError("nothing to score: write one example per line in every box")
    parameters = {spec.option[0]: spec.option[4] if option is None else option} if spec.option else {}
    out = module.compute(**columns, **parameters)  # at most MAX_ROWS lines: no progress bars
    n = len(out["scores"])
    parts = [k for k, v in out.items() if k != "scores" and isinstance(v, list) and len(v) == n]
    # the score first and the texts last: the score stays in view however long the texts are
    table = {spec.score_column: [_cell(v) for v in out["scores"]], **{k: [_cell(v) for v in out[k]] for k in parts},
             **columns}
    return pd.DataFrame(table), {spec.name: _cell(out[spec.name]), "hashcode": out["hashcode"]}


def _graph_pictures(frame, shown: int = 4) -> str:
    """PAM: both graphs of the first examples, drawn side by side (HTML with inline SVG)."""
    from .amr.svg import graph_svg

    blocks = []
    for i in range(min(shown, len(frame))):
        pictures = "".join(f'<div style="margin-right:24px">{graph_svg(frame[column][i], side)}</div>'
                           for column, side in (("prediction_graphs", "prediction"), ("reference_graphs", "reference")))
        blocks.append(f"<p><b>example {i + 1}</b></p><div style=\"display:flex;overflow-x:auto\">{pictures}</div>")
    return "".join(blocks)


def _parts_chart(frame):
    """Gohsen's Delta: the semantic and syntactic means of each example, for a bar chart."""
    import pandas as pd

    # one bar per example and part, side by side (bars sharing an x would be stacked)
    return pd.DataFrame([{"example": f"{i + 1} {part}", "part": part, "value": frame[part][i]}
                         for i in range(len(frame)) for part in ("semantic", "syntactic")])


# metric -> (the function drawing its extra output from the table, the Gradio component showing it)
_DRAWINGS = {
    "pam": (_graph_pictures, lambda gr: gr.HTML(label="graphs")),
    "gohsen_delta": (_parts_chart, lambda gr: gr.BarPlot(x="example", y="value", color="part", y_lim=[0, 1],
                                                         label="semantic and syntactic means")),
}


def build_demo(module):
    """A gr.Blocks app for an evaluate module of paraeval (its Space loads it from its own folder), with a
    /score API endpoint."""
    import gradio as gr

    spec = METRICS[module.name]
    title, description = spec.title, spec.description
    draw, component = _DRAWINGS.get(spec.name, (None, None))

    def run(*values):
        texts = dict(zip(spec.inputs, values))
        option = values[len(spec.inputs)] if spec.option else None
        try:
            table, summary = score_lines(module, texts, option)
        except ValueError as err:  # a visitor's mistake stays on the page (a toast would vanish)
            return None, None, f"**Cannot score:** {err}", *([None] if draw else [])
        return table, summary, "", *([draw(table)] if draw else [])

    models = ", ".join(spec.models) or "none (sacrebleu only)"
    with gr.Blocks(title=title) as demo:
        gr.Markdown(f"# {title}\n{description}\n\nOne example per line; at most {MAX_ROWS} lines of "
                    f"{MAX_CHARS} characters. Embedded models: {models}.")
        with gr.Row():
            with gr.Column(scale=1):  # inputs on the left, results on the right: visible without scrolling
                boxes = [gr.Textbox(label=name, lines=3, value=_EXAMPLES[name]) for name in spec.inputs]
                controls = []
                if spec.option:
                    _, label, low, high, default = spec.option
                    controls = [gr.Slider(low, high, value=default, step=0.01, label=label)]
                button = gr.Button("Score", variant="primary")
            with gr.Column(scale=2):
                message = gr.Markdown()
                table = gr.Dataframe(label=f"per example; {spec.name}: {spec.meaning}, range {spec.range_text}",
                                     wrap=True, column_widths=[f"{8 * len(spec.score_column) + 24}px"])
                figure = component(gr) if component else None
                summary = gr.JSON(label="summary")
        button.click(run, inputs=boxes + controls, outputs=[table, summary, message, *([figure] if figure else [])],
                     api_name="score", concurrency_limit=CONCURRENT_REQUESTS)
    return demo.queue(max_size=QUEUE_SIZE)
