"""Write each Space folder from its one source: `spaces/<name>/` is what a Hub Space repository needs.

    <name>.py         the evaluate module, copied from metrics/<name>/
    README.md         the metric card, whose front matter is the Space's (title, sdk: gradio, app_file: app.py,
                      tags evaluate and metric)
    app.py            loads the module from its own folder and serves paraeval's demo of it
    requirements.txt  the module's requirements and the Gradio it was built with

`paraeval export-spaces` writes them; a test fails when the committed folders differ from a fresh export.
"""
from __future__ import annotations

from importlib import metadata
from pathlib import Path

from .metric_table import METRICS
from .paths import metric_path
from .written_beside import written_beside

APP = '''"""The {title} Space: the evaluate module beside this file, served by paraeval's demo."""
import os

import evaluate

from paraeval.space import build_demo

module = evaluate.load(os.path.join(os.path.dirname(os.path.abspath(__file__)), "{name}.py"))
demo = build_demo(module)

if __name__ == "__main__":
    demo.launch()
'''
REQUIRED_FRONT_MATTER = ("title:", "sdk: gradio", "app_file: app.py", "- evaluate", "- metric")


def space_files(name: str) -> dict[str, str]:
    """{file name: content} of the Space folder of metric `name`."""
    source = Path(metric_path(name))
    card = (source / "README.md").read_text(encoding="utf-8")
    front = card.split("---", 2)[1] if card.startswith("---") else ""
    missing = [line for line in REQUIRED_FRONT_MATTER if line not in front]
    if missing:
        raise ValueError(f"metrics/{name}/README.md front matter lacks {', '.join(missing)}: a Space needs them")
    requirements = (source / "requirements.txt").read_text(encoding="utf-8").rstrip("\n")
    return {
        f"{name}.py": (source / f"{name}.py").read_text(encoding="utf-8"),
        "README.md": card,
        "app.py": APP.format(title=METRICS[name].title, name=name),
        "requirements.txt": f"{requirements}\ngradio=={metadata.version('gradio')}\n",
    }


def export_spaces(out: str = "spaces") -> list[str]:
    """Write every Space folder under `out`; returns the files that changed."""
    changed = []
    for name in METRICS:
        folder = Path(out) / name
        folder.mkdir(parents=True, exist_ok=True)
        for file_name, content in space_files(name).items():
            path = folder / file_name
            if not path.is_file() or path.read_text(encoding="utf-8") != content:
                with written_beside(str(path)) as partial:
                    Path(partial).write_text(content, encoding="utf-8")
                changed.append(str(path))
    return changed
