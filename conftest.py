"""Run-wide test setup, for every test path (tests/, the modules' and the library's docstring examples)."""
import os
import shutil
import tempfile

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("GRADIO_ANALYTICS_ENABLED", "False")
# evaluate's module cache for this run only (read when evaluate is imported, so set before any test imports it):
# the tests never write into the user's cache, and the modules' examples load them by name from here
os.environ["HF_MODULES_CACHE"] = tempfile.mkdtemp(prefix="paraeval-test-modules-")


def pytest_sessionstart(session):
    from paraeval.module_cache import install_modules

    install_modules()  # what the README's setup line does: evaluate.load("parascore") works offline


def pytest_sessionfinish(session, exitstatus):
    shutil.rmtree(os.environ["HF_MODULES_CACHE"], ignore_errors=True)
