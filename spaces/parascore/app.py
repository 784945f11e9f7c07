from paraeval.space import build_demo

demo = build_demo("parascore")

if __name__ == "__main__":
    demo.launch()
