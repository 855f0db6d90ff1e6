"""Scripted run of the property-graph-schema sketch: real write checks and query lint, prepared model replies."""

from typing import Dict, List, Tuple

from _support.scripted import Log, ScriptedModel
from sketch import SCHEMA, ask, write_edge

LABELS: Dict[str, str] = {"checkout": "Service", "ledger": "Service", "payments-api": "Service",
                          "fx-rates": "Service", "payments": "Team", "billing": "Team"}
TIER = {"checkout": 1, "ledger": 1, "payments-api": 1, "fx-rates": 2}


def load(log: Log) -> List[Tuple[str, str, str]]:
    """Writes proposed by an extraction job and a sync job, each checked against the schema."""
    edges: List[Tuple[str, str, str]] = []
    for src, rel, dst in [("checkout", "DEPENDS_ON", "payments-api"), ("payments-api", "DEPENDS_ON", "ledger"),
                          ("ledger", "DEPENDS_ON", "fx-rates"), ("payments", "OWNS", "ledger"),
                          ("payments", "DEPENDS_ON", "ledger"), ("billing", "OWNS", "ledger")]:
        error = write_edge(SCHEMA, LABELS, edges, src, rel, dst)
        log(f"write       ({src})-[:{rel}]->({dst}): {error or 'ok'}")
    return edges


def runner(edges: List[Tuple[str, str, str]], log: Log):
    def run(_cypher: str, params: dict) -> List[dict]:
        # Stand-in for a read-only session: what the linted query returns on this graph (up to 3 hops).
        found, frontier = [], [params["service"]]
        for _ in range(3):
            frontier = [d for s, r, d in edges if r == "DEPENDS_ON" and s in frontier]
            found += frontier
        rows = [{"d.name": d, "d.tier": TIER[d]} for d in found]
        log(f"rows        {rows}")
        return rows
    return run


def example(log: Log) -> None:
    edges = load(log)
    model = ScriptedModel([
        '{"cypher": "MATCH (s:Service {name: $service})-[:DEPENDS_ON*1..3]->(d:Service) '
        'RETURN d.name, d.tier", "params": {"service": "checkout"}}',
    ])
    question = "What does checkout depend on, and what tier is each dependency?"
    log(f"question    {question}")
    rows = ask(model.complete, SCHEMA, question, runner(edges, log), log)
    log(f"result      {len(edges)} of 6 writes accepted; {len(rows or [])} dependencies from {len(model.prompts)} model call")


def failure(log: Log) -> None:
    # The model misspells the relationship type; unlinted, the query would return no rows, read as "no dependencies".
    edges = load(lambda _line: None)
    model = ScriptedModel([
        '{"cypher": "MATCH (s:Service {name: $service})-[:DEPENDS*]->(d:Service) RETURN d.name, d.tier", '
        '"params": {"service": "checkout"}}',
        '{"cypher": "MATCH (s:Service {name: $service})-[:DEPENDS_ON*1..3]->(d:Service) '
        'RETURN d.name, d.tier", "params": {"service": "checkout"}}',
    ])
    log("question    What does checkout depend on?")
    rows = ask(model.complete, SCHEMA, "What does checkout depend on?", runner(edges, log), log)
    log(f"result      {len(model.prompts)} model calls, {len(rows or [])} dependencies; the bad query never ran")
