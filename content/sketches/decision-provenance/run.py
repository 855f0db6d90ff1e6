"""Scripted run of the decision-provenance sketch: real pinning, hashing, chaining, verification and
look-ups; the model's recommendation and the adjuster's approval are prepared."""

import json

from _support.scripted import Log, ScriptedModel
from sketch import decide, sha, stale, used_by, verify

GENERATOR = {"model": "claims-reasoner v7.3", "prompt": "claims-v12", "rules": "r2024.04"}
POLICY = {"id": "P-HOME-2023-4.2", "version": "r7",
          "content": "Section 4.2: damage from groundwater seepage or surface flooding is excluded; storm damage is covered."}
# Claim C-4410 and its evidence (ids, amounts and names illustrative).
CLAIM = [
    {"id": "C-4410", "version": "v3", "content": "Claim form: basement water damage on 2024-04-28; 12,400 EUR claimed; photos attached."},
    POLICY,
    {"id": "WX-0428", "version": "api-2", "content": "Weather, postcode 0150, 2024-04-28: 58 mm of rain in 6 hours; river below flood level."},
    {"id": "N-221", "version": "v1", "content": "Adjuster note: about 40% of the damage is groundwater seepage that predates the storm."},
]
EARLIER = [("D-88119", "C-4391"), ("D-88120", "C-4402")]


def reply(decision: str, used: list[str]) -> str:
    return json.dumps({"decision": decision, "used": used, "rationale": "Storm water is covered; seepage is excluded under 4.2."})


def build(log: Log, quiet: bool = False) -> tuple[list[dict], dict[str, object], ScriptedModel]:
    model = ScriptedModel([reply("Pay in full.", ["C-4391"]), reply("Decline: not covered.", ["C-4402", "P-HOME-2023-4.2"]),
                           reply("Pay 60% (7,440 EUR); 40% is excluded seepage.", ["C-4410", "P-HOME-2023-4.2", "WX-0428", "N-221"])])
    chain: list[dict] = []
    store: dict[str, object] = {}
    approve = lambda r: {"by": "A. Lind", "at": "2024-05-02T10:31Z", "comment": "agree, seepage share per 4.2", "status": "approved"}
    for decision_id, claim in EARLIER:
        inputs = [{"id": claim, "version": "v1", "content": f"Claim form {claim}."}, POLICY]
        decide(model.complete, decision_id, inputs, GENERATOR, approve, chain, store, lambda: "2024-05-01T09:00Z")
    r = decide(model.complete, "D-88121", CLAIM, GENERATOR, approve, chain, store, lambda: "2024-05-02T10:31Z")
    if quiet:
        log(f"recorded    {', '.join(x['decision_id'] for x in chain)}; D-88121: {r['decision']}")
        return chain, store, model
    log(f"chain       {len(chain) - 1} earlier records ({', '.join(x['decision_id'] for x in chain[:-1])})")
    for u in r["used"]:
        log(f"pinned      {u['id']} {u['version']} sha256 {u['sha256'][:8]}")
    log(f"decision    {r['decision']} (cites {len(r['cited'])} inputs, unsupported: {r['unsupported'] or 'none'})")
    log(f"generated   {r['generated_by']['model']}, prompt {r['generated_by']['prompt']} ({r['generated_by']['prompt_sha256'][:8]}), rules {r['generated_by']['rules']}")
    log(f"approved    {r['approval']['by']} at {r['approval']['at']}: '{r['approval']['comment']}'")
    log(f"recorded    D-88121 before payment; prev {r['prev_hash'][:8]} this {r['this_hash'][:8]}; payment released")
    return chain, store, model


def example(log: Log) -> None:
    chain, store, model = build(log)
    log("dispute     six months later the customer disputes D-88121")
    log(f"verify      {verify(chain, store) or 'chain intact; every stored input matches its hash'}")
    newer = stale(chain[-1], {"C-4410": "v4", "P-HOME-2023-4.2": "r7"})
    log(f"newer       {', '.join(newer) or 'none'}: uploaded after the decision, so it is new evidence")
    log(f"same rule   decisions that used P-HOME-2023-4.2 r7: {', '.join(used_by(chain, 'P-HOME-2023-4.2', 'r7'))}")
    log(f"result      {len(model.prompts)} model calls; the record answered the dispute without re-running anything")


def failure(log: Log) -> None:
    chain, store, _ = build(log, quiet=True)
    # Months later someone lowers the payment in the record, and swaps the stored policy text.
    chain[-1]["decision"] = "Pay 40% (4,960 EUR); 60% is excluded seepage."
    store[sha(POLICY["content"])] = "Section 4.2: all water damage is excluded."
    log("tamper      D-88121 edited to pay 40%; stored copy of section 4.2 replaced")
    problems = verify(chain, store)
    for problem in problems:
        log(f"verify      {problem}")
    log(f"result      {len(problems)} problems: restore from the write-once copy, then ask who had write access")
