"""Scripted run of the scatter-gather sketch: real fan-out, deadline, validation, quorum and scoring,
with supplier agents and an extraction model whose replies are prepared. Delays run on a virtual
clock. Supplier names, prices, ids and delays are illustrative."""

import asyncio
import selectors
from typing import Any

from _support.scripted import KeyedModel, Log
from sketch import Recipient, scatter_gather

REQUEST = {"rfq_id": "RFQ-2291", "item": "laptop, 14-inch, 16 GB", "quantity": 500, "reply_by_seconds": 30}


class VirtualTimeLoop(asyncio.SelectorEventLoop):
    """An event loop whose clock jumps to the next timer instead of waiting for it."""

    def __init__(self) -> None:
        self.now = 0.0
        loop = self

        class Selector(selectors.DefaultSelector):
            def select(self, timeout: float | None = None) -> list[tuple[selectors.SelectorKey, int]]:
                if timeout is None:
                    raise RuntimeError("virtual time: nothing left to wait for")
                loop.now += timeout
                return super().select(0)

        super().__init__(Selector())

    def time(self) -> float:
        return self.now


def supplier(seconds: float, reply: str) -> Recipient:
    async def send(request: dict[str, Any]) -> str:
        await asyncio.sleep(seconds)
        return reply

    return send


def buyer_rule(fields: dict[str, Any]) -> float:
    """The buyer's fixed rule: unit price plus 3 EUR for every delivery day over 14 (lower is better)."""
    return fields["unit_price_eur"] + 3 * max(0, fields["delivery_days"] - 14)


def run(suppliers: dict[str, tuple[float, str, str]], log: Log) -> None:
    model = KeyedModel([(f'supplier="{name}"', fields) for name, (_, _, fields) in suppliers.items()])

    async def complete(prompt: str) -> str:
        await asyncio.sleep(0.8)
        return model.complete(prompt)

    recipients = {name: supplier(seconds, reply) for name, (seconds, reply, _) in suppliers.items()}
    log(f"request   {REQUEST['rfq_id']}: {REQUEST['quantity']} laptops to {len(recipients)} suppliers at t=0s; deadline 30 s, 2 valid quotes needed")
    loop = VirtualTimeLoop()
    try:
        result = loop.run_until_complete(scatter_gather(REQUEST, recipients, complete, buyer_rule, log))
    finally:
        loop.close()
    if result["choice"] is None:
        log(f"decision  none: {result['reason']}; ask again or widen the supplier list")
    else:
        log("scores    " + ", ".join(f"{n} {s:g}" for n, s in sorted(result["scores"].items(), key=lambda x: x[1])) + " (price + 3 EUR per day over 14)")
        log(f"decision  {result['choice']}, sent to a person for approval with every supplier's outcome")
    log(f"result    {len(model.prompts)} extraction calls, one per reply in time; {', '.join(f'{n} {s}' for n, s in sorted(result['status'].items()))}")


def example(log: Log) -> None:
    run({
        "supplier-a": (6, "RFQ-2291: 500 units at 412 EUR per unit, delivery in 10 days from order.",
                       '{"rfq_id": "RFQ-2291", "unit_price_eur": 412, "delivery_days": 10}'),
        "supplier-b": (11, "Re RFQ-2291: we offer 398 EUR/unit, lead time 21 days.",
                       '{"rfq_id": "RFQ-2291", "unit_price_eur": 398, "delivery_days": 21}'),
        "supplier-c": (14, "RFQ-2291: happy to supply 500 units. Pricing follows after our credit check.",
                       '{"rfq_id": "RFQ-2291", "unit_price_eur": null, "delivery_days": null}'),
        "supplier-d": (45, "RFQ-2291: 405 EUR per unit, 12 days.", "{}"),
    }, log)


def failure(log: Log) -> None:
    # A late answer to last month's request arrives first, and the model fills in a delivery time nobody wrote.
    run({
        "supplier-a": (6, "RFQ-2291: 500 units at 412 EUR per unit, delivery in 10 days from order.",
                       '{"rfq_id": "RFQ-2291", "unit_price_eur": 412, "delivery_days": 10}'),
        "supplier-b": (45, "Re RFQ-2291: we offer 398 EUR/unit, lead time 21 days.", "{}"),
        "supplier-c": (3, "RFQ-2288: 385 EUR per unit, delivery 7 days.",
                       '{"rfq_id": "RFQ-2288", "unit_price_eur": 385, "delivery_days": 7}'),
        "supplier-d": (20, "RFQ-2291: 405 EUR per unit, delivery as usual.",
                       '{"rfq_id": "RFQ-2291", "unit_price_eur": 405, "delivery_days": 14}'),
    }, log)
