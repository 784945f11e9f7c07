"""What every paraeval evaluate module shares: model from config name, input checks, cache folder.

Modules subclass `ParaevalMetric` and stay thin: features, docstrings, and one call into paraeval.
"""
from __future__ import annotations

import abc
import dataclasses
import functools
import hashlib
import inspect
import os
import re

import evaluate

from .inputs import check_reference_groups, check_texts
from .metric_table import ALL_INPUTS, METRICS, Metric
from .models import DEFAULT_LAYERS, DEFAULT_MODEL
from .quality_model import QUALITY_MODEL


class ParaevalMetric(evaluate.Metric, metaclass=abc.ABCMeta):
    """evaluate.Metric with paraeval's conventions; `config_name` picks the encoder.

    Abstract on purpose: evaluate.load takes the first concrete Metric subclass it finds in a module's
    namespace, and a module imports this base before defining its own class.
    """

    # What the module reads, whether references may be several per example and what its config name may be
    # come from the metric table, under the module's name. Each module's _compute also accepts the other
    # modules' inputs and ignores them, because evaluate.combine passes every keyword to every module.

    # evaluate's newer config handling (its config-load branch) reads these two class attributes: the names
    # `evaluate.load(name, config_name)` may give, and a dataclass of the options `evaluate.load(name, **kwargs)`
    # may set. Both are derived when a module class is defined: the names from the metric table, the options
    # from the module's own _compute keywords (their defaults included), so neither is written twice.
    ALLOWED_CONFIG_NAMES = ["default"]
    CONFIG_CLASS = None

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        if "_compute" in cls.__dict__:
            facts = METRICS[cls.__module__.rsplit(".", 1)[-1]]
            cls.ALLOWED_CONFIG_NAMES = allowed_config_names(facts)
            cls.CONFIG_CLASS = options_dataclass(cls.__name__ + "Config", cls._compute)
            cls._compute = _reading_options(cls.__dict__["_compute"])

    def __init__(self, config_name=None, **kwargs):
        options = {k: kwargs.pop(k) for k in list(kwargs) if k in _option_names(self.CONFIG_CLASS)}
        unknown = sorted(set(kwargs) - _EVALUATE_INIT_ARGUMENTS)
        if unknown:
            raise ValueError(f"{type(self).__module__.rsplit('.', 1)[-1]}: unknown option {unknown[0]!r}; "
                             f"options: {', '.join(sorted(_option_names(self.CONFIG_CLASS)))}")
        self.options = self.CONFIG_CLASS(name=config_name or "default", **options)
        super().__init__(config_name, **kwargs)

    @property
    def facts(self) -> Metric:
        # evaluate imports the script as <...>.<hash>.<name>; self.name is set only after _info
        return METRICS[type(self).__module__.rsplit(".", 1)[-1]]

    @property
    def inputs(self) -> tuple:
        return self.facts.inputs

    @property
    def grouped_inputs(self) -> tuple:
        """Inputs that may hold a list of strings per example (several references)."""
        return ("references",) if self.facts.several_references else ()

    @abc.abstractmethod
    def _info(self, config=None):
        ...

    @abc.abstractmethod
    def _compute(self, *args, **kwargs):
        ...

    def _metric_info(self, **info) -> evaluate.MetricInfo:
        """evaluate.MetricInfo with features derived from `inputs`: one string per input, a list of strings
        per grouped input. One feature set, not a choice of two: evaluate would pick one from the first
        example of the first batch and fail on a later batch of the other shape (add_batch turns a single
        string into a list of one), and it indexes that first example even when a batch is empty."""
        import datasets

        self._check_config_name()
        if "config" in {f.name for f in dataclasses.fields(evaluate.MetricInfo)}:
            info["config"] = self.options  # evaluate versions that keep the config in the module's info
        return evaluate.MetricInfo(features=datasets.Features({
            name: datasets.Sequence(datasets.Value("string")) if name in self.grouped_inputs
            else datasets.Value("string")
            for name in self.inputs
        }), **info)

    def _check_config_name(self) -> None:
        """ValueError for a config name this module cannot use, before anything looks for it on the Hub."""
        name = self.config_name
        if name in (None, "", DEFAULT_MODEL):
            return
        path = os.path.expanduser(name)
        kind = self.facts.config
        if kind == "encoder" and (name in DEFAULT_LAYERS or name == QUALITY_MODEL or os.path.isdir(path)):
            return
        if kind == "checkpoint" and os.path.isfile(path):
            return
        allowed = {
            "encoder": f"'default', 'quality', a local model folder, or one of {', '.join(sorted(DEFAULT_LAYERS))}",
            "checkpoint": "'default' or the path of a PAM checkpoint file (.safetensors)",
            "none": "'default' only (this module has no model to choose)",
        }[kind]
        raise ValueError(f"{self.facts.name}: unknown config name {name!r}; use {allowed}")

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
        """Add a batch of inputs to the module's stack (checked first: a bad item raises ValueError naming it,
        and a failed batch discards what earlier batches buffered, so no later compute scores stale rows).
        """
        try:
            inputs = self._prepared({"predictions": predictions, "references": references, **kwargs})
            super().add_batch(**inputs)
            rows = 0 if inputs.get("predictions") is None else len(inputs["predictions"])
        except ValueError as err:
            self._discard_buffered()
            raise self._named(err) from None
        except Exception:
            self._discard_buffered()
            raise
        self._buffered_rows = getattr(self, "_buffered_rows", 0) + rows

    def add(self, *, prediction=None, reference=None, **kwargs):
        """Add one example (its inputs checked and a single reference made a list of one, as in add_batch)."""
        batch = {"predictions": [prediction], "references": [reference], **{k: [v] for k, v in kwargs.items()}}
        self.add_batch(**batch)

    def compute(self, *, predictions=None, references=None, **kwargs):
        """Score the given inputs and everything added before; ValueError when there is nothing to score.
        Whatever happens, nothing stays buffered for the next call."""
        try:
            if predictions is not None and (isinstance(predictions, str) or not hasattr(predictions, "__len__")):
                raise ValueError(f"predictions must be a list of strings, got {type(predictions).__name__}")
            self._check_options(kwargs)
            given = 0 if predictions is None else len(predictions)
            if given + getattr(self, "_buffered_rows", 0) == 0:
                raise ValueError("nothing to score: predictions is empty and no batch was added")
            return super().compute(predictions=predictions, references=references,
                                   **{**_option_values(self.options), **kwargs})
        except ValueError as err:
            self._discard_buffered()
            raise self._named(err) from None
        except Exception:
            self._discard_buffered()
            raise
        finally:
            self._buffered_rows = 0

    def _named(self, err: ValueError) -> ValueError:
        """The error with the module's name in front, so under evaluate.combine it says which module refused."""
        name = self.facts.name
        return err if str(err).startswith(f"{name}") else ValueError(f"{name}: {err}")

    def _check_options(self, kwargs: dict) -> None:
        """ValueError for a compute keyword that is neither an input of any module nor one of this module's
        options (evaluate would pass it on to _compute, which fails with a TypeError)."""
        unknown = sorted(set(kwargs) - set(ALL_INPUTS) - _option_names(self.CONFIG_CLASS))
        if unknown:
            options = ", ".join(sorted(_option_names(self.CONFIG_CLASS))) or "none"
            raise ValueError(f"unknown option {unknown[0]!r}; options: {options}. Under evaluate.combine every "
                             "keyword reaches every module: set a module's options with evaluate.load(name, option=value)")

    def _prepared(self, inputs: dict) -> dict:
        """The module's inputs checked (before evaluate's Arrow writer sees them: its errors do not name the
        bad index), every grouped input as a list of strings per example (other keywords are evaluate's
        to refuse)."""
        self._check_inputs({k: v for k, v in inputs.items() if k in self.inputs})
        for name in self.grouped_inputs:
            if inputs.get(name) is not None:
                inputs[name] = [[v] if isinstance(v, str) else list(v) for v in inputs[name]]
        return inputs

    def _discard_buffered(self) -> None:
        """Drop evaluate's buffered rows (writer, cache file and its lock) after a failed add or compute."""
        if self.writer is not None:
            try:
                self.writer.finalize()
            except Exception:  # the writer may be the thing that failed; the rows are dropped either way
                pass
        self.writer = self.buf_writer = self.data = self.selected_feature_format = None
        if getattr(self, "cache_file_name", None) and os.path.exists(self.cache_file_name):
            os.remove(self.cache_file_name)
        if getattr(self, "filelock", None) is not None:
            self.filelock.release()
        # a compute that failed in _compute has already handed the cache file over to these two lists
        for lock, path in zip(getattr(self, "filelocks", None) or [], getattr(self, "file_paths", None) or []):
            if os.path.exists(path):
                os.remove(path)
            if lock.is_locked:
                lock.release()
        self.cache_file_name = self.filelock = self.file_paths = self.filelocks = None
        self._buffered_rows = 0

    def _one_per_prediction(self, name: str, values) -> None:
        """ValueError naming the first list given where this module takes one string per prediction."""
        several = [m.name for m in METRICS.values() if m.several_references]
        for i, value in enumerate(values if hasattr(values, "__iter__") and not isinstance(values, str) else ()):
            if isinstance(value, (list, tuple)):
                raise ValueError(f"{name}[{i}] is a list, but {self.facts.name} takes one {name[:-1]} per prediction: "
                                 f"pass a string each (several references: {', '.join(several)})")

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
                self._one_per_prediction(name, inputs[name])
                check_texts(name, inputs[name], n)


