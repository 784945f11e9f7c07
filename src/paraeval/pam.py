"""PAM similarity (Sousa & Cardoso, seed 001): cosine of PAM embeddings of two AMR graphs. By default the
graphs' triple F1 is mixed in, and from text the backbone's cosine of the raw texts too, and a pair
whose graphs contradict each other loses the share CONFLICT_WEIGHT of its score; weights chosen on dev data
(TEXT_WEIGHT, STRUCTURE_WEIGHT, CONFLICT_WEIGHT; see pam_similarity).

Inputs are texts (parsed to graphs: the embedded spaCy-based parser by default, or an amrlib parse model
the user has) or PENMAN graphs. Each unique graph is encoded once per call, in length-sorted batches.

Limits, stated rather than hidden:
- The embedded parser reads English. A text with no letter of the Latin script and no digit (another
  script, only punctuation or emoji) gives it nothing to build a graph from, so PAM's cosine of two such
  graphs means nothing (two unrelated Arabic sentences scored 0.72, "!!!" and "???" 1.0). Such a pair is
  scored by the fallback instead, the backbone's sentence cosine on the raw texts (the space PAM is
  distilled into), flagged in the `fallback` component, with a warning naming the first indices.
- Graphs are encoded up to the backbone's length limit (MAX_GRAPH_TOKENS); a longer graph loses its last
  nodes, with a warning naming the indices.
"""
from __future__ import annotations

import functools
import hashlib
import os
import unicodedata
import warnings
from importlib import resources

import numpy as np
import torch

from .amr import read_amr, subword_graph
from .amr.aligned_triples import triple_f1_scores
from .amr.dereification import dereify as dereified
from .amr.graph_conflicts import conflict_flags
from .amr.text_conflicts import text_conflict_flags
from .hashcode import versions
from .inputs import check_device, check_flag, check_number, check_texts
from .encoder import load_encoder
from .models import resolve_model
from .pairwise import AUTO_PROGRESS_TEXTS, sentence_cosine
from .result import MetricResult

CHECKPOINT = "resources/pam/pam-minilm.safetensors"
# the modules whose rules build graphs from text and compare them (parser, dereification, triple F1,
# contradictions): a change to any of them can change a score that the checkpoint's digest does not sign
GRAPH_RULE_MODULES = ("dependency_parser", "agent_nouns", "name_types", "misreadings", "wordnet_files",
                      "spelled_numbers", "dates", "durations", "converses", "graph", "dereification",
                      "triple_overlap", "aligned_triples", "graph_conflicts", "antonyms", "text_conflicts", "lemmas",
                      "genders", "absolutes", "earlier_amounts")
MAX_GRAPH_TOKENS = 512  # the backbone's position limit (all-MiniLM-L6-v2, BERT)


def parser_can_read(text: str) -> bool:
    """Whether the embedded (English) parser has anything to build a graph from: a Latin letter or a digit.

    >>> [parser_can_read(t) for t in ["The cat sat.", "café", "3", "!!!", "😀", "مرحبا بالعالم", "你好"]]
    [True, True, True, False, False, False, False]
    """
    return any(c.isdigit() or (c.isalpha() and "LATIN" in unicodedata.name(c, "")) for c in text)


def default_checkpoint() -> str:
    path = resources.files("paraeval").joinpath(CHECKPOINT)
    if not path.is_file():
        raise FileNotFoundError(f"the PAM checkpoint is not in this installation ({path}); train one with "
                                "`paraeval train-pam --out pam.safetensors` and pass checkpoint=")
    return str(path)


@functools.lru_cache(maxsize=1)
def graph_rules_digest() -> str:
    """The first 8 hex digits of the SHA-256 of GRAPH_RULE_MODULES' source, in the signature: two releases
    whose parser or contradiction rules differ sign differently even with the same weights."""
    digest = hashlib.sha256()
    for module in GRAPH_RULE_MODULES:
        digest.update(resources.files("paraeval.amr").joinpath(f"{module}.py").read_bytes())
    return digest.hexdigest()[:8]


@functools.lru_cache(maxsize=1)
def default_backbone():
    """The packaged checkpoint's backbone as a ModelSpec, from its metadata (the model is not loaded)."""
    from .amr.checkpoint import read_metadata

    return resolve_model(read_metadata(default_checkpoint())["config"]["backbone"])


