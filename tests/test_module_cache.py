"""`paraeval install-modules`: evaluate.load by bare name and by Hub name, offline, from any directory."""
import json
import os
import subprocess
import sys

from paraeval.metric_table import METRICS

LOAD_ALL = """
import json, evaluate
out = {}
for name in %r:
    for prefix in ("", "paraeval/"):
        module = evaluate.load(prefix + name)
        out[prefix + name] = type(module).__name__
m = evaluate.load("parascore")
out["score"] = m.compute(sources=["How old are you?"], predictions=["What is your age?"],
                         references=["May I ask your age?"])["parascore"]
print(json.dumps(out))
""" % (list(METRICS),)


def run(args, cwd, cache):
    env = {**os.environ, "HF_MODULES_CACHE": str(cache), "HF_HUB_OFFLINE": "1"}
    return subprocess.run(args, cwd=cwd, env=env, capture_output=True, text=True, timeout=600)


def test_install_modules_then_load_by_name_anywhere_offline(tmp_path):
    cache, elsewhere = tmp_path / "modules", tmp_path / "somewhere"
    elsewhere.mkdir()
    first = run([sys.executable, "-m", "paraeval.cli", "install-modules"], elsewhere, cache)
    assert first.returncode == 0, first.stderr
    assert "16 module copies" in first.stdout and "(16 written, 0 up to date)" in first.stdout
    folders = sorted(p.relative_to(cache) for p in cache.rglob("*.py") if p.name != "__init__.py")
    assert len(folders) == 16  # eight modules, as "<name>" and as "paraeval/<name>"
    assert all(len(p.parts[-2]) == 64 for p in folders)  # the content hash names the folder
    mtimes = {p: (cache / p).stat().st_mtime_ns for p in folders}
    again = run([sys.executable, "-m", "paraeval.cli", "install-modules"], elsewhere, cache)
    assert "(0 written, 16 up to date)" in again.stdout
    assert {p: (cache / p).stat().st_mtime_ns for p in folders} == mtimes  # idempotent: nothing rewritten
    loaded = run([sys.executable, "-c", LOAD_ALL], elsewhere, cache)
    assert loaded.returncode == 0, loaded.stderr
    out = json.loads(loaded.stdout.strip().splitlines()[-1])
    assert out["parascore"] == out["paraeval/parascore"] == "Parascore"
    assert len(out) == 17
    assert abs(out["score"] - 0.7917) < 1e-4


def test_an_upgrade_replaces_the_older_copy_only(tmp_path, monkeypatch):
    from paraeval import module_cache

    monkeypatch.setattr(module_cache, "modules_folder", lambda: tmp_path)
    folder = tmp_path / "evaluate-metric--wmd"
    ours, theirs = folder / ("0" * 64), folder / ("1" * 64)  # an older paraeval's copy, and someone else's
    for old in (ours, theirs):
        old.mkdir(parents=True)
        (old / "wmd.py").write_text("# old\n")
    (ours / module_cache._MARKER).write_text("")
    report = module_cache.install_modules(["wmd"])
    assert sorted(report.values()) == ["installed", "installed"]
    assert not ours.exists() and theirs.exists()
    (current,) = [p for p in folder.iterdir() if p.is_dir() and p != theirs]
    assert (current / "wmd.py").read_bytes() == open(os.path.join(module_cache.metric_path("wmd"), "wmd.py"), "rb").read()
