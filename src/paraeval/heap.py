"""Keep a long streaming run's memory flat on Linux (glibc).

glibc serves a large allocation (a batch's activations, a block's embeddings) with its own mmap and returns it
to the system when freed, but each such free raises the size above which it does so (the dynamic mmap
threshold, up to 32 MiB). After a few blocks, tensors of a few MiB come from the heap instead, and batches of
ever-changing shapes (length-sorted batches of each block) leave it fragmented: the resident size of
`paraeval score` wandered between 550 and 715 MiB over 40 blocks, and its peak grew with the file. With the
threshold fixed at 64 KiB it stayed at 495-511 MiB (benchmarks/results/memory_stream.md).
"""
from __future__ import annotations

import ctypes
import ctypes.util
import sys

M_MMAP_THRESHOLD = -3  # mallopt parameter number in glibc's malloc.h
MMAP_THRESHOLD_BYTES = 64 * 1024


def fix_mmap_threshold(threshold: int = MMAP_THRESHOLD_BYTES) -> bool:
    """Fix glibc's mmap threshold (which also turns off its dynamic growth); False where there is no glibc
    (macOS, Windows, musl), where nothing changes."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        return bool(libc.mallopt(M_MMAP_THRESHOLD, int(threshold)))
    except (OSError, AttributeError):
        return False
