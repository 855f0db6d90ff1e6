"""Scripted run of the Toolformer sketch: real call parsing, a real four-operation calculator and the
real three-way loss filter, with the annotating model's output prepared and a stand-in for the
model's loss. The texts are invented, and the loss values are illustrative: they only encode that
a call's result makes the number right after it easy to predict."""

import re

from _support.scripted import Log, ScriptedModel
from sketch import annotate


def stand_in_loss(prefix: str, continuation: str) -> float:
    """Low loss when a call result in the prefix equals the next number (or is it as a percentage)."""
    first = re.search(r"\d[\d,]*(?:\.\d+)?", continuation)
    if not first:
        return 2.0
    target = float(first.group(0).replace(",", ""))
    results = [float(r) for r in re.findall(r"-> ([\d.]+)\]", prefix)]
    if any(abs(r - target) < 1e-9 or abs(r * 100 - target) < 1e-9 for r in results):
        return 0.9
    return 2.8 if "-> ]" in prefix else 3.0  # the bare call hints that a number follows


def example(log: Log) -> None:
    texts = [
        "The clinic saw 1,250 patients in March and 1,500 in April, a rise of 250 patients, or 20%.",
        "The museum reopened in spring after a long renovation.",
    ]
    model = ScriptedModel([
        "The clinic saw 1,250 patients in March and [Calculator(1250 + 1500)] 1,500 in April, a rise of "
        "[Calculator(1500 - 1250)] 250 patients, or [Calculator(250 / 1250)] 20%.",
        "The museum reopened in spring after a long renovation.",
    ])
    scored: list[str] = []

    def loss(prefix: str, continuation: str) -> float:
        scored.append(prefix)
        return stand_in_loss(prefix, continuation)

    for text in texts:
        log(f"input     {text}")
        out = annotate(model.complete, loss, text, log)
        log(f"output    {out if out != text else '(no call kept; text goes into the fine-tuning set unchanged)'}")
    log(f"result    {len(model.prompts)} annotation calls, {len(scored)} loss evaluations (three per executed call)")


def failure(log: Log) -> None:
    # The source text has a wrong product (3 x 12 is 36, not 38), and the model writes one call the
    # calculator cannot parse. The filter drops both: a result that contradicts the text does not lower
    # the loss, and a call without a result is never scored.
    text = "A crate holds 3 boxes of 12 eggs, 38 eggs in all, and costs 9 euros, 0.25 euros an egg."
    log(f"input     {text}")
    model = ScriptedModel([
        "A crate holds 3 boxes of 12 eggs, [Calculator(3 * 12)] 38 eggs in all, and costs 9 euros, "
        "[Calculator(9 euros / 36 eggs)] 0.25 euros an egg.",
    ])
    out = annotate(model.complete, stand_in_loss, text, log)
    log(f"output    {'unchanged: nothing from this sentence teaches a call' if out == text else out}")
