"""HyDE: a model writes hypothetical documents that would answer the question; their embeddings,
averaged with the question's own, become the search vector. The generated text is used only to
search and is then discarded. Identifiers in the question must survive in each hypothesis."""

import math
import re
from typing import Callable

Vector = list[float]

HYDE_PROMPT = """Write a short passage from our engineering wiki (an incident report, runbook or how-to) that answers the question below.
Write it as the document itself, in 3 to 5 sentences, using the terms an engineer would use.
Keep every identifier from the question (error codes, service names, versions) exactly as written.
It will be used only to find real documents; it is never shown to anyone.
Question: {question}
Passage:"""

IDENTIFIER = re.compile(r"\b[A-Z][A-Z0-9]*-\d+\b")  # E-4012, INC-231, PAY-7


def normalise(v: Vector) -> Vector:
    norm = math.sqrt(sum(x * x for x in v)) or 1.0
    return [x / norm for x in v]


def hyde_search(question: str, complete: Callable[[str], str], embed: Callable[[str], Vector],
                search: Callable[[Vector, int], list[tuple[str, float]]], log: Callable[[str], None],
                n: int = 2, k: int = 2) -> list[tuple[str, float]]:
    ids = set(IDENTIFIER.findall(question))
    log("ids       " + (f"{', '.join(sorted(ids))}: every hypothesis must keep them" if ids else "no identifiers in the question"))
    kept: list[str] = []
    for i in range(1, n + 1):  # n independent samples; in production run them in parallel
        passage = complete(HYDE_PROMPT.format(question=question)).strip()
        missing = sorted(x for x in ids if x not in passage)
        if missing:  # the model paraphrased or invented an identifier: this vector would drift
            log(f"hypo {i}    dropped, lost {', '.join(missing)}: {passage[:60]}...")
            continue
        log(f"hypo {i}    {passage[:84]}...")
        kept.append(passage)
    if not kept:
        log("fallback  no hypothesis kept the identifiers: searching with the question alone")
    vectors = [normalise(embed(text)) for text in [question, *kept]]  # the question always counts
    mean = normalise([sum(column) / len(vectors) for column in zip(*vectors)])
    log(f"search    mean of {len(vectors)} vector(s): the question + {len(kept)} hypotheses, normalised")
    return search(mean, k)  # the hypothetical passages go no further than this function
