"""Ray Data scoring on a local Ray instance: results equal the single-process ones, in input order."""
import json

import numpy as np
import pytest

ray = pytest.importorskip("ray")

import paraeval  # noqa: E402
from paraeval.distributed import find_dataset_columns, score  # noqa: E402

from .test_package import ROOT  # noqa: E402

METRICS = ("parascore", "parascore_free", "sbert_cosine", "ibleu", "bert_ibleu")


@pytest.fixture(scope="module")
def local_ray():
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False, configure_logging=False)
    yield
    ray.shutdown()


@pytest.fixture(scope="module")
def rows():
    with open(ROOT / "data" / "twitter_para" / "twitter_para.jsonl", encoding="utf-8") as f:
        return [json.loads(line) for _, line in zip(range(300), f)]


def test_ray_scores_equal_the_single_process_ones_in_order(local_ray, rows):
    dataset = ray.data.from_items(rows)
    scored = list(score(dataset, metrics=METRICS, workers=2, rows_per_call=64).iter_rows())
    assert [r["cand_id"] for r in scored] == [r["cand_id"] for r in rows]
    assert [r["candidate"] for r in scored] == [r["candidate"] for r in rows]
    single = paraeval.score_paraphrases([r["candidate"] for r in rows], [r["source"] for r in rows],
                                        [r["reference"] for r in rows], metrics=METRICS, progress=False)
    for name in METRICS:
        np.testing.assert_allclose([r[name] for r in scored], single[name].scores, atol=1e-6, rtol=0)


def test_columns_and_metrics_are_checked(local_ray, rows):
    assert find_dataset_columns(["src", "hypothesis", "ref"]) == {"source": "src", "prediction": "hypothesis",
                                                                   "reference": "ref"}
    dataset = ray.data.from_items([{"candidate": r["candidate"], "reference": r["reference"]} for r in rows[:10]])
    with pytest.raises(ValueError, match="cannot score parascore_free"):
        score(dataset, metrics=("parascore_free",))
    with pytest.raises(ValueError, match="column 'nope' for source is not in the dataset"):
        score(dataset, columns={"source": "nope"})


def test_command_line_ray_engine_writes_what_the_local_engine_writes(local_ray, rows, tmp_path, capsys):
    from paraeval.cli import main

    pairs = tmp_path / "pairs.jsonl"
    pairs.write_text("".join(json.dumps(r) + "\n" for r in rows[:120]), encoding="utf-8")
    common = ["score", str(pairs), "--metrics", "parascore,wmd,ibleu", "-q", "--block-size", "50"]
    assert main([*common, "-o", str(tmp_path / "local.jsonl")]) == 0
    local_summary = capsys.readouterr().out
    assert main([*common, "--engine", "ray", "--workers", "2", "-o", str(tmp_path / "ray.jsonl")]) == 0
    ray_summary = capsys.readouterr().out

    def signature(summary):
        return next(line for line in summary.splitlines() if line.startswith("signature: parascore:"))
    assert signature(ray_summary) == signature(local_summary)  # hashcodes made on the cluster, not the driver
    local = [json.loads(line) for line in (tmp_path / "local.jsonl").read_text().splitlines()]
    distributed = [json.loads(line) for line in (tmp_path / "ray.jsonl").read_text().splitlines()]
    assert [r["row"] for r in distributed] == list(range(120)) and list(distributed[0]) == list(local[0])
    for a, b in zip(local, distributed):
        for key in ("parascore", "wmd", "wms", "ibleu"):
            assert (a[key] is None and b[key] is None) or abs(a[key] - b[key]) < 1e-6
