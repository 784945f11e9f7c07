"""Input and output of `paraeval score`: rows with their line numbers, one-line errors, safe output.

Every problem with the arguments or the file is raised as a UsageError (exit status 2) or an InputError
(exit status 1) whose message already names the file and line; `cli.main` prints it on one line.
"""
from __future__ import annotations

import contextlib
import csv
import functools
import itertools
import json
import os
import re
import stat
import sys
import tempfile
from typing import Iterator

from .metric_table import METRICS

# extension -> "jsonl" or the csv delimiter
FORMATS = {".jsonl": "jsonl", ".json": "jsonl", ".ndjson": "jsonl", ".csv": ",", ".tsv": "\t"}


class UsageError(Exception):
    """Bad arguments: an unknown option value, a column the file lacks, an output that is refused."""

    exit_code = 2


class InputError(Exception):
    """An unreadable input or bad file content."""

    exit_code = 1


def display_name(path: str) -> str:
    """How messages name an input: its path, or <stdin> for `-`."""
    return "<stdin>" if path == "-" else path


def check_input(path: str) -> str:
    """Fail early on a missing, unreadable or unknown-format input; returns "jsonl" or the csv delimiter."""
    if path == "-":
        return "jsonl"  # stdin is read as jsonl
    if os.path.isdir(path):
        raise InputError(f"{path}: is a directory; give a .jsonl, .csv or .tsv file")
    if not os.path.exists(path):
        raise InputError(f"{path}: no such file; check the path")
    if os.path.isfile(path):  # not a pipe: opening one to probe it would consume it
        try:
            open(path, "rb").close()
        except OSError as err:
            raise InputError(f"{path}: cannot be read ({err.strerror}); check its permissions") from err
    ext = os.path.splitext(path)[1].lower()
    if ext not in FORMATS:
        raise UsageError(f"{path}: unknown format {ext or '(no extension)'!r}; use .jsonl, .csv or .tsv")
    return FORMATS[ext]


def _lines(path: str) -> Iterator[tuple[int, str]]:
    """(1-based line number, line) of a file or of stdin, decoded as UTF-8 with any BOM removed.

    Bytes are decoded line by line, so a non-UTF-8 byte is reported with its line number (text mode
    would fail somewhere inside a read buffer). Line endings are kept, as the csv module wants them
    (the equivalent of newline=""); a \\r before \\n is whitespace to JSON and a line ending to csv.
    """
    if path == "-":
        # bytes where stdin has them (a terminal or pipe); a text stream (a test's StringIO) as it is
        yield from _decoded(display_name(path), getattr(sys.stdin, "buffer", sys.stdin))
        return
    with open(path, "rb") as f:
        yield from _decoded(path, f)


def _decoded(path: str, stream) -> Iterator[tuple[int, str]]:
    for number, line in enumerate(stream, 1):
        if isinstance(line, bytes):
            try:
                line = line.decode("utf-8")
            except UnicodeDecodeError as err:
                raise InputError(
                    f"{path}:{number}: not UTF-8 text (byte 0x{line[err.start]:02x} at byte {err.start + 1} of the "
                    "line); save the file as UTF-8 (e.g. iconv -f latin1 -t utf-8)"
                ) from err
        if number == 1:
            line = line.removeprefix("\ufeff")  # a UTF-8 BOM (Excel, Notepad) is not part of the first column name
        yield number, line


def json_kind(value) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, (int, float)):
        return f"number {value!r}"
    if isinstance(value, str):
        return f"string {value!r:.40}"
    if isinstance(value, list):
        return "a JSON array"
    return "a JSON object"


def _whole_file_array(path: str, number: int) -> InputError:
    return InputError(
        f"{path}:{number}: the file is one JSON array, but rows must be JSON Lines (one JSON object per line); "
        f"convert it, e.g. jq -c '.[]' {path} > rows.jsonl"
    )


def _jsonl_rows(path: str) -> Iterator[tuple[int, dict]]:
    first = True
    name, path = path, display_name(path)
    for number, line in _lines(name):
        text = line.strip()
        if not text:
            continue
        try:
            value = json.loads(text)
        except json.JSONDecodeError as err:
            if first and text.startswith("["):  # `[` alone or `[{...},` on the first line: a pretty-printed array
                raise _whole_file_array(path, number) from err
            raise InputError(f"{path}:{number}: not valid JSON ({err.msg} at column {err.colno}); "
                             "each line must be one JSON object") from err
        if not isinstance(value, dict):
            if first and isinstance(value, list) and value and all(isinstance(v, dict) for v in value):
                raise _whole_file_array(path, number)  # the whole array on one line
            raise InputError(f"{path}:{number}: a row must be a JSON object with text fields, got {json_kind(value)}; "
                             "remove or fix the line")
        first = False
        yield number, value


