"""Scripted run of the JSON Schema contract sketch: a real schema, validator and correction loop, a
fake shipping service and a model whose replies are prepared. The order, names, address, ids and
dates are illustrative."""

import json

from _support.scripted import Log, ScriptedModel
from sketch import Tool, call_with_contract

REQUEST = "Ship order 5521 to Harriet Cole, 14 Calder Street, Leeds LS6 2AB, United Kingdom. Cheapest option."
COUNTRIES = ["DE", "FR", "GB", "IE", "NL", "US"]  # where the carrier delivers


def shipment_schema(postal_code: dict) -> dict:
    return {
        "type": "object", "additionalProperties": False,
        "required": ["order_id", "recipient", "street", "city", "postal_code", "country_code", "service"],
        "properties": {
            "order_id": {"type": "string", "pattern": "^[0-9]{4,10}$", "description": "order number, digits only"},
            "recipient": {"type": "string", "minLength": 1, "maxLength": 100},
            "street": {"type": "string", "minLength": 1, "maxLength": 200, "description": "house number and street as written"},
            "city": {"type": "string", "minLength": 1, "maxLength": 100},
            "postal_code": postal_code,
            "country_code": {"type": "string", "enum": COUNTRIES, "description": "ISO 3166-1 alpha-2, e.g. GB for the United Kingdom"},
            "service": {"type": "string", "enum": ["standard", "express", "overnight"],
                        "description": "standard unless the user asks for speed; standard is also the cheapest"},
        },
    }


CURRENT = shipment_schema({"type": "string", "pattern": "^[A-Z0-9][A-Z0-9 -]{1,9}$",
                           "description": "as written in the country, e.g. 10115, SW1A 2AA"})
FIRST_DRAFT = shipment_schema({"type": "string", "pattern": "^[0-9]{5}$", "description": "5 digits"})  # tested with DE and US data only
OUTPUT = {"type": "object", "additionalProperties": False, "required": ["shipment_id", "eta"],
          "properties": {"shipment_id": {"type": "string", "pattern": "^SHP-[0-9]+$"},
                         "eta": {"type": "string", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"}}}
ARGS = {"order_id": "5521", "recipient": "Harriet Cole", "street": "14 Calder Street", "city": "Leeds",
        "postal_code": "LS6 2AB", "country_code": "GB", "service": "standard"}


def run(log: Log, parameters: dict, replies: list[str]) -> None:
    model, shipped = ScriptedModel(list(replies)), []
    tool = Tool("create_shipment", "Create a shipment for a paid order; the label is printed at once.", parameters,
                OUTPUT, lambda args: shipped.append(args) or {"shipment_id": "SHP-30418", "eta": "2026-11-30"})
    log(f"request     {REQUEST}")
    log(f"contract    {len(parameters['required'])} required fields, closed object, "
        f"postal_code {parameters['properties']['postal_code']['pattern']}")
    result = call_with_contract(model.complete, tool, REQUEST, log)
    log(f"result      {json.dumps(result)}")
    log(f"calls       {len(model.prompts)} model calls; shipments created: {len(shipped)}; "
        f"errors shown to the model: {'rejected' in model.prompts[-1]}")


def example(log: Log) -> None:
    # First reply: "UK" is not an ISO code and "economy" is not a service. Both come back as field errors.
    first = ARGS | {"country_code": "UK", "service": "economy"}
    run(log, CURRENT, [json.dumps(first), json.dumps(ARGS)])


def failure(log: Log) -> None:
    # Over-constraint: the first draft's 5-digit pattern rejects a real UK postcode. The model is told
    # the field error, sees that the request's value cannot fit, and says so instead of inventing one.
    cannot = {"cannot": "postal_code: the request's postcode LS6 2AB does not fit the pattern ^[0-9]{5}$"}
    run(log, FIRST_DRAFT, [json.dumps(ARGS), json.dumps(cannot)])
