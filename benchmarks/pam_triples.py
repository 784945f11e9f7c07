"""Minimal-edit triples from text: does a metric rank a paraphrase above a minimal meaning-changing edit?

Each triple of `data/pam_triples/triples.jsonl` (written for this project, see its SOURCE.txt) is an anchor,
a paraphrase and a non-paraphrase (roles exchanged, negation, an antonym or converse, another number or time).
A metric passes a triple when score(anchor, paraphrase) - score(anchor, non_paraphrase) >= MARGIN; a gap
under the margin is not a win, whichever way it points. Choices are made on the dev half; the test half is
what the README and the PAM card quote.
The probe (`data/pam_triples/probe.jsonl`, 60 more triples in the same four categories) was written on
2026-11-25, after the shipped recipe was frozen (419610d), as our stand-in for the unseen set the issue is also
judged on: it is reported once per run beside test and nothing is ever chosen on it. Parser round
`unrecognised-names` was found on one of its failures, so since that round it is dev data, and probe2
(40 triples, written before that round ran) is the hold-out. probe3 (40 more) was written before parser rounds
`spatial`, `fractions` and `phrasal-verbs` and is reported, never chosen on, as probe2 is. probe4, probe5 and
probe6 (40 each) were written by writers other than the developers (data/pam_triples/SOURCE.txt): probe4 is dev
data (the parser rounds from `probe4-baseline` on were found on its failures), probe5 and probe6 were its
hold-outs, probe6 unread by anyone who chose a round. probe5 became dev data for the rounds from
`probe5-baseline` on, and probe7 (a fourth writer's, committed unread) joined probe6 as their hold-out. probe6 and
probe7 became dev data for the rounds from `probe67-baseline` on, and probe8 and probe9 (a fifth and a sixth
writer's, committed unread before any per-triple result of probe6 or probe7 was read) are their hold-outs. probe8 and
probe9 were read once as such and became dev data for the rounds from `probe89-baseline` on, and probe10 and probe11
(a seventh and an eighth writer's, committed unread) are the hold-outs of those. probe10 and probe11 were read once as
such and became dev data for the rounds from `probe1011-baseline` on, and probe12 and probe13 (a ninth and a tenth
writer's, committed unread) are the hold-outs of those. probe12 and probe13 were read once as such and became dev
data for the rounds from `probe1213-baseline` on, with three sets written for dev (roles16, neg17, mix17: role
swaps, negations, antonyms and numbers), and probe14 and probe15 (an eleventh and a twelfth writer's, committed
unread) are the hold-outs of those. probe14 and probe15 were read once as such and became dev data for the rounds
from `probe1415-baseline` on, and probe18 and probe19 (a sixteenth and a seventeenth writer's, committed unread) are
the hold-outs of those. probe18 and probe19 were read once as such and became dev data for the rounds from
`probe1819-baseline` on, and probe20 and probe21 (an eighteenth and a nineteenth writer's, committed unread) are the
hold-outs of those. probe20 and probe21 were read once as such and became dev data for the rounds from
`probe2021-baseline` on, and probe22 and probe23 (a twentieth and a twenty-first writer's, committed unread) are the
hold-outs of those. probe22 and probe23 were read once as such and became dev data for the rounds from
`probe2223-baseline` on, and probe24 and probe25 (a twenty-second and a twenty-third writer's, committed unread) are
the hold-outs of those. probe24 and probe25 were read once as such and became dev data for the changes from
`probe2425-baseline` on, and probe26 and probe27 (a twenty-fourth and a twenty-fifth writer's, committed unread) are
the hold-outs of those. probe26 and probe27 were read as such and became dev data for the changes from
`probe2627-baseline` on, and probe28 and probe29 (a twenty-sixth and a twenty-seventh writer's, committed unread)
are the hold-outs of those. probe28 and probe29 were read once as such and became dev data for the changes from
`probe2829-baseline` on, and probe30 and probe31 (a twenty-eighth and a twenty-ninth writer's, committed unread)
are the hold-outs of those. probe30 and probe31 were read once as such and became dev data for the changes from
`probe3031-baseline` on, and probe32 and probe33 (a thirtieth and a thirty-first writer's, committed unread) are
the hold-outs of those. probe32 and probe33 were read once as such and became dev data for the changes from
`probe3233-baseline` on, and probe34 and probe35 (a thirty-second and a thirty-third writer's, committed unread) are
the hold-outs of those. probe34 and probe35 were read once as such and became dev data for the changes from
`probe3435-baseline` on, and probe36 and probe37 (a thirty-fourth and a thirty-fifth writer's, committed unread) are
the hold-outs of those. probe36 and probe37 were read once as such and became dev data for the changes from
`probe3637-baseline` on, and probe38 and probe39 (a thirty-sixth and a thirty-seventh writer's, committed unread) are
the hold-outs of those. probe38 and probe39 were read once as such and became dev data for the changes from
`probe3839-baseline` on, and probe40 and probe41 (a thirty-eighth and a thirty-ninth writer's, committed unread) are
the hold-outs of those; two more sets written for dev (roles44, mix44) are dev data from `roles44-mix44-baseline` on,
and two more (roles46, mix46) from `roles46-mix46-baseline` on.
probe40 and probe41 were read once as hold-outs and became dev data for the changes from `probe4041-baseline` on,
and probe42 and probe43 (a fortieth and a forty-first writer's, committed unread) are the hold-outs of those and of
round `role-fillers` before it. probe42 and probe43 were read once as such and became dev data for the changes from
`probe4243-baseline` on, and probe44 and probe45 (a forty-fourth and a forty-fifth writer's, committed unread) are
the hold-outs of those and of round `role-fillers-summed` before it. probe44 and probe45 were read once as such and
became dev data for the changes from `probe4445-baseline` on, and probe46 and probe47 (a forty-eighth and a
forty-ninth writer's, committed unread) are the hold-outs of those. probe46 and probe47 were read once as such and
became dev data for the changes from `probe4647-baseline` on, and probe48 and probe49 (a fiftieth and a
fifty-first writer's, committed unread) are the hold-outs of those; one more set written for dev (roles54, 40 role
swaps over many constructions) is dev data from `roles54-baseline` on. probe48 and probe49 were read once as
hold-outs and became dev data for the changes from `probe4849-baseline` on, and probe50 and probe51 (a fifty-second
and a fifty-third writer's, committed unread) are the hold-outs of those. probe50 and probe51 were read once as
hold-outs and became dev data for the changes from `probe5051-baseline` on, and probe52 and probe53 (a fifty-fifth
and a fifty-sixth writer's, committed unread) are the hold-outs of those. probe52 and probe53 were read once as
hold-outs and became dev data for the changes from `probe5253-baseline` on, and probe54 and probe55 (a
fifty-seventh and a fifty-eighth writer's, committed unread) are the hold-outs of those. probe54 and probe55 were
read once as hold-outs and became dev data for the changes from `probe5455-baseline` on, and probe56 and probe57 (a
fifty-ninth and a sixtieth writer's, committed unread) are the hold-outs of those. probe56 and probe57 were read once
as hold-outs and became dev data for the changes from `probe5657-baseline` on, and probe58 and probe59 (a sixty-first
and a sixty-second writer's, committed unread) are the hold-outs of those. probe58 and probe59 were read once as
hold-outs and became dev data for the changes from `probe5859-baseline` on, and probe60 and probe61 (a sixty-third
and a sixty-fourth writer's, committed unread) are the hold-outs of those. probe60 and probe61 were read once as
hold-outs and became dev data for the changes from `probe6061-baseline` on, and probe62 and probe63 (a sixty-fifth
and a sixty-sixth writer's, committed unread) are the hold-outs of those. probe62 and probe63 were read once as
hold-outs and became dev data for the changes from `probe6263-baseline` on, and probe64 and probe65 (a sixty-seventh
and a sixty-eighth writer's, committed unread) are the hold-outs of those. probe64 and probe65 were read once as
hold-outs and became dev data for the changes from `probe6465-baseline` on, and probe66 and probe67 (a sixty-ninth
and a seventieth writer's, committed unread) are the hold-outs of those. probe66 and probe67 were read once as
hold-outs and became dev data for the changes from `probe6667-baseline` on, and probe68 and probe69 (a
seventy-first and a seventy-second writer's, committed unread) are the hold-outs of those. probe68 and probe69 were
read once as hold-outs and became dev data for the changes from `probe6869-baseline` on, and probe70 and probe71 (a
seventy-third and a seventy-fourth writer's, committed unread) are the hold-outs of those. probe70 and probe71 were
read once as hold-outs and became dev data for the changes from `probe7071-baseline` on, and probe72 and probe73 (a
seventy-fifth and a seventy-sixth writer's, committed unread) are the hold-outs of those. probe72 and probe73 were
read as hold-outs and became dev data for the changes from `probe7273-baseline` on, and probe74 and probe75 (a
seventy-seventh and a seventy-eighth writer's, committed unread) are the hold-outs of those. probe74 and probe75
were read once as hold-outs and became dev data for the changes from `probe7475-baseline` on, and probe76 and
probe77 (a seventy-ninth and an eightieth writer's, committed unread) are the hold-outs of those. probe76 and probe77
were read twice as hold-outs and became dev data for the changes from `probe7677-baseline` on, and probe78 and
probe79 (an eighty-first and an eighty-second writer's, committed unread) are the hold-outs of those. probe78 and
probe79 were read once as hold-outs and became dev data for the changes from `probe7879-baseline` on, and probe80
and probe81 (an eighty-third and an eighty-fourth writer's, committed unread) are the hold-outs of those.
Rows: PAM from text (the packaged checkpoint as a user gets it, then its cosine alone with structure_weight 0,
and the checkpoints named on the command line, by their cosine alone), SBERT cosine,
BERTScore F1 and ParaScoreFree (anchor as source), all with the embedded MiniLM.
Run: python benchmarks/pam_triples.py [LABEL=checkpoint ...]   (PAM = the packaged checkpoint)
"""
import functools
import json
import sys

