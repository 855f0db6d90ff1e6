"""Scripted run of the prompted Self-RAG sketch: real decision handling, scoring and selection, and a
model whose decisions and self-grades are prepared. Versions, dates and bulletins are illustrative."""

import json

from _support.scripted import Log, ScriptedModel
from sketch import self_rag

PASSAGES = [
    ("SB-19", "Security bulletin SB-19: API v1 is the only version that accepts TLS 1.1, until 2027-03-31. v2 and later require TLS 1.2 or newer."),
    ("MKT-3", "Our API is fast, secure and trusted by 5,000 teams."),
    ("CL-20", "Changelog v2.0: TLS 1.2 is now the minimum for all endpoints."),
]


def seg(relevant: bool, answer: str, support: str, utility: int) -> str:
    return json.dumps({"relevant": relevant, "answer": answer, "support": support, "utility": utility})


def run(question: str, decision: str, log: Log) -> None:
    model = ScriptedModel([
        decision,
        seg(True, "Only API v1 accepts TLS 1.1, until 2027-03-31; v2 and later require TLS 1.2 or newer.", "full", 5),
        seg(False, "", "none", 1),
        seg(True, "Versions from v2.0 need TLS 1.2, so only earlier versions can accept TLS 1.1.", "partial", 3),
    ])
    log(f"question  {question}")
    result = self_rag(question, model.complete, lambda q: PASSAGES, lambda q: "API" in q, log)
    log(f"answer    {result['answer']} [{result['evidence']}]")
    log(f"result    {len(model.prompts)} model calls: 1 decision + {len(model.prompts) - 1} passage segments")


def example(log: Log) -> None:
    run("Which versions of our API still accept TLS 1.1?", "[Retrieval]", log)


def failure(log: Log) -> None:
    # The model believes it knows the answer; the policy forces retrieval for product questions.
    run("Does our API still accept TLS 1.1?", "[No Retrieval]", log)
