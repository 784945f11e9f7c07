from paraeval.space import build_demo

demo = build_demo(
    "parascore", ("sources", "predictions", "references"), "ParaScore",
    "max(Sim(X, C), Sim(R, C)) + omega * DS(X, C): BERTScore similarity to the source or reference, "
    "plus a reward for lexical divergence from the source (Shen et al., 2022).",
    with_omega=True,
)

if __name__ == "__main__":
    demo.launch()
