"""PAM's agreement with people on Twitter-Para from text, dev and test splits, beside SBERT cosine.

The ParaScore authors' split (dev = the first 10% of rows, test = the rest); Pearson and Spearman of each
score against the human score, the candidate compared with its source and with its reference. Choices are
made on dev; test is what the README and the PAM card quote.
Run: python benchmarks/pam_twitter_para.py [LABEL=checkpoint ...]   (PAM = the packaged checkpoint)
"""
import sys

import numpy as np
from scipy.stats import pearsonr, spearmanr

import paraeval
from common import checkpoint_arguments, checkpoint_footer, checkpoint_options, columns, twitter_para, write_results


def agreement(scores, human):
    return {"pearson": float(pearsonr(scores, human)[0]), "spearman": float(spearmanr(scores, human)[0])}


def main(checkpoints):
    rows, dev, _ = twitter_para()
    sources, cands, refs, human = columns(rows)
    human = np.array(human)
    split = {"dev": slice(0, len(dev)), "test": slice(len(dev), len(rows))}
    metrics = {}
    for label, checkpoint in checkpoints.items():
        for side, others in (("source", sources), ("reference", refs)):
            r = paraeval.pam_similarity(cands, others, progress=False, **checkpoint_options(checkpoint))
            metrics[f"{label} vs {side}"] = r.scores
    for side, others in (("source", sources), ("reference", refs)):
        metrics[f"SBERT cosine vs {side}"] = paraeval.sbert_cosine(cands, others, progress=False).scores
    table = {name: {s: agreement(v[part], human[part]) for s, part in split.items()} for name, v in metrics.items()}
    lines = ["# PAM on Twitter-Para from text (Pearson / Spearman)", "",
             "| metric | test | dev |", "|---|---:|---:|",
             *[f"| {name} | {t['test']['pearson']:.3f} / {t['test']['spearman']:.3f} | "
               f"{t['dev']['pearson']:.3f} / {t['dev']['spearman']:.3f} |" for name, t in table.items()],
             "", f"dev = first {len(dev)} rows, test = the other {len(rows) - len(dev)}. "
             + checkpoint_footer("pam_twitter_para.py", checkpoints), ""]
    write_results("pam_twitter_para", "\n".join(lines), {"table": table, "checkpoints": checkpoints})


if __name__ == "__main__":
    main(checkpoint_arguments(sys.argv[1:]))
