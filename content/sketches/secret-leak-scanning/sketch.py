"""Secret leak scanning: patterns, fingerprints of known secrets and triaged entropy hits on all outbound text."""

import base64, binascii, hashlib, json, math, re, urllib.parse  # noqa: E401 (standard library only)
from dataclasses import dataclass
from typing import Callable, Iterable, List, Set, Tuple

WINDOW = 12  # known secrets match on any 12-character piece, so half a key still counts as a leak
bits_per_char = lambda v: -sum(v.count(c) / len(v) * math.log2(v.count(c) / len(v)) for c in set(v))  # noqa: E731
PATTERNS = {
    "aws_access_key_id": r"\b(?:AKIA|ASIA)[0-9A-Z]{16}\b",
    "github_token": r"\bgh[pousr]_[A-Za-z0-9]{36}\b",
    "private_key": r"-----BEGIN [A-Z ]*PRIVATE KEY-----",
    "password_in_url": r"(?<=://)[^:/\s@]+:([^@\s]+)(?=@)",
}
KEYWORD_VALUE = r"(?i)(?:secret|token|passw(?:or)?d|api[_-]?key)\w*\s*[=:]\s*['\"]?([A-Za-z0-9/+_\-=.]{16,})"

TRIAGE_PROMPT = """You triage possible credentials found in an AI assistant's outgoing text. You never see the value, only its shape and surroundings.
Candidate: {shape}
Text around it, with the value replaced by <VALUE>:
{context}
Is <VALUE> most likely a live credential (password, API key, token, private key) or something harmless (hash, ID, example, placeholder)?
Reply with JSON only: {{"credential": true or false, "reason": "<a few words>"}}"""


@dataclass
class Finding:
    kind: str
    value: str
    view: str  # "text", "base64" or "url-decoded": where the scanner saw it


def fingerprints(secrets: Iterable[str]) -> Set[str]:
    """Hashes of every 12-character piece of each live secret: the scanner never stores the secrets."""
    return {hashlib.sha256(s[i:i + WINDOW].encode()).hexdigest() for s in secrets for i in range(len(s) - WINDOW + 1)}


def views(text: str, decode: bool) -> List[Tuple[str, str]]:
    out = [("text", text)]
    if decode:
        out += [("url-decoded", urllib.parse.unquote(text))] if "%" in text else []
        for run in re.findall(r"[A-Za-z0-9+/_-]{24,}={0,2}", text):
            try:
                out.append(("base64", base64.urlsafe_b64decode(run + "=" * (-len(run) % 4)).decode("utf-8")))
            except (binascii.Error, UnicodeDecodeError):
                pass  # not base64 text
    return out


def scan(text: str, known: Set[str], complete: Callable[[str], str], decode: bool = True) -> List[Finding]:
    found: List[Finding] = []
    for view, body in views(text, decode):
        hits = [i for i in range(len(body) - WINDOW + 1) if hashlib.sha256(body[i:i + WINDOW].encode()).hexdigest() in known]
        if hits:  # merge the matching windows into one span
            found.append(Finding("known_secret", body[hits[0]:hits[-1] + WINDOW], view))
        for kind, pattern in PATTERNS.items():
            found += [Finding(kind, m.group(m.lastindex or 0), view) for m in re.finditer(pattern, body)]
        for m in re.finditer(KEYWORD_VALUE, body):
            value = m.group(1)
            if bits_per_char(value) < 3.5 or any(value in f.value or f.value in value for f in found):
                continue
            shape = f"{len(value)} characters, entropy {bits_per_char(value):.1f} bits per character"
            context = body[max(0, m.start() - 60):m.end() + 40].replace(value, "<VALUE>")
            for f in found:  # other secrets near the candidate must not reach the triage model either
                context = context.replace(f.value, "<REDACTED>")
            try:
                is_secret = json.loads(complete(TRIAGE_PROMPT.format(shape=shape, context=context)))["credential"] is not False
            except (ValueError, KeyError, TypeError):
                is_secret = True  # an unreadable verdict counts as a secret
            found += [Finding("generic_secret", value, view)] if is_secret else []
    return found


def guard(channel: str, text: str, findings: List[Finding]) -> Tuple[str, str]:  # replies: redact; tool calls, encoded secrets: block
    if not findings:
        return "send", text
    if channel == "tool_call" or any(f.view != "text" for f in findings):
        return "block", ""
    for f in findings:
        text = text.replace(f.value, f"[REDACTED {f.kind}]")
    return "redact", text
