from paraeval.space import build_demo

demo = build_demo(
    "parascore", "ParaScore",
    "max(Sim(X, C), Sim(R, C)) + omega * DS(X, C): BERTScore similarity to the source or reference, plus a reward for lexical divergence from the source (Shen et al., 2022).",
)

if __name__ == "__main__":
    demo.launch()
