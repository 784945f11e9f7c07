"""Contradictions between two AMR graphs: what a small edit that changes the meaning leaves behind.

The cosine of pooled graph embeddings and a sentence encoder's cosine both rate "Germany defeated Brazil."
closer to "Brazil defeated Germany." than the paraphrase "Germany lost to Brazil." is: the edit changes few
tokens. The triple F1 (aligned_triples.py) sees the edit, but it also sees every word a paraphrase changes.
A contradiction is narrower: the two graphs say the same thing about the same concepts with one difference
that reverses the meaning. Read over the labelled triples of triple_overlap (each variable as its concept,
a named entity as its concept and name; inverse roles and reifications normalised), three kinds:
- *exchanged arguments*: two triples of one graph come back in the other with their targets exchanged
  (`bite-01 :ARG0 dog`, `bite-01 :ARG1 man` against `bite-01 :ARG0 man`, `bite-01 :ARG1 dog`; a concept a graph
  has twice read with its modifiers, `boy (old)` and `boy (young)`);
  coordination (`:op1`, `:op2`) and name parts are not arguments, as "salt and pepper" is "pepper and salt";
  or *crossed*, the swap with its other side worded differently: x is a predicate's :ARGi in one graph and
  its :ARGj in the other, and each graph fills the other role with something else (`return-01 :ARG0
  representative :ARG1 mail` / `return-01 :ARG0 call :ARG1 representative`). x moved with its old role left
  empty is not enough: the parser reads some verbs two ways ("the trial moved" / "they moved the trial");
- *flipped polarity*: a concept both graphs have, with the same predication, is negated in one only ("worked" /
  "did not work"), unless a negative implicative in the other says it did not happen ("failed to work"); or a
  concept one graph asserts at its root and the other says did not happen ("fixed the bug" / "failed to fix the bug");
- *changed value*: the same concept has a different number under the same role (`hour :quant 4` /
  `hour :quant 6`; an AMR quantity entity, `monetary-quantity` or `percentage-entity`, held by the same concept
  under the same role too), or a date-entity a different field (:time "15:00" / "17:00", :dayperiod morning / evening);
  an amount of time is read by its length under the role that holds it (`take-01 :ARG1 (month :quant 18)` is
  `(year :quant 1.5)`, not `(week :quant 18)`; a coordination of amounts is their sum: "two hours and five
  minutes" is "125 minutes"), and so is an amount of money ("three dollars and fifty cents" is "$3.50"); the
  amounts a concept holds are also compared whatever the role (`run-01 :ARG1 (hour :quant 2.5)` against
  `run-01 :time (hour :quant 3.5)`: spaCy reads such an amount as an object or an adverbial a word apart);
- *opposite concepts*: a concept in one graph only and its opposite in the other only (opposites(): the poles
  of common scales, opposite verbs and relations, and WordNet's antonyms of adjectives, adverbs, verbs and nouns),
  each with a triple of its own that the other has too (`easy :ARG1 exam` / `difficult :ARG1 exam`) or, two
  modifiers with none, said of the same concept under the same role (`land-01 :manner early` / `land-01 :manner
  late`), negated or lessened in both or in neither ("not difficult" and "less difficult" are not "difficult");
  where neither graph compares (no `:prep-than`), a modifier said of a thing in one graph only counts as that
  graph's own ("more vegetables and less sugar" / "fewer vegetables and more sugar": a "more" in both), and
  "few" is an opposite of "more" (in a comparison they are converses: "fewer here than there").
Here a named entity is its name alone, lowercased: the entity type spaCy gives varies from sentence to sentence
("Cablevision" as a country), and where it misses the entity the graph has the plain concept (`soltes` beside
`organization "Soltes"`); a part of a name is the one longer name of the pair that holds its words ("Serena" is
"Serena Williams" where the other sentence names her so). A paraphrase in other words shares too few triples to contradict anything, so it is left alone; this is
also the limit: a contradiction hidden behind other words ("lost to" for "defeated" with the sides kept) or
an antonym neither in the list nor in WordNet is not seen, and graphs the parser reads differently cannot be
compared.
"""
from __future__ import annotations

import functools
import re
from collections import Counter

import numpy as np

from .antonyms import wordnet_antonyms
from .converses import RELATION_CONVERSES, SCALE_CONVERSES, scale_pole
from .durations import SECONDS as _SECONDS
from .graph import PRONOUN_CONCEPTS
from .triple_overlap import labelled_edges, labelled_triples

CONFLICT_KINDS = ("exchanged arguments", "flipped polarity", "changed value", "opposite concepts")
# verbs of going up and of going down: each of one group is the opposite of each of the other ("shares
# surged" / "shares plunged")
_GOING_UP = ("rise", "climb", "surge", "soar", "jump", "grow", "increase")
_GOING_DOWN = ("fall", "drop", "plunge", "plummet", "sink", "slump", "tumble", "decline", "decrease", "shrink",
               "dwindle", "diminish")
# how often: each of the first group is the opposite of each of the second ("often hunt" / "seldom hunt")
_OFTEN = ("often", "usually", "frequently", "always")
_RARELY = ("rarely", "seldom")
# the elder and the younger side of kin, gendered or not: "the grandmother of the cadet" is not "the granddaughter
# of the cadet"; the other relations between people are converses.py's RELATION_CONVERSES (tenant / landlord, ...)
_KIN_GENERATIONS = ((("grandmother", "grandfather", "grandparent"), ("granddaughter", "grandson", "grandchild")),
                    (("mother", "father", "parent"), ("daughter", "son", "child")),
                    (("aunt", "uncle"), ("niece", "nephew")))
# each elder against each younger of the same generation step: (grandmother, grandson), (uncle, niece), ...
_KIN_PAIRS = tuple((elder, younger) for elders, youngers in _KIN_GENERATIONS
                   for elder in elders for younger in youngers)
