"""Choose the BERTScore layer of the embedded model on the Twitter-Para dev split only.

Reference-based ParaScore (omega = 0.05) for each layer on the dev split (first 10% of rows); the
layer with the highest dev Pearson is the default. Test numbers are reported for the chosen layer only.
Run: python benchmarks/layer_selection.py
"""
from scipy.stats import pearsonr, spearmanr

import paraeval
from common import columns, twitter_para, write_results

from paraeval.encoder import load_encoder
from paraeval.models import resolve_model


def main():
    _, dev, test = twitter_para()
    sources, cands, refs, human = columns(dev)
    n_layers = load_encoder(resolve_model()).num_hidden_layers
    dev_scores = {}
    for layer in range(1, n_layers + 1):
        r = paraeval.parascore(cands, sources, refs, num_layers=layer, progress=False)
        dev_scores[layer] = (pearsonr(r.scores, human)[0], spearmanr(r.scores, human)[0])
    best = max(dev_scores, key=lambda layer: dev_scores[layer][0])
    t_sources, t_cands, t_refs, t_human = columns(test)
    chosen = paraeval.parascore(t_cands, t_sources, t_refs, num_layers=best, progress=False)
    test_p, test_s = pearsonr(chosen.scores, t_human)[0], spearmanr(chosen.scores, t_human)[0]
    lines = [
        "# Layer selection for the embedded all-MiniLM-L6-v2 (Twitter-Para dev split)",
        "",
        f"Reference-based ParaScore (omega 0.05, gamma 0.35) on the dev split ({len(dev)} pairs = first 10% of rows).",
        "Selection uses dev only; test is reported for the chosen layer.",
        "",
        "| layer | dev Pearson | dev Spearman |",
        "|---:|---:|---:|",
        *[f"| {layer}{' (chosen)' if layer == best else ''} | {p:.3f} | {s:.3f} |" for layer, (p, s) in dev_scores.items()],
        "",
        f"Chosen layer {best}: test ({len(test)} pairs) Pearson {test_p:.3f}, Spearman {test_s:.3f}.",
        "",
        "Command: `python benchmarks/layer_selection.py`",
        "",
    ]
    write_results("layer_selection", "\n".join(lines), {
        "dev": {str(k): {"pearson": v[0], "spearman": v[1]} for k, v in dev_scores.items()},
        "chosen_layer": best, "test_pearson": test_p, "test_spearman": test_s,
    })


if __name__ == "__main__":
    main()
