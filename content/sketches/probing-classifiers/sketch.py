"""Probing classifier for likely errors: label past answers with a grader, read the model's activation
at the last prompt token per layer, fit a logistic probe per layer, and keep a layer only if it beats
a shuffled-label control and a text-only baseline on held-out data. At run time the probe score picks
the action before any answer is generated."""

import math
import random
from typing import Callable

QA_PROMPT = "Answer the question in one short sentence.\nQuestion: {question}\nAnswer:"
GRADE_PROMPT = """Compare a model answer with the reference answer.
Reply CORRECT if it states the same fact as the reference, otherwise WRONG. Reply with one word.
Question: {question}
Reference: {reference}
Model answer: {answer}"""

Activations = Callable[[str, int], list[float]]  # (prompt, layer) -> residual at the last token
Complete = Callable[[str], str]


def grade(complete: Complete, question: str, reference: str, answer: str) -> int:
    reply = complete(GRADE_PROMPT.format(question=question, reference=reference, answer=answer))
    return 0 if reply.strip().upper().startswith("CORRECT") else 1  # 1 = the model got it wrong


def fit(xs: list[list[float]], ys: list[int], l2: float = 0.01, steps: int = 300, lr: float = 0.5):
    w, b = [0.0] * len(xs[0]), 0.0
    for _ in range(steps):
        gw, gb = [l2 * v for v in w], 0.0
        for x, y in zip(xs, ys):
            err = 1 / (1 + math.exp(-(sum(a * c for a, c in zip(w, x)) + b))) - y
            gw = [g + err * a / len(xs) for g, a in zip(gw, x)]
            gb += err / len(xs)
        w, b = [v - lr * g for v, g in zip(w, gw)], b - lr * gb
    return lambda x: 1 / (1 + math.exp(-(sum(a * c for a, c in zip(w, x)) + b)))


def auroc(scores: list[float], ys: list[int]) -> float:
    pos = [s for s, y in zip(scores, ys) if y]
    neg = [s for s, y in zip(scores, ys) if not y]
    return sum((p > n) + 0.5 * (p == n) for p in pos for n in neg) / (len(pos) * len(neg))


def select_layer(acts: Activations, questions: list[str], ys: list[int], layers: list[int],
                 text_features: Callable[[str], list[float]], log: Callable[[str], None],
                 min_gap: float = 0.05, split: float = 0.7) -> tuple[int, Callable] | None:
    cut = int(len(questions) * split)
    tr_y, te_y = ys[:cut], ys[cut:]
    text = [text_features(q) for q in questions]
    baseline = fit(text[:cut], tr_y)  # sees only the question text, never the activations
    base = auroc([baseline(x) for x in text[cut:]], te_y)
    rnd = random.Random(0)
    fake = rnd.sample(ys, len(ys))  # control task: labels with no relation to the questions
    best: tuple[float, int, Callable] | None = None
    for layer in layers:
        xs = [acts(QA_PROMPT.format(question=q), layer) for q in questions]
        probe = fit(xs[:cut], tr_y)
        score = auroc([probe(x) for x in xs[cut:]], te_y)
        memoriser = fit(xs[:cut], fake[:cut])  # what the same probe family learns from noise
        control = auroc([memoriser(x) for x in xs[cut:]], fake[cut:])
        log(f"layer {layer:<5} AUROC {score:.2f}  control {control:.2f}  text baseline {base:.2f}")
        if score - max(control, base) >= min_gap and (best is None or score > best[0]):
            best = (score, layer, probe)
    return (best[1], best[2]) if best else None


def route(score: float) -> str:
    if score > 0.9:
        return "say it is unsure and offer a person"
    return "retrieve sources and verify before answering" if score > 0.7 else "answer directly"
