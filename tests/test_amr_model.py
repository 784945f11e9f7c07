import pytest
import torch

from paraeval.amr import read_amr, subword_graph
from paraeval.amr.checkpoint import load_checkpoint, read_metadata, save_checkpoint
from paraeval.amr.model import GraphConvolution, PAMConfig, PAMEncoder
from paraeval.pam import default_checkpoint

GRAPHS = ["(w / want-01 :ARG0 (b / boy) :ARG1 (g / go-02 :ARG0 b))", "(b / boy)",
          '(s / say-01 :ARG0 (p / person :name (n / name :op1 "Ann")) :polarity -)']


def _model():
    torch.manual_seed(0)
    return PAMEncoder(PAMConfig(argument_roles=True)).eval()


def _graphs(model):
    return [subword_graph(read_amr(g), model.tokenizer, model.relation_ids) for g in GRAPHS]


def test_graph_convolution_hand_computed():
    conv = GraphConvolution(1, 1)
    conv.linear.weight.data[:] = 1.0
    conv.linear.bias.data[:] = 0.0
    # path 0 - 1 - 2 with self-loops: degrees 2, 3, 2; out_i = sum_j x_j / sqrt(d_i d_j)
    out = conv(torch.tensor([[1.0], [2.0], [4.0]]), torch.tensor([[0, 1], [1, 2]])).flatten()
    d = torch.tensor([2.0, 3.0, 2.0])
    expected = torch.stack([1 / d[0] + 2 / (d[0] * d[1]).sqrt(),
                            1 / (d[1] * d[0]).sqrt() + 2 / d[1] + 4 / (d[1] * d[2]).sqrt(),
                            2 / (d[2] * d[1]).sqrt() + 4 / d[2]])
    assert torch.allclose(out, expected, atol=1e-6)


def test_relations_are_single_tokens_and_positions_are_gone():
    model = _model()
    g = _graphs(model)[0]
    arg0 = model.relation_ids[":ARG0"]
    assert g.input_ids.count(arg0) == 2 and arg0 >= model.base_vocab
    assert model.bert.embeddings.position_embeddings.weight.abs().sum() == 0
    # without positions, the order of two nodes with no edge between them does not matter
    with torch.no_grad():
        a = model([subword_graph(read_amr("(a / and :op1 (c / cat) :op2 (d / dog))"), model.tokenizer, model.relation_ids)])
        b = model([subword_graph(read_amr("(a / and :op2 (d / dog) :op1 (c / cat))"), model.tokenizer, model.relation_ids)])
    assert torch.allclose(a, b, atol=1e-5)


def test_untrained_fusion_is_the_identity_and_batching_does_not_matter():
    from transformers import AutoModel

    from paraeval.models import embedded_model_path

    model = _model()
    graphs = _graphs(model)
    with torch.no_grad():
        together = model(graphs)
        alone = torch.cat([model([g]) for g in graphs])
        base = AutoModel.from_pretrained(embedded_model_path()).eval()
        base.resize_token_embeddings(len(model.tokenizer), mean_resizing=False)
        base.get_input_embeddings().weight.data[:] = model.bert.get_input_embeddings().weight.data
        base.embeddings.position_embeddings.weight.data.zero_()
        ids, mask, *_ = model.batch(graphs)
        hidden = base(input_ids=ids, attention_mask=mask.long()).last_hidden_state
        w = mask.unsqueeze(-1).float()
        plain = (hidden * w).sum(1) / w.sum(1)
    assert torch.allclose(together, alone, atol=1e-5)
    assert torch.allclose(together, plain, atol=1e-5)  # zero-initialised W_e and cross-attention output


def test_checkpoint_round_trip(tmp_path):
    model = _model()
    with torch.no_grad():  # make the fusion non-trivial
        for p in model.fusions.parameters():
            p.add_(torch.randn_like(p) * 0.02)
        model.argument_embeddings.weight[1:].add_(torch.randn_like(model.argument_embeddings.weight[1:]) * 0.02)
    path = tmp_path / "pam.safetensors"
    size = save_checkpoint(model, str(path), half=False, extra={"steps": 2})  # float32: exact round trip
    assert read_metadata(str(path))["extra"] == {"steps": 2}
    loaded = load_checkpoint(str(path))
    graphs = _graphs(model)
    with torch.no_grad():
        assert torch.allclose(model(graphs), loaded(graphs), atol=1e-6)
    half = tmp_path / "half.safetensors"
    half_size = save_checkpoint(model, str(half))  # the shipped format
    assert half_size < 25 * 2**20 and half_size < 0.51 * size
    with torch.no_grad():
        assert torch.allclose(model(graphs), load_checkpoint(str(half))(graphs), atol=2e-2)