_QUOTED_FIELD = re.compile(r'^"((?:[^"]|"")*)"$', re.DOTALL)


def _tsv_field(text: str) -> str:
    """A field of a TSV file whose quotes are text (MRPC, GLUE: `"Stop," he said.`), except that a field quoted
    whole, with its inner quotes doubled, is unquoted."""
    quoted = _QUOTED_FIELD.match(text)
    return quoted.group(1).replace('""', '"') if quoted else text


def _quotes_are_text(path: str) -> bool:
    """Whether a TSV file does not read as quoted TSV (as pandas' to_csv(sep="\\t") writes it, a field with a
    quote, tab or line break in quotes): a field such as `"Stop," he said.` then shows that quotes are text.
    Read once per version of the file, though `paraeval score` opens it twice (checking pass, scoring pass)."""
    found = os.stat(path)
    return _tsv_quotes_are_text(path, found.st_size, found.st_mtime_ns)


@functools.lru_cache(maxsize=8)
def _tsv_quotes_are_text(path: str, size: int, modified: int) -> bool:
    try:
        for _ in csv.reader((line for _, line in _lines(path)), delimiter="\t", strict=True):
            pass
    except csv.Error:
        return True
    return False


def _csv_rows(path: str, delimiter: str, header: list) -> Iterator[tuple[int, dict]]:
    """Rows of a csv/tsv file; fills `header` with the column names when it reads them. Fields may be quoted,
    except in a TSV file whose quotes are text (_quotes_are_text, _tsv_field)."""
    lines = (line for _, line in _lines(path))
    # a pipe is read once: its quotes are read as quoting
    plain = delimiter == "\t" and os.path.isfile(path) and _quotes_are_text(path)
    # strict: an unclosed quote is an error; otherwise csv silently swallows every later row into one field
    reader = (csv.reader(lines, delimiter=delimiter, quoting=csv.QUOTE_NONE) if plain else
              csv.reader(lines, delimiter=delimiter, strict=True))
    end = 0  # the last line of the previous record; a record starts on the line after it
    while True:
        start = end + 1
        try:
            record = next(reader, None)
        except csv.Error as err:
            raise InputError(f"{path}:{start}: bad quoting ({err}); put a field that holds quotes, the delimiter or "
                             'a line break in double quotes, and double each quote inside it ("")') from err
        if record is None:
            return
        end = reader.line_num
        if not record:  # a blank line
            continue
        if plain:
            record = [_tsv_field(value) for value in record]
        if not header:
            header.extend(name.strip() for name in record)
            repeated = sorted({name for name in header if header.count(name) > 1 and name})
            if repeated:
                raise InputError(f"{path}:{start}: the header names column {repeated[0]!r} twice; rename one")
            continue
        if len(record) > len(header) and any(v.strip() for v in record[len(header):]):
            advice = ("this TSV file's quotes are text, so a field cannot hold a tab: write such texts as .jsonl" if plain
                      else "quote fields that contain a " + ("tab" if delimiter == "\t" else repr(delimiter)))
            raise InputError(f"{path}:{start}: the row has {len(record)} fields but the header has {len(header)}; "
                             + advice)
        # a short row lacks its last columns, as a jsonl row may lack a key
        yield start, dict(zip(header, record))


class Rows:
    """(line number, row) of a jsonl file (kind "jsonl") or a csv/tsv file (kind: the delimiter).

    The line number is 1-based, as editors show it; a csv record that spans lines has its first line.
    `header` is the csv header, or the keys of the first jsonl row, once the first row was read.
    """

    def __init__(self, path: str, kind: str):
        self.header: list[str] = []
        self._jsonl = kind == "jsonl"
        self._rows = _jsonl_rows(path) if self._jsonl else _csv_rows(path, kind, self.header)

    def __iter__(self):
        return self

    def __next__(self) -> tuple[int, dict]:
        line, row = next(self._rows)
        if self._jsonl and not self.header:
            self.header.extend(row)
        return line, row


def same_file(a: str, b: str) -> bool:
    if os.path.realpath(a) == os.path.realpath(b):
        return True
    try:
        return os.path.samefile(a, b)  # hard links, bind mounts
    except OSError:
        return False


def is_stream(path: str) -> bool:
    """Whether `path` is something that exists but is not a file to replace: a device (/dev/null, /dev/stdout),
    a named pipe or a socket (links followed). Output goes straight into it."""
    return os.path.exists(path) and not os.path.isfile(path) and not os.path.isdir(path)


