"""Converses written as one graph, as passive voice is: "Germany lost to Brazil" as "Brazil defeated Germany",
"Mary bought the car from John" as "John sold the car to Mary", "Mary is shorter than John" as "John is taller
than Mary".

AMR itself keeps buy-01 and sell-01 apart, and writes "shorter" with `short`. Here a converse pair is one
frame with its two participants exchanged, so the two wordings of one fact give one graph, and a real swap of
the participants ("Germany defeated Brazil") is a graph whose arguments are exchanged, which
graph_conflicts.py flags. The pairs are fixed lists written from PropBank's frames and from the poles of
common scales, not read off any data set here:
- verbs: buy-01 (:ARG0 buyer, :ARG2 seller) is sell-01 (:ARG0 seller, :ARG2 buyer), and so is purchase-01,
  whose frame is buy-01's; receive-01 is give-01; borrow-01 is lend-01; import-01 is export-01 (the importer is
  where the goods go, "to X", the exporter where they come from, "from X"); follow-01 is precede-01 ("Y followed
  X" as "X preceded Y"; every sense of "follow" is read so, "followed the rules" too, alike in both graphs of a
  pair). "from X" names the seller, giver,
  lender or exporter, also where spaCy hangs it on the object ("bought a car from John" as (car :source John)).
  What is borrowed without a "from X" is borrowed from its owner: "Omar borrowed Nadia's bike" is "Nadia lent
  Omar her bike" (only for borrowing: "bought the company's shares" need not be from the company).
  rent-01 and lease-01 name either side as the subject: with "from X" and no "to" they are written as X
  renting it out, the subject where it goes ("the bakery rents the flat from the florist" is "the florist rents
  the flat to the bakery");
  The frames are rewritten on the finished tree, so a subject that control adds ("went to the store to buy
  milk") is exchanged too;
- "X works for Y", Y a party or an organisation, is "Y employs X";
- "X learned Z from Y", Y a party, is "Y taught X Z" (teach-01 :ARG0 Y :ARG1 Z :ARG2 X), and teach-01's student
  is its :ARG2 where the parser made it an :ARG1 beside what is taught or left it after "to";
- "lose to X" (no object) is defeat-01 with X as :ARG0, "lose D to X" (or "against X", a party) is X's win-01 of D
  against the loser (the loser's home match the winner's away match);
  "beat" with a person, a named entity, a proper noun that NER missed or a pronoun as its object is defeat-01;
- comparatives with "than": the lower pole of a scale is the upper pole with the two sides exchanged
  ("lighter than" -> heavy; "shorter than" -> tall between people, else long), and a pole named twice is written
  with one word ("larger than" -> big, as "smaller than" is); so is an amount two parties are compared by
  ("X holds less water than Y" -> "Y holds more water than X", "fewer goals than" -> more), and a thing they
  are compared by through a scale's pole ("X has a smaller flat than Y" -> "Y has a bigger flat than X"); and so
  is a verb's manner or time compared with another side ("opens earlier than the store" -> the store opens later);
- the compass: "X is west of Y" is "Y is east of X", and south is north, the sides exchanged;
- relations between two parties: "X is Y's employee" (or "the employee of Y") is "Y is X's employer", and so are
  tenant / landlord, student and pupil / teacher, child / parent, grandchild / grandparent, guest / host;
- a fall against something is its rise against the first: "the dollar weakened (fell, slipped, ...) against
  the euro" is "the euro strengthened (rose) against the dollar".
"""
from __future__ import annotations

from .misreadings import person_nouns

# frame -> its converse; both are (:ARG0 one side, :ARG1 the thing, :ARG2 the other side)
VERB_CONVERSES = {"buy-01": "sell-01", "purchase-01": "sell-01", "receive-01": "give-01", "borrow-01": "lend-01",
                  "import-01": "export-01", "follow-01": "precede-01"}
# frames whose subject is either side, the other after "from" or "to": written with the one who lets it out
LETTING_FRAMES = frozenset({"rent-01", "lease-01"})
# a fall measured against something -> a rise of that something against the first: "the dollar weakened against
# the euro" is "the euro strengthened against the dollar" (currencies, shares against an index, a team's rating)
AGAINST_CONVERSES = {"weaken-01": "strengthen-01", "fall-01": "rise-01", "drop-01": "rise-01", "slip-01": "rise-01",
                     "decline-01": "rise-01", "depreciate-01": "appreciate-01"}