import numpy as np

import paraeval
from common import ROOT, checkpoint_arguments, checkpoint_footer, checkpoint_options, write_results

MARGIN = 0.02
CATEGORIES = ("role_swap", "negation", "antonym_converse", "number_time")
# the newest other writers' pair scored, committed unread: the hold-outs of the changes since the last measurement
HOLD_OUTS = ("probe81", "probe80")
LATEST_PROBE = max(int(name[len("probe"):]) for name in HOLD_OUTS)
# sets written for dev data from the start, not as one writer's probe of every category
DEV_SETS = ("roles16", "neg17", "mix17", "roles44", "mix44", "roles46", "mix46", "roles54")


def triples(name="triples.jsonl"):
    """The rows of one file of data/pam_triples: triples.jsonl (dev and test halves), probe.jsonl, probe2.jsonl, ...
    probe15.jsonl, probe18.jsonl ... probe81.jsonl, roles16.jsonl, neg17.jsonl, mix17.jsonl, roles44.jsonl, mix44.jsonl,
    roles46.jsonl, mix46.jsonl, roles54.jsonl."""
    with open(ROOT / "data" / "pam_triples" / name, encoding="utf-8") as f:
        return [json.loads(line) for line in f]


def pair_lists(rows):
    """(anchors, candidates) for one call over both pairs of every triple: the paraphrases, then the
    non-paraphrases; `gaps_of` reads the scores back."""
    anchors = [r["anchor"] for r in rows]
    return anchors + anchors, [r["paraphrase"] for r in rows] + [r["non_paraphrase"] for r in rows]


