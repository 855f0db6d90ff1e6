"""Toolformer data generation: a model proposes calculator calls inside a piece of training text, each
call is executed, and a call is kept only if giving the model the call and its result lowers its loss
on the text that follows by at least tau, compared with no call and with the call but no result. The
model (text completion and loss) and the threshold are parameters."""

import ast
import operator
import re
from typing import Callable

Complete = Callable[[str], str]
Loss = Callable[[str, str], float]  # (prefix, continuation) -> the model's loss on continuation after prefix

ANNOTATE_PROMPT = """Your task is to insert calls to a calculator into a piece of text, wherever the result of a
calculation would help to write the text that follows.
Write a call as [Calculator(expression)] directly before the number it produces.
Use only + - * / and numbers that appear earlier in the text. Change nothing else in the text.
Examples:
Input: The trip lasted from 1994 to 2011, 17 years in all.
Output: The trip lasted from 1994 to 2011, [Calculator(2011 - 1994)] 17 years in all.
Input: Each of the 4 teams got 30 minutes, 120 minutes in total.
Output: Each of the 4 teams got 30 minutes, [Calculator(4 * 30)] 120 minutes in total.
Input: {text}
Output:"""

CALL = re.compile(r"\[Calculator\(([^)]*)\)\] ?")
OPS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv}


def calculator(expression: str) -> str | None:
    """Four operations on numbers, nothing else; anything it cannot parse gives no result."""
    def ev(node: ast.AST) -> float:
        if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
            return float(node.value)
        if isinstance(node, ast.BinOp) and type(node.op) in OPS:
            return OPS[type(node.op)](ev(node.left), ev(node.right))
        raise ValueError("unsupported")
    try:
        value = ev(ast.parse(expression.replace(",", ""), mode="eval").body)
    except (SyntaxError, ValueError, ZeroDivisionError):
        return None
    return f"{value:.2f}".rstrip("0").rstrip(".")


def annotate(complete: Complete, loss: Loss, text: str, log: Callable[[str], None], tau: float = 1.0) -> str:
    proposed = complete(ANNOTATE_PROMPT.format(text=text)).strip()
    kept: list[tuple[int, str]] = []
    offset = 0  # position of each call in the original text = its position in the output minus earlier calls
    for match in CALL.finditer(proposed):
        pos, expr = match.start() - offset, match.group(1)
        offset += len(match.group(0))
        result = calculator(expr)
        if result is None:
            log(f"call      Calculator({expr}) at {pos}: no result, dropped")
            continue
        before, after = text[:pos], text[pos:]
        with_result = loss(f"[Calculator({expr}) -> {result}] " + before, after)  # call and result as a prefix
        no_call = loss(before, after)
        no_result = loss(f"[Calculator({expr}) -> ] " + before, after)
        gain = min(no_call, no_result) - with_result
        verdict = "keep" if gain >= tau else "drop"
        log(f"call      Calculator({expr}) -> {result} at {pos}: loss {with_result:.1f} vs {min(no_call, no_result):.1f}, gain {gain:.1f} -> {verdict}")
        if gain >= tau:
            kept.append((pos, f"[Calculator({expr}) -> {result}] "))
    for pos, span in reversed(kept):  # insert from the end so earlier positions stay valid
        text = text[:pos] + span + text[pos:]
    return text