# Keywords evaluate.load passes to a module's constructor itself (evaluate 0.4: EvaluationModule.__init__).
_EVALUATE_INIT_ARGUMENTS = frozenset(inspect.signature(evaluate.EvaluationModule.__init__).parameters) - {"self", "kwargs"}


def allowed_config_names(facts: Metric) -> list:
    """The config names a module accepts by name. Encoder modules also take a local model folder as config
    name on evaluate 0.4; `model_type=` (PAM: `checkpoint=`) is the spelling every evaluate version accepts."""
    return ["default", QUALITY_MODEL, *sorted(DEFAULT_LAYERS)] if facts.config == "encoder" else ["default"]


def options_dataclass(name: str, compute) -> type:
    """A dataclass with one field per keyword option of `compute`, defaulting as compute does. Inputs are not
    options, including those a module accepts only to ignore them under evaluate.combine."""
    fields = [("name", str, "default")]
    for param in inspect.signature(compute).parameters.values():
        if param.name not in ("self", *ALL_INPUTS) and param.default is not inspect.Parameter.empty:
            fields.append((param.name, object, dataclasses.field(default=param.default)))
    return dataclasses.make_dataclass(name, fields, namespace={"update": _update_options})


def _update_options(self, values: dict) -> None:
    # evaluate's config-load branch calls config.update(...) with the constructor's keywords, and with compute's
    # keywords before each compute; under evaluate.combine those include other modules' inputs, ignored here
    for key, value in values.items():
        if key in ALL_INPUTS:
            continue
        if not hasattr(self, key):
            raise ValueError(f"unknown option {key!r}; options: {', '.join(sorted(_option_names(type(self))))}")
        setattr(self, key, value)


def _reading_options(compute):
    """`compute` given its options from the module's config where evaluate keeps them there: evaluate 0.4 passes
    compute's keywords to _compute; its config-load branch puts them into `module.config` and passes only inputs."""
    @functools.wraps(compute)
    def compute_with_options(self, **kwargs):
        config = getattr(self, "config", None)
        if isinstance(config, self.CONFIG_CLASS):
            kwargs = {**_option_values(config), **kwargs}
        return compute(self, **kwargs)
    return compute_with_options


def _option_values(config) -> dict:
    """The options a config holds, as compute keywords (its name is the config name, not an option)."""
    return {k: v for k, v in dataclasses.asdict(config).items() if k != "name"}


def _option_names(config_class) -> set:
    return {f.name for f in dataclasses.fields(config_class)} - {"name"}
