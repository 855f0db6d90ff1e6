"""Scripted run of the tool result caching sketch: a real cache, real keys and invalidation, a fake
shop service with a fake clock, and a model whose replies are prepared. Order numbers, users, ages
and timings are illustrative."""

import json

from _support.scripted import Log, ScriptedModel
from sketch import cached_call, support_agent

ORDERS = {"A-7731": {"owner": "t1/u1", "status": "shipped", "carrier": "DHL", "refunded": False}}


class Shop:
    """Stand-in services: every upstream call costs 400 ms on the fake clock and is logged."""

    def __init__(self, log: Log) -> None:
        self.now, self.log = 10_000.0, log

    def clock(self) -> float:
        self.now += 1.0  # a model step takes a second
        return self.now

    def run(self, tool: str, args: dict, caller: dict) -> dict:
        self.now += 0.4
        self.log(f"upstream  {tool} {json.dumps(args)} as {caller['tenant']}/{caller['user']}")
        if tool == "get_shipping_policy":
            return {"country": "DE", "returns_days": 30, "label": "free"}
        order = ORDERS.get(str(args["order_id"]).strip().upper())
        if not order or order["owner"] != f"{caller['tenant']}/{caller['user']}":
            return {"error": "403 not your order"}  # the service's own access check
        if tool == "refund_order":
            order["refunded"] = True
            return {"order_id": "A-7731", "refund": "issued"}
        return {"order_id": "A-7731", "status": "refunded" if order["refunded"] else order["status"], "carrier": order["carrier"]}


def call(tool: str, order: str = "A-7731") -> str:
    return json.dumps({"tool": tool, "args": {"order_id": order}})


def example(log: Log) -> None:
    shop, store = Shop(log), {}
    u1 = {"tenant": "t1", "user": "u1"}
    shop.now -= 3_100  # an earlier conversation with another customer cached the public policy
    _, how = cached_call("get_shipping_policy", {"country": "de"}, {"tenant": "t2", "user": "u9"}, store, shop.run, shop.now)
    log(f"earlier   get_shipping_policy DE for t2/u9 -> {how}")
    shop.now += 3_100
    question = "Where is order A-7731? If I can still return it to Germany, refund it."
    log(f"input     {question} (customer t1/u1)")
    model = ScriptedModel([
        call("get_order"),
        json.dumps({"tool": "get_shipping_policy", "args": {"country": "DE"}}),
        call("get_order", " a-7731 "),
        call("refund_order"),
        call("get_order"),
        json.dumps({"final": "A-7731 was shipped with DHL; returns to Germany are free within 30 days, "
                             "so I refunded it. The order now shows as refunded (checked 0 s ago)."}),
    ])
    support_agent(model.complete, question, u1, store, shop.run, shop.clock, log)
    log(f"result    {len(model.prompts)} model calls, {len(store)} cached entries")


def failure(log: Log) -> None:
    # Another customer of the same tenant asks about u1's order right after u1 did. A key scoped by
    # tenant only would hand u2 the cached order; the user-scoped key misses, the service refuses,
    # and the refusal is not stored.
    shop, store = Shop(log), {}
    _, how = cached_call("get_order", {"order_id": "A-7731"}, {"tenant": "t1", "user": "u1"}, store, shop.run, shop.clock())
    log(f"earlier   get_order A-7731 for t1/u1 -> {how}")
    question = "What is the status of order A-7731?"
    log(f"input     {question} (customer t1/u2)")
    model = ScriptedModel([
        call("get_order"),
        json.dumps({"final": "I can't find order A-7731 on your account. Could you check the number?"}),
    ])
    support_agent(model.complete, question, {"tenant": "t1", "user": "u2"}, store, shop.run, shop.clock, log)
    log(f"result    {len(store)} cached entry (u1's); nothing of u1's reached u2")
