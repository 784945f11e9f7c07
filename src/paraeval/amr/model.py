"""PAM's encoder (seed 001, section 3.2): a sentence encoder over linearised AMR with graph adapters.

- Backbone: a BERT-style encoder (default: the embedded all-MiniLM-L6-v2) without position embeddings
  (the linearisation order should not matter), AMR relations added to the vocabulary as single tokens.
- Structural adapters (Ribeiro et al., 2021): z = W_e sigma(GCN(LN(h))) + h, a single graph convolution
  (Kipf & Welling) over the subword-token graph, adapter size 128. Two are stacked at the first and the
  last encoder layer, where the self-attention output h enters the feed-forward sub-layer; a
  cross-attention from h to the adapters' output z fuses text and graph before the feed-forward.
- Mean pooling over the tokens, cosine similarity between the two graphs' embeddings.
- Incoming-role embeddings (`role_embeddings`, not in the paper): each concept token's input embedding
  gets a learned vector of the relation on the edge into its node (graph.py), so who-did-what-to-whom is
  in the input, not only in the adapters.
- Argument-role embeddings (`argument_roles`, not in the paper): each token also gets a learned vector of
  the core role of the argument its node is part of (graph.py), so a name or a modifier inside :ARG0
  differs from the same one inside :ARG1. Off by default: the recipe trained with it did not pass the
  rule for shipping (benchmarks/results/pam_recipe_selection.md). The paper's model has neither
  (`role_embeddings=False, argument_roles=False`).
W_e, the cross-attention's output projection and both role tables start at zero, so before training
the fused representation equals h and PAM equals the backbone run without position embeddings.
"""
from __future__ import annotations

import contextvars
import os
from dataclasses import dataclass, field

import numpy as np
import torch
from torch import nn
from tqdm.auto import tqdm

from .graph import NO_ROLE, ROLE_OFFSET, SubwordGraph

# AMR roles added to the vocabulary as single tokens (AMR 3.0 guidelines' roles; :ARGn/:opN/:sntN up to a
# bound, and the inverse -of of the core and common roles). Other roles are tokenised as text.
_CORE = [f":ARG{i}" for i in range(7)] + [f":op{i}" for i in range(1, 11)] + [f":snt{i}" for i in range(1, 6)]
_NON_CORE = [":accompanier", ":age", ":beneficiary", ":cause", ":compared-to", ":concession", ":condition",
             ":consist-of", ":degree", ":destination", ":direction", ":domain", ":duration", ":example",
             ":extent", ":frequency", ":instrument", ":li", ":location", ":manner", ":medium", ":mod", ":mode",
             ":name", ":ord", ":part", ":path", ":polarity", ":polite", ":poss", ":purpose", ":quant", ":range",
             ":scale", ":source", ":subevent", ":time", ":topic", ":unit", ":value", ":wiki", ":calendar",
             ":century", ":day", ":dayperiod", ":decade", ":era", ":month", ":quarter", ":season", ":timezone",
             ":weekday", ":year", ":year2", ":prep-against", ":prep-along-with", ":prep-amid", ":prep-among",
             ":prep-as", ":prep-at", ":prep-by", ":prep-for", ":prep-from", ":prep-in", ":prep-into",
             ":prep-on", ":prep-to", ":prep-toward", ":prep-under", ":prep-with", ":prep-without"]
RELATIONS = _CORE + _NON_CORE + [r + "-of" for r in _CORE[:7] + [":mod", ":part", ":poss", ":domain",
                                                                  ":location", ":time", ":manner", ":purpose"]]


class GraphConvolution(nn.Module):
    """H' = D^-1/2 (A + I) D^-1/2 H W over one flat batch of nodes; edges are made symmetric."""

    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        self.linear = nn.Linear(in_features, out_features)

    def forward(self, x: torch.Tensor, edge_index: torch.Tensor) -> torch.Tensor:
        n = x.shape[0]
        loops = torch.arange(n, device=x.device)
        src = torch.cat([edge_index[0], edge_index[1], loops])
        dst = torch.cat([edge_index[1], edge_index[0], loops])
        # degrees and their norms in float32 whatever x is (an fp16 model): counts, then one cast
        degree = torch.zeros(n, device=x.device).index_add_(0, dst, torch.ones_like(dst, dtype=torch.float32))
        norm = degree.rsqrt()
        messages = self.linear(x)[src] * (norm[src] * norm[dst]).to(x.dtype).unsqueeze(-1)
        return torch.zeros(n, messages.shape[-1], device=x.device, dtype=x.dtype).index_add_(0, dst, messages)


