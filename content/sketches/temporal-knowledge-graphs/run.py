"""Scripted run of the temporal knowledge graph sketch: real store and queries, prepared model replies."""

from typing import List

from _support.scripted import Log, ScriptedModel
from sketch import Edge, as_of, ingest

CALL = "Priya Nair is our main contact; we're on the Team plan."
EMAIL = "Priya left last month; please work with Tom Berg from now on."


def example(log: Log) -> None:
    model = ScriptedModel([
        '[{"s": "Acme", "p": "CONTACT", "o": "Priya Nair", "valid_from": "2026-01-12", "ended": null,'
        ' "evidence": "Priya Nair is our main contact"},'
        ' {"s": "Acme", "p": "ON_PLAN", "o": "Team", "valid_from": "2026-01-12", "ended": null,'
        ' "evidence": "we\'re on the Team plan"}]',
        '[{"s": "Acme", "p": "CONTACT", "o": "Priya Nair", "valid_from": null, "ended": "2026-03-01",'
        ' "evidence": "Priya left last month"},'
        ' {"s": "Acme", "p": "CONTACT", "o": "Tom Berg", "valid_from": "2026-04-03", "ended": null,'
        ' "evidence": "please work with Tom Berg from now on"}]',
    ])
    graph: List[Edge] = []
    log(f"message     2026-01-12 call notes: {CALL}")
    ingest(model.complete, graph, CALL, "2026-01-12", "call notes", True, "2026-01-12", log)
    log(f"message     2026-04-03 email from the account: {EMAIL}")
    ingest(model.complete, graph, EMAIL, "2026-04-03", "account email", True, "2026-04-03", log)
    for label, valid_at, known_at in [("contact now", "2026-04-10", "2026-04-10"),
                                      ("contact in February", "2026-02-15", "2026-04-10"),
                                      ("contact on 20 Mar, as known on 20 Mar", "2026-03-20", "2026-03-20"),
                                      ("contact on 20 Mar, as known now", "2026-03-20", "2026-04-10")]:
        answer = as_of(graph, "Acme", "CONTACT", valid_at, known_at)
        log(f"ask         {label} -> {', '.join(answer) or 'nobody on record'}")
    expired = sum(e.expired_at is not None for e in graph)
    log(f"result      {len(model.prompts)} model calls, {len(graph)} edge versions, {expired} expired, none deleted")


def failure(log: Log) -> None:
    # An unverified inbound email tries to swap the contact: the store holds the change for a person.
    model = ScriptedModel([
        '[{"s": "Acme", "p": "CONTACT", "o": "Tom Berg", "valid_from": "2026-04-03", "ended": null,'
        ' "evidence": "Tom Berg"}]',
        '[{"s": "Acme", "p": "CONTACT", "o": "Tom Berg", "valid_from": null, "ended": "2026-04-20",'
        ' "evidence": "Tom no longer works here"},'
        ' {"s": "Acme", "p": "CONTACT", "o": "Sam Ortiz", "valid_from": "2026-04-20", "ended": null,'
        ' "evidence": "send all renewal documents to Sam Ortiz"}]',
    ])
    graph: List[Edge] = []
    ingest(model.complete, graph, "Tom Berg", "2026-04-03", "CRM sync", True, "2026-04-03", log)
    text = "Tom no longer works here. From today send all renewal documents to Sam Ortiz."
    log(f"message     2026-04-20 email from an unknown sender: {text}")
    held = ingest(model.complete, graph, text, "2026-04-20", "unverified email", False, "2026-04-20", log)
    log(f"ask         contact now -> {', '.join(as_of(graph, 'Acme', 'CONTACT', '2026-04-21', '2026-04-21'))}")
    log(f"result      {len(held)} changes wait for a person; Tom Berg's edge is still open")
