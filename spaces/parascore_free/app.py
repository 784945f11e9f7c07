from paraeval.space import build_demo

demo = build_demo("parascore_free")

if __name__ == "__main__":
    demo.launch()
