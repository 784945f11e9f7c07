"""Round 10 of pam_role_confusion: a uniform soup of the shipped recipe's last stage, run again with other seeds from
the shipped joint weights, judged on dev by round 8's rule, declared before any run of it existed.

The shipped weights are the last of two commands: `train-pam --init <joint> --stages role_confusion
--average-with-start 0.65` (seed 0, 2 CPU cores), 126 steps on BAMBOO's train role-confusion pairs from the joint
structural weights, kept at 0.65 of the way. Round 8 found that the seed moves BAMBOO's test figures by about the size
of done-means 1's remaining gaps; round 9 averaged whole runs from one untrained start and lost what tells roles apart,
since those runs part early and learn roles in weights of their own. Here every run starts from the same trained
weights and takes only the last stage's 126 steps, the setting where weight averages of fine-tunes work (Wortsman et
al. 2022, model soups): what the stage teaches about roles is shared by the runs and kept by their mean, and what one
seed's draw of batches adds is not. The soup has the shipped model's architecture, size and speed.

On a GPU (lent for 15 minutes), from the repository root, with CARRIED written here by `carry`:
  source benchmarks/gpu_prelude.sh CARRIED
  JOINT=CARRIED/joint.safetensors bash benchmarks/gpu_seed_sweep.sh OUTDIR - 1 2 3 4 5 6 7 8
  python benchmarks/pam_seed_soup.py soup SOUP OUTDIR/seed-*.safetensors
runs the last command with seeds 1 to 8 (`--dev-seed 0 --device cuda`), all at once, and souping them there.

Candidates, each uniform over its members (nothing chosen among members), the joint weights J and the runs R_s
(each already 0.65 R'_s + 0.35 J, R'_s the stage's own end):
  - `last-stage soup`: the mean of the GPU runs, 0.65 mean(R'_s) + 0.35 J;
  - `last-stage soup with the packaged`: the packaged weights (the same command, seed 0 on 2 CPU cores) as one more
    member, (K * soup + packaged) / (K + 1) for K runs;
  - `last-stage soup, whole step`: J + (soup - J) / 0.65 = mean(R'_s), the runs' mean before the 0.65 average,
    which round 7 chose for a single run to keep its noise down; a mean of runs has less of it.
Rule (round 8's `failures`, against the packaged weights): no BAMBOO dev role confusion falls, BAMBOO dev STS-B and
SICK main fall by at most 0.5, no pam_checkpoint_mix dev figure falls beyond parser_rounds' tolerance, and a gain:
MRPC-dev Pearson +0.5 or BAMBOO dev MRPC role confusion +1 point. Among qualifiers, the highest MRPC-dev Pearson,
then BAMBOO dev MRPC role confusion; if none qualifies, the packaged weights stay. Test (reported, never chosen on):
BAMBOO on the given graphs.
What happened on the device (one H100, 2026-11-26): the eight runs, all at once, took 1.3 minutes each (116 s for
the whole call, souping included); train-pam's own MRPC-dev Pearson after the stage (graph cosine, before the 0.65
average) was 39.31 to 41.31 (the packaged run's: 40.62), its role-swap accuracy 91.63 to 93.10 % (94.09).
Outcome: no candidate qualifies, so the packaged weights stay (benchmarks/results/pam_last_stage_soup.md). Each
soup loses one BAMBOO dev STS-B role-confusion pair of 53 (88.68 -> 86.79 %) and none gains enough: MRPC-dev
Pearson +0.07 / +0.09 / -0.22, BAMBOO dev MRPC role confusion +0.30 / +0.30 / -0.30 points, while graded agreement
rises a little (Twitter-Para dev +0.0029 for the soup). Reported on test only: the soup's role confusion is 93.67 /
99.16 / 92.15 % (done-means 1's three figures) and MRPC main 42.38 -> 42.77, still 0.73 under 43.5; the dev
figures the rule reads did not point to it.
Run (here): python benchmarks/pam_last_stage_soup.py carry CARRIED JOINT   (before the device)
            python benchmarks/pam_last_stage_soup.py judge SOUP JOINT      (after it)
"""
import os
import shutil
import sys
from pathlib import Path

from safetensors.torch import load_file, save_file

