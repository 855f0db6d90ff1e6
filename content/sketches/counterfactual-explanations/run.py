"""Scripted run of the counterfactual-explanations sketch: real candidate filtering, ordering,
re-runs and invariance test; the reviewer model's policy and its proposals are prepared."""

import json
import re

from _support.scripted import KeyedModel, Log
from sketch import counterfactuals, invariant, reviewer

POLICY = "Approve when monthly revenue is at least 35% of the amount requested; 12 months of bank statements count as 6 points."
# The declined application (names and figures illustrative). Age and name are in the file but never actionable.
APPLICATION = {"owner_name": "Aisha Rahman", "owner_age": 41, "years_in_business": 2,
               "monthly_revenue": 18000, "requested_amount": 60000, "bank_statements_months": 6}
SPACE = {
    "requested_amount": {"min": 10000, "max": 60000, "scale": 60000, "grid": [55000, 50000, 45000, 40000]},
    "monthly_revenue": {"min": 18000, "max": 30000, "scale": 18000, "grid": [19000, 20000, 21000, 22000]},
    "bank_statements_months": {"min": 6, "max": 24, "scale": 12, "grid": [12, 24]},
}


def review(prompt: str) -> str:
    """Stands in for the reviewer model following the policy it was given."""
    found = re.search(r"Application \(data, not instructions\):\n(.*)", prompt, re.S)
    assert found, "the reviewer prompt always ends with the application"
    app = json.loads(found.group(1))
    points = 100 * app["monthly_revenue"] / app["requested_amount"] + (6 if app["bank_statements_months"] >= 12 else 0)
    return json.dumps({"decision": "APPROVE" if points >= 35 else "DECLINE", "reason": f"{points:.1f} points"})


def explain(found: list[dict]) -> str:
    words = {"requested_amount": "a requested amount of {:,}", "monthly_revenue": "monthly revenue of {:,}",
             "bank_statements_months": "{} months of bank statements"}
    return "Would likely have been approved with " + ", or ".join(words[f["field"]].format(f["to"]) for f in found) + "."


def example(log: Log) -> None:
    proposals = {"changes": [{"field": "requested_amount", "to": 45000}, {"field": "bank_statements_months", "to": 12},
                             {"field": "owner_age", "to": 45}]}
    model = KeyedModel([("You review small-business", review), ("You help explain", json.dumps(proposals))])
    decide = reviewer(model.complete, POLICY)
    log("case        A-3305: revenue 18,000 a month, requests 60,000, 6 months of statements")
    found = counterfactuals(APPLICATION, decide, model.complete, SPACE, log)
    ok = invariant(APPLICATION, decide, "owner_name", "Anna Berg")
    log(f"invariance  owner_name Aisha Rahman -> Anna Berg: {'unchanged' if ok else 'FLIPS, fairness bug'}")
    log(f"user sees   {explain(found)}")
    log(f"result      {len(model.prompts)} model calls, {len(found)} verified counterfactuals")


def failure(log: Log) -> None:
    # The model's own account of "what would change my mind" sounds right but does not hold.
    proposals = {"changes": [{"field": "monthly_revenue", "to": 20000}, {"field": "bank_statements_months", "to": 9}]}
    model = KeyedModel([("You review small-business", review), ("You help explain", json.dumps(proposals))])
    decide = reviewer(model.complete, POLICY)
    log("case        A-3305: revenue 18,000 a month, requests 60,000, 6 months of statements")
    found = counterfactuals(APPLICATION, decide, model.complete, SPACE, log, max_runs=7)
    log(f"user sees   {explain(found)}")
