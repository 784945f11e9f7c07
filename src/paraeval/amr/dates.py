"""Dates and clock times as AMR writes them: the fields of a date-entity, read from the words of a date.

"March 2003" -> :month 3 :year 2003; "July 4, 1990" -> :month 7 :day 4 :year 1990; "Tuesday morning" ->
:weekday tuesday :dayperiod morning; "3 pm", "3 p.m.", "15:00" and "three in the afternoon" -> :time "15:00";
"noon" and "12 pm" -> :time "12:00", "midnight" and "12 am" -> :time "0:00"; "the 1990s" -> :decade 1990;
"late October" -> :month 10 :mod late (AMR's way with "early", "mid" and "late" of a month, a year, a decade or a
weekday).
A date with any word this cannot read ("last year", "two weeks ago") gives None, and the parser keeps its
ordinary reading: a partial date-entity would claim a precision the text does not have.
"""
from __future__ import annotations

import re

_MONTH_WORDS = (("january", "jan"), ("february", "feb"), ("march", "mar"), ("april", "apr"), ("may",), ("june", "jun"),
                ("july", "jul"), ("august", "aug"), ("september", "sep", "sept"), ("october", "oct"),
                ("november", "nov"), ("december", "dec"))
_MONTHS = {name: k + 1 for k, names in enumerate(_MONTH_WORDS) for name in names}
MONTH_NAMES = frozenset(names[0] for names in _MONTH_WORDS)  # written out in full, not "jan"
WEEKDAYS = frozenset({"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"})
# a part of the day: after a clock hour it says am or pm ("three in the afternoon"), alone it is a :dayperiod
DAY_PERIODS = {"morning": "am", "afternoon": "pm", "evening": "pm", "night": "pm"}
_MERIDIEM = {"am": "am", "a.m": "am", "pm": "pm", "p.m": "pm"}
_CLOCK = re.compile(r"([0-9]{1,2}):([0-9]{2})")
_DECADE = re.compile(r"([12][0-9]{2}0)'?s")  # "1990s": AMR's :decade 1990
_NAMED_HOURS = {"noon": (12, 0), "midday": (12, 0), "midnight": (0, 0)}  # clock times with a name
# which part of a period: "early 2020", "mid-March", "late October" (a :mod of the date-entity)
_PARTS_OF_A_PERIOD = frozenset({"early", "mid", "late"})
_PERIODS_WITH_PARTS = frozenset({":month", ":year", ":decade", ":weekday"})


def is_clock_time(word: str) -> bool:
    """Whether a word is a clock time in digits ("6:15"), which spaCy's NER sometimes calls a number.

    >>> is_clock_time("6:15"), is_clock_time("6.15")
    (True, False)
    """
    return _CLOCK.fullmatch(word) is not None


def is_meridiem(word: str) -> bool:
    """Whether a lowercase word says am or pm ("p.m.", "am")."""
    return word.rstrip(".") in _MERIDIEM


def is_named_hour(word: str) -> bool:
    """Whether a lowercase word is a clock time by name ("noon", "midnight")."""
    return word in _NAMED_HOURS


def is_month(word: str) -> bool:
    """Whether a lowercase word names a month ("march", "sept")."""
    return word.rstrip(".") in _MONTHS


def weekday_of(word: str) -> str | None:
    """The weekday a lowercase word names, one or many ("monday", "mondays" -> monday); else None.

    >>> weekday_of("sundays"), weekday_of("sunday"), weekday_of("sundae")
    ('sunday', 'sunday', None)
    """
    day = word[:-1] if word.endswith("s") else word
    return day if day in WEEKDAYS else None


