from paraeval.space import build_demo

demo = build_demo(
    "bert_ibleu", "BERT-iBLEU",
    "Weighted harmonic mean of BERTScore and 1 - SelfBLEU against the input (Niu et al., 2021).",
)

if __name__ == "__main__":
    demo.launch()
