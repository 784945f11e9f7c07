"""Where the evaluate metric modules shipped with the package live."""
from __future__ import annotations

import os


def metric_path(name: str) -> str:
    """Folder of metric `name`, for `evaluate.load(paraeval.metric_path("parascore"))` from any directory."""
    from . import metrics as _metrics

    folder = os.path.join(os.path.dirname(_metrics.__file__), name)
    if not os.path.isfile(os.path.join(folder, f"{name}.py")):
        available = sorted(
            d for d in os.listdir(os.path.dirname(_metrics.__file__))
            if os.path.isfile(os.path.join(os.path.dirname(_metrics.__file__), d, f"{d}.py"))
        )
        raise ValueError(f"unknown metric {name!r}; available: {', '.join(available)}")
    return folder
