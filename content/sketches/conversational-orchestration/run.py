"""Scripted run of the conversational orchestration sketch: a bank assistant helps a customer who is
moving house. The model's extractions are scripted; the address, balance and card tools are
stand-ins. Names, amounts and dates are illustrative."""

import json
from typing import Callable

from _support.scripted import Log, ScriptedModel
from sketch import handle_turn

SPECS = {
    "update_address": {"label": "set your address to {new_address} from {move_date}", "slots": ["new_address", "move_date"],
                       "tool": "address", "answer_now": False, "background": False},
    "reissue_card": {"label": "send a new card to {new_address}", "slots": ["new_address"],
                     "tool": "card", "answer_now": False, "background": True},
    "check_balance": {"label": "", "slots": [], "tool": "balance", "answer_now": True, "background": False},
}
PATTERNS = {"new_address": r"[\w ,.'-]{5,80}", "move_date": r"\d{4}-\d{2}-\d{2}"}


def converse(log: Log, turns: list[tuple[str, dict]]) -> None:
    model = ScriptedModel([json.dumps(extraction) for _, extraction in turns])
    jobs: list[tuple[str, Callable[[], str]]] = []
    tools: dict[str, Callable[[dict], str]] = {
        "address": lambda a: f"Address updated to {a['new_address']} from {a['move_date']}.",
        "card": lambda a: f"New card ordered, arriving at {a['new_address']} in 5 working days.",
        "balance": lambda _: "Your balance is £1,240.50.",
    }
    state: dict = {"goals": [], "slots": {}, "pending": None, "last": ""}
    for text, _ in turns:
        log(f"user      {text}")
        reply = handle_turn(state, text, model.complete, SPECS, PATTERNS, tools, lambda g, f: jobs.append((g, f)), log)
        log(f"assistant {reply}")
    for goal, job in jobs:  # background agents finish later and post into the conversation
        log(f"later     {goal} finished -> assistant: {job()}")
    log(f"result    {len(model.prompts)} model calls for {len(turns)} user turns")


def example(log: Log) -> None:
    converse(log, [
        ("I'm moving in June, update my address and order a new card.",
         {"intents": ["update_address", "reissue_card"], "slots": {}, "confirm": None}),
        ("12 Rose St, Leeds, from 1 June. Also, what's my balance?",
         {"intents": ["check_balance"], "slots": {"new_address": "12 Rose St, Leeds", "move_date": "2027-06-01"}, "confirm": None}),
        ("Yes.", {"intents": [], "slots": {}, "confirm": "yes"}),
    ])


def failure(log: Log) -> None:
    # The user corrects the address and says yes in the same message. A policy that honoured
    # confirm=yes alone would ship the card to an address the user never saw in a confirmation.
    converse(log, [
        ("I'm moving, update my address to 12 Rose St, Leeds from 1 June and order a new card.",
         {"intents": ["update_address", "reissue_card"],
          "slots": {"new_address": "12 Rose St, Leeds", "move_date": "2027-06-01"}, "confirm": None}),
        ("Oh wait, it's 14 Rose St, Leeds. Yes, go ahead.",
         {"intents": [], "slots": {"new_address": "14 Rose St, Leeds"}, "confirm": "yes"}),
        ("Yes.", {"intents": [], "slots": {}, "confirm": "yes"}),
    ])
