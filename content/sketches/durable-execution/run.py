"""Scripted run of the durable execution sketch: a real history, replay, retries, a durable wait, an
idempotency key and the determinism check, with the model's replies prepared and fake services. The
workers are three runs of the same code over one history list, standing in for three processes.
Company, people, ids and the two-day wait are illustrative."""

import json
from typing import Any, Callable

from _support.scripted import Log, ScriptedModel
from sketch import Context, NonDeterminism, Suspend, onboarding

DOCS = "Certificate of incorporation: Norland Tiles GmbH, HRB 20417, Germany. Managing director: Ines Haas."
COMPANY = {"legal_name": "Norland Tiles GmbH", "registration_no": "HRB 20417", "country": "DE", "director": "Ines Haas"}
APPROVERS = {"c.osei"}


class WorkerCrash(Exception):
    pass


def services(log: Log, crash_after_create: list[bool]) -> tuple[dict[str, Callable[..., Any]], dict[str, dict]]:
    accounts: dict[str, dict] = {}  # the billing system, keyed by idempotency key
    timeouts = [True]

    def sanctions(name: str, country: str) -> dict:
        if timeouts and timeouts.pop():
            raise TimeoutError
        return {"hit": False}

    def billing(company: dict, key: str) -> dict:
        if key in accounts:
            log(f"billing   key {key} seen before: returning {accounts[key]['account_id']}, nothing created")
            return accounts[key]
        accounts[key] = {"account_id": f"BA-{5521 + len(accounts)}"}
        if crash_after_create and crash_after_create.pop():
            raise WorkerCrash("worker died after billing created the account, before the result was recorded")
        return accounts[key]

    return {"sanctions": sanctions, "billing": billing, "send": lambda to, text, key: {"sent": True}}, accounts


def work(name: str, history: list[dict], signals: dict, model: ScriptedModel, tools: dict, log: Log) -> None:
    log(f"--        {name}")
    try:
        log(f"result    {onboarding(Context('wf-771', history, signals, log), model.complete, tools, DOCS, APPROVERS)}")
    except Suspend:
        pass
    except WorkerCrash as crash:
        log(f"crash     {crash}")


def example(log: Log) -> None:
    history: list[dict] = []  # stands in for the engine's persisted event history
    model = ScriptedModel([json.dumps(COMPANY), "Dear Ines Haas, welcome aboard: your billing account is BA-5521. ..."])
    tools, accounts = services(log, [True])
    work("worker A starts wf-771", history, {}, model, tools, log)
    signals = {"compliance_approved": {"by": "c.osei", "at": "two days later"}}
    work("worker B resumes on the approval signal", history, signals, model, tools, log)
    work("worker C replays after the crash", history, signals, model, tools, log)
    log(f"check     {len(model.prompts)} model calls in all; {len(accounts)} billing account; {len(history)} events in history")


def failure(log: Log) -> None:
    # A deploy while wf-771 waited added a fraud check before the sanctions check. Replaying the old
    # history with the new code would hand the sanctions result to the fraud step; the check stops it.
    history = [{"name": "extract_company", "result": COMPANY}, {"name": "sanctions_check", "result": {"hit": False}}]
    log("--        worker D resumes wf-771 with new code: fraud_check added as step 2")
    ctx = Context("wf-771", history, {}, log)
    try:
        ctx.activity("extract_company", lambda key: COMPANY)
        ctx.activity("fraud_check", lambda key: {"score": 0.1})
    except NonDeterminism as error:
        log(f"stopped   {error}; workflow held until the change is versioned")
