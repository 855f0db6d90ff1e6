"""Scripted run of the attention-analysis sketch: prompt building, segment mapping, sink removal,
averaging and the causal check are real; the model is a stand-in whose attention and accuracy
depend on document position in a built-in way. Warehouses, towns and codes are fictional."""

import re

from _support.scripted import Log
from sketch import by_position, confirm, segment_mass

SLOT_WEIGHT = [0.30, 0.14, 0.06, 0.14, 0.36]  # per-token attention by document slot: a U shape


def toy_model(prompt: str) -> tuple[str, list[tuple[int, int]], list[list[list[float]]]]:
    offsets = [m.span() for m in re.finditer(r"\S+", prompt)]
    docs = [m.span() for m in re.finditer(r"<doc.*?</doc>", prompt, re.S)]
    weights = []
    for t, (s, _) in enumerate(offsets):
        slot = next((k for k, (a, b) in enumerate(docs) if a <= s < b), None)
        weights.append(3.0 if t == 0 else SLOT_WEIGHT[slot] if slot is not None else 0.05)
    row = [w / sum(weights) for w in weights]
    attention = [[row, row], [row, row]]  # 2 late layers x 2 answer tokens
    # The stand-in reads every document except the one in the middle slot: lost in the middle.
    keys = [key for k, (a, b) in enumerate(docs) if k != 2 for key in re.findall(r"Answer key: (\w+)", prompt[a:b])]
    return (keys[0] if keys else "not in the documents"), offsets, attention


def docs_for(key: str, gold_slot: int) -> list[tuple[str, str]]:
    filler = ["Opening hours are 07:00 to 19:00 on weekdays.", "Returns are handled at the central depot.",
              "Pallets over 800 kg need a booked slot.", "Drivers check in at gate 2."]
    texts = filler[:gold_slot] + [f"Answer key: {key}. Orders for the north region ship from {key}."] + filler[gold_slot:]
    return [(f"D{k + 1}", t) for k, t in enumerate(texts)]


QUESTIONS = [("Which warehouse ships to Tromso?", "Narvik"), ("Which warehouse ships to Alta?", "Harstad"),
             ("Which warehouse ships to Bodo?", "Mosjoen")]


def example(log: Log) -> None:
    q, key = QUESTIONS[0]
    r = segment_mass(toy_model, q, docs_for(key, 2))
    log(f"question    {q} (5 documents, the answer in D3)")
    log(f"answer      {r['answer']} (expected {key})")
    log(f"sink        the first token holds {r['sink']:.2f} of the answer's attention: removed")
    log("mass        " + "  ".join(f"{i} {m:.2f}" for i, m in r["mass"].items()) + "  (late layers, answer tokens)")
    cases = [(q, docs_for(k, 2)) for q, k in QUESTIONS]
    log("by slot     " + "  ".join(f"{k + 1}: {m:.2f}" for k, m in enumerate(by_position(toy_model, cases))) + f"  (mean of {len(cases)} questions)")
    log("hypothesis  documents in the middle get the least attention and are under-used")
    tests = [(q, docs_for(k, 2), k) for q, k in QUESTIONS]
    before, after = confirm(toy_model, tests, lambda d: [d[2], *d[:2], *d[3:]])
    log(f"intervene   move the answer document from slot 3 to slot 1: correct {before}/3 -> {after}/3")
    if after > before:
        log("verdict     confirmed by intervention: put top-ranked documents at the edges, trim to fewer")
    else:
        log("verdict     not confirmed: the position pattern does not change answers")


def failure(log: Log) -> None:
    # D2 is a long price table: it collects the most attention because it has the most tokens.
    q, key = QUESTIONS[0]
    docs = docs_for(key, 0)
    docs[1] = ("D2", "Price table: " + " ".join(f"zone{k} {100 + k} NOK" for k in range(30)))
    r = segment_mass(toy_model, q, docs)
    mass, tokens = r["mass"], r["tokens"]
    log(f"question    {q} (answer in D1, D2 a long price table)")
    log("mass        " + "  ".join(f"{i} {m:.2f}" for i, m in mass.items()))
    log("per token   " + "  ".join(f"{i} {1000 * mass[i] / tokens[i]:.1f}" for i in mass) + "  (x1000)")
    log("hypothesis  the answer relies on D2, the most attended document")
    before, after = confirm(toy_model, [(q, docs, key)], lambda d: [x for x in d if x[0] != "D2"])
    log(f"intervene   remove D2: correct {before}/1 -> {after}/1")
    if after < before:
        log("verdict     confirmed: removing D2 changes the answer")
    else:
        log("verdict     not confirmed: attention followed length, not use; do not cite D2 as the source")
