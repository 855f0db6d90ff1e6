"""Scripted run of the geographic routing sketch: real policies, region resolution and catalogue
checks, with one scripted model per regional endpoint (a call to any other endpoint raises).
Tenants, regions, URLs and answers are illustrative."""

from _support.scripted import Log, ScriptedModel
from sketch import Endpoint, RegionPolicy, serve

POLICIES = {
    "acme-gmbh": RegionPolicy(residency="EU", primary="eu-central", alternates=["eu-west"]),
    "acme-inc": RegionPolicy(residency="US", primary="us-east", alternates=["us-west"]),
}


def region_entry(region: str) -> dict[str, Endpoint]:
    return {part: Endpoint(f"https://{part}.{region}.example", region) for part in ("model", "vectors", "logs")}


CATALOG = {r: region_entry(r) for r in ("eu-central", "eu-west", "us-east", "us-west")}
QUESTION = "Can we end the supplier contract early, and with how much notice?"
ANSWER = "Yes, with 90 days' written notice (clause 14.2) [doc-12]."


def ask(log: Log, tenant: str, healthy: set[str], catalog: dict[str, dict[str, Endpoint]], replies: dict[str, list[str]], **where: str) -> None:
    models = {url: ScriptedModel(list(r)) for url, r in replies.items()}
    origin = where.get("user_region", "an unknown location")
    log(f"request   {tenant} user in {origin}; healthy regions: {', '.join(sorted(healthy))}")
    reply = serve(tenant, QUESTION, POLICIES, catalog, healthy, lambda e: models[e.url].complete, log, **where)
    log(f"reply     {reply}")


def example(log: Log) -> None:
    everything = set(CATALOG)
    ask(log, "acme-gmbh", everything, CATALOG, {"https://model.eu-central.example": [ANSWER]}, user_region="us-east")
    ask(log, "acme-inc", everything, CATALOG, {"https://model.us-east.example": [ANSWER]}, user_region="us-east")
    ask(log, "acme-gmbh", everything - {"eu-central"}, CATALOG, {"https://model.eu-west.example": [ANSWER]})
    ask(log, "acme-gmbh", {"us-east", "us-west"}, CATALOG, {})


def failure(log: Log) -> None:
    # eu-central is down, and someone pointed eu-west's trace log at a vendor's US tracing service.
    # The request also asks for us-east. The policy ignores the header; the catalogue check refuses
    # to serve from a region where one component would carry the data out.
    leaky = {**CATALOG, "eu-west": {**CATALOG["eu-west"], "logs": Endpoint("https://traces.vendor.example", "us-east")}}
    ask(log, "acme-gmbh", set(CATALOG) - {"eu-central"}, leaky, {}, requested_region="us-east")
