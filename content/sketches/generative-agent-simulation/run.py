"""Scripted run of the generative agent simulation sketch: the real memory stream, retrieval,
reflection trigger, delivery and source check, with a model whose replies are prepared and a small
bag-of-words embedding."""

import json
import math
import re

from _support.scripted import Log, ScriptedModel
from sketch import Memory, Person, simulate

VOCAB = ["lunch", "friday", "wednesday", "thursday", "reply", "app", "team", "event", "colleagues", "ben", "cy", "home"]
ANNOUNCEMENT = "In-app announcement: team lunch on Friday at 12:30, reply in the app by Wednesday."
CLOCK = ["Monday 09:00", "Monday 11:00", "Monday 15:00"]


def embed(text: str) -> list[float]:
    words = re.findall(r"[a-z]+", text.lower())
    vec = [float(words.count(w)) for w in VOCAB]
    norm = math.sqrt(sum(x * x for x in vec)) or 1.0
    return [x / norm for x in vec]


def seed(persona: str, *memories: tuple[str, int]) -> Person:
    return Person(persona, [Memory(t, i, embed(t), 0) for t, i in memories], sum(i for _, i in memories))


def act(action: str, say_to: str | None, says: str | None, heard_from: str | None) -> str:
    return json.dumps({"action": action, "say_to": say_to, "says": says, "heard_from": heard_from})


def example(log: Log) -> None:
    people = {
        "Ana": seed("Ana is a sales coordinator who checks the company app every morning.", ("Ana sits next to Ben", 3)),
        "Ben": seed("Ben is an engineer who never opens the company app.",
                    ("Ben has not opened the company app since January", 4),
                    ("Ben missed the last team event because nobody told him", 6)),
        "Cy": seed("Cy is a designer on Ben's team who works from home on Mondays.", ("Cy works from home on Mondays", 2)),
    }
    model = ScriptedModel([
        "6", act("replies yes in the app, then turns to Ben", "Ben",
                 "Team lunch on Friday at 12:30, reply in the app by Wednesday!", "App"),
        "5", "Ben hears about team events only from colleagues, because he never opens the app (1, 2, 3)",
        act("messages Cy on chat", "Cy", "Lunch on Friday, reply by Thursday I think", "Ana"),
        "4", act("notes Thursday as the reply deadline and goes back to work", None, None, "Ben"),
    ])
    log(f"seed        Ana, {CLOCK[0]}: {ANNOUNCEMENT}")
    env = simulate(people, {"Ana": [("App", ANNOUNCEMENT)]}, 3, lambda t: CLOCK[t], model.complete, embed, log)
    knows = [n for n, p in people.items() if any("lunch" in m.text.lower() for m in p.memories)]
    changed = [e for e in env if "Wednesday" not in str(e["says"])]
    log(f"finding     {len(knows)} of {len(people)} know about the lunch; the deadline changed in "
        f"{changed[0]['from']} -> {changed[0]['to']} at step {changed[0]['step']}")
    log(f"result      {len(model.prompts)} model calls; a hypothesis for the pilot, not a prediction")


def failure(log: Log) -> None:
    # Cy invents a source for a change nobody announced; the environment log shows no such message.
    people = {"Cy": seed("Cy is a designer who works from home on Mondays.", ("Cy works from home on Mondays", 2)),
              "Dee": seed("Dee is a new analyst on Cy's team.", ("Dee joined the team last week", 5))}
    model = ScriptedModel([
        "4", act("posts in the team chat", "Dee", "HR says the lunch moved to Thursday", "HR"),
        "5", act("moves her reply to Thursday", None, None, "Cy"),
    ])
    heard = "Ben says: Lunch on Friday, reply in the app by Wednesday"
    log(f"seed        Cy, {CLOCK[0]}: {heard}")
    env = simulate(people, {"Cy": [("Ben", heard)]}, 2, lambda t: CLOCK[t], model.complete, embed, log)
    unsupported = [e for e in env if not e["supported"]]
    log(f"finding     {len(unsupported)} of {len(env)} messages rest on a source the log does not show: "
        "reported as a simulation artefact, not as behaviour to expect")
