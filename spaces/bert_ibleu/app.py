from paraeval.space import build_demo

demo = build_demo("bert_ibleu")

if __name__ == "__main__":
    demo.launch()
