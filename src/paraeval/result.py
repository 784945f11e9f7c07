"""The result of one metric over many pairs: per-pair scores, their components and a hashcode."""
from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np


@dataclass
class MetricResult:
    """Per-pair scores of one metric, its components (e.g. similarity, diversity) and its hashcode."""

    scores: np.ndarray
    hashcode: str
    components: dict = field(default_factory=dict)

    @property
    def mean(self) -> float:
        return float(self.scores.mean()) if len(self.scores) else 0.0

    def to_dict(self, name: str) -> dict:
        """evaluate's output convention: the mean under the metric's name, per-pair lists, the hashcode."""
        return {
            name: self.mean,
            "scores": self.scores.tolist(),
            **{key: values.tolist() for key, values in self.components.items()},
            "hashcode": self.hashcode,
        }

    def __getattr__(self, name):  # result.similarity, result.diversity
        try:
            return self.__dict__["components"][name]
        except KeyError:
            raise AttributeError(name) from None
