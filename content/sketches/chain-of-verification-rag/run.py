"""Scripted run of the Chain-of-Verification RAG sketch: real planning checks, per-question keyword
retrieval and revision; prepared model replies. The contract and its clauses are illustrative."""

import re

from _support.scripted import Log, Reply, ScriptedModel
from sketch import cove_rag

CLAUSES = {
    "cl-2": "Term: the agreement runs for three years from the effective date.",
    "cl-9": "Termination: either party may end the agreement with 90 days written notice.",
    "cl-12": "Liability: total liability is capped at one times the annual fees.",
    "cl-20": "Governing law: this agreement is governed by the laws of England and Wales.",
}
QUESTION = "Summarise the key terms of our contract with Acme Logistics."
DRAFT = "3-year term, 60-day termination notice, liability capped at 2x annual fees, governed by English law."
PLAN = ["What is the term of the agreement?", "What notice period applies to termination?",
        "What is the liability cap?", "Which law governs the agreement?"]
VERIFY = ["Three years [cl-2].", "90 days written notice [cl-9].", "One times the annual fees [cl-12].",
          "The laws of England and Wales [cl-20]."]
FINAL = ("3-year term [cl-2], 90-day written termination notice [cl-9], liability capped at 1x annual fees [cl-12], "
         "governed by the laws of England and Wales [cl-20].")


def retrieve(query: str, k: int) -> list[str]:
    words = set(re.findall(r"[a-z]{4,}", query.lower())) - {"what", "which", "does", "agreement"}
    scored = sorted(CLAUSES, key=lambda i: -len(words & set(re.findall(r"[a-z]{4,}", CLAUSES[i].lower()))))
    return [f"[{i}] {CLAUSES[i]}" for i in scored[:k]]


def run(replies: list[Reply], log: Log) -> None:
    model = ScriptedModel(replies)
    log(f"question  {QUESTION}")
    result = cove_rag(QUESTION, DRAFT, model.complete, retrieve, log)
    log(f"final     {result['answer']}")
    log(f"result    {len(model.prompts)} model calls; unconfirmed: {result['unconfirmed'] or 'none'}")


def example(log: Log) -> None:
    run(["\n".join(PLAN), *VERIFY, FINAL], log)


def failure(log: Log) -> None:
    # The planner writes a leading question that carries the draft's "2x"; the code drops it and
    # the liability cap is reported as unconfirmed instead of being rubber-stamped.
    leading = [PLAN[0], PLAN[1], "Is the liability cap 2x annual fees?", PLAN[3]]
    revised = ("3-year term [cl-2], 90-day written termination notice [cl-9], liability cap unconfirmed, "
               "governed by the laws of England and Wales [cl-20].")
    run(["\n".join(leading), VERIFY[0], VERIFY[1], VERIFY[3], revised], log)