class StructuralAdapter(nn.Module):
    """z = W_e sigma(GCN(LN(h))) + h; W_e starts at zero, so a new adapter is the identity."""

    def __init__(self, hidden: int, adapter_size: int):
        super().__init__()
        self.norm = nn.LayerNorm(hidden)
        self.graph = GraphConvolution(hidden, adapter_size)
        self.up = nn.Linear(adapter_size, hidden)
        nn.init.zeros_(self.up.weight)
        nn.init.zeros_(self.up.bias)

    def forward(self, h: torch.Tensor, edge_index: torch.Tensor) -> torch.Tensor:
        return self.up(torch.relu(self.graph(self.norm(h), edge_index))) + h


class GraphFusion(nn.Module):
    """Stacked structural adapters, then cross-attention from the text representation to the graph's."""

    def __init__(self, hidden: int, heads: int, adapter_size: int = 128, n_adapters: int = 2):
        super().__init__()
        self.adapters = nn.ModuleList(StructuralAdapter(hidden, adapter_size) for _ in range(n_adapters))
        self.cross = nn.MultiheadAttention(hidden, heads, batch_first=True)
        nn.init.zeros_(self.cross.out_proj.weight)
        nn.init.zeros_(self.cross.out_proj.bias)

    def forward(self, h: torch.Tensor, mask: torch.Tensor, edge_index: torch.Tensor) -> torch.Tensor:
        batch, length, hidden = h.shape
        z = h.reshape(batch * length, hidden)
        for adapter in self.adapters:
            z = adapter(z, edge_index)
        z = z.reshape(batch, length, hidden)
        attended, _ = self.cross(h, z, z, key_padding_mask=~mask, need_weights=False)
        return h + attended


@dataclass
class PAMConfig:
    backbone: str = "default"
    adapter_size: int = 128
    n_adapters: int = 2
    relations: list = field(default_factory=lambda: list(RELATIONS))
    # fine-tune (and store) the transformer layers and the embedding LayerNorm; the word embeddings stay
    # frozen but for the relation rows (all six MiniLM layers in float16 are 21 MB)
    finetune_encoder: bool = True
    # a learned embedding of each token's incoming role, added to its input embedding (False: the paper's
    # model; checkpoints written before this option existed load as False)
    role_embeddings: bool = True
    # a learned embedding of the core role of the argument each token is part of (graph.py), added too;
    # checkpoints written before this option existed load as False
    argument_roles: bool = False
    # read a named entity's name tokens with the entity's incoming role (graph.py); a reading of the graph,
    # no parameters of its own (the shipped checkpoint: False); checkpoints written before it load as False
    name_roles: bool = False
    # the encoder layers (0-based) whose feed-forward input passes through a graph fusion module; None: the first
    # and the last, the paper's (and every checkpoint's written before this option existed)
    adapted_layers: list | None = None


# (mask, edge_index) of the batch being encoded, read by the fusion hooks inside the backbone's layers. A
# context variable, not an attribute of the shared model: each thread (a Space serving several visitors)
# encodes its own batch.
_GRAPH_BATCH: contextvars.ContextVar = contextvars.ContextVar("pam_graph_batch")

# the optional role tables: attribute (and checkpoint key) -> the PAMConfig flag that adds it, and its name
ROLE_TABLES = {"role_embeddings": ("role_embeddings", "role embeddings"),
               "argument_embeddings": ("argument_roles", "argument-role embeddings")}


