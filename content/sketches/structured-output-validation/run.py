"""Scripted run of the structured-output-validation sketch: real schema and rule checks, scripted model."""

from _support.scripted import Log, ScriptedModel
from sketch import extract

INVOICE_SCHEMA = {
    "type": "object",
    "additionalProperties": False,
    "required": ["vendor", "invoice_date", "currency", "lines", "total"],
    "properties": {
        "vendor": {"type": "string", "maxLength": 120},
        "invoice_date": {"type": "string", "pattern": r"^\d{4}-\d{2}-\d{2}$"},
        "currency": {"enum": ["EUR", "USD", "GBP"]},
        "lines": {"type": "array", "minItems": 1, "items": {
            "type": "object", "additionalProperties": False, "required": ["description", "amount"],
            "properties": {"description": {"type": "string", "maxLength": 200},
                           "amount": {"type": "number", "exclusiveMinimum": 0}}}},
        "total": {"type": "number"},
    },
}
INVOICE = """Acme GmbH - Invoice INV-2291 - 3 April 2026
Licences (12 seats)   1,200.00 EUR
Support                 300.00 EUR
Total due             1,500.00 EUR"""
MISMATCHED = INVOICE.replace("Total due             1,500.00", "Total due             1,600.00")


def show(log: Log, attempts: list) -> None:
    for n, (reply, errors) in enumerate(attempts, 1):
        log(f"attempt {n}   {reply}")
        for e in errors:
            log(f"error       {e}")
        if not errors:
            log("valid       schema and business rules pass")


def example(log: Log) -> None:
    model = ScriptedModel([
        '{"vendor": "Acme GmbH", "invoice_date": "03/04/2026", "currency": "EUR", "lines": '
        '[{"description": "Licences (12 seats)", "amount": 1200}, {"description": "Support", '
        '"amount": 300}], "total": 1500, "notes": "paid"}',
        '{"vendor": "Acme GmbH", "invoice_date": "2026-04-03", "currency": "EUR", "lines": '
        '[{"description": "Licences (12 seats)", "amount": 1200}, {"description": "Support", '
        '"amount": 300}], "total": 1500}',
    ])
    log("input       invoice INV-2291 from Acme GmbH: 2 lines, printed total 1,500.00 EUR")
    invoice, attempts = extract(model.complete, INVOICE, INVOICE_SCHEMA)
    show(log, attempts)
    assert invoice is not None
    log(f"booked      {invoice['vendor']}, {invoice['invoice_date']}, {invoice['currency']} {invoice['total']}")
    log(f"result      {len(model.prompts)} model calls, 1 retry with the error list")


def failure(log: Log) -> None:
    # The document itself is inconsistent: the lines add up to 1,500 but it prints 1,600.
    model = ScriptedModel([
        '{"vendor": "Acme GmbH", "invoice_date": "2026-04-03", "currency": "EUR", "lines": '
        '[{"description": "Licences (12 seats)", "amount": 1200}, {"description": "Support", '
        '"amount": 300}], "total": 1600}',
        # Under retry pressure the model "fixes" the total instead of reporting what is printed.
        '{"vendor": "Acme GmbH", "invoice_date": "2026-04-03", "currency": "EUR", "lines": '
        '[{"description": "Licences (12 seats)", "amount": 1200}, {"description": "Support", '
        '"amount": 300}], "total": 1500}',
    ])
    log("input       invoice INV-2291 from Acme GmbH: 2 lines, printed total 1,600.00 EUR")
    invoice, attempts = extract(model.complete, MISMATCHED, INVOICE_SCHEMA)
    show(log, attempts)
    log(f"routed      to accounts payable with the last errors, not booked (retries used up)"
        if invoice is None else "booked      (a fudged total got through)")
    log(f"result      {len(model.prompts)} model calls")
