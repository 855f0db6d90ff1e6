"""Scripted run of the multi-agent debate sketch: the real rounds, checks and judge hand-off, with
solvers and a judge whose replies are prepared."""

import json

from _support.scripted import Log, ScriptedModel
from sketch import debate


def said(reasoning: str, answer: str, error_found: str | None = None) -> str:
    reply = {"reasoning": reasoning, "answer": answer}
    return json.dumps(reply if error_found is None else {"error_found": error_found, **reply})


def example(log: Log) -> None:
    question = "A train leaves at 09:40 and the trip takes 2 h 35 min. When does it arrive?"
    a_steps = "1. 09:40 + 2 h = 11:40. 2. 11:40 + 35 min = 12:15."
    b_steps = "1. 2 h 35 min = 155 min. 2. 09:40 + 155 min = 12:15."
    solvers = {
        "A": ScriptedModel([said(a_steps, "12:15"), said(a_steps, "12:15", "")]),
        "B": ScriptedModel([said(b_steps, "12:15"), said(b_steps, "12:15", "")]),
        "C": ScriptedModel([
            said("1. 09:40 + 2 h = 11:40. 2. 11:40 + 35 min = 12:05.", "12:05"),
            said("1. 09:40 + 2 h = 11:40. 2. 11:40 + 20 min = 12:00, + 15 min = 12:15.", "12:15",
                 "my step 2: 11:40 + 35 min is 12:15, not 12:05"),
        ]),
    }
    judge = ScriptedModel([])  # never asked: the solvers agree
    log(f"question    {question}")
    answer = debate(question, {n: m.complete for n, m in solvers.items()}, judge.complete, log, rounds=3)
    calls = sum(len(m.prompts) for m in solvers.values()) + len(judge.prompts)
    log(f"result      {answer}, {calls} model calls (3 solvers x 2 rounds, no judge)")


def failure(log: Log) -> None:
    # Two solvers share the same slip; the third gives in to the majority without naming a wrong step.
    question = "A meeting starts at 10:50 and runs 95 minutes. When does it end?"
    wrong = "1. 95 min = 1 h 45 min. 2. 10:50 + 1 h 45 min = 12:35."
    right = "1. 95 min = 1 h 35 min. 2. 10:50 + 1 h = 11:50. 3. 11:50 + 35 min = 12:25."
    solvers = {
        "A": ScriptedModel([said(wrong, "12:35"), said(wrong, "12:35", "")]),
        "B": ScriptedModel([said(wrong, "12:35"), said(wrong, "12:35", "")]),
        "C": ScriptedModel([said(right, "12:25"), said("Two of three solvers say 12:35.", "12:35", "")]),
    }
    judge = ScriptedModel([json.dumps({"answer": "12:25", "reason": "95 min is 1 h 35 min, not 1 h 45 min, "
                                       "so the meeting ends at 10:50 + 1 h 35 min = 12:25"})])
    log(f"question    {question}")
    answer = debate(question, {n: m.complete for n, m in solvers.items()}, judge.complete, log, rounds=2)
    calls = sum(len(m.prompts) for m in solvers.values()) + len(judge.prompts)
    log(f"result      {answer}, {calls} model calls (3 solvers x 2 rounds + 1 judge)")
