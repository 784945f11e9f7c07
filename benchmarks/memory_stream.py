"""Peak memory of `paraeval score` (the streaming command line: blocks of 1,024 rows read, scored and written)
for a metric (reference-based ParaScore by default) on files of growing size: it must stay flat.

Rows are Twitter-Para rows cycled, each candidate made unique with a suffix. Each size runs the command in a
fresh process; its peak resident memory (ru_maxrss of the child) and time are reported.
Run: python benchmarks/memory_stream.py [METRIC [SIZE ...]]   (default: parascore 20000 100000)
"""
import json
import os
import subprocess
import sys
import time

from common import RESULTS, ROOT, machine, twitter_para, write_results

WORK = ROOT / "benchmarks" / "_work" / "memory_stream"


def write_pairs(n: int) -> str:
    rows, _, _ = twitter_para()
    path = WORK / f"pairs-{n}.jsonl"
    with open(path, "w", encoding="utf-8") as f:
        for i in range(n):
            r = rows[i % len(rows)]
            f.write(json.dumps({"source": r["source"], "candidate": f"{r['candidate']} ({i // len(rows)})",
                                "reference": r["reference"]}) + "\n")
    return str(path)


def peak_of_command(args: list[str]) -> tuple[float, float]:
    """(seconds, peak RSS in MiB) of a child process."""
    start = time.perf_counter()
    process = subprocess.Popen(args, env={**os.environ, "HF_HUB_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1"})
    _, status, usage = os.wait4(process.pid, 0)
    if status != 0:
        raise SystemExit(f"{' '.join(args)} failed with status {status}")
    return time.perf_counter() - start, usage.ru_maxrss / 1024


def measured_before() -> dict:
    """{metric: {size: measurement}} of earlier runs (the first runs measured ParaScore only, keyed by size)."""
    previous = RESULTS / "memory_stream.json"
    if not previous.exists():
        return {}
    data = json.loads(previous.read_text())
    if all(key.isdigit() for key in data):
        data = {"parascore": data}
    return {metric: {int(n): m for n, m in sizes.items()} for metric, sizes in data.items()}


def main(metric, sizes):
    WORK.mkdir(parents=True, exist_ok=True)
    # sizes measured by an earlier run stay in the table: ParaScore scores about 100 Twitter-Para pairs/s here,
    # so a 1M run of it takes hours
    measured = measured_before()
    for n in sizes:
        path = write_pairs(n)
        seconds, peak = peak_of_command([sys.executable, "-m", "paraeval.cli", "score", path, "--metrics",
                                         metric, "-q", "-o", path + ".scores.jsonl", "--force"])
        measured.setdefault(metric, {})[n] = {"seconds": seconds, "peak_rss_mib": peak}
        os.remove(path)
        os.remove(path + ".scores.jsonl")
    rows = [(m, n, r) for m, by_size in measured.items() for n, r in sorted(by_size.items())]
    lines = [
        "# Memory of the streaming command line: `paraeval score --metrics METRIC`",
        "",
        "| metric | pairs | seconds | peak RSS (MiB) |",
        "|---|---:|---:|---:|",
        *[f"| {m} | {n} | {r['seconds']:.0f} | {r['peak_rss_mib']:.0f} |" for m, n, r in rows],
        "",
        "Rows are read, scored and written 1,024 at a time, so the peak should not grow with the file (the "
        "library call of benchmarks/memory.py holds all pairs at once). glibc's mmap threshold is fixed at 64 KiB "
        "(src/paraeval/heap.py); before that, ParaScore on 20k pairs peaked at 666 MiB and on 200k at 779. iBLEU "
        "reads no model: its rows measure what the stream itself holds (reader, writer, summary) as the file grows. "
        "Seconds are wall time and were measured beside other work on the 2 cores: they are not speed figures.",
        "",
        f"Machine: {machine()}. Command: `python benchmarks/memory_stream.py METRIC SIZE ...` per metric "
        f"({'; '.join(f'{m}: ' + ' '.join(map(str, sorted(by_size))) for m, by_size in measured.items())}); "
        "sizes given on the command line are measured again, the others are kept from the last run.",
        "",
    ]
    write_results("memory_stream", "\n".join(lines), {m: {str(n): r for n, r in sorted(by_size.items())}
                                                       for m, by_size in measured.items()})


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "parascore", [int(a) for a in sys.argv[2:]] or [20000, 100000])
