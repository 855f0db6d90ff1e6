"""Saga with compensations for an agent's bookings: the model plans steps from a fixed action list,
code checks the plan against the registry (every step before the pivot has a declared compensation),
runs the steps with a log, and on a failure before the pivot runs the compensations in reverse with the
references it recorded; what cannot be undone goes to a person. The model writes the report from the
log. Model and tools are parameters."""

import json
from typing import Any, Callable

Complete = Callable[[str], str]
Tool = Callable[[dict], dict]

# action -> compensation; None marks the pivot (charge_card) and the steps after it, which only retry forward
REGISTRY: dict[str, str | None] = {"reserve_flight": "cancel_flight", "reserve_hotel": "cancel_hotel",
                                   "book_conference": "cancel_registration", "charge_card": None, "send_itinerary": None}
PIVOT = "charge_card"

PLAN_PROMPT = """You plan the booking of a business trip. Use only these actions:
reserve_flight {{"flight": "<code>"}}, reserve_hotel {{"hotel": "<id>", "nights": <n>}},
book_conference {{"event": "<id>"}}, charge_card {{"amount_eur": <n>}}, send_itinerary {{}}.
Put every reservation before charge_card. Do not add cancellations or refunds: the system undoes steps.
Reply with a JSON list of {{"action": "<name>", "args": {{}}}} and nothing else.
Request: {request}
Options found: {options}"""

REPORT_PROMPT = """Tell the traveller what happened, in at most three sentences, using only the saga log below.
Say plainly what was booked, what was released and anything that could not be undone.
Never say something was cancelled, refunded or charged unless the log shows it.
Saga log:
{log}"""


class Refused(Exception):  # a business refusal (sold out, fare rules): retrying will not help
    pass


def attempt(tool: Tool, args: dict, tries: int, label: str, log: Callable[[str], None]) -> dict | None:
    for n in range(1, tries + 1):
        try:
            return tool(args)
        except Refused as error:
            log(f"failed    {label}: {error} (refused, not retried)")
            return None
        except RuntimeError as error:  # transient: timeouts, 5xx
            log(f"failed    {label} attempt {n}: {error}")
    return None


def run_saga(complete: Complete, request: str, options: str, tools: dict[str, Tool], log: Callable[[str], None],
             retries: int = 3) -> str:
    plan = json.loads(complete(PLAN_PROMPT.format(request=request, options=options)))
    actions = [s["action"] for s in plan]
    if any(a not in REGISTRY for a in actions) or PIVOT not in actions or any(
            REGISTRY[a] is None for a in actions[:actions.index(PIVOT)]):
        raise ValueError(f"plan rejected: {actions}")  # unknown action, or a step without undo before the pivot
    saga: list[dict[str, Any]] = []
    for step in plan:
        name, past_pivot = step["action"], any(e["action"] == PIVOT for e in saga)
        result = attempt(tools[name], step["args"], 10 if past_pivot else retries, name, log)  # after the pivot: forward only
        if result is not None:
            saga.append({"action": name, "status": "done", "ref": result.get("ref")})
            log(f"done      {name} {json.dumps(step['args'])} -> {result.get('ref')}")
            continue
        saga.append({"action": name, "status": "escalated" if past_pivot else "failed"})
        for entry in [] if past_pivot else [e for e in saga if e["status"] == "done"][::-1]:  # reverse order
            undo = str(REGISTRY[entry["action"]])
            ok = attempt(tools[undo], {"ref": entry["ref"]}, retries, f"{undo} {entry['ref']}", log)  # recorded ref only
            saga.append({"action": undo, "status": "done" if ok is not None else "escalated", "ref": entry["ref"]})
            log(f"undone    {undo} {entry['ref']}" if ok is not None else f"escalate  {undo} {entry['ref']}: to the travel desk with the saga log")
        break
    report = complete(REPORT_PROMPT.format(log="\n".join(json.dumps(e) for e in saga)))
    log(f"report    {report}")
    return report