@functools.lru_cache(maxsize=2)
def load_pam(checkpoint: str | None = None, device: str | None = None, fp16: bool = False):
    from .amr.checkpoint import load_checkpoint

    model = load_checkpoint(checkpoint or default_checkpoint(), device=device)
    return model.half() if fp16 else model


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


def _first(indices, n: int = 5) -> str:
    return ", ".join(map(str, indices[:n])) + (", ..." if len(indices) > n else "")


def graph_tokens(model, graphs: list[str], max_tokens: int = MAX_GRAPH_TOKENS,
                 names: list[str] | None = None) -> list:
    """The subword-token graphs of PENMAN graphs (ValueError naming the index of one that is not PENMAN,
    or its entry in `names`)."""
    names = names or range(len(graphs))
    return [subword_graph(read_amr(g, name, model.config.name_roles), model.tokenizer, model.relation_ids,
                          max_length=max_tokens) for g, name in zip(graphs, names)]


def _first_positions(unique: list[str], predictions: list[str], references: list[str]) -> list[str]:
    """Where each unique text first occurs in the caller's lists ("references[3]"), for error messages."""
    first: dict[str, str] = {}
    for field, texts in (("predictions", predictions), ("references", references)):
        for i, text in enumerate(texts):
            first.setdefault(text, f"{field}[{i}]")
    return [first[text] for text in unique]


def _graph_positions(distinct: list[str], unique: list[str], graphs: list[str], predictions, references) -> list[str]:
    """Where each distinct graph's first text occurs in the caller's lists, `graphs` being the unique texts'."""
    first: dict[str, str] = {}
    for position, graph in zip(_first_positions(unique, predictions, references), graphs):
        first.setdefault(graph, position)
    return [first[graph] for graph in distinct]


def _warn_truncated(indices: list[int], what: str, max_tokens: int = MAX_GRAPH_TOKENS) -> None:
    if indices:
        warnings.warn(f"{len(indices)} graph(s) longer than {max_tokens} subword tokens lost their last nodes "
                      f"({what} {_first(indices)}); split such texts into sentences to score all of them",
                      stacklevel=3)


def embed_graphs(model, graphs: list[str], batch_size: int = 32, max_tokens: int = MAX_GRAPH_TOKENS,
                 progress: bool = False) -> torch.Tensor:
    """Pooled PAM embeddings of PENMAN graphs (index i of the list -> row i); warns, naming the indices,
    when a graph is longer than `max_tokens` subword tokens and loses its last nodes."""
    tokenized = graph_tokens(model, graphs, max_tokens)
    _warn_truncated([i for i, g in enumerate(tokenized) if g.truncated], "graph indices", max_tokens)
    return model.encode(tokenized, batch_size, progress=progress)


def _text_cosine(model, predictions: list[str], references: list[str], device, fp16, progress) -> np.ndarray:
    """The backbone's sentence cosine of the raw texts: SBERT cosine with PAM's backbone as the model (the space
    PAM is distilled into)."""
    backbone = load_encoder(resolve_model(model.config.backbone), device, fp16)
    return sentence_cosine(backbone, predictions, references, progress=progress)


def _unreadable_pairs(predictions: list[str], references: list[str]) -> np.ndarray:
    """Which pairs have a side the embedded parser cannot read (a warning names the first indices)."""
    unreadable = {t for t in {*predictions, *references} if not parser_can_read(t)}
    fallback = np.array([p in unreadable or r in unreadable for p, r in zip(predictions, references)], dtype=bool)
    if fallback.any():
        warnings.warn(f"{fallback.sum()} pair(s) have a text with no Latin letter or digit, which the embedded parser "
                      f"cannot read (indices {_first(np.flatnonzero(fallback).tolist())}); they are scored by the "
                      "backbone's sentence cosine on the raw texts and flagged in `fallback`", stacklevel=3)
    return fallback


