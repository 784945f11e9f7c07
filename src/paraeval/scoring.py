"""Several metrics from one call: every unique sentence is embedded at most once, whatever the metrics share.

The candidate is paired with its source (ParaScore's Sim(X, C), BERT-iBLEU's BERTScore) and with each of
its references (ParaScore's Sim(R, C), SBERT cosine, Gohsen's BERTScore and cosine); `score_pairs` embeds
every unique text once and returns BERTScore and pooled cosine for all pairs, from which each metric takes
what it needs. The lexical and word-vector measures (BLEU, ROUGE, WMD) are likewise computed once and
shared by the metrics that use them. PAM embeds graphs with its own model; its cosine of the raw texts comes
from this pass when the call's encoder is PAM's backbone (the default model).
"""
from __future__ import annotations

import warnings

import numpy as np

from .bertscore import rescale_f1
from .divergence import DEFAULT_GAMMA, normalized_edit_distance, sectional_divergence
from .encoder import load_encoder
from .formulas import delta_sem_syn, harmonic_bert_ibleu, ibleu_from_self_bleu
from .hashcode import hashcode, versions
from .inputs import check_device, check_flag, check_number, check_reference_groups, check_texts
from .metric_table import METRICS as METRIC_TABLE
from .metric_table import metrics_needing
from .models import default_baseline, resolve_model
from .pairwise import TextIndex, score_pairs
from .result import MetricResult

DEFAULT_OMEGA = 0.05
METRICS = tuple(METRIC_TABLE)
# what score_paraphrases computes when no metrics are named (the ParaScore family of one encoder pass)
DEFAULT_METRICS = ("parascore", "parascore_free", "sbert_cosine")
# metrics defined on one reference per prediction (the others take the best of several)
SINGLE_REFERENCE = frozenset(n for n, m in METRIC_TABLE.items() if m.single_reference)
_BERTSCORE_WITH_SOURCE = metrics_needing("bertscore_source")
_BERTSCORE_WITH_REFERENCE = metrics_needing("bertscore_reference")
_COSINE_WITH_REFERENCE = metrics_needing("cosine_reference")
_ENCODER_METRICS = _BERTSCORE_WITH_SOURCE | _BERTSCORE_WITH_REFERENCE | _COSINE_WITH_REFERENCE


def _best_per_example(values: np.ndarray, owner: np.ndarray, n: int) -> np.ndarray:
    best = np.full(n, -np.inf)
    np.maximum.at(best, owner, values)
    return best


def _single_references(groups: list[list[str]], names) -> list[str]:
    for i, group in enumerate(groups):
        if len(group) != 1:
            raise ValueError(f"references[{i}] has {len(group)} references but {', '.join(sorted(names))} "
                             "take one per prediction: pass a string per prediction")
    return [group[0] for group in groups]


def _demojized(predictions, sources, groups):
    from .unknown_tokens import demojize

    def named(texts):
        return None if texts is None else [demojize(t) for t in texts]

    return named(predictions), named(sources), None if groups is None else [named(g) for g in groups]


def _warn_unknown_tokens(encoder, texts, left, right, owner) -> None:
    """Warn, naming the first example indices, when a pair has text the encoder's vocabulary maps to [UNK]."""
    from .unknown_tokens import unknown_token_texts

    unknown = unknown_token_texts(encoder.tokenizer, texts)
    if not unknown:
        return
    hit = np.isin(left, unknown) | np.isin(right, unknown)
    examples = np.unique(owner[hit])
    if len(examples):
        shown = ", ".join(map(str, examples[:5].tolist())) + (", ..." if len(examples) > 5 else "")
        warnings.warn(f"{len(examples)} example(s) have characters the model's vocabulary cannot represent (they "
                      f"become {encoder.tokenizer.unk_token}: emoji, some symbols or scripts), so texts differing only "
                      f"there score alike (indices {shown}); demojize=True turns emoji into their names",
                      stacklevel=4)


