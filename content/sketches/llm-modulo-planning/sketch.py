"""LLM-Modulo planning: the model proposes a plan, a bank of critics in code decides whether it is
correct, and a meta-controller turns their verdicts into the next prompt. Only hard critics can reject
or accept; soft critics advise. The loop keeps the best candidate and reports unmet constraints."""

import json
from typing import Callable, Dict, List, Optional

Complete = Callable[[str], str]
Critic = Callable[[dict], Optional[str]]  # None when satisfied, otherwise a specific reason
Log = Callable[[str], None]

GENERATE_PROMPT = """Plan the trip below as JSON. Checkers will test your plan, and it is accepted only when every hard check passes.
Request: {request}
Flights you may use (code: route, times, price):
{flights}
Hotels you may use (name: price per night, nights available):
{hotels}
Refer to flights and hotels by code and name only; the checkers look up their times and prices.
Format: {{"flights": ["<code>"], "hotel": "<name>", "nights": ["<YYYY-MM-DD>"], "activities": [{{"name": "<name>", "price_eur": <number>, "museum": true | false}}]}}
{feedback}
Reply with the JSON plan and nothing else."""


def back_prompt(failures: Dict[str, str], advice: Dict[str, str], earlier: List[str]) -> str:
    """The meta-controller: critics' own messages, hard ones first. Plan text is never echoed back."""
    lines = [f"- MUST ({name}): {reason}" for name, reason in failures.items()]
    lines += [f"- CONSIDER ({name}): {reason}" for name, reason in advice.items()]
    if earlier:
        lines.append(f"- Earlier plans also failed: {', '.join(earlier)}. Do not bring those problems back.")
    return "Your previous plan was rejected. Fix every MUST item; CONSIDER items are preferences.\n" + "\n".join(lines)


def llm_modulo(request: str, complete: Complete, catalogue: Dict[str, str], hard: Dict[str, Critic],
               soft: Dict[str, Critic], log: Log, max_rounds: int = 3) -> dict:
    feedback, best, earlier = "", {}, []
    for round_no in range(1, max_rounds + 1):
        reply = complete(GENERATE_PROMPT.format(request=request, feedback=feedback, **catalogue))
        try:
            plan = json.loads(reply)
            failures = {n: r for n, c in hard.items() if (r := c(plan)) is not None}
            advice = {n: r for n, c in soft.items() if (r := c(plan)) is not None}
        except (ValueError, KeyError, TypeError):  # the format critic runs first
            plan, failures, advice = {}, {"format": "the reply is not a plan in the required format"}, {}
        log(f"round {round_no}  {', '.join(plan.get('flights', []))} + {plan.get('hotel', '?')}: "
            + ("every hard check passed" if not failures else f"{len(failures)} hard check(s) failed"))
        if not best or len(failures) < len(best["failures"]):
            best = {"plan": plan, "failures": failures, "advice": advice, "round": round_no}
        if not failures:
            return {"ok": True, **best}  # correctness comes from the hard critics, not the model
        feedback = back_prompt(failures, advice, earlier)
        earlier += [f"{name} (round {round_no})" for name in failures]
        if round_no < max_rounds:
            for line in feedback.splitlines()[1:]:
                log(f"  back   {line}")
    return {"ok": False, **best}  # the best candidate, with the constraints it still breaks
