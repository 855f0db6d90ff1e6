"""Causal tracing (activation patching): run a clean prompt and a corrupted one that changes the
answer, then rerun the corrupted prompt once per site with that site's activation copied from the
clean run, and report the share of the clean-minus-corrupt metric each site restores."""

from typing import Callable

Site = tuple[int, int]  # (layer, token position); the activation is that layer's output there
Vector = list[float]
# run(prompt, patch) -> (metric, cache of every site's activation, tokens). The metric is the logit
# difference between the clean answer and the corrupt answer at the last position.
Run = Callable[[str, dict[Site, Vector]], tuple[float, dict[Site, Vector], list[str]]]

TEMPLATE = "The headquarters of {subject} is in"


def trace(run: Run, clean: str, corrupt: str, layers: list[int],
          min_span: float = 1.0) -> tuple[dict[Site, float], list[str], float, float]:
    clean_metric, cache, tokens = run(clean, {})
    corrupt_metric, _, corrupt_tokens = run(corrupt, {})
    if len(corrupt_tokens) != len(tokens):
        raise ValueError(f"token counts differ ({len(tokens)} vs {len(corrupt_tokens)}): "
                         "positions would not line up; pick a subject of the same length")
    span = clean_metric - corrupt_metric
    if span < min_span:
        raise ValueError(f"the corruption moves the metric by {span:+.2f}: "
                         "it does not change the answer, so no site can be said to restore it")
    effects: dict[Site, float] = {}
    for layer in layers:
        for pos in range(len(tokens)):
            patched, _, _ = run(corrupt, {(layer, pos): cache[(layer, pos)]})
            effects[(layer, pos)] = (patched - corrupt_metric) / span  # share of the effect restored
    return effects, tokens, clean_metric, corrupt_metric


def peaks(effects: dict[Site, float], threshold: float = 0.5) -> list[Site]:
    """Sites that alone restore at least `threshold` of the effect: hypotheses to confirm, not proof."""
    return sorted(site for site, effect in effects.items() if effect >= threshold)


def average(runs: list[dict[Site, float]]) -> dict[Site, float]:
    """Mean effect per site over many prompt pairs; single prompts mislead."""
    return {site: sum(r[site] for r in runs) / len(runs) for site in runs[0]}
