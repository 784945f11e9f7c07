from paraeval.space import build_demo

demo = build_demo(
    "wmd", "Word Mover's Distance",
    "Exact optimal-transport distance between the bags of GloVe word vectors of two texts, and WMS = 1 - WMD/2 (Kusner et al., 2015).",
)

if __name__ == "__main__":
    demo.launch()
