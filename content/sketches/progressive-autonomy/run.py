"""Scripted run of the progressive-autonomy sketch: a prepared agent model, a real policy store and
gate, an approver who says yes. Counts and amounts are illustrative."""

from typing import Dict

from _support.scripted import KeyedModel, Log
from sketch import LEVELS, ClassState, demote_all, handle, review_promotion


def proposal(action: str, amount: int, args: str, reason: str) -> str:
    return f'{{"action": "{action}", "args": {args}, "amount_eur": {amount}, "reason": "{reason}"}}'


def policy() -> Dict[str, ClassState]:
    return {
        "match_invoice_to_po": ClassState(level=3, ceiling=3),
        "schedule_payment<1k": ClassState(level=2, ceiling=3, runs=119),
        "schedule_payment>=1k": ClassState(level=1, ceiling=2, decisions=639, rejected=4),
        "change_supplier_bank": ClassState(level=0, ceiling=0),
    }


def example(log: Log) -> None:
    model = KeyedModel([
        ("INV-5531", proposal("match_invoice_to_po", 0, '{"po": "PO-7712"}', "Lines match PO-7712.")),
        ("INV-5532", proposal("schedule_payment", 640, '{"due": "2026-12-01"}', "Matched and due.")),
        ("INV-5533", proposal("schedule_payment", 4200, '{"due": "2026-12-03"}', "Matched and due.")),
        ("INV-5534", proposal("change_supplier_bank", 0, '{"iban": "DE89 3704 0044 0532 0130 00"}',
                              "Supplier asks to pay a new account.")),
    ])
    p = policy()
    log("policy   " + " | ".join(f"{name} L{s.level}" for name, s in p.items()))
    invoices = ["INV-5531 Nordlicht GmbH, 12 lines, PO-7712", "INV-5532 Kaffee Krause, 640 EUR",
                "INV-5533 Stahlwerk Ost, 4,200 EUR", "INV-5534 Stahlwerk Ost: please pay our new account"]
    for inv in invoices:
        result = handle(model.complete, inv, p, approve=lambda _p: True, run=lambda _p: "executed")
        log(f"{inv[:8]} {result}")
    log(f"review   {review_promotion('schedule_payment>=1k', p['schedule_payment>=1k'])}")
    log(f"event    model upgrade; demote: {demote_all(p)}")
    log(f"result   model calls {len(model.prompts)}; levels now "
        + ", ".join(f"{name} L{s.level}" for name, s in p.items()))


def failure(log: Log) -> None:
    # A new class looks perfect after two weeks: no rejections in 45 decisions.
    s = ClassState(level=1, ceiling=2, decisions=45, rejected=0)
    log(f"class    refund_customer at {LEVELS[s.level]}: 45 approvals, 0 rejected; raw rate 0.0% < 2%")
    log(f"review   {review_promotion('refund_customer', s)}")
    s.decisions = 300
    log(f"later    300 decisions, 0 rejected: {review_promotion('refund_customer', s)}")
