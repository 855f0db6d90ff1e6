"""Scripted run of the parallel retrieval sketch: real fan-out, deadline, rank fusion and permission
checks over fixed result lists, with a scripted model for the rewrite and the answer. Index latencies
run on a virtual clock. Document ids, texts, groups and timings are illustrative."""

import asyncio
import selectors
from typing import Any, Coroutine

from _support.scripted import Log, ScriptedModel
from sketch import Search, Source, parallel_retrieve

QUESTION = "What is our parental leave policy for contractors in Germany?"
REWRITE = '{"keywords": "parental leave contractor Germany", "translated": "Elternzeit Freiberufler Deutschland"}'
DOCS = {
    "HR-07": "Leave types overview: annual, sick, parental and unpaid leave.",
    "HR-12": "Contractors in Germany: agency contractors follow their agency's leave policy; direct freelancers get no paid parental leave from us.",
    "HR-33": "How to request leave in the HR portal.",
    "HR-40": "Employees in Germany: Elternzeit of up to three years; Elterngeld is paid by the state.",
    "HR-51": "Elternzeit für Freiberufler: kein Anspruch gegenüber dem Auftraggeber.",
    "LM-3": "Legal memo: a contractor working full time under our direction may count as an employee; ask Legal before refusing leave.",
    "LM-9": "Legal memo: contractor agreements, standard clauses.",
}
LEGAL_ONLY = {"LM-3", "LM-9"}


class VirtualTimeLoop(asyncio.SelectorEventLoop):
    """An event loop whose clock jumps to the next timer instead of waiting for it."""

    def __init__(self) -> None:
        self.now = 0.0
        loop = self

        class Selector(selectors.DefaultSelector):
            def select(self, timeout: float | None = None) -> list[tuple[selectors.SelectorKey, int]]:
                if timeout is None:
                    raise RuntimeError("virtual time: nothing left to wait for")
                loop.now += timeout
                return super().select(0)

        super().__init__(Selector())

    def time(self) -> float:
        return self.now


def index(results: dict[str, tuple[float, list[str]]]) -> Search:
    """A stand-in index: each query answers with fixed ids after a fixed latency."""

    async def search(query: str, k: int) -> list[str]:
        seconds, ranked = results[query]
        await asyncio.sleep(seconds)
        return ranked[:k]

    return search


def run(groups: set[str], ticket_seconds: float, answer: str, log: Log) -> None:
    model = ScriptedModel([REWRITE, answer])

    async def complete(prompt: str) -> str:
        await asyncio.sleep(0.3)
        return model.complete(prompt)

    sources = [
        Source("wiki_bm25", index({"parental leave contractor Germany": (0.08, ["HR-12", "HR-40", "HR-07"])}), ("keywords",)),
        Source("wiki_dense", index({QUESTION: (0.15, ["HR-40", "HR-12", "HR-33"]),
                                    "Elternzeit Freiberufler Deutschland": (0.17, ["HR-51", "HR-12", "HR-40"])}),
               ("question", "translated")),
        Source("legal_dense", index({QUESTION: (0.26, ["LM-3", "HR-12", "LM-9"])}), ("question",), group="legal"),
        # The ticket archive also indexes attachments, legal memos included, and checks no permissions.
        Source("tickets", index({"parental leave contractor Germany": (ticket_seconds, ["LM-3", "HR-12", "HR-07"])}), ("keywords",)),
    ]
    log(f"question  {QUESTION} (user groups: {', '.join(sorted(groups))})")
    coro: Coroutine[Any, Any, str] = parallel_retrieve(
        QUESTION, groups, lambda d: d not in LEGAL_ONLY or "legal" in groups, complete, sources, DOCS, log)
    loop = VirtualTimeLoop()
    try:
        log(f"answer    {loop.run_until_complete(coro)}")
        log(f"result    {len(model.prompts)} model calls, answer at t={loop.time():.2f}s")
    finally:
        loop.close()


def example(log: Log) -> None:
    run({"staff", "hr", "legal"}, 1.2, "Contractors are not covered by our parental leave policy: agency contractors follow their "
        "agency's policy and direct freelancers get no paid leave from us [HR-12]. If one works full time under our direction, "
        "ask Legal first, as they may count as an employee [LM-3].", log)


def failure(log: Log) -> None:
    # A team lead outside Legal asks; the ticket archive answers in time and returns a legal memo.
    run({"staff", "hr"}, 0.2, "Contractors are not covered by our parental leave policy: agency contractors follow their "
        "agency's policy and direct freelancers get no paid leave from us [HR-12]. For anything else, ask HR.", log)
