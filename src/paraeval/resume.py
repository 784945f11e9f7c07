"""Resumable output for `paraeval score --resume`.

Records go to OUTPUT.partial, flushed after every block, and the run's settings to OUTPUT.partial.json. An
interrupted run leaves both; the same command again keeps the partial file's complete records (a half-written
last line is cut off), skips that many input rows and appends the rest. Only a finished run renames the
partial file over OUTPUT, so OUTPUT is never half-written.
"""
from __future__ import annotations

import csv
import io
import json
import os

from .cli_io import UsageError
from .file_digest import file_sha256


def partial_paths(output: str) -> tuple[str, str]:
    return output + ".partial", output + ".partial.json"


def fingerprint(path: str) -> str:
    """size:SHA-256 of a file's bytes."""
    return f"{os.path.getsize(path)}:{file_sha256(path)}"


def _previous_settings(partial: str, settings_path: str):
    """The settings a partial output was written with; UsageError where they cannot be read."""
    try:
        with open(settings_path, encoding="utf-8") as f:
            return json.load(f)
    except FileNotFoundError:
        raise UsageError(f"{partial} has no settings file ({os.path.basename(settings_path)}), so it cannot be "
                         "checked against this run; delete it to start over") from None
    except (json.JSONDecodeError, UnicodeDecodeError):
        raise UsageError(f"{settings_path} is damaged; delete it and {partial} to start over") from None


def _value(text: str):
    return None if text == "" else float(text)


def read_partial(path: str, fmt: str, names: list[str]) -> tuple[list[dict], int, bool]:
    """(the complete records, the byte length they take, whether a csv/tsv header is there) of a partial file."""
    with open(path, "rb") as f:
        data = f.read()
    records, good, header = [], 0, False
    expected = ["row", *names]
    for line in data.splitlines(keepends=True):
        if not line.endswith(b"\n"):
            break  # the last line was cut by the interruption
        text = line.decode("utf-8", errors="replace")
        if fmt == "jsonl":
            try:
                record = json.loads(text)
            except json.JSONDecodeError:
                break
            if not isinstance(record, dict) or list(record) != expected or record["row"] != len(records):
                break
        else:
            cells = next(csv.reader(io.StringIO(text), delimiter="\t" if fmt == "tsv" else ","))
            if not header:
                if cells != expected:
                    break
                header, good = True, good + len(line)
                continue
            if len(cells) != len(expected) or cells[0] != str(len(records)):
                break
            try:
                record = {"row": int(cells[0]), **{n: _value(c) for n, c in zip(names, cells[1:])}}
            except ValueError:
                break
        records.append(record)
        good += len(line)
    return records, good, header


def open_resumable(output: str, fmt: str, names: list[str], settings: dict):
    """(a file to append records to, the records already there, whether a header is there). UsageError when
    the partial output was made with other settings."""
    partial, settings_path = partial_paths(output)
    records, good, header = [], 0, False
    if os.path.exists(partial):
        previous = _previous_settings(partial, settings_path)
        if previous != settings:
            changed = sorted(k for k in {*previous, *settings} if previous.get(k) != settings.get(k))
            raise UsageError(f"{partial} was written with other settings or input files (changed: {', '.join(changed)}); "
                             "rerun with the same ones, or delete it to start over")
        records, good, header = read_partial(partial, fmt, names)
        with open(partial, "r+b") as f:
            f.truncate(good)
    else:
        with open(settings_path, "w", encoding="utf-8") as f:
            json.dump(settings, f)
    return open(partial, "a", encoding="utf-8", newline="\n"), records, header


def finish(output: str) -> None:
    partial, settings_path = partial_paths(output)
    os.replace(partial, output)
    os.remove(settings_path)

