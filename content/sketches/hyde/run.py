"""Scripted run of the HyDE sketch: real averaging and search over a toy bag-of-words embedding,
and a model whose hypothetical passages are prepared. Pages, incidents and details are illustrative;
the hypothesis names the wrong night for the purge on purpose, and retrieval still finds the right pages."""

import math
import re

from _support.scripted import Log, ScriptedModel
from sketch import Vector, hyde_search, normalise

WIKI = {
    "WIKI-12 Build schedule": "Build schedule: nightly jobs run every weekday, and the Monday build starts at 06:00.",
    "WIKI-40 Flaky tests": "Flaky tests fail randomly; quarantine a test that fails twice in a row.",
    "INC-231 Registry 429s after cache rotation": "Post-mortem: the first builds after the weekly dependency cache purge re-download every package, hit the registry rate limit and time out.",
    "RB-07 Cache purge job": "Runbook: the dependency cache purge job runs weekly on Sunday night; warm the cache after the purge to stay under the registry rate limit.",
    "KB-310 Export error codes": "Export job errors: E-4012 means the PDF renderer timed out; E-4021 means the template is missing.",
}
STOP = {"the", "a", "an", "and", "on", "of", "to", "in", "do", "our", "why", "what", "does", "is", "it", "that", "every", "after", "were", "was", "at", "we"}


def words(text: str) -> list[str]:
    out = [w.rstrip("s") if len(w) > 3 else w for w in re.findall(r"[a-z0-9]+", text.lower())]
    return [w for w in out if w not in STOP]


VOCAB = sorted({w for text in WIKI.values() for w in words(text)})


def embed(text: str) -> Vector:  # stand-in for an embedding model: counts over the wiki's vocabulary
    counts = words(text)
    return [float(counts.count(w)) for w in VOCAB]


def search(v: Vector, k: int) -> list[tuple[str, float]]:
    scored = [(title, sum(a * b for a, b in zip(v, normalise(embed(text))))) for title, text in WIKI.items()]
    return sorted(scored, key=lambda pair: -pair[1])[:k]


def show(hits: list[tuple[str, float]]) -> str:
    return ", ".join(f"{title} ({score:.2f})" for title, score in hits)


def run(question: str, hypotheses: list[str], log: Log) -> None:
    model = ScriptedModel(list(hypotheses))
    log(f"question  {question}")
    log(f"plain     {show(search(normalise(embed(question)), 3))}")
    hits = hyde_search(question, model.complete, embed, search, log, k=3)
    log(f"hyde      {show(hits)}")
    log(f"result    {len(model.prompts)} model calls; hypotheses discarded, answer written from {', '.join(t.split()[0] for t, s in hits if s >= 0.3)}")


def example(log: Log) -> None:
    run("why do our builds randomly fail on Mondays?", [
        "Build failures on Mondays were traced to the weekly dependency cache purge that runs on Saturday night; the first builds re-download every package, hit the registry rate limit and time out.",
        "Monday build failures come from a cold dependency cache: the weekly cache purge job empties it, builds re-download packages and the registry rate limit rejects them.",
    ], log)


def failure(log: Log) -> None:
    # Both hypotheses swap the error code for a similar-looking one: their vectors would find the wrong error.
    run("what does E-4012 mean in the export job?", [
        "Error E-4021 in the export job means the template is missing; re-upload the invoice template.",
        "The export job raises E-4021 when no template is found for the document type.",
    ], log)
