"""Semantic memory: a model extracts candidate facts from what the user said; code decides, per
keyed attribute, whether to add, update (keeping history) or ignore them; answers cite the facts
they use. The model, the store and the log are parameters."""

import json
from dataclasses import dataclass
from typing import Callable, Optional

Complete = Callable[[str], str]


@dataclass
class Fact:
    user: str
    attribute: str
    value: str
    source: str  # where it was stated, e.g. "session 3, turn 4"
    valid: bool = True


EXTRACT_PROMPT = """Extract durable facts the user states about themselves in the message below.
Return a JSON list; each item: {{"attribute": "<snake_case name>", "value": "<value>", "asserted": true or false}}.
Use these attribute names when they fit: residence_city, tax_residency, employer, preferred_language, payout_account.
Set "asserted" to false for hypotheticals, questions, plans not yet made, jokes and things said about other people.
Record only what the user said; never infer health, religion, income or other sensitive traits.
Return [] if there is nothing durable.
Message ({where}): {message}"""

ANSWER_PROMPT = """Answer the user's question, using the remembered facts below when they apply.
Remembered facts (each with where it was stated; they can be out of date):
{facts}
Say which fact you rely on and when it was stated. If a fact the answer needs is missing, ask for it instead of assuming.
Question: {question}"""

PROTECTED = {"payout_account", "role", "permissions"}  # changed only through verified account settings


def learn(complete: Complete, store: dict[tuple[str, str], list[Fact]], user: str, message: str, where: str, log: Callable[[str], None]) -> None:
    candidates = json.loads(complete(EXTRACT_PROMPT.format(where=where, message=message)))
    for c in candidates:
        attribute, value = c["attribute"], c["value"]
        current: Optional[Fact] = next((f for f in store.get((user, attribute), []) if f.valid), None)
        if not c.get("asserted", False):
            log(f"skip      {attribute}={value}: not asserted")
        elif attribute in PROTECTED:
            log(f"refuse    {attribute}: protected, change it in verified settings")
        elif current is None:
            store[(user, attribute)] = [Fact(user, attribute, value, where)]
            log(f"ADD       {attribute}={value} ({where})")
        elif current.value == value:
            log(f"NOOP      {attribute}={value} already known")
        else:
            current.valid = False  # superseded, kept as history with its source
            store[(user, attribute)].append(Fact(user, attribute, value, where))
            log(f"UPDATE    {attribute}: {current.value} -> {value} (old value kept as history)")


def answer(complete: Complete, store: dict[tuple[str, str], list[Fact]], user: str, question: str, log: Callable[[str], None]) -> str:
    facts = [f for (u, _), history in store.items() if u == user for f in history if f.valid]  # this user's current facts only
    log(f"recall    {len(facts)} current facts for {user}: " + ", ".join(f"{f.attribute}={f.value}" for f in facts))
    lines = "\n".join(f"- {f.attribute} = {f.value} (stated {f.source})" for f in facts) or "(none)"
    return complete(ANSWER_PROMPT.format(facts=lines, question=question)).strip()
