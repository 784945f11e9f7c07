from paraeval.space import build_demo

demo = build_demo("pam")

if __name__ == "__main__":
    demo.launch()
