"""Scripted run of the hierarchical sketch: the report director asks the Japan lead for its section;
the lead fans out to a price scraper, a news analyst and a regulation reader whose source is
paywalled. The model and the tools are stand-ins; the topic, prices and text are illustrative."""

from _support.scripted import Log, ScriptedModel
from sketch import Bus, lead, leaf


def paywalled(query: str) -> str:
    raise PermissionError("402 paywall at the regulator's gazette")


def run(log: Log, summary: str) -> None:
    bus = Bus(log)
    model = ScriptedModel([summary])
    leaf(bus, "jp", "prices", lambda q: "median e-bike price 248,000 JPY, up 6% on 2025")
    leaf(bus, "jp", "news", lambda q: "two domestic makers announced cheaper commuter models")
    leaf(bus, "jp", "regulation", paywalled)
    lead(bus, "jp", ["prices", "news", "regulation"], model.complete)
    follow_up: list[str] = []
    bus.subscribe("report.results", lambda m: log(f"director reads summary: {m['summary']}"))
    bus.subscribe("report.results", lambda m: follow_up.extend(f"{m['country']}/{s}" for s in m["incomplete"]))
    bus.publish("report.tasks", {"country": "jp", "topic": "e-bike market"})
    bus.run()
    log(f"director routes to human follow-up: {follow_up or 'none'}; {len(model.prompts)} model call at the lead")


def example(log: Log) -> None:
    run(log, "Japan: median e-bike price 248,000 JPY (+6%); two makers launching cheaper commuter models. "
             "The regulation section is missing: the regulator's gazette is paywalled.")


def failure(log: Log) -> None:
    # Lossy summary: the lead's model drops the caveat. The incomplete list comes from the
    # structured result events, so the director still routes the missing section to a person.
    run(log, "Japan: median e-bike price 248,000 JPY (+6%); two makers launching cheaper commuter models. "
             "No regulatory changes affect the market.")
