"""Scripted run of the saga sketch: real plan checks, step log, reverse-order compensation with the
recorded references, retries and escalation, with fake booking services and the model's plan and
reports prepared. Flights, hotels, events and prices are illustrative."""

import json

from _support.scripted import Log, ScriptedModel
from sketch import Refused, run_saga

REQUEST = "Book me for DevCon Berlin on 12-13 June: flight from Lisbon, two nights near the venue, pay with the company card."
OPTIONS = "TP552 LIS-BER 11 June; Hotel Spree (HS-9) 2 nights; DevCon ticket DC-26; total 1,240 EUR"
PLAN = json.dumps([
    {"action": "reserve_flight", "args": {"flight": "TP552"}},
    {"action": "reserve_hotel", "args": {"hotel": "HS-9", "nights": 2}},
    {"action": "book_conference", "args": {"event": "DC-26"}},
    {"action": "charge_card", "args": {"amount_eur": 1240}},
    {"action": "send_itinerary", "args": {}},
])


def services(flight_cancel_failures: int) -> dict:
    failures = [flight_cancel_failures]  # transient failures before the airline accepts the cancellation

    def sold_out(args: dict) -> dict:
        raise Refused("DC-26 sold out")

    def cancel_flight(args: dict) -> dict:
        if failures[0] > 0:
            failures[0] -= 1
            raise RuntimeError("airline API timed out")
        return {"ok": True}

    def fail(args: dict) -> dict:
        raise AssertionError("a step after the failure must never run")

    return {"reserve_flight": lambda a: {"ref": "PNR-7QX2"}, "reserve_hotel": lambda a: {"ref": "HS-9-4471"},
            "book_conference": sold_out, "charge_card": fail, "send_itinerary": fail,
            "cancel_flight": cancel_flight, "cancel_hotel": lambda a: {"ok": True}, "cancel_registration": fail}


def example(log: Log) -> None:
    log(f"input     {REQUEST}")
    model = ScriptedModel([PLAN, "DevCon Berlin is sold out, so I released your flight hold (PNR-7QX2) and hotel "
                                 "hold (HS-9-4471). Nothing was charged to the company card."])
    run_saga(model.complete, REQUEST, OPTIONS, services(0), log)
    log(f"result    {len(model.prompts)} model calls: one plan, one report; compensations chosen by code")


def failure(log: Log) -> None:
    # The airline's API times out on every cancellation attempt. The saga retries the compensation, then
    # escalates with the booking reference instead of retrying forever or pretending it worked.
    log(f"input     {REQUEST}")
    model = ScriptedModel([PLAN, "DevCon Berlin is sold out. I released your hotel hold (HS-9-4471) and nothing was "
                                 "charged, but the flight hold PNR-7QX2 could not be cancelled; the travel desk has it."])
    run_saga(model.complete, REQUEST, OPTIONS, services(3), log)
