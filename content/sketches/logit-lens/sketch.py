"""Logit lens: decode the residual stream after every layer with the model's own final norm and
unembedding, then read where the in-context answer becomes top-1 and where another token takes over.
Layers whose lens readings disagree with the final output on ordinary reference prompts are marked
unreliable and are left out of any conclusion (use a tuned lens there)."""

import math
from typing import Callable

WITH_CONTEXT = """Source (2024 annual report): The plant's capacity is 1.2 GW after the 2023 upgrade.

According to the 2024 report, the plant's capacity is"""
WITHOUT_CONTEXT = "According to the 2024 report, the plant's capacity is"

# The model under study: prompt -> residual stream after each layer at the last position.
Forward = Callable[[str], list[list[float]]]


def lens(h: list[float], gain: list[float], w_u: list[list[float]]) -> list[float]:
    rms = math.sqrt(sum(x * x for x in h) / len(h) + 1e-6)  # the model's own final RMSNorm
    normed = [x / rms * g for x, g in zip(h, gain)]
    logits = [sum(n * w_u[i][t] for i, n in enumerate(normed)) for t in range(len(w_u[0]))]
    top = max(logits)
    exp = [math.exp(v - top) for v in logits]
    return [e / sum(exp) for e in exp]


def kl(p: list[float], q: list[float]) -> float:
    return sum(a * math.log(a / b) for a, b in zip(p, q) if a > 0)


def calibrate(forward: Forward, references: list[str], gain: list[float],
              w_u: list[list[float]]) -> list[float]:
    """Mean KL(final || lens at layer) over ordinary prompts: how far each layer's reading is from
    what the model ends up predicting when nothing unusual happens."""
    totals: list[float] = []
    for prompt in references:
        dists = [lens(h, gain, w_u) for h in forward(prompt)]
        for layer, d in enumerate(dists):
            if layer == len(totals):
                totals.append(0.0)
            totals[layer] += kl(dists[-1], d) / len(references)
    return totals


def read(forward: Forward, prompt: str, gain: list[float], w_u: list[list[float]],
         vocab: list[str], watch: list[str]) -> list[dict]:
    rows = []
    for h in forward(prompt):
        p = lens(h, gain, w_u)
        order = sorted(range(len(vocab)), key=lambda t: -p[t])
        rows.append({"top": vocab[order[0]], "p": p[order[0]],
                     "rank": {w: order.index(vocab.index(w)) + 1 for w in watch}})
    return rows


def first_top(rows: list[dict], token: str, reliable: list[bool]) -> int | None:
    return next((i + 1 for i, r in enumerate(rows) if reliable[i] and r["top"] == token), None)


def diagnose(ctx: list[dict], bare: list[dict], reliable: list[bool], answer: str, memorised: str) -> str:
    if not any(reliable[:-1]):
        return "no intermediate layer reads reliably with the raw lens: train a tuned lens first"
    seen = first_top(ctx, answer, reliable)
    lost = next((i + 1 for i, r in enumerate(ctx) if seen and i + 1 > seen and r["top"] != answer), None)
    if seen is None:
        return f"{answer!r} is never top-1 in a reliable layer: the context may not be read at all"
    if lost is None:
        return f"{answer!r} is top-1 from layer {seen} to the output: the context answer survives"
    bare_from = first_top(bare, memorised, reliable)
    return (f"{answer!r} is top-1 from layer {seen}; {ctx[lost - 1]['top']!r} takes over at layer {lost}"
            f" (without the source it leads from layer {bare_from}): test layers {lost}-{len(ctx)}"
            " with causal tracing")
