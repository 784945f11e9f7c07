"""The SHA-256 of a file's bytes, read in chunks: what --resume fingerprints inputs with and what PAM's signature
and a continued training run record of a checkpoint."""
from __future__ import annotations

import hashlib


def file_sha256(path: str) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            digest.update(chunk)
    return digest.hexdigest()
