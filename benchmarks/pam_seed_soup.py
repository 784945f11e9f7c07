"""Round 9 of pam_role_confusion: a uniform soup of the shipped recipe's runs from one starting point, judged on dev
by round 8's rule, declared before any run of it existed.

Round 8 found that the seed alone moves BAMBOO's test figures by about the size of done-means 1's remaining gaps,
and that the dev figures the rule reads did not single out the seeds that gained. Picking a lucky seed is not a
recipe; averaging the runs removes part of that seed-to-seed variance instead. Round 8's runs each drew their own
fusion modules (train-pam initialises them from --seed), so they start in different places and a weight average of
them is not expected to work. Here every run starts where the shipped run started: `init` writes the untrained
model that `paraeval train-pam --seed 0` builds, and each run s (1 to 7) is the shipped recipe's two commands
continued from it with its own seed (data order, dropout, sampled negatives):
  bash benchmarks/gpu_seed_sweep.sh OUTDIR - 1 2 3 4 5 6 7      (with INIT=<init-0.safetensors>)
on a GPU, all at once. Fine-tunes of one starting point can be averaged weight by weight (Wortsman et al. 2022,
model soups); the uniform soup has the shipped model's architecture, size and speed.

Candidates, both uniform (every member weighs the same, nothing chosen among members):
  - `soup of the GPU runs`: the mean of the runs that finished on the device (written there by `soup`);
  - `soup with the packaged`: the same runs and the packaged weights (the shipped run, seed 0 on 2 CPU cores,
    from the same start), i.e. (K * soup of the GPU runs + packaged) / (K + 1) for K runs.
Rule (round 8's `failures`, against the packaged weights): no BAMBOO dev role confusion falls, BAMBOO dev STS-B and
SICK main fall by at most 0.5, no pam_checkpoint_mix dev figure falls beyond parser_rounds' tolerance, and a gain:
MRPC-dev Pearson +0.5 or BAMBOO dev MRPC role confusion +1 point. Among qualifiers, the highest MRPC-dev Pearson,
then BAMBOO dev MRPC role confusion; if none qualifies, the packaged weights stay. Test (reported, never chosen on):
BAMBOO on the given graphs.
Run (device): python benchmarks/pam_seed_soup.py init OUT; then the sweep; then
              python benchmarks/pam_seed_soup.py soup OUT MEMBER...
Run (here):   python benchmarks/pam_seed_soup.py judge SOUP_OF_THE_GPU_RUNS
What happened on the device (one H200, 2026-11-26): the seven runs, all at once, took 5.3 minutes for the recipe
and 1.1 to 1.2 for the role_confusion stage; all seven finished and were souped there.
Outcome: neither soup qualifies, so the packaged weights stay (benchmarks/results/pam_seed_soup.md). Averaging
kept or raised graded agreement (BAMBOO dev STS-B / SICK main +0.85 / +0.96, Twitter-Para dev +0.0073) but washed
out what tells roles apart: BAMBOO dev MRPC role confusion 89.64 -> 84.91 %, our MRPC-dev role swaps 96.60 ->
86.41 %, MRPC-dev Pearson 43.63 -> 41.79. Reported on test only: MRPC role confusion 91.97 -> 89.21 %, MRPC main
42.50 -> 41.80, STS-B role confusion 92.41 -> 93.67 %. Runs that each tell roles apart do not do it with the same
weights, so their mean does not.
"""
import json
import os
import sys
from pathlib import Path

from safetensors import safe_open
from safetensors.torch import load_file, save_file

from paraeval.amr.checkpoint import save_checkpoint

ROOT = Path(__file__).resolve().parent.parent

SOUPS = Path(__file__).parent / "_work" / "seed-soup"


def init(path: str) -> None:
    """The untrained model `paraeval train-pam --seed 0` starts from (the shipped run's start), as a checkpoint."""
    from paraeval.cli import _starting_point, build_parser

    args = build_parser().parse_args(["train-pam", "--seed", "0", "--out", path])
    model, _ = _starting_point(args)
    save_checkpoint(model, path, extra={"untrained": "the start of train-pam --seed 0"})


def metadata_noting(checkpoint: str, key: str, note) -> dict:
    """`checkpoint`'s safetensors metadata with `note` recorded under extra[key] (the soups' provenance)."""
    with safe_open(checkpoint, framework="pt") as f:
        metadata = dict(f.metadata())
    metadata["extra"] = json.dumps({**json.loads(metadata.get("extra", "{}")), key: note})
    return metadata


def uniform_soup(members: list[str], path: str, note: dict) -> str:
    """The mean of the members' tensors (float32 sums, stored as float16 like every checkpoint), with the first
    member's metadata and `note` recorded under extra.soup."""
    total = None
    for member in members:
        state = load_file(member)
        total = ({k: v.float() for k, v in state.items()} if total is None
                 else {k: total[k] + v.float() for k, v in state.items()})
    metadata = metadata_noting(members[0], "soup", note)
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    save_file({k: (v / len(members)).half() for k, v in total.items()}, path, metadata=metadata)
    return path


def soup(path: str, *members: str) -> None:
    """On the device: the soup of the GPU runs."""
    uniform_soup(list(members), path, {"members": [Path(m).stem for m in members]})
    print(f"{path}: the mean of {len(members)} runs")


def with_packaged(gpu_soup: str, path: str | Path = SOUPS / "soup-with-packaged.safetensors") -> str:
    """(K * the GPU runs' soup + packaged) / (K + 1): the packaged weights as one more member, saved at `path`."""
    from pam_soup import SHIPPED

    with safe_open(gpu_soup, framework="pt") as f:
        k = len(json.loads(f.metadata()["extra"])["soup"]["members"])
    return uniform_soup([gpu_soup] * k + [str(SHIPPED)], str(path),
                        {"members": f"the {k} GPU runs and the packaged weights"})


def judge(gpu_soup: str) -> None:
    """Here, not on the device: these imports need smatch and spaCy, which the device lacks."""
    from common import write_results
    from pam_seed_sweep import judged

    names = {"packaged": None, "soup of the GPU runs": gpu_soup, "soup with the packaged": with_packaged(gpu_soup)}
    result = judged(names)
    write_results("pam_seed_soup", render(result["dev"], result["test"], result["failed"], result["chosen"], names),
                  result)


def render(dev: dict, test: dict, failed: dict, chosen: str, names: dict) -> str:
    from pam_role_confusion_soup import candidates_page

    lines = candidates_page("# PAM role confusion, round 9: a uniform soup of the shipped recipe's runs from one start",
                            "## Dev (the rule reads only these)", dev, test, failed, chosen, "the base",
                            "No candidate qualifies, so the packaged weights stay.")
    lines += ["", "Every row at the default mixes, dereified, scored on this machine's CPU with the float32 backbone. "
              "Candidates: " + "; ".join(f"{n} = {os.path.relpath(p, ROOT)}" for n, p in names.items() if p) + ". The GPU runs: "
              "`INIT=<init-0> bash benchmarks/gpu_seed_sweep.sh OUTDIR - 1 2 3 4 5 6 7` on a GPU machine, souped there "
              "by `pam_seed_soup.py soup`. Command: `python benchmarks/pam_seed_soup.py judge " + os.path.relpath(
                  names["soup of the GPU runs"], ROOT) + "`.", ""]
    return "\n".join(lines)


if __name__ == "__main__":
    mode, *rest = sys.argv[1:]
    {"init": lambda: init(*rest), "soup": lambda: soup(*rest), "judge": lambda: judge(*rest)}[mode]()
