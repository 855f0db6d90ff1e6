"""Scripted run of the Skeleton-of-Thought sketch: the real router check, skeleton check, parallel
expansion and assembly, with a model whose replies are prepared. Each reply takes 0.3 s plus 0.05 s
per word (illustrative decoding speed) on a virtual clock, so the trace shows what runs at once."""

import asyncio
import selectors
from typing import Any, Coroutine

from _support.scripted import KeyedModel, Log
from sketch import skeleton_of_thought

QUESTION = "What should a small team consider before moving from a monolith to microservices?"
SKELETON = "1. Team size and ownership\n2. Deployment and CI maturity\n3. Observability\n4. Data boundaries\n5. Migration path"
POINTS = {
    "Write only point 1": "Each service needs an owner who can change, deploy and run it; with five engineers, ten services means everyone is on call for everything. Split only as far as you can staff.",
    "Write only point 2": "Many services mean many deployments, so you need automated builds, tests and rollbacks before you split. If releasing the monolith is still manual, fix that first.",
    "Write only point 3": "A request that crosses services is hard to debug without tracing, central logs and per-service dashboards. Put these in place while there is still one system to compare against.\n4. Data boundaries: each service should own its data.",
    "Write only point 4": "Services that share one database are still coupled, so decide which service owns which tables. Split the data before or together with the code.",
    "Write only point 5": "Extract one well-bounded piece at a time behind a stable interface and keep the monolith running. A big-bang rewrite stops feature work and rarely finishes.",
}


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


def run_virtual(coro: Coroutine[Any, Any, str]) -> tuple[str, float]:
    loop = VirtualTimeLoop()
    try:
        return loop.run_until_complete(coro), loop.time()
    finally:
        loop.close()


def run(question: str, model: KeyedModel, log: Log) -> None:
    async def complete(prompt: str) -> str:
        reply = model.complete(prompt)
        await asyncio.sleep(0.3 + 0.05 * len(reply.split()))
        return reply

    log(f"question  {question}")
    answer, seconds = run_virtual(skeleton_of_thought(question, complete, log))
    for line in answer.splitlines():
        log(f"answer    {line[:96]}{'…' if len(line) > 96 else ''}")
    log(f"result    {len(model.prompts)} model calls, whole answer at t={seconds:.1f}s")


def example(log: Log) -> None:
    rules: list[tuple[str, Any]] = [("Decide how an answer", "A"), ("You plan answers", SKELETON)]
    run(QUESTION, KeyedModel(rules + list(POINTS.items())), log)


def failure(log: Log) -> None:
    # The model ignores "no sentences" and writes the answer itself as the skeleton: a bad plan.
    skeleton = (
        "1. Make sure every service has an owner who can deploy and run it\n"
        "2. Automate builds, tests and rollbacks first\n3. Add tracing and central logs"
    )
    rules: list[tuple[str, Any]] = [
        ("Decide how an answer", "A"),
        ("You plan answers", skeleton),
        ("Answer the question below", "Check four things first: who owns and runs each service, how you deploy, how you trace requests, and who owns which data."),
    ]
    run(QUESTION, KeyedModel(rules), log)
