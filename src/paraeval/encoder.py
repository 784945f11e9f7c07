"""Transformer encoder layer: embed each unique text once, in length-sorted batches.

One forward pass gives both things the metrics need:
- token embeddings from one layer (L2-normalised), for BERTScore greedy matching, and
- mean-pooled sentence embeddings from the last layer, as sentence-transformers' Pooling does,
  for SBERT cosine.
Results are kept as one flat token matrix plus per-text offsets (`TextEmbeddings`), so that
pairs can be gathered into padded batches with tensor indexing instead of Python loops.
"""
from __future__ import annotations

import contextlib
import copy
import functools
import threading
import os
import warnings
from dataclasses import dataclass
from typing import Sequence

import torch
from tqdm.auto import tqdm

from .models import ModelSpec


TOKENIZE_BLOCK = 2048


@dataclass
class TextEmbeddings:
    """Embeddings of n texts: text i owns rows offsets[i]:offsets[i]+lengths[i] of `tokens`."""

    token_ids: torch.Tensor  # (total_tokens,) long
    offsets: torch.Tensor  # (n,) long
    lengths: torch.Tensor  # (n,) long
    tokens: torch.Tensor | None  # (total_tokens, dim) float, unit rows; None if not requested
    pooled: torch.Tensor | None  # (n, dim) float, mean-pooled last layer; None if not requested

    def __len__(self) -> int:
        return int(self.lengths.shape[0])

    def token_rows(self, ids: torch.Tensor) -> torch.Tensor:
        """Flat row indices of all tokens of texts `ids`, in order."""
        lengths = self.lengths[ids]
        starts = self.offsets[ids] - (torch.cumsum(lengths, 0) - lengths)
        return torch.repeat_interleave(starts, lengths) + torch.arange(int(lengths.sum()))

    def select(self, ids: torch.Tensor) -> "TextEmbeddings":
        """A compact copy holding only texts `ids` (renumbered 0..len(ids)-1)."""
        rows = self.token_rows(ids)
        lengths = self.lengths[ids]
        return TextEmbeddings(
            token_ids=self.token_ids[rows],
            offsets=torch.cumsum(lengths, 0) - lengths,
            lengths=lengths,
            tokens=None if self.tokens is None else self.tokens[rows],
            pooled=None if self.pooled is None else self.pooled[ids],
        )

    @staticmethod
    def concat(parts: Sequence["TextEmbeddings"]) -> "TextEmbeddings":
        """Stack several stores; texts are numbered in order across the parts."""
        parts = [p for p in parts if len(p)]
        if len(parts) == 1:
            return parts[0]
        # a part's rows need not be in text order (embed stores them longest first): shift, don't recompute
        shifts = torch.cumsum(torch.tensor([0] + [p.token_ids.shape[0] for p in parts[:-1]]), 0)
        return TextEmbeddings(
            token_ids=torch.cat([p.token_ids for p in parts]),
            offsets=torch.cat([p.offsets + shift for p, shift in zip(parts, shifts)]),
            lengths=torch.cat([p.lengths for p in parts]),
            tokens=None if parts[0].tokens is None else torch.cat([p.tokens for p in parts]),
            pooled=None if parts[0].pooled is None else torch.cat([p.pooled for p in parts]),
        )

    def padded_rows(self, ids: torch.Tensor):
        """Row indices (n, longest) of texts `ids`' tokens, padded with row 0, and the validity mask."""
        lengths = self.lengths[ids]
        positions = torch.arange(int(lengths.max()) if len(ids) else 0)
        mask = positions.unsqueeze(0) < lengths.unsqueeze(1)
        rows = (self.offsets[ids].unsqueeze(1) + positions.unsqueeze(0)).masked_fill(~mask, 0)
        return rows, mask


def _is_byte_level_bpe(tokenizer) -> bool:
    # RoBERTa/GPT-2/BART/DeBERTa tokenizers need a leading space to tokenise the first word as
    # mid-sentence words are tokenised; bert_score encodes them with add_prefix_space=True.
    return any(name in type(tokenizer).__name__ for name in ("GPT2", "Roberta", "Bart", "Deberta", "Longformer"))


