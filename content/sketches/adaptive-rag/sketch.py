"""Adaptive RAG: a router model labels each question A (answer directly), B (retrieve once) or C
(retrieve and reason in steps). The code runs that strategy and moves one level heavier when an
answer comes back UNSURE. The model and the search are parameters."""

from typing import Callable

Complete = Callable[[str], str]
Search = Callable[[str, int], list[str]]  # (query, k) -> passages, each "[id] text"

ROUTER_PROMPT = """Classify how much retrieval this question needs. Reply with one letter only.
A: general knowledge that a capable model answers correctly without documents.
B: one lookup in our documentation answers it.
C: needs several lookups, where later searches depend on what earlier ones found.
Questions about our products, versions, customers or tickets are never A.
If you are unsure between two letters, choose the later one.
Question: {question}"""

DIRECT_PROMPT = """Answer from general knowledge in at most two sentences.
If the question concerns our products, versions, customers or tickets, or you are not certain, reply UNSURE.
Question: {question}"""

RAG_PROMPT = """Answer using only the passages and cite passage ids like [d1].
If the passages do not contain the answer, reply UNSURE.
Passages:
{passages}
Question: {question}"""

STEP_PROMPT = """Answer the question by reasoning over the passages one step at a time.
Reply with either the next reasoning sentence (it becomes the next search query)
or "ANSWER: <answer that cites passage ids>" once the passages are enough.
Passages:
{passages}
Reasoning so far:
{steps}
Question: {question}"""


def multi_step(question: str, complete: Complete, search: Search, log: Callable[[str], None], k: int, max_steps: int) -> tuple[str, int]:
    passages, steps = search(question, k), []
    for call in range(1, max_steps + 1):
        out = complete(STEP_PROMPT.format(passages="\n".join(passages), steps="\n".join(steps) or "(none)", question=question)).strip()
        if out.startswith("ANSWER:"):
            return out.removeprefix("ANSWER:").strip(), call
        steps.append(out)
        log(f"step {call}    {out}")
        passages += [p for p in search(out, k) if p not in passages]  # the reasoning sentence is the next query
    return "UNSURE", max_steps  # step budget spent: let the caller decide, never guess


def adaptive_answer(question: str, complete: Complete, search: Search, log: Callable[[str], None], k: int = 2, max_steps: int = 4) -> dict[str, object]:
    label = complete(ROUTER_PROMPT.format(question=question)).strip().upper()[:1]
    route = label if label in ("A", "B", "C") else "C"  # an unreadable label takes the safest, heaviest path
    log(f"route     {route}" + ("" if route == label else f" (router said {label!r})"))
    calls = 1
    for level in "ABC"["ABC".index(route):]:
        if level == "A":
            answer, calls = complete(DIRECT_PROMPT.format(question=question)).strip(), calls + 1
        elif level == "B":
            passages = search(question, k)
            answer, calls = complete(RAG_PROMPT.format(passages="\n".join(passages), question=question)).strip(), calls + 1
        else:
            answer, used = multi_step(question, complete, search, log, k, max_steps)
            calls += used
        if answer != "UNSURE":
            return {"route": route, "answered_by": level, "answer": answer, "calls": calls}
        log(f"escalate  {level} answered UNSURE")
    return {"route": route, "answered_by": None, "answer": "No supported answer found.", "calls": calls}