# opposite poles, written from common English scales, verbs and relations (not read off any data set), beside
# converses.py's scales; concepts are compared without their sense number (win-01 / lose-01)
_OPPOSITE_PAIRS = (*SCALE_CONVERSES.items(), ("short", scale_pole("short", True)), ("easy", "difficult"),
                   ("easy", "hard"), ("hot", "cold"), ("true", "false"), ("right", "wrong"), ("correct", "wrong"),
                   ("correct", "incorrect"), ("happy", "sad"), ("safe", "dangerous"), ("clean", "dirty"),
                   ("empty", "full"), ("alive", "dead"), ("possible", "impossible"), ("legal", "illegal"),
                   ("present", "absent"), ("open", "close"), ("open", "closed"), ("public", "private"),
                   ("positive", "negative"), ("wet", "dry"), ("win", "lose"), ("gain", "lose"),
                   ("increase", "decrease"), ("increase", "reduce"), ("rise", "fall"), ("raise", "lower"),
                   ("accept", "reject"), ("agree", "disagree"), ("allow", "forbid"), ("allow", "prohibit"),
                   ("approve", "reject"), ("support", "oppose"), ("favor", "oppose"), ("succeed", "fail"), ("pass", "fail"),
                   ("remember", "forget"), ("love", "hate"), ("like", "dislike"), ("start", "stop"),
                   ("start", "finish"), ("begin", "end"), ("start", "end"), ("begin", "finish"), ("arrive", "leave"),
                   ("enter", "leave"),
                   ("include", "exclude"), ("add", "remove"), ("confirm", "deny"), ("improve", "worsen"),
                   ("expand", "shrink"), ("hire", "fire"), ("appear", "disappear"), ("import", "export"),
                   ("before", "after"), ("above", "below"), ("over", "under"), ("inside", "outside"),
                   ("front", "behind"), ("left", "right"), ("above", "under"), ("above", "beneath"),
                   ("turn-on", "turn-off"),
                   ("more", "less"), ("more", "few"), ("most", "least"), ("always", "never"), ("maximum", "minimum"),
                   ("surface", "submerge"), ("emerge", "submerge"), ("thicken", "thin"), ("widen", "narrow"),
                   ("strengthen", "weaken"), ("heat", "cool"), ("tighten", "loosen"), ("speed-up", "slow-down"),
                   ("uphold", "overturn"), ("affirm", "overturn"), ("uphold", "reverse"), ("affirm", "reverse"),
                   ("sustain", "overrule"), ("reveal", "conceal"), ("reveal", "hide"), ("reward", "punish"),
                   ("grant", "refuse"), ("grant", "deny"), ("approve", "veto"), ("agree", "refuse"),
                   ("consent", "refuse"),
                   # contraries WordNet has no antonym pointer for ("arrive" is paired with "leave" only)
                   ("arrive", "depart"), ("arrival", "departure"), ("profit", "loss"), ("entrance", "exit"),
                   ("surplus", "deficit"), ("ancient", "modern"), ("survive", "die"), ("ahead", "behind"),
                   ("permit", "ban"), ("allow", "ban"), ("inbound", "outbound"), ("upstream", "downstream"), ("few", "most"),
                   ("little", "most"),  # "hardly any snow" (little snow) against "nearly all the snow" (most)
                   ("uphill", "downhill"), ("quiet", "busy"), ("quiet", "crowded"),
                   ("sunny", "shady"), ("sunny", "shaded"), ("lead", "trail"),
                   *((good, "pan") for good in ("praise", "applaud", "acclaim")),  # "the critics panned the film"
                   ("spacious", "cramp"), ("roomy", "cramp"),  # "cramped", read as cramp-01 as "crowded" as crowd-01
                   # doing well against doing badly ("the lavender thrives / struggles in dry corners")
                   *((well, badly) for well in ("thrive", "flourish", "prosper")
                     for badly in ("struggle", "languish", "wither", "suffer")),
                   # almost none of it against much of it ("it hardly rained" / "it rained heavily")
                   *((little, much) for little in ("hardly", "barely", "scarcely") for much in ("heavily", "lot", "greatly")),
                   *((up, "cut") for up in ("raise", "increase", "boost")),
                   *((good, bad) for good in ("praise", "commend") for bad in ("criticize", "criticise", "condemn")),
                   *((up, down) for up in _GOING_UP for down in _GOING_DOWN),
                   *_KIN_PAIRS,
                   *((upper, lower) for lower, upper in RELATION_CONVERSES.items()),
                   *((often, rarely) for often in _OFTEN for rarely in _RARELY))
# opposites that are converses too: said of two participants exchanged, they say one thing ("Ahmed is Layla's
# uncle" / "Layla is Ahmed's niece", "bigger than" / "smaller than"), where "Ann is Bob's friend" / "Bob is Ann's
# foe" do not
_CONVERSE_OPPOSITES = frozenset(frozenset(pair) for pair in (
    *SCALE_CONVERSES.items(), *RELATION_CONVERSES.items(), *_KIN_PAIRS))
# verbs that say their complement did not happen ("refused to land": did not land), or happens no longer
# ("stopped working": no longer works), so a negation of that complement in the other graph is the same
# polarity, not a flipped one
_NEGATIVE_IMPLICATIVES = frozenset({"fail", "refuse", "decline", "neglect", "forget", "stop", "quit", "cease"})
# pronouns that negate the predicate whose core argument they are, where a graph writes them as concepts
_NEGATIVE_PRONOUNS = frozenset({"nobody", "nothing", "none", "no-one", "neither"})
# the parser's subject of "no one ..." and "nothing ...", whose frame carries the negation
_ANY_PRONOUNS = frozenset({"anybody", "anyone", "anything"})
# frames whose :ARG1 is what someone holds in mind, not what is asserted: "expected the exam to be harder"
_ATTITUDES = frozenset({"expect", "think", "believe", "hope", "fear", "assume", "predict", "anticipate", "imagine",
                        "suppose", "guess", "doubt"})
