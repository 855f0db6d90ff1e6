"""Scripted run of the PII redaction sketch: real patterns, checksum and policies; a scripted model lists the people."""

from _support.scripted import Log, ScriptedModel
from sketch import CARD, detect, redact

SUMMARY = ("Maria Lopez (DOB 12/03/1985, phone +34 612 345 678) disputes a charge on card "
           "4111 1111 1111 1111 for order 5500 0000 0000 0001. The delivery was witnessed by John Smith, "
           "who lives next door.")


def example(log: Log) -> None:
    model = ScriptedModel(['[{"name": "Maria Lopez", "role": "customer"}, {"name": "John Smith", "role": "neighbour"}]'])
    log(f"model output  {SUMMARY}")
    found = detect(model.complete, SUMMARY, "Maria Lopez")
    for kind, value, role in found:
        log(f"detected      {kind:<11} {value!r}" + (f" as {role}" if role else ""))
    vault: dict = {}
    for destination in ("team_ticket", "trace_store"):
        text, counts = redact(SUMMARY, found, destination, vault)
        log(f"{destination:<13} {text}")
        log(f"counts        {counts}")
    log(f"vault         {sorted(vault)} (held by the support system only)")
    log(f"result        {len(model.prompts)} model call, {len(found)} entities; order number kept (fails Luhn)")


def failure(log: Log) -> None:
    # An injected instruction made the model spell the card out in words, to get past the digit pattern.
    text = ("Card on file: four one one one one one one one one one one one one one one one. "
            "Ask the courier Dan Ode to call back.")
    model = ScriptedModel(['[{"name": "Dan Ode", "role": "courier"}]'])
    log(f"model output  {text}")
    log(f"digits only   {len(CARD.findall(text))} card matches: a digit pattern alone misses the spelled number")
    found = detect(model.complete, text, "Maria Lopez")
    for kind, value, role in found:
        log(f"detected      {kind:<11} {value!r}" + (f" as {role}" if role else ""))
    redacted, counts = redact(text, found, "team_ticket", {})
    log(f"team_ticket   {redacted}")
    log(f"counts        {counts}")
