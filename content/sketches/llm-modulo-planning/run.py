"""Scripted run of the LLM-Modulo sketch: real critics in code and a real meta-controller; the
planner's replies are prepared. Flights, hotels, times and prices are invented."""

import json
from typing import Dict, List, Optional

from _support.scripted import Log, ScriptedModel
from sketch import Critic, llm_modulo

REQUEST = "3 days in Vienna from Lisbon, 12 to 14 March 2027, at most 900 EUR all in, and one museum"
FLIGHTS = {  # code: (from, to, date, departs, arrives, price)
    "TP1274": ("LIS", "VIE", "2027-03-12", "07:00", "11:25", 260),
    "LH1169": ("LIS", "FRA", "2027-03-12", "10:00", "14:10", 210),
    "LH1238": ("FRA", "VIE", "2027-03-12", "14:30", "15:45", 120),
    "LH1240": ("FRA", "VIE", "2027-03-12", "16:00", "17:15", 95),
    "TP1275": ("VIE", "LIS", "2027-03-14", "12:20", "15:05", 240),
}
HOTELS = {"Hotel Ring": (230, ["2027-03-12", "2027-03-13"]), "Pension Alser": (95, ["2027-03-12", "2027-03-13"])}
CATALOGUE = {"flights": "\n".join(f"{c}: {f[0]}-{f[1]} {f[2]} {f[3]}-{f[4]}, {f[5]} EUR" for c, f in FLIGHTS.items()),
             "hotels": "\n".join(f"{h}: {p} EUR, {', '.join(n)}" for h, (p, n) in HOTELS.items())}


def total(plan: dict) -> int:
    return (sum(FLIGHTS[c][5] for c in plan["flights"]) + HOTELS[plan["hotel"]][0] * len(plan["nights"])
            + sum(a["price_eur"] for a in plan.get("activities", [])))


def minutes(hhmm: str) -> int:
    return int(hhmm[:2]) * 60 + int(hhmm[3:])


def known(plan: dict) -> Optional[str]:
    bad = [c for c in plan["flights"] if c not in FLIGHTS] + [n for n in plan["nights"] if n not in HOTELS.get(plan["hotel"], (0, []))[1]]
    return f"not bookable: {', '.join(bad)}" if bad else None


def connections(plan: dict) -> Optional[str]:
    legs = [FLIGHTS[c] for c in plan["flights"]]
    for a, b in zip(legs, legs[1:]):
        if a[1] == b[0] and a[2] == b[2] and minutes(b[3]) - minutes(a[4]) < 45:
            return f"{a[1]} arrival {a[4]}, next departure {b[3]}: {minutes(b[3]) - minutes(a[4])} min, need 45"
    return None


def budget(plan: dict) -> Optional[str]:
    return None if total(plan) <= 900 else f"total {total(plan)} EUR is {total(plan) - 900} over the 900 EUR limit"


HARD: Dict[str, Critic] = {"bookable": known, "connection": connections, "budget": budget}  # sound, in code
SOFT: Dict[str, Critic] = {"preference": lambda p: None if any(a.get("museum") for a in p.get("activities", []))
                           else "the user asked for one museum; none is planned"}


def plan(flights: List[str], hotel: str, activity: dict) -> str:
    return json.dumps({"flights": flights, "hotel": hotel, "nights": ["2027-03-12", "2027-03-13"], "activities": [activity]})


PRATER = {"name": "Prater", "price_eur": 0, "museum": False}
KHM = {"name": "Kunsthistorisches Museum", "price_eur": 21, "museum": True}


def example(log: Log) -> None:
    model = ScriptedModel([plan(["LH1169", "LH1238", "TP1275"], "Hotel Ring", PRATER),
                           plan(["TP1274", "TP1275"], "Pension Alser", KHM)])
    log(f"request  {REQUEST}")
    out = llm_modulo(REQUEST, model.complete, CATALOGUE, HARD, SOFT, log)
    log(f"result   {'accepted' if out['ok'] else 'failed'} in round {out['round']}; total {total(out['plan'])} EUR; {len(model.prompts)} model calls")


def failure(log: Log) -> None:
    # The planner fixes one constraint by breaking another, round after round. The loop stops at its
    # limit and reports the best candidate with the constraint it still breaks, instead of a bad plan.
    model = ScriptedModel([plan(["TP1274", "TP1275"], "Hotel Ring", KHM),
                           plan(["LH1169", "LH1238", "TP1275"], "Pension Alser", KHM),
                           plan(["LH1169", "LH1240", "TP1275"], "Hotel Ring", KHM)])
    log(f"request  {REQUEST}")
    out = llm_modulo(REQUEST, model.complete, CATALOGUE, HARD, SOFT, log)
    unmet = "; ".join(out["failures"].values())
    log(f"result   no plan passed in 3 rounds; best is round {out['round']}, which still breaks: {unmet}")
