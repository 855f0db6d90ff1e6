"""Scripted run of the learning-to-defer sketch: a synthetic claims history (counts are illustrative),
a prepared triage model, and new claims routed by the learned rejector and by a confidence rule."""

from typing import Dict, List

from _support.scripted import KeyedModel, Log
from sketch import Claim, decide, fit

# (type, invoice): (past cases, model correct, adjuster correct)
COUNTS = {
    ("water", "handwritten"): (400, 284, 372),
    ("water", "typed"): (900, 828, 837),
    ("glass", "typed"): (1200, 1164, 1068),
    ("theft", "typed"): (600, 522, 570),
    ("cyber", "typed"): (3, 2, 3),
}


def history() -> List[Dict[str, object]]:
    rows: List[Dict[str, object]] = []
    for (kind, invoice), (n, model_ok, expert_ok) in COUNTS.items():
        rows += [{"type": kind, "invoice": invoice, "model_correct": i < model_ok,
                  "expert_correct": i < expert_ok} for i in range(n)]
    return rows


def claim(cid: str, kind: str, invoice: str, amount: str, note: str) -> Claim:
    return {"id": cid, "type": kind, "invoice": invoice, "amount_eur": amount, "note": note}


def reply(label: str, confidence: float) -> str:
    return f'{{"label": "{label}", "confidence": {confidence}, "evidence": "type, invoice, amount"}}'


def route(log: Log, claims: List[Claim], model: KeyedModel) -> None:
    table = fit(history(), defer_cost=0.03)
    log(f"fit      {sum(n for n, _, _ in COUNTS.values())} past claims with model and adjuster outcomes")
    for (kind, invoice), e in table.items():
        if e.n >= 50:
            log(f"segment  {kind}/{invoice:<11} n={e.n:<5} model {e.model_acc:.0%}  adjuster {e.expert_acc:.0%}"
                f"  advantage {e.advantage:+.2f}")
    slots = 10
    for c in claims:
        label, confidence, learned = decide(model.complete, c, table, slots)
        slots -= learned.startswith("defer")
        baseline = "defer" if confidence < 0.7 else "automatic"
        log(f"claim    {c['id']} {c['type']}/{c['invoice']} {c['amount_eur']} EUR: {label} {confidence}")
        log(f"         confidence<0.7 rule: {baseline} | learned: {learned}")
    log(f"result   model calls {len(model.prompts)}, adjuster slots left {slots} of 10")


def example(log: Log) -> None:
    claims = [
        claim("C-1041", "water", "handwritten", "2300", "Pipe burst under the sink."),
        claim("C-1042", "glass", "typed", "180", "Stone chip on the windscreen."),
        claim("C-1043", "theft", "typed", "950", "Bike stolen from the station rack."),
        claim("C-1044", "water", "typed", "4100", "Roof leak after the storm."),
    ]
    model = KeyedModel([("Pipe burst", reply("standard-review", 0.81)),
                        ("Stone chip", reply("approve-fast-track", 0.64)),
                        ("Bike stolen", reply("standard-review", 0.77)),
                        ("Roof leak", reply("standard-review", 0.66))])
    route(log, claims, model)


def failure(log: Log) -> None:
    # A new product line has almost no history: the rejector has nothing to go on.
    claims = [claim("C-2001", "cyber", "typed", "7800", "Ransomware locked the shop tills.")]
    route(log, claims, KeyedModel([("Ransomware", reply("approve-fast-track", 0.93))]))
