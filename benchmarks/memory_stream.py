"""Peak memory of `paraeval score` (the streaming command line: blocks of 1,024 rows read, scored and written)
for reference-based ParaScore on files of growing size: it must stay flat.

Rows are Twitter-Para rows cycled, each candidate made unique with a suffix. Each size runs the command in a
fresh process; its peak resident memory (ru_maxrss of the child) and time are reported.
Run: python benchmarks/memory_stream.py [SIZE ...]   (default: 20000 200000)
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


def main(sizes):
    WORK.mkdir(parents=True, exist_ok=True)
    # sizes measured by an earlier run stay in the table (a 1M run takes about 40 minutes on its own)
    previous = RESULTS / "memory_stream.json"
    measured = {int(n): m for n, m in json.loads(previous.read_text()).items()} if previous.exists() else {}
    for n in sizes:
        path = write_pairs(n)
        seconds, peak = peak_of_command([sys.executable, "-m", "paraeval.cli", "score", path, "--metrics",
                                         "parascore", "-q", "-o", path + ".scores.jsonl", "--force"])
        measured[n] = {"seconds": seconds, "peak_rss_mib": peak}
        os.remove(path)
        os.remove(path + ".scores.jsonl")
    lines = [
        "# Memory of the streaming command line: `paraeval score --metrics parascore`",
        "",
        "| pairs | seconds | peak RSS (MiB) |",
        "|---:|---:|---:|",
        *[f"| {n} | {m['seconds']:.0f} | {m['peak_rss_mib']:.0f} |" for n, m in sorted(measured.items())],
        "",
        "Rows are read, scored and written 1,024 at a time, so the peak should not grow with the file (the "
        "library call of benchmarks/memory.py holds all pairs at once). glibc's mmap threshold is fixed at 64 KiB "
        "(src/paraeval/heap.py); before that, 20k pairs peaked at 666 MiB and 200k at 779. Seconds are wall time "
        "and were measured beside other work on the 2 cores: they are not speed figures.",
        "",
        f"Machine: {machine()}. Command: `python benchmarks/memory_stream.py {' '.join(map(str, sorted(measured)))}` "
        "(sizes given on the command line are measured again; the others are kept from the last run)",
        "",
    ]
    write_results("memory_stream", "\n".join(lines), {str(n): m for n, m in sorted(measured.items())})


if __name__ == "__main__":
    main([int(a) for a in sys.argv[1:]] or [20000, 200000])