def date_fields(words: list[str], number_of) -> list[tuple[str, str]] | None:
    """[(role, value)] of the date-entity the words (lowercased, punctuation and function words left out) make,
    or None if a word is not part of a date this can read. number_of(word) gives a number word's value or None.
    A :weekday, a :dayperiod and a :mod value is a concept; :time is a quoted string; the rest are numbers.

    >>> date_fields(["late", "october"], lambda w: None)
    [(':mod', 'late'), (':month', '10')]
    """
    fields, numbers, clock, meridiem, period, part = {}, [], None, None, None, None
    for word in (w for word in words for w in _parts_split(word)):
        word = word.rstrip(".")
        if word in _PARTS_OF_A_PERIOD and part is None:
            part = word
        elif word in _MONTHS:
            fields[":month"] = str(_MONTHS[word])
        elif weekday_of(word) is not None:  # "on Sundays"
            fields[":weekday"] = weekday_of(word)
        elif word in _MERIDIEM:
            meridiem = _MERIDIEM[word]
        elif word in DAY_PERIODS:
            period = word
        elif (time := _CLOCK.fullmatch(word)) is not None:
            clock = tuple(int(x) for x in time.groups())
        elif word in _NAMED_HOURS:
            clock = _NAMED_HOURS[word]
        elif (decade := _DECADE.fullmatch(word)) is not None and ":decade" not in fields:
            fields[":decade"] = decade.group(1)
        elif (number := number_of(word)) is not None:
            numbers.append(number)
        else:
            return None
    fields = _resolved(fields, numbers, clock, meridiem, period)
    if part is None or fields is None:
        return fields
    # "late" of a clock time or a part of the day ("late evening") is not a part of a period this reads
    return sorted(fields + [(":mod", part)]) if _PERIODS_WITH_PARTS & dict(fields).keys() else None


def merged_date_fields(dates: list[list[tuple[str, str]]]) -> list[tuple[str, str]] | None:
    """The fields of one date-entity made of the dates of one event, each as [(role, value)] ("at eight o'clock"
    and "on Tuesday evening": 20:00 on a Tuesday), or None where two dates give the same field. A clock hour from
    1 to 12 with a part of the day is read in that half of the day, the part left out, as "eight in the evening"
    reads.

    >>> merged_date_fields([[(":time", '"8:00"')], [(":dayperiod", "evening"), (":weekday", "tuesday")]])
    [(':time', '"20:00"'), (':weekday', 'tuesday')]
    >>> merged_date_fields([[(":time", '"8:00"')], [(":time", '"9:00"')]]) is None
    True
    """
    fields = {}
    for role, value in (field for date in dates for field in date):
        if role in fields:
            return None
        fields[role] = value
    clock = _CLOCK.fullmatch(fields.get(":time", "").strip('"'))
    half = DAY_PERIODS.get(fields.get(":dayperiod", ""))
    if clock is not None and half is not None and 1 <= int(clock.group(1)) <= 12:
        hour = int(clock.group(1)) % 12 + (12 if half == "pm" else 0)
        fields[":time"] = f'"{hour}:{clock.group(2)}"'
        del fields[":dayperiod"]
    return sorted(fields.items())


def _parts_split(word: str) -> list[str]:
    """"mid-2021", one token, as the two words "mid" and "2021"; any other word alone."""
    part, dash, rest = word.partition("-")
    return [part, rest] if dash and part in _PARTS_OF_A_PERIOD and rest else [word]


def _resolved(fields, numbers, clock, meridiem, period):
    """The fields once the numbers are known to be a year, a day of the month or an hour."""
    hour_marked = meridiem is not None or (period is not None and ":month" not in fields)
    for n in numbers:
        if 1000 <= n <= 2999 and ":year" not in fields:
            fields[":year"] = str(n)
        elif ":month" in fields and 1 <= n <= 31 and ":day" not in fields:
            fields[":day"] = str(n)
        elif clock is None and hour_marked and 1 <= n <= 12:
            clock = (n, 0)
        else:
            return None
    if clock is not None:
        hour, minute = clock
        half = meridiem or DAY_PERIODS.get(period)
        if hour > 23 or minute > 59 or (half and not 1 <= hour <= 12):
            return None
        if half:
            hour = hour % 12 + (12 if half == "pm" else 0)
        fields[":time"] = f'"{hour}:{minute:02d}"'
    elif meridiem is not None:
        return None  # "pm" with no hour
    if period is not None and (clock is None or meridiem is not None):
        fields[":dayperiod"] = period
    return sorted(fields.items()) or None
