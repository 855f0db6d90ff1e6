"""Scripted run of the tool error recovery sketch: real classification, backoff, budgets and loop
detection; fake travel services that fail in prepared ways and a model whose replies are prepared.
Hotels, trains, ids, dates and delays are illustrative."""

import json

from _support.scripted import Log, ScriptedModel
from sketch import run_agent

REQUEST = "Book Hotel Bellecour in Lyon from 3 to 5 December and the 09:04 TGV 6604 from Paris on the 3rd, window seat if possible."
TOOLS = {
    "book_hotel": ('WRITES; args {"hotel_id", "check_in": "YYYY-MM-DD", "check_out": "YYYY-MM-DD"}', True),
    "book_train": ('WRITES; args {"train", "date": "YYYY-MM-DD"}', True),
    "get_seat_map": ('free seats on a booked train; args {"booking_id"}', False),
}


class FakeTravel:
    """A hotel API that checks dates, a train API that stores a booking and then times out once, and
    a seat service that is rate-limited for 30 s. Bookings are stored once per idempotency key."""

    def __init__(self) -> None:
        self.bookings: dict[str, str] = {}
        self.train_timeouts = 1

    def __call__(self, tool: str, args: dict, key: str) -> dict:
        if tool == "book_hotel":
            if args["check_out"] <= args["check_in"]:
                return {"error": "invalid_arguments", "field": "check_out", "hint": "must be after check_in"}
            return {"ok": True, "booking_id": self.bookings.setdefault(key, "HB-5120")}
        if tool == "book_train":
            booking = self.bookings.setdefault(key, "TR-9012")  # stored before the reply is lost
            if self.train_timeouts:
                self.train_timeouts -= 1
                return {"error": "timeout"}
            return {"ok": True, "booking_id": booking}
        return {"error": "rate_limited", "retry_after": 30}


def run(log: Log, replies: list[dict]) -> None:
    model, travel = ScriptedModel([json.dumps(r) for r in replies]), FakeTravel()
    budget = {"retries": 4, "seconds": 10.0}
    log(f"request     {REQUEST}")
    answer = run_agent(model.complete, travel, TOOLS, "sam", REQUEST, "trip-77", lambda s: None,
                       lambda cap: round(cap * 0.75, 2), log, budget)  # jitter: a fixed draw for the record
    log(f"final       {answer}")
    log(f"budget      {len(model.prompts)} model calls; bookings stored: {len(travel.bookings)}; "
        f"retries left {budget['retries']}, {budget['seconds']:g} s of waiting left")


def example(log: Log) -> None:
    bad_dates = {"hotel_id": "H-88", "check_in": "2026-12-05", "check_out": "2026-12-03"}
    run(log, [
        {"tool": "book_hotel", "args": bad_dates},
        {"tool": "book_hotel", "args": {"hotel_id": "H-88", "check_in": "2026-12-03", "check_out": "2026-12-05"}},
        {"tool": "book_train", "args": {"train": "TGV 6604", "date": "2026-12-03"}},
        {"tool": "get_seat_map", "args": {"booking_id": "TR-9012"}},
        {"final": "Booked Hotel Bellecour, 3-5 December (HB-5120), and TGV 6604 at 09:04 on 3 December (TR-9012). "
                  "The seat service is busy, so choose a window seat later in the rail app."},
    ])


def failure(log: Log) -> None:
    # Correction loop: the model sends the same wrong dates again. The second identical call is not
    # sent; the model is told to stop and asks the user instead.
    bad_dates = {"hotel_id": "H-88", "check_in": "2026-12-05", "check_out": "2026-12-03"}
    run(log, [
        {"tool": "book_hotel", "args": bad_dates},
        {"tool": "book_hotel", "args": bad_dates},
        {"final": "The hotel will not accept a check-out before the check-in. Which nights do you need in Lyon?"},
    ])
