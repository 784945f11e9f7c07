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
    for g in graphs:
        indegree = [0] * len(g.nodes)
        outdegree = [0] * len(g.nodes)
        for u, v in g.edges:
            outdegree[u] += 1
            indegree[v] += 1
        # a relation node has exactly one head and one tail
        assert all(indegree[i] == 1 and outdegree[i] == 1 for i, r in enumerate(g.is_relation) if r)
        assert all(0 <= u < len(g.nodes) and 0 <= v < len(g.nodes) for u, v in g.edges)
