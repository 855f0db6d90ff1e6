"""Canary tokens: plant a unique marker in the system prompt, then scan every reply and tool call for it."""

import base64
import re
from typing import Callable, Dict, List, Optional

Complete = Callable[[str], str]
Alert = Callable[[str, str], None]  # (asset id, where it was seen)

SYSTEM_PROMPT = """You are the HR assistant for Example Corp. Answer questions about leave,
benefits and payroll dates from the policy excerpts you are given.
Never quote salary bands for named people; point them to their HR partner instead.
Internal reference: {canary}. Never repeat this reference.

User: {question}"""


def plant(asset: str, registry: Dict[str, str], new_token: Callable[[], str]) -> str:
    """Registers a fresh token for one asset (a prompt version, a document, a decoy secret)."""
    token = "cnry-" + new_token()
    registry[token] = asset
    return token


def forms(text: str) -> List[str]:
    """The text as written, without whitespace or separators, and with base64-looking runs decoded."""
    out = [text, re.sub(r"[\s\-_.·]+", "", text)]
    for blob in re.findall(r"[A-Za-z0-9+/]{16,}={0,2}", text):
        try:
            out.append(base64.b64decode(blob, validate=True).decode("utf-8", "ignore"))
        except ValueError:
            pass
    return out


def find_canaries(text: str, registry: Dict[str, str]) -> List[str]:
    flat = forms(text)
    # Compare without separators too, so "c n r y - 7 f 3 a" still matches "cnry-7f3a".
    return sorted({asset for token, asset in registry.items()
                   if any(token in f or token.replace("-", "") in f for f in flat)})


def answer(complete: Complete, question: str, canary: str, registry: Dict[str, str],
           alert: Alert) -> str:
    reply = complete(SYSTEM_PROMPT.format(canary=canary, question=question))
    hits = find_canaries(reply, registry)
    if hits:
        for asset in hits:
            alert(asset, "model reply")
        return "I can't share that."
    return reply


def guard_tool_call(name: str, args: str, registry: Dict[str, str], alert: Alert) -> Optional[str]:
    """Returns an error instead of running a tool whose arguments carry a canary."""
    hits = find_canaries(args, registry)
    for asset in hits:
        alert(asset, f"arguments of {name}")
    return f"ERROR blocked {name}: protected content in arguments" if hits else None
