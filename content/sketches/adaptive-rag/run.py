"""Scripted run of the Adaptive RAG sketch: a real router loop and keyword search over a small
store, a model whose replies are prepared. Product names, versions and the ticket are illustrative."""

import re

from _support.scripted import Log, Reply, ScriptedModel
from sketch import adaptive_answer

DOCS = {
    "d1": "Python SDK reference: the default request timeout is 30 seconds; set timeout= to change it.",
    "d2": "Changelog 3.2: the default request timeout was lowered from 60 to 30 seconds.",
    "d3": "Changelog 3.1: retries now use exponential backoff.",
    "d4": "Ticket 4411: customer on Python SDK 3.2 reports export timeouts since upgrading on 2026-11-02.",
}


def search_for(log: Log):
    def search(query: str, k: int) -> list[str]:
        words = set(re.findall(r"[a-z0-9.]{3,}", query.lower()))
        scored = sorted(((len(words & set(re.findall(r"[a-z0-9.]{3,}", t.lower()))), i) for i, t in DOCS.items()), key=lambda s: (-s[0], s[1]))
        hits = [i for score, i in scored if score > 0][:k]
        log(f"search    {query!r} -> {', '.join(hits) or 'nothing'}")
        return [f"[{i}] {DOCS[i]}" for i in hits]
    return search


def ask(question: str, replies: list[Reply], log: Log) -> None:
    model = ScriptedModel(replies)
    log(f"question  {question}")
    result = adaptive_answer(question, model.complete, search_for(log), log)
    log(f"answer    {result['answer']} ({result['calls']} model calls, answered at {result['answered_by']})")


def example(log: Log) -> None:
    ask("What does HTTP 429 mean?", ["A", "Too Many Requests: the client hit a rate limit and should retry after the Retry-After delay."], log)
    ask("What is the default timeout in our Python SDK?", ["B", "30 seconds; pass timeout= to change it [d1]."], log)
    ask("Did an SDK timeout change cause the export timeouts in ticket 4411?", [
        "C",
        "The ticket says the customer upgraded to SDK 3.2, so check what changelog 3.2 changed about the timeout.",
        "ANSWER: Probably: 3.2 lowered the default timeout from 60 to 30 seconds [d2] and the failures began after the upgrade to 3.2 [d4]; suggest timeout=120 for exports.",
    ], log)


def failure(log: Log) -> None:
    # Under-routing: the router sends an internal question to the no-retrieval path; the direct
    # prompt makes the model say UNSURE, and the code moves one level heavier instead of guessing.
    ask("What is the default timeout in our Python SDK?", ["A", "UNSURE", "30 seconds; pass timeout= to change it [d1]."], log)
