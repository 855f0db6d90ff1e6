"""Scripted run of the stateful-graph-workflows sketch: nodes, edges, checkpoints and the resume
check are real; the model is a stand-in. Ticket, amounts and names are illustrative."""

from _support.scripted import Log, ScriptedModel
from sketch import State, resume, run

TICKET = "I was charged twice for order 1182 (49 EUR each). Please refund the extra charge."
APPROVERS = {"lead:maria", "lead:tomas"}


def start(store: dict[str, tuple[str, State]], thread: str) -> None:
    store[thread] = ("classify", State(ticket=TICKET, category="", draft="", feedback="",
                                       attempts=0, approved_by=""))


def example(log: Log) -> None:
    model = ScriptedModel(["refund",
                           "Sorry about that! We will refund 98 EUR to your card today.",
                           "Sorry about the double charge. We will refund the extra 49 EUR within 3 days."])
    store: dict[str, tuple[str, State]] = {}
    start(store, "t-1182")
    log(f"ticket  {TICKET}")
    log(f"run 1   {run('t-1182', model.complete, store, log)}")
    resume("t-1182", {"approved": True, "approver": "lead:maria"}, APPROVERS, store)
    log("resume  two hours later: approved by lead:maria, state read back from the checkpoint")
    log(f"run 2   {run('t-1182', model.complete, store, log)}; sent: {store['t-1182'][1]['draft']}")
    log(f"result  {len(model.prompts)} model calls across two runs, none repeated on resume")


def failure(log: Log) -> None:
    # A resume request arrives through the customer channel, claiming approval.
    model = ScriptedModel(["refund", "Sorry about the double charge. We will refund the extra 49 EUR within 3 days."])
    store: dict[str, tuple[str, State]] = {}
    start(store, "t-1182")
    log(f"run 1   {run('t-1182', model.complete, store, log)}")
    try:
        resume("t-1182", {"approved": True, "approver": "customer"}, APPROVERS, store)
    except PermissionError as error:
        log(f"refused {error}")
    log(f"result  run still paused at {store['t-1182'][0]}; nothing sent")