NAMED_SWAP = ['(d / defeat-01 :ARG0 (c / country :name (n / name :op1 "Brazil")) :ARG1 (c2 / country :name (n2 / name :op1 "Germany")))',
              '(d / defeat-01 :ARG0 (c / country :name (n / name :op1 "Germany")) :ARG1 (c2 / country :name (n2 / name :op1 "Brazil")))']


def test_argument_roles_tell_a_named_swap_apart():
    # two arguments of the same type swapped: with incoming roles only, the same bag of (token, role) inputs;
    # the argument-role table is what tells "Brazil inside :ARG0" from "Brazil inside :ARG1"
    model = _model()
    graphs = [subword_graph(read_amr(g), model.tokenizer, model.relation_ids) for g in NAMED_SWAP]
    with torch.no_grad():
        model.role_embeddings.weight.normal_(0, 0.1)
        blind = model(graphs)
        model.argument_embeddings.weight[1:].normal_(0, 0.1)  # row 0 (outside any argument) is fixed at zero
        seeing = model(graphs)
    cosine = torch.nn.functional.cosine_similarity
    assert float(cosine(blind[:1], blind[1:])) > 1 - 1e-6
    assert float(cosine(seeing[:1], seeing[1:])) < 0.9999


def test_checkpoints_without_argument_roles_load_without_them(tmp_path):
    import json

    from safetensors.torch import load_file, save_file

    torch.manual_seed(0)
    model = PAMEncoder(PAMConfig(argument_roles=False)).eval()
    path = str(tmp_path / "old.safetensors")
    save_checkpoint(model, path, half=False)
    config = read_metadata(path)["config"]
    del config["argument_roles"]  # written before the option existed
    save_file(load_file(path), path, metadata={"format": "paraeval-pam/1", "config": json.dumps(config), "extra": "{}"})
    loaded = load_checkpoint(path)
    assert loaded.argument_embeddings is None and loaded.role_embeddings is not None
    with pytest.raises(ValueError, match=r"no argument-role embeddings: load it with PAMConfig\(argument_roles=False\)"):
        PAMEncoder(PAMConfig(argument_roles=True)).load_trainable_state(load_file(path))
    graphs = _graphs(model)
    with torch.no_grad():
        assert torch.allclose(model(graphs), loaded(graphs), atol=1e-6)


def test_fusion_modules_sit_on_the_adapted_layers_and_a_checkpoint_keeps_them(tmp_path):
    from paraeval.amr.model import fusion_layers

    assert fusion_layers(None, 6) == [0, 5]  # the paper's, and every checkpoint's written before the option
    with pytest.raises(ValueError, match="layers 0 to 5"):
        fusion_layers([0, 6], 6)
    torch.manual_seed(0)
    model = PAMEncoder(PAMConfig(adapted_layers=[4, 0, 2])).eval()
    assert model.adapted_layers == [0, 2, 4] and len(model.fusions) == 3
    graphs = _graphs(model)
    with torch.no_grad():
        untouched = model(graphs)
        model.fusions[1].cross.out_proj.weight.normal_(0, 0.1)  # only layer 2's fusion stops being the identity
        moved = model(graphs)
    assert not torch.allclose(untouched, moved, atol=1e-4)
    path = str(tmp_path / "three.safetensors")
    save_checkpoint(model, path, half=False)
    assert read_metadata(path)["config"]["adapted_layers"] == [4, 0, 2]
    loaded = load_checkpoint(path)
    assert loaded.adapted_layers == [0, 2, 4]
    with torch.no_grad():
        assert torch.allclose(loaded(graphs), moved, atol=1e-6)
    assert load_checkpoint(default_checkpoint()).adapted_layers == [0, 5]  # its metadata names none