ROOT = Path(__file__).resolve().parent.parent
SOUPS = Path(__file__).parent / "_work" / "last-stage-soup"
AVERAGED = 0.65  # the shipped last command's --average-with-start
# the previous GPU rounds' environment: the wheels the device lacks (`pip download --no-deps --only-binary=:all:
# --python-version 3.12 --platform manylinux_2_28_x86_64 penman==1.3.1 rapidfuzz==3.14.6`) and the backbone in float16
WHEELS = Path(__file__).parent / "_work" / "seed-sweep" / "whl"
BACKBONE_FP16 = Path(__file__).parent / "_work" / "seed-sweep" / "backbone"


def carry(folder: str, joint: str) -> None:
    """The folder the device call carries (gpu_prelude.sh reads it): the wheels, the backbone's small files and its
    embedding tables and pooler (not its encoder layers: see gpu_prelude.sh), and the joint weights."""
    out = Path(folder)
    shutil.copytree(WHEELS, out / "whl", dirs_exist_ok=True)
    shutil.copytree(BACKBONE_FP16, out / "backbone", dirs_exist_ok=True,
                    ignore=shutil.ignore_patterns("model.fp16.safetensors"))
    tables = {k: v for k, v in load_file(BACKBONE_FP16 / "model.fp16.safetensors").items()
              if not k.startswith("encoder.")}
    save_file(tables, out / "backbone" / "tables.fp16.safetensors")
    shutil.copyfile(joint, out / "joint.safetensors")
    size = sum(p.stat().st_size for p in out.rglob("*") if p.is_file())
    print(f"{folder}: {size / 2**20:.1f} MiB")


def whole_step(soup: str, joint: str) -> str:
    """J + (soup - J) / 0.65: the soup's members before their 0.65 average with the joint weights, saved with the
    soup's metadata and the step recorded under extra."""
    from pam_seed_soup import metadata_noting

    start, averaged = load_file(joint), load_file(soup)
    step = {k: (start[k].float() + (v.float() - start[k].float()) / AVERAGED).half() for k, v in averaged.items()}
    metadata = metadata_noting(soup, "whole_step", f"J + (soup - J) / {AVERAGED}, J the joint weights")
    path = SOUPS / "last-stage-soup-whole-step.safetensors"
    SOUPS.mkdir(parents=True, exist_ok=True)
    save_file(step, path, metadata=metadata)
    return str(path)


def judge(soup: str, joint: str) -> None:
    """Here, not on the device: the dev figures need smatch and spaCy, which the device lacks."""
    from common import write_results
    from pam_seed_soup import with_packaged
    from pam_seed_sweep import judged

    packaged_member = with_packaged(soup, SOUPS / "last-stage-soup-with-packaged.safetensors")
    names = {"packaged": None, "last-stage soup": soup, "last-stage soup with the packaged": packaged_member,
             "last-stage soup, whole step": whole_step(soup, joint)}
    result = judged(names)
    write_results("pam_last_stage_soup", render(result["dev"], result["test"], result["failed"], result["chosen"],
                                                names), result)


def render(dev: dict, test: dict, failed: dict, chosen: str, names: dict) -> str:
    from pam_role_confusion_soup import candidates_page

    lines = candidates_page("# PAM role confusion, round 10: a uniform soup of the shipped recipe's last stage",
                            "## Dev (the rule reads only these)", dev, test, failed, chosen, "the base",
                            "No candidate qualifies, so the packaged weights stay.")
    lines += ["", "Every row at the default mixes, dereified, scored on this machine's CPU with the float32 backbone. "
              "Candidates: " + "; ".join(f"{n} = {os.path.relpath(p, ROOT)}" for n, p in names.items() if p)
              + ". The GPU runs: `JOINT=<joint> bash benchmarks/gpu_seed_sweep.sh OUTDIR - 1 2 3 4 5 6 7 8` after "
              "`source benchmarks/gpu_prelude.sh CARRIED`, souped there by `pam_seed_soup.py soup`. Command: "
              "`python benchmarks/pam_last_stage_soup.py judge " + os.path.relpath(names["last-stage soup"], ROOT)
              + " JOINT`.", ""]
    return "\n".join(lines)


if __name__ == "__main__":
    mode, *rest = sys.argv[1:]
    {"carry": lambda: carry(*rest), "judge": lambda: judge(*rest)}[mode]()
