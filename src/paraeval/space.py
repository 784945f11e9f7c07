"""Gradio demo shared by the Spaces in spaces/<metric>/: one text box per input, one line per example.

A visitor scores with the embedded default model only (no model paths), at most MAX_ROWS examples of
at most MAX_CHARS characters each.
"""
from __future__ import annotations

MAX_ROWS = 32
MAX_CHARS = 400

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


def score_lines(metric: str, texts: dict, omega: float = 0.05) -> tuple[list[list], dict]:
    """Score newline-separated inputs; returns table rows and a summary (used by the Space and its tests)."""
    from .scoring import score_paraphrases

    columns = {name: _lines(name, text) for name, text in texts.items()}
    sizes = {len(v) for v in columns.values()}
    if len(sizes) != 1:
        raise ValueError("give the same number of lines in every box: " + ", ".join(f"{k}={len(v)}" for k, v in columns.items()))
    result = score_paraphrases(
        columns["predictions"], columns.get("sources"), columns.get("references"),
        metrics=(metric,), omega=omega, progress=False,
    )[metric]
    names = list(columns)
    extra = list(result.components)
    rows = [[*(columns[n][i] for n in names), *(round(float(result.components[c][i]), 4) for c in extra),
             round(float(result.scores[i]), 4)] for i in range(len(result.scores))]
    return rows, {metric: round(result.mean, 4), "hashcode": result.hashcode}


def build_demo(metric: str, inputs: tuple, title: str, description: str, with_omega: bool = False):
    """A gr.Blocks app with a /score API endpoint."""
    import gradio as gr

    def run(*values):
        *texts, omega = values if with_omega else (*values, 0.05)
        try:
            rows, summary = score_lines(metric, dict(zip(inputs, texts)), omega=omega)
        except ValueError as err:
            raise gr.Error(str(err)) from None
        return rows, summary

    extra = ["similarity", "diversity"] if metric.startswith("parascore") else []
    with gr.Blocks(title=title) as demo:
        gr.Markdown(f"# {title}\n{description}\n\nOne example per line; at most {MAX_ROWS} lines of "
                    f"{MAX_CHARS} characters. Model: embedded all-MiniLM-L6-v2.")
        with gr.Row():
            boxes = [gr.Textbox(label=name, lines=4, value=_EXAMPLES[name]) for name in inputs]
        controls = [gr.Slider(0.0, 0.5, value=0.05, step=0.01, label="omega (divergence weight)")] if with_omega else []
        button = gr.Button("Score")
        table = gr.Dataframe(headers=[*inputs, *extra, "score"], label="per example")
        summary = gr.JSON(label="summary")
        button.click(run, inputs=boxes + controls, outputs=[table, summary], api_name="score")
    return demo
