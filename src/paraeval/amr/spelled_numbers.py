"""Numbers spelled over several words and clock times in words, rewritten as digits before the parser reads a text.

The parser (dependency_parser.py) reads one number word as its digits ("three" -> 3), but spaCy splits a
number spelled over several words into tokens that hang off each other ("forty-five" -> five with the
compound forty), which the parser read as (5 :mod 40). AMR writes every number in digits, so the text is
rewritten first: "forty-five" -> "45", "eight hundred and ninety-nine" -> "899", "two thousand and five" ->
"2005", "nineteen ninety-eight" -> "1998" (a year spoken in two parts), "a dozen" -> "12", "two dozen" -> "24",
"a couple of" -> "2", "half a million" -> "500000", "one and a half million" and "1.5 million" -> "1500000",
"£4m" -> "£4000000" (an amount of money abbreviated after its sign: k, m, mn, bn),
"the nineties" -> "the 1990s" (a decade of the twentieth century, after "the" only: "in
her nineties" is an age).
A run of number words that is not one number ("two three", "one and two") is left as written.
A clock time in words is written as the parser reads one in digits (dates.py): "half past three" -> "3:30", "a
quarter past six" -> "6:15", "a quarter to six" -> "5:45", "ten minutes to six" -> "5:50", "nine o'clock" -> "9:00",
and after a preposition of time "at twenty to nine" -> "at 8:40" (five, ten, twenty or twenty-five minutes, as a
clock is read; "from twenty to nine" is a range and stays);
an hour after a time preposition with its part of the day, on the 24-hour clock: "at six in the evening" -> "at
18:00", "until twelve o'clock at night" -> "until 0:00" (midnight), "by two at night" -> "by 2:00" (without the
preposition, "sold six in the morning" may count things, and is left alone; spaCy reads "2 am" as a noun, "2:00"
as a time). Halves of a unit of time, length, area, weight or volume are written as decimals: "three and a half years"
-> "3.5 years", "a year and a half" -> "1.5 years", "half an hour" and "half hour" -> "0.5 hours", "half a
teaspoon" -> "0.5 teaspoons" (AMR's :quant is a number), and so are
quarters: "an hour and a quarter" -> "1.25 hours", "a quarter of an hour" -> "0.25 hours", "three quarters of an
hour" -> "0.75 hours".
"""
from __future__ import annotations

import re