def score_paraphrases(
    predictions,
    sources=None,
    references=None,
    *,
    metrics=DEFAULT_METRICS,
    model: str | None = None,
    num_layers: int | None = None,
    omega: float = DEFAULT_OMEGA,
    gamma: float = DEFAULT_GAMMA,
    idf: bool = False,
    baseline="default",
    alpha: float = 0.3,
    beta: float = 4.0,
    vectors=None,
    remove_stop_words: bool = True,
    batch_size: int = 64,
    device: str | None = None,
    fp16: bool = False,
    progress: bool | None = None,
    demojize: bool = False,
    cosine_weight: float | None = None,
) -> dict[str, MetricResult]:
    """Score predictions with several metrics (any of `METRICS`) in one call; returns {metric: MetricResult}.

    references: one string or a list of strings per prediction (the best one counts); gohsen_delta, wmd
    and pam take one. idf weights every BERTScore term by idf over the call's unique sources and references.
    baseline: BERTScore rescaling; "default" is each metric's own (none for ParaScore and BERT-iBLEU,
    the model's shipped baseline for Gohsen's delta), else None, "auto" (the shipped one), (P, R, F1) or a
    bert_score baseline file for all. omega, gamma: ParaScore; alpha: iBLEU; beta: BERT-iBLEU; vectors,
    remove_stop_words: WMD (also inside Gohsen's delta). See each metric's function for its definition.
    cosine_weight: ParaScore's Sim = (1 - w) * BERTScore F1 + w * pooled cosine, each the best over source (and
    references); None is the model's own (0, the paper's Sim, except 0.5 for the `quality` config).
    demojize: replace every emoji by its English name in all texts first (the default encoder's vocabulary
    maps emoji to [UNK]; a warning names the pairs whose texts have such unknown tokens).
    device: where the encoder and PAM run ("cpu", "cuda", "cuda:1"; None: a GPU when there is one). fp16: run
    them in half precision (the fast path on a GPU; scores move by about 1e-3; the hashcode says fp16).

    >>> r = score_paraphrases(["What is your age?"], ["How old are you?"], ["May I ask your age?"],
    ...                       metrics=("parascore", "bert_ibleu", "gohsen_delta", "ibleu"))
    >>> {name: round(float(result.scores[0]), 4) for name, result in r.items()}
    {'parascore': 0.7917, 'bert_ibleu': 0.7954, 'gohsen_delta': 0.2229, 'ibleu': 0.2935}
    """
    metrics = tuple(metrics)
    if not metrics:
        raise ValueError(f"metrics is empty; name at least one of {', '.join(METRICS)}")
    unknown = set(metrics) - set(METRICS)
    if unknown:
        raise ValueError(f"unknown metric(s) {sorted(unknown)}; choose from {', '.join(METRICS)}")
    wanted = set(metrics)
    predictions = check_texts("predictions", predictions)
    n = len(predictions)
    needed = {field_name for m in wanted for field_name in METRIC_TABLE[m].other_inputs}
    for field_name, given in (("sources", sources), ("references", references)):
        if field_name in needed and given is None:
            needing = sorted(m for m in wanted if field_name in METRIC_TABLE[m].other_inputs)
            raise ValueError(f"{', '.join(needing)} need {field_name}")
    if "sources" in needed:
        sources = check_texts("sources", sources, n)
    groups = single = None
    if "references" in needed:
        groups = check_reference_groups("references", references, n)
    if check_flag("demojize", demojize):  # before the single references are taken from the groups: each text is named once
        predictions, sources, groups = _demojized(predictions, sources if "sources" in needed else None, groups)
    if groups is not None and wanted & SINGLE_REFERENCE:
        single = _single_references(groups, wanted & SINGLE_REFERENCE)
    omega, alpha = check_number("omega", omega, low=0), check_number("alpha", alpha, low=0, high=1)
    gamma = check_number("gamma", gamma, low=0, high=1, low_open=True)
    beta = check_number("beta", beta, low=0, low_open=True)
    batch_size = check_number("batch_size", batch_size, low=1, integer=True)
    idf, fp16 = check_flag("idf", idf), check_flag("fp16", fp16)
    remove_stop_words = check_flag("remove_stop_words", remove_stop_words)
    progress, device = check_flag("progress", progress, allow_none=True), check_device(device)
    if cosine_weight is not None:
        cosine_weight = check_number("cosine_weight", cosine_weight, low=0, high=1)

    results = {}
    wmd = self_bleu = None
    if wanted & metrics_needing("wmd"):
        from .wmd import word_movers_distance

        wmd = word_movers_distance(predictions, single, vectors=vectors, remove_stop_words=remove_stop_words)
        if "wmd" in wanted:
            stop_words = "removed" if remove_stop_words else "kept"
            results["wmd"] = MetricResult(
                scores=wmd.distance, hashcode=f"wmd_{wmd.vectors}_stopwords={stop_words}_{versions('pot')}",
                components={"similarity": wmd.similarity, "dropped_tokens": wmd.dropped_tokens},
            )
    if wanted & metrics_needing("self_bleu"):
        from .lexical import sentence_bleu

        self_bleu = sentence_bleu(predictions, sources)  # BLEU(C, X), shared by iBLEU and BERT-iBLEU
        if "ibleu" in wanted:
            results["ibleu"] = ibleu_from_self_bleu(predictions, sources, groups, self_bleu, alpha)
    reference_cosine = None
    if wanted & _ENCODER_METRICS:
        encoder_results, reference_cosine = _encoder_metrics(
            predictions, sources, groups, single, wanted, wmd, model=model, num_layers=num_layers, omega=omega,
            gamma=gamma, idf=idf, baseline=baseline, beta=beta, self_bleu=self_bleu, cosine_weight=cosine_weight,
            batch_size=batch_size, device=device, fp16=fp16, progress=progress,
        )
        results.update(encoder_results)
    if "pam" in wanted:
        from .pam import pam_similarity

        results["pam"] = pam_similarity(predictions, single, device=device, fp16=fp16, progress=progress,
                                        text_cosines=reference_cosine)
    for name, result in results.items():  # the hashcode names every setting that changes a score
        result.hashcode += ("_fp16" if fp16 and name in _ENCODER_METRICS else "") + ("_demojized" if demojize else "")
    return {m: results[m] for m in metrics}


