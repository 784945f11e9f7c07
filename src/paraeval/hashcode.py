"""A string naming everything a score depends on, as bert_score's hash does."""
from __future__ import annotations


def hashcode(spec, *, idf: bool = False, rescaled: bool = False, pooled: bool = False, extra: str = "") -> str:
    import transformers

    from . import __version__

    parts = [spec.short_name, "mean-pooled" if pooled else f"L{spec.num_layers}"]
    if not pooled:
        parts.append("idf" if idf else "no-idf")
        if rescaled:
            parts.append("rescaled")
    if extra:
        parts.append(extra)
    parts.append(f"version={__version__}(hug_trans={transformers.__version__})")
    return "_".join(parts)
