"""PAM similarity (Sousa & Cardoso, seed 001): cosine of PAM embeddings of two AMR graphs.

Inputs are texts (parsed to graphs: the embedded spaCy-based parser by default, or an amrlib parse model
the user has) or PENMAN graphs. Each unique graph is encoded once per call, in length-sorted batches.
"""
from __future__ import annotations

import functools
import os
from importlib import resources

import numpy as np
import torch

from .amr import read_amr, subword_graph
from .inputs import check_texts
from .pairwise import AUTO_PROGRESS_TEXTS
from .scoring import MetricResult

CHECKPOINT = "resources/pam/pam-minilm.safetensors"


def default_checkpoint() -> str:
    path = resources.files("paraeval").joinpath(CHECKPOINT)
    if not path.is_file():
        raise FileNotFoundError(f"the PAM checkpoint is not in this installation ({path}); train one with "
                                "`paraeval train-pam --out pam.safetensors` and pass checkpoint=")
    return str(path)


@functools.lru_cache(maxsize=2)
def load_pam(checkpoint: str | None = None, device: str | None = None):
    from .amr.checkpoint import load_checkpoint

    return load_checkpoint(checkpoint or default_checkpoint(), device=device)


@functools.lru_cache(maxsize=1)
def _amrlib_parser(model_dir: str):
    try:
        import amrlib
    except ImportError as err:
        raise ImportError("parser='amrlib' needs `pip install amrlib` and a parse model folder (parser_model_dir=)") from err
    return amrlib.load_stog_model(model_dir=model_dir)


def texts_to_penman(texts, parser: str = "embedded", parser_model_dir: str | None = None,
                    progress: bool = False) -> list[str]:
    """PENMAN graphs of texts with the embedded parser or an installed amrlib parse model (offline)."""
    if parser == "embedded":
        from .amr.dependency_parser import parse_to_penman

        return parse_to_penman(texts, progress=progress)
    if parser == "amrlib":
        if not parser_model_dir or not os.path.isdir(parser_model_dir):
            raise ValueError(f"parser='amrlib' needs parser_model_dir= pointing to an amrlib parse model folder, got {parser_model_dir!r}")
        graphs = _amrlib_parser(os.path.abspath(parser_model_dir)).parse_sents(list(texts), add_metadata=False)
        failed = [i for i, g in enumerate(graphs) if not g]
        if failed:
            raise ValueError(f"the amrlib parser returned no graph for text(s) {failed[:10]} "
                             f"(first: {texts[failed[0]][:60]!r}); fix or drop them, or use parser='embedded'")
        return graphs
    raise ValueError(f"parser must be 'embedded' or 'amrlib', got {parser!r}")


def embed_graphs(model, graphs: list[str], batch_size: int = 32, max_tokens: int = 256,
                 progress: bool = False) -> torch.Tensor:
    """Pooled PAM embeddings of PENMAN graphs (index i of the list -> row i)."""
    tokenized = [subword_graph(read_amr(g, i), model.tokenizer, model.relation_ids, max_length=max_tokens)
                 for i, g in enumerate(graphs)]
    return model.encode(tokenized, batch_size, progress=progress)


def pam_similarity(
    predictions, references, *, input_format: str = "text", parser: str = "embedded",
    parser_model_dir: str | None = None, checkpoint: str | None = None, batch_size: int = 32,
    device: str | None = None, progress: bool | None = None,
) -> MetricResult:
    """PAM cosine per pair; with text input the graphs used are returned too (`prediction_graphs`, ...).

    progress: bars for parsing and encoding; None shows them only for long inputs.
    """
    predictions = check_texts("predictions", predictions)
    references = check_texts("references", references, len(predictions))
    if input_format not in ("text", "penman"):
        raise ValueError(f"input_format must be 'text' or 'penman', got {input_format!r}")
    unique = list(dict.fromkeys([*predictions, *references]))
    show = len(unique) >= AUTO_PROGRESS_TEXTS if progress is None else progress
    graphs = unique if input_format == "penman" else texts_to_penman(unique, parser, parser_model_dir, show)
    model = load_pam(checkpoint, device)
    embeddings = embed_graphs(model, graphs, batch_size, progress=show)
    position = {text: i for i, text in enumerate(unique)}
    a = embeddings[[position[t] for t in predictions]]
    b = embeddings[[position[t] for t in references]]
    scores = torch.nn.functional.cosine_similarity(a, b, dim=-1).double().numpy() if len(predictions) else np.zeros(0)
    components = {}
    if input_format == "text":
        components = {"prediction_graphs": np.array([graphs[position[t]] for t in predictions], dtype=object),
                      "reference_graphs": np.array([graphs[position[t]] for t in references], dtype=object)}
    name = os.path.basename(checkpoint) if checkpoint else "pam-minilm(embedded)"
    return MetricResult(scores=scores, hashcode=f"pam_{name}_{input_format}_parser={parser if input_format == 'text' else 'none'}",
                        components=components)
