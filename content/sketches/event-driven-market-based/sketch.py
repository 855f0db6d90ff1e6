"""Event-driven market: offers, bids, awards and completions are events on topics (append-only lists).
Each bidder's model prices an offer that holds no job content; the market maker closes the bidding
window, checks bids in code, awards the cheapest bid that meets the deadline and the quality floor
(declared quality capped by measured reputation), and settles completions into reputation."""

import json
from typing import Callable

Complete = Callable[[str], str]
Log = Callable[[str], None]
Topics = dict[str, list[dict]]  # topic -> events in offset order, retained for audit
NEWCOMER_REP = 0.85  # an agent with no completions starts at the usual quality floor

BID_PROMPT = """You are {agent}, a worker agent bidding in a job market. You run on: {profile}
Your current queue: {queue}
Job offer (the job's content is not included): {offer}
Reply with JSON only, either {{"bid": false}} or
{{"bid": true, "price_eur": <number>, "eta_min": <minutes from now until done>, "quality": <0 to 1, expected acceptance score>}}
Price at or above your running cost, and count your queue in eta_min.
Your bids are compared with your measured results: a missed deadline or a low score lowers your future wins."""


def publish(topics: Topics, topic: str, event: dict) -> None:
    topics.setdefault(topic, []).append(event)


def bid(complete: Complete, agent: str, profile: str, queue: str, offer: dict, at_s: int) -> dict | None:
    try:
        reply = json.loads(complete(BID_PROMPT.format(agent=agent, profile=profile, queue=queue, offer=json.dumps(offer))))
        if reply.get("bid") is True:
            return {"job": offer["job"], "agent": agent, "price": float(reply["price_eur"]),
                    "eta": float(reply["eta_min"]), "quality": float(reply["quality"]), "at_s": at_s}
    except (ValueError, KeyError, TypeError, AttributeError):
        pass
    return None  # prose, a refusal or a malformed bid is no bid


def match(topics: Topics, offer: dict, reputation: dict[str, float], log: Log) -> dict | None:
    valid = []
    for b in (e for e in topics.get("bids", []) if e["job"] == offer["job"]):
        rep = reputation.get(b["agent"], NEWCOMER_REP)  # measured, not claimed
        problems = [text for text, bad in [
            (f"arrived at {b['at_s']} s, window closed at {offer['window_s']} s", b["at_s"] > offer["window_s"]),
            (f"price {b['price']} outside (0, {offer['max_price']}]", not 0 < b["price"] <= offer["max_price"]),
            (f"eta {b['eta']:.0f} min > deadline {offer['deadline_min']} min", b["eta"] > offer["deadline_min"]),
            (f"quality min({b['quality']}, rep {rep:.2f}) < {offer['min_quality']}", min(b["quality"], rep) < offer["min_quality"]),
        ] if bad]
        if problems:
            log(f"reject    {b['agent']}: {'; '.join(problems)}")
        else:
            valid.append(b)
    if not valid:
        return None  # market starvation: the caller applies its fallback assignment
    win = min(valid, key=lambda b: (b["price"], b["eta"]))
    award = {"job": offer["job"], "winner": win["agent"], "price": win["price"], "valid_bids": len(valid)}
    publish(topics, "awards", award)
    return award


def settle(topics: Topics, offer: dict, done: dict, reputation: dict[str, float]) -> float:
    """Score a completion with the producer's acceptance check: late work scores 0. Reputation moves 30 % toward it."""
    score = done["acceptance"] if done["minutes"] <= offer["deadline_min"] else 0.0
    old = reputation.get(done["agent"], NEWCOMER_REP)
    reputation[done["agent"]] = round(0.7 * old + 0.3 * score, 2)
    publish(topics, "completions", dict(done, score=score))
    return reputation[done["agent"]]


def market_round(complete: Complete, bidders: dict[str, tuple[str, str, int]], offer: dict, topics: Topics,
                 reputation: dict[str, float], log: Log) -> dict | None:
    public = {k: v for k, v in offer.items() if k != "payload"}  # the payload goes to the winner only
    publish(topics, "offers", public)
    log(f"offer     {json.dumps(public)}")
    for agent, (profile, queue, at_s) in bidders.items():  # each bidder consumes the offers topic
        if (b := bid(complete, agent, profile, queue, public, at_s)) is not None:
            publish(topics, "bids", b)
            log(f"bid       {agent}: {b['price']:.2f} EUR, eta {b['eta']:.0f} min, quality {b['quality']} (at {at_s} s)")
        else:
            log(f"bid       {agent}: no bid")
    return match(topics, offer, reputation, log)
