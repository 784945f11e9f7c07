"""PAM checkpoints: safetensors holding only what differs from the backbone, with the config as JSON metadata.

Loading reads tensors and a JSON string, never a pickle. Stored: the graph-fusion modules and the
relation embedding rows (the backbone itself comes from its own package, e.g. the embedded MiniLM).
"""
from __future__ import annotations

import dataclasses
import functools
import json
import os

import torch
from safetensors.torch import load_file, save_file

from ..file_digest import file_sha256
from ..written_beside import written_beside
from .model import PAMConfig, PAMEncoder

FORMAT = "paraeval-pam/1"


def save_checkpoint(model: PAMEncoder, path: str, *, half: bool = True, extra: dict | None = None) -> int:
    """Write the trainable state (as float16 by default, halving the file) and the config; returns bytes."""
    state = model.trainable_state()
    if half:
        state = {k: v.half() if v.is_floating_point() else v for k, v in state.items()}
    metadata = {"format": FORMAT, "config": json.dumps(dataclasses.asdict(model.config)),
                "extra": json.dumps(extra or {})}
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    with written_beside(path) as partial:  # an interrupted write never leaves half a checkpoint where one was
        save_file(state, partial, metadata=metadata)
    return os.path.getsize(path)


def read_metadata(path: str) -> dict:
    from safetensors import safe_open

    with safe_open(path, framework="pt") as f:
        metadata = f.metadata() or {}
    if metadata.get("format") != FORMAT:
        raise ValueError(f"{path} is not a paraeval PAM checkpoint (format {metadata.get('format')!r})")
    return {"config": json.loads(metadata["config"]), "extra": json.loads(metadata.get("extra", "{}"))}


def load_checkpoint(path: str, device: str | None = None) -> PAMEncoder:
    """A PAMEncoder on its backbone with the checkpoint's fusion modules and relation embeddings."""
    metadata = read_metadata(path)
    # checkpoints from before role (argument-role) embeddings existed load without them
    model = PAMEncoder(PAMConfig(**{"role_embeddings": False, "argument_roles": False, **metadata["config"]}))
    state = load_file(path)
    model.load_trainable_state({k: v.float() for k, v in state.items()})
    return model.to(device or "cpu").eval()


def init_record(path: str) -> dict:
    """What a continued run records of the checkpoint it started from: its file name and SHA-256."""
    return {"file": os.path.basename(path), "sha256": checkpoint_sha256(path)}


def short_digest(path: str) -> str:
    """The first 8 hex digits of the checkpoint's SHA-256, for signatures: two checkpoints of one file name
    (the packaged weights before and after a release) are told apart. Read once per version of the file."""
    return checkpoint_sha256(path)[:8]


def checkpoint_sha256(path: str) -> str:
    """The file's SHA-256, read once per version of the file (its size and modification time)."""
    status = os.stat(path)
    return _sha256(path, status.st_size, status.st_mtime_ns)


@functools.lru_cache(maxsize=16)
def _sha256(path: str, size: int, mtime_ns: int) -> str:
    return file_sha256(path)


def weighted_average(first: dict[str, torch.Tensor], second: dict[str, torch.Tensor],
                     weight: float) -> dict[str, torch.Tensor]:
    """weight * first + (1 - weight) * second, tensor by tensor, in float32 (a weight-space average of two
    fine-tunes of one model: Wortsman et al. 2022, WiSE-FT). A tensor `second` lacks is read as zeros, what a
    table created after the other model was trained (role embeddings) starts from."""
    if not 0.0 <= weight <= 1.0:
        raise ValueError(f"the weight on the first model must lie in [0, 1], got {weight}")
    return {k: weight * v.float() + (1 - weight) * second.get(k, torch.zeros_like(v)).float() for k, v in first.items()}
