import numpy as np
import pytest

from paraeval import normalized_edit_distance, sectional_divergence


def test_ned_hand_values():
    # kitten -> sitting: 3 edits, longer string has 7 characters
    assert normalized_edit_distance("kitten", "sitting") == pytest.approx(3 / 7)
    assert normalized_edit_distance("abc", "abc") == 0.0
    assert normalized_edit_distance("abc", "") == 1.0
    assert normalized_edit_distance("", "") == 0.0  # defined, not 0/0
    # raw characters: case and surrounding spaces count
    assert normalized_edit_distance("Cat", "cat") == pytest.approx(1 / 3)
    assert normalized_edit_distance(" a", "a") == pytest.approx(1 / 2)


def test_ned_batch_matches_scalar_and_nltk():
    nltk = pytest.importorskip("nltk")
    a = ["NLP is a potential research field", "", "héllo wörld", "EJ Manuel the 1st QB", "😀😀"]
    b = ["NLP is a promising study area", "", "hello world", "EJ MANUEL IS THE 1ST QB what", "😀"]
    batch = normalized_edit_distance(a, b)
    assert batch.dtype == np.float64
    for x, y, d in zip(a, b, batch):
        assert d == normalized_edit_distance(x, y)
        expected = nltk.edit_distance(x, y) / max(len(x), len(y)) if (x or y) else 0.0
        assert d == pytest.approx(expected, abs=0)


def test_ned_length_mismatch():
    with pytest.raises(ValueError, match="equal length"):
        normalized_edit_distance(["a"], ["a", "b"])


def test_sectional_divergence_hand_values():
    gamma = 0.35
    assert sectional_divergence(0.0) == -1.0
    assert sectional_divergence(gamma) == pytest.approx(gamma)  # continuous at the threshold
    assert sectional_divergence(0.9) == gamma
    assert sectional_divergence(0.21) == pytest.approx(-1 + (1.35 / 0.35) * 0.21)
    values = sectional_divergence(np.array([0.0, 0.1, 0.35, 1.0]), gamma=0.5)
    assert values == pytest.approx([-1.0, -0.7, 0.05, 0.5])
    with pytest.raises(ValueError):
        sectional_divergence(0.1, gamma=0.0)
