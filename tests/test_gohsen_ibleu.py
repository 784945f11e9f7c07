import numpy as np
import pytest

import paraeval
from paraeval.formulas import SEMANTIC, SYNTACTIC, harmonic_bert_ibleu
from paraeval.gohsen import gohsen_delta
from paraeval import bert_ibleu, ibleu
from paraeval.lexical import rouge_f, sentence_bleu, symmetric_bleu

PREDS = ["What is your age?", "Today it is raining.", "The firm's profits rose sharply.", "qwzxv blorf"]
REFS = ["How old are you?", "It is raining today.", "The company reported a sharp rise in profits.", "A dog barks."]


def test_lexical_measures_match_their_libraries():
    sacrebleu = pytest.importorskip("sacrebleu")
    rouge_scorer = pytest.importorskip("rouge_score.rouge_scorer")
    expected_bleu = [(sacrebleu.sentence_bleu(p, [r]).score + sacrebleu.sentence_bleu(r, [p]).score) / 200
                     for p, r in zip(PREDS, REFS)]
    assert symmetric_bleu(PREDS, REFS) == pytest.approx(expected_bleu)
    scorer = rouge_scorer.RougeScorer(["rouge1", "rougeL"], use_stemmer=True)
    ours = rouge_f(PREDS, REFS)
    for i, (p, r) in enumerate(zip(PREDS, REFS)):
        s = scorer.score(r, p)
        assert ours["rouge1"][i] == pytest.approx(s["rouge1"].fmeasure)
        assert ours["rougeL"][i] == pytest.approx(s["rougeL"].fmeasure)
    assert sentence_bleu(["a b c d e"], [["x y", "a b c d e"]]).tolist() == [1.0]  # best of several references


def test_delta_is_semantic_minus_syntactic():
    r = gohsen_delta(PREDS, REFS)
    for name in SEMANTIC + SYNTACTIC:
        values = r.components[name]
        assert ((values >= 0) & (values <= 1)).all(), name
    semantic = np.mean([r.components[m] for m in SEMANTIC], axis=0)
    syntactic = np.mean([r.components[m] for m in SYNTACTIC], axis=0)
    np.testing.assert_allclose(r.scores, semantic - syntactic)
    # the two paraphrases with little word overlap score higher than the copy-like one
    assert r.scores[0] > r.scores[1]
    # an all-out-of-vocabulary prediction: WMS 0, the other measures as usual, a finite delta
    assert r.components["sem_wms"][3] == 0.0 and r.components["wmd_dropped_tokens"][3] == 2
    assert np.isfinite(r.scores).all()


def test_delta_components_reuse_the_shared_measures():
    r = gohsen_delta(PREDS, REFS)
    cos = paraeval.sbert_cosine(PREDS, REFS).scores
    np.testing.assert_allclose(r.components["sem_cosine"], np.clip(cos, 0, 1), atol=1e-6)
    raw = gohsen_delta(PREDS, REFS, baseline=None).components["sem_bertscore"]
    f1 = paraeval.parascore(PREDS, REFS, omega=0.0).similarity  # BERTScore F1 of the same pairs
    np.testing.assert_allclose(raw, np.clip(f1, 0, 1), atol=1e-6)
    b = 0.1645  # layer-6 F1 of the shipped baseline (benchmarks/results/rescale_baseline.md)
    np.testing.assert_allclose(r.components["sem_bertscore"], np.clip((f1 - b) / (1 - b), 0, 1), atol=1e-3)


def test_one_encoder_pass(monkeypatch):
    from paraeval.encoder import Encoder

    calls = []
    original = Encoder.embed
    monkeypatch.setattr(Encoder, "embed", lambda self, texts, **kw: calls.append((len(texts), kw["layer"], kw["pooled"])) or original(self, texts, **kw))
    gohsen_delta(PREDS, REFS)
    assert calls == [(8, 6, True)]  # eight unique texts, token embeddings and pooling in one pass


def test_empty_texts():
    r = gohsen_delta(["", "It rains.", "   "], ["It rains.", "", "x"])
    assert r.scores.tolist() == [0.0, 0.0, 0.0]
    assert all(r.components[m].tolist() == [0.0, 0.0, 0.0] for m in SEMANTIC + SYNTACTIC)


def test_ibleu_hand_computed():
    sources = ["How old are you?", "It rains."]
    preds = ["What is your age?", "It rains."]
    refs = [["What is your age?", "How old r u?"], "It rains."]
    r = ibleu(preds, sources, refs, alpha=0.3)
    bleu = sentence_bleu(preds, refs)
    self_bleu = sentence_bleu(preds, sources)
    np.testing.assert_allclose(r.scores, bleu - 0.3 * self_bleu)
    assert r.components["bleu"].tolist() == [1.0, 1.0] and self_bleu[1] == 1.0
    assert r.scores[1] == pytest.approx(0.7)


def test_bert_ibleu_hand_computed():
    # (beta + 1) / (beta / sim + 1 / (1 - self_bleu)) with beta = 4
    values = harmonic_bert_ibleu(np.array([0.8, 0.5, -0.1, 0.9]), np.array([0.5, 0.0, 0.2, 1.0]))
    assert values.tolist() == pytest.approx([5 / (4 / 0.8 + 2), 5 / (8 + 1), 0.0, 0.0])
    assert harmonic_bert_ibleu(np.array([0.8]), np.array([0.5]), beta=1.0).tolist() == pytest.approx([2 / (1 / 0.8 + 2)])
    r = bert_ibleu(["What is your age?", "It rains."], ["How old are you?", "It rains."])
    sim = paraeval.parascore(["What is your age?", "It rains."], ["How old are you?", "It rains."], omega=0).similarity
    np.testing.assert_allclose(r.components["bertscore"], sim, atol=1e-6)
    expected = 5 / (4 / sim[0] + 1 / (1 - r.components["self_bleu"][0]))
    assert r.scores.tolist() == pytest.approx([expected, 0.0])


@pytest.mark.parametrize("fn, kwargs, message", [
    (gohsen_delta, dict(predictions=["a", None], references=["a", "b"]), r"predictions\[1\]"),
    (ibleu, dict(sources=["a"], predictions=["a"], references=[3]), r"references\[0\]"),
    (bert_ibleu, dict(sources=["a", "b"], predictions=["a"]), "sources has 2 items"),
])
def test_bad_input(fn, kwargs, message):
    with pytest.raises(ValueError, match=message):
        fn(**kwargs)
