"""Attention analysis for retrieval prompts: sum the attention that answer tokens pay to each
document, with the attention sink removed, average by document position over many questions, and
only trust a pattern once an intervention (moving or removing a document) changes the answers."""

import re
from typing import Callable

PROMPT = """Answer the question using only the documents below. Cite the document id in brackets.
If the documents do not contain the answer, say "not in the documents".

{documents}

Question: {question}
Answer:"""

Docs = list[tuple[str, str]]  # (id, text), in prompt order
# forward(prompt) -> (answer, character span of each token, attention[layer][answer token][token]),
# the attention already averaged over the heads of each late layer.
Forward = Callable[[str], tuple[str, list[tuple[int, int]], list[list[list[float]]]]]


def build(question: str, docs: Docs) -> tuple[str, dict[str, tuple[int, int]]]:
    documents = "\n\n".join(f'<doc id="{i}">\n{text}\n</doc>' for i, text in docs)
    prompt = PROMPT.format(documents=documents, question=question)
    spans = {m.group(1): m.span() for m in re.finditer(r'<doc id="(\w+)">.*?</doc>', prompt, re.S)}
    return prompt, spans


def segment_mass(forward: Forward, question: str, docs: Docs, sinks: int = 1) -> dict:
    """Share of the answer's attention on each document, after dropping the first `sinks` tokens."""
    prompt, spans = build(question, docs)
    answer, offsets, attention = forward(prompt)
    rows = [row for layer in attention for row in layer]
    mass = {i: 0.0 for i in spans}
    tokens = {i: 0 for i in spans}
    for t, (start, end) in enumerate(offsets):
        for i, (s, e) in spans.items():
            if t >= sinks and s <= start and end <= e:
                mass[i] += sum(row[t] for row in rows)
                tokens[i] += 1
    total = sum(sum(row[sinks:len(offsets)]) for row in rows)  # renormalise without the sink
    sink = 1 - total / sum(sum(row[:len(offsets)]) for row in rows)
    return {"answer": answer, "mass": {i: m / total for i, m in mass.items()}, "tokens": tokens, "sink": sink}


def by_position(forward: Forward, cases: list[tuple[str, Docs]]) -> list[float]:
    """Mean attention share per document slot (1st, 2nd, ...) over many questions."""
    shares = [list(segment_mass(forward, q, docs)["mass"].values()) for q, docs in cases]
    return [sum(s[k] for s in shares) / len(shares) for k in range(len(shares[0]))]


def confirm(forward: Forward, cases: list[tuple[str, Docs, str]], edit: Callable[[Docs], Docs]) -> tuple[int, int]:
    """Correct answers before and after an intervention on the documents; attention alone proves nothing."""
    def correct(docs_of: Callable[[Docs], Docs]) -> int:
        return sum(expected in forward(build(q, docs_of(docs))[0])[0] for q, docs, expected in cases)
    return correct(lambda d: d), correct(edit)
