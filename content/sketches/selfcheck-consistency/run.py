"""Scripted run of the SelfCheck sketch: real sampling loop, scoring and filtering; scripted generator and checker."""

import re

from _support.scripted import Log, ScriptedModel
from sketch import selfcheck

QUESTION = "Write a three-sentence biography of the marine biologist Ana Ruiz."
ANSWER = ("Ana Ruiz is a marine biologist at the University of Valencia. "
          "She led the 2016 survey of seagrass meadows along the Balearic coast. "
          "In 2019 she received the Golden Trident Award for ocean research.")
SAMPLES = [
    "Ana Ruiz is a marine biologist at the University of Valencia. In 2016 she led a survey of Balearic "
    "seagrass meadows. She has written widely on coastal ecology.",
    "Dr. Ana Ruiz works at the University of Valencia. She coordinated the 2016 seagrass survey off the "
    "Balearic Islands. She won the Blue Planet Prize in 2018.",
    "Ana Ruiz, a marine biologist at the University of Valencia, studies seagrass. Her best-known work "
    "maps meadows near Mallorca. In 2020 she was named a fellow of a European society.",
    "Marine biologist Ana Ruiz teaches at the University of Valencia. In 2016 she led fieldwork on "
    "Balearic seagrass. She received a national science medal in 2021.",
]
# The stand-in checker answers Yes when the sentence's key fact appears in the sample; a real
# checker is a model (or an NLI classifier) reading the same prompt.
KEY_FACT = {"Valencia": "University of Valencia", "2016 survey": "2016", "Golden Trident": "Golden Trident"}


def checker(prompt: str) -> str:
    context = re.search(r"Context: (.*)", prompt)
    sentence = re.search(r"Sentence: (.*)", prompt)
    assert context and sentence
    fact = next(v for k, v in KEY_FACT.items() if k in sentence.group(1))
    return "Yes" if fact in context.group(1) else "No"


def example(log: Log) -> None:
    generator = ScriptedModel([ANSWER, *SAMPLES])
    check = ScriptedModel([checker] * 12)
    log(f"question    {QUESTION}")
    result = selfcheck(lambda p, t: generator.complete(p), check.complete, QUESTION)
    log(f"answer      temperature 0, {len(result.sentences)} sentences")
    log(f"samples     {len(SAMPLES)} more at temperature 1.0")
    for i, c in enumerate(result.sentences, 1):
        log(f"S{i} {c.score:.2f} {c.votes}  {c.sentence}")
    for i, c in enumerate(result.sentences, 1):
        if c.score >= 0.5:
            log(f"dropped     S{i}: score {c.score:.2f} is at or above the 0.5 threshold")
    log(f"reply       {result.reply}")
    log(f"result      {len(generator.prompts) + len(check.prompts)} model calls: 1 answer, "
        f"{len(SAMPLES)} samples, {len(check.prompts)} checks")


def failure(log: Log) -> None:
    # The gateway caches identical prompts, so the "samples" are the answer again.
    generator = ScriptedModel([ANSWER] * 5)
    check = ScriptedModel([])
    log(f"question    {QUESTION}")
    result = selfcheck(lambda p, t: generator.complete(p), check.complete, QUESTION)
    same = sum(s == result.answer for s in result.samples)
    log(f"samples     {len(result.samples)} requested at temperature 1.0; {same} identical to the answer")
    if result.inconclusive:
        log("verdict     inconclusive: scored anyway, every sentence would get 0.00 and look verified")
        log("action      answer held for a source-based check instead of being marked as verified")
    log(f"result      {len(generator.prompts)} model calls, {len(check.prompts)} checks")
