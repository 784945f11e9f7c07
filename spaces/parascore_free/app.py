from paraeval.space import build_demo

demo = build_demo(
    "parascore_free", ("sources", "predictions"), "ParaScoreFree",
    "Sim(X, C) + omega * DS(X, C): reference-free ParaScore (Shen et al., 2022).",
    with_omega=True,
)

if __name__ == "__main__":
    demo.launch()