# the lower pole of a scale -> its upper pole (a comparative of the one is the other's, sides exchanged)
SCALE_CONVERSES = {"light": "heavy", "small": "big", "young": "old", "slow": "fast", "cheap": "expensive",
                   "low": "high", "weak": "strong", "narrow": "wide", "thin": "thick", "cold": "warm",
                   "early": "late", "poor": "rich", "bad": "good", "short": "long", "easy": "hard",
                   "soft": "hard", "quiet": "loud", "shallow": "deep", "dry": "wet", "new": "old", "dull": "sharp",
                   "lenient": "strict", "dangerous": "safe", "dirty": "clean", "sad": "happy", "cool": "warm",
                   "rough": "smooth", "loose": "tight", "rare": "common", "boring": "interesting", "rude": "polite",
                   "ugly": "beautiful"}
# one word for a pole that English names twice, so that "larger than" meets "smaller than" (big, sides exchanged)
SCALE_SYNONYMS = {"large": "big", "difficult": "hard", "hot": "warm", "quick": "fast"}
# the lower end of a compared amount -> its upper end: "X holds less water than Y" is "Y holds more water than X"
AMOUNT_CONVERSES = {"less": "more", "few": "more"}
# what a thing two sides are compared by can be: an amount (less, fewer) or a scale's pole (smaller, larger)
_COMPARED_WORDS = frozenset({*AMOUNT_CONVERSES, *SCALE_CONVERSES, *SCALE_SYNONYMS})
# the lower side of a relation between two parties -> its upper side: "X is Y's employee" is "Y is X's employer"
# (gendered kin, "son" or "granddaughter", stay: their upper side would lose whose gender the word gives)
RELATION_CONVERSES = {"employee": "employer", "tenant": "landlord", "student": "teacher", "pupil": "teacher",
                      "child": "parent", "grandchild": "grandparent", "guest": "host"}
# where a contest is held, said from one side: the loser's home is the winner's away
_HOME_AND_AWAY = {"home": "away", "away": "home"}
# the compass: "X is west of Y" is "Y is east of X"
COMPASS_CONVERSES = {"west": "east", "south": "north"}
COMPASS_POINTS = frozenset(COMPASS_CONVERSES) | frozenset(COMPASS_CONVERSES.values())
_PERSON_SCALES = {"short": "tall"}  # the pole of "short" between people
# who employs, besides parties: "works for the council", "works for a bank"
_EMPLOYERS = {"company", "firm", "council", "government", "bank", "agency", "business", "organization",
              "newspaper", "university", "school", "hospital", "ministry", "department", "corporation", "store", "shop"}
_PARTY_CONCEPTS = {"i", "you", "he", "she", "we", "they", "person", "team", "side", "club", "squad", "opponent",
                   "rival", "champion", "challenger", "player", "army", "candidate"}
# how a converse verb's roles read in its partner's frame
_EXCHANGED = {":ARG0": ":ARG2", ":ARG2": ":ARG0", ":source": ":ARG0"}
_EXCHANGED_BY_FRAME = {"import-01": {":ARG0": ":destination", ":source": ":ARG0"},  # the goods go to the importer
                       "follow-01": {":ARG0": ":ARG1", ":ARG1": ":ARG0"}}  # what follows is what the other precedes


def node_concept(node) -> str | None:
    """A tree node's concept, (var, [("/", concept), ...]) -> concept; None for a constant or a node without one."""
    return node[1][0][1] if isinstance(node, tuple) and node[1] and node[1][0][0] == "/" else None


def _is_party(node, proper_nouns: frozenset) -> bool:
    """Who can win or lose: a named entity, a person or a noun whose first sense is one ("her brother"), a
    pronoun, a competitor (a team, a rival, ...), one of the
    sentence's proper nouns that NER left as a plain concept, or a noun with a name in apposition ("beat Bob",
    "Federer beat Nadal", "beat the Dutch team", "beat her sister Venus", not "beat the eggs")."""
    return isinstance(node, tuple) and (node_concept(node) in _PARTY_CONCEPTS | proper_nouns or _is_named(node)
                                        or node_concept(node) in person_nouns()
                                        or any(r == ":mod" and _is_named(c) for r, c in node[1]))


def _is_employer(node, proper_nouns: frozenset) -> bool:
    """Who one can work for: a party (_is_party) or an organisation ("the city council", "a bank"), not a cause."""
    return _is_party(node, proper_nouns) or node_concept(node) in _EMPLOYERS


