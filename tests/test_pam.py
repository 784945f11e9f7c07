"""PAM scoring with the shipped checkpoint: text and PENMAN input, errors, invariances."""
import numpy as np
import pytest

from paraeval.pam import embed_graphs, load_pam, pam_similarity, texts_to_penman

BITE_GRAPH = "(b / bite-01 :ARG0 (d / dog) :ARG1 (m / man))"
SWAPPED_GRAPH = "(b / bite-01 :ARG0 (m / man) :ARG1 (d / dog))"
PAPER = {"text_weight": 0, "structure_weight": 0, "conflict_weight": 0}  # PAM's graph cosine alone


def test_voice_invariance_and_graphs_returned():
    r = pam_similarity(["Pat loves Chris.", "The cat sleeps."], ["Chris is loved by Pat.", "The cat does not sleep."])
    # the passive is the active's graph: cosine and F1 are 1, and the default mix reads the texts' cosine too
    assert r.components["graph_cosine"][0] == pytest.approx(1.0, abs=1e-5)
    assert r.components["triple_f1"][0] == 1.0
    assert r.scores[0] == pytest.approx(0.5 + 0.5 * r.components["text_cosine"][0], abs=1e-6)
    graph_alone = pam_similarity(["Pat loves Chris."], ["Chris is loved by Pat."], **PAPER)
    assert graph_alone.scores[0] == pytest.approx(1.0, abs=1e-5)
    assert r.components["prediction_graphs"][0] == r.components["reference_graphs"][0]
    assert ":polarity -" in r.components["reference_graphs"][1] and r.scores[1] < 1.0


def test_penman_input_and_ranking():
    same = "(w / want-01 :ARG0 (b / boy) :ARG1 (g / go-02 :ARG0 b))"
    r = pam_similarity([same, same, same],
                       [same, "(w / want-01 :ARG0 (g / girl) :ARG1 (g2 / go-02 :ARG0 g))", "(t / tree :mod (t2 / tall))"],
                       input_format="penman")
    assert r.scores[0] == pytest.approx(1.0, abs=1e-5)
    assert r.scores[1] > r.scores[2]  # a boy/girl swap is closer than an unrelated graph
    assert "prediction_graphs" not in r.components


def test_errors_name_the_problem():
    with pytest.raises(ValueError, match=r"invalid PENMAN at predictions\[1\]"):
        pam_similarity(["(b / boy)", "(b / boy"], ["(b / boy)", "(b / boy)"], input_format="penman")
    with pytest.raises(ValueError, match="input_format"):
        pam_similarity(["a"], ["b"], input_format="amr")
    with pytest.raises(ValueError, match="parser_model_dir"):
        texts_to_penman(["a"], parser="amrlib")
    with pytest.raises(ValueError, match=r"references\[0\]"):
        pam_similarity(["a"], [None])


def test_penman_errors_name_the_callers_position_not_the_deduplicated_index():
    from paraeval.amr.graph import MAX_DEPTH

    boy, girl = "(b / boy)", "(g / girl)"
    deep = "".join(f"(a{k} / x :ARG0 " for k in range(4999)) + "(a4999 / x" + ")" * 5000
    # unique texts: boy, girl, then the two-graph text (deduplicated index 2, references[3] for the caller)
    with pytest.raises(ValueError, match=r"2 PENMAN graphs at references\[3\]: one graph per text is expected"):
        pam_similarity([boy, girl, boy, girl], [boy, girl, girl, "(a / boy) (b / girl)"], input_format="penman")
    with pytest.raises(ValueError, match=rf"at predictions\[2\] is nested 5000 levels deep; at most {MAX_DEPTH} levels"):
        pam_similarity([boy, boy, deep], [girl, girl, deep], input_format="penman")


def test_batch_size_does_not_change_embeddings():
    graphs = texts_to_penman(["Pat loves Chris.", "The old house in Paris is big.", "I gave him the book.", ""])
    model = load_pam()
    np.testing.assert_allclose(embed_graphs(model, graphs, batch_size=1).numpy(),
                               embed_graphs(model, graphs, batch_size=32).numpy(), atol=1e-5)


