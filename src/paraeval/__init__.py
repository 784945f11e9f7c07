"""paraeval: paraphrase-evaluation metrics (ParaScore, ParaScoreFree, SBERT cosine, ...) for HF evaluate."""
__version__ = "0.1.0"

import importlib

from .divergence import normalized_edit_distance, sectional_divergence
from .gohsen import gohsen_delta
from .ibleu_metrics import bert_ibleu, ibleu
from .parascore import parascore
from .paths import metric_path
from .sbert import sbert_cosine
from .scoring import score_paraphrases

# imported on first use: WMD loads POT and the word vectors' index, PAM its graph stack
_LAZY = {"word_movers_distance": "wmd", "pam_similarity": "pam"}

__all__ = ["__version__", "bert_ibleu", "gohsen_delta", "ibleu", "metric_path", "normalized_edit_distance", "parascore",
           "sbert_cosine", "score_paraphrases", "sectional_divergence", *_LAZY]


def __getattr__(name):
    if name in _LAZY:
        return getattr(importlib.import_module(f".{_LAZY[name]}", __name__), name)
    raise AttributeError(f"module 'paraeval' has no attribute {name!r}")
