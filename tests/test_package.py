"""What `import paraeval` offers: every metric's function at the top level."""
import pytest

import paraeval


def test_every_metric_function_at_the_top_level():
    import paraeval.gohsen
    import paraeval.pam
    import paraeval.wmd

    assert paraeval.word_movers_distance is paraeval.wmd.word_movers_distance  # imported on first use
    assert paraeval.pam_similarity is paraeval.pam.pam_similarity
    assert paraeval.gohsen_delta is paraeval.gohsen.gohsen_delta
    assert callable(paraeval.bert_ibleu) and callable(paraeval.ibleu.ibleu)
    assert set(paraeval.__all__) >= {"parascore", "sbert_cosine", "score_paraphrases", "gohsen_delta", "bert_ibleu",
                                     "word_movers_distance", "pam_similarity"}
    with pytest.raises(AttributeError, match="no attribute 'bleurt'"):
        paraeval.bleurt
