import json
import os
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


# opt-in tests: marker -> the environment variable that runs them (or name the marker with -m)
OPT_IN = {"slow": "PARAEVAL_SLOW", "browser": "PARAEVAL_BROWSER"}


def pytest_collection_modifyitems(config, items):
    chosen = config.getoption("-m") or ""
    for marker, variable in OPT_IN.items():
        if os.environ.get(variable) == "1" or marker in chosen:
            continue
        skip = pytest.mark.skip(reason=f"{marker}: set {variable}=1 to run")
        for item in items:
            if marker in item.keywords:
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
