#!/usr/bin/env bash
# Round 12 (benchmarks/pam_adapter_layers.py, which declares it), on a GPU machine from the repository root:
#   bash benchmarks/gpu_adapter_layers.sh CARRIED OUTDIR
# CARRIED: written here by `pam_joint_soup.py carry`. OUTDIR receives the two candidates in parts, device.json (every
# seed's logged dev figures) and the train-pam logs as logs.tar.gz; the runs themselves go to /tmp/adapter-layers.
# TRAIN_SECONDS (default 480) bounds the sweep; SEEDS (default 0-3) names its seeds (a smoke test on a CPU: one seed,
# DEVICE=cpu, EXTRA_ARGS=--max-minutes 0.05).
set -u
carried=$1 out=$2 work=/tmp/adapter-layers
mkdir -p "$out" "$work"
source benchmarks/gpu_prelude.sh "$carried" || exit 1
nvidia-smi --query-gpu=name,memory.total --format=csv,noheader 2>/dev/null
SECONDS=0
TRAIN_ARGS="--adapted-layers 0,1,2,3,4,5 ${EXTRA_ARGS:-}" TRAIN_SECONDS=${TRAIN_SECONDS:-480} \
  bash benchmarks/gpu_seed_sweep.sh "$work" - ${SEEDS:-0 1 2 3}
echo "both commands, seeds ${SEEDS:-0-3}: $SECONDS s"
python3 benchmarks/pam_adapter_layers.py device "$work" "$out"
tar czf "$out/logs.tar.gz" --exclude='*.safetensors' -C "$work" .
ls -la "$out"