def _shares_pam_backbone(spec) -> bool:
    """Whether the call's encoder is PAM's backbone, so PAM's cosine of the raw texts can come from this pass
    (imported here: PAM's modules load only for calls that want it)."""
    from .pam import default_backbone

    return spec == default_backbone()


def _encoder_metrics(predictions, sources, groups, single, wanted, wmd, *, model, num_layers, omega, gamma, idf,
                     baseline, beta, self_bleu, cosine_weight, batch_size, device, fp16, progress):
    """The metrics that read the encoder, from one pass over the pairs (C, X) and (C, R_k) they need; and the
    pooled cosine of each candidate and its reference where PAM is wanted and reads the same encoder (None
    otherwise), so PAM does not embed the texts again."""
    n = len(predictions)
    spec = resolve_model(model, num_layers)
    for_pam = "pam" in wanted and _shares_pam_backbone(spec)
    mix = spec.cosine_weight if cosine_weight is None else cosine_weight
    mixes = bool(mix) and bool(wanted & {"parascore", "parascore_free"})
    encoder = load_encoder(spec, device, fp16)
    index = TextIndex()
    cand_ids = index.add(predictions)
    left, right, owner, is_source = [], [], [], []
    if wanted & _BERTSCORE_WITH_SOURCE:
        left.append(cand_ids)
        right.append(index.add(sources))
        owner.append(np.arange(n))
        is_source.append(np.ones(n, dtype=bool))
    if wanted & (_BERTSCORE_WITH_REFERENCE | _COSINE_WITH_REFERENCE) or for_pam:
        sizes = np.array([len(g) for g in groups], dtype=np.int64)
        left.append(np.repeat(cand_ids, sizes))
        right.append(index.add([ref for group in groups for ref in group]))
        owner.append(np.repeat(np.arange(n), sizes))
        is_source.append(np.zeros(int(sizes.sum()), dtype=bool))
    # keep each example's pairs adjacent: a text is evicted after its last use, so listing all (C, X)
    # pairs before all (C, R) pairs would keep every candidate's embeddings until the second half
    order = np.argsort(np.concatenate(owner), kind="stable")
    left, right, owner, is_source = (np.concatenate(x)[order] for x in (left, right, owner, is_source))

    _warn_unknown_tokens(encoder, index.texts, left, right, owner)
    wants_bertscore = bool(wanted & (_BERTSCORE_WITH_SOURCE | _BERTSCORE_WITH_REFERENCE))
    pair = score_pairs(
        encoder, index.texts, left, right,
        layer=spec.num_layers if wants_bertscore else None,
        pooled=bool(wanted & _COSINE_WITH_REFERENCE) or mixes or for_pam,
        # idf over the reference side of the call: each unique source and reference once
        idf=idf and wants_bertscore and np.unique(right).tolist(),
        batch_size=batch_size, progress=progress,
    )

    def f1_of(metric, pairs):
        """Best (rescaled) BERTScore F1 per example over the selected pairs, and whether it was rescaled."""
        chosen = baseline
        if isinstance(chosen, str) and chosen in ("default", "auto"):
            chosen = default_baseline(spec) if chosen == "auto" or metric == "gohsen_delta" else None
        f1 = rescale_f1(pair.f1[pairs], chosen, spec.num_layers)
        return _best_per_example(f1, owner[pairs], n), chosen is not None

    to_source, to_reference = is_source, ~is_source
    # best pooled cosine per example against its references (SBERT cosine, Gohsen's delta)
    cosine = _best_per_example(pair.cosine[to_reference], owner[to_reference], n) if pair.cosine is not None else None
    results = {}
    if wanted & {"parascore", "parascore_free"}:
        diversity = sectional_divergence(normalized_edit_distance(predictions, sources), gamma)
        options = f"omega={omega:g}_gamma={gamma:g}" + (f"_cosine={mix:g}" if mixes else "")
        for name, pairs, suffix in (("parascore", slice(None), ""), ("parascore_free", to_source, "_free")):
            if name in wanted:
                # ParaScore: max(Sim(X, C), Sim(R_k, C) for all k); ParaScoreFree: Sim(X, C)
                similarity, rescaled = f1_of(name, pairs)
                if mixes:  # each term takes its own best of source and references
                    best_cosine = _best_per_example(pair.cosine[pairs], owner[pairs], n)
                    similarity = (1 - mix) * similarity + mix * best_cosine
                results[name] = MetricResult(
                    scores=similarity + omega * diversity,
                    hashcode=hashcode(spec, extra=options + suffix, idf=bool(idf), rescaled=rescaled),
                    components={"similarity": similarity, "diversity": diversity},
                )
    if "sbert_cosine" in wanted:
        results["sbert_cosine"] = MetricResult(scores=cosine, hashcode=hashcode(spec, pooled=True))
    if "bert_ibleu" in wanted:
        f1, rescaled = f1_of("bert_ibleu", to_source)
        results["bert_ibleu"] = MetricResult(
            scores=harmonic_bert_ibleu(f1, self_bleu, beta),
            hashcode=hashcode(spec, idf=bool(idf), rescaled=rescaled, extra=f"beta={beta:g}"),
            components={"bertscore": f1, "self_bleu": self_bleu},
        )
    if "gohsen_delta" in wanted:
        f1, rescaled = f1_of("gohsen_delta", to_reference)
        delta, components = delta_sem_syn(predictions, single, f1, cosine, wmd.similarity)
        results["gohsen_delta"] = MetricResult(
            scores=delta, hashcode=hashcode(spec, idf=bool(idf), rescaled=rescaled, extra=f"wmd={wmd.vectors}"),
            components={**components, "wmd_dropped_tokens": wmd.dropped_tokens},
        )
    return results, cosine if for_pam else None