def gaps_of(scores):
    """score(anchor, paraphrase) - score(anchor, non_paraphrase) per triple, from scores laid out by pair_lists."""
    half = len(scores) // 2
    return scores[:half] - scores[half:]


def gaps(score, rows):
    """The gap of each triple, from one call of score(anchors, candidates)."""
    return gaps_of(score(*pair_lists(rows)))


def shared(call):
    """call(anchors, candidates), run once per input (the dev and the test half): two rows that read parts of
    one result (scores, a component) share the call."""
    cached = functools.lru_cache(maxsize=2)(lambda a, b: call(list(a), list(b)))
    return lambda a, b: cached(tuple(a), tuple(b))


def metrics(checkpoints):
    rows = {}
    for name, checkpoint in checkpoints.items():
        pam = shared(lambda a, b, c=checkpoint: paraeval.pam_similarity(b, a, progress=False, **checkpoint_options(c)))
        rows[name] = lambda a, b, pam=pam: pam(a, b).scores
        if checkpoint is None:  # the packaged checkpoint's cosine without the default triple F1 beside it
            rows[f"{name}, cosine alone"] = lambda a, b, pam=pam: pam(a, b).components["graph_cosine"]
    rows["SBERT cosine"] = lambda a, b: paraeval.sbert_cosine(b, a, progress=False).scores
    free = shared(lambda a, b: paraeval.score_paraphrases(b, sources=a, metrics=("parascore_free",), progress=False)["parascore_free"])
    rows["BERTScore F1"] = lambda a, b: free(a, b).similarity
    rows["ParaScoreFree"] = lambda a, b: free(a, b).scores
    return rows