class PAMEncoder(nn.Module):
    """Backbone + relation tokens + graph fusion at the first and last layers (or `config.adapted_layers`);
    `forward` -> pooled embeddings."""

    def __init__(self, config: PAMConfig | None = None):
        super().__init__()
        from transformers import AutoModel, AutoTokenizer

        from ..encoder import quiet_model_loading
        from ..models import resolve_model

        self.config = config or PAMConfig()
        path = resolve_model(self.config.backbone).path
        local = {"local_files_only": True} if path and os.path.isdir(path) else {}
        with quiet_model_loading():
            self.tokenizer = AutoTokenizer.from_pretrained(path, use_fast=True, **local)
            self.bert = AutoModel.from_pretrained(path, **local)
        self.base_vocab = len(self.tokenizer)
        self.tokenizer.add_tokens(self.config.relations, special_tokens=False)
        self.relation_ids = {r: self.tokenizer.convert_tokens_to_ids(r) for r in self.config.relations}
        self._init_relation_embeddings()
        embeddings = self.bert.embeddings
        # no position embeddings: the order of a linearised graph carries no meaning
        embeddings.position_embeddings.weight.data.zero_()
        embeddings.position_embeddings.weight.requires_grad_(False)
        hidden, heads = self.bert.config.hidden_size, self.bert.config.num_attention_heads
        layers = self.bert.encoder.layer
        self.adapted_layers = fusion_layers(self.config.adapted_layers, len(layers))
        self.fusions = nn.ModuleList(GraphFusion(hidden, heads, self.config.adapter_size, self.config.n_adapters)
                                     for _ in self.adapted_layers)
        self.role_embeddings = None
        if self.config.role_embeddings:
            self.role_embeddings = nn.Embedding(ROLE_OFFSET + len(self.config.relations), hidden)
            nn.init.zeros_(self.role_embeddings.weight)
        self.argument_embeddings = None
        if self.config.argument_roles:
            # NO_ROLE (outside any argument) stays a zero row: such tokens get nothing added
            self.argument_embeddings = nn.Embedding(ROLE_OFFSET + len(self.config.relations), hidden, padding_idx=NO_ROLE)
            nn.init.zeros_(self.argument_embeddings.weight)
        for name, parameter in self.bert.named_parameters():
            tuned = self.config.finetune_encoder and name.startswith(self._TUNED_PREFIXES)
            parameter.requires_grad_(tuned or name == "embeddings.word_embeddings.weight")
        for fusion, index in zip(self.fusions, self.adapted_layers):
            self._hook(layers[index], fusion)

    def _init_relation_embeddings(self):
        """Start each relation's embedding at the mean of its name's subword embeddings (":ARG0-of" -> arg0 of)."""
        old = self.bert.get_input_embeddings().weight.data.clone()
        self.bert.resize_token_embeddings(len(self.tokenizer), mean_resizing=False)  # rows are set below
        weight = self.bert.get_input_embeddings().weight.data
        weight[: old.shape[0]] = old
        for relation, index in self.relation_ids.items():
            words = relation.lstrip(":").replace("-", " ")
            ids = self.tokenizer(words, add_special_tokens=False)["input_ids"]
            ids = [i for i in ids if i < self.base_vocab] or [self.tokenizer.unk_token_id]
            weight[index] = old[ids].mean(0)

    def _hook(self, layer, fusion: GraphFusion):
        if not hasattr(layer, "feed_forward_chunk"):
            raise TypeError(f"{type(layer).__name__} has no feed_forward_chunk: PAM supports BERT-style encoders")
        feed_forward = layer.feed_forward_chunk

        def fused_feed_forward(attention_output):
            mask, edge_index = _GRAPH_BATCH.get()
            return feed_forward(fusion(attention_output, mask, edge_index))

        layer.feed_forward_chunk = fused_feed_forward

    def batch(self, graphs: list[SubwordGraph]):
        """Padded input ids, mask, incoming and argument roles and the batch's edges in flat
        (row * length + position) numbering."""
        length = max(len(g.input_ids) for g in graphs)
        ids = torch.full((len(graphs), length), self.tokenizer.pad_token_id, dtype=torch.long)
        roles = torch.zeros((len(graphs), length), dtype=torch.long)
        arguments = torch.zeros((len(graphs), length), dtype=torch.long)
        mask = torch.zeros((len(graphs), length), dtype=torch.bool)
        edges = []
        for row, g in enumerate(graphs):
            ids[row, : len(g.input_ids)] = torch.tensor(g.input_ids)
            roles[row, : len(g.input_ids)] = torch.from_numpy(g.role_of_token)
            arguments[row, : len(g.input_ids)] = torch.from_numpy(g.argument_of_token)
            mask[row, : len(g.input_ids)] = True
            if g.edge_index.size:
                edges.append(torch.from_numpy(g.edge_index) + row * length)
        edge_index = torch.cat(edges, dim=1) if edges else torch.zeros((2, 0), dtype=torch.long)
        return ids, mask, roles, arguments, edge_index

    def forward(self, graphs: list[SubwordGraph]) -> torch.Tensor:
        device = next(self.parameters()).device
        ids, mask, roles, arguments, edge_index = (t.to(device) for t in self.batch(graphs))
        embeddings = self.bert.get_input_embeddings()(ids)
        if self.role_embeddings is not None:
            embeddings = embeddings + self.role_embeddings(roles)
        if self.argument_embeddings is not None:
            embeddings = embeddings + self.argument_embeddings(arguments)
        token = _GRAPH_BATCH.set((mask, edge_index))
        try:
            hidden = self.bert(inputs_embeds=embeddings, attention_mask=mask.long()).last_hidden_state
        finally:
            _GRAPH_BATCH.reset(token)
        weights = mask.unsqueeze(-1).float()  # pooled in float32, also for an fp16 model
        return (hidden.float() * weights).sum(1) / weights.sum(1).clamp(min=1e-9)

    @torch.inference_mode()
    def encode(self, graphs: list[SubwordGraph], batch_size: int = 32, progress: bool = False) -> torch.Tensor:
        """Pooled embeddings of many graphs (row i <- graphs[i]), in batches of similar length so little is
        padding. Train/eval mode is the caller's choice; `progress` shows a bar."""
        order = np.argsort([-len(g.input_ids) for g in graphs], kind="stable")
        out = torch.empty((len(graphs), self.bert.config.hidden_size))
        with tqdm(total=len(graphs), desc="encoding graphs", unit="graph", disable=not progress) as bar:
            for start in range(0, len(order), batch_size):
                rows = order[start : start + batch_size]
                out[torch.from_numpy(rows)] = self([graphs[i] for i in rows]).float().cpu()
                bar.update(len(rows))
        return out

    _TUNED_PREFIXES = ("encoder.layer.", "embeddings.LayerNorm.")

    def role_tables(self) -> dict[str, nn.Embedding]:
        """The optional role tables this encoder has (ROLE_TABLES), by their checkpoint key."""
        return {key: getattr(self, key) for key in ROLE_TABLES if getattr(self, key) is not None}

    def trainable_state(self) -> dict[str, torch.Tensor]:
        """What differs from the backbone: fusion modules, relation embedding rows, fine-tuned layers."""
        state = {f"fusions.{k}": v for k, v in self.fusions.state_dict().items()}
        state["relation_embeddings"] = self.bert.get_input_embeddings().weight.data[self.base_vocab:]
        state.update({key: table.weight.data for key, table in self.role_tables().items()})
        if self.config.finetune_encoder:
            state.update({f"bert.{k}": v for k, v in self.bert.state_dict().items() if k.startswith(self._TUNED_PREFIXES)})
        return {k: v.detach().cpu().contiguous() for k, v in state.items()}

    def trainable_parameters(self):
        """Parameters the optimiser updates (word embeddings too, but only relation rows get gradient steps)."""
        return [p for p in self.parameters() if p.requires_grad]

    def freeze_base_vocabulary_gradients(self) -> None:
        """Zero the gradient of the pretrained word-embedding rows, so only relation rows move."""
        grad = self.bert.get_input_embeddings().weight.grad
        if grad is not None:
            grad[: self.base_vocab] = 0

    def load_trainable_state(self, state: dict[str, torch.Tensor]) -> None:
        fusions = {k[len("fusions."):]: v for k, v in state.items() if k.startswith("fusions.")}
        self.fusions.load_state_dict(fusions, strict=True)
        tuned = {k[len("bert."):]: v for k, v in state.items() if k.startswith("bert.")}
        if tuned:
            missing = set(k for k in self.bert.state_dict() if k.startswith(self._TUNED_PREFIXES)) - set(tuned)
            if missing:
                raise ValueError(f"checkpoint lacks fine-tuned weights: {sorted(missing)[:3]}...")
            self.bert.load_state_dict(tuned, strict=False)
        for key, table in self.role_tables().items():
            if key not in state:
                flag, name = ROLE_TABLES[key]
                raise ValueError(f"checkpoint has no {name}: load it with PAMConfig({flag}=False)")
            table.weight.data[:] = state[key]
        rows = state["relation_embeddings"]
        if rows.shape[0] != len(self.relation_ids):
            raise ValueError(f"checkpoint has {rows.shape[0]} relation embeddings, this model {len(self.relation_ids)}")
        self.bert.get_input_embeddings().weight.data[self.base_vocab:] = rows.to(self.bert.get_input_embeddings().weight.dtype)


def fusion_layers(chosen: list | None, n_layers: int) -> list[int]:
    """The sorted layers that get a fusion module: `chosen`, or the first and the last when it is None.

    >>> fusion_layers(None, 6), fusion_layers([5, 0, 2], 6)
    ([0, 5], [0, 2, 5])
    """
    layers = sorted(set(chosen)) if chosen is not None else sorted({0, n_layers - 1})
    if not layers or not all(0 <= i < n_layers for i in layers):
        raise ValueError(f"adapted layers {chosen} must name some of the backbone's layers 0 to {n_layers - 1}")
    return layers


def count_parameters(module: nn.Module) -> int:
    return sum(p.numel() for p in module.parameters())
