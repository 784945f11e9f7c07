"""Register paraeval's evaluate modules where `evaluate.load("parascore")` finds them offline.

evaluate resolves a bare name ("parascore") or a Hub name ("paraeval/parascore") on the Hub first; when the
Hub has no such module or cannot be reached (`HF_HUB_OFFLINE=1`), it falls back to its module cache and loads
the most recently written `<HF_MODULES_CACHE>/evaluate_modules/metrics/<namespace>--<name>/<hash>/<name>.py`
(`evaluation_module_factory` in evaluate's loading.py), with namespace `evaluate-metric` for a bare name.
`install_modules` writes each module script there, once per content (the folder is the script's SHA-256,
as evaluate names its own copies), for both names, and removes the copies an older paraeval left.
"""
from __future__ import annotations

import hashlib
import os
import shutil
from pathlib import Path

from .metric_table import METRICS
from .paths import metric_path

# evaluate-metric: `evaluate.load("parascore")`; paraeval: `evaluate.load("paraeval/parascore")`, the name the
# modules would have on the Hub
NAMESPACES = ("evaluate-metric", "paraeval")
_MARKER = "paraeval.txt"  # in each folder this writes: folders without it are not ours to remove


def modules_folder() -> Path:
    """evaluate's folder of cached metric modules (HF_MODULES_CACHE, read when evaluate was imported)."""
    from evaluate.loading import init_dynamic_modules

    return Path(init_dynamic_modules()) / "metrics"


def install_modules(names=tuple(METRICS)) -> dict[str, str]:
    """Write each module into evaluate's module cache under both names; returns {folder: "installed" or
    "up to date"}. Idempotent: an unchanged script is left as it is (same hash, same file)."""
    root = modules_folder()
    report = {}
    for name in names:
        script = Path(metric_path(name)) / f"{name}.py"
        content = script.read_bytes()
        digest = hashlib.sha256(content).hexdigest()
        for namespace in NAMESPACES:
            folder = root / f"{namespace}--{name}"
            report[str(folder / digest)] = _write(folder, digest, name, content)
            _remove_older(folder, keep=digest)
    return report


def _write(folder: Path, digest: str, name: str, content: bytes) -> str:
    target = folder / digest / f"{name}.py"
    if target.is_file() and target.read_bytes() == content:
        return "up to date"
    for package in (folder, folder / digest):  # evaluate imports the script as <...>.<folder>.<hash>.<name>
        package.mkdir(parents=True, exist_ok=True)
        (package / "__init__.py").touch()
    (folder / digest / _MARKER).write_text("written by `paraeval install-modules`\n", encoding="utf-8")
    partial = target.with_suffix(".py.partial")
    partial.write_bytes(content)
    os.replace(partial, target)  # a reader never sees half a script
    return "installed"


def _remove_older(folder: Path, keep: str) -> None:
    for old in folder.iterdir():
        if old.is_dir() and old.name != keep and (old / _MARKER).is_file():
            shutil.rmtree(old, ignore_errors=True)