def summarise(gap, rows):
    cats = np.array([r["category"] for r in rows])
    out = {"pass_rate": 100 * float(np.mean(gap >= MARGIN)), "triples": len(rows),
           "wrong_way": int(np.sum(gap <= -MARGIN)), "within_margin": int(np.sum(np.abs(gap) < MARGIN))}
    for c in CATEGORIES:  # a set written for some categories only has no figure for the others
        out[c] = 100 * float(np.mean(gap[cats == c] >= MARGIN)) if np.any(cats == c) else None
    return out


def split_order() -> tuple:
    """The splits in the order the results list them: the test half, the hold-outs (other writers', then ours),
    the probes read before as hold-outs, newest first, and the dev data."""
    older = [f"probe{k}" for k in range(LATEST_PROBE, 17, -1) if f"probe{k}" not in HOLD_OUTS]
    return ("test", *HOLD_OUTS, "probe3", "probe2", *(f"probe{k}" for k in range(15, 7, -1)), *older,
            *(f"probe{k}" for k in range(7, 3, -1)), "probe", *DEV_SETS, "dev")


def main(checkpoints):
    probes = ("", *range(2, 16), *range(18, LATEST_PROBE + 1))
    data = triples() + [r for k in probes for r in triples(f"probe{k}.jsonl")]
    data += [r for name in DEV_SETS for r in triples(f"{name}.jsonl")]
    splits = {s: [r for r in data if r["split"] == s] for s in split_order()}
    table, per_triple = {}, {}
    for name, score in metrics(checkpoints).items():
        table[name] = {}
        for split, rows in splits.items():
            gap = gaps(score, rows)
            table[name][split] = summarise(gap, rows)
            per_triple.setdefault(name, {}).update({r["id"]: round(float(g), 4) for r, g in zip(rows, gap)})
    header = ["overall", *CATEGORIES]
    lines = ["# Minimal-edit triples from text (pass = paraphrase above non-paraphrase by >= 0.02, %)", ""]
    titles = {"test": "test half", "dev": "dev half", "probe2": "probe2, the hold-out: never chosen on",
              "probe3": "probe3, written before parser rounds spatial, fractions and phrasal-verbs: never chosen on",
              "probe": "probe, written after the recipe was frozen; dev data since parser round unrecognised-names",
              "probe4": "probe4, another writer's; dev data (parser rounds from probe4-baseline on were found on it)",
              "probe5": "probe5, another writer's; dev data since parser round probe5-baseline (a hold-out before)",
              "probe6": "probe6, a third writer's; dev data since parser round probe67-baseline (a hold-out before: "
                        "82.5 % at its last reading as one)",
              "probe7": "probe7, a fourth writer's; dev data since parser round probe67-baseline (a hold-out before: "
                        "72.5 % at its last reading as one)",
              "probe8": "probe8, a fifth writer's; dev data since parser round probe89-baseline (a hold-out before: "
                        "92.5 % at its one reading as one)",
              "probe9": "probe9, a sixth writer's; dev data since parser round probe89-baseline (a hold-out before: "
                        "82.5 % at its one reading as one)",
              "probe10": "probe10, a seventh writer's; dev data since parser round probe1011-baseline (a hold-out "
                         "before: 82.5 % at its one reading as one)",
              "probe11": "probe11, an eighth writer's; dev data since parser round probe1011-baseline (a hold-out "
                         "before: 80.0 % at its one reading as one)",
              "probe12": "probe12, a ninth writer's; dev data since parser round probe1213-baseline (a hold-out "
                         "before: 90.0 % at its one reading as one)",
              "probe13": "probe13, a tenth writer's; dev data since parser round probe1213-baseline (a hold-out "
                         "before: 92.5 % at its one reading as one)",
              "probe14": "probe14, an eleventh writer's; dev data since parser round probe1415-baseline (a hold-out "
                         "before: 70.0 % at its one reading as one)",
              "probe15": "probe15, a twelfth writer's; dev data since parser round probe1415-baseline (a hold-out "
                         "before: 85.0 % at its one reading as one)",
              "probe18": "probe18, a sixteenth writer's; dev data since parser round probe1819-baseline (a hold-out "
                         "before: 72.5 % at its one reading as one)",
              "probe19": "probe19, a seventeenth writer's; dev data since parser round probe1819-baseline (a hold-out "
                         "before: 90.0 % at its one reading as one)",
              "probe20": "probe20, an eighteenth writer's; dev data since parser round probe2021-baseline (a hold-out "
                         "before: 62.5 % at its one reading as one)",
              "probe21": "probe21, a nineteenth writer's; dev data since parser round probe2021-baseline (a hold-out "
                         "before: 80.0 % at its one reading as one)",
              "probe22": "probe22, a twentieth writer's; dev data since parser round probe2223-baseline (a hold-out "
                         "before: 90.0 % at its one reading as one)",
              "probe23": "probe23, a twenty-first writer's; dev data since parser round probe2223-baseline (a hold-out "
                         "before: 82.5 % at its one reading as one)",
              "probe24": "probe24, a twenty-second writer's; dev data since parser round probe2425-baseline (a "
                         "hold-out before: 55.0 % at its one reading as one)",
              "probe25": "probe25, a twenty-third writer's; dev data since parser round probe2425-baseline (a "
                         "hold-out before: 52.5 % at its one reading as one)",
              "probe26": "probe26, a twenty-fourth writer's; dev data since parser round probe2627-baseline (a "
                         "hold-out before: 95.0 % at its last reading as one)",
              "probe27": "probe27, a twenty-fifth writer's; dev data since parser round probe2627-baseline (a "
                         "hold-out before: 85.0 % at its last reading as one)",
              "probe28": "probe28, a twenty-sixth writer's; dev data since parser round probe2829-baseline (a "
                         "hold-out before: 92.5 % at its one reading as one)",
              "probe29": "probe29, a twenty-seventh writer's; dev data since parser round probe2829-baseline (a "
                         "hold-out before: 92.5 % at its one reading as one)",
              "probe30": "probe30, a twenty-eighth writer's; dev data since parser round probe3031-baseline (a "
                         "hold-out before: 97.5 % at its one reading as one)",
              "probe31": "probe31, a twenty-ninth writer's; dev data since parser round probe3031-baseline (a "
                         "hold-out before: 95.0 % at its one reading as one)",
              "probe32": "probe32, a thirtieth writer's; dev data since parser round probe3233-baseline (a "
                         "hold-out before: 92.5 % at its one reading as one)",
              "probe33": "probe33, a thirty-first writer's; dev data since parser round probe3233-baseline (a "
                         "hold-out before: 90.0 % at its one reading as one)",
              "probe34": "probe34, a thirty-second writer's; dev data since parser round probe3435-baseline (a "
                         "hold-out before: 90.0 % at its one reading as one)",
              "probe35": "probe35, a thirty-third writer's; dev data since parser round probe3435-baseline (a "
                         "hold-out before: 92.5 % at its one reading as one)",
              "probe36": "probe36, a thirty-fourth writer's; dev data since parser round probe3637-baseline (a "
                         "hold-out before: 97.5 % at its one reading as one)",
              "probe37": "probe37, a thirty-fifth writer's; dev data since parser round probe3637-baseline (a "
                         "hold-out before: 95.0 % at its one reading as one)",
              "probe38": "probe38, a thirty-sixth writer's; dev data since parser round probe3839-baseline (a "
                         "hold-out before: 95.0 % at its one reading as one)",
              "probe39": "probe39, a thirty-seventh writer's; dev data since parser round probe3839-baseline (a "
                         "hold-out before: 95.0 % at its one reading as one)",
              "probe40": "probe40, a thirty-eighth writer's; dev data since parser round probe4041-baseline (a "
                         "hold-out before: 95.0 % at its one reading as one)",
              "probe41": "probe41, a thirty-ninth writer's; dev data since parser round probe4041-baseline (a "
                         "hold-out before: 95.0 % at its one reading as one)",
              "probe42": "probe42, a fortieth writer's; dev data since parser round probe4243-baseline (a "
                         "hold-out before: 92.5 % at its one reading as one)",
              "probe43": "probe43, a forty-first writer's; dev data since parser round probe4243-baseline (a "
                         "hold-out before: 97.5 % at its one reading as one)",
              "probe44": "probe44, a forty-fourth writer's; dev data since parser round probe4445-baseline (a "
                         "hold-out before: 87.5 % at its one reading as one)",
              "probe45": "probe45, a forty-fifth writer's; dev data since parser round probe4445-baseline (a "
                         "hold-out before: 100 % at its one reading as one)",
              "probe46": "probe46, a forty-eighth writer's; dev data since parser round probe4647-baseline (a "
                         "hold-out before: 95.0 % at its one reading as one)",
              "probe47": "probe47, a forty-ninth writer's; dev data since parser round probe4647-baseline (a "
                         "hold-out before: 92.5 % at its one reading as one)",
              "probe48": "probe48, a fiftieth writer's; dev data since parser round probe4849-baseline (a "
                         "hold-out before: 100 % at its one reading as one)",
              "probe49": "probe49, a fifty-first writer's; dev data since parser round probe4849-baseline (a "
                         "hold-out before: 97.5 % at its one reading as one)",
              "probe50": "probe50, a fifty-second writer's; dev data since parser round probe5051-baseline (a "
                         "hold-out before: 97.5 % at its one reading as one)",
              "probe51": "probe51, a fifty-third writer's; dev data since parser round probe5051-baseline (a "
                         "hold-out before: 95.0 % at its one reading as one)",
              "probe52": "probe52, a fifty-fifth writer's; dev data since parser round probe5253-baseline (a "
                         "hold-out before: 95.0 % at its one reading as one)",
              "probe53": "probe53, a fifty-sixth writer's; dev data since parser round probe5253-baseline (a "
                         "hold-out before: 95.0 % at its one reading as one)",
              "probe54": "probe54, a fifty-seventh writer's; dev data since parser round probe5455-baseline (a "
                         "hold-out before: 95.0 % at its one reading as one)",
              "probe55": "probe55, a fifty-eighth writer's; dev data since parser round probe5455-baseline (a "
                         "hold-out before: 100 % at its one reading as one)",
              "probe56": "probe56, a fifty-ninth writer's; dev data since parser round probe5657-baseline (a "
                         "hold-out before: 97.5 % at its one reading as one)",
              "probe57": "probe57, a sixtieth writer's; dev data since parser round probe5657-baseline (a "
                         "hold-out before: 87.5 % at its one reading as one)",
              "probe58": "probe58, a sixty-first writer's; dev data since parser round probe5859-baseline (a "
                         "hold-out before: 100 % at its one reading as one)",
              "probe59": "probe59, a sixty-second writer's; dev data since parser round probe5859-baseline (a "
                         "hold-out before: 100 % at its one reading as one)",
              "probe60": "probe60, a sixty-third writer's; dev data since parser round probe6061-baseline (a "
                         "hold-out before: 100 % at its one reading as one)",
              "probe61": "probe61, a sixty-fourth writer's; dev data since parser round probe6061-baseline (a "
                         "hold-out before: 95.0 % at its one reading as one)",
              "probe62": "probe62, a sixty-fifth writer's; dev data since parser round probe6263-baseline (a "
                         "hold-out before: 97.5 % at its one reading as one)",
              "probe63": "probe63, a sixty-sixth writer's; dev data since parser round probe6263-baseline (a "
                         "hold-out before: 97.5 % at its one reading as one)",
              "probe64": "probe64, a sixty-seventh writer's; dev data since parser round probe6465-baseline (a "
                         "hold-out before: 100 % at its one reading as one)",
              "probe65": "probe65, a sixty-eighth writer's; dev data since parser round probe6465-baseline (a "
                         "hold-out before: 95.0 % at its one reading as one)",
              "probe66": "probe66, a sixty-ninth writer's; dev data since parser round probe6667-baseline (a "
                         "hold-out before: 95.0 % at its one reading as one)",
              "probe67": "probe67, a seventieth writer's; dev data since parser round probe6667-baseline (a "
                         "hold-out before: 100 % at its one reading as one)",
              "probe68": "probe68, a seventy-first writer's; dev data since parser round probe6869-baseline (a "
                         "hold-out before: 95.0 % at its one reading as one)",
              "probe69": "probe69, a seventy-second writer's; dev data since parser round probe6869-baseline (a "
                         "hold-out before: 100 % at its one reading as one)",
              "probe70": "probe70, a seventy-third writer's; dev data since parser round probe7071-baseline (a "
                         "hold-out before: 97.5 % at its one reading as one)",
              "probe71": "probe71, a seventy-fourth writer's; dev data since parser round probe7071-baseline (a "
                         "hold-out before: 90.0 % at its one reading as one)",
              "probe72": "probe72, a seventy-fifth writer's; dev data since parser round probe7273-baseline (a "
                         "hold-out before: 97.5 % at each reading as one)",
              "probe73": "probe73, a seventy-sixth writer's; dev data since parser round probe7273-baseline (a "
                         "hold-out before: 100 % at each reading as one)",
              "probe74": "probe74, a seventy-seventh writer's; dev data since parser round probe7475-baseline (a "
                         "hold-out before: 100 % at its one reading as one)",
              "probe75": "probe75, a seventy-eighth writer's; dev data since parser round probe7475-baseline (a "
                         "hold-out before: 100 % at its one reading as one)",
              "probe76": "probe76, a seventy-ninth writer's; dev data since parser round probe7677-baseline (a "
                         "hold-out before: 97.5 % at each reading as one)",
              "probe77": "probe77, an eightieth writer's; dev data since parser round probe7677-baseline (a "
                         "hold-out before: 97.5 % at each reading as one)",
              "probe78": "probe78, an eighty-first writer's; dev data since parser round probe7879-baseline (a "
                         "hold-out before: 100 % at its one reading as one)",
              "probe79": "probe79, an eighty-second writer's; dev data since parser round probe7879-baseline (a "
                         "hold-out before: 97.5 % at its one reading as one)",
              "probe80": "probe80, an eighty-third writer's, the hold-out of the changes from parser round "
                         "probe7879-baseline on, committed unread: never chosen on",
              "probe81": "probe81, an eighty-fourth writer's, the hold-out of the changes from parser round "
                         "probe7879-baseline on, committed unread: never chosen on",
              "roles16": "roles16, 50 role swaps from a thirteenth writer; dev data from the start",
              "neg17": "neg17, 40 negations from a fourteenth writer; dev data from the start",
              "mix17": "mix17, 20 antonyms or converses and 20 numbers or times from a fifteenth writer; dev data "
                       "from the start",
              "roles44": "roles44, 40 role swaps from a forty-second writer; dev data from the start",
              "mix44": "mix44, 10 triples of each category from a forty-third writer; dev data from the start",
              "roles46": "roles46, 40 role swaps from a forty-sixth writer; dev data from the start",
              "mix46": "mix46, 10 triples of each category from a forty-seventh writer; dev data from the start",
              "roles54": "roles54, 40 role swaps over many constructions from a fifty-fourth writer; dev data from "
                         "the start"}
    for split in splits:
        n = len(splits[split])
        lines += [f"## {titles[split]} ({n} triples)", "",
                  "| metric | " + " | ".join(header) + " | wrong way | within margin |",
                  "|---|" + "---:|" * (len(header) + 2)]
        for name, result in table.items():
            r = result[split]
            lines.append(f"| {name} | {r['pass_rate']:.1f} | " + " | ".join("–" if r[c] is None else f"{r[c]:.1f}"
                                                                           for c in CATEGORIES)
                         + f" | {r['wrong_way']} | {r['within_margin']} |")
        lines.append("")
    lines += [checkpoint_footer("pam_triples.py", checkpoints), ""]
    write_results("pam_triples", "\n".join(lines), {"margin": MARGIN, "table": table, "gaps": per_triple})


if __name__ == "__main__":
    main(checkpoint_arguments(sys.argv[1:]))