def _is_named(node) -> bool:
    """Whether a node is a named entity: (person :name ...), or (sister :name ...) for "her sister Venus"."""
    return isinstance(node, tuple) and any(r == ":name" for r, _ in node[1])


def converse_frame(concept: str, branches: list, proper_nouns: frozenset = frozenset()) -> tuple[str, list]:
    """One node's frame and (role, child) branches, a converse written as its partner:
    - buy-01 and purchase-01 / receive-01 / borrow-01 / import-01 as sell-01 / give-01 / lend-01 / export-01:
      "from X" (:source) is the other side, the two sides exchange; the parser's :ARG2 of these (a dative:
      "bought her a gift") is who it is for; follow-01 as precede-01, :ARG0 and :ARG1 exchanged;
    - lose-01 with a :destination and no :ARG1 ("lost to X") as (defeat-01 :ARG0 X :ARG1 the loser), and with
      an :ARG1 ("lost the debate to X") as (win-01 :ARG0 X :ARG1 the debate :prep-against the loser), and so is
      "lost the debate against X", X a party;
    - rent-01 and lease-01 with "from X" (:source) and no :destination as X letting it out to the subject;
    - teach-01 with its student as :ARG2, and learn-01 "from" a party as teach-01 by that party;
    - work-01 for a party or an organisation ("Luke works for Maria") as (employ-01 :ARG0 Maria :ARG1 Luke);
    - beat-01 with a party as its :ARG1 as defeat-01 (proper_nouns: the concepts of proper nouns NER missed);
    - weaken-01, fall-01, ... with "against X" and a subject only as strengthen-01, rise-01, ... of X against
      the subject.

    >>> converse_frame("buy-01", [(":ARG0", "mary"), (":ARG1", "car"), (":source", "john")])
    ('sell-01', [(':ARG2', 'mary'), (':ARG1', 'car'), (':ARG0', 'john')])
    >>> converse_frame("buy-01", [(":ARG0", "mary"), (":ARG1", ("c", [("/", "car"), (":source", "john")]))])
    ('sell-01', [(':ARG2', 'mary'), (':ARG1', ('c', [('/', 'car')])), (':ARG0', 'john')])
    >>> converse_frame("import-01", [(":ARG0", "japan"), (":ARG1", "cheese"), (":source", "france")])
    ('export-01', [(':destination', 'japan'), (':ARG1', 'cheese'), (':ARG0', 'france')])
    >>> converse_frame("lose-01", [(":ARG0", "germany"), (":destination", "brazil")])
    ('defeat-01', [(':ARG1', 'germany'), (':ARG0', 'brazil')])
    >>> converse_frame("lose-01", [(":ARG0", "school"), (":ARG1", "debate"), (":destination", "team")])
    ('win-01', [(':prep-against', 'school'), (':ARG1', 'debate'), (':ARG0', 'team')])
    >>> converse_frame("fall-01", [(":ARG1", "dollar"), (":prep-against", "yen")])
    ('rise-01', [(':prep-against', 'dollar'), (':ARG1', 'yen')])
    """
    roles = {role for role, _ in branches}
    if concept == "teach-01":
        return concept, _student_of_teaching(branches, proper_nouns)
    if concept == "learn-01" and (taught := _taught_by_a_party(branches, proper_nouns)) is not None:
        return "teach-01", taught
    if concept in VERB_CONVERSES:
        branches = _source_of_the_object(branches)
        if concept == "borrow-01":
            branches = _source_of_the_object(branches, ":poss")  # "borrowed Nadia's bike": from Nadia
        beneficiary = [(":beneficiary" if role == ":ARG2" else role, child) for role, child in branches]
        exchanged = _EXCHANGED_BY_FRAME.get(concept, _EXCHANGED)
        return VERB_CONVERSES[concept], [(exchanged.get(role, role), child) for role, child in beneficiary]
    if concept in LETTING_FRAMES and ":destination" not in roles:
        return concept, _let_out(_source_of_the_object(branches))
    if concept in AGAINST_CONVERSES and ":prep-against" in roles and len(roles & {":ARG0", ":ARG1"}) == 1:
        subject = next(iter(roles & {":ARG0", ":ARG1"}))
        exchanged = {subject: ":prep-against", ":prep-against": subject}
        return AGAINST_CONVERSES[concept], [(exchanged.get(role, role), child) for role, child in branches]
    if concept == "work-01" and ":ARG1" not in roles and [role for role, _ in branches].count(":beneficiary") == 1 \
            and any(role == ":beneficiary" and _is_employer(child, proper_nouns) for role, child in branches):
        employed = {":ARG0": ":ARG1", ":beneficiary": ":ARG0"}  # "Luke works for Maria": Maria employs Luke
        return "employ-01", [(employed.get(role, role), child) for role, child in branches]
    if concept == "beat-01" and any(role == ":ARG1" and _is_party(child, proper_nouns) for role, child in branches):
        return "defeat-01", branches
    if concept == "lose-01" and ":destination" in roles and ":ARG1" in roles:  # "lost the debate to our team"
        return "win-01", _won(branches, {":ARG0": ":prep-against", ":destination": ":ARG0"})
    if (concept == "lose-01" and roles >= {":ARG0", ":ARG1", ":prep-against"} and ":destination" not in roles
            and any(role == ":prep-against" and _is_party(child, proper_nouns) for role, child in branches)):
        # "lost the match against the visitors"
        return "win-01", _won(branches, {":ARG0": ":prep-against", ":prep-against": ":ARG0"})
    if concept == "lose-01" and ":destination" in roles and ":ARG1" not in roles:
        winner = {":ARG0": ":ARG1", ":destination": ":ARG0"}
        return "defeat-01", [(winner.get(role, role), child) for role, child in branches]
    branches = _compared_amount_exchanged(_than_on_the_amount(branches), proper_nouns)
    return concept, _compared_manner_exchanged(_compared_time_exchanged(branches))


