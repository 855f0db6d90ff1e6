"""Scripted run of the shared-memory sketch: the real store checks (ownership, sources, versions)
and agent steps, with a model whose replies for each agent are prepared."""

import itertools
import json
from typing import Callable

from _support.scripted import Log, ScriptedModel
from sketch import Agent, Store, step

OWNERS = {"facts/registry.": "RegistryAgent", "facts/financials.": "FilingsAgent", "facts/news.": "NewsAgent",
          "drafts/": "Writer", "tasks/": "Writer"}


def clock() -> Callable[[], str]:
    ticks = itertools.count()
    return lambda: f"2026-03-02T09:{next(ticks):02d}Z"


def writes(*items: tuple[str, str, str, int]) -> str:
    return json.dumps({"writes": [{"key": k, "value": v, "source": s, "expected_version": n} for k, v, s, n in items]})


def example(log: Log) -> None:
    store = Store(OWNERS, clock())
    model = ScriptedModel([
        writes(("facts/registry.founded", "2011", "company registry extract, 2026-03-01", 0)),
        writes(("facts/financials.revenue_2023", "EUR 42m", "annual report 2023, p.7", 0)),
        writes(("facts/news.lawsuits", "2022 contract dispute, settled", "two press articles, 2022-11", 0),
               ("facts/financials.revenue_2023", "EUR 55m", "industry blog post", 1),
               ("facts/news.risk_rating", "low risk", "", 0)),
        writes(("drafts/report", "v1: history, finances, litigation; sanctions section empty",
                "facts/registry.founded v1, facts/financials.revenue_2023 v1, facts/news.lawsuits v1", 0),
               ("tasks/check-sanctions", "OPEN: section 4 has no sourced fact", "drafts/report v1", 0)),
    ])
    agents = [
        Agent("RegistryAgent", "record registration facts from the company registry", []),
        Agent("FilingsAgent", "record financial figures from official filings", ["facts/financials."]),
        Agent("NewsAgent", "record litigation and press findings", ["facts/"]),
        Agent("Writer", "draft the report from sourced facts; open a task for any section without one", ["facts/", "tasks/"]),
    ]
    log("task        due-diligence file on supplier Norda Components; 4 agents share one store")
    for agent in agents:
        step(agent, store, model.complete, log)
    log(f"review      {len(store.notes)} note for a person: {'; '.join(store.notes)}")
    log(f"result      {len(store.entries)} entries, each with author and source; {len(model.prompts)} model calls")


def failure(log: Log) -> None:
    # Two Writer workers edit the same draft; the second read v1 before the first saved v2.
    store = Store(OWNERS, clock())
    store.write("Writer", "drafts/report", "v1: history, finances, litigation", "facts v1", 0)
    first = ScriptedModel([writes(("drafts/report", "v2: adds sanctions section", "facts/news.sanctions v1", 1))])
    second = ScriptedModel([
        writes(("drafts/report", "v2: tightens the finances section", "facts/financials.revenue_2023 v1", 1)),
        writes(("drafts/report", "v3: sanctions section kept, finances tightened", "drafts/report v2", 2)),
    ])
    writer = Agent("Writer", "improve one section of the report draft", ["drafts/", "facts/"])
    log("task        two Writer workers each read drafts/report v1, then save their edits in turn")
    step(writer, store, first.complete, log)
    step(writer, store, second.complete, log)
    entry = store.entries["drafts/report"]
    log(f"result      drafts/report is v{entry.version} by {entry.author}: {entry.value}; nothing overwritten silently")