# amounts that assert a thing, of which "no X" denies any: "much rain fell" / "no rain fell" (_same_predication)
_LARGE_AMOUNTS = frozenset({"much", "many", "most", "all"})
# verbs that multiply what they are said of, by their factor: "profits doubled" against "profits tripled"
_MULTIPLIERS = {"double": 2.0, "triple": 3.0, "quadruple": 4.0, "quintuple": 5.0, "halve": 0.5}
# units whose amounts are compared by their total: (dimension, size); money in cents (a cent is a dollar's or a
# euro's, so dollars and euros are read alike, as they were when the check read numbers per concept)
_UNIT_SIZES = {**{unit: ("time", size) for unit, size in _SECONDS.items()},
               "dollar": ("money", 100.0), "euro": ("money", 100.0), "cent": ("money", 1.0)}
# words that make a count approximate, and how far two numbers may differ where one is (of the larger); read in
# graphs from any parser, so wider than the words the embedded one writes as `about` (dependency_parser._APPROXIMATORS)
_APPROXIMATE = frozenset({"about", "around", "roughly", "approximately", "nearly", "almost", "some"})
APPROXIMATE_TOLERANCE = 0.05
_OP = re.compile(r"^:op\d+$")
_NOT_ARGUMENTS = re.compile(r"^:(op|snt)\d+$|^:(name|polarity|mode|wiki)$")
_NUMBER = re.compile(r"^-?\d+(\.\d+)?$")
_QUANTITY_ENTITY = re.compile(r"-quantity$|^percentage-entity$")  # AMR's concepts for an amount of a kind
_TIME_QUANTITY = "temporal-quantity"  # AMR's amount of time: its :quant of its :unit (_instance_amounts)
_CORE_ROLE = re.compile(r"^:ARG\d$")
_NAMED = re.compile(r'^\S+ "(.+)"$')  # a named entity's label in labelled_triples: concept "Name"


def _is_argument(triple: tuple) -> bool:
    return len(triple) == 3 and not _NOT_ARGUMENTS.match(triple[1])


def _exchanged_arguments(only_first: Counter, only_second: Counter) -> bool:
    """Two argument triples of the first graph found in the second with their targets exchanged, unless they are
    two owners of which one is a personal pronoun (_pronoun_for_an_owner)."""
    arguments = [t for t in only_first if _is_argument(t)]
    for i, (source, role, target) in enumerate(arguments):
        for other_source, other_role, other_target in arguments[i + 1:]:
            if (target != other_target and (source, role, other_target) in only_second
                    and (other_source, other_role, target) in only_second
                    and not _pronoun_for_an_owner(role, other_role, target, other_target)):
                return True
    return False


def _pronoun_for_an_owner(role: str, other_role: str, target: str, other_target: str) -> bool:
    """Two :poss whose owners are a personal pronoun and something else: "Sofia's new song is slower than
    anything on her first album" and "nothing on Sofia's first album is as slow as her new song" name her once
    and refer to her once, in either order; which owner the pronoun stands for the graphs cannot say."""
    return role == other_role == ":poss" and (target in PRONOUN_CONCEPTS) != (other_target in PRONOUN_CONCEPTS)


def _core_arguments(triples: Counter) -> dict:
    """{(predicate, core role): its targets}."""
    filled: dict = {}
    for source, role, target in (t for t in triples if len(t) == 3 and _CORE_ROLE.match(t[1])):
        filled.setdefault((source, role), set()).add(target)
    return filled


def _crossed_arguments(first: Counter, second: Counter, only_first: Counter, only_second: Counter) -> bool:
    """x is a predicate's :ARGi in the first graph only and its :ARGj in the second only, and each graph fills
    the other role with something that is not x."""
    first_filled, second_filled = _core_arguments(first), _core_arguments(second)
    moved: dict = {}  # (predicate, x): x's roles under it in the first graph only
    for (source, role), targets in _core_arguments(only_first).items():
        for target in targets:
            moved.setdefault((source, target), set()).add(role)
    return any(first_filled.get((source, role), set()) - {target} and second_filled.get((source, old), set()) - {target}
               for (source, role), targets in _core_arguments(only_second).items() for target in targets
               for old in moved.get((source, target), set()) - {role})


def _names(triples: Counter) -> set:
    return {named.group(1).lower() for t in triples for label in t if (named := _NAMED.match(label))}


def _full_names(names: set) -> dict:
    """{name: the one longer name that holds all its words}: "Serena" where the pair also says "Serena Williams"
    (a person named in full once and by a part of the name again); none where two longer names would do."""
    longer = {n: [m for m in names if set(n.split()) < set(m.split())] for n in names}
    return {n: found[0] for n, found in longer.items() if len(found) == 1}


def _name_reader(full_names: dict):
    """A label's reader: a named entity as its name, lowercased (`organization "Soltes"` -> `soltes`), in full
    where full_names has it; any other label as it is."""
    def name(label: str) -> str:
        named = _NAMED.match(label)
        return full_names.get(named.group(1).lower(), named.group(1).lower()) if named else label

    return name


def _by_name(triples: Counter, name) -> Counter:
    """The triples with each label read by name (_name_reader)."""
    return Counter({tuple(map(name, t)): n for t, n in triples.items()})


def _predication(triples: Counter, concept: str) -> set:
    """What a concept says: the (role, target) of its own triples, its polarity left out."""
    return {t[1:] for t in triples if len(t) == 3 and t[0] == concept and t[1] != ":polarity"}