def check_output(output: str, inputs: list[str], force: bool) -> None:
    """Refuse an output that would destroy an input or, without --force, an existing file."""
    if output == "-" or is_stream(output):
        return
    if output.endswith(("/", os.sep)):
        raise UsageError(f"{output}: names a folder; give --output a file name")
    for path in inputs:
        if path != "-" and same_file(output, path):
            raise UsageError(f"{output}: is the input file; scores written there would replace the rows; "
                             "choose another --output")
    if os.path.isdir(output):
        raise UsageError(f"{output}: is a directory; give --output a file name")
    if os.path.lexists(output) and not force:
        raise UsageError(f"{output} exists; pass --force to replace it")
    directory = os.path.dirname(os.path.abspath(output))
    if not os.path.isdir(directory):
        raise UsageError(f"{output}: folder {directory} does not exist; create it or choose another --output")
    if not os.access(directory, os.W_OK):
        raise UsageError(f"{output}: folder {directory} is not writable; choose another --output")


def make_writable_folder(folder: str, option: str) -> None:
    """Create `folder` if needed; UsageError naming `option` (such as "--out x") when that fails or it is not
    writable, so a command refuses its output before the work instead of after it."""
    try:
        os.makedirs(folder, exist_ok=True)
    except OSError as err:
        raise UsageError(f"{option}: cannot create folder {folder} ({err.strerror}); choose another") from None
    if not os.access(folder, os.W_OK):
        raise UsageError(f"{option}: folder {folder} is not writable; choose another")


def _new_file_mode(target: str) -> int:
    """The replaced file's mode, or what open() would give a new file (mkstemp makes it 0600)."""
    try:
        return stat.S_IMODE(os.stat(target).st_mode)
    except OSError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask


@contextlib.contextmanager
def replacing_output(target: str):
    """A text file to write the output into; it replaces `target` only when the block ends without error.

    The rows go to a temporary file in the target's folder (so os.replace is an atomic rename on the same
    file system); on any error or interrupt it is deleted and an existing target is left as it was. A link is
    followed, so the file it points to is replaced and the link stays. `-` is stdout, and a device or a named
    pipe (/dev/null, /dev/stdout), written as it goes.
    """
    if target == "-":
        yield sys.stdout
        sys.stdout.flush()
        return
    if is_stream(target):
        with open(target, "w", encoding="utf-8", newline="\n") as f:
            yield f
        return
    target = os.path.realpath(target)
    directory = os.path.dirname(os.path.abspath(target))
    try:
        fd, tmp = tempfile.mkstemp(dir=directory, prefix=f".{os.path.basename(target)}.", suffix=".tmp")
    except OSError as err:
        raise UsageError(f"{target}: cannot write in {directory} ({err.strerror}); choose another --output") from err
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as f:
            yield f
        os.chmod(tmp, _new_file_mode(target))
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


class AlignedRows:
    """(line number, row) from line-aligned plain-text files, as sacrebleu reads them: line i of each file is
    one example; several reference files give several references per example. `header` names the roles.
    """

    def __init__(self, sources: str | None, predictions: str, references: list[str]):
        for path in [p for p in (sources, predictions, *references) if p]:
            if path == "-" or os.path.isdir(path) or not os.path.isfile(path):
                raise InputError(f"{path}: no such file; give a plain-text file with one example per line")
        self.files = {"source": [sources] if sources else [], "prediction": [predictions], "reference": references}
        self.header = [role for role, paths in self.files.items() if paths]
        self._rows = self._aligned()

    def _aligned(self) -> Iterator[tuple[int, dict]]:
        paths = [path for role in self.header for path in self.files[role]]
        streams = [_lines(path) for path in paths]
        for number, lines in enumerate(itertools.zip_longest(*streams), 1):
            if any(line is None for line in lines):
                ended = [p for p, line in zip(paths, lines) if line is None]
                longer = [p for p, line in zip(paths, lines) if line is not None]
                raise InputError(f"{ended[0]} has {number - 1} lines but {longer[0]} has more; line-aligned files "
                                 "need one line per example in every file")
            texts = dict(zip(paths, (line[1].rstrip("\r\n") for line in lines)))
            row = {role: [texts[p] for p in self.files[role]] for role in self.header}
            yield number, {role: values if role == "reference" and len(values) > 1 else values[0]
                           for role, values in row.items()}

    def __iter__(self):
        return self

    def __next__(self) -> tuple[int, dict]:
        return next(self._rows)


# --- columns

