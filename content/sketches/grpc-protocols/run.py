"""Scripted run of the gRPC tool gateway sketch: real schema derivation, argument checks, deadlines,
retries, status mapping and stream cut-off; a fake inventory service on a fake clock and a model whose
replies are prepared. SKUs, warehouses, quantities, dates and latencies are illustrative."""

import json
from typing import Any

from _support.scripted import Log, Reply, ScriptedModel
from sketch import Method, run_agent

REQUEST = "Is SKU-4471 running low in warehouse BER-2? If it is under 200 units, when is the next restock?"
TOOLS = {
    "get_stock": Method("inventory.v1.Inventory/GetStock", "Units on hand and reserved for one SKU in one warehouse.",
                        {"sku": "string", "warehouse_id": "string"}, idempotent=True, deadline_s=2.0),
    "list_restocks": Method("inventory.v1.Inventory/ListRestocks", "Upcoming deliveries for one SKU, soonest first.",
                            {"sku": "string", "warehouse_id": "string"}, idempotent=True, deadline_s=2.0, stream_limit=3),
}
RESTOCKS = [{"date": d, "units": u} for d, u in
            [("2026-11-27", 500), ("2026-12-04", 250), ("2026-12-11", 500), ("2026-12-18", 250), ("2027-01-08", 800)]]


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


class FakeInventory:
    """Answers each method from a script of (status, latency in seconds); a reply slower than the
    deadline ends as DEADLINE_EXCEEDED when the deadline passes, as a real channel does."""

    def __init__(self, clock: Clock, script: dict[str, list["tuple[str, float]"]]) -> None:
        self.clock, self.script, self.attempts = clock, script, 0

    def __call__(self, path: str, request: dict, timeout: float) -> "tuple[str, Any]":
        self.attempts += 1
        status, latency = self.script[path].pop(0)
        self.clock.now += min(latency, timeout)
        if latency > timeout:
            return "DEADLINE_EXCEEDED", None
        if path.endswith("GetStock"):
            return status, {"sku": request["sku"], "warehouseId": request["warehouse_id"], "onHand": 140, "reserved": 35}
        return status, iter(RESTOCKS)


def run(log: Log, script: dict[str, list["tuple[str, float]"]], replies: list[Reply]) -> None:
    clock = Clock()
    model, service = ScriptedModel(replies), FakeInventory(clock, script)

    def complete(prompt: str) -> str:
        clock.now += 0.7  # each model call takes 0.7 s on this clock
        return model.complete(prompt)

    def sleep(seconds: float) -> None:
        log(f"backoff     {seconds:.1f} s")
        clock.now += seconds

    log(f"request     {REQUEST}")
    answer = run_agent(complete, service, clock, sleep, TOOLS, REQUEST, budget_s=8.0, log=log)
    log(f"final       {answer}")
    log(f"turn        {clock.now:.1f} s of 8.0 s used; {len(model.prompts)} model calls, {service.attempts} gRPC attempts")


def example(log: Log) -> None:
    stock = json.dumps({"tool": "get_stock", "args": {"sku": "SKU-4471", "warehouse_id": "BER-2"}})
    restocks = json.dumps({"tool": "list_restocks", "args": {"sku": "SKU-4471", "warehouse_id": "BER-2"}})
    final = json.dumps({"final": "Yes: BER-2 has 140 units of SKU-4471 on hand (35 reserved), under 200. "
                                 "The next restock is 500 units on 2026-11-27."})
    script = {"inventory.v1.Inventory/GetStock": [("UNAVAILABLE", 0.05), ("OK", 0.12)],
              "inventory.v1.Inventory/ListRestocks": [("OK", 0.2)]}
    run(log, script, [stock, restocks, final])


def failure(log: Log) -> None:
    # The stock service hangs. Each attempt is cut off at its deadline, the read is retried, and the
    # third deadline shrinks to what the turn has left, so the agent still answers inside 8 s.
    stock = json.dumps({"tool": "get_stock", "args": {"sku": "SKU-4471", "warehouse_id": "BER-2"}})
    final = json.dumps({"final": "The inventory service did not answer in time, so I cannot say how many units of "
                                 "SKU-4471 BER-2 holds. Please try again in a few minutes."})
    run(log, {"inventory.v1.Inventory/GetStock": [("OK", 30.0)] * 3}, [stock, final])
