"""Scripted run of the role-based teamwork sketch: the real procedure, contracts and defect routing,
with a model whose replies for each role are prepared."""

import json

from _support.scripted import Log, Reply, ScriptedModel
from sketch import Role, run_team

BRIEF = "Add CSV export to the monthly sales report."
ROLES = [
    Role("ProductAnalyst", "turn the request into a user story and numbered acceptance criteria",
         ["brief"], "requirements", ["story", "criteria"]),
    Role("Architect", "decide which files change and the interface of new functions",
         ["requirements"], "design", ["plan", "files", "interface"]),
    Role("Engineer", "implement the design and run the test suite", ["design"], "patch",
         ["change", "diff", "tests_run"]),
    Role("QATester", "test the patch against every acceptance criterion; never edit code",
         ["requirements", "patch"], "test_report", ["result", "passed", "defects"]),
]
SIGN_DEFECT = [{"criterion": 3, "owner": "Engineer", "text": "negative amounts are exported without a minus sign"}]


def first_pass() -> list[Reply]:
    return [
        json.dumps({"story": "As a sales lead I download the monthly report as CSV for my spreadsheet.",
                    "criteria": ["1. one row per order line", "2. header row", "3. amounts keep their sign and 2 decimals",
                                 "4. UTF-8, comma separated"]}),
        json.dumps({"plan": "add export_csv(report) -> str in report/export.py; button calls it",
                    "files": ["report/export.py", "report/views.py"], "interface": "export_csv(report: Report) -> str"}),
        json.dumps({"change": "adds export_csv and 3 tests; suite 41 passed", "diff": "...", "tests_run": 41}),
        json.dumps({"result": "FAILED criterion 3: negative amounts lose their minus sign", "passed": False, "defects": SIGN_DEFECT}),
    ]


def example(log: Log) -> None:
    model = ScriptedModel(first_pass() + [
        json.dumps({"change": "formats amounts with their sign; adds a test for -12.50; suite 42 passed",
                    "diff": "...", "tests_run": 42}),
        json.dumps({"result": "PASSED all 4 criteria", "passed": True, "defects": []}),
    ])
    log(f"request     {BRIEF}")
    docs = run_team(BRIEF, ROLES, model.complete, log)
    log(f"result      {'ready for review' if docs else 'escalated'}, {len(model.prompts)} model calls")


def failure(log: Log) -> None:
    # The tester starts rewriting code (role bleed), then the engineer's fix does not fix the defect.
    model = ScriptedModel(first_pass() + [
        json.dumps({"change": "rounds amounts before formatting; suite 41 passed", "diff": "...", "tests_run": 41}),
        json.dumps({"result": "FAILED criterion 3: negative amounts lose their minus sign", "passed": False, "defects": SIGN_DEFECT,
                    "patch": "def fmt(x): return f'{x:+.2f}'"}),
        json.dumps({"result": "FAILED criterion 3: negative amounts lose their minus sign", "passed": False, "defects": SIGN_DEFECT}),
    ])
    log(f"request     {BRIEF}")
    docs = run_team(BRIEF, ROLES, model.complete, log)
    log(f"result      {'ready for review' if docs else 'escalated'}, {len(model.prompts)} model calls")