def _let_out(branches: list) -> list:
    """A rent-01 or lease-01's branches with its one "from X" (:source) as the one who lets it out (:ARG0) and the
    subject where it goes (:destination); as they are without a single :source."""
    if [role for role, _ in branches].count(":source") != 1:
        return branches
    let = {":ARG0": ":destination", ":source": ":ARG0"}
    return [(let.get(role, role), child) for role, child in branches]


def _won(branches: list, roles: dict) -> list:
    """A loss's branches as the winner's win-01: each role as `roles` renames it, the contest from the winner's
    side (_winners_side)."""
    return [(roles.get(role, role), _winners_side(child) if role == ":ARG1" else child) for role, child in branches]


def _winners_side(contest):
    """A contest a loser lost, as the winner won it: the loser's home match is the winner's away match ("Arsenal
    lost the home match to United" is "United won the away match against Arsenal"); `contest` itself otherwise.

    >>> _winners_side(("m", [("/", "match"), (":mod", ("h", [("/", "home")]))]))
    ('m', [('/', 'match'), (':mod', ('h', [('/', 'away')]))])
    """
    if not isinstance(contest, tuple):
        return contest
    var, branches = contest
    return (var, [(role, (child[0], [("/", _HOME_AND_AWAY[node_concept(child)]), *child[1][1:]]))
                  if role == ":mod" and node_concept(child) in _HOME_AND_AWAY else (role, child)
                  for role, child in branches])


def _than_on_the_amount(branches: list) -> list:
    """A frame's one "than" side hung on its :ARG1 where that is an amount (:mod more, less or few) with no "than"
    of its own: spaCy hangs "than Chile" on the verb in "Peru exported less copper to China than Chile", on the
    copper in "Peru exported less copper than Chile", and on another argument, compared by nothing of its own, in
    "raised less money for charity than ours" (_than_of_another_argument); one comparison, one graph. `branches`
    itself otherwise."""
    objects = [k for k, (role, child) in enumerate(branches) if role == ":ARG1" and isinstance(child, tuple)]
    if len(objects) != 1:
        return branches
    var, inner = branches[objects[0]][1]
    if any(role == ":prep-than" for role, _ in inner) or not any(
            role == ":mod" and node_concept(child) in ("more", *AMOUNT_CONVERSES) for role, child in inner):
        return branches
    than = [k for k, (role, _) in enumerate(branches) if role == ":prep-than"]
    if not than:
        branches = _than_of_another_argument(branches)
        than = [k for k, (role, _) in enumerate(branches) if role == ":prep-than"]
    if len(than) != 1:
        return branches
    moved = [b for k, b in enumerate(branches) if k != than[0]]
    moved[moved.index(branches[objects[0]])] = (":ARG1", (var, [*inner, branches[than[0]]]))
    return moved


