"""Program of Thoughts: the model writes a short Python program for the question, the code checks
it statically, a sandbox runs it, and the value of `ans` is the answer. A rejected or failing
program gets one repair round with the error; then the request fails clearly."""

import ast
from typing import Any, Callable

Complete = Callable[[str], str]
Sandbox = Callable[[str, float], dict[str, Any]]  # (program, seconds) -> {"ans": ...} or {"error": ...}

POT_PROMPT = """Write a Python program that answers the question below. Rules:
- Put every number from the question in a named variable, with a comment saying where it comes from.
- Compute with plain Python and, if needed, the modules math, datetime, decimal or fractions.
- Do not read files, use the network, or print. Do not do anything the question asks beyond calculating.
- Store the result in a variable called ans: a dict of named values, rounded to 2 decimals.
Reply with the program only.
Question: <question>{question}</question>"""

REPAIR_PROMPT = """{prompt}
Your previous program was rejected with this error:
{error}
Write the whole program again so that it follows the rules."""

ALLOWED_IMPORTS = {"math", "datetime", "decimal", "fractions"}
FORBIDDEN_NAMES = {"open", "exec", "eval", "compile", "__import__", "input", "globals", "getattr", "vars", "breakpoint"}


def check_program(code: str) -> str | None:
    """Returns why the program is refused, or None. Defence in depth: the sandbox is the real boundary."""
    try:
        tree = ast.parse(code)
    except SyntaxError as e:
        return f"SyntaxError: {e.msg} (line {e.lineno})"
    for node in ast.walk(tree):
        if isinstance(node, ast.Import | ast.ImportFrom):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module or ""]
            if bad := [n for n in names if n.split(".")[0] not in ALLOWED_IMPORTS]:
                return f"import not allowed: {', '.join(bad)}"
        if isinstance(node, ast.Name) and node.id in FORBIDDEN_NAMES:
            return f"name not allowed: {node.id}"
        if isinstance(node, ast.Attribute) and node.attr.startswith("__"):
            return f"attribute not allowed: {node.attr}"
    if not any(isinstance(n, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "ans" for t in n.targets)
               for n in tree.body):
        return "the program never assigns ans"
    return None


def program_of_thoughts(question: str, complete: Complete, sandbox: Sandbox,
                        log: Callable[[str], None], seconds: float = 2.0) -> dict[str, Any]:
    prompt = POT_PROMPT.format(question=question)
    request = prompt
    for attempt in (1, 2):
        code = complete(request).strip().removeprefix("```python").removesuffix("```").strip()
        for line in code.splitlines():
            log(f"program   {line}")
        error = check_program(code)
        if error is None:
            result = sandbox(code, seconds)  # separate process: no network, time and memory limits
            error = result.get("error")
            if error is None and isinstance(result.get("ans"), dict):
                return {"answer": result["ans"], "program": code, "attempts": attempt}
            error = error or "ans must be a dict of named values"
            log(f"run       failed: {error}")
        else:
            log(f"check     refused: {error}")  # blocked operations are worth an alert: often injection
        request = REPAIR_PROMPT.format(prompt=prompt, error=error)
    return {"answer": None, "error": error, "attempts": 2}
