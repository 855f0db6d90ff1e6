"""Scripted run of the milestone sketch: a prepared coding agent, checks that return prepared test
results, a checkpoint store and a developer who approves the gate before the old framework goes."""

import json
from typing import Callable, Dict, List, Tuple

from _support.scripted import Log, Reply, ScriptedModel
from sketch import Milestone, run_milestones

MILESTONES = [
    Milestone("M1", "inventory every route and middleware", "inventory count equals the router dump"),
    Milestone("M2", "FastAPI app builds with all routes stubbed", "build passes"),
    Milestone("M3", "port every route", "existing API tests pass"),
    Milestone("M4", "port auth and logging middleware", "auth and logging tests pass"),
    Milestone("M5", "remove Flask", "no Flask imports remain and the build passes", gate=True),
]


def said(summary: str, notes: str) -> Reply:
    return json.dumps({"summary": summary, "notes": notes})


def checks(results: Dict[str, List[Tuple[bool, str]]]) -> Dict[str, Callable[[], Tuple[bool, str]]]:
    queues = {name: iter(r) for name, r in results.items()}
    return {name: (lambda q=q: next(q)) for name, q in queues.items()}


def harness(log: Log, replies: List[Reply], results: Dict[str, List[Tuple[bool, str]]], store: Dict[str, Dict],
            resume_after: str | None = None) -> None:
    model = ScriptedModel(replies)

    def approve(name: str) -> bool:
        log(f"{name} gate   developer approves removing Flask after reading the M4 diff")
        return True

    result = run_milestones(model.complete, MILESTONES, checks(results), store,
                            lambda name: log(f"restore   working tree reset to checkpoint {name}"), approve, log,
                            resume_after)
    log(f"result    {result}; model calls: {len(model.prompts)}")


def example(log: Log) -> None:
    log("task      Migrate the billing service from Flask to FastAPI (5 milestones, 2 attempts each)")
    harness(log, [
        said("listed 42 routes and 6 middleware", "session cookie name must stay 'bsid'"),
        said("app skeleton with 42 stubs", "uvicorn entry point in app/main.py"),
        said("ported 42 routes", "kept /v1 prefix"),
        said("ported auth and logging", "auth reads token from header"),
        said("fixed token read from cookie 'bsid'", "auth reads header, then cookie 'bsid'"),
        said("removed Flask and its imports", "done"),
    ], {
        "M1": [(True, "42 of 42 routes, 6 of 6 middleware")],
        "M2": [(True, "build passes")],
        "M3": [(True, "118 of 118 API tests pass")],
        "M4": [(False, "3 auth tests fail: cookie sessions rejected"), (True, "27 of 27 auth and logging tests pass")],
        "M5": [(True, "0 Flask imports, build passes")],
    }, {})


def failure(log: Log) -> None:
    # Resumed from checkpoint M3; the agent claims success twice, the check says otherwise.
    log("task      Resume the migration after checkpoint M3 (notes from M1-M3 loaded, no transcript)")
    store = {"M1": {"notes": "session cookie name must stay 'bsid'"}, "M2": {"notes": "entry point app/main.py"},
             "M3": {"notes": "kept /v1 prefix"}}
    harness(log, [
        said("ported auth and logging; all auth tests pass", "auth reads token from header"),
        said("fixed auth; all auth tests pass", "auth reads token from header"),
    ], {"M4": [(False, "3 auth tests fail: cookie sessions rejected"),
               (False, "3 auth tests fail: cookie sessions rejected")]}, store, resume_after="M3")