def test_each_unique_text_encoded_once(monkeypatch):
    import paraeval.pam as pam

    seen = []
    original = pam.graph_tokens
    monkeypatch.setattr(pam, "graph_tokens", lambda model, graphs, *args: seen.extend(graphs) or original(model, graphs, *args))
    pam_similarity(["It rains.", "It rains.", "Snow falls."], ["Snow falls.", "It rains.", "It rains."])
    assert len(seen) == 2
    # two texts with one graph (active and passive) are one graph to encode, and score as one
    seen.clear()
    result = pam_similarity(["Pat loves Chris.", "It rains."], ["Chris is loved by Pat.", "It rains."])
    assert len(seen) == 2 and result.components["graph_cosine"][0] == pytest.approx(1.0, abs=1e-6)
    # a PENMAN error still names the caller's position when an earlier graph was a duplicate
    with pytest.raises(ValueError, match=r"at references\[1\]"):
        pam_similarity(["(a / boy)", "(b / boy)"], ["(a / boy)", "(b / girl"], input_format="penman")


def test_progress_bars_on_request_only(capsys):
    pam_similarity(["Pat loves Chris."], ["The cat sleeps."])  # short input: silent by default
    assert capsys.readouterr().err == ""
    pam_similarity(["Pat loves Chris."], ["The cat sleeps."], progress=True)
    err = capsys.readouterr().err
    assert "parsing" in err and "encoding graphs" in err and "2/2" in err


def test_texts_the_parser_cannot_read_fall_back_to_the_backbone_with_a_warning():
    import paraeval

    predictions = ["The cat sleeps.", "مرحبا بالعالم", "!!!", "The dog barked."]
    references = ["A cat is sleeping.", "ذهب الولد إلى المدرسة", "???", "The dog barked loudly."]
    with pytest.warns(UserWarning, match=r"2 pair\(s\).*indices 1, 2\)"):
        r = pam_similarity(predictions, references)
    assert r.fallback.tolist() == [False, True, True, False]
    backbone = paraeval.sbert_cosine(predictions[1:3], references[1:3]).scores
    np.testing.assert_allclose(r.scores[1:3], backbone, atol=1e-6)
    assert r.scores[2] < 0.9  # "!!!" vs "???" was 1.0: two empty graphs


def test_graphs_past_the_window_warn_with_their_index():
    many = "(a / and " + " ".join(f":op{k} (c{k} / cat-{k})" for k in range(1, 200)) + ")"
    with pytest.warns(UserWarning, match=r"1 graph\(s\) longer than 512 subword tokens.*pair indices 2\)"):
        r = pam_similarity(["(b / boy)", "(g / girl)", many], ["(b / boy)", "(b / boy)", "(g / girl)"],
                           input_format="penman")
    assert r.scores[0] == pytest.approx(1.0, abs=1e-5)
    with pytest.warns(UserWarning, match=r"graph indices 1\)"):
        embed_graphs(load_pam(), ["(b / boy)", many])


def test_the_shipped_checkpoint_sees_who_did_what_to_whom():
    # the paper's encoder scored this role swap 1.000 (a bag of the same tokens); the passive is the same graph
    r = pam_similarity(["The dog bit the man."] * 2, ["The man was bitten by the dog.", "The man bit the dog."])
    graph = r.components["graph_cosine"]
    # the joint-structural weights move the graph cosine of the swap a little (0.983; the weights shipped before
    # them, 0.79): what ranks it is the triple F1, which loses both argument triples, and the contradiction check
    assert graph[0] == pytest.approx(1.0, abs=1e-5) and graph[1] == pytest.approx(0.983, abs=0.005)
    assert list(r.components["triple_f1"]) == pytest.approx([1.0, 3 / 7]) and list(r.components["conflict"]) == [False, True]
    # the texts' cosine ranks the swap higher (0.98 against 0.83); the graph, the F1 and the check outweigh it
    assert r.components["text_cosine"][1] > r.components["text_cosine"][0]
    # the passive 0.4 + 0.5 x 0.83 + 0.1 = 0.915; the swap 0.4 x 0.983 + 0.5 x 0.98 + 0.1 x 3 / 7 = 0.926, of
    # which the contradiction penalty from text takes 40 %
    assert r.scores[0] - r.scores[1] == pytest.approx(0.915 - 0.926 * 0.6, abs=0.005)
    assert load_pam().role_embeddings is not None