UNITS = {w: i for i, w in enumerate("zero one two three four five six seven eight nine".split())}
TEENS = {w: i + 10 for i, w in enumerate(
    "ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split())}
TENS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80,
        "ninety": 90}
_LARGE = {"thousand": 1000, "million": 1_000_000, "billion": 1_000_000_000}
_BELOW_TWENTY = {**UNITS, **TEENS}
_BELOW_TWENTY_WORDS = {n: w for w, n in _BELOW_TWENTY.items()}  # 2 -> "two"
# every number word the parser reads alone, "hundred" and "thousand" included ("ten kilometers" -> 10)
NUMBER_WORDS = {**_BELOW_TWENTY, **TENS, "hundred": 100, "thousand": 1000}
TIMES_WORDS = {"once": 1, "twice": 2, "thrice": 3}  # how many times, or a multiple: "twice that price"

_WORD = "|".join(sorted([*UNITS, *TEENS, *TENS, "hundred", *_LARGE], key=len, reverse=True))
# number words joined by hyphens, spaces or "and", "a" only before hundred, thousand, ...; a run of one word
# is left to the parser, which reads it where it is a number ("three") and not where it is not ("the one")
_RUN = re.compile(rf"\b(?:an?\s+(?=(?:hundred|{'|'.join(_LARGE)})\b))?(?:{_WORD})"
                  rf"(?:(?:\s*-\s*|\s+and\s+|\s+)(?:{_WORD}))*\b", re.IGNORECASE)
_COUPLE = re.compile(r"\ba\s+couple\s+of\b", re.IGNORECASE)  # "a couple of goals": two
# "a pair of tablets": two; not a thing named in the plural that is one ("a pair of scissors" is one pair)
_ONE_THING_IN_THE_PLURAL = ("scissors", "shears", "trousers", "pants", "jeans", "shorts", "tights", "leggings",
                            "pyjamas", "pajamas", "overalls", "glasses", "spectacles", "sunglasses", "goggles",
                            "binoculars", "pliers", "tweezers", "tongs", "clippers", "headphones", "earphones")
_PAIR = re.compile(rf"\ba\s+pair\s+of\s+(?!(?:{'|'.join(_ONE_THING_IN_THE_PLURAL)})\b)", re.IGNORECASE)
# halves and digits of a large number: "half a million", "one and a half million", "1.5 million" (which spaCy reads
# as (million :mod 1.5)); "two million" is a run of number words
_LARGE_WORD = "|".join(_LARGE)
_HALF_A_LARGE = re.compile(rf"\bhalf\s+an?\s+(?P<large>{_LARGE_WORD})\b", re.IGNORECASE)
_AND_A_HALF_LARGE = re.compile(rf"\b(?P<count>{_WORD}|[0-9]+)\s+and\s+a\s+half\s+(?P<large>{_LARGE_WORD})\b",
                               re.IGNORECASE)
# a fraction in digits, with its whole part if any: "1/2 cup", "1 1/2 cups", "3/4 of the votes" (spaCy reads "1/2"
# as 12); only the denominators of everyday fractions, so that "9/11" and "24/7" stay, and never inside a date
# (a fraction "of" something is spelled instead, as the parser reads "two thirds of the votes": a share of it)
_FRACTION_WORDS = {2: ("half", "halves"), 3: ("third", "thirds"), 4: ("quarter", "quarters"), 5: ("fifth", "fifths"),
                   8: ("eighth", "eighths"), 10: ("tenth", "tenths"), 16: ("sixteenth", "sixteenths")}
_DIGIT_FRACTION = re.compile(r"(?<![\d/.,])(?:(?P<whole>[0-9]+)\s+)?(?P<numerator>[0-9]+)/(?P<denominator>[0-9]+)"
                             r"(?![\d/])(?=(?P<of>\s+of\b)?)")
_DIGITS_LARGE = re.compile(rf"\b(?P<count>[0-9]+(?:\.[0-9]+)?)\s+(?P<large>{_LARGE_WORD})\b", re.IGNORECASE)
# an amount of money abbreviated after its sign: "£4m", "$2.5bn", "€30k" ("4m" alone may be metres)
_ABBREVIATIONS = {"k": "thousand", "m": "million", "mn": "million", "bn": "billion"}
_SIGNED_ABBREVIATED = re.compile(r"(?<=[£$€])(?P<count>[0-9]+(?:\.[0-9]+)?)\s?(?P<abbreviation>k|m|mn|bn)\b",
                                 re.IGNORECASE)
# the decades of the twentieth century in words, after "the" ("in her nineties" is an age)
_DECADES = {"twenties": 1920, "thirties": 1930, "forties": 1940, "fifties": 1950, "sixties": 1960,
            "seventies": 1970, "eighties": 1980, "nineties": 1990}
_THE_DECADE = re.compile(rf"\b(?P<the>the\s+)(?P<decade>{'|'.join(_DECADES)})\b", re.IGNORECASE)
_DOZEN = re.compile(rf"\b(half\s+a|an?|{_WORD}|[0-9]+)\s+dozen\b", re.IGNORECASE)
_HOUR = rf"(?P<hour>{'|'.join(list(_BELOW_TWENTY)[1:13])}|1[0-2]|[1-9])\b"  # one to twelve, in words or digits
# minutes before or after an hour: "half past three", "a quarter to six", "ten minutes past nine"; an hour that
# counts hours is no clock time ("ten minutes to two hours")
_PAST_TO = re.compile(rf"\b(?P<minutes>half|(?:a\s+)?quarter|(?:{_WORD}|[1-5]?[0-9])\s+minutes?)\s+"
                      rf"(?P<way>past|after|to)\s+{_HOUR}(?!\s+(?:hours?|days?|weeks?|months?|years?)\b)", re.IGNORECASE)
# the same without "minutes", only after a preposition of time and only the minutes a clock is read in ("at
# twenty to nine", "by ten past six"), so that "from twenty to nine" stays a range
_BARE_PAST_TO = re.compile(rf"\b(?P<preposition>(?:at|by|until|till|before|after|around|about|since)\s+)"
                           rf"(?P<minutes>five|ten|twenty|25)\s+(?P<way>past|to)\s+{_HOUR}"  # "twenty-five" is 25 by now
                           rf"(?!\s+(?:hours?|days?|weeks?|months?|years?)\b)", re.IGNORECASE)
_O_CLOCK = re.compile(rf"\b{_HOUR}\s+o['’]\s?clock\b", re.IGNORECASE)
_UNITS = {"second": "seconds", "minute": "minutes", "hour": "hours", "day": "days", "week": "weeks",
          "fortnight": "fortnights", "month": "months", "year": "years", "decade": "decades", "century": "centuries",
          "mile": "miles", "kilometre": "kilometres", "kilometer": "kilometers", "metre": "metres", "meter": "meters",
          "kilo": "kilos", "kilogram": "kilograms", "pound": "pounds", "litre": "litres", "liter": "liters",
          "gallon": "gallons", "cup": "cups", "inch": "inches", "foot": "feet", "teaspoon": "teaspoons",
          "tablespoon": "tablespoons", "ounce": "ounces", "gram": "grams", "pint": "pints", "ton": "tons",
          "tonne": "tonnes", "acre": "acres", "yard": "yards", "centimetre": "centimetres", "centimeter": "centimeters",
          "millimetre": "millimetres", "millimeter": "millimeters", "millilitre": "millilitres", "milliliter": "milliliters"}
_ANY_UNIT = "|".join(sorted([*_UNITS, *_UNITS.values()], key=len, reverse=True))
_AND_A_HALF = re.compile(rf"\b(?P<count>{_WORD}|[0-9]+)\s+and\s+a\s+half\s+(?P<unit>{_ANY_UNIT})\b", re.IGNORECASE)
_UNIT_AND_A_HALF = re.compile(rf"\ban?\s+(?P<unit>{'|'.join(_UNITS)})\s+and\s+a\s+half\b", re.IGNORECASE)
_AND_A_QUARTER = re.compile(rf"\b(?P<count>{_WORD}|[0-9]+)\s+and\s+a\s+quarter\s+(?P<unit>{_ANY_UNIT})\b", re.IGNORECASE)
_UNIT_AND_A_QUARTER = re.compile(rf"\ban?\s+(?P<unit>{'|'.join(_UNITS)})\s+and\s+a\s+quarter\b", re.IGNORECASE)
_QUARTERS_OF_A_UNIT = re.compile(rf"\b(?P<count>an?|one|three)\s+quarters?\s+of\s+an?\s+(?P<unit>{'|'.join(_UNITS)})\b",
                                 re.IGNORECASE)
_HALF_UNIT = re.compile(rf"\bhalf[\s-](?P<unit>{'|'.join(_UNITS)})\b", re.IGNORECASE)  # "every half hour"
_HALF_A_UNIT = re.compile(rf"\bhalf\s+an?\s+(?P<unit>{'|'.join(_UNITS)})\b", re.IGNORECASE)
_TIME_PREPOSITION = r"(?P<preposition>\b(?:at|after|before|until|till|by|from|to|around|about|past|since)\s+)"
_WITH_DAY_PERIOD = re.compile(rf"{_TIME_PREPOSITION}(?P<clock>{_HOUR[:-2]}(?::[0-5][0-9])?)\s+"
                              r"(?:in\s+the\s+(?P<period>morning|afternoon|evening)|at\s+(?P<night>night))\b", re.IGNORECASE)


def _below_hundred(words: list[str], i: int) -> tuple[int | None, int]:
    """(value, next index) of "ninety-eight", "twelve" or "seven" at words[i]; (None, i) if none starts there."""
    word = words[i] if i < len(words) else None
    if word in TENS:
        if i + 1 < len(words) and words[i + 1] in UNITS and words[i + 1] != "zero":
            return TENS[word] + UNITS[words[i + 1]], i + 2
        return TENS[word], i + 1
    if word in _BELOW_TWENTY:
        return _BELOW_TWENTY[word], i + 1
    return None, i


def _below_thousand(words: list[str], i: int) -> tuple[int | None, int]:
    """(value, next index) of "eight hundred and ninety-nine", "a hundred" or "forty" at words[i]."""
    if words[i] in ("a", "an") and i + 1 < len(words) and words[i + 1] in ("hundred", *_LARGE):
        n, i = 1, i + 1
    else:
        n, i = _below_hundred(words, i)
        if n is None:
            return None, i
    if i < len(words) and words[i] == "hundred":
        n, i = n * 100, i + 1
        rest, after = _below_hundred(words, i + 1 if i < len(words) and words[i] == "and" else i)
        if rest is not None:
            n, i = n + rest, after
    return n, i


def spelled_value(words: list[str]) -> int | None:
    """The number that lowercase number words make, or None where they make none.

    >>> [spelled_value(w.split()) for w in ("forty five", "eight hundred and ninety nine", "two thousand and five",
    ...                                     "nineteen ninety eight", "a hundred", "two three", "one and two")]
    [45, 899, 2005, 1998, 100, None, None]
    """
    first, i = _below_hundred(words, 0)
    second, end = _below_hundred(words, i) if first is not None else (None, i)
    if second is not None and end == len(words) and 13 <= first <= 20 and second >= 10:
        return first * 100 + second  # a year in two parts; "twelve thirty" is left alone (a clock time)
    total, i = 0, 0
    while i < len(words):
        n, i = _below_thousand(words, i)
        if n is None:
            return None
        if i < len(words) and words[i] in _LARGE:
            total, i = total + n * _LARGE[words[i]], i + 1
            i += 1 if i < len(words) and words[i] == "and" else 0
            continue
        if i != len(words):
            return None
        total += n
    return total


def count_of(word: str) -> int | None:
    """The number a lowercase word in digits or one number word is ("12", "twelve" -> 12); None for any other."""
    return int(word) if word.isdigit() else NUMBER_WORDS.get(word)


def _words(run: str) -> list[str]:
    return re.findall(r"[a-z]+", run.lower())


def _run_as_digits(match: re.Match) -> str:
    """A run that is one number in digits; one that is not, part by part between its "and"s ("sixty and one
    hundred" -> "sixty and 100": a part of one word is left to the parser, "one and two" stays)."""
    run = match.group(0)
    whole = _number_in_digits(run)
    if whole != run:
        return whole
    parts = re.split(r"(\s+and\s+)", run, flags=re.IGNORECASE)
    return run if len(parts) == 1 else "".join(part if k % 2 else _number_in_digits(part) for k, part in enumerate(parts))


def _number_in_digits(words_text: str) -> str:
    """Number words of several words that make one number, as its digits; anything else as written."""
    words = _words(words_text)
    value = spelled_value(words) if len(words) > 1 else None
    return words_text if value is None else str(value)


def _large_as_digits(match: re.Match, half: float = 0.0) -> str:
    """(the count, 0 where the match has none, + half) times a large number word, as digits: "half a million"
    -> "500000", "one and a half million" and "1.5 million" -> "1500000"; as written where that is no whole
    number."""
    groups = match.groupdict()
    word = groups.get("count")
    count = 0.0 if word is None else float(word) if count_of(word.lower()) is None else count_of(word.lower())
    value = (count + half) * _LARGE[match.group("large").lower()]
    return f"{int(value)}" if value == int(value) else match.group(0)


def _fraction_as_decimal(match: re.Match) -> str:
    """"1/2" -> "0.5", "1 1/2" -> "1.5", "1/3" -> "0.3333", "2/3 of" -> "two thirds of"; as written where it is no
    everyday fraction."""
    numerator, denominator = int(match.group("numerator")), int(match.group("denominator"))
    if denominator not in _FRACTION_WORDS or not 0 < numerator < denominator:
        return match.group(0)
    if match.group("of") and not match.group("whole"):
        return f"{_BELOW_TWENTY_WORDS[numerator]} {_FRACTION_WORDS[denominator][numerator > 1]}"
    return f"{int(match.group('whole') or 0) + numerator / denominator:.4g}"


def _dozen_as_digits(match: re.Match) -> str:
    count = match.group(1).lower()
    times = 0.5 if count.startswith("half") else 1 if count in ("a", "an") else count_of(count)
    return match.group(0) if times is None else f"{int(12 * times)}"


def _hour(match: re.Match) -> int:
    return count_of(match.group("hour").lower())


def _past_to_as_clock(match: re.Match) -> str:
    """"a quarter to six" -> "5:45": the minutes after the hour, or before it ("to"); "at twenty to nine" ->
    "at 8:40"."""
    words = match.group("minutes").lower()
    minutes = 30 if words == "half" else 15 if words.endswith("quarter") else count_of(words.split()[0])
    if words == "half" and match.group("way").lower() != "past":
        return match.group(0)  # "half to six" is no clock time
    hour = _hour(match)
    if match.group("way").lower() == "to":
        hour, minutes = (hour - 2) % 12 + 1, 60 - minutes
    preposition = match.groupdict().get("preposition") or ""
    return f"{preposition}{hour}:{minutes:02d}"


def _on_24_hour_clock(match: re.Match) -> str:
    """"at six in the evening" -> "at 18:00"; at night an hour from six to eleven is p.m., twelve and the small
    hours a.m."""
    hour = count_of(match.group("hour").lower())
    late = match.group("period") in ("afternoon", "evening") if match.group("period") else 6 <= hour <= 11
    minutes = match.group("clock")[len(match.group("hour")):] or ":00"  # ":30" of "9:30"
    return f"{match.group('preposition')}{hour % 12 + (12 if late else 0)}{minutes}"


def _fractions_of_units_as_decimals(text: str) -> str:
    """"three and a half years" -> "3.5 years", "a year and a half" -> "1.5 years", "half an hour" -> "0.5 hours";
    quarters too: "an hour and a quarter" -> "1.25 hours", "three quarters of an hour" -> "0.75 hours"."""
    def plural(unit: str) -> str:
        return _UNITS.get(unit.lower(), unit)

    def count_and_a_half(match: re.Match) -> str:
        count = count_of(match.group("count").lower())
        return match.group(0) if count is None else f"{count}.5 {match.group('unit')}"

    def count_and_a_quarter(match: re.Match) -> str:
        count = count_of(match.group("count").lower())
        return match.group(0) if count is None else f"{count}.25 {match.group('unit')}"

    text = _AND_A_HALF.sub(count_and_a_half, text)
    text = _UNIT_AND_A_HALF.sub(lambda m: f"1.5 {plural(m.group('unit'))}", text)
    text = _AND_A_QUARTER.sub(count_and_a_quarter, text)
    text = _UNIT_AND_A_QUARTER.sub(lambda m: f"1.25 {plural(m.group('unit'))}", text)
    text = _QUARTERS_OF_A_UNIT.sub(
        lambda m: f"{0.75 if m.group('count').lower() == 'three' else 0.25:g} {plural(m.group('unit'))}", text)
    text = _HALF_A_UNIT.sub(lambda m: f"0.5 {plural(m.group('unit'))}", text)
    return _HALF_UNIT.sub(lambda m: f"0.5 {plural(m.group('unit'))}", text)


def digits_for_spelled_numbers(text: str) -> str:
    """text with each number spelled over several words, each count of dozens and each clock time in words in
    digits.

    >>> digits_for_spelled_numbers("Forty-five dollars for two dozen eggs, not eight hundred and ninety-nine.")
    '45 dollars for 24 eggs, not 899.'
    >>> digits_for_spelled_numbers("She was born in nineteen ninety-eight and has two or three cats.")
    'She was born in 1998 and has two or three cats.'
    >>> digits_for_spelled_numbers("Between sixty and one hundred times, one and two, two thousand and five.")
    'Between sixty and 100 times, one and two, 2005.'
    >>> digits_for_spelled_numbers("From half past three to a quarter to one, not at nine o'clock or 12 o'clock.")
    'From 3:30 to 12:45, not at 9:00 or 12:00.'
    >>> digits_for_spelled_numbers("It took three and a half years, a year and a half, half an hour, not half a dozen.")
    'It took 3.5 years, 1.5 years, 0.5 hours, not 6.'
    >>> digits_for_spelled_numbers("Half a million books, one and a half million pages, 1.5 million words.")
    '500000 books, 1500000 pages, 1500000 words.'
    >>> digits_for_spelled_numbers("A bill of about £4m, a $2.5bn deal, €30k a year, a 4m wall.")
    'A bill of about £4000000, a $2500000000 deal, €30000 a year, a 4m wall.'
    >>> digits_for_spelled_numbers("Add 1/2 cup of milk and 1 1/2 cups of flour, open 24/7 since 1/2/2024.")
    'Add 0.5 cup of milk and 1.5 cups of flour, open 24/7 since 1/2/2024.'
    >>> digits_for_spelled_numbers("About 2/3 of the voters and 1/4 of the rest.")
    'About two thirds of the voters and one quarter of the rest.'
    >>> digits_for_spelled_numbers("A couple of hits in the nineties, in her nineties.")
    '2 hits in the 1990s, in her nineties.'
    >>> digits_for_spelled_numbers("Take a pair of tablets with a pair of scissors.")
    'Take 2 tablets with a pair of scissors.'
    >>> digits_for_spelled_numbers("At twenty to nine, not from twenty to nine; a quarter of an hour, an hour and a quarter.")
    'At 8:40, not from twenty to nine; 0.25 hours, 1.25 hours.'
    >>> digits_for_spelled_numbers("Open from six in the morning until twelve o'clock at night, not at ten at night.")
    'Open from 6:00 until 0:00, not at 22:00.'
    """
    text = _HALF_A_LARGE.sub(lambda m: _large_as_digits(m, 0.5), text)
    text = _AND_A_HALF_LARGE.sub(lambda m: _large_as_digits(m, 0.5), text)
    text = _SIGNED_ABBREVIATED.sub(
        lambda m: f"{m.group('count')} {_ABBREVIATIONS[m.group('abbreviation').lower()]}", text)
    text = _DIGIT_FRACTION.sub(_fraction_as_decimal, text)
    text = _DIGITS_LARGE.sub(_large_as_digits, text)
    text = _fractions_of_units_as_decimals(_RUN.sub(_run_as_digits, text))
    text = _DOZEN.sub(_dozen_as_digits, text)
    text = _COUPLE.sub("2", text)
    text = _PAIR.sub("2 ", text)
    text = _THE_DECADE.sub(lambda m: f"{m.group('the')}{_DECADES[m.group('decade').lower()]}s", text)
    text = _PAST_TO.sub(_past_to_as_clock, text)
    text = _BARE_PAST_TO.sub(_past_to_as_clock, text)
    text = _O_CLOCK.sub(lambda m: f"{_hour(m)}:00", text)
    return _WITH_DAY_PERIOD.sub(_on_24_hour_clock, text)
