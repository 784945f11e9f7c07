#!/usr/bin/env bash
# Round 8 (benchmarks/pam_seed_sweep.py, which declares it): for each seed given, the two commands that made the
# shipped weights, on a GPU, all seeds at once; each candidate's quick dev figures as soon as it is written; then
# the device's pre-selection. From the repository root of a GPU machine, with paraeval importable:
#   bash benchmarks/gpu_seed_sweep.sh OUTDIR DEV_CACHE SEED...
# TRAIN_SECONDS (default 420) bounds the whole training: a seed not done by then is left out, and says so.
# DEVICE (default cuda) and TRAIN_ARGS (more train-pam options; a smoke test on a CPU: --max-minutes 0.2).
# INIT (round 9, pam_seed_soup.py): every seed's first command continues from this checkpoint instead of drawing
# its own start. DEV_CACHE "-" skips the quick dev figures and the pre-selection.
# JOINT (round 10, pam_last_stage_soup.py): skip the first command; every seed's role_confusion stage continues from
# this checkpoint (the shipped joint structural weights), so only the recipe's last command runs.
# FIRST_ONLY (round 11, pam_joint_soup.py): run only the first command, leaving OUTDIR/joint-<s>.safetensors.
set -u
out=$1 cache=$2
shift 2
mkdir -p "$out"
paraeval() { python3 -c 'import sys; from paraeval.cli import main; sys.exit(main())' "$@"; }
one_seed() {
  local s=$1
  local common="--seed $s --dev-seed 0 --device ${DEVICE:-cuda} --threads 2 ${TRAIN_ARGS:-}"
  local joint=${JOINT:-$out/joint-$s.safetensors}
  { [ -n "${JOINT:-}" ] || paraeval train-pam $common ${INIT:+--init "$INIT"} --out "$joint"; } &&
    { [ -z "${FIRST_ONLY:-}" ] || return 0; } &&
    paraeval train-pam $common --init "$joint" --stages role_confusion \
      --average-with-start 0.65 --out "$out/seed-$s.safetensors" &&
    { [ "$cache" = - ] || OMP_NUM_THREADS=2 python3 benchmarks/pam_seed_sweep.py quick "$out/seed-$s.safetensors" "$cache"; }
}
for s in "$@"; do one_seed "$s" > "$out/train-$s.log" 2>&1 & done
deadline=$((SECONDS + ${TRAIN_SECONDS:-420}))
while [ -n "$(jobs -pr)" ] && [ $SECONDS -lt $deadline ]; do sleep 5; done
done_file() {
  if [ -n "${FIRST_ONLY:-}" ]; then echo "$out/joint-$1.safetensors"
  elif [ "$cache" = - ]; then echo "$out/seed-$1.safetensors"
  else echo "$out/seed-$1.safetensors.quick.json"; fi
}
for s in "$@"; do [ -f "$(done_file $s)" ] || echo "seed $s: not done in time (see $out/train-$s.log)"; done
kill $(jobs -pr) 2>/dev/null; pkill -f "from paraeval.cli import main"
[ "$cache" = - ] || python3 benchmarks/pam_seed_sweep.py device "$out" "$cache"