def _than_of_another_argument(branches: list) -> list:
    """The frame's branches with the one "than" side hung on an argument other than its :ARG0 and :ARG1 moved up to
    the frame, where that argument is compared by no amount or pole of its own; `branches` itself otherwise.

    >>> charity = ("c", [("/", "charity"), (":prep-than", ("w", [("/", "we")]))])
    >>> _than_of_another_argument([(":ARG1", ("m", [("/", "money")])), (":beneficiary", charity)])
    [(':ARG1', ('m', [('/', 'money')])), (':beneficiary', ('c', [('/', 'charity')])), (':prep-than', ('w', [('/', 'we')]))]
    """
    hung = [(k, j) for k, (role, child) in enumerate(branches) if role not in (":ARG0", ":ARG1")
            and isinstance(child, tuple) for j, (inner_role, _) in enumerate(child[1]) if inner_role == ":prep-than"]
    if len(hung) != 1:
        return branches
    k, j = hung[0]
    role, (var, inner) = branches[k]
    if any(r == ":mod" and node_concept(c) in _COMPARED_WORDS | {"more"} for r, c in inner):
        return branches
    moved = list(branches)
    moved[k] = (role, (var, [b for i, b in enumerate(inner) if i != j]))
    return moved + [inner[j]]


def _compared_amount_exchanged(branches: list, proper_nouns: frozenset) -> list:
    """A frame whose one :ARG0, a side (_is_side), has less of its one :ARG1 than another side ("Lake Michigan
    contains less water than Lake Superior", (water :mod less :prep-than Superior)) as the other side having more
    of it than the first ("Lake Superior contains more water than Lake Michigan"); so too a thing of a scale's
    lower pole ("Osaka has a smaller population than Tokyo" as "Tokyo has a bigger population than Osaka"), a
    pole named twice written with one word ("a larger population than" -> big); `branches` itself otherwise.

    >>> he, she = ("h", [("/", "he")]), ("s", [("/", "she")])
    >>> goals = ("g", [("/", "goal"), (":mod", ("f", [("/", "few")])), (":prep-than", she)])
    >>> subject, (_, (_, amount)) = _compared_amount_exchanged([(":ARG0", he), (":ARG1", goals)], frozenset())
    >>> subject, amount
    ((':ARG0', ('s', [('/', 'she')])), [('/', 'goal'), (':mod', ('f', [('/', 'more')])), (':prep-than', ('h', [('/', 'he')]))])
    >>> flat = ("f", [("/", "flat"), (":mod", ("s", [("/", "small")])), (":prep-than", she)])
    >>> _compared_amount_exchanged([(":ARG0", he), (":ARG1", flat)], frozenset())[1][1][1][1]
    (':mod', ('s', [('/', 'big')]))
    """
    subjects = [k for k, (role, _) in enumerate(branches) if role == ":ARG0"]
    objects = [k for k, (role, child) in enumerate(branches) if role == ":ARG1" and isinstance(child, tuple)]
    if len(subjects) != 1 or len(objects) != 1 or not _is_side(branches[subjects[0]][1], proper_nouns):
        return branches
    var, inner = branches[objects[0]][1]
    than = [k for k, (role, child) in enumerate(inner) if role == ":prep-than" and _is_side(child, proper_nouns)]
    compared = [k for k, (role, child) in enumerate(inner) if role == ":mod" and node_concept(child) in _COMPARED_WORDS]
    if len(than) != 1 or len(compared) != 1 or sum(role == ":prep-than" for role, _ in inner) != 1:
        return branches
    mod_var, (_, *mod_rest) = inner[compared[0]][1]
    word = scale_word(node_concept(inner[compared[0]][1]))
    upper = AMOUNT_CONVERSES.get(word, SCALE_CONVERSES.get(word))
    inner = list(inner)
    inner[compared[0]] = (":mod", (mod_var, [("/", upper or word)] + mod_rest))
    if upper is None:  # the upper side already: one word for the pole, the sides as they are
        return [b if k != objects[0] else (":ARG1", (var, inner)) for k, b in enumerate(branches)]
    other, inner[than[0]] = inner[than[0]][1], (":prep-than", branches[subjects[0]][1])
    exchanged = list(branches)
    exchanged[subjects[0]], exchanged[objects[0]] = (":ARG0", other), (":ARG1", (var, inner))
    return exchanged



