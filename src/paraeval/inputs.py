"""Input checks shared by every metric: clear ValueErrors that name the field and the index."""
from __future__ import annotations

import math
from typing import Sequence

import numpy as np


def check_texts(field: str, values, expected_len: int | None = None) -> list[str]:
    """A list of strings; raises ValueError naming `field` and the first bad index."""
    if isinstance(values, str) or values is None or not hasattr(values, "__len__"):
        raise ValueError(f"{field} must be a list of strings, got {type(values).__name__}")
    values = list(values)
    for i, value in enumerate(values):
        if not isinstance(value, str):
            raise ValueError(f"{field}[{i}] must be a string, got {_describe(value)}")
    _check_length(field, values, expected_len)
    return values


def check_reference_groups(field: str, values, expected_len: int) -> list[list[str]]:
    """Each item one string or a non-empty list of strings (several references): returns lists."""
    if isinstance(values, str) or values is None or not hasattr(values, "__len__"):
        raise ValueError(f"{field} must be a list (one string or list of strings per example), got {type(values).__name__}")
    groups = []
    for i, value in enumerate(values):
        if isinstance(value, str):
            groups.append([value])
            continue
        if value is None or isinstance(value, (bytes, dict)) or not hasattr(value, "__iter__"):
            raise ValueError(f"{field}[{i}] must be a string or a list of strings, got {_describe(value)}")
        group = list(value)
        if not group:
            raise ValueError(f"{field}[{i}] is an empty list: give at least one reference")
        for j, ref in enumerate(group):
            if not isinstance(ref, str):
                raise ValueError(f"{field}[{i}][{j}] must be a string, got {_describe(ref)}")
        groups.append(group)
    _check_length(field, groups, expected_len)
    return groups


def check_number(name: str, value, *, low: float | None = None, high: float | None = None,
                 low_open: bool = False, integer: bool = False) -> float:
    """A finite number (an int when `integer`) within [low, high] (low excluded when `low_open`); raises
    ValueError naming the parameter and the allowed range.

    >>> check_number("omega", float("nan"), low=0)
    Traceback (most recent call last):
    ...
    ValueError: omega must be a finite number >= 0, got nan
    """
    kind = "an integer" if integer else "a finite number"
    bounds = " and ".join(b for b in (
        None if low is None else f"{'>' if low_open else '>='} {low:g}", None if high is None else f"<= {high:g}") if b)
    ok = isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)
    ok = ok and (not integer or float(value).is_integer())
    ok = ok and (low is None or (value > low if low_open else value >= low)) and (high is None or value <= high)
    if not ok:
        raise ValueError(f"{name} must be {kind}{' ' + bounds if bounds else ''}, got {value!r}")
    return int(value) if integer else float(value)


def check_flag(name: str, value, *, allow_none: bool = False) -> bool | None:
    """True or False (numpy's bools too; None where `allow_none`); ValueError naming the parameter otherwise, so
    a string such as "no" is not read as True.

    >>> check_flag("idf", "no")
    Traceback (most recent call last):
    ...
    ValueError: idf must be True or False, got 'no'
    """
    if value is None and allow_none:
        return None
    if isinstance(value, (bool, np.bool_)):
        return bool(value)
    raise ValueError(f"{name} must be True or False{' (or None)' if allow_none else ''}, got {value!r:.40}")


def check_device(device) -> str | None:
    """None, or a device torch can run on here ("cpu", "cuda", "cuda:1", "mps", a torch.device); ValueError
    naming what is wrong, before a model is loaded.

    >>> check_device("gpu")
    Traceback (most recent call last):
    ...
    ValueError: device must be None, 'cpu', 'cuda', 'cuda:N' or 'mps', got 'gpu'
    """
    if device is None:
        return None
    import torch

    try:
        parsed = torch.device(device)
    except (RuntimeError, TypeError):
        raise ValueError(f"device must be None, 'cpu', 'cuda', 'cuda:N' or 'mps', got {device!r:.40}") from None
    if parsed.type == "cuda" and not torch.cuda.is_available():
        raise ValueError(f"device={device!r}, but this torch build sees no CUDA GPU; use 'cpu' or leave device unset")
    if parsed.type == "cuda" and parsed.index is not None and parsed.index >= torch.cuda.device_count():
        raise ValueError(f"device={device!r}, but there are {torch.cuda.device_count()} CUDA GPU(s)")
    if parsed.type == "mps" and not (hasattr(torch.backends, "mps") and torch.backends.mps.is_available()):
        raise ValueError(f"device={device!r}, but MPS is not available here; use 'cpu' or leave device unset")
    if parsed.type not in ("cpu", "cuda", "mps"):
        raise ValueError(f"device must be None, 'cpu', 'cuda', 'cuda:N' or 'mps', got {device!r:.40}")
    return str(parsed)


def _check_length(field: str, values: Sequence, expected_len: int | None) -> None:
    if expected_len is not None and len(values) != expected_len:
        raise ValueError(
            f"{field} has {len(values)} items but predictions has {expected_len}: give one per prediction"
        )


def _describe(value) -> str:
    return "None" if value is None else f"{type(value).__name__} {value!r:.40}"
