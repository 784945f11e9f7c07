"""What `import paraeval` offers: every metric's function at the top level."""
from pathlib import Path

import pytest

import paraeval

ROOT = Path(__file__).resolve().parents[1]


def test_every_metric_function_at_the_top_level():
    import paraeval.gohsen
    import paraeval.pam
    import paraeval.wmd

    assert paraeval.word_movers_distance is paraeval.wmd.word_movers_distance  # imported on first use
    assert paraeval.pam_similarity is paraeval.pam.pam_similarity
    assert paraeval.gohsen_delta is paraeval.gohsen.gohsen_delta
    assert callable(paraeval.bert_ibleu) and callable(paraeval.ibleu)
    assert set(paraeval.__all__) >= {"parascore", "sbert_cosine", "score_paraphrases", "gohsen_delta", "bert_ibleu",
                                     "word_movers_distance", "pam_similarity"}
    with pytest.raises(AttributeError, match="no attribute 'bleurt'"):
        paraeval.bleurt


def _imports_within_package() -> dict:
    """{module: modules of paraeval it imports} from the source, including imports inside functions."""
    import ast

    src = ROOT / "src"
    modules = {".".join(p.relative_to(src).with_suffix("").parts).removesuffix(".__init__"): p
               for p in (src / "paraeval").rglob("*.py")}
    graph = {}
    for name, path in modules.items():
        package = name if path.name == "__init__.py" else name.rsplit(".", 1)[0]
        targets = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                base = package.split(".")[: len(package.split(".")) - node.level + 1] if node.level else []
                stem = ".".join(base + ([node.module] if node.module else []))
                targets |= {stem, *(f"{stem}.{alias.name}" for alias in node.names)}
            elif isinstance(node, ast.Import):
                targets |= {alias.name for alias in node.names}
        graph[name] = {t for t in targets if t in modules and t not in (name, "paraeval")}
    return graph


def test_no_import_circles():
    """The layers import only downwards: formulas and engines, then scoring, then the per-metric functions."""
    graph = _imports_within_package()
    state = {}

    def visit(module, path):
        state[module] = "open"
        for target in sorted(graph[module]):
            assert state.get(target) != "open", "import circle: " + " -> ".join(path + [target])
            if target not in state:
                visit(target, path + [target])
        state[module] = "done"

    for module in sorted(graph):
        if module != "paraeval" and module not in state:
            visit(module, [module])
    assert "paraeval.scoring" in graph["paraeval.gohsen"] and "paraeval.gohsen" not in graph["paraeval.scoring"]


def test_predictions_come_first_everywhere():
    import inspect

    for function in (paraeval.parascore, paraeval.sbert_cosine, paraeval.gohsen_delta, paraeval.ibleu,
                     paraeval.bert_ibleu, paraeval.word_movers_distance, paraeval.pam_similarity,
                     paraeval.score_paraphrases):
        assert next(iter(inspect.signature(function).parameters)) == "predictions", function.__name__


def test_every_hashcode_names_the_versions_its_scores_go_through():
    """Two hashcodes must differ whenever an upgrade of paraeval or of the library doing the numerics may move
    the scores, as bert_score's hash does; iBLEU, WMD and PAM once named no version at all."""
    from importlib.metadata import version

    pair = (["The dog bit the man."], ["A dog bit a man."])
    results = paraeval.score_paraphrases(pair[0], pair[1], pair[1], metrics=["ibleu", "wmd", "sbert_cosine"],
                                         progress=False)
    graph = "(b / bite-01 :ARG0 (d / dog) :ARG1 (m / man))"
    results["pam"] = paraeval.pam_similarity([graph], [graph], input_format="penman", progress=False)
    expected = {"ibleu": f"sacrebleu={version('sacrebleu')}", "wmd": f"pot={version('pot')}",
                "sbert_cosine": f"hug_trans={version('transformers')}",
                "pam": f"hug_trans={version('transformers')},spacy={version('spacy')},wn={version('wn')}"}
    for name, library in expected.items():
        assert f"_version={paraeval.__version__}({library})" in results[name].hashcode, name
