"""Scripted run of the simulation sketch: a prepared planner, the real copy-simulate-check loop, a
small fake vendor table with a version number, and an approver."""

import copy
import json
from typing import Dict, List

from _support.scripted import Log, ScriptedModel
from sketch import Table, apply, simulate_then_act

THREAD = ("AP-311: Acme Logistics net 45; Borealis Paper net 60; Cinder Metals net 30; "
          "Delta Foods net 45; Eastwind Freight net 60")
TABLE: Table = {
    "V-101": {"name": "Acme Logistics", "terms_days": 30},
    "V-102": {"name": "Borealis Paper", "terms_days": 45},
    "V-103": {"name": "Cinder Metals", "terms_days": 14},
    "V-104": {"name": "Delta Foods", "terms_days": 30},
    "V-105": {"name": "Eastwind Freight", "terms_days": 45},
    "V-106": {"name": "Acme Legal Services", "terms_days": 15},
    "V-107": {"name": "Fjord Office Supply", "terms_days": 30},
}
TERMS = {"V-101": 45, "V-102": 60, "V-103": 30, "V-104": 45, "V-105": 60}
NAMES = {"V-101": "Acme", "V-102": "Borealis", "V-103": "Cinder", "V-104": "Delta", "V-105": "Eastwind"}


def in_range(rec: Dict) -> str:
    days = int(str(rec["terms_days"]))
    return "" if 7 <= days <= 120 else f"{rec['name']}: {days} days is outside 7..120"


def plan(by_id: bool) -> str:
    match = (lambda v: {"id": v}) if by_id else (lambda v: {"name_contains": NAMES[v]})
    return json.dumps({"expect_ids": list(TERMS), "updates": [{"match": match(v), "terms_days": d} for v, d in TERMS.items()]})


def run(log: Log, replies: List[str], drift: bool) -> None:
    store = {"version": 41, "table": copy.deepcopy(TABLE)}
    reads = iter([41, 42 if drift else 41])  # in the failure run a colleague edits V-107 during approval

    def read():
        return next(reads), copy.deepcopy(store["table"])

    def write(p: Dict, version: int) -> int:
        apply(p, store["table"])
        return len(p["updates"])

    def approve(digest: str, diff: List[str]) -> bool:
        log(f"approve   controller approves plan {digest} after reading the {len(diff)}-row diff")
        return True

    model = ScriptedModel(list(replies))
    log("request   Apply the payment terms agreed in email thread AP-311 to the vendor table (v41).")
    log(f"thread    {THREAD}")
    result = simulate_then_act(model.complete, THREAD, read, write, [in_range], approve, log)
    log(f"result    {result}; model calls: {len(model.prompts)}")


def example(log: Log) -> None:
    run(log, [plan(by_id=False), plan(by_id=True)], drift=False)


def failure(log: Log) -> None:
    run(log, [plan(by_id=True)], drift=True)
