"""A string naming everything a score depends on, as bert_score's hash does."""
from __future__ import annotations

import functools

# distribution -> the short name a hashcode gives it (bert_score's "hug_trans" for transformers)
_SHORT_NAMES = {"transformers": "hug_trans"}


@functools.lru_cache(maxsize=None)  # installed versions do not change within a process; a lookup scans sys.path
def versions(*distributions: str) -> str:
    """`version=<paraeval>(<library>=<version>,...)`: paraeval's version and those of the libraries whose
    numerics a score goes through, so two hashcodes differ whenever an upgrade may change the scores."""
    from importlib.metadata import version

    from . import __version__

    libraries = ",".join(f"{_SHORT_NAMES.get(d, d)}={version(d)}" for d in distributions)
    return f"version={__version__}({libraries})"


def hashcode(spec, *, idf: bool = False, rescaled: bool = False, pooled: bool = False, extra: str = "") -> str:
    parts = [spec.short_name, "mean-pooled" if pooled else f"L{spec.num_layers}"]
    if not pooled:
        parts.append("idf" if idf else "no-idf")
        if rescaled:
            parts.append("rescaled")
    if extra:
        parts.append(extra)
    parts.append(versions("transformers"))
    return "_".join(parts)
