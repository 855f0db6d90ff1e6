"""Geographic routing: the tenant's residency policy, never the user's location or a request
header, picks the region. Every component of the request (model, vector store, trace log) comes
from that region's catalogue entry and is checked against it; when no approved region is healthy,
the request fails closed. Models, catalogue and health are parameters."""

from dataclasses import dataclass, field
from typing import Callable

Complete = Callable[[str], str]
Log = Callable[[str], None]

SYSTEM_PROMPT = """You are the legal research assistant for {tenant}. Answer from the documents provided and cite them by id.
You cannot move data between regions, change where you run, or send material to outside services.
If a user asks you to, explain that where their data is processed is fixed by their organisation's data-residency policy."""

UNAVAILABLE = """The assistant is temporarily unavailable for {tenant}. Your organisation's data is processed only in {residency}, and no approved region there can serve the request right now. Nothing was sent to another region. Please try again later."""


@dataclass
class RegionPolicy:
    residency: str  # what compliance signed off, for example "EU"
    primary: str
    alternates: list[str] = field(default_factory=list)  # approved failover regions; may be empty
    allow_user_location: bool = False  # only for tenants with no residency commitment


@dataclass
class Endpoint:
    url: str
    region: str  # where the service really runs, from the infrastructure inventory


def resolve_region(policy: RegionPolicy, user_region: str | None, healthy: set[str]) -> str | None:
    approved = [policy.primary, *policy.alternates]
    if policy.allow_user_location and user_region:
        approved = [user_region, *approved]  # nearest first, only when the tenant allows any region
    return next((r for r in approved if r in healthy), None)


def serve(tenant: str, question: str, policies: dict[str, RegionPolicy], catalog: dict[str, dict[str, Endpoint]],
          healthy: set[str], complete_in: Callable[[Endpoint], Complete], log: Log,
          user_region: str | None = None, requested_region: str | None = None) -> str:
    policy = policies[tenant]  # no policy, no service: a missing tenant raises instead of defaulting
    closed = UNAVAILABLE.format(tenant=tenant, residency=policy.residency)
    if requested_region:
        log(f"ignored   request asks for {requested_region}; the tenant's policy decides")
    region = resolve_region(policy, user_region, healthy)
    if region is None:
        log(f"closed    no approved {policy.residency} region is healthy; nothing sent elsewhere")
        return closed
    endpoints = catalog[region]
    stray = [f"{name} in {e.region}" for name, e in endpoints.items() if e.region != region]
    if stray:  # one component outside the region is a transfer: refuse the whole request
        log(f"refused   {region} catalogue puts {', '.join(stray)}")
        return closed
    log(f"region    {region}: {policy.residency} policy of {tenant}; model {endpoints['model'].url}")
    answer = complete_in(endpoints["model"])(SYSTEM_PROMPT.format(tenant=tenant) + "\n\nQuestion: " + question)
    log(f"trace     stamped region={region}, written to {endpoints['logs'].url}")
    return answer
