"""Scripted run of the causal-tracing sketch: the tracing, normalisation and setup checks are real;
the model is a four-layer toy whose recall of a headquarters city is built in, so the heatmap has
a known right answer. Companies and cities are fictional."""

import re

from _support.scripted import Log
from sketch import TEMPLATE, Site, Vector, average, peaks, trace

# Dimension 0 carries subject identity, 1 the fact "Oslo", 2 the fact "Paris".
IDENTITY = {" Helion": 1.0, " Holdings": 1.0, " Vantor": -1.0, " Group": -1.0, " Nordlys": 0.8, " Energy": 1.2}
LAYERS = [1, 2, 3, 4]


def toy_model(prompt: str, patch: dict[Site, Vector]) -> tuple[float, dict[Site, Vector], list[str]]:
    tokens = re.findall(r"\s?\S+", prompt)
    h = [[IDENTITY.get(t, 0.0), 0.0, 0.0] for t in tokens]
    cache: dict[Site, Vector] = {}
    last = len(tokens) - 1

    def step(layer: int, new: list[Vector]) -> list[Vector]:
        for pos, vec in enumerate(new):
            new[pos] = list(patch.get((layer, pos), vec))  # the intervention: overwrite this site
            cache[(layer, pos)] = list(new[pos])
        return new

    # Layer 1, attention: each token adds half of the previous token's identity.
    h = step(1, [[v[0] + (0.5 * h[p - 1][0] if p else 0.0), v[1], v[2]] for p, v in enumerate(h)])
    # Layer 2, MLP: a strong enough subject identity recalls its city.
    h = step(2, [[v[0], v[1] + 2 * max(0.0, v[0] - 0.5), v[2] + 2 * max(0.0, -v[0] - 0.5)] for v in h])
    # Layer 3, attention: the last position reads the facts stored on the subject tokens.
    subj = sorted(range(last), key=lambda p: -abs(h[p][0]))[:2]  # strongest identity first
    read = [0.8 * h[subj[0]][d] + 0.2 * h[subj[1]][d] for d in (1, 2)]
    h = step(3, [v if p != last else [v[0], v[1] + read[0], v[2] + read[1]] for p, v in enumerate(h)])
    # Layer 4, MLP: amplifies whatever fact the last position holds.
    h = step(4, [[v[0], 1.5 * v[1], 1.5 * v[2]] for v in h])
    return h[last][1] - h[last][2], cache, tokens


def example(log: Log) -> None:
    clean, corrupt = TEMPLATE.format(subject="Helion Holdings"), TEMPLATE.format(subject="Vantor Group")
    log(f"clean       {clean} -> Oslo")
    log(f"corrupt     {corrupt} -> Paris (same token count: symmetric replacement)")
    effects, tokens, hi, lo = trace(toy_model, clean, corrupt, LAYERS)
    log(f"metric      logit(Oslo) - logit(Paris): clean {hi:+.2f}, corrupt {lo:+.2f}")
    log("restored    share of the effect restored by one patched site")
    log("            token              " + "".join(f"layer {l}  " for l in LAYERS).rstrip())
    for pos, token in enumerate(tokens):
        log(f"            {token!r:<18} " + "".join(f"{effects[(l, pos)]:7.2f}  " for l in LAYERS).rstrip())
    found = [f"layer {l} at {tokens[p]!r}" for l, p in peaks(effects)]
    log(f"peaks       {'; '.join(found)}")
    log(f"runs        {2 + len(effects)} forward passes for one prompt pair")
    same = average([effects, trace(toy_model, TEMPLATE.format(subject="Nordlys Energy"), corrupt, LAYERS)[0]])
    log(f"averaged    over 2 prompt pairs, layer 2 at the last subject token restores {same[(2, 4)]:.2f}")


def failure(log: Log) -> None:
    # Nordlys Energy is also headquartered in Oslo: swapping it in changes nothing to restore.
    clean, corrupt = TEMPLATE.format(subject="Helion Holdings"), TEMPLATE.format(subject="Nordlys Energy")
    log(f"clean       {clean} -> Oslo")
    log(f"corrupt     {corrupt} -> Oslo")
    try:
        trace(toy_model, clean, corrupt, LAYERS)
    except ValueError as e:
        log(f"refused     {e}")
    longer = TEMPLATE.format(subject="the Vantor Group")
    log(f"corrupt     {longer} -> Paris")
    try:
        trace(toy_model, clean, longer, LAYERS)
    except ValueError as e:
        log(f"refused     {e}")
