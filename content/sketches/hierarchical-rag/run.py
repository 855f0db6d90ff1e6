"""Scripted run of the Hierarchical RAG sketch: real two-level selection, flat safety net and
citation check over a small policy set; prepared summaries and answers. Policies are illustrative."""

import re

from _support.scripted import Log, ScriptedModel
from sketch import Doc, answer, build_index

QUESTION = "What must I do before taking a company laptop abroad?"


def docs() -> list[Doc]:
    return [
        Doc("tr", "Travel Policy", {"tr-1": "Book trips abroad through the travel desk.", "tr-2": "Register every trip abroad in the travel app before departure."}),
        Doc("ds", "Device Security Standard", {"ds-1": "A company laptop taken abroad must have disk encryption switched on.", "ds-2": "Report a lost device within one hour."}),
        Doc("ex", "Export Controls Guide", {"ex-1": "Some goods need a licence to leave the country.", "ex-2": "A laptop carrying encryption software needs an export check before it goes abroad to some countries."}),
        Doc("xp", "Expense Policy", {"xp-1": "Claim meals within 30 days."}),
    ]


def score(query: str, text: str) -> int:
    stop = {"what", "must", "before", "taking", "company"}
    words = set(re.findall(r"[a-z]{4,}", query.lower())) - stop
    return len(words & set(re.findall(r"[a-z]{4,}", text.lower())))


def run(summaries: list[str], final: str, log: Log) -> None:
    model = ScriptedModel([*summaries, final])
    index = docs()
    build_index(index, model.complete, log)
    log(f"question  {QUESTION}")
    reply = answer(QUESTION, index, model.complete, score, log)
    log(f"answer    {reply}")
    log(f"result    {len(model.prompts)} model calls: {len(index)} summaries at indexing, 1 answer")


GOOD = [
    "Rules for trips abroad: booking through the travel desk and registering each trip in the app.",
    "Security rules for company devices such as a laptop: encryption and reporting losses.",
    "Export checks for goods leaving the country, including a laptop with encryption software.",
    "How to claim meals and other expenses.",
]
ANSWER = "Register the trip in the travel app [tr-2], make sure disk encryption is on [ds-1], and ask for an export check for your destination [ex-2]."


def example(log: Log) -> None:
    run(GOOD, ANSWER, log)


def failure(log: Log) -> None:
    # Early pruning: the export guide gets a generic summary, so level 1 skips it; the flat search
    # over all chunks brings its laptop chunk back.
    run([GOOD[0], GOOD[1], "Overview of trade compliance obligations.", GOOD[3]], ANSWER, log)
