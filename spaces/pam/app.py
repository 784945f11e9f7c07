"""The PAM Space: the evaluate module beside this file, served by paraeval's demo."""
import os

import evaluate

from paraeval.space import build_demo

module = evaluate.load(os.path.join(os.path.dirname(os.path.abspath(__file__)), "pam.py"))
demo = build_demo(module)

if __name__ == "__main__":
    demo.launch()
