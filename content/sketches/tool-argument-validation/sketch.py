"""Tool argument validation: every call the model proposes passes schema, state and permission
checks before it runs; a rejected call goes back to the model as a structured error, a few times."""

import json
import re
from dataclasses import dataclass
from typing import Callable

REPAIR_PROMPT = """You are a travel support agent. You may call exactly one tool:
refund_booking {{"booking_id": "BK-<5 digits>", "amount": <number > 0>, "reason": "<text, max 200 chars>"}}
Reply with one JSON object: {{"tool": "refund_booking", "args": {{...}}}}, or {{"give_up": "<why>"}}.
Use only the parameters listed. Do not invent amounts: refund what the booking allows.
Task from the signed-in customer: {task}
{errors}"""

SCHEMA = {"booking_id": (str, r"BK-\d{5}"), "amount": (float, None), "reason": (str, r"[^\n]{1,200}")}


@dataclass
class Booking:
    owner_id: str
    amount_paid: float
    status: str


def check(args: dict, user_id: str, get_booking: Callable[[str], Booking | None]) -> list[str]:
    """Schema first, then state and ownership; identity comes from the session, never from args."""
    errors = [f"{k} is not a parameter of refund_booking" for k in args if k not in SCHEMA]
    bad_types = []
    for name, (kind, pattern) in SCHEMA.items():
        value = args.get(name)
        if kind is float and (isinstance(value, bool) or not isinstance(value, (int, float)) or value <= 0):
            bad_types.append(f"{name} must be a number above 0")
        elif kind is str and (not isinstance(value, str) or not re.fullmatch(pattern or ".*", value)):
            bad_types.append(f"{name} must match {pattern}")
    if bad_types:
        return errors + bad_types
    booking = get_booking(args["booking_id"])
    if booking is None or booking.owner_id != user_id:
        return ["booking not found"]  # the same words for missing and not yours: no probing
    if booking.status != "confirmed":
        errors.append(f"booking status is {booking.status}; only confirmed bookings can be refunded")
    if args["amount"] > booking.amount_paid:
        errors.append(f"amount {args['amount']} exceeds amount paid {booking.amount_paid}")
    return errors


def refund_with_validation(
    complete: Callable[[str], str],
    task: str,
    user_id: str,
    get_booking: Callable[[str], Booking | None],
    execute: Callable[[dict], str],
    queue_for_approval: Callable[[dict], str],
    log: Callable[[str], None],
    max_attempts: int = 2,
    approval_above: float = 1000,
) -> str:
    errors: list[str] = []
    for attempt in range(1, max_attempts + 1):
        feedback = f"Your last call was rejected: {json.dumps({'error': 'invalid_arguments', 'details': errors})}" if errors else ""
        reply = json.loads(complete(REPAIR_PROMPT.format(task=task, errors=feedback)))
        if "give_up" in reply:
            return f"model gave up: {reply['give_up']}"
        args = reply.get("args", {})
        log(f"proposed  {attempt}: {json.dumps(args)}")
        errors = check(args, user_id, get_booking)
        for e in errors:
            log(f"rejected  {e}")
        if not errors:
            if args["amount"] > approval_above:  # policy a schema cannot express: big refunds need a person
                return queue_for_approval(args)
            return execute(args)
    return f"escalated to a person after {max_attempts} rejected calls"
