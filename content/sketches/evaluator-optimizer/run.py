"""Scripted run of the evaluator-optimizer sketch: real length and glossary checks, real scoring,
best-candidate tracking and stopping rules, with the generator's and the evaluator's replies
prepared. The product copy and the 80-character limit are illustrative."""

import json

from _support.scripted import Log, ScriptedModel
from sketch import evaluate_optimize

SOURCE = [
    "Charges to 80% in 18 minutes with Turbo Charging.",
    "Water-resistant to IPX7, so you can take it to the pool.",
    "Includes a 2-year warranty and free returns.",
]
GLOSSARY = {"Turbo Charging": "Turbo-Laden"}
LINE_1 = "Lädt mit Turbo-Laden in 18 Minuten auf 80 %."
LINE_3 = "Mit 2 Jahren Garantie und kostenloser Rücksendung."
OK = json.dumps({"meaning_ok": True, "formal_ok": True, "issues": []})


def review(formal: bool, issue: str = "") -> str:
    return json.dumps({"meaning_ok": True, "formal_ok": formal, "issues": [issue] if issue else []})


def example(log: Log) -> None:
    log("input     3 English bullets -> German; limit 80 characters; glossary Turbo Charging = Turbo-Laden; formal 'Sie'")
    generator = ScriptedModel([
        "Lädt mit Schnellladung in 18 Minuten auf 80 %.\n"
        "Wasserdicht nach Schutzklasse IPX7, sodass Sie es ohne jede Sorge auch mit ins Schwimmbad nehmen können.\n" + LINE_3,
        f"{LINE_1}\nWasserdicht nach IPX7, du kannst es also mit ins Schwimmbad nehmen.\n{LINE_3}",
        f"{LINE_1}\nWasserdicht nach IPX7, Sie können es also mit ins Schwimmbad nehmen.\n{LINE_3}",
    ])
    evaluator = ScriptedModel([OK, review(False, "2: uses 'du'; write 'Sie können es also mit ins Schwimmbad nehmen'"), OK])
    result = evaluate_optimize(generator.complete, evaluator.complete, SOURCE, 80, GLOSSARY, log)
    log(f"result    passed={result['passed']} in round {result['round']}; "
        f"{len(generator.prompts) + len(evaluator.prompts)} model calls")
    log(f"output    {result['draft'].splitlines()[1]}")


def failure(log: Log) -> None:
    # Fixing one criterion breaks another: the formal rewrite of bullet 2 is too long, the shortened one
    # slips back to "du". No round beats round 1, so the loop stops after two stale rounds and returns
    # round 1's draft, flagged for a person, instead of spending the last round.
    log("input     same bullets and rules; the generator trades one fault for another")
    generator = ScriptedModel([
        f"{LINE_1}\nWasserdicht nach IPX7, du kannst es also mit ins Schwimmbad nehmen.\n{LINE_3}",
        f"{LINE_1}\nWasserdicht nach IPX7, sodass Sie es ganz ohne Sorge auch mit ins Schwimmbad nehmen können.\n{LINE_3}",
        f"{LINE_1}\nWasserdicht nach IPX7, nimm es einfach mit ins Schwimmbad.\n{LINE_3}",
    ])
    evaluator = ScriptedModel([
        review(False, "2: uses 'du'; address the reader with 'Sie'"),
        OK,
        review(False, "2: 'nimm' is informal; use 'Sie können es mitnehmen'"),
    ])
    result = evaluate_optimize(generator.complete, evaluator.complete, SOURCE, 80, GLOSSARY, log)
    log(f"result    passed={result['passed']}; returning round {result['round']} ({result['score']}/4) for review; "
        f"{len(generator.prompts) + len(evaluator.prompts)} model calls")
