"""The one table of facts about each metric: what it reads, which terms it needs, what its config name may be,
its range and how its Space presents it. The modules, the scoring layer, the command line, the Spaces and the
tests read this table; nothing else lists the metrics.
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Metric:
    name: str  # module, command-line, Space and result-key name
    title: str
    inputs: tuple  # the module's inputs, in its order; predictions always among them
    # the terms score_paraphrases measures for it (each measured once per call, whichever metrics share it):
    # bertscore_source / bertscore_reference: BERTScore F1 of (C, X) / (C, R); cosine_reference: pooled
    # cosine of (C, R); wmd; self_bleu: BLEU(C, X); pam: PAM's graph encoder
    terms: tuple
    several_references: bool  # references may be a list per prediction (the best one counts)
    config: str  # the config name: "encoder" (a model), "checkpoint" (a PAM checkpoint) or "none"
    score_range: tuple  # (low, high) of the per-pair score; None: unbounded on that side
    direction: str  # what a higher score means
    description: str  # one line, as the Space shows it
    option: tuple | None = None  # (parameter, label, minimum, maximum, default) of the Space's one slider
    distance: bool = False  # lower is more similar (the others: higher is better or more similar)
    models: tuple = ("all-MiniLM-L6-v2",)  # the embedded models it runs on (its Space says so)

    @property
    def range_text(self) -> str:
        return range_text(self.score_range)

    @property
    def meaning(self) -> str:
        """What a higher (or, for a distance, lower) score means."""
        return "lower = closer" if self.distance else f"higher = {self.direction}"

    @property
    def score_column(self) -> str:
        """The score's column heading, short enough for a table: the name, an arrow and the range."""
        return f"{self.name} ({'↓' if self.distance else '↑'} {self.range_text})"

    @property
    def single_reference(self) -> bool:
        """It reads references and is defined on one per prediction."""
        return "references" in self.inputs and not self.several_references

    @property
    def other_inputs(self) -> tuple:
        """The inputs besides predictions (sources, references)."""
        return tuple(name for name in self.inputs if name != "predictions")


METRICS = {m.name: m for m in (
    Metric("parascore", "ParaScore", ("sources", "predictions", "references"),
           ("bertscore_source", "bertscore_reference"), True, "encoder", (-1.05, 1.0175), "better paraphrase",
           "max(Sim(X, C), Sim(R, C)) + omega * DS(X, C): BERTScore similarity to the source or reference, plus a "
           "reward for lexical divergence from the source (Shen et al., 2022).",
           ("omega", "omega (divergence weight)", 0.0, 0.5, 0.05)),
    Metric("parascore_free", "ParaScoreFree", ("sources", "predictions"), ("bertscore_source",), False, "encoder",
           (-1.05, 1.0175), "better paraphrase",
           "Sim(X, C) + omega * DS(X, C): reference-free ParaScore (Shen et al., 2022).",
           ("omega", "omega (divergence weight)", 0.0, 0.5, 0.05)),
    Metric("sbert_cosine", "SBERT cosine", ("predictions", "references"), ("cosine_reference",), True, "encoder",
           (-1.0, 1.0), "more similar",
           "Cosine similarity of mean-pooled Sentence-BERT embeddings (Reimers & Gurevych, 2019)."),
    Metric("wmd", "Word Mover's Distance", ("predictions", "references"), ("wmd",), False, "none", (0.0, 2.0),
           "more distant (WMS = 1 - WMD/2: more similar)",
           "Exact optimal-transport distance between the bags of GloVe word vectors of two texts, and WMS = "
           "1 - WMD/2 (Kusner et al., 2015).", distance=True, models=("GloVe 6B 50d",)),
    Metric("gohsen_delta", "Gohsen's Delta(sem, syn)", ("predictions", "references"),
           ("bertscore_reference", "cosine_reference", "wmd"), False, "encoder", (-1.0, 1.0),
           "same meaning in more diverse words",
           "Mean of WMS, BERTScore and SBERT cosine minus mean of BLEU, ROUGE-1 and ROUGE-L: high for lexically "
           "diverse yet close paraphrases (Gohsen et al.).", models=("all-MiniLM-L6-v2", "GloVe 6B 50d")),
    Metric("ibleu", "iBLEU", ("sources", "predictions", "references"), ("self_bleu",), True, "none", (-1.0, 1.0),
           "better paraphrase",
           "BLEU against the references minus alpha times BLEU against the input (Sun & Zhou, 2012).",
           ("alpha", "alpha (SelfBLEU penalty)", 0.0, 1.0, 0.3), models=()),
    Metric("bert_ibleu", "BERT-iBLEU", ("sources", "predictions"), ("bertscore_source", "self_bleu"), False,
           "encoder", (0.0, 1.0), "better paraphrase",
           "Weighted harmonic mean of BERTScore and 1 - SelfBLEU against the input (Niu et al., 2021).",
           ("beta", "beta (BERTScore weight)", 0.5, 10.0, 4.0)),
    Metric("pam", "PAM", ("predictions", "references"), ("pam",), False, "checkpoint", (-1.0, 1.0), "more similar",
           "Cosine of PAM embeddings of the two texts' AMR-like graphs (built by paraeval's embedded spaCy-based "
           "parser), mixed 0.4 / 0.5 / 0.1 with the backbone's cosine of the raw texts and the graphs' triple "
           "F1; the graphs are shown next to the score.",
           models=("PAM (graph adapters on all-MiniLM-L6-v2)", "spaCy en_core_web_sm (the parser)")),
)}


# every input any metric reads
ALL_INPUTS = ("sources", "predictions", "references")
assert all(set(m.inputs) <= set(ALL_INPUTS) for m in METRICS.values())


def range_text(score_range: tuple) -> str:
    """[low, high] as a reader writes it; None is unbounded."""
    low, high = score_range
    return f"[{'-inf' if low is None else f'{low:g}'}, {'inf' if high is None else f'{high:g}'}]"


def metrics_needing(*terms: str) -> frozenset:
    """The metrics that need any of `terms`."""
    return frozenset(name for name, m in METRICS.items() if set(m.terms) & set(terms))