@contextlib.contextmanager
def quiet_model_loading():
    """Silence transformers while a model loads: its weight-loading bar and "weights not used" notes
    (sentence-transformers folders) are noise in training logs, once per metric load."""
    from transformers.utils import logging as hf_logging

    verbosity = hf_logging.get_verbosity()
    bars = hf_logging.is_progress_bar_enabled()
    hf_logging.set_verbosity_error()
    hf_logging.disable_progress_bar()
    try:
        yield
    finally:
        hf_logging.set_verbosity(verbosity)
        if bars:
            hf_logging.enable_progress_bar()


class Encoder:
    """A tokenizer and transformer loaded once; `embed` runs them over unique texts."""

    def __init__(self, path: str, device: str | None = None, fp16: bool = False):
        from transformers import AutoModel, AutoTokenizer

        self.path = path
        self.device = torch.device(device or ("cuda" if torch.cuda.is_available() else "cpu"))
        # a local folder needs no Hub look-ups (they cost seconds offline, and fail in CI)
        local = {"local_files_only": True} if os.path.isdir(path) else {}
        with quiet_model_loading():
            tokenizer = AutoTokenizer.from_pretrained(path, use_fast=True, **local)
            if _is_byte_level_bpe(tokenizer):
                tokenizer = AutoTokenizer.from_pretrained(path, use_fast=True, add_prefix_space=True, **local)
            model = AutoModel.from_pretrained(path, **local)
        if hasattr(model, "encoder") and hasattr(model, "decoder"):  # BART/T5: the encoder only
            model = model.encoder
        self.tokenizer = tokenizer
        # fp16 halves memory and is the fast path on a GPU; embeddings leave the model as float32 either way
        self.model = (model.half() if fp16 else model).eval().to(self.device)
        config = model.config
        self.num_hidden_layers = int(getattr(config, "num_hidden_layers", 0) or getattr(config, "n_layers", 0))
        limit = tokenizer.model_max_length if tokenizer.model_max_length < 100_000 else 512
        positions = getattr(config, "max_position_embeddings", None)
        if positions:
            limit = min(limit, positions - (2 if config.model_type in ("roberta", "xlm-roberta", "camembert") else 0))
        self.max_length = int(limit)
        self.special_ids = torch.tensor(
            sorted({i for i in (tokenizer.cls_token_id, tokenizer.sep_token_id) if i is not None}), dtype=torch.long
        )
        self.pad_id = tokenizer.pad_token_id if tokenizer.pad_token_id is not None else 0
        self._views: dict[int, torch.nn.Module] = {}  # depth -> model truncated to it (see _first_layers)
        self._views_lock = threading.Lock()

    def tokenize(self, texts: Sequence[str]) -> list[list[int]]:
        """Token ids with special tokens, as bert_score encodes: stripped, truncated to max_length."""
        stripped = [t.strip() for t in texts]
        ids = []
        # in blocks: the fast tokenizer keeps a full Encoding per text of a call (+400 MB for 100k texts)
        for start in range(0, len(stripped), TOKENIZE_BLOCK):
            ids.extend(self.tokenizer(
                stripped[start : start + TOKENIZE_BLOCK], add_special_tokens=True, truncation=True,
                max_length=self.max_length, return_attention_mask=False, return_token_type_ids=False,
            )["input_ids"])
        at_limit = [i for i, row in enumerate(ids) if len(row) >= self.max_length]
        if at_limit:
            full = self.tokenizer([stripped[i] for i in at_limit], add_special_tokens=True)["input_ids"]
            cut = [i for i, row in zip(at_limit, full) if len(row) > self.max_length]
            if cut:
                warnings.warn(
                    f"{len(cut)} text(s) longer than {self.max_length} tokens were truncated to the model limit "
                    f"(first: {stripped[cut[0]][:60]!r}...).",
                    stacklevel=3,
                )
        return ids

    def _first_layers(self, n: int) -> torch.nn.Module:
        """The model running only its first n transformer layers (BERT-like encoders), as bert_score does.

        A shallow view sharing every parameter with the full model, made once per depth: the shared
        model is never changed, so threads asking for different depths (a Space serving several
        visitors) cannot see each other's layers.
        """
        stack = getattr(getattr(self.model, "encoder", None), "layer", None)
        if stack is None or n >= len(stack):
            return self.model
        with self._views_lock:
            if n not in self._views:
                encoder = copy.copy(self.model.encoder)
                encoder._modules = dict(encoder._modules, layer=torch.nn.ModuleList(stack[:n]))
                view = copy.copy(self.model)
                view._modules = dict(view._modules, encoder=encoder)
                self._views[n] = view
            return self._views[n]

    @torch.inference_mode()
    def embed(
        self,
        texts: Sequence[str],
        layer: int | None = None,
        pooled: bool = False,
        batch_size: int = 64,
        token_ids: Sequence[Sequence[int]] | None = None,
        progress=False,
    ) -> TextEmbeddings:
        """Embed `texts` once each, longest first, `batch_size` texts per forward pass.

        layer: 1-based layer for token embeddings (None: no token embeddings). pooled: also return the
        mean-pooled last layer. token_ids: already tokenised texts (skips tokenisation).
        progress: show a progress bar, or an open tqdm bar to advance (one bar across chunked calls).
        """
        if layer is None and not pooled:
            raise ValueError("embed() needs a layer for token embeddings, pooled=True, or both")
        if layer is not None and not 0 <= layer <= self.num_hidden_layers:
            raise ValueError(f"layer must be in 0..{self.num_hidden_layers} for {self.path}, got {layer}")
        ids = list(token_ids) if token_ids is not None else self.tokenize(texts)
        n = len(ids)
        lengths = torch.tensor([len(row) for row in ids], dtype=torch.long)
        order = torch.argsort(lengths, descending=True, stable=True)
        depth = self.num_hidden_layers if pooled else layer
        flat_ids, token_parts, pooled_parts = [], [], []
        own_bar = not isinstance(progress, tqdm)
        bar = tqdm(total=n, desc="embedding", unit="text", disable=not progress, leave=False) if own_bar else progress
        model = self._first_layers(depth)
        for start in range(0, n, batch_size):
            batch = order[start : start + batch_size]
            width = int(lengths[batch[0]])
            input_ids = torch.nn.utils.rnn.pad_sequence(
                [torch.tensor(ids[i]) for i in batch.tolist()], batch_first=True, padding_value=self.pad_id
            )
            mask = torch.arange(width).unsqueeze(0) < lengths[batch].unsqueeze(1)
            out = model(
                input_ids=input_ids.to(self.device),
                attention_mask=mask.to(self.device, dtype=torch.long),
                output_hidden_states=layer is not None and layer != depth,
            )
            mask_d = mask.to(self.device)
            if layer is not None:
                hidden = out.last_hidden_state if layer == depth else out.hidden_states[layer]
                rows = hidden[mask_d]
                token_parts.append(torch.nn.functional.normalize(rows.float(), dim=-1).cpu())
            if pooled:
                m = mask_d.unsqueeze(-1).float()  # the sum in float32: fp16 loses digits over long texts
                mean = (out.last_hidden_state.float() * m).sum(1) / m.sum(1).clamp(min=1e-9)
                pooled_parts.append(mean.cpu())
            flat_ids.append(input_ids[mask])
            bar.update(len(batch))
        if own_bar:
            bar.close()
        # Store texts in processing order; offsets map each input position to its rows.
        sorted_lengths = lengths[order]
        offsets = torch.empty(n, dtype=torch.long)
        offsets[order] = torch.cumsum(sorted_lengths, 0) - sorted_lengths
        pooled_all = None
        if pooled:
            pooled_all = torch.empty((n, self.model.config.hidden_size))
            if n:
                pooled_all[order] = torch.cat(pooled_parts)
        dim = self.model.config.hidden_size
        return TextEmbeddings(
            token_ids=torch.cat(flat_ids) if flat_ids else torch.zeros(0, dtype=torch.long),
            offsets=offsets,
            lengths=lengths,
            tokens=(torch.cat(token_parts) if token_parts else torch.zeros((0, dim))) if layer is not None else None,
            pooled=pooled_all,
        )


@functools.lru_cache(maxsize=4)
def _cached_encoder(path: str, device: str | None, fp16: bool) -> Encoder:
    return Encoder(path, device=device, fp16=fp16)


def load_encoder(spec: ModelSpec | str, device: str | None = None, fp16: bool = False) -> Encoder:
    """The Encoder for a model, loaded once per process (per device and precision) and shared by every metric
    that asks for it."""
    path = spec.path if isinstance(spec, ModelSpec) else spec
    return _cached_encoder(path, device, bool(fp16))