def _same_predication(first: Counter, second: Counter, concept: str) -> bool:
    """The concept says the same of the same things in both graphs: a triple of its own (not its polarity) is
    in both; or, with none in either, it is a core argument of one frame under one role in both ("no goalkeeper
    conceded" / "a goalkeeper conceded", not "both goalkeepers kept a clean sheet"), or where it is no core
    argument in one of them, it stands under the same role in both (whatever concept it hangs from: the parser
    hangs "with sugar" from the coffee or from the drinking), or is the root of both: "it is (not) raining", "came
    with(out) a coat", but not "park without a permit" / "does not require a permit"."""
    said = _predication(first, concept), _predication(second, concept)
    # a large amount of it is no predication where the same concept says it: "much rain fell" says of the rain
    # what "no rain fell" denies, but "all the tickets are gone" is "no tickets are left"
    own = tuple({(role, target) for role, target in p if not (role == ":mod" and target in _LARGE_AMOUNTS)}
                for p in said)
    if own[0] or own[1]:
        return bool(own[0] & own[1])
    held = _said_of(first, concept), _said_of(second, concept)
    if own != said:
        return bool(held[0] & held[1])
    frames = tuple({(_stem(source), role) for source, role in h if _CORE_ROLE.match(role)} for h in held)
    if frames[0] and frames[1]:  # "no goalkeeper conceded" denies conceding of every goalkeeper, not keeping
        return bool(frames[0] & frames[1])
    roles = tuple({role for _, role in h} for h in held)
    return bool(roles[0] & roles[1]) or not (roles[0] or roles[1])


def _flipped_polarity(first: Counter, second: Counter, only_first: Counter, only_second: Counter) -> bool:
    """A concept of both graphs, with the same predication, negated in one of them only ("did not work" /
    "worked"; "it is not raining" / "it is raining"). "No tickets are left" and "all the tickets are gone" both
    have `ticket`, but not the same predication. A concept below a negated one is not flipped either
    (_under_negation), nor one a graph repeats whose instances pair up by polarity (_paired_by_polarity)."""
    negated = {t[0] for t in (*only_first, *only_second) if len(t) == 3 and t[1] == ":polarity" and t[2] == "-"}
    return any(("instance", c) in first and ("instance", c) in second and _same_predication(first, second, c)
               and not _paired_by_polarity(first, second, c)
               and not _implied_negation(first, c) and not _implied_negation(second, c)
               and not _under_negation(first, c) and not _under_negation(second, c)
               and not _argument_negated(first, c) and not _argument_negated(second, c)
               and not _none_outdoes(first, c) and not _none_outdoes(second, c) for c in negated)


def _none_outdoes(triples: Counter, concept: str) -> bool:
    """Whether the concept's negation only denies that anyone outdoes a side: "no one scored more points than
    Oliver" (score-01 :polarity - :ARG0 anybody :ARG1 (point :prep-than Oliver)) and "no child is taller than our
    son" (tall :ARG1 (child :polarity -) :prep-than son) say that Oliver scored the most and the son is the
    tallest, which the other graph may say with a superlative. A comparison denied of a subject ("the drug is not
    more effective than aspirin") is a negation."""
    compared = {t[0] for t in triples if len(t) == 3 and t[1] == ":prep-than"}
    arguments = {target for role, target in _predication(triples, concept) if _CORE_ROLE.match(role)}
    if arguments & _ANY_PRONOUNS and (concept in compared or arguments & compared):
        return True  # "no one scored more than": the frame negated, its subject "anybody"
    return any(source in compared and _CORE_ROLE.match(role) for source, role in _said_of(triples, concept))


def _paired_by_polarity(first: Counter, second: Counter, concept: str) -> bool:
    """Whether the instances of a concept in the two graphs pair up, negated with negated and asserted with
    asserted, as far as the smaller count goes: "the House limited the increase and did not limit the troops"
    (limit-01 twice, once negated) against "the House limited the increase" is no flip; "did not work" against
    "worked" is one."""
    counts = first[("instance", concept)], second[("instance", concept)]
    negations = first[(concept, ":polarity", "-")], second[(concept, ":polarity", "-")]
    asserted = counts[0] - negations[0], counts[1] - negations[1]
    return min(negations) + min(asserted) >= min(counts)


def _argument_negated(triples: Counter, concept: str) -> bool:
    """Whether the concept, not negated itself, has a core argument that is negated and no frame, or a negative
    pronoun: "no flash is used" (use-01 :ARG1 (flash :polarity -)) and "nobody wants war" (want-01 :ARG0
    nobody) say what "a flash is not used" (use-01 :polarity -) and "we do not want war" do, as AMR would write
    them."""
    return (concept, ":polarity", "-") not in triples and any(
        _CORE_ROLE.match(role) and (target in _NEGATIVE_PRONOUNS
                                    or (target, ":polarity", "-") in triples and _stem(target) == target)
        for role, target in _predication(triples, concept))


def _under_negation(triples: Counter, concept: str) -> bool:
    """Whether the concept, not negated itself, stands below a negated concept, at any depth, which leaves it
    unasserted: "no need to restart" (need :polarity - :mod restart-01) says nothing of whether one restarts,
    nor "was not asked to do work for them" (ask-02 :polarity - :ARG1 (do-02 :ARG1 work-01)) of the work."""
    if (concept, ":polarity", "-") in triples:
        return False
    above, todo = set(), [concept]
    while todo:
        for source, _ in _said_of(triples, todo.pop()):
            if source not in above and source != concept:
                above.add(source)
                todo.append(source)
    return any((source, ":polarity", "-") in triples for source in above)


def _implicatively_negated(first: Counter, second: Counter) -> bool:
    """A concept that one graph asserts (nothing says it of anything: it stands at the root) and the other says
    did not happen, as a core argument of a negative implicative, with the same predication: "the update fixed
    the bug" / "the update failed to fix the bug". Under another verb it is not asserted ("agreed to look
    after the dog" says nothing of the looking after), so it is left alone."""
    for one, other in ((first, second), (second, first)):
        if any(("instance", c) in other and not _said_of(other, c) and (c, ":polarity", "-") not in other
               and _same_predication(first, second, c) for c in _denied(one)):
            return True
    return False


def _denied(triples: Counter) -> set:
    """The concepts that are core arguments of a negative implicative, which says they did not happen: "failed to
    detect" (fail-01 :ARG1 detect-01) is "did not detect"."""
    return {t[2] for t in triples if len(t) == 3 and _stem(t[0]) in _NEGATIVE_IMPLICATIVES and _CORE_ROLE.match(t[1])}