# The defaults, each chosen by a rule declared before its benchmark first ran, on dev data only. From text
# (benchmarks/pam_text_mix.py): graph cosine, the backbone's cosine of the raw texts and the triple F1 chosen
# together, 0.4 / 0.5 / 0.1; the text side reads what the parser drops, the F1 keeps a role swap's gap.
# PENMAN input has no text: 0.8 * graph cosine + 0.2 * triple F1 (benchmarks/pam_penman_mix.py, whose rule reads
# BAMBOO's dev role confusion; 0.05 before, from pam_structure_weight.py's rule on our MRPC-dev role swaps).
TEXT_WEIGHT = 0.5
STRUCTURE_WEIGHT = {"text": 0.1, "penman": 0.2}
# The share of its score that a pair whose graphs contradict each other loses (amr/graph_conflicts.py: exchanged
# arguments, a flipped polarity, a changed number or date, opposite concepts): score - c * max(score, 0). A share
# rather than a fixed amount because a minimal edit keeps every word but one, so its cosines stand well above a
# paraphrase in other words, and the closer two contradicting texts are on the surface the more the flag says;
# a fixed amount large enough for near-copies took as much from weak pairs a loose flag caught (Twitter-Para).
# Chosen on dev by benchmarks/pam_conflict_share.py's rules against the fixed 0.3 / 0.2 before it: for PENMAN 0.2
# (BAMBOO dev STS-B / SICK main 83.15 / 82.01 -> 83.66 / 82.94, MRPC role confusion 89.64 -> 89.94, our MRPC-dev
# Pearson 43.35 -> 44.17); from text 0.5 first, then 0.4 by pam_conflict_share_agreement.py's rule, which reads
# agreement from text too (0.5 cost SICK dev 1.8 and our MRPC dev 1.4 points): against the fixed 0.3, dev triples
# 965 -> 985 of 1,030, BAMBOO STS-B / SICK dev 87.16 / 82.87 -> 87.73 / 83.34, our MRPC dev 42.98 -> 43.29,
# Twitter-Para dev 53.67 -> 53.96. Fixed amounts before: benchmarks/pam_conflicts.py, pam_text_conflict_weight.py.
CONFLICT_WEIGHT = {"text": 0.4, "penman": 0.2}


def mixing_weights(input_format: str, text_weight: float | None, structure_weight: float | None) -> tuple[float, float]:
    """(w, s) of (1 - w - s) * graph cosine + w * text cosine + s * triple F1: the given ones, checked, and the
    defaults of the input format for those left None (s gives way to a text weight over 1 - s)."""
    if text_weight is None:
        text_weight = TEXT_WEIGHT if input_format == "text" else 0.0
    text_weight = check_number("text_weight", text_weight, low=0, high=1)
    structure_weight = (min(STRUCTURE_WEIGHT[input_format], 1 - text_weight) if structure_weight is None
                        else check_number("structure_weight", structure_weight, low=0, high=1))
    if text_weight + structure_weight > 1:
        raise ValueError(f"text_weight + structure_weight must be at most 1 (the rest weighs PAM's graph cosine), "
                         f"got {text_weight:g} + {structure_weight:g}")
    if text_weight and input_format != "text":
        raise ValueError("text_weight mixes in the backbone's cosine of the raw texts, so it needs input_format='text' "
                         "(PENMAN input has no text); leave it at 0 or None for graphs")
    return text_weight, structure_weight


def mixed_scores(graph_cosine, text_cosine, triple_f1, conflict, text_weight: float, structure_weight: float,
                 conflict_weight: float) -> np.ndarray:
    """(1 - w - s) * graph cosine + w * text cosine + s * triple F1, less the share c of it where it is positive and
    the graphs contradict each other (conflict 1): PAM's score from its parts, in [-1, 1]; w = 0 reads no text
    cosine (NaN for graphs). A negative mix keeps its value: it already says the two are unalike."""
    mixed = (1 - text_weight - structure_weight) * np.asarray(graph_cosine) + structure_weight * np.asarray(triple_f1)
    if text_weight:
        mixed = mixed + text_weight * np.asarray(text_cosine)
    return mixed - conflict_weight * np.asarray(conflict) * np.maximum(mixed, 0.0)


