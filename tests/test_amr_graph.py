import re
from pathlib import Path

import pytest

from paraeval.amr import read_amr, subword_graph

ROOT = Path(__file__).resolve().parents[1]
RELATIONS = {":ARG0": 30522, ":ARG1": 30523}  # stand-in ids for relations added to the vocabulary


@pytest.fixture(scope="module")
def tokenizer():
    from paraeval.encoder import load_encoder
    from paraeval.models import resolve_model

    return load_encoder(resolve_model()).tokenizer


def test_paper_example_subword_graph(tokenizer):
    # seed 001, section 3.1: A -r1-> B -r2-> C, A and C split into several subwords, relations one token each
    g = read_amr("(a / want-01 :ARG0 (b / boy :ARG1 (c / go-02)))")
    assert g.nodes == ["want-01", ":ARG0", "boy", ":ARG1", "go-02"]
    assert g.is_relation == [False, True, False, True, False]
    assert g.edges == [(0, 1), (1, 2), (2, 3), (3, 4)]
    t = subword_graph(g, tokenizer, RELATIONS)
    assert tokenizer.convert_ids_to_tokens(t.input_ids[:4]) == ["[CLS]", "want", "-", "01"]
    assert t.input_ids[4] == 30522 and t.input_ids[6] == 30523
    assert tokenizer.convert_ids_to_tokens(t.input_ids[7:]) == ["go", "-", "02", "[SEP]"]
    # every subword of u to every subword of v; [CLS]/[SEP] (0 and 10) are not in the graph
    assert sorted(map(tuple, t.edge_index.T.tolist())) == [(1, 4), (2, 4), (3, 4), (4, 5), (5, 6), (6, 7), (6, 8), (6, 9)]
    assert t.node_of_token.tolist() == [-1, 0, 0, 0, 1, 2, 3, 4, 4, 4, -1]


def test_reentrancy_names_and_constants():
    g = read_amr('(s / say-01 :ARG0 (p / person :name (n / name :op1 "Barack" :op2 "Obama"))'
                 " :ARG1 (l / like-01 :ARG0 p :polarity -))")
    assert g.linearized == "say-01 :ARG0 person :name name :op1 Barack :op2 Obama :ARG1 like-01 :ARG0 person :polarity -"
    copy = 12  # the second "person": a copy linked to its :ARG0 and to the original node (position 2)
    assert (11, copy) in g.edges and (copy, 2) in g.edges
    assert (13, 14) in g.edges and g.nodes[14] == "-"


def test_argument_roles_mark_every_node_of_an_argument(tokenizer):
    g = read_amr('(s / say-01 :ARG0 (p / person :name (n / name :op1 "Ann") :mod (o / old))'
                 " :ARG1 (l / like-01 :ARG0 p :ARG1 (m / music)) :time (t / today))")
    assert list(zip(g.nodes, g.argument)) == [
        ("say-01", None),
        (":ARG0", None), ("person", ":ARG0"), (":name", ":ARG0"), ("name", ":ARG0"), (":op1", ":ARG0"),
        ("Ann", ":ARG0"), (":mod", ":ARG0"), ("old", ":ARG0"),
        # a nested argument takes its own core role: the copy of p is like-01's :ARG0, music its :ARG1
        (":ARG1", None), ("like-01", ":ARG1"), (":ARG0", ":ARG1"), ("person", ":ARG0"), (":ARG1", ":ARG1"),
        ("music", ":ARG1"),
        (":time", None), ("today", None)]  # not a core role: outside any argument
    t = subword_graph(g, tokenizer, {":ARG0": 30522, ":ARG1": 30523})  # argument k of the dict: 3 + k
    ann = t.input_ids.index(tokenizer.convert_tokens_to_ids("ann"))
    assert t.argument_of_token[ann] == 3 and t.argument_of_token[0] == 0 and t.argument_of_token[-1] == 0
    assert t.argument_of_token[t.input_ids.index(tokenizer.convert_tokens_to_ids("music"))] == 4


def test_reentrancy_before_definition():
    g = read_amr("(a / and :op1 (l / like-01 :ARG0 b) :op2 (b / boy))")
    assert g.nodes == ["and", ":op1", "like-01", ":ARG0", "boy", ":op2", "boy"]
    assert (4, 6) in g.edges  # the copy points forward to where b is defined


@pytest.mark.parametrize("text, message", [
    ("(w / want-01 :ARG0 (b / boy", "invalid PENMAN at index 7"),
    ("", "empty AMR graph at index 7"),
    (None, "empty AMR graph at index 7"),
])
def test_invalid_penman_names_index(text, message):
    with pytest.raises(ValueError, match=message):
        read_amr(text, index=7)


def _nested(levels: int) -> str:
    return "".join(f"(a{k} / x :ARG0 " for k in range(levels - 1)) + f"(a{levels - 1} / x" + ")" * levels