def _implied_negation(triples: Counter, concept: str) -> bool:
    """Whether a negative implicative says the concept did not happen (_denied)."""
    return concept in _denied(triples)


def _values(triples: Counter, holders: dict) -> dict:
    """{(concept, role, holder): targets} of the triples that give a value: a number, or a date-entity's field;
    the :quant of a unit of time or money, and of AMR's temporal-quantity, is read with its total instead
    (_amounts). An AMR quantity entity (monetary-quantity, percentage-entity, ...) is one concept for every amount
    of its kind, so its value is keyed by what holds it too (holders: _holders of the whole graph): "rose 5
    percent to $250" and "earned $275, 20 percent of it abroad" compare no two amounts said of the same thing.
    The holder of anything else is None."""
    values: dict = {}
    for source, role, target in (t for t in triples if len(t) == 3):
        if (source == "date-entity" or _NUMBER.match(target)) and not (
                (source in _UNIT_SIZES or source == _TIME_QUANTITY) and role == ":quant"):
            for holder in holders.get(source, (None,)) if _QUANTITY_ENTITY.search(source) else (None,):
                values.setdefault((source, role, holder), set()).add(target)
    return values


def _holders(triples: Counter) -> dict:
    """{quantity entity: the (concept, role) pairs that hold it} of a whole graph."""
    holders: dict = {}
    for source, role, target in (t for t in triples if len(t) == 3 and _QUANTITY_ENTITY.search(t[2])):
        holders.setdefault(target, set()).add((source, role))
    return holders


_ANY_ROLE = "*"


def _amounts(penman_text: str, name) -> dict:
    """{(concept, role, dimension): totals} of the amounts of time and money a graph holds: a unit with a
    number as its :quant (`take-01 :ARG1 month` and `month :quant 18`; `cost-01 :ARG1 dollar`), a unit of time
    with none, one unit ("for a fortnight"), or the sum of those a coordination joins ("two hours and five
    minutes", "three dollars and fifty cents", also where spaCy nests one coordination in another; "or" joins
    alternatives, each an amount: "$45 each, or $80 for a pair"); time in seconds, money in cents. Each instance
    of a unit is its own amount: "a forty-hour week with a one-hour break" holds 40 hours under the week and one
    under the break. A unit with an ordinal and no number ("the second year in a row") is a place in a run, in a
    dimension of its own. Each amount a role holds is keyed by its holder's concept under that role and under
    _ANY_ROLE; an amount that no role holds (the root of "The rent is $1,500") by no concept and no role.
    name: how a concept's label is read (_name_reader)."""
    labels, triples = labelled_edges(penman_text)
    totals = _instance_amounts(labels, triples)
    held = {t[2] for t in triples if t[1] != ":quant"}
    keyed: dict = {}
    for variable in (v for v in totals if v not in held):
        found, dimension = totals[variable]
        keyed.setdefault(("", "", dimension), set()).update(found)
    for source, role, target in (t for t in triples if t[1] != ":quant" and not _OP.match(t[1]) and t[2] in totals):
        found, dimension = totals[target]
        concept = name(labels[source])
        keyed.setdefault((concept, role, dimension), set()).update(found)
        # under any role too: spaCy reads "runs two and a half hours" with the hours as the object in one
        # sentence and as an adverbial in the next, a word apart
        keyed.setdefault((concept, _ANY_ROLE, dimension), set()).update(found)
    return keyed


def _instance_amounts(labels, triples: tuple) -> dict:
    """{variable: (its totals, rounded; dimension)} of each unit instance, each AMR quantity entity of time
    and each coordination of amounts."""
    totals: dict = {}
    for unit, role, number in triples:
        number = labels.get(number, number)  # a number can be a concept of its own: (x / 4000000 :manner roughly)
        if labels.get(unit) in _UNIT_SIZES and role == ":quant" and _NUMBER.match(number):
            totals[unit] = ({float(number) * _UNIT_SIZES[labels[unit]][1]}, _UNIT_SIZES[labels[unit]][0])
    # AMR writes an amount of time as a quantity entity, (t / temporal-quantity :quant 12 :unit (m / month)),
    # where the embedded parser writes (m / month :quant 12): the entity holds the amount, and its unit is no
    # amount of its own (one month)
    entity_units = {unit: entity for entity, role, unit in triples
                    if role == ":unit" and labels.get(entity) == _TIME_QUANTITY}
    quants = {entity: labels.get(number, number) for entity, role, number in triples if role == ":quant"}
    for unit, entity in entity_units.items():
        number = quants.get(entity, "1")  # "a year" may be written with no :quant
        if labels.get(unit) in _SECONDS and _NUMBER.match(number):
            totals[entity] = ({float(number) * _SECONDS[labels[unit]]}, "time")
    # a unit with an ordinal and no number is a place in a run, not a length: "for the second year in a row" is
    # no one year, and is compared only with another place ("in its first week" / "in its first month")
    ordered = {source for source, role, _ in triples if role == ":ord"}
    for variable, concept in labels.items():
        if concept in _SECONDS and variable not in totals and variable not in entity_units:
            totals[variable] = ({float(_SECONDS[concept])}, "place" if variable in ordered else "time")
    operands: dict = {}
    for source, role, target in (t for t in triples if _OP.match(t[1])):
        operands.setdefault(source, []).append(target)

    def joined(coordination: str, seen: frozenset):  # "and" adds its amounts, "or" offers each
        found = [totals.get(x) or (joined(x, seen | {x}) if x in operands and x not in seen else None)
                 for x in operands[coordination]]
        found = [f for f in found if f]
        if not found:
            return None
        if labels.get(coordination) == "or":
            return set().union(*(f[0] for f in found)), found[0][1]
        sums = {0.0}
        for values, _ in found:
            sums = {t + min(values) for t in sums}
        return sums, found[0][1]

    for coordination in operands:
        if (found := joined(coordination, frozenset({coordination}))) is not None:
            totals[coordination] = found
    return {v: ({round(x, 3) for x in found}, dimension) for v, (found, dimension) in totals.items()}


