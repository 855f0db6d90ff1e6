"""Scripted run of the resource-aware-scheduling sketch: the window, shares, budgets and
reconciliation are real; the model and the clock are stand-ins. Limits and sizes are illustrative."""

from _support.scripted import KeyedModel, Log, Reply
from sketch import Task, schedule

REPLIES: list[tuple[str, Reply]] = [
    ("reset my password", "Open Settings > Security and choose Reset password; a link arrives by email."),
    ("invoice is missing VAT", "Add your VAT number under Billing; the next invoice will show it."),
    ("Label this ticket", "billing, priority normal"),
    ("Summarise yesterday", "NEEDS_MORE 900"),
]


class Clock:
    def __init__(self) -> None:
        self.t = 0.0

    def now(self) -> float:
        return self.t


def tasks() -> list[Task]:
    return [
        Task("chat-1", "chat", "acme", 0, "User: how do I reset my password?", 150),
        Task("chat-2", "chat", "globex", 0, "User: my invoice is missing VAT, why?", 150),
        Task("triage-1", "triage", "acme", 1, "Label this ticket: 'Charged twice in May'", 60),
        Task("triage-2", "triage", "acme", 1, "Label this ticket: 'Refund not received'", 60),
        Task("report-1", "report", "globex", 2, "Summarise yesterday's 412 support tickets by theme.", 150),
    ]


def example(log: Log) -> None:
    model, clock = KeyedModel(REPLIES), Clock()
    budgets = {"acme": 5000, "globex": 5000}
    log("limit   1000 tokens/min; 70% reserved for P0, so P1 and P2 share 300")
    later = schedule(tasks(), model.complete, clock.now, 1000, budgets, log)
    log(f"pass 1  ran {len(model.prompts)} model calls, deferred {[t.id for t in later]}")
    clock.t = 61  # a minute later the window is empty again
    later = schedule(later, model.complete, clock.now, 1000, budgets, log)
    log(f"pass 2  {len(model.prompts)} model calls in total, still waiting {[t.id for t in later]}")


def failure(log: Log) -> None:
    # An injected instruction makes acme's agent submit chat turns in a loop; its budget stops it.
    model, clock = KeyedModel(REPLIES), Clock()
    flood = [Task(f"loop-{i}", "chat", "acme", 0, "User: how do I reset my password?", 150) for i in range(1, 6)]
    budgets = {"acme": 500, "globex": 5000}
    log("input   acme's agent submits the same chat turn 5 times; acme has 500 tokens left today")
    schedule(flood + tasks()[1:2], model.complete, clock.now, 1000, budgets, log)
    log(f"result  {len(model.prompts)} model calls; acme has {budgets['acme']} tokens left, globex was served")