# "than" sides that are no party to exchange with the subject: a time ("than last year", "than on weekdays") or a
# norm ("than usual")
_TIMES = frozenset({"date-entity", "year", "month", "week", "day", "hour", "minute", "time", "now", "today",
                    "yesterday", "weekday", "weekend", "morning", "afternoon", "evening", "night", "summer", "winter",
                    "spring", "autumn", "season", "holiday"})
_NOT_A_SIDE = _TIMES | {"usual", "ever", "before", "normal", "average", "possible"}


def _is_side(node, proper_nouns: frozenset = frozenset()) -> bool:
    """Whether a node can be one side of a comparison whose sides a converse exchanges: a party, or a thing that
    is no time, norm or event ("the bond fund", not "last year", "usual" or "expected")."""
    concept = node_concept(node)
    return _is_party(node, proper_nouns) or (concept is not None and concept not in _NOT_A_SIDE
                                              and concept[-3:-2] != "-")


def _compared_manner_exchanged(branches: list) -> list:
    """A frame whose :manner or :time is the lower pole of a scale compared with another side ("the pharmacy
    opens earlier than the store", (early :prep-than store)) as the upper pole with the subject (:ARG0, else
    :ARG1) and that side exchanged ("the store opens later than the pharmacy"); `branches` itself otherwise, and
    where the side is a time, a norm or an event ("than last year", "than usual", "than expected").

    >>> store, pharmacy = ("s", [("/", "store")]), ("p", [("/", "pharmacy")])
    >>> _compared_manner_exchanged([(":ARG1", pharmacy), (":time", ("e", [("/", "early"), (":prep-than", store)]))])
    [(':ARG1', ('s', [('/', 'store')])), (':time', ('e', [('/', 'late'), (':prep-than', ('p', [('/', 'pharmacy')]))]))]
    """
    roles = [role for role, _ in branches]
    subject = ":ARG0" if ":ARG0" in roles else ":ARG1"
    compared = [k for k, (role, child) in enumerate(branches) if role in (":manner", ":time")
                and node_concept(child) in SCALE_CONVERSES]
    if roles.count(subject) != 1 or len(compared) != 1:
        return branches
    var, inner = branches[compared[0]][1]
    than = [k for k, (role, _) in enumerate(inner) if role == ":prep-than"]
    if len(than) != 1:
        return branches
    side = inner[than[0]][1]
    if not _is_side(side):
        return branches
    k = roles.index(subject)
    inner = [("/", SCALE_CONVERSES[node_concept(branches[compared[0]][1])])] + [
        (":prep-than", branches[k][1]) if j == than[0] else b for j, b in enumerate(inner) if j > 0]
    exchanged = list(branches)
    exchanged[k], exchanged[compared[0]] = (subject, side), (branches[compared[0]][0], (var, inner))
    return exchanged


def _compared_time_exchanged(branches: list) -> list:
    """A frame at one time compared with itself at another by a scale's lower pole ("opens earlier on Saturdays
    than on weekdays", (open-01 :manner (early :prep-than weekday) :time saturday)) as the upper pole with the two
    times exchanged ("opens later on weekdays than on Saturdays"); `branches` itself where the frame has no
    single time of its own or the pole is compared with anything but a time.

    >>> saturday, weekday = ("s", [("/", "saturday")]), ("w", [("/", "weekday")])
    >>> _compared_time_exchanged([(":manner", ("e", [("/", "early"), (":prep-than", weekday)])), (":time", saturday)])
    [(':manner', ('e', [('/', 'late'), (':prep-than', ('s', [('/', 'saturday')]))])), (':time', ('w', [('/', 'weekday')]))]
    """
    times = [k for k, (role, _) in enumerate(branches) if role == ":time"]
    compared = [k for k, (role, child) in enumerate(branches) if role == ":manner"
                and node_concept(child) in SCALE_CONVERSES]
    if len(times) != 1 or len(compared) != 1:
        return branches
    var, inner = branches[compared[0]][1]
    than = [j for j, (role, child) in enumerate(inner) if role == ":prep-than" and node_concept(child) in _TIMES]
    if len(than) != 1:
        return branches
    (time_role, time), side = branches[times[0]], inner[than[0]][1]
    inner = [("/", SCALE_CONVERSES[inner[0][1]])] + [
        (":prep-than", time) if j == than[0] else b for j, b in enumerate(inner) if j > 0]
    exchanged = list(branches)
    exchanged[compared[0]], exchanged[times[0]] = (":manner", (var, inner)), (time_role, side)
    return exchanged


