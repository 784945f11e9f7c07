from paraeval.space import build_demo

demo = build_demo(
    "pam", "PAM",
    "Cosine of PAM embeddings of the two texts' AMR-like graphs (built by paraeval's embedded spaCy-based parser); the graphs are shown next to the score.",
)

if __name__ == "__main__":
    demo.launch()
