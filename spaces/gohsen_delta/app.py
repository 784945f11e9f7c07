from paraeval.space import build_demo

demo = build_demo("gohsen_delta")

if __name__ == "__main__":
    demo.launch()