def _multiplied(triples: Counter) -> dict:
    """{concept: factors} of what the multiplying verbs (_MULTIPLIERS) are said of, under any core role: spaCy
    reads "profits tripled" with the profits as the subject in one sentence and the object in the next."""
    factors: dict = {}
    for source, role, target in (t for t in triples if len(t) == 3 and _CORE_ROLE.match(t[1])):
        if _stem(source) in _MULTIPLIERS:
            factors.setdefault(target, set()).add(_MULTIPLIERS[_stem(source)])
    return factors


def _approximate(triples: Counter) -> set:
    """The numbers and the concepts whose count is said to be approximate: "about 67" (67 :manner about),
    "approximately $300" (dollar :manner approximately)."""
    return {t[0] for t in triples if len(t) == 3 and t[1] in (":manner", ":mod") and t[2] in _APPROXIMATE}


def _same_value(one: str, other: str, approximate: bool) -> bool:
    """Whether two values are one: equal, or numbers within APPROXIMATE_TOLERANCE of the larger where either is
    approximate ("about 67 percent" is two thirds)."""
    if one == other:
        return True
    if not (approximate and _NUMBER.match(one) and _NUMBER.match(other)):
        return False
    a, b = float(one), float(other)
    return abs(a - b) <= APPROXIMATE_TOLERANCE * max(abs(a), abs(b))


def _changed_value(first: Counter, second: Counter, only_first: Counter, only_second: Counter,
                   first_amounts: dict, second_amounts: dict) -> bool:
    """The same concept and role (and holder, _values) with another number (within APPROXIMATE_TOLERANCE where
    one is approximate), or a date-entity with another field, or another length of time, or the same thing
    multiplied by another factor ("doubled" / "tripled"). first_amounts, second_amounts: each graph's _amounts."""
    values, approximate = _values(only_first, _holders(first)), _approximate(first) | _approximate(second)
    for key, targets in _values(only_second, _holders(second)).items():
        if key in values and any(
                not any(_same_value(a, b, bool({key[0], a, b} & approximate)) for b in values[key])
                for a in targets - values[key]):
            return True
    factors = _multiplied(first)
    if any(key in factors and not targets & factors[key] for key, targets in _multiplied(second).items()):
        return True
    # the sets compared whole: a concept may hold several amounts under one role, or under _ANY_ROLE ("ran for two
    # hours and paused for ten minutes"); one set within the other is an amount left out or hung elsewhere ("every
    # eight hours for two weeks" / "for two weeks, at eight-hour intervals"), not another value
    return any(key in first_amounts and targets - first_amounts[key] and first_amounts[key] - targets
               for key, targets in second_amounts.items())


def _stem(concept: str) -> str:
    return re.sub(r"-\d\d$", "", concept)


@functools.lru_cache(maxsize=1)
def opposites() -> dict:
    """{word: its opposites}: the list above and WordNet's antonyms (amr/antonyms.py), read on first use."""
    table: dict = {}
    for one, other in (*_OPPOSITE_PAIRS, *wordnet_antonyms()):
        table.setdefault(one, set()).add(other)
        table.setdefault(other, set()).add(one)
    return table


# the roles under which a concept says how much or what kind of its holder (a modifier, not an argument)
_MODIFIER_ROLES = (":mod", ":manner", ":degree")
# opposites read only where neither graph compares: "fewer patients came this winter than last" says "more
# patients came last winter than this", and the parser does not always hang the two sides where converses.py
# turns such a comparison round
_UNCOMPARED_OPPOSITES = frozenset(("more", "few"))


def _opposite_concepts(first: Counter, second: Counter, only_first: Counter, only_second: Counter) -> bool:
    """A concept of the first graph only and its opposite of the second only, saying the same of the same thing
    (_said_of_the_same), with the same polarity."""
    table = opposites()
    compared = any(len(t) == 3 and t[1] == ":prep-than" for t in (*first, *second))

    def listed(only: Counter) -> dict:  # {concept: its stem} of the graph's own concepts that have an opposite,
        # and, where neither graph compares, of modifiers said of a thing in this graph only: two things' amounts
        # exchanged ("more vegetables and less sugar" / "fewer vegetables and more sugar") leave a "more" in both
        own = [t[1] for t in only if len(t) == 2] + [t[2] for t in only if len(t) == 3 and t[1] in _MODIFIER_ROLES
                                                     and not compared]
        return {concept: _stem(concept) for concept in own if _stem(concept) in table}

    seconds = listed(only_second)
    return any(stem in table[first_stem] and _said_of_the_same(first, second, concept, other)
               and not (compared and {first_stem, stem} == _UNCOMPARED_OPPOSITES)
               and _turned_round(first, concept) == _turned_round(second, other)
               and _held_in_mind(first, concept) == _held_in_mind(second, other)
               and not (_both_poles(first, concept) or _both_poles(second, other))
               and not (frozenset((first_stem, stem)) in _CONVERSE_OPPOSITES
                        and _sides_exchanged(first, second, concept, other))
               for concept, first_stem in listed(only_first).items() for other, stem in seconds.items())


def _both_poles(triples: Counter, concept: str) -> bool:
    """Whether a graph says, of what a concept is said of, one of its opposites too: "the marathon started at nine
    and she finished it" names both ends of one run, so an opposite of either in the other graph ("which began at
    nine") may be the other end reworded, not a contradiction."""
    opposite = opposites()[_stem(concept)]
    return any(_stem(other) in opposite and _said_of_the_same(triples, triples, concept, other)
               for other in {t[1] for t in triples if len(t) == 2})


