"""Scoring a corpus with Ray Data: `map_batches` over a pool of actors, each loading the models once.

    >>> import ray, paraeval.distributed
    >>> ds = ray.data.read_json("pairs.jsonl")                        # doctest: +SKIP
    >>> scored = paraeval.distributed.score(ds, metrics=("parascore",), workers=4)     # doctest: +SKIP

Every batch goes through the same `score_paraphrases` call the single-process path makes, so scores equal it
(within float noise of batch composition: each batch is embedded on its own). Input order is kept (Ray Data's
`preserve_order` on this dataset's context). An actor asks for a GPU when `gpus_per_worker` is set, and then
scores on "cuda".
"""
from __future__ import annotations

import numpy as np

from .cli_io import available_metrics, match_columns


class PairScorer:
    """A Ray Data actor: holds the metric settings; the models load on its first batch and stay (the
    library's model caches are per process, and an actor is one process)."""

    def __init__(self, metrics: tuple, columns: dict, options: dict):
        from .heap import fix_mmap_threshold

        self.metrics, self.columns, self.options = metrics, columns, options
        fix_mmap_threshold()  # an actor scores block after block, as the streaming command line does

    def __call__(self, batch: dict) -> dict:
        from .scoring import score_paraphrases

        def texts(role):
            name = self.columns.get(role)
            if name is None:
                return None
            # a reference cell may hold several references (an array in numpy batches): the best one counts
            return [v if isinstance(v, str) else [str(x) for x in v] for v in batch[name]]

        results = score_paraphrases(texts("prediction"), texts("source"), texts("reference"),
                                    metrics=self.metrics, progress=False, **self.options)
        out = dict(batch)
        for name, result in results.items():
            out[name] = np.asarray(result.scores, dtype=np.float64)
            if name == "wmd":  # infinite where a side has no known word; WMS (0 there) beside it, as the CLI writes
                out["wms"] = np.asarray(result.components["similarity"], dtype=np.float64)
        return out


def find_dataset_columns(names, overrides: dict | None = None) -> dict:
    """{role: column} for source / prediction / reference among a dataset's column names (the CLI's aliases)."""
    found, missing = match_columns(names, overrides)
    if missing:
        raise ValueError(f"column {overrides[missing]!r} for {missing} is not in the dataset; its columns: {', '.join(names)}")
    return found


def score(dataset, metrics=None, *, workers: int = 1, rows_per_call: int = 512, cpus_per_worker: float = 1,
          gpus_per_worker: float = 0, columns: dict | None = None, **options):
    """A ray.data.Dataset with one column per metric added to `dataset` (rows in input order).

    metrics: names (default: every metric the columns allow); workers: actors in the pool, each loading the
    models once; rows_per_call: rows per score_paraphrases call (a Ray Data batch); cpus_per_worker: CPUs each
    actor reserves (Ray gives its torch that many threads); gpus_per_worker: GPUs each actor asks for (its
    device is then "cuda"); columns: {role: column} where the aliases (source, prediction/candidate,
    reference) do not find them; options: score_paraphrases' keywords (model, omega, ...).
    """
    import ray.data

    found = find_dataset_columns(dataset.columns(), columns)
    available = available_metrics(found)
    metrics = tuple(metrics or available)
    missing = [m for m in metrics if m not in available]
    if missing or not metrics:
        raise ValueError(f"cannot score {', '.join(missing) or 'any metric'} from columns {', '.join(found.values())}")
    if gpus_per_worker and "device" not in options:
        options["device"] = "cuda"
    dataset.context.execution_options.preserve_order = True
    return dataset.map_batches(
        PairScorer, fn_constructor_kwargs={"metrics": metrics, "columns": found, "options": options},
        batch_size=rows_per_call, batch_format="numpy", compute=ray.data.ActorPoolStrategy(size=workers),
        num_cpus=cpus_per_worker, num_gpus=gpus_per_worker or None,
    )
