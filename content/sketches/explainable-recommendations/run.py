"""Scripted run of the explainable-recommendations sketch: real ranking, reasons, counterfactual and
faithfulness check; the model's wording is prepared."""

from _support.scripted import Log, ScriptedModel
from sketch import basis, explain

# Three laptops that already meet the hard requirements (32 GB RAM, Linux, 3-year warranty).
OPTIONS = {
    "A": {"cost_eur": 1690, "tickets_per_unit_year": 1.9, "weight_kg": 1.3},
    "B": {"cost_eur": 1540, "tickets_per_unit_year": 0.8, "weight_kg": 1.6},
    "C": {"cost_eur": 1720, "tickets_per_unit_year": 1.1, "weight_kg": 1.5},
}
WEIGHTS = {"cost_eur": 0.01, "tickets_per_unit_year": 2.0, "weight_kg": 1.0}
SOURCES = {"cost_eur": "price list 2026-05, 3-year cost", "tickets_per_unit_year": "IT tickets, 24 months",
           "weight_kg": "vendor spec"}
SAMPLES = {"A": 120, "B": 85, "C": 6}

WORDING = """Recommendation: B
- Lowest 3-year cost: 1540 vs 1720 EUR for C [price list 2026-05, 3-year cost]
- Fewest hardware tickets: 0.8 vs 1.1 per unit a year for C [IT tickets, 24 months]
Trade-off: B weighs 1.6 kg, C 1.5 kg [vendor spec]
Would change: with weight at most 1.5 kg, C would be recommended.
Note: ticket data for C covers only 6 units."""


def show(log: Log, limits: dict[str, float], model: ScriptedModel) -> None:
    facts = basis(OPTIONS, WEIGHTS, limits, SOURCES, SAMPLES)
    log(f"ranked      {facts['recommendation']} (limits: {limits or 'none'})")
    for r in facts["reasons"]:
        log(f"reason      {r}")
    if "trade_off" in facts:
        log(f"trade-off   {facts['trade_off']}")
    if "counterfactual" in facts:
        log(f"would flip  {facts['counterfactual']}")
    text = explain(facts, model.complete, log)
    log(f"shown       {text.splitlines()[0]} ... ({len(text.splitlines())} lines)")


def example(log: Log) -> None:
    log("request     recommend a laptop for 40 engineers; options A, B, C")
    model = ScriptedModel([WORDING, "Recommendation: A\nA is the only option within your limits.\nNote: ticket data for C covers only 6 units."])
    show(log, {}, model)
    log("manager     clicks 'weight matters' and sets weight_kg at most 1.4")
    show(log, {"weight_kg": 1.4}, model)
    log(f"result      {len(model.prompts)} model calls; ranking and reasons computed in code")


def failure(log: Log) -> None:
    # The model embellishes: a review score that is in no source, which makes B sound better than it is.
    model = ScriptedModel([WORDING.replace("Trade-off:", "- Rated 9.1/10 for battery life by reviewers\nTrade-off:")])
    log("request     recommend a laptop for 40 engineers; options A, B, C")
    show(log, {}, model)
