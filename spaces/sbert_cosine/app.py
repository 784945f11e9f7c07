from paraeval.space import build_demo

demo = build_demo("sbert_cosine")

if __name__ == "__main__":
    demo.launch()
