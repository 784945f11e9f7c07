from paraeval.space import build_demo

demo = build_demo(
    "sbert_cosine", "SBERT cosine",
    "Cosine similarity of mean-pooled Sentence-BERT embeddings (Reimers & Gurevych, 2019).",
)

if __name__ == "__main__":
    demo.launch()
