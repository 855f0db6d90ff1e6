"""Scripted run of the entity-memory sketch: real resolution, profile loading and update checks;
the extraction, drafting and update replies are prepared."""

import json

from _support.scripted import Log, ScriptedModel
from sketch import DRAFT_PROMPT, EXTRACT_PROMPT, Entity, candidates, profile, remember, resolve


def store() -> list:  # names, ids and dates are illustrative; "Vantage" is the user's own company
    return [
        Entity("E-17", "Sam Okafor", "person", ["samuel"], [("role", "procurement lead", "turn 88"), ("employer", "Helios Ltd", "turn 88")]),
        Entity("E-22", "Sam Lee", "person", [], [("role", "finance analyst", "turn 140"), ("employer", "Vantage", "turn 140")]),
        Entity("E-03", "Helios Ltd", "org", ["helios"], [("plan", "Enterprise", "crm import"), ("renewal_date", "30 Sept", "turn 150")]),
        Entity("E-09", "Priya Shah", "person", [], [("role", "VP Sales", "turn 12"), ("employer", "Vantage", "turn 12")]),
    ]


def turn(log: Log, message: str, number: int, replies: list) -> None:
    model = ScriptedModel(replies)
    entities = store()
    log(f"turn {number}    {message}")
    mentions = json.loads(model.complete(EXTRACT_PROMPT.format(message=message)))
    log(f"mentions    {', '.join(m['mention'] + ' (' + m['type'] + ')' for m in mentions)}")
    found, questions = resolve(mentions, entities)
    for mention, e in found.items():
        same = len(candidates(mention, e.type, entities))
        why = f" ({same} match the name; only this one works for an organisation in the turn)" if same > 1 else ""
        log(f"resolve     {mention!r} -> {e.id} {e.name}{why}")
    if questions:
        for q in questions:
            log(f"ask user    {q}")
        log(f"result      nothing drafted, nothing stored; {len(model.prompts)} model call")
        return
    profiles = "\n".join(profile(e) for e in found.values())
    log(f"load        {len(found)} profiles, {len(profiles.split())} words")
    log(f"draft       {model.complete(DRAFT_PROMPT.format(profiles=profiles, message=message))}")
    for line in remember(model.complete, found, message, number):
        log(f"update      {line}")
    log(f"result      {len(model.prompts)} model calls; profile E-03 now has {len(found['Helios'].facts)} facts")


def example(log: Log) -> None:
    turn(log, "Ping Sam about the Helios renewal and mention the discount Priya approved.", 212, [
        '[{"mention": "Sam", "type": "person"}, {"mention": "Helios", "type": "org"}, {"mention": "Priya", "type": "person"}]',
        "Hi Sam, ahead of the Helios renewal on 30 Sept: Priya Shah, our VP Sales, has approved a discount on the Enterprise plan. Shall we walk through it this week?",
        '[{"entity": "E-03", "attribute": "notes", "value": "discount approved by Priya Shah, amount not stated"}]',
    ])


def failure(log: Log) -> None:
    # Two people called Sam and no organisation in the turn: the sketch asks instead of picking one.
    turn(log, "Ping Sam about the budget review on Friday.", 213, ['[{"mention": "Sam", "type": "person"}]'])
