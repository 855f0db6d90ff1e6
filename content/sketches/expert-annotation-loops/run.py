"""Scripted run of the expert-annotation-loop sketch: real selection, agreement and adjudication,
a judge whose verdicts are prepared and physicians whose labels are scripted."""

import json
import random
import re

from _support.scripted import KeyedModel, Log
from sketch import Item, run_cycle

# Eight drafts from one week (illustrative): which the rule check flagged, which change medication.
ITEMS = [
    Item("D1", "no medication change", "Follow up with GP in 2 weeks.", False, False),
    Item("D2", "metformin 500 mg twice daily", "Metformin 5000 mg twice daily.", True, False),
    Item("D3", "no imaging done", "CT chest was normal.", False, False),
    Item("D4", "warfarin stopped", "Warfarin stopped; follow up in clinic.", False, True),
    Item("D5", "ramipril started 2.5 mg", "Ramipril 2.5 mg started.", True, True),
    Item("D6", "no medication change", "Follow up with GP in 1 week.", False, False),
    Item("D7", "follow-up: cardiology in 4 weeks", "No follow-up needed.", False, False),
    Item("D8", "no medication change", "Discharged home, GP review in 2 weeks.", False, False),
]
JUDGE = {"D1": "none", "D2": "minor", "D3": "major", "D4": "none", "D5": "major", "D6": "none",
         "D7": "minor", "D8": "none"}
MAJOR = {"D2", "D3", "D5", "D7"}  # what the physicians find


def judge_model() -> KeyedModel:
    return KeyedModel([(f'<draft id="{i}">', json.dumps({"verdict": v, "reason": "scripted"}))
                       for i, v in JUDGE.items()])


def example(log: Log) -> None:
    model = judge_model()
    log(f"drafts      {len(ITEMS)} discharge summaries; judge and rule check run on all of them")
    physician_a = lambda i: "major" if i in MAJOR else "ok"
    physician_b = lambda i: "major" if i in MAJOR - {"D3"} else "ok"  # B misses the invented CT scan
    lead = lambda i: "major" if i in MAJOR else "ok"
    new = run_cycle(ITEMS, model.complete, (physician_a, physician_b), lead, budget=6, n_random=3,
                    rng=random.Random(2), log=log)
    added = re.findall(r'id="(\w+)"', " ".join(new))
    log(f"output      {len(new)} judge example(s) and regression case(s) added: {', '.join(added)}")
    log(f"result      {len(model.prompts)} judge calls, 12 physician labels, 1 adjudication")


def failure(log: Log) -> None:
    # Guidelines v4 do not say whether an invented test result (D3), a dropped specialist follow-up
    # (D7) or a vague GP review (D8) is a major error: the two physicians read them differently.
    model = judge_model()
    physician_a = lambda i: "major" if i in MAJOR else "ok"
    physician_b = lambda i: "major" if i in {"D2", "D5", "D8"} else "ok"
    new = run_cycle(ITEMS, model.complete, (physician_a, physician_b), physician_a, budget=6, n_random=3,
                    rng=random.Random(2), log=log)
    log(f"output      {len(new)} judge examples added; the judge keeps its current prompt")
