"""Scripted run of the probing sketch: real grading calls, probes, controls and routing; the model's
activations are synthetic (4 dimensions per layer, seeded) and the grader is a stand-in that compares
strings. Sizes, layers and scores are illustrative."""

import random

from _support.scripted import Log
from sketch import QA_PROMPT, grade, route, select_layer

LAYERS = [8, 20, 32]


def world(seed: int, signal: dict[int, float], length_effect: float):
    rnd = random.Random(seed)
    items = []
    for i in range(240):
        words = rnd.randint(5, 25)
        hard = rnd.random() < 0.15 + length_effect * (words - 5) / 20
        items.append((f"q{i} " + "w " * words, "ref", "ref" if not hard else "other", int(hard), words))
    cache: dict[tuple[str, int], list[float]] = {}

    def acts(prompt: str, layer: int) -> list[float]:
        q = prompt.split("Question: ")[1].split("\nAnswer:")[0]
        if (q, layer) not in cache:
            item = next(it for it in items if it[0] == q)
            r = random.Random(f"{q}{layer}")
            cache[(q, layer)] = [signal[layer] * (item[3] - 0.5) + r.gauss(0, 1),
                                 item[4] / 25 * (1 if layer == 32 else 0.2) + r.gauss(0, 0.3),
                                 r.gauss(0, 1), r.gauss(0, 1)]
        return cache[(q, layer)]

    return items, acts


def show(log: Log, signal: dict[int, float], length_effect: float) -> None:
    items, acts = world(7, signal, length_effect)
    grades: list[str] = []

    def grader(prompt: str) -> str:
        grades.append(prompt)
        ref = prompt.split("Reference: ")[1].split("\n")[0]
        return "CORRECT" if prompt.endswith(f"Model answer: {ref}") else "WRONG"

    ys = [grade(grader, q, ref, ans) for q, ref, ans, _, _ in items]
    log(f"data        {len(items)} past questions graded: {sum(ys)} answers wrong ({len(grades)} grader calls)")
    chosen = select_layer(acts, [it[0] for it in items], ys, LAYERS, lambda q: [len(q.split()) / 25], log)
    if chosen is None:
        log("decision    no layer beats the controls: do not deploy; the text classifier does as well")
        return
    layer, probe = chosen
    log(f"decision    deploy the layer-{layer} probe, score computed before generation")
    shown: set[str] = set()
    for q, _, _, wrong, _ in items[168:]:  # held-out questions only, one per action
        s = probe(acts(QA_PROMPT.format(question=q), layer))
        if route(s) not in shown:
            shown.add(route(s))
            log(f"runtime     {q.split()[0]} P(wrong)={s:.2f} -> {route(s)} (was {'wrong' if wrong else 'right'})")


def example(log: Log) -> None:
    show(log, {8: 0.4, 20: 1.8, 32: 1.2}, 0.05)


def failure(log: Log) -> None:
    # Errors come from long questions, and the activations mostly encode length: the probe learns length.
    show(log, {8: 0.0, 20: 0.2, 32: 0.3}, 0.7)
