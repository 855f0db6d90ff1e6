"""Scripted run of the KGE sketch: real RotatE scoring, filtered ranking and triage; the trained vectors,
the literature search and the checking model are prepared stand-ins."""

import cmath
import math

from _support.scripted import Log, ScriptedModel
from sketch import filtered_rank, predict, triage

P = lambda r, deg: cmath.rect(r, math.radians(deg))  # a complex coordinate from length and angle
ENT = {  # two complex dimensions per entity, as a trained model might leave them
    "Compound-X": [P(1, 0), P(1, 0)],
    "Compound-Y": [P(1, 30), P(1, 10)],
    "Kinase-A": [P(1, 92), P(1, 47)],
    "Kinase-B": [P(1, 88), P(1, 44)],
    "Kinase-C": [P(1, 100), P(1, 60)],
    "Kinase-D": [P(1, 125), P(1, 56)],
    "Pathway-P": [P(1, 200), P(1, 180)],
}
PHASE = {"INHIBITS": [math.radians(90), math.radians(45)]}
KNOWN = {("Compound-X", "INHIBITS", "Kinase-B"), ("Compound-Y", "INHIBITS", "Kinase-D")}
PASSAGES = {
    "Compound-X Kinase-A": "PMID-0001: In a cell assay, Compound-X inhibited Kinase-A at micromolar doses. Kinase-C was not tested.",
    "Compound-X Kinase-C": "PMID-0002: Compound-X was screened against 40 kinases; results for Kinase-C are in the supplement.",
}


def run(log: Log, replies) -> None:
    model = ScriptedModel(replies)
    log(f"held out    (Compound-Y, INHIBITS, Kinase-D): filtered rank {filtered_rank(('Compound-Y', 'INHIBITS', 'Kinase-D'), ENT, PHASE, KNOWN)}")
    log("query       (Compound-X, INHIBITS, ?)")
    candidates = predict("Compound-X", "INHIBITS", ENT, PHASE, KNOWN)
    for name, s, known in candidates:
        log(f"  rank      {name} score {s:.2f}{' (already in graph, filtered)' if known else ''}")
    for item in triage("Compound-X", "INHIBITS", candidates, PASSAGES.__getitem__, model.complete, "kge-rotate-2026-11"):
        log(f"review      {item['edge']} | score {item['score']} | {item['status']} | {item['literature']}")
    log(f"result      curated graph unchanged ({len(KNOWN)} edges), {len(model.prompts)} model calls")


def example(log: Log) -> None:
    run(log, [
        '{"verdict": "SUPPORTS", "quote": "In a cell assay, Compound-X inhibited Kinase-A at micromolar doses."}',
        '{"verdict": "NOT_MENTIONED", "quote": ""}',
    ])


def failure(log: Log) -> None:
    # The checking model claims support for Kinase-C with a sentence the passage does not contain.
    run(log, [
        '{"verdict": "SUPPORTS", "quote": "In a cell assay, Compound-X inhibited Kinase-A at micromolar doses."}',
        '{"verdict": "SUPPORTS", "quote": "Compound-X strongly inhibited Kinase-C."}',
    ])
