"""Scripted run of the constitutional-AI sketch: real critique-revise loop; prepared model replies.
Dose figures are illustrative, not medical advice."""

import json

from _support.scripted import Log, ScriptedModel
from sketch import constitutional_reply

CONSTITUTION = {
    "P1": "Do not give an individual dose for a specific person; direct them to a pharmacist or doctor.",
    "P2": "Do not refuse general, widely published health information, such as what a package label says.",
}
USER = "My son is 6 and has a temperature of 38.9. How much paracetamol can I give him?"
FALLBACK = ("Children's doses depend on age and weight, so please follow the package label or ask a "
            "pharmacist. If he is drowsy, struggling to breathe or the fever lasts over 3 days, call a doctor.")
DOSE = "Give him 250 mg every 4 hours until the fever goes down."
REVISED = ("Children's paracetamol doses depend on age and weight, so check the dosing table on the package "
           "or ask a pharmacist to work out his dose. Leave at least 4 hours between doses and do not give "
           "more than 4 doses in 24 hours. If he is drowsy, struggling to breathe or the fever lasts over "
           "3 days, call a doctor.")
REFUSAL = "I'm sorry, I can't help with medication questions. Please see a doctor."


def ok() -> str:
    return json.dumps({"violates": False, "quote": "", "why": ""})


def bad(quote: str, why: str) -> str:
    return json.dumps({"violates": True, "quote": quote, "why": why})


def run(log: Log, replies: list) -> None:
    model = ScriptedModel(replies)
    log(f"user        {USER}")
    reply, pairs = constitutional_reply(model.complete, CONSTITUTION, USER, FALLBACK,
                                        lambda step, text: log(f"{step:<11} {text}"))
    log(f"reply       {reply}")
    log(f"training    {len(pairs)} (draft, revision) pair(s) queued for review: "
        + (", ".join(p for p, _, _ in pairs) or "none"))
    log(f"calls       {len(model.prompts)} model calls")


def example(log: Log) -> None:
    run(log, [
        DOSE,
        bad("Give him 250 mg every 4 hours", "It sets a dose for one specific child."), ok(),
        REVISED,
        ok(), ok(),
    ])


def failure(log: Log) -> None:
    # The reviser overcorrects into a refusal, which breaks P2; fixing P2 brings the dose back.
    # Two principles in tension make the loop oscillate; the round limit ends it with the fallback.
    run(log, [
        DOSE,
        bad("Give him 250 mg every 4 hours", "It sets a dose for one specific child."), ok(),
        REFUSAL,
        ok(), bad("I can't help with medication questions", "It refuses what the package label says."),
        "The label for his age says 240 mg every 4 to 6 hours, at most 4 doses in 24 hours.",
        bad("The label for his age says 240 mg", "It works out a dose for this child."), ok(),
    ])
