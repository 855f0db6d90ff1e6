"""Scripted run of the actor sketch: a real actor system with supervision, a scripted model and a
stand-in document fetcher whose PDF parser fails. Documents, times and text are illustrative."""

from _support.scripted import Log, ScriptedModel
from sketch import System, doc_actor, session_actor

DOCS = {"d1": "https://example.org/heat-pumps-2026.pdf", "d2": "https://example.org/grid-report.pdf"}
QUESTION = "How much did heat-pump sales grow in 2026?"


def fetcher(failures: dict[str, int], log: Log):
    """Stand-in for download + PDF parsing; raises for a document while it has failures left."""
    def fetch(url: str) -> str:
        if failures.get(url, 0) > 0:
            failures[url] -= 1
            raise ValueError(f"PDF parser: bad xref table in {url.rsplit('/', 1)[1]}")
        return f"(text of {url.rsplit('/', 1)[1]})"
    return fetch


def run(log: Log, model: ScriptedModel, failures: dict[str, int]) -> None:
    ticks = iter(range(0, 600, 5))  # a clock that advances 5 s per reading
    system = System(clock=lambda: float(next(ticks)), log=log)
    session = system.spawn(None, "session-u42", session_actor(model.complete), make_doc=doc_actor(model.complete, fetcher(failures, log)))
    log(f"ask       {session}: {QUESTION} over {', '.join(DOCS)}")
    system.queue.append((session, {"type": "Ask", "question": QUESTION, "docs": DOCS}))
    system.run()
    log(f"result    {len(model.prompts)} model calls; actors left: {', '.join(system.actors)}")


def example(log: Log) -> None:
    # d2's parser fails once (a transient error): the supervisor restarts d2 and redelivers ReadDoc.
    model = ScriptedModel([
        "Heat-pump sales grew 18% in 2026, led by retrofits.",
        "Grid operators connected 2.1 GW of heat pumps in 2026; sales growth is not given.",
        "Sales grew 18% in 2026 [d1]; the grid report adds 2.1 GW of new connections but no sales figure [d2].",
    ])
    run(log, model, {DOCS["d2"]: 1})


def failure(log: Log) -> None:
    # d2 is a poison message: the parser fails every time. After the redelivery fails too, d2 stops,
    # its parent is told, and the session answers from d1 alone; nothing else is affected.
    model = ScriptedModel([
        "Heat-pump sales grew 18% in 2026, led by retrofits.",
        "Sales grew 18% in 2026 [d1]. The grid report (d2) could not be read, so it is not used.",
    ])
    run(log, model, {DOCS["d2"]: 99})
