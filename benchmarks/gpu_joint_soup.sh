#!/usr/bin/env bash
# Round 11 (benchmarks/pam_joint_soup.py, which declares it), on a GPU machine from the repository root:
#   bash benchmarks/gpu_joint_soup.sh CARRIED OUTDIR
# CARRIED: written here by `pam_joint_soup.py carry`. OUTDIR receives the halves of the joint soup and of both
# candidates (pam_joint_soup.py split) and the train-pam logs as logs.tar.gz; the runs themselves go to /tmp/joint-soup.
# FIRST_SECONDS (default 400) and LAST_SECONDS (default 120) bound the two sweeps; FIRST_SEEDS (default 1-7) and
# LAST_SEEDS (default 0-7) name their seeds (a smoke test on a CPU: fewer seeds, DEVICE=cpu, TRAIN_ARGS=--max-minutes 0.05).
set -u
carried=$1 out=$2 work=/tmp/joint-soup
mkdir -p "$out" "$work/first" "$work/last"
source benchmarks/gpu_prelude.sh "$carried" || exit 1
nvidia-smi --query-gpu=name,memory.total --format=csv,noheader
python3 benchmarks/pam_seed_soup.py init "$work/init-0.safetensors" || exit 1
SECONDS=0
INIT=$work/init-0.safetensors FIRST_ONLY=1 TRAIN_SECONDS=${FIRST_SECONDS:-400} \
  bash benchmarks/gpu_seed_sweep.sh "$work/first" - ${FIRST_SEEDS:-1 2 3 4 5 6 7}
echo "first command, seeds ${FIRST_SEEDS:-1-7}: $SECONDS s"
python3 benchmarks/pam_seed_soup.py soup "$work/joint-soup.safetensors" "$work"/first/joint-*.safetensors || exit 1
SECONDS=0
JOINT=$work/joint-soup.safetensors TRAIN_SECONDS=${LAST_SECONDS:-120} \
  bash benchmarks/gpu_seed_sweep.sh "$work/last" - ${LAST_SEEDS:-0 1 2 3 4 5 6 7}
echo "last command from the soup, seeds ${LAST_SEEDS:-0-7}: $SECONDS s"
cp "$work/last/seed-0.safetensors" "$work/last-stage-0.safetensors"
python3 benchmarks/pam_seed_soup.py soup "$work/last-stage-soup.safetensors" "$work"/last/seed-*.safetensors
for name in joint-soup last-stage-0 last-stage-soup; do
  python3 benchmarks/pam_joint_soup.py split "$work/$name.safetensors" "$out"
done
tar czf "$out/logs.tar.gz" --exclude='*.safetensors' -C "$work" first last
ls -la "$out"