def test_text_weight_mixes_the_backbones_cosine_of_the_raw_texts():
    import paraeval

    preds, refs = ["The dog bit the man.", "The medicine worked.", "Pat loves Chris."], \
        ["The man bit the dog.", "The medicine did not work.", "Chris is loved by Pat."]
    graph = pam_similarity(preds, refs, **PAPER)
    mixed = pam_similarity(preds, refs, text_weight=0.25, structure_weight=0, conflict_weight=0)
    text = paraeval.sbert_cosine(preds, refs).scores  # PAM's backbone is the default SBERT model
    assert mixed.components["text_cosine"] == pytest.approx(text, abs=1e-6)
    assert mixed.components["graph_cosine"] == pytest.approx(graph.scores, abs=1e-6)
    assert mixed.scores == pytest.approx(0.75 * graph.scores + 0.25 * text, abs=1e-6)
    assert "text_weight=0.25" in mixed.hashcode and "text_weight" not in graph.hashcode
    # left at its default, the structure weight gives way to a text weight over 0.9
    alone = pam_similarity(preds, refs, text_weight=1.0, conflict_weight=0)
    assert alone.scores == pytest.approx(text, abs=1e-6) and "structure_weight" not in alone.hashcode
    with pytest.raises(ValueError, match="input_format='text'"):
        pam_similarity(["(b / boy)"], ["(b / boy)"], input_format="penman", text_weight=0.5)
    with pytest.raises(ValueError, match="text_weight must be"):
        pam_similarity(preds, refs, text_weight=1.5)
    # a caller that has the texts' cosines already (score_paraphrases) passes them instead of a second pass
    given = pam_similarity(preds, refs, text_weight=0.25, structure_weight=0, conflict_weight=0,
                           text_cosines=[0.0, 0.5, 1.0])
    assert given.scores == pytest.approx(0.75 * graph.scores + 0.25 * np.array([0.0, 0.5, 1.0]), abs=1e-6)
    with pytest.raises(ValueError, match="text_cosines has 2 values for 3 pairs"):
        pam_similarity(preds, refs, text_cosines=[0.5, 0.5])


def test_structure_weight_mixes_the_graphs_triple_f1():
    preds, refs = ["The dog bit the man.", "Pat loves Chris."], ["The man bit the dog.", "Chris is loved by Pat."]
    graph = pam_similarity(preds, refs, **PAPER)
    mixed = pam_similarity(preds, refs, text_weight=0, structure_weight=0.2, conflict_weight=0)
    # the parser gives bite-01 with dog and man exchanged (F1 3 / 7, hand-counted in test_triple_overlap) and the
    # passive the same graph as the active (F1 1)
    assert mixed.components["triple_f1"] == pytest.approx([3 / 7, 1.0])
    assert mixed.components["graph_cosine"] == pytest.approx(graph.scores, abs=1e-6)
    assert mixed.scores == pytest.approx(0.8 * graph.scores + 0.2 * mixed.components["triple_f1"], abs=1e-6)
    assert "structure_weight=0.2" in mixed.hashcode and "structure_weight" not in graph.hashcode
    both = pam_similarity(preds, refs, structure_weight=0.2, text_weight=0.3, conflict_weight=0)
    assert both.scores == pytest.approx(0.5 * graph.scores + 0.3 * both.components["text_cosine"]
                                        + 0.2 * both.components["triple_f1"], abs=1e-6)
    penman = pam_similarity([BITE_GRAPH], [SWAPPED_GRAPH], input_format="penman", structure_weight=1.0,
                            conflict_weight=0)
    assert penman.scores == pytest.approx([3 / 7])
    with pytest.raises(ValueError, match="at most 1"):
        pam_similarity(preds, refs, structure_weight=0.6, text_weight=0.5)
    # from text: 0.4 graph cosine, 0.5 text cosine, 0.1 triple F1 (the default conflict weight set aside here)
    default = pam_similarity(preds, refs, conflict_weight=0)
    assert default.scores == pytest.approx(0.4 * graph.scores + 0.5 * both.components["text_cosine"]
                                           + 0.1 * mixed.components["triple_f1"], abs=1e-6)
    assert "text_weight=0.5_structure_weight=0.1" in default.hashcode
    graphs = pam_similarity([BITE_GRAPH], [SWAPPED_GRAPH], input_format="penman", conflict_weight=0)
    assert graphs.scores == pytest.approx(0.8 * graphs.components["graph_cosine"] + 0.2 * 3 / 7, abs=1e-6)
    assert "text_weight" not in graphs.hashcode and "structure_weight=0.2" in graphs.hashcode
    assert "structure_weight=0.05_conflict_share=0.4_dereified_rules@" in pam_similarity(
        preds, refs, text_weight=0.95).hashcode


