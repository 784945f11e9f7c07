"""What every paraeval evaluate module shares: model from config name, input checks, cache folder.

Modules subclass `ParaevalMetric` and stay thin: features, docstrings, and one call into paraeval.
"""
from __future__ import annotations

import abc
import hashlib
import os
import re

import evaluate

from .inputs import check_reference_groups, check_texts
from .models import DEFAULT_MODEL


class ParaevalMetric(evaluate.Metric, metaclass=abc.ABCMeta):
    """evaluate.Metric with paraeval's conventions; `config_name` picks the encoder.

    Abstract on purpose: evaluate.load takes the first concrete Metric subclass it finds in a module's
    namespace, and a module imports this base before defining its own class.
    """

    #: the inputs (features) the module reads. Each module's _compute also accepts the other modules'
    #: inputs and ignores them, because evaluate.combine passes every keyword to every module.
    inputs: tuple = ()
    #: inputs that may hold a list of strings per example (several references)
    grouped_inputs: tuple = ()

    @abc.abstractmethod
    def _info(self):
        ...

    @abc.abstractmethod
    def _compute(self, *args, **kwargs):
        ...

    def _metric_info(self, **info) -> evaluate.MetricInfo:
        """evaluate.MetricInfo with features derived from `inputs`: one string per input, and for grouped
        inputs a second feature set where they are lists of strings (evaluate requires equal keys)."""
        import datasets

        def features(grouped: bool):
            return datasets.Features({
                name: datasets.Sequence(datasets.Value("string")) if grouped and name in self.grouped_inputs
                else datasets.Value("string")
                for name in self.inputs
            })

        sets = [features(True), features(False)] if self.grouped_inputs else features(False)
        return evaluate.MetricInfo(features=sets, **info)

    @property
    def model_name(self) -> str:
        return self.config_name or DEFAULT_MODEL

    def _build_data_dir(self):
        # evaluate joins the config name into its cache path; a model path as config name would make
        # it write Arrow files into (or next to) the model folder, so use a readable, safe stand-in.
        safe = re.sub(r"[^A-Za-z0-9_.-]+", "_", self.config_name).strip("._") or DEFAULT_MODEL
        if safe != self.config_name:
            safe = f"{safe[-40:]}-{hashlib.sha1(self.config_name.encode()).hexdigest()[:8]}"
        path = os.path.join(self._data_dir_root, self.name, safe)
        os.makedirs(path, exist_ok=True)
        return path

    def add_batch(self, *, predictions=None, references=None, **kwargs):
        """Add a batch of inputs to the module's stack (checked first: a bad item raises ValueError naming it).
        """
        # Check before evaluate's Arrow writer sees the data: its errors do not name the bad index.
        inputs = {"predictions": predictions, "references": references, **kwargs}
        self._check_inputs({k: v for k, v in inputs.items() if k in self.inputs})
        for name in self.grouped_inputs:
            # evaluate picks one feature set from the first example; with a mix of strings and lists it
            # would cast the lists to strings, so give every example a list when any has several
            values = inputs.get(name)
            if values is not None and not all(isinstance(v, str) for v in values):
                inputs[name] = [[v] if isinstance(v, str) else list(v) for v in values]
        super().add_batch(**inputs)

    def _check_inputs(self, inputs: dict) -> None:
        if all(v is None for v in inputs.values()):
            return
        for name in self.inputs:
            if inputs.get(name) is None:
                raise ValueError(f"{self.name} needs {name}= (inputs: {', '.join(self.inputs)})")
        n = len(check_texts("predictions", inputs["predictions"]))
        for name in self.inputs:
            if name in self.grouped_inputs:
                check_reference_groups(name, inputs[name], n)
            elif name != "predictions":
                check_texts(name, inputs[name], n)
