"""Scripted run of the audit-logging sketch: real records, chain and verification; a prepared model reply."""

import hashlib
import json
from typing import List

from _support.scripted import Log, ScriptedModel
from sketch import AuditLog, execute, verify

REQUEST = {
    "run_id": "run_8f2c", "ref": "msg_77a1",
    "actor": {"type": "user", "id": "u_1042", "auth": "sso+mfa"},
    "text": "Update e_553's bank details to DE89 3704 0044 0532 0130 00, as in her email of 12 May.",
}
VERSIONS = {"model": "model-2026-09", "prompt": "hr-agent@41", "policy": "hr-v12"}
REPLY = '{"tool": "update_bank_details", "args": {"employee_id": "e_553", "iban": "DE89370400440532013000"}}'


def approve(call: dict) -> dict:
    # Policy hr-v12: bank-detail changes need a manager; here m_208 approves in the HR console.
    return {"decision": "approved", "by": "m_208", "id": "appr_19", "rule": "bank details: manager"}


def setup(log: Log):
    stored: List[str] = []  # stand-in for write-once storage the agent's credentials cannot alter
    times = iter(["2026-05-14T09:31:07Z", "2026-05-14T09:33:40Z", "2026-05-14T09:33:41Z"])
    tools = {"update_bank_details": lambda employee_id, iban: "success"}
    log(f"request     {REQUEST['actor']['id']} ({REQUEST['actor']['auth']}): {REQUEST['text']}")
    log(f"model       {REPLY}")
    audit = AuditLog(stored.append)
    outcome = execute(ScriptedModel([REPLY]).complete, REQUEST, tools, approve, audit, VERSIONS,
                      lambda: next(times))
    return stored, audit, outcome


def show(log: Log, stored: List[str]) -> None:
    for line in stored:
        r = json.loads(json.loads(line)["body"])
        who = f"by {r['approval']['by']} ({r['approval']['id']})" if "approval" in r else ""
        who += f"-> {r['outcome']}" if "outcome" in r else ""
        args = " ".join(f"{k}={v}" for k, v in r["args"].items())
        log(f"audit {r['seq']}     {r['event']:<9} {r['action']} {args} {who}".rstrip())
        log(f"            hash {json.loads(line)['hash'][:12]}… prev {r['prev_hash'][:12]}…")


def example(log: Log) -> None:
    stored, audit, _ = setup(log)
    show(log, stored)
    log(f"anchor      head {audit.head[:12]}… copied where the agent's credentials cannot write")
    log(f"verify      {verify(stored, audit.head) or 'chain of 3 records intact'}")
    first, approval = (json.loads(json.loads(s)["body"]) for s in stored[:2])
    log(f"question    who changed e_553's bank details? {first['actor']['id']} at {first['ts']} "
        f"(request {first['request_ref']}), approved by {approval['approval']['by']}, "
        f"prompt {first['versions']['prompt']}")


def failure(log: Log) -> None:
    # Someone with write access to the log store swaps the approver and re-hashes every later record.
    stored, audit, _ = setup(log)
    anchored = audit.head
    body = json.loads(json.loads(stored[1])["body"])
    body["approval"]["by"] = "m_311"
    head = json.loads(stored[0])["hash"]
    for i in (1, 2):
        b = json.loads(json.loads(stored[i])["body"]) if i == 2 else body
        b["prev_hash"] = head
        text = json.dumps(b, sort_keys=True)
        head = hashlib.sha256((head + text).encode()).hexdigest()
        stored[i] = json.dumps({"body": text, "hash": head})
    log("tamper      record 2 approver m_208 -> m_311; records 2-3 re-hashed to keep the links")
    show(log, stored[1:2])
    log(f"verify      links only: {verify(stored, head) or 'intact'} (a rewrite can re-hash)")
    log(f"verify      against anchor {anchored[:12]}…: {verify(stored, anchored)}")
