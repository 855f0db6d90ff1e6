"""Contract Net Protocol: a manager announces a task without its payload, each agent's model decides
whether to bid, code checks bids against hard requirements and scores them with measured past
performance, the winner gets the payload, and its result is verified; a failed contract goes to the
next-best bid. The model, the contractors and the performance record are parameters."""

import json
from typing import Callable

Complete = Callable[[str], str]
Execute = Callable[[str, dict], dict]  # (agent, task with payload) -> result

BID_PROMPT = """You are {agent}: {profile}
A manager has announced a task. The announcement holds no document content.
{announcement}
Your queue: {queue}
Decide whether you can do this task well before the deadline. Reply with JSON only, either
{{"bid": false, "why": "<one line>"}} or
{{"bid": true, "cost_eur": <number>, "eta_min": <number>, "legal_glossary": true|false, "note": "<one line>"}}
Bid only on what you can deliver: late or failed work lowers your score for future awards."""


def parse_bid(reply: str) -> dict | None:
    try:
        bid = json.loads(reply)
        if bid.get("bid") is True:
            return {"cost": float(bid["cost_eur"]), "eta": float(bid["eta_min"]), "glossary": bid["legal_glossary"] is True}
    except (ValueError, KeyError, TypeError, AttributeError):
        pass
    return None  # a refusal, prose or a malformed bid is no bid; its free-text note is never read


def contract_net(complete: Complete, bidders: dict[str, tuple[str, str]], task: dict, execute: Execute,
                 record: dict[str, list[int]], log: Callable[[str], None]) -> dict:
    announcement = json.dumps({k: v for k, v in task.items() if k != "payload"})  # payload goes to the winner only
    log(f"announce  {announcement}")
    bids: dict[str, dict] = {}
    for agent, (profile, queue) in bidders.items():
        bid = parse_bid(complete(BID_PROMPT.format(agent=agent, profile=profile, announcement=announcement, queue=queue)))
        log(f"bid       {agent}: " + (f"{bid['cost']:.2f} EUR, {bid['eta']:.0f} min, glossary={bid['glossary']}" if bid else "no bid"))
        if bid:
            checks = {"legal glossary": bid["glossary"] or not task["needs_glossary"], "deadline": bid["eta"] <= task["deadline_min"]}
            missing = [name for name, ok in checks.items() if not ok]
            if missing:
                log(f"reject    {agent}: fails {', '.join(missing)}")
            else:
                bids[agent] = bid

    def success_rate(agent: str) -> float:  # measured, not claimed; a newcomer starts at 0.5
        done = record.get(agent, [])
        return (sum(done) + 1) / (len(done) + 2)

    ranked = sorted(bids, key=lambda a: success_rate(a) / bids[a]["cost"], reverse=True)
    for agent in ranked:
        log(f"award     {agent} (success {success_rate(agent):.2f}, {bids[agent]['cost']:.2f} EUR); payload sent")
        result = execute(agent, task)
        ok = result.get("pages") == task["pages"] and result.get("language") == task["target"]
        record.setdefault(agent, []).append(1 if ok else 0)
        log(f"verify    {agent}: {result.get('pages')}/{task['pages']} pages in {result.get('language')} -> {'accepted' if ok else 'rejected'}")
        if ok:
            return {"contractor": agent, "result": result}
    return {"contractor": None, "result": None}  # no bid, or every contract failed: escalate