def test_a_reified_relation_scores_as_the_relation():
    reified, plain = "(p / play-01 :ARG1-of (b / be-located-at-91 :ARG2 (b2 / beach)))", "(p / play-01 :location (b2 / beach))"
    default = pam_similarity([reified], [plain], input_format="penman")
    as_given = pam_similarity([reified], [plain], input_format="penman", dereify=False)
    assert default.scores[0] == pytest.approx(1.0, abs=1e-6) and "_dereified" in default.hashcode
    # read as given, the encoder sees two graphs (the triple F1 and the contradiction check normalise anyway)
    assert as_given.components["graph_cosine"][0] == pytest.approx(0.952, abs=0.005)
    assert as_given.components["triple_f1"][0] == 1.0 and "_dereified" not in as_given.hashcode


def test_structure_weight_leaves_fallback_pairs_to_the_backbone():
    with pytest.warns(UserWarning, match="indices 0"):
        r = pam_similarity(["مرحبا بالعالم", "The dog bit the man."], ["!!!", "The man bit the dog."], text_weight=0,
                           structure_weight=0.5, conflict_weight=0)
    assert r.components["fallback"].tolist() == [True, False]
    assert r.scores[1] == pytest.approx(0.5 * r.components["graph_cosine"][1] + 0.5 * 3 / 7, abs=1e-6)


def test_conflict_weight_lowers_pairs_whose_graphs_contradict_each_other():
    preds = ["Brazil defeated Germany.", "Brazil defeated Germany.", "The medicine worked.", "Pat loves Chris."]
    refs = ["Germany lost to Brazil.", "Germany defeated Brazil.", "The medicine did not work.", "Chris is loved by Pat."]
    plain = pam_similarity(preds, refs, conflict_weight=0)
    r = pam_similarity(preds, refs)  # default share from text 0.4 (benchmarks/pam_conflict_share_agreement.py)
    # arguments exchanged and a polarity flipped are contradictions; the converse and the passive are not
    assert r.components["conflict"].tolist() == [False, True, True, False]
    assert (plain.scores > 0).all()
    assert r.scores == pytest.approx(plain.scores * (1 - 0.4 * np.array([0, 1, 1, 0])), abs=1e-6)
    # the texts' cosine ranks the swap of two names above the converse; the conflict turns that round
    assert plain.scores[1] > plain.scores[0] and r.scores[0] - r.scores[1] > 0.02
    assert "conflict_share=0.4" in r.hashcode and "conflict" not in plain.components
    graphs = pam_similarity([BITE_GRAPH], [SWAPPED_GRAPH], input_format="penman")  # graphs: a share of 0.2
    assert graphs.scores == pytest.approx((0.8 * graphs.components["graph_cosine"] + 0.2 * 3 / 7) * 0.8, abs=1e-6)
    with pytest.raises(ValueError, match="conflict_weight"):
        pam_similarity(preds, refs, conflict_weight=1.5)


def test_one_edit_between_the_texts_flags_what_a_misparse_hides_from_the_graphs():
    from paraeval.amr.graph_conflicts import conflict_flags

    # spaCy reads "quieter" as a noun, so the graphs hold no opposite of "noisy"; the two texts differ by one word
    quieter = "Grandpa always says the pub on the corner is quieter on Sunday evenings."
    noisier = "Grandpa always says the pub on the corner is noisier on Sunday evenings."
    r = pam_similarity([noisier], [quieter])
    graphs = [r.components["prediction_graphs"][0]], [r.components["reference_graphs"][0]]
    assert conflict_flags(*graphs).tolist() == [0.0] and r.components["conflict"].tolist() == [True]
    plain = pam_similarity([noisier], [quieter], conflict_weight=0)
    assert r.scores[0] == pytest.approx(plain.scores[0] * 0.6, abs=1e-6)
    # graphs given as PENMAN have no text to compare: the graphs alone decide
    assert pam_similarity(*graphs, input_format="penman").components["conflict"].tolist() == [False]


