import numpy as np
import pytest
import torch

from paraeval.models import DEFAULT_LAYERS, embedded_model_path, resolve_model
from paraeval.pairwise import TextIndex, score_pairs

TEXTS = ["A man is playing a guitar.", "Someone plays the guitar.", "", "   ", "😀😀😀",
         "The quick brown fox jumps over the lazy dog near the river bank this morning."]


def test_resolve_model():
    spec = resolve_model()
    assert spec.path == embedded_model_path() and spec.num_layers == 6
    assert resolve_model("bert-base-uncased").num_layers == DEFAULT_LAYERS["bert-base-uncased"] == 9
    assert resolve_model("roberta-large").num_layers == 17
    assert resolve_model(embedded_model_path()).num_layers == 6  # a local folder: read from its config
    assert resolve_model("default", num_layers=3).num_layers == 3
    with pytest.raises(ValueError, match="num_layers"):
        resolve_model("some-org/unknown-model")


def test_tokenize_strips_like_bert_score(encoder):
    ids = encoder.tokenize(["  hello world  ", "hello world", "", "  "])
    assert ids[0] == ids[1]
    cls, sep = encoder.tokenizer.cls_token_id, encoder.tokenizer.sep_token_id
    assert ids[2] == ids[3] == [cls, sep]


def test_long_text_truncated_with_warning(encoder):
    with pytest.warns(UserWarning, match="truncated"):
        ids = encoder.tokenize(["word " * 1000])
    assert len(ids[0]) == encoder.max_length == 512


def test_pooled_equals_sentence_transformers(encoder):
    st = pytest.importorskip("sentence_transformers")
    model = st.SentenceTransformer(embedded_model_path(), device="cpu")
    texts = TEXTS[:2] + TEXTS[4:]
    expected = model.encode(texts, convert_to_tensor=True, normalize_embeddings=True)
    pooled = encoder.embed(texts, pooled=True).pooled
    got = torch.nn.functional.normalize(pooled, dim=-1)
    assert torch.allclose(got, expected.cpu(), atol=1e-5)


def test_token_embeddings_layer_and_order(encoder):
    store = encoder.embed(TEXTS, layer=6)
    assert store.lengths.tolist() == [len(t) for t in encoder.tokenize(TEXTS)]
    rows, mask = store.padded_rows(torch.arange(len(TEXTS)))
    assert torch.allclose(store.tokens.norm(dim=-1), torch.ones(store.tokens.shape[0]), atol=1e-5)
    # each text's rows hold its own tokens, in order, whatever order texts were processed in
    for i, ids in enumerate(encoder.tokenize(TEXTS)):
        assert store.token_ids[rows[i, : len(ids)]].tolist() == ids
    # a lower layer gives different vectors of the same shape
    lower = encoder.embed(TEXTS, layer=3)
    assert lower.tokens.shape == store.tokens.shape and not torch.allclose(lower.tokens, store.tokens)


def _pairs(rows):
    index = TextIndex()
    left = index.add([r["candidate"] for r in rows])
    right = index.add([r["source"] for r in rows])
    return index.texts, left, right


def test_batch_size_and_chunking_do_not_change_scores(encoder, twitter_para):
    texts, left, right = _pairs(twitter_para[:60])
    base = score_pairs(encoder, texts, left, right, layer=6, pooled=True, batch_size=64)
    small = score_pairs(encoder, texts, left, right, layer=6, pooled=True, batch_size=1)
    # a budget of ~40 tokens per chunk forces many chunks and evictions
    chunked = score_pairs(encoder, texts, left, right, layer=6, pooled=True, batch_size=7, chunk_floats=384 * 40)
    for other in (small, chunked):
        np.testing.assert_allclose(other.f1, base.f1, atol=1e-5)
        np.testing.assert_allclose(other.cosine, base.cosine, atol=1e-5)


def test_each_unique_text_embedded_once(encoder, twitter_para, monkeypatch):
    texts, left, right = _pairs(twitter_para[:80])
    seen = []
    original = type(encoder).embed

    def counting(self, batch_texts, **kwargs):
        seen.extend(batch_texts)
        return original(self, batch_texts, **kwargs)

    monkeypatch.setattr(type(encoder), "embed", counting)
    score_pairs(encoder, texts, left, right, layer=6, chunk_floats=384 * 100)
    assert sorted(seen) == sorted(texts) and len(seen) == len(set(seen))
