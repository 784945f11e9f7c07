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


def test_accented_words_are_kept_whole():
    # the ASCII-only tokeniser made "caf" of café and split naïve in two
    assert wmd_tokens("Un CAFÉ naïve, Zürich") == ["un", "café", "naïve", "zürich"]
    assert wmd_tokens("Straße ΤΗΣ İstanbul") == ["straße", "της", "i̇stanbul"]  # str.lower, as GloVe was lowercased
    assert {"café", "naïve", "zürich", "straße", "της", "i̇stanbul"} <= embedded_glove().index.keys()


def test_composed_and_decomposed_text_are_the_same_tokens():
    composed, decomposed = "caf\u00e9 na\u00efve", "cafe\u0301 nai\u0308ve"
    assert composed != decomposed and wmd_tokens(composed) == wmd_tokens(decomposed) == ["café", "naïve"]
    r = word_movers_distance([composed], [decomposed])
    assert r.distance[0] == pytest.approx(0.0, abs=1e-12) and r.dropped_tokens.tolist() == [0]


def test_combining_marks_stay_in_their_word_and_emoji_are_not_words():
    assert wmd_tokens("हिन्दी भाषा के") == ["हिन्दी", "भाषा", "के"]  # vowel signs are marks, which \w lacks
    assert "के" in embedded_glove().index
    assert wmd_tokens("I ❤️ NY 1️⃣") == ["ny", "1"]  # U+FE0F is a mark of the emoji, not of a word


def test_text_in_other_scripts_is_counted_as_dropped():
    chinese, arabic = "北京 欢迎 你", "ذهب الولد إلى المدرسة"
    unsegmented = "我喜欢吃苹果。他也喜欢。"  # no segmentation: a run between punctuation is one token
    glove = embedded_glove()
    assert not any(t in glove.index for t in [*wmd_tokens(chinese), *wmd_tokens(arabic), *wmd_tokens(unsegmented)])
    r = word_movers_distance([chinese, arabic, unsegmented], ["cat", "cat", "cat"])
    assert r.dropped_tokens.tolist() == [3, 4, 2]  # the ASCII tokeniser saw no token at all: 0 dropped
    assert np.isinf(r.distance).all() and r.similarity.tolist() == [0.0, 0.0, 0.0]


def test_mixed_sentence_drops_exactly_its_unknown_words():
    text = "The café in Zürich serves naïve coffee ☕, 北京 and Москва!"
    assert wmd_tokens(text) == ["café", "zürich", "serves", "naïve", "coffee", "北京", "москва"]
    r = word_movers_distance([text], ["Coffee in Zürich."])
    assert r.dropped_tokens.tolist() == [2]  # 北京 and москва; GloVe 6B has every other word
    assert np.isfinite(r.distance[0])


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
