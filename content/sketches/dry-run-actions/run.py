"""Scripted run of the dry-run sketch: real previews, fingerprints and commits on an in-memory
table; prepared model replies and reviewer decisions. Names and dates are illustrative."""

from typing import Dict, List

from _support.scripted import Log, Reply, ScriptedModel
from sketch import run

REQUEST = "Archive inactive customers from the 2019 spring campaign."


def table() -> List[Dict[str, str]]:
    return [
        {"id": "c_1001", "campaign": "2019-spring", "last_active": "2019-06-02", "status": "active"},
        {"id": "c_1002", "campaign": "2019-spring", "last_active": "2024-02-11", "status": "active"},
        {"id": "c_1003", "campaign": "2019-spring", "last_active": "2019-09-30", "status": "active"},
        {"id": "c_1004", "campaign": "2019-spring", "last_active": "2024-07-19", "status": "active"},
        {"id": "c_1005", "campaign": "2019-spring", "last_active": "2019-11-14", "status": "active"},
        {"id": "c_2001", "campaign": "2020-winter", "last_active": "2020-01-03", "status": "active"},
    ]


def tools(rows: List[Dict[str, str]]):
    def select(flt: dict) -> List[Dict[str, str]]:
        return [r for r in rows if r["status"] == "active" and r["campaign"] == flt.get("campaign")
                and r["last_active"] < flt.get("last_active_before", "9999")]

    def apply(ids: List[str]) -> None:
        for r in rows:
            if r["id"] in ids:
                r["status"] = "archived"
    return select, apply


def ops_lead(pv: dict) -> dict:
    recent = [r["id"] for r in pv["rows"] if r["last_active"] >= "2020-01-01"]
    if recent:
        return {"approved": False, "note": f"{' and '.join(recent)} were active after 2019; "
                "archive only customers not active since 1 January 2020"}
    return {"approved": True, "note": f"{pv['count']} customers, none active after 2019"}


REPLIES: List[Reply] = ['{"tool": "archive_customers", "filter": {"campaign": "2019-spring"}}',
           '{"tool": "archive_customers", "filter": {"campaign": "2019-spring", "last_active_before": "2020-01-01"}}']


def example(log: Log) -> None:
    rows = table()
    select, apply = tools(rows)
    log(f"request     {REQUEST}")
    result = run(ScriptedModel(REPLIES).complete, REQUEST, select, apply, ops_lead, lambda: 0.0,
                 lambda step, text: log(f"{step:<11} {text}"))
    log(f"result      {result}")
    log(f"table       archived: {', '.join(r['id'] for r in rows if r['status'] == 'archived')}")


def failure(log: Log) -> None:
    # Between approval and commit, c_1003 signs in again; the approved effect is no longer the real one.
    rows = table()
    select, apply = tools(rows)
    calls = {"n": 0}

    def clock() -> float:  # called at each preview and at the commit
        calls["n"] += 1
        if calls["n"] == 3:  # the commit of the approved second preview
            rows[2]["last_active"] = "2026-11-25"
            log("event       c_1003 signs in again after the approval, before the commit")
        return 0.0

    log(f"request     {REQUEST}")
    result = run(ScriptedModel(REPLIES).complete, REQUEST, select, apply, ops_lead, clock,
                 lambda step, text: log(f"{step:<11} {text}"))
    log(f"result      {result}")
    log(f"table       archived: {', '.join(r['id'] for r in rows if r['status'] == 'archived')}")