def _sides_exchanged(first: Counter, second: Counter, concept: str, other: str) -> bool:
    """Whether two opposites are said of two participants with the participants exchanged, which makes them
    converses saying one thing: "Ahmed is Layla's uncle" (uncle :domain ahmed :poss layla) and "Layla is Ahmed's
    niece" (niece :domain layla :poss ahmed), as "Tokyo is bigger than Osaka" and "Osaka is smaller than Tokyo"."""
    own, others = _predication(first, concept), _predication(second, other)
    return any(one != two and role != other_role and (role, two) in others and (other_role, one) in others
               for role, one in own for other_role, two in own)


def _held_in_mind(triples: Counter, concept: str) -> bool:
    """Whether the concept is what someone expects, thinks or hopes (the :ARG1 of an _ATTITUDES frame), which
    asserts nothing of it: "the students had expected the exam to be harder than it was" does not say it was hard,
    so it meets "the exam was easier than they had expected" in no contradiction; two expectations still can."""
    return any(_stem(source) in _ATTITUDES for source, role in _said_of(triples, concept) if role == ":ARG1")


def _turned_round(triples: Counter, concept: str) -> bool:
    """Negated, by its own polarity or by a negated argument (_argument_negated: "has no signal" is "does not
    have a signal", which "lacks reception" says), or said to a lesser degree: "not difficult" and "less
    difficult" both stand nearer "easy" than "difficult" does, so neither contradicts "easy"."""
    return (concept, ":polarity", "-") in triples or _argument_negated(triples, concept) or any(
        (concept, role, "less") in triples for role in (":manner", ":degree", ":mod"))


def _said_of_the_same(first: Counter, second: Counter, concept: str, other: str) -> bool:
    """Whether two concepts say the same of the same thing: a triple of their own in common (easy :ARG1 exam /
    difficult :ARG1 exam), or, for two with no triple of their own (modifiers), each said of the same concept
    under the same role (land-01 :manner early / land-01 :manner late). A relation is read by its own triples
    only: "before the ambulance" and its converse "after the doctor" stand under one :time. A date says when, not
    what of: "close at 9 p.m." and "open from 7 a.m. until 9 p.m." share no predication by their times. What they
    share must itself be said alike where it says something in both (_said_alike). Two with other agents are
    said of other participants: "the startup won its dispute with the giant" and "the giant lost its dispute
    with the startup" are one event told from either side (_other_agents)."""
    own = _undated(_predication(first, concept)), _undated(_predication(second, other))
    if own[0] or own[1]:
        shared = (own[0] & own[1]) or (_subject_as_agent(own[0]) & _subject_as_agent(own[1]))
        return not _other_agents(*own) and any(_said_alike(first, second, target) for _, target in shared)
    return bool(_said_of(first, concept) & _said_of(second, other))


def _subject_as_agent(predication: set) -> set:
    """A predication with an :ARG1 and no :ARG0 (the parser's reading of "the guests arrived", "the launch
    failed": the subject of a verb that moves or changes it, AMR's :ARG1) with that :ARG1 read as the agent, so
    that it meets its opposite's subject where AMR numbers that :ARG0 ("the guests left", "the launch
    succeeded"); any other predication as it is."""
    roles = {role for role, _ in predication}
    if ":ARG0" in roles or ":ARG1" not in roles:
        return predication
    return {(":ARG0" if role == ":ARG1" else role, target) for role, target in predication}


def _other_agents(one: set, other: set) -> bool:
    """Whether two predications each have an agent (:ARG0), and none in common (:ARG0 startup / :ARG0 giant).
    Only the agent: the other core roles of two opposite frames need not be numbered alike (arrive-01 :ARG1
    is who arrives, leave-11 :ARG1 the place left)."""
    agents = [{target for role, target in predication if role == ":ARG0"} for predication in (one, other)]
    return bool(agents[0] and agents[1]) and not agents[0] & agents[1]


def _said_alike(first: Counter, second: Counter, concept: str) -> bool:
    """Whether a concept says something in common in both graphs, where it says anything in each: "before her
    brothers did" and "after she did" hang a do-01 said of other people."""
    said = _undated(_predication(first, concept)), _undated(_predication(second, concept))
    return not (said[0] and said[1]) or bool(said[0] & said[1])


def _undated(predication: set) -> set:
    """A predication without its dates."""
    return {(role, target) for role, target in predication if target != "date-entity"}


def _said_of(triples: Counter, concept: str) -> set:
    """What a concept is said of: the (source, role) of the triples that end in it."""
    return {t[:2] for t in triples if len(t) == 3 and t[2] == concept}