def test_mixed_scores_take_a_share_of_a_positive_score_where_the_graphs_contradict():
    from paraeval.pam import mixed_scores

    graph, text, f1 = np.array([0.9, 0.9, -0.4, 0.2]), np.array([0.8, 0.8, -0.2, 0.0]), np.array([1.0, 0.5, 0.0, 0.0])
    conflict = np.array([0, 1, 1, 1])
    # 0.4 * graph + 0.5 * text + 0.1 * f1 = 0.86, 0.81, -0.26, 0.08; a contradiction keeps half of a positive mix
    assert mixed_scores(graph, text, f1, conflict, 0.5, 0.1, 0.5) == pytest.approx([0.86, 0.405, -0.26, 0.04])
    assert mixed_scores(graph, text, f1, conflict, 0.5, 0.1, 0.0) == pytest.approx([0.86, 0.81, -0.26, 0.08])
    # a whole share (c = 1) brings a positive contradiction to 0 and never below -1
    assert mixed_scores(graph, text, f1, conflict, 0.5, 0.1, 1.0) == pytest.approx([0.86, 0.0, -0.26, 0.0])


def test_mixing_weights_defaults_per_input_format():
    from paraeval.pam import mixing_weights

    assert mixing_weights("text", None, None) == (0.5, 0.1)  # pam_text_mix.py's rule, on dev
    assert mixing_weights("penman", None, None) == (0.0, 0.2)  # pam_penman_mix.py's rule: graphs have no text
    assert mixing_weights("text", 0, None) == (0.0, 0.1)
    assert mixing_weights("text", 0.95, None) == pytest.approx((0.95, 0.05))  # the default s gives way
    assert mixing_weights("text", 0.3, 0.2) == (0.3, 0.2)
    with pytest.raises(ValueError, match="at most 1"):
        mixing_weights("text", 0.5, 0.6)
    with pytest.raises(ValueError, match="needs input_format='text'"):
        mixing_weights("penman", 0.5, None)


def test_the_signature_names_the_weights_not_only_the_file(tmp_path):
    """Two checkpoints of one file name (the packaged weights of two releases) sign differently."""
    import hashlib

    from paraeval.amr.checkpoint import short_digest
    from paraeval.pam import default_checkpoint

    with open(default_checkpoint(), "rb") as f:
        digest = hashlib.sha256(f.read()).hexdigest()[:8]
    r = pam_similarity([BITE_GRAPH], [SWAPPED_GRAPH], input_format="penman", progress=False)
    assert r.hashcode.startswith(f"pam_pam-minilm(embedded)@{digest}_penman_")
    first, second = tmp_path / "a" / "pam.safetensors", tmp_path / "b" / "pam.safetensors"
    for path, content in ((first, b"one"), (second, b"two")):
        path.parent.mkdir()
        path.write_bytes(content)
    assert short_digest(str(first)) == hashlib.sha256(b"one").hexdigest()[:8] != short_digest(str(second))


def test_the_signature_names_the_graph_rules_and_their_libraries():
    """A release whose parser or contradiction rules changed signs differently, even with the same weights."""
    import hashlib
    from importlib import resources

    from paraeval.pam import GRAPH_RULE_MODULES

    source = b"".join(resources.files("paraeval.amr").joinpath(f"{m}.py").read_bytes() for m in GRAPH_RULE_MODULES)
    r = pam_similarity([BITE_GRAPH], [SWAPPED_GRAPH], input_format="penman", progress=False)
    assert f"_rules@{hashlib.sha256(source).hexdigest()[:8]}_" in r.hashcode
    assert "spacy=" in r.hashcode and "wn=" in r.hashcode


def test_every_module_the_parser_and_the_check_read_is_signed():
    """A rule module the parser or the contradiction check imports, left out of GRAPH_RULE_MODULES, could change
    scores under the same signature (spelled_numbers was, for one commit)."""
    import re
    from importlib import resources

    from paraeval.pam import GRAPH_RULE_MODULES

    for module in ("dependency_parser", "graph_conflicts"):
        source = resources.files("paraeval.amr").joinpath(f"{module}.py").read_text(encoding="utf-8")
        assert set(re.findall(r"^from \.(\w+) import", source, flags=re.M)) <= set(GRAPH_RULE_MODULES)


def test_a_name_ner_types_two_ways_in_a_pair_is_one_entity():
    mentor, student = "Sandra's mentor recommended her.", "Sandra's student recommended her."
    passive = "Sandra was recommended by the person mentoring her."
    r = pam_similarity([passive, student], [mentor, mentor], progress=False)
    graphs = [*r.components["prediction_graphs"], *r.components["reference_graphs"]]
    # spaCy types Sandra an organization in the possessive sentences and a person in the passive one; each pair
    # types her one way, and which way is the pair's own: the first pair's graphs say person, the second's not
    assert ['person' in g and 'organization' not in g for g in graphs] == [True, False, True, False]
    assert r.scores[0] > r.scores[1] + 0.02
