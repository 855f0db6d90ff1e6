"""Procedural memory: the model packages a method that worked as a skill; code checks it and runs its tests
in a sandbox before storing it for review; later tasks get approved skills only, and every run is recorded."""

import json
import re
from dataclasses import dataclass
from typing import Callable

Complete = Callable[[str], str]
Sandbox = Callable[[str, dict[str, object]], str]  # (code, args) -> result, raises on failure


@dataclass
class Skill:
    name: str
    description: str
    preconditions: str
    code: str
    status: str = "pending review"  # a person sets "approved"; the code sets "deprecated"
    passes: int = 0
    fails: int = 0


PACKAGE_PROMPT = """You solved the task below after several attempts. Package the method that worked as one reusable Python function.
Task: {task}
Code from the final, successful attempt:
{code}
Reply with one JSON object:
{{"name": "<snake_case>", "description": "<what it does and when to use it, one sentence>",
 "preconditions": "<what the input must look like and what the function cannot handle>",
 "code": "<one function, standard library only>", "tests": [{{"args": {{}}, "expect": "<result>"}}]}}
Make a parameter of only what varied in this task (file path, separator, decimal mark, encoding); keep the rest fixed.
No network access, no subprocesses, no writes outside the given path, no credentials."""

CHOOSE_PROMPT = """Task: {task}
Approved skills that may apply (name: description. Preconditions):
{skills}
If one skill fits the task and its preconditions hold, reply {{"use": "<name>", "args": {{}}}}.
If none fits, reply {{"use": null, "reason": "<why>"}} and the task will be solved from scratch."""

FORBIDDEN = re.compile(r"\b(socket|urllib|requests|http\.client|subprocess|os\.system|eval|exec)\b|https?://")


def passes(sandbox: Sandbox, code: str, args: object, expect: object) -> bool:
    try:
        return isinstance(args, dict) and sandbox(code, args) == expect
    except Exception:
        return False  # a crash is a failed test


def package(complete: Complete, task: str, code: str, sandbox: Sandbox, library: dict[str, Skill], log: Callable[[str], None]) -> None:
    s = json.loads(complete(PACKAGE_PROMPT.format(task=task, code=code)))
    skill, tests = Skill(s["name"], s["description"], s["preconditions"], s["code"]), s["tests"]
    log(f"package   {skill.name}: {skill.description}")
    if found := sorted({m.group(0) for m in FORBIDDEN.finditer(skill.code)}):
        log(f"reject    static check found {', '.join(found)}; nothing stored")
        return
    log("check     static: no network, subprocess, eval or URL")
    passed = sum(passes(sandbox, skill.code, t.get("args"), t.get("expect")) for t in tests)
    log(f"tests     {passed}/{len(tests)} passed in the sandbox")
    if passed < len(tests) or not tests:
        log("reject    a skill must pass all its tests; nothing stored")
        return
    library[skill.name] = skill
    log(f"library   {skill.name} stored: {skill.status}")


def overlap(task: str, text: str) -> float:  # stand-in for embedding similarity: share of task words in the text
    x, y = set(re.findall(r"[a-z]{3,}", task.lower())), set(re.findall(r"[a-z]{3,}", text.lower()))
    return len(x & y) / len(x) if x else 0.0


def use(complete: Complete, task: str, library: dict[str, Skill], sandbox: Sandbox, log: Callable[[str], None], k: int = 3) -> str:
    scored = sorted(((overlap(task, f"{s.description} {s.preconditions}"), s) for s in library.values() if s.status == "approved"), key=lambda x: -x[0])
    ranked = [s for _, s in scored[:k]]
    log("retrieve  " + (", ".join(f"{s.name} overlap {o:.2f}" for o, s in scored[:k]) or "no approved skills"))
    listing = "\n".join(f"- {s.name}: {s.description} Preconditions: {s.preconditions}" for s in ranked) or "(none)"
    choice = json.loads(complete(CHOOSE_PROMPT.format(task=task, skills=listing)))
    skill = next((s for s in ranked if s.name == choice.get("use")), None)
    if skill is None:
        log(f"choose    none: {choice.get('reason', 'not among the retrieved skills')}")
        return "solve from scratch"
    log(f"choose    {skill.name} {json.dumps(choice['args'])}")
    try:
        result = sandbox(skill.code, choice["args"])
        skill.passes += 1
    except Exception as error:
        result = f"failed: {error}"
        skill.fails += 1
    log(f"sandbox   {result}")
    if skill.passes + skill.fails >= 5 and skill.passes / (skill.passes + skill.fails) < 0.8:
        skill.status = "deprecated"  # stops being retrieved until someone fixes it
    log(f"record    {skill.name}: {skill.passes} passed, {skill.fails} failed, {skill.status}")
    return result
