"""Scripted run of the voting sketch: real prompt, normalisation and voting rule; three voters
(different models and providers in production) whose answers are prepared, keyed by the report."""

from _support.scripted import KeyedModel, Log
from sketch import vote

REPORTS = {
    "r-1041": "Post: 'People like you should be run out of this town. I know where you park.'",
    "r-1042": "Post: 'Cheap followers!!! DM me, 1000 for $5, also your post is garbage'",
}


def show(log: Log, report_id: str, voters: dict) -> None:
    label, votes, reason = vote(voters, REPORTS[report_id])
    log(f"report    {report_id} {REPORTS[report_id]}")
    for name, v in votes.items():
        log(f"  voter {name}  {v if v else 'no valid vote'}")
    log(f"  decision {'apply ' + label if label else 'escalate to a person'} ({reason})")


def example(log: Log) -> None:
    a = KeyedModel([("run out of this town", "ABUSE"), ("Cheap followers", "SPAM")])
    b = KeyedModel([("run out of this town", "abuse."), ("Cheap followers", "OK")])
    c = KeyedModel([("run out of this town", "OK"), ("Cheap followers", "ABUSE")])
    voters = {"A": a.complete, "B": b.complete, "C": c.complete}
    for report_id in REPORTS:
        show(log, report_id, voters)
    calls = len(a.prompts) + len(b.prompts) + len(c.prompts)
    log(f"result    {calls} model calls for {len(REPORTS)} reports: 1 label applied, 1 escalated")


def failure(log: Log) -> None:
    # The two weaker voters agree on ABUSE; the strongest voter (A) says OK. A plain majority would
    # apply ABUSE; the veto rule sends the report to a person instead.
    a = KeyedModel([("run out of this town", "OK")])
    b = KeyedModel([("run out of this town", "ABUSE")])
    c = KeyedModel([("run out of this town", "Abuse")])
    show(log, "r-1041", {"A": a.complete, "B": b.complete, "C": c.complete})
    log("result    a plain majority would have applied ABUSE against the most accurate voter")