def pam_similarity(
    predictions, references, *, input_format: str = "text", parser: str = "embedded",
    parser_model_dir: str | None = None, checkpoint: str | None = None, batch_size: int = 32,
    device: str | None = None, progress: bool | None = None, demojize: bool = False, text_weight: float | None = None,
    structure_weight: float | None = None, conflict_weight: float | None = None, fp16: bool = False,
    text_cosines=None, dereify: bool = True,
) -> MetricResult:
    """PAM score per pair: (1 - w - s) * the cosine of the two graphs' PAM embeddings + w * the backbone's
    cosine of the raw texts + s * the graphs' triple F1 (amr/aligned_triples.py), each part returned
    where weighted (`graph_cosine`, `text_cosine`, `triple_f1`). With text input the graphs used are returned
    too (`prediction_graphs`, ...): each pair's, where a name that NER typed two ways in the pair is typed alike
    in both (amr/name_types.py); and `fallback` marks the pairs scored by the backbone on the raw texts
    because a side has nothing the parser reads (see the module's limits; a warning names them).

    progress: bars for parsing and encoding; None shows them only for long inputs. demojize: write emoji as
    their English names first (the parser and the backbone cannot read them). text_weight (w, text input
    only): the text side reads what the parser drops (noisy text), the graph side who did what to whom, so w
    trades structure for agreement (metrics/pam/README.md). structure_weight (s): the F1 loses both argument
    triples of a role swap whatever the wording; 0 is no F1. None (both): the defaults chosen on dev
    data, from text w = TEXT_WEIGHT (0.5) and s = 0.1, for PENMAN w = 0 and s = 0.2; a given w over 1 - s
    lowers the default s to 1 - w. conflict_weight (c): the share of a positive mix taken away where the two graphs
    contradict each other (amr/graph_conflicts.py: two arguments exchanged, a polarity flipped, a number or a date
    changed on the same concept, a concept turned into its opposite) or, from text, where the two texts differ by
    one edit that does (amr/text_conflicts.py: it reads what a misparse hides), flagged in `conflict`; None: 0.4
    from text, 0.2 for PENMAN (CONFLICT_WEIGHT).
    text_weight=0, structure_weight=0, conflict_weight=0, dereify=False is PAM's graph cosine alone, as in the paper. fp16: PAM and its backbone in half precision. text_cosines: the backbone's cosine of each raw pair
    where the caller has it already (score_paraphrases' shared encoder pass), so the texts are not embedded twice.
    dereify: each reification that stands alone is written as its relation first (amr/dereification.py), so
    `x :ARG1-of (b / be-located-at-91 :ARG2 y)` and `x :location y` are one graph; on by default (chosen on dev,
    benchmarks/pam_dereify.py), False reads the graphs as given, as the paper does.
    """
    predictions = check_texts("predictions", predictions)
    references = check_texts("references", references, len(predictions))
    if input_format not in ("text", "penman"):
        raise ValueError(f"input_format must be 'text' or 'penman', got {input_format!r}")
    batch_size = check_number("batch_size", batch_size, low=1, integer=True)
    demojize, fp16, dereify = check_flag("demojize", demojize), check_flag("fp16", fp16), check_flag("dereify", dereify)
    progress, device = check_flag("progress", progress, allow_none=True), check_device(device)
    text_weight, structure_weight = mixing_weights(input_format, text_weight, structure_weight)
    conflict_weight = check_number("conflict_weight", CONFLICT_WEIGHT[input_format] if conflict_weight is None
                                   else conflict_weight, low=0, high=1)
    if text_cosines is not None and len(text_cosines) != len(predictions):
        raise ValueError(f"text_cosines has {len(text_cosines)} values for {len(predictions)} pairs; pass one per pair")
    if demojize and input_format == "text":
        from .unknown_tokens import demojize as named

        predictions, references = [named(t) for t in predictions], [named(t) for t in references]
    unique = list(dict.fromkeys([*predictions, *references]))
    show = len(unique) >= AUTO_PROGRESS_TEXTS if progress is None else progress
    graphs = unique if input_format == "penman" else texts_to_penman(unique, parser, parser_model_dir, show)
    graphs = [dereified(g) for g in graphs] if dereify else graphs
    model = load_pam(checkpoint, device, fp16)
    graph_of = dict(zip(unique, graphs))
    pair_graphs = ([graph_of[t] for t in predictions], [graph_of[t] for t in references])
    if input_format == "text" and predictions:  # a name NER typed two ways in a pair is one entity
        from .amr.name_types import one_type_per_name  # the parser's table: loaded with the parser, not before

        pair_graphs = tuple(map(list, zip(*map(one_type_per_name, *pair_graphs))))
    # two texts may give one graph (an active and a passive sentence, a reification and its relation): each
    # distinct graph is encoded once
    distinct = list(dict.fromkeys([*pair_graphs[0], *pair_graphs[1]]))
    row = {graph: k for k, graph in enumerate(distinct)}
    # PENMAN errors name the caller's position (references[3]), not an index into the deduplicated list
    names = _graph_positions(distinct, unique, graphs, predictions, references) if input_format == "penman" else None
    tokenized = graph_tokens(model, distinct, MAX_GRAPH_TOKENS, names)
    _warn_truncated([i for i, (p, r) in enumerate(zip(*pair_graphs))
                     if tokenized[row[p]].truncated or tokenized[row[r]].truncated], "pair indices")
    embeddings = model.encode(tokenized, batch_size, progress=show)
    a = embeddings[[row[g] for g in pair_graphs[0]]]
    b = embeddings[[row[g] for g in pair_graphs[1]]]
    cosines = torch.nn.functional.cosine_similarity(a, b, dim=-1).double().numpy() if len(predictions) else np.zeros(0)
    fallback = _unreadable_pairs(predictions, references) if input_format == "text" else np.zeros(len(predictions), bool)
    # the texts' cosine where it is mixed in, else only for the fallback rows (NaN elsewhere, never read)
    rows = np.arange(len(predictions)) if text_weight else np.flatnonzero(fallback)
    text = np.full(len(predictions), np.nan)
    if len(rows):
        text[rows] = (np.asarray(text_cosines, dtype=np.float64)[rows] if text_cosines is not None else
                      _text_cosine(model, [predictions[i] for i in rows], [references[i] for i in rows], device,
                                   fp16, show and bool(text_weight)))
    f1 = triple_f1_scores(*pair_graphs) if structure_weight else np.zeros(len(predictions))
    conflict = conflict_flags(*pair_graphs) if conflict_weight else np.zeros(len(predictions))
    if conflict_weight and input_format == "text":  # one edit between the texts says what a misparse may hide
        conflict = np.maximum(conflict, text_conflict_flags(predictions, references))
    mixed = mixed_scores(cosines, text, f1, conflict, text_weight, structure_weight, conflict_weight)
    scores = np.where(fallback, text, mixed)
    components = {"graph_cosine": cosines} if text_weight or structure_weight or conflict_weight else {}
    components.update({"text_cosine": text} if text_weight else {})
    components.update({"triple_f1": f1} if structure_weight else {})
    components.update({"conflict": conflict.astype(bool)} if conflict_weight else {})
    if input_format == "text":
        components.update({"prediction_graphs": np.array(pair_graphs[0], dtype=object),
                           "reference_graphs": np.array(pair_graphs[1], dtype=object), "fallback": fallback})
    name = os.path.basename(checkpoint) if checkpoint else "pam-minilm(embedded)"
    from .amr.checkpoint import short_digest  # where the model loads: importing it at the top pulls in transformers

    name += f"@{short_digest(checkpoint or default_checkpoint())}"  # the weights, not only the file name
    hashcode = f"pam_{name}_{input_format}_parser={parser if input_format == 'text' else 'none'}"
    hashcode += f"_text_weight={text_weight:g}" if text_weight else ""
    hashcode += f"_structure_weight={structure_weight:g}" if structure_weight else ""
    # "share": the penalty's form is in the signature, as a fixed amount once signed "conflict_weight="
    hashcode += f"_conflict_share={conflict_weight:g}" if conflict_weight else ""
    hashcode += "_dereified" if dereify else ""
    hashcode += f"_rules@{graph_rules_digest()}"  # the parser's and the contradiction check's rules
    hashcode += f"_{versions('transformers', 'spacy', 'wn')}"  # then the run's precision and text options, as scoring.py's
    hashcode += "_fp16" if fp16 else ""
    hashcode += "_demojized" if demojize and input_format == "text" else ""
    return MetricResult(scores=scores, hashcode=hashcode,
                        components=components)
