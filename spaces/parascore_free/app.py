from paraeval.space import build_demo

demo = build_demo(
    "parascore_free", "ParaScoreFree",
    "Sim(X, C) + omega * DS(X, C): reference-free ParaScore (Shen et al., 2022).",
)

if __name__ == "__main__":
    demo.launch()
