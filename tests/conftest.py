import json
import os
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def pytest_collection_modifyitems(config, items):
    if os.environ.get("PARAEVAL_SLOW") == "1" or "slow" in (config.getoption("-m") or ""):
        return
    skip = pytest.mark.skip(reason="slow: set PARAEVAL_SLOW=1 to run")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)


@pytest.fixture(scope="session")
def twitter_para():
    with open(ROOT / "data" / "twitter_para" / "twitter_para.jsonl", encoding="utf-8") as f:
        return [json.loads(line) for line in f]


@pytest.fixture(scope="session")
def encoder():
    from paraeval.encoder import load_encoder
    from paraeval.models import resolve_model

    return load_encoder(resolve_model())
