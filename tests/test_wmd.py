import math

import numpy as np
import pytest

from paraeval.wmd import stop_words, wmd_tokens, word_movers_distance
from paraeval.wordvectors import WordVectors, embedded_glove, load_word_vectors


@pytest.fixture()
def toy_vectors(tmp_path):
    path = tmp_path / "toy.w2v.txt"
    # word2vec text format with a header; c is not unit length on purpose
    path.write_text("3 2\na 1 0\nb 0 1\nc 1 1\n")
    return str(path)


def test_hand_computed_distances(toy_vectors):
    d = word_movers_distance(
        [["a"], ["a", "b"], ["a", "a", "b"], ["a", "b"]],
        [["b"], ["c"], ["a", "b"], ["b", "a"]],
        vectors=toy_vectors, tokenized=True,
    ).distance
    assert d[0] == pytest.approx(math.sqrt(2))  # orthogonal unit vectors
    a_to_c = math.hypot(1 - math.sqrt(0.5), math.sqrt(0.5))  # c is unit-normalised first
    assert d[1] == pytest.approx(a_to_c)  # half the mass from a and half from b, same distance
    assert d[2] == pytest.approx(math.sqrt(2) / 6)  # weights (2/3, 1/3) vs (1/2, 1/2): move 1/6 from a to b
    assert d[3] == pytest.approx(0.0, abs=1e-12)  # word order does not matter


def test_out_of_vocabulary_and_similarity(toy_vectors):
    r = word_movers_distance([["a", "zzz"], ["zzz"], []], [["b"], ["a"], ["a"]], vectors=toy_vectors, tokenized=True)
    assert r.distance[0] == pytest.approx(math.sqrt(2))  # zzz dropped, as gensim does
    assert r.dropped_tokens.tolist() == [1, 1, 0]
    assert np.isinf(r.distance[1]) and np.isinf(r.distance[2])
    assert r.similarity.tolist() == pytest.approx([1 - math.sqrt(2) / 2, 0.0, 0.0])


def test_texts_without_tokens_anywhere_in_the_call(toy_vectors):
    # an empty text last in the call once crashed the per-text token count
    r = word_movers_distance(["a", "", "a zzz"], ["b", "a", "!!!"], vectors=toy_vectors, remove_stop_words=False)
    assert np.isinf(r.distance[1]) and np.isinf(r.distance[2])
    assert r.dropped_tokens.tolist() == [0, 0, 1]
    assert r.distance[0] == pytest.approx(math.sqrt(2))


def test_tokenisation_and_stop_words():
    assert wmd_tokens("The U.S. isn't 2nd -- it's 1st!") == ["u", "isn", "2nd", "1st"]
    assert wmd_tokens("The cat", remove_stop_words=False) == ["the", "cat"]
    assert {"the", "a", "of", "is"} <= stop_words() and "cat" not in stop_words()


def test_parity_with_gensim(twitter_para):
    gensim = pytest.importorskip("gensim")
    rows = twitter_para[:400]
    preds = [r["candidate"] for r in rows]
    refs = [r["reference"] for r in rows]
    glove = embedded_glove()
    ta, tb = [wmd_tokens(t) for t in preds], [wmd_tokens(t) for t in refs]
    words = sorted({w for toks in ta + tb for w in toks if w in glove.index})
    kv = gensim.models.KeyedVectors(50)
    kv.add_vectors(words, np.asarray(glove.vectors[[glove.index[w] for w in words]]))
    expected = np.array([kv.wmdistance(a, b) for a, b in zip(ta, tb)])
    ours = word_movers_distance(preds, refs).distance
    assert (np.isinf(ours) == np.isinf(expected)).all()
    finite = np.isfinite(expected)
    assert finite.sum() >= 300
    np.testing.assert_allclose(ours[finite], expected[finite], atol=1e-6, rtol=0)
    # the same KeyedVectors passed as vectors gives the same distances
    np.testing.assert_allclose(word_movers_distance(preds, refs, vectors=kv).distance[finite], expected[finite], atol=1e-6)


def test_embedded_vectors_load_once():
    glove = load_word_vectors()
    assert glove is load_word_vectors("default") is embedded_glove()
    assert len(glove) == 400_000 and glove.vectors.shape == (400_000, 50)
    assert glove.lookup(["the", "qwzxvq"]).tolist() == [0, -1]


def test_bad_vectors_argument(tmp_path):
    with pytest.raises(ValueError, match="not found"):
        load_word_vectors(str(tmp_path / "missing.txt"))
    with pytest.raises(ValueError, match="word vectors must be"):
        load_word_vectors(3)
    assert isinstance(load_word_vectors(WordVectors(["x"], np.ones((1, 2), np.float32), "x")), WordVectors)
