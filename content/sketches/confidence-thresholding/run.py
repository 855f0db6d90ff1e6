"""Scripted run of the confidence-thresholding sketch: real calibration, threshold choice and routing;
prepared model samples and a synthetic labelled set whose counts are illustrative."""

from typing import Callable, List

from _support.scripted import KeyedModel, Log
from sketch import audit, choose_threshold, decide, fit_calibration

# 2,000 labelled emails (synthetic): (agreement level, how many, how many the top label got right)
COUNTS = [(1.0, 1500, 1482), (0.8, 300, 276), (0.6, 120, 90), (0.4, 80, 40)]
VALIDATION = [(a, i < right) for a, total, right in COUNTS for i in range(total)]
MAX_ERROR = 0.015  # the business accepts at most 1.5% misrouted claims among automated ones

WATER = "Water from the flat upstairs came through my kitchen ceiling overnight. Policy HP-20417."
WALL = "Reversing out of my drive I hit the garden wall, and the wall fell onto the shed. Policy MP-88120."
BOILER = "My boiler stopped working on Monday, no heating or hot water since. Policy HP-31552."


def cycle(replies: List[str]) -> Callable[[str], str]:
    state = {"i": 0}

    def reply(_: str) -> str:
        state["i"] += 1
        return replies[(state["i"] - 1) % len(replies)]
    return reply


def setup(log: Log):
    table = fit_calibration(VALIDATION)
    threshold, coverage, error = choose_threshold(VALIDATION, table, MAX_ERROR)
    log(f"validation  {len(VALIDATION)} labelled emails; calibrated score per agreement: "
        + ", ".join(f"{round(a * 5)}/5 -> {s:.3f}" for a, s in sorted(table.items(), reverse=True)))
    for t in sorted(set(table.values()), reverse=True)[:3]:  # the risk-coverage table
        routed = [ok for a, ok in VALIDATION if table[a] >= t]
        log(f"if >= {t:.3f}  {len(routed) / len(VALIDATION):.1%} auto-routed, "
            f"{1 - sum(routed) / len(routed):.2%} of them misrouted")
    log(f"threshold   {threshold:.3f} (target <= {MAX_ERROR:.1%} misrouted): "
        f"{coverage:.1%} auto-routed at {error:.2%}")
    return table, threshold


def show(log: Log, name: str, email: str, d: dict) -> None:
    log(f"{name:<11} {email}")
    log("samples     " + ", ".join(f"{label} x{k}" for label, k in d["samples"]))
    target = d["queue"] if d["action"] == "act" else "triage, pre-filled " + " / ".join(d["candidates"])
    log(f"decision    {d['action']} -> {target} (agreement {d['agreement']:.0%}, score {d['score']:.3f})")


def example(log: Log) -> None:
    table, threshold = setup(log)
    model = KeyedModel([
        ("kitchen ceiling", "property-water"),
        ("garden wall", cycle(["motor", "property-other", "motor", "property-other", "motor"])),
    ])
    show(log, "email 1", WATER, decide(model.complete, WATER, table, threshold))
    show(log, "email 2", WALL, decide(model.complete, WALL, table, threshold))


def failure(log: Log) -> None:
    # Since 1 November boiler breakdowns belong to the new home-emergency cover, routed as "other";
    # the model has never seen that rule and is unanimous and wrong.
    table, threshold = setup(log)
    model = KeyedModel([("boiler", "property-water")])
    show(log, "email 3", BOILER, decide(model.complete, BOILER, table, threshold))
    fresh = [i >= 14 for i in range(200)]  # triage staff relabel 200 auto-routed emails: 14 wrong
    error, threshold = audit(fresh, threshold, MAX_ERROR)
    log(f"audit       200 auto-routed emails relabelled: {error:.1%} misrouted > {MAX_ERROR:.1%} target")
    log(f"action      automation paused: threshold {threshold:.2f} until recalibrated on new labels")
    show(log, "email 3", BOILER, decide(model.complete, BOILER, table, threshold))