COLUMN_ALIASES = {
    "source": ("source", "src", "input", "sentence1"),
    "prediction": ("prediction", "candidate", "hypothesis", "paraphrase", "output"),
    "reference": ("reference", "ref", "target", "sentence2"),
}
# metric -> the columns it needs (the library's input names, singular)
METRIC_COLUMNS = {
    name: ("prediction", *(field[:-1] for field in metric.other_inputs)) for name, metric in METRICS.items()
}
# metrics that take one reference per prediction (a jsonl row may otherwise give a list of references)
SINGLE_REFERENCE = tuple(n for n, m in METRICS.items() if m.single_reference)


def match_columns(header, overrides: dict | None = None) -> tuple[dict, str | None]:
    """({role: column} for source / prediction / reference: the override where one is given, else the first
    alias in `header`; the first role whose override is not in `header`, or None)."""
    found = {}
    for role, aliases in COLUMN_ALIASES.items():
        name = (overrides or {}).get(role) or next((a for a in aliases if a in header), None)
        if name is not None and name not in header:
            return found, role
        if name is not None:
            found[role] = name
    return found, None


def find_columns(header, overrides: dict) -> dict:
    """Map source/prediction/reference to the file's column names (aliases or --*-column)."""
    found, missing = match_columns(header, overrides)
    if missing:
        raise UsageError(f"column {overrides[missing]!r} (--{missing}-column) not in the file; "
                         f"its columns: {', '.join(header)}")
    return found


def _check_encodable(text: str, path: str, line: int, column: str) -> None:
    """InputError for a lone surrogate (JSON allows "\\ud83d" unpaired; it is no character, and no tokenizer
    or UTF-8 writer takes it)."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as err:
        raise InputError(f"{path}:{line}: column {column!r} holds {text[err.start:err.end]!r} at character {err.start}, "
                         "half of a surrogate pair, which is no character; fix the escape or remove it") from None


def checked_rows(rows: Iterator[tuple[int, dict]], path: str, columns: dict, metrics: list[str],
                 none_as_empty: bool) -> Iterator[tuple[int, dict]]:
    """(line, {role: text}) for the roles the metrics need; a bad value raises InputError naming its line.

    Checked here, while the line number is known, so that a bad row ends the run before it is scored.
    """
    roles = [role for role in COLUMN_ALIASES if any(role in METRIC_COLUMNS[m] for m in metrics)]
    single = [m for m in metrics if m in SINGLE_REFERENCE]
    for line, row in rows:
        values = {}
        for role in roles:
            name = columns[role]
            value = row.get(name)
            if value is None:
                if not none_as_empty:
                    raise InputError(f"{path}:{line}: no {role} text (column {name!r} is "
                                     f"{'null' if name in row else 'missing'}); fill it in, or pass --none-as-empty "
                                     "to score it as empty text")
                value = ""
            elif role == "reference" and isinstance(value, list) and value and all(isinstance(v, str) for v in value):
                # several references in a jsonl row: the best one counts, except for single-reference metrics
                if len(value) > 1 and single:
                    raise InputError(f"{path}:{line}: column {name!r} holds {len(value)} references but "
                                     f"{', '.join(single)} take one; keep one, or leave them out of --metrics")
            elif not isinstance(value, str):
                also = " (or a list of strings)" if role == "reference" else ""
                raise InputError(f"{path}:{line}: column {name!r} must be text{also}, got {json_kind(value)}; "
                                 "write it as a JSON string")
            for text in [value] if isinstance(value, str) else value:
                _check_encodable(text, path, line, name)
            values[role] = value
        yield line, values


def available_metrics(columns: dict) -> list[str]:
    """The metrics whose inputs the found columns ({role: column}) provide, in the table's order."""
    return [m for m, need in METRIC_COLUMNS.items() if all(role in columns for role in need)]


def choose_metrics(requested, header, columns: dict, name: str, first_line: int, aligned: bool = False) -> list[str]:
    """The requested metrics (default: all the columns allow); UsageError naming a metric whose column (`aligned`:
    whose line-aligned file) is missing."""
    metrics = list(requested or available_metrics(columns))
    for metric in metrics:
        missing = [role for role in METRIC_COLUMNS[metric] if role not in columns]
        if missing and aligned:
            raise UsageError(f"{metric} needs {', '.join(missing)} text; give --{missing[0]}s FILE (one per line)")
        if missing:
            raise UsageError(f"{metric} needs column(s) {', '.join(missing)}; found {', '.join(header)} "
                             f"({name}:{first_line}); name them with --{missing[0]}-column")
    if not metrics:
        raise UsageError(f"no metric can run on columns {', '.join(header)} ({name}:{first_line}): need a "
                         "prediction column and a source or reference column (or --*-column)")
    return metrics
