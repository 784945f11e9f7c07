"""paraeval: paraphrase-evaluation metrics (ParaScore, ParaScoreFree, SBERT cosine, ...) for HF evaluate."""
__version__ = "0.1.0"

from .divergence import normalized_edit_distance, sectional_divergence
from .parascore import parascore
from .paths import metric_path
from .sbert import sbert_cosine
from .scoring import score_paraphrases

__all__ = ["__version__", "metric_path", "normalized_edit_distance", "parascore", "sbert_cosine", "score_paraphrases", "sectional_divergence"]
