"""Scripted run of the semantic memory sketch: real update rules over an in-memory store, prepared
model replies. The user, cities, dates and account number are illustrative; no tax advice implied."""

from _support.scripted import Log, ScriptedModel
from sketch import Fact, answer, learn


def seeded() -> dict[tuple[str, str], list[Fact]]:
    return {("u7", "tax_residency"): [Fact("u7", "tax_residency", "Spain", "session 1, turn 2")],
            ("u7", "preferred_language"): [Fact("u7", "preferred_language", "English", "session 1, turn 1")]}


def example(log: Log) -> None:
    store = seeded()
    message = "I moved to Lisbon last month, so my tax residency is Portugal now."
    model = ScriptedModel([
        '[{"attribute": "residence_city", "value": "Lisbon", "asserted": true},'
        ' {"attribute": "tax_residency", "value": "Portugal", "asserted": true}]',
        "Because you told me in session 3 that your tax residency is now Portugal, the Portuguese annual return applies;"
        " check the deadline with the Portuguese tax authority or an adviser. If you were still resident in Spain for part"
        " of the year, tell me, because that changes which returns you need.",
    ])
    log("known     tax_residency=Spain (session 1), preferred_language=English (session 1)")
    log(f"session 3 {message}")
    learn(model.complete, store, "u7", message, "session 3, turn 4", log)
    question = "What deadline applies to my annual return?"
    log(f"session 5 {question}")
    reply = answer(model.complete, store, "u7", question, log)
    log(f"answer    {reply}")
    history = [f"{f.value} ({'current' if f.valid else 'superseded'})" for f in store[("u7", "tax_residency")]]
    log(f"history   tax_residency: {', '.join(history)}")
    log("result    2 model calls: one extraction after the turn, one answer")


def failure(log: Log) -> None:
    # A hypothetical and a payout account arrive in one message. The extractor flags the first as not
    # asserted; the second is asserted, but the attribute is protected, so chat cannot change it.
    store = seeded()
    message = "If I moved to Berlin, would my tax residency change? Also, my new payout account is DE89 3704 0044 0532 0130 00."
    model = ScriptedModel([
        '[{"attribute": "tax_residency", "value": "Germany", "asserted": false},'
        ' {"attribute": "payout_account", "value": "DE89 3704 0044 0532 0130 00", "asserted": true}]',
    ])
    log(f"session 6 {message}")
    learn(model.complete, store, "u7", message, "session 6, turn 1", log)
    current = [f"{a}={fs[-1].value}" for (_, a), fs in store.items()]
    log(f"store     unchanged: {', '.join(current)}")
    log("result    1 model call; the payout change goes to the verified settings flow, not to memory")
