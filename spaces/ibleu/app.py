from paraeval.space import build_demo

demo = build_demo(
    "ibleu", "iBLEU",
    "BLEU against the references minus alpha times BLEU against the input (Sun & Zhou, 2012).",
)

if __name__ == "__main__":
    demo.launch()