def graph_conflicts(first: str, second: str) -> list[str]:
    """The kinds of contradiction (CONFLICT_KINDS) between two PENMAN graphs; empty where there is none.

    >>> graph_conflicts("(b / bite-01 :ARG0 (d / dog) :ARG1 (m / man))", "(b / bite-01 :ARG0 (m / man) :ARG1 (d / dog))")
    ['exchanged arguments']
    >>> graph_conflicts("(r / return-01 :ARG0 (p / representative) :ARG1 (m / mail))",
    ...                 "(r / return-01 :ARG0 (c / call) :ARG1 (p / representative))")
    ['exchanged arguments']
    >>> graph_conflicts("(m / move-01 :ARG0 (t / trial))", "(m / move-01 :ARG0 (t / they) :ARG1 (t2 / trial))")
    []
    >>> graph_conflicts("(w / work-01 :ARG0 (m / medicine))", "(w / work-01 :polarity - :ARG0 (m / medicine))")
    ['flipped polarity']
    >>> graph_conflicts("(f / fail-01 :ARG1 (w / work-01 :ARG0 (m / medicine)))",
    ...                 "(w / work-01 :polarity - :ARG0 (m / medicine))")
    []
    >>> graph_conflicts("(d / drink-01 :ARG1 (c / coffee :accompanier (x / sugar)))",
    ...                 "(d / drink-01 :ARG1 (c / coffee) :accompanier (x / sugar :polarity -))")
    ['flipped polarity']
    >>> graph_conflicts("(p / park-01 :accompanier (x / permit :polarity -))", "(r / require-01 :ARG1 (x / permit) :polarity -)")
    []
    >>> graph_conflicts("(l / last-01 :ARG1 (h / hour :quant 4))", "(l / last-01 :ARG1 (h / hour :quant 6))")
    ['changed value']
    >>> graph_conflicts("(t / take-01 :ARG1 (m / month :quant 18))", "(t / take-01 :ARG1 (y / year :quant 1.5))")
    []
    >>> graph_conflicts("(t / take-01 :ARG1 (m / month :quant 18))", "(t / take-01 :ARG1 (w / week :quant 18))")
    ['changed value']
    >>> graph_conflicts("(r / run-01 :ARG1 (h / hour :quant 2.5))", "(r / run-01 :time (h / hour :quant 3.5))")
    ['changed value']
    >>> graph_conflicts("(c / cost-01 :ARG1 (a / and :op1 (d / dollar :quant 3) :op2 (x / cent :quant 50)))",
    ...                 "(c / cost-01 :ARG1 (d / dollar :quant 3.50))")
    []
    >>> graph_conflicts("(r / run-01 :duration (f / fortnight))", "(r / run-01 :duration (w / week :quant 2))")
    []
    >>> graph_conflicts("(a / and :op1 (d / dollar :quant 120) :op2 (g / get-01 :ARG2 (d2 / dollar :quant 60)))",
    ...                 "(a / and :op1 (d / dollar :quant 120) :op2 (g / get-01 :ARG2 (d2 / dollar :quant 80)))")
    ['changed value']
    >>> graph_conflicts("(f / finish-01 :time (a / and :op1 (h / hour :quant 2) :op2 (m / minute :quant 5)))",
    ...                 "(f / finish-01 :time (m / minute :quant 125))")
    []
    >>> graph_conflicts("(w / week :mod (h / hour :quant 40) :accompanier (b / break :mod (h2 / hour)))",
    ...                 "(w / week :mod (h / hour :quant 40) :accompanier (b / break :mod (h2 / hour :quant 0.5)))")
    ['changed value']
    >>> graph_conflicts("(d / double-01 :ARG1 (p / profit))", "(t / triple-01 :ARG0 (p / profit))")
    ['changed value']
    >>> graph_conflicts("(e / easy :ARG1 (x / exam))", "(d / difficult :ARG1 (x / exam))")
    ['opposite concepts']
    >>> graph_conflicts("(e / easy :ARG1 (x / exam))", "(d / difficult :ARG1 (x / exam) :polarity -)")
    []
    >>> graph_conflicts("(s / surge-01 :ARG1 (x / share))", "(p / plunge-01 :ARG1 (x / share))")
    ['opposite concepts']
    >>> graph_conflicts("(w / win-01 :ARG0 (s / startup) :ARG1 (d / dispute))", "(l / lose-01 :ARG0 (s / startup) :ARG1 (d / dispute))")
    ['opposite concepts']
    >>> graph_conflicts("(w / win-01 :ARG0 (s / startup) :ARG1 (d / dispute))", "(l / lose-01 :ARG0 (g / giant) :ARG1 (d / dispute))")
    []
    >>> graph_conflicts("(l / land-01 :ARG1 (p / plane) :manner (e / early))",
    ...                 "(l / land-01 :ARG1 (p / plane) :manner (a / late))")
    ['opposite concepts']
    >>> graph_conflicts("(p / push-01 :ARG0 (b / boy :mod (o / old)) :ARG1 (b2 / boy :mod (y / young)))",
    ...                 "(p / push-01 :ARG0 (b / boy :mod (y / young)) :ARG1 (b2 / boy :mod (o / old)))")
    ['exchanged arguments']
    >>> graph_conflicts("(a / and :op1 (s / salt) :op2 (p / pepper))", "(a / and :op1 (p / pepper) :op2 (s / salt))")
    []
    >>> graph_conflicts('(d / defeat-01 :ARG0 (p / person :name (n / name :op1 "Ann" :op2 "Lee")) :ARG1 (s / sister :name (m / name :op1 "Jo")))',
    ...                 '(d / defeat-01 :ARG0 (p / person :name (n / name :op1 "Jo" :op2 "Lee")) :ARG1 (s / sister :name (m / name :op1 "Ann")))')
    ['exchanged arguments']
    """
    a, b = labelled_triples(first), labelled_triples(second)
    name = _name_reader(_full_names(_names(a) | _names(b)))
    a, b = _by_name(a, name), _by_name(b, name)
    only_first, only_second = a - b, b - a
    found = (any(_exchanged_arguments(ma - mb, mb - ma) or _crossed_arguments(ma, mb, ma - mb, mb - ma)
                 for ma, mb in _told_apart(first, second, name)),
             _flipped_polarity(a, b, only_first, only_second) or _implicatively_negated(a, b),
             _changed_value(a, b, only_first, only_second, _amounts(first, name), _amounts(second, name)),
             _opposite_concepts(a, b, only_first, only_second))
    return [kind for kind, present in zip(CONFLICT_KINDS, found) if present]


def _told_apart(first: str, second: str, name) -> tuple:
    """The two graphs' triples, arguments with a repeated concept told apart by their modifiers (the older boy /
    the younger one), then by all they carry but their arguments and pronouns (the tickets for the matinee /
    those for the evening show): one reading where a description the other adds to one side only would hide the
    exchange."""
    return tuple(tuple(_by_name(labelled_triples(g, repeated_by_modifiers=True, by_all_relations=every), name)
                       for g in (first, second)) for every in (False, True))


def conflict_flags(firsts: list[str], seconds: list[str]) -> np.ndarray:
    """1.0 where the two graphs of a pair contradict each other (graph_conflicts), else 0.0."""
    return np.array([bool(graph_conflicts(a, b)) for a, b in zip(firsts, seconds)], dtype=np.float64)
