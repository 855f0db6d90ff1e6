"""Scripted run of the latent-memory sketch: real top-k attention, gating, eviction and provenance;
the vectors stand in for a trained model's keys and values, and the checker's verdict is prepared."""

from _support.scripted import Log, ScriptedModel
from sketch import KnnMemory, checked_answer, gated

# Three-dimensional keys and one-hot values over four facts: illustrative stand-ins for hidden states.
FACTS = ["M12 bolts: 85 Nm", "M8 bolts: 25 Nm", "coolant flush every 500 h", "belt deflection 12 mm"]
PAGES = [  # (page, key, fact index, page text)
    ("p12", [0.9, 0.1, 0.0], 0, "Tighten M12 mounting bolts to 85 Nm in a cross pattern."),
    ("p37", [0.5, 0.5, 0.1], 1, "M8 cover bolts: 25 Nm. Do not reuse lock washers."),
    ("p88", [0.0, 0.2, 0.9], 2, "Flush the coolant every 500 operating hours."),
    ("p140", [0.1, 0.9, 0.2], 3, "Belt tension: 12 mm deflection at mid-span."),
    ("p201", [0.2, 0.1, 0.3], 2, "Hydraulic circuit: check pressure weekly."),
]
QUESTION, QUERY = "What torque for the M12 mounting bolts?", [3.0, 0.0, 0.3]


def one_hot(i: int) -> list:
    return [1.0 if j == i else 0.0 for j in range(len(FACTS))]


def run(log: Log, pages: list, capacity: int, verdict: str) -> None:
    memory, model = KnnMemory(capacity), ScriptedModel([verdict])
    log(f"memory      capacity {capacity} entries, read top 2, gate 0.8")
    for page, key, fact, _ in pages:
        evicted = memory.write(key, one_hot(fact), page)
        log(f"write       {page} key {key}" + (f"; evicted {', '.join(evicted)} (first in, first out)" if evicted else ""))
    mixed, used = memory.read(QUERY)
    log(f"read        {QUESTION} -> " + ", ".join(f"{s} weight {w:.2f}" for s, w in used))
    out = gated([0.25] * len(FACTS), mixed, gate=0.8)  # local context alone has no idea: uniform
    best = max(range(len(FACTS)), key=lambda i: out[i])
    log(f"output      {FACTS[best]} (score {out[best]:.2f})")
    text = next(t for p, _, _, t in pages if p == used[0][0])
    ok = checked_answer(model.complete, QUESTION, FACTS[best], used[0][0], text)
    log(f"check       against {used[0][0]}: {'SUPPORTED' if ok else 'NOT_SUPPORTED'}")
    log(f"result      {'answer shown with citation ' + used[0][0] if ok else 'answer withheld; question sent to the text chunk index'}; {len(model.prompts)} model call")


def example(log: Log) -> None:
    run(log, PAGES[:4], capacity=4, verdict="SUPPORTED")


def failure(log: Log) -> None:
    # One more page arrives; first-in-first-out eviction drops p12, the only entry that held the answer.
    run(log, PAGES, capacity=4, verdict="NOT_SUPPORTED")
