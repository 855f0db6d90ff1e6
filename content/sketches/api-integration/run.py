"""Scripted run of the API integration sketch: real adapter (pagination, retries, idempotency,
trimming), a fake CRM and a model whose replies are prepared. Account names, ids, sizes and the
note are illustrative."""

import json

from _support.scripted import Log, Reply, ScriptedModel
from sketch import run_agent

USER, TASK = "r.lee", "Log today's call with Acme Robotics: they want a quote for 40 seats by Friday."
ACCOUNTS = [
    {"id": "A-1042", "name": "Acme Robotics GmbH", "owner": "r.lee", "tier": "gold"},
    {"id": "A-2210", "name": "Acme Robotics Inc", "owner": "s.patel", "tier": "silver"},
    {"id": "A-3307", "name": "Acme Robotics Ltd", "owner": "m.ito", "tier": "bronze"},
]


class FakeCrm:
    """Pages of two results, a 9 KB account record, and notes stored once per Idempotency-Key."""

    def __init__(self, post_statuses: list[int]) -> None:
        self.post_statuses, self.notes = post_statuses, {}

    def __call__(self, method: str, path: str, request: dict) -> tuple[int, dict, dict]:
        assert request["headers"]["Authorization"] == "Bearer tok-r.lee-crm.read.write"
        if path.startswith("/v2/accounts?"):
            page = int(path.rsplit("=", 1)[1])
            items = [a | {"custom_fields": {f"f{i}": None for i in range(60)}} for a in ACCOUNTS[2 * page - 2: 2 * page]]
            return 200, {}, {"items": items, "total": 3, "next": page < 2}
        if method == "GET":
            record = {f"field_{i}": "x" * 30 for i in range(205)}
            return 200, {}, record | {"name": "Acme Robotics GmbH", "tier": "gold", "deals": [{"id": "D-77"}],
                                      "last_activity_at": "2026-11-03T09:12:00Z", "arr_band": "100k-250k"}
        key = request["headers"]["Idempotency-Key"]
        self.notes.setdefault(key, f"N-{88172 + len(self.notes)}")  # a repeated key stores nothing new
        status = self.post_statuses.pop(0)
        return status, {"Retry-After": "1"} if status == 429 else {}, {"id": self.notes[key]} if status < 300 else {}


def script() -> list[Reply]:
    note = "Call 2026-11-25: wants a quote for 40 seats by Friday."
    return [
        json.dumps({"tool": "find_accounts", "args": {"name_contains": "Acme Robotics", "limit": 5}}),
        json.dumps({"tool": "get_account_summary", "args": {"id": "A-1042"}}),
        json.dumps({"tool": "log_call_note", "args": {"account_id": "A-1042", "text": note}}),
        json.dumps({"final": "Logged on Acme Robotics GmbH (A-1042, your gold account, 1 open deal): quote for 40 seats by Friday. Note N-88172."}),
    ]


def run(log: Log, post_statuses: list[int], replies: list[Reply]) -> None:
    crm, model = FakeCrm(post_statuses), ScriptedModel(replies)
    log(f"request     {USER}: {TASK}")
    answer = run_agent(model.complete, crm, lambda user: f"tok-{user}-crm.read.write",
                       lambda s: log(f"wait        {s:g} s"), USER, TASK, "turn-7", log)
    log(f"final       {answer}")
    log(f"crm         notes stored: {len(crm.notes)}; model calls: {len(model.prompts)}; token in any prompt: "
        f"{any('tok-' in p for p in model.prompts)}")


def example(log: Log) -> None:
    run(log, [429, 201], script())  # rate-limited once, then created


def failure(log: Log) -> None:
    # The CRM stores the note but the gateway times out (504). The retry carries the same
    # Idempotency-Key, so the CRM returns the stored note instead of writing a second one.
    final = json.dumps({"final": "Logged on A-1042: quote for 40 seats by Friday. Note N-88172 (stored once)."})
    run(log, [504, 200], [script()[2], final])  # the rep named the account earlier in the conversation
