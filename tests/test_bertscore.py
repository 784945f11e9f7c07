import math

import numpy as np
import pytest
import torch

from paraeval.bertscore import greedy_match, idf_weights, read_baseline, rescale


def _unit(*rows):
    t = torch.tensor(rows, dtype=torch.float32)
    return torch.nn.functional.normalize(t, dim=-1)


def test_greedy_match_hand_computed():
    # candidate tokens [CLS] c1 c2 [SEP], reference tokens [CLS] r1 [SEP] in 2-d
    cls, sep = [1.0, 1.0], [1.0, -1.0]
    cand = _unit(cls, [1.0, 0.0], [0.0, 1.0], sep).unsqueeze(0)
    ref = _unit(cls, [1.0, 0.0], sep).unsqueeze(0)
    cand_w = torch.tensor([[0.0, 1.0, 1.0, 0.0]])
    ref_w = torch.tensor([[0.0, 1.0, 0.0]])
    p, r, f = greedy_match(cand, cand_w, torch.ones(1, 4, dtype=torch.bool), ref, ref_w, torch.ones(1, 3, dtype=torch.bool))
    # c1 matches r1 (1.0); c2's best is [CLS] (cos 45deg): special tokens can be matched, not weighted
    p_expected = (1.0 + math.sqrt(0.5)) / 2
    assert p.item() == pytest.approx(p_expected, abs=1e-6)
    assert r.item() == pytest.approx(1.0, abs=1e-6)
    assert f.item() == pytest.approx(2 * p_expected / (p_expected + 1.0), abs=1e-6)


def test_padding_is_never_a_match():
    # the only real token pair has negative similarity; padding (zeros) must not win the max
    cand = _unit([1.0, 0.0], [0.0, 0.0]).unsqueeze(0)
    cand[0, 1] = 0.0
    ref = _unit([-1.0, 0.2]).unsqueeze(0)
    cand_mask = torch.tensor([[True, False]])
    p, r, f = greedy_match(cand, torch.tensor([[1.0, 0.0]]), cand_mask, ref, torch.tensor([[1.0]]), torch.ones(1, 1, dtype=torch.bool))
    expected = -1.0 / math.sqrt(1.04)
    assert p.item() == pytest.approx(expected, abs=1e-6)
    assert r.item() == pytest.approx(expected, abs=1e-6)


def test_empty_side_scores_zero():
    cand = _unit([1.0, 0.0], [0.0, 1.0]).unsqueeze(0)
    ref = _unit([1.0, 0.0], [0.0, 1.0]).unsqueeze(0)
    mask = torch.ones(1, 2, dtype=torch.bool)
    p, r, f = greedy_match(cand, torch.zeros(1, 2), mask, ref, torch.zeros(1, 2), mask)
    assert (p.item(), r.item(), f.item()) == (0.0, 0.0, 0.0)


def test_idf_weights_hand_computed():
    docs = [[101, 7, 8, 102], [101, 7, 102], [101, 9, 9, 102]]
    idf = idf_weights(docs, vocab_size=200)
    assert idf[101].item() == pytest.approx(0.0)  # in every document
    assert idf[7].item() == pytest.approx(math.log(4 / 3))
    assert idf[9].item() == pytest.approx(math.log(4 / 2))  # repeated inside one document counts once
    assert idf[50].item() == pytest.approx(math.log(4 / 1))  # unseen


def test_rescale_and_baseline_file(tmp_path):
    path = tmp_path / "baseline.tsv"
    path.write_text("LAYER,P,R,F\n0,0.1,0.2,0.3\n6,0.4,0.5,0.6\n")
    assert read_baseline(path, 6) == pytest.approx([0.4, 0.5, 0.6])
    assert read_baseline((0.1, 0.2, 0.3), 6) == pytest.approx([0.1, 0.2, 0.3])
    assert rescale(np.array([0.6, 1.0]), 0.6) == pytest.approx([0.0, 1.0])
    with pytest.raises(ValueError, match="layer 3"):
        read_baseline(path, 3)
