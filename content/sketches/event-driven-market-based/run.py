"""Scripted run of the event-driven market sketch: real topics, bidding window, bid checks, matching
rule and reputation settlement, with each bidder's model reply prepared. Agents, prices, times,
scores and reputations are illustrative."""

import json

from _support.scripted import Log, ScriptedModel
from sketch import Topics, market_round, settle

OFFER = {"job": "J-55", "type": "summarise", "audio_minutes": 90, "max_price": 0.80, "deadline_min": 30,
         "min_quality": 0.85, "window_s": 30, "payload": "s3://media/ep-412.wav"}


def reply(price: float, eta: int, quality: float) -> str:
    return json.dumps({"bid": True, "price_eur": price, "eta_min": eta, "quality": quality})


def example(log: Log) -> None:
    topics: Topics = {}
    reputation = {"gpu-pool-A": 0.95, "api-agent-B": 0.90, "cpu-agent-C": 0.88, "edge-agent-D": 0.92}
    bidders = {  # profile, queue, second at which the bid event arrives
        "gpu-pool-A": ("large model on a reserved GPU pool", "empty", 4),
        "api-agent-B": ("mid-size model through a provider API", "1 job", 6),
        "cpu-agent-C": ("small model on CPU", "3 jobs", 9),
        "edge-agent-D": ("small model on an edge box", "empty", 41),
    }
    model = ScriptedModel([reply(0.62, 12, 0.93), reply(0.35, 20, 0.88), reply(0.10, 55, 0.86), reply(0.08, 25, 0.87)])
    award = market_round(model.complete, bidders, OFFER, topics, reputation, log)
    assert award is not None
    log(f"award     {award['job']} -> {award['winner']} at {award['price']:.2f} EUR "
        f"(cheapest of {award['valid_bids']} valid bids); payload sent to {award['winner']} only")
    old = reputation[award["winner"]]
    rep = settle(topics, OFFER, {"job": "J-55", "agent": award["winner"], "minutes": 18, "acceptance": 0.91}, reputation)
    log(f"complete  {award['winner']}: done in 18 min, acceptance 0.91; reputation {old:.2f} -> {rep:.2f}")
    log(f"topics    {', '.join(f'{t} {len(e)}' for t, e in topics.items())}; {len(model.prompts)} model calls")


def failure(log: Log) -> None:
    # A newcomer underbids with a high declared quality. It wins once, delivers late, and the measured
    # reputation then keeps its next cheap bid out of the market.
    topics: Topics = {}
    reputation = {"api-agent-B": 0.90}
    bidders = {"lowball-E": ("new agent, any job type", "empty", 3), "api-agent-B": ("mid-size model through a provider API", "empty", 6)}
    model = ScriptedModel([reply(0.05, 8, 0.97), reply(0.35, 20, 0.88), reply(0.05, 8, 0.97), reply(0.35, 20, 0.88)])
    for job, done in [("J-56", {"minutes": 47, "acceptance": 0.52}), ("J-57", None)]:
        offer = dict(OFFER, job=job)
        award = market_round(model.complete, bidders, offer, topics, reputation, log)
        assert award is not None
        log(f"award     {job} -> {award['winner']} at {award['price']:.2f} EUR")
        if done:
            rep = settle(topics, offer, dict(done, job=job, agent=award["winner"]), reputation)
            log(f"complete  {award['winner']}: done in {done['minutes']} min (deadline 30), acceptance {done['acceptance']} "
                f"-> score 0; reputation 0.85 (newcomer) -> {rep:.2f}")
    log(f"result    {len(model.prompts)} model calls; lowball-E won 1 of 2 jobs and is now below the 0.85 floor")