@pytest.mark.parametrize("text, message", [
    ("(a / boy) (b / girl)", r"2 PENMAN graphs at index 3: one graph per text is expected"),
    ("(a/boy)\n# ::snt The girl.\n(b/girl)", r"2 PENMAN graphs at index 3"),
    ("(a / boy) (b / girl", r"2 PENMAN graphs at index 3"),
    ("(a / boy) extra", r"invalid PENMAN at index 3: 'extra' after the graph; one graph per text is expected"),
    ("(a / boy))", r"invalid PENMAN at index 3: '\)' after the graph"),
])
def test_several_graphs_or_trailing_text_are_refused(text, message):
    # penman.parse reads the first graph and silently drops the rest
    with pytest.raises(ValueError, match=message):
        read_amr(text, index=3)


def test_comments_metadata_and_brackets_in_strings_are_not_extra_graphs():
    g = read_amr('# ::id 1\n# ::snt The boy said "(b / girl)".\n(s / say-01 :ARG0 (b / boy) :ARG1 "(b / girl)")\n# end')
    assert g.linearized == "say-01 :ARG0 boy :ARG1 (b / girl)"


def test_deep_nesting_names_index_and_limit():
    from paraeval.amr.graph import MAX_DEPTH

    assert read_amr(_nested(MAX_DEPTH)).linearized.count(":ARG0") == MAX_DEPTH - 1
    with pytest.raises(ValueError, match=rf"AMR graph at index 3 is nested {MAX_DEPTH + 1} levels deep; at most {MAX_DEPTH}"):
        read_amr(_nested(MAX_DEPTH + 1), index=3)
    # 5,000 levels raised RecursionError from penman's recursive parser
    with pytest.raises(ValueError, match=rf"at references\[3\] is nested 5000 levels deep; at most {MAX_DEPTH} levels"):
        read_amr(_nested(5000), index="references[3]")


def test_recursion_error_from_a_deep_call_stack_becomes_value_error(monkeypatch):
    import paraeval.amr.graph as graph

    def overflow(text):
        raise RecursionError("maximum recursion depth exceeded")

    monkeypatch.setattr(graph.penman, "parse", overflow)
    with pytest.raises(ValueError, match=rf"at index 3 is nested too deeply to read here \(at most {graph.MAX_DEPTH} levels"):
        read_amr("(b / boy)", index=3)


def test_truncation_drops_nodes_and_their_edges(tokenizer):
    g = read_amr("(a / want-01 :ARG0 (b / boy :ARG1 (c / go-02)))")
    t = subword_graph(g, tokenizer, RELATIONS, max_length=7)  # [CLS] want - 01 :ARG0 boy [SEP]
    assert len(t.input_ids) == 7 and t.input_ids[-1] == tokenizer.sep_token_id
    assert t.edge_index.max() <= 5


def test_all_little_prince_graphs():
    text = (ROOT / "data" / "little_prince_amr" / "amr-bank-struct-v3.0.txt").read_text(encoding="utf-8")
    blocks = [b for b in re.split(r"\n\s*\n", text) if "(" in b]
    graphs = [read_amr("\n".join(line for line in b.splitlines() if not line.startswith("#")), i)
              for i, b in enumerate(blocks)]
    assert len(graphs) == 1563
    # with their "# ::id" / "# ::snt" lines the blocks read the same (one graph each, not refused)
    with_metadata = [read_amr(b, i) for i, b in enumerate(blocks[:50])]
    assert [(g.nodes, g.edges, g.incoming) for g in with_metadata] == [(g.nodes, g.edges, g.incoming) for g in graphs[:50]]
    for g in graphs:
        indegree = [0] * len(g.nodes)
        outdegree = [0] * len(g.nodes)
        for u, v in g.edges:
            outdegree[u] += 1
            indegree[v] += 1
        # a relation node has exactly one head and one tail
        assert all(indegree[i] == 1 and outdegree[i] == 1 for i, r in enumerate(g.is_relation) if r)
        assert all(0 <= u < len(g.nodes) and 0 <= v < len(g.nodes) for u, v in g.edges)


def test_name_roles_give_a_name_its_entitys_role():
    graph = ('(d / defeat-01 :ARG0 (c / country :name (n / name :op1 "Brazil")) '
             ':ARG1 (c2 / country :name (n2 / name :op1 "Germany")))')
    assert read_amr(graph).incoming == ["", None, ":ARG0", None, ":name", None, ":op1",
                                        None, ":ARG1", None, ":name", None, ":op1"]
    named = read_amr(graph, name_roles=True)
    assert named.incoming == ["", None, ":ARG0", None, ":ARG0", None, ":ARG0", None, ":ARG1", None, ":ARG1", None, ":ARG1"]
    assert named.nodes == read_amr(graph).nodes and named.edges == read_amr(graph).edges
    # a named root has no role to give: its name keeps :name
    assert read_amr('(c / city :name (n / name :op1 "Paris"))', name_roles=True).incoming == ["", None, ":name", None, ":op1"]
