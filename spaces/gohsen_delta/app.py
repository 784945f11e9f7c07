from paraeval.space import build_demo

demo = build_demo(
    "gohsen_delta", "Gohsen's Delta(sem, syn)",
    "Mean of WMS, BERTScore and SBERT cosine minus mean of BLEU, ROUGE-1 and ROUGE-L: high for lexically diverse yet close paraphrases (Gohsen et al.).",
)

if __name__ == "__main__":
    demo.launch()