def _student_of_teaching(branches: list, proper_nouns: frozenset) -> list:
    """teach-01's branches with the one taught as its :ARG2, as PropBank's frame has it (:ARG1 is what is
    taught): a party that the parser made an :ARG1 beside another one ("taught the interns how to read", "the
    children were taught French"), or the party after "to" ("taught French to the children")."""
    if any(role == ":ARG2" for role, _ in branches):
        return branches
    objects = [child for role, child in branches if role == ":ARG1"]
    students = [child for child in objects if _is_party(child, proper_nouns)]
    destinations = [child for role, child in branches if role == ":destination" and _is_party(child, proper_nouns)]
    if len(objects) == 2 and len(students) == 1:
        return [(":ARG2" if child is students[0] else role, child) for role, child in branches]
    if len(objects) == 1 and len(destinations) == 1:
        return [(":ARG2" if child is destinations[0] else role, child) for role, child in branches]
    return branches


def _taught_by_a_party(branches: list, proper_nouns: frozenset) -> list | None:
    """learn-01's branches as teach-01's where a party taught it: "the interns learned from the professor how to
    read" is "the professor taught the interns how to read", the learner the one taught (:ARG2) and the one
    "from" whom (:source, also where spaCy hung it on what was learned) the teacher; None where no party is."""
    branches = _source_of_the_object(branches)
    sources = [child for role, child in branches if role == ":source"]
    if len(sources) != 1 or not _is_party(sources[0], proper_nouns):
        return None
    taught = {":ARG0": ":ARG2", ":source": ":ARG0"}
    return [(taught.get(role, role), child) for role, child in branches]


def _source_of_the_object(branches: list, hung_as: str = ":source") -> list:
    """A converse verb's branches with the "from X" that spaCy hung on its object ("bought a warehouse from
    Kestrel": (warehouse :source Kestrel)) moved up to the verb as its :source, where it names the other side;
    hung_as=":poss" moves the object's owner there ("borrowed Nadia's bike"). A verb with a "from X" of its own
    keeps its branches as they are."""
    if any(role == ":source" for role, _ in branches):
        return branches
    out = []
    for role, child in branches:
        if role == ":ARG1" and isinstance(child, tuple) and any(r == hung_as for r, _ in child[1]):
            var, inner = child
            out += [(role, (var, [b for b in inner if b[0] != hung_as]))] + [
                (":source", c) for r, c in inner if r == hung_as]
        else:
            out.append((role, child))
    return out


def converse_frames(node, order, proper_nouns: frozenset = frozenset()):
    """A tree (var, [("/", concept), (role, child), ...]) with every converse frame written as its partner, whose
    branches are put back in the parser's canonical `order` (a sort key of a branch); other nodes as they are.
    proper_nouns: the concepts of the sentence's proper nouns that NER left out of its names."""
    if not isinstance(node, tuple):
        return node
    var, branches = node
    children = [(role, converse_frames(child, order, proper_nouns)) for role, child in branches if role != "/"]
    concept = node_concept(node)
    if concept is None:
        return (var, children)
    partner, exchanged = converse_frame(concept, children, proper_nouns)
    if partner == concept and exchanged is children:
        return (var, [("/", concept)] + children)
    return (var, [("/", partner)] + sorted(exchanged, key=order))


def scale_pole(lemma: str, between_people: bool) -> str | None:
    """The upper pole of a scale whose lower pole is `lemma` ("light" -> "heavy"), None for any other word.

    >>> scale_pole("short", True), scale_pole("short", False), scale_pole("tall", True)
    ('tall', 'long', None)
    """
    if lemma in _PERSON_SCALES and between_people:
        return _PERSON_SCALES[lemma]
    return SCALE_CONVERSES.get(lemma)


def scale_word(lemma: str) -> str:
    """The one word written for a pole English names twice ("large" -> "big"), any other lemma as it is."""
    return SCALE_SYNONYMS.get(lemma, lemma)


def compass_pole(lemma: str) -> str | None:
    """The pole that "X is <lemma> of Y" is written with, sides exchanged ("west" -> "east"), None for any other
    word.

    >>> compass_pole("south"), compass_pole("north")
    ('north', None)
    """
    return COMPASS_CONVERSES.get(lemma)
