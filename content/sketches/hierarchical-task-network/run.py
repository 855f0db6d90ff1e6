"""Scripted run of the HTN sketch: a real method library, state and planner with backtracking; the
model's mapping and draft replies are prepared. People, offices and stock levels are invented."""

import json
from typing import Dict, List, Optional

from _support.scripted import Log, ScriptedModel
from sketch import Method, Operator, State, Task, plan_request

CATALOGUE = {
    "onboard": "onboard(person, office, role): a new hire gets an account, a laptop and a place to work",
    "offboard": "offboard(person, last_day): a leaver loses access and returns equipment",
}
OFFICES = {"lisbon": "PT", "sao_paulo": "BR"}
ROLES = {"accountant", "engineer"}  # roles this requester may grant; admin roles are not among them


def allowed(task: Task) -> Optional[str]:
    if task[0] == "onboard" and (len(task) != 4 or task[2] not in OFFICES or task[3] not in ROLES):
        return f"arguments {task[1:]} are not a known person, office and grantable role"
    return None


def need(fact: str, why: str):
    return lambda state, t: None if state.get(fact.format(*t[1:])) else why.format(*t[1:])


# The method library, written and reviewed by the IT team, in preference order.
METHODS: Dict[str, List[Method]] = {
    "onboard": [
        ("standard", need("local_it:{1}", "{1} has no local IT"),
         lambda t: [("create_account", t[1], t[3]), ("provide_laptop", t[1], t[2]), ("book_desk", t[1], t[2])]),
        ("remote_kit", lambda s, t: "{} has local IT".format(t[2]) if s.get(f"local_it:{t[2]}") else None,
         lambda t: [("create_account", t[1], t[3]), ("provide_laptop", t[1], t[2]), ("send_vpn_guide", t[1])]),
    ],
    "create_account": [("directory", lambda s, t: None,
                        lambda t: [("create_directory_user", t[1]), ("add_to_groups", t[1], t[2]), ("enable_mfa", t[1])])],
    "provide_laptop": [
        ("from_stock", lambda s, t: None if int(str(s.get(f"stock:{t[2]}", 0))) > 0 else f"stock at {t[2]} is 0",
         lambda t: [("assign_laptop", t[1], t[2])]),
        ("order", lambda s, t: None if s.get(f"ships:{OFFICES[t[2]]}") else f"vendor does not ship to {OFFICES[t[2]]}",
         lambda t: [("order_laptop", t[1], t[2])]),
    ],
}
OPERATORS: Dict[str, Operator] = {name: (lambda s, t: None, lambda s, t: None) for name in
                                  ["create_directory_user", "add_to_groups", "enable_mfa", "assign_laptop",
                                   "order_laptop", "send_vpn_guide"]}
OPERATORS["book_desk"] = (need("desks:{1}", "no free desk in {1}"), lambda s, t: None)
STATE: State = {"local_it:lisbon": True, "stock:lisbon": 0, "ships:PT": True, "desks:lisbon": 4,
                "local_it:sao_paulo": False, "stock:sao_paulo": 0, "ships:BR": False}


def example(log: Log) -> None:
    request = "New hire Ana Sousa starts Monday 30 November in the Lisbon office as an accountant."
    model = ScriptedModel([json.dumps({"task": "onboard", "args": ["ana.sousa", "lisbon", "accountant"], "missing": ""})])
    log(f"request  {request}")
    plan = plan_request(request, model.complete, CATALOGUE, allowed, METHODS, OPERATORS, STATE, log)
    log(f"result   {len(plan or [])} primitive actions, each from a reviewed method; {len(model.prompts)} model call")


def failure(log: Log) -> None:
    # No method covers an office without local IT in a country the vendor does not ship to. The
    # planner backtracks through every method, then the model drafts a method that nobody loads.
    request = "New hire Ben Costa starts Monday in the Sao Paulo office as an engineer."
    model = ScriptedModel([
        json.dumps({"task": "onboard", "args": ["ben.costa", "sao_paulo", "engineer"], "missing": ""}),
        json.dumps({"name": "buy_locally", "applies_when": "the vendor does not ship to the office's country",
                    "subtasks": ["create_directory_user(ben.costa)", "add_to_groups(ben.costa, engineer)",
                                 "enable_mfa(ben.costa)", "send_vpn_guide(ben.costa)"]}),
    ])
    log(f"request  {request}")
    plan = plan_request(request, model.complete, CATALOGUE, allowed, METHODS, OPERATORS, STATE, log)
    log(f"result   {'no plan: escalated to the IT team with the reasons above; nothing ran' if plan is None else plan}")
