"""Scripted run of the logit-lens sketch: real norm, unembedding, ranking, calibration and diagnosis;
the model's residual stream is a prepared table (8 layers, 6-token vocabulary, values illustrative)."""

from _support.scripted import Log
from sketch import WITH_CONTEXT, WITHOUT_CONTEXT, calibrate, diagnose, read

VOCAB = [" the", " 1", " 1.2", " 900", " GW", " MW"]
GAIN = [1.0] * 6
W_U = [[3.0 if i == t else 0.0 for t in range(6)] for i in range(6)]  # hidden dim i -> token i
STATES = {
    WITH_CONTEXT: [[2.0, .5, .2, .3, .1, .1], [1.5, .8, .4, .5, .2, .1], [.6, 1.4, .9, .6, .3, .2],
                   [.3, 1.2, 1.6, .9, .4, .2], [.2, .8, 2.0, 1.2, .5, .3], [.1, .6, 1.9, 1.5, .4, .4],
                   [.1, .4, 1.2, 2.2, .3, .6], [.1, .3, .8, 2.6, .2, .7]],
    WITHOUT_CONTEXT: [[2.0, .5, .1, .3, .1, .1], [1.5, .8, .2, .6, .2, .1], [.6, 1.3, .3, 1.0, .3, .2],
                      [.3, 1.0, .4, 1.5, .4, .3], [.2, .7, .4, 2.1, .3, .5], [.1, .5, .3, 2.4, .2, .6],
                      [.1, .4, .3, 2.6, .2, .7], [.1, .3, .2, 2.8, .2, .8]],
}
# Ordinary prompts whose prediction settles by layer 3 when the lens reads this model well.
SETTLES = [[2.0, .2, .2, .2, .2, .2], [1.0, .3, .3, .3, 1.2, .2]] + [[.2, .2, .2, .2, 2.4, .3]] * 6
REFS = {"The reactor was shut down for maintenance in": SETTLES,
        "Wind farms in the region produce about two": SETTLES}
# A model whose intermediate states are in another basis: nothing but the last layer decodes well.
SCRAMBLED = [[.1, .1, 1.5, .2, .1, 2.0]] * 7 + [[.2, .2, .2, .2, 2.4, .3]]


def run(log: Log, refs: dict[str, list[list[float]]]) -> None:
    states = {**STATES, **refs}
    calls: list[str] = []

    def forward(prompt: str) -> list[list[float]]:
        calls.append(prompt)
        return states[prompt]

    log(f"prompt      ...{WITH_CONTEXT.splitlines()[-1][-45:]}")
    drift = calibrate(forward, list(refs), GAIN, W_U)
    reliable = [d < 0.5 for d in drift]
    log("calibrate   mean KL to final by layer: " + " ".join(f"{d:.2f}" for d in drift))
    ctx = read(forward, WITH_CONTEXT, GAIN, W_U, VOCAB, [" 1.2", " 900"])
    bare = read(forward, WITHOUT_CONTEXT, GAIN, W_U, VOCAB, [" 1.2", " 900"])
    for layer, (row, ok) in enumerate(zip(ctx, reliable), start=1):
        ranks = " ".join(f"{w.strip()}#{r}" for w, r in row["rank"].items())
        log(f"layer {layer}     top {row['top']!r:8} p={row['p']:.2f}  {ranks}{'' if ok else '  (unreliable)'}")
    log(f"diagnosis   {diagnose(ctx, bare, reliable, ' 1.2', ' 900')}")
    log(f"result      {len(calls)} forward passes, no generation")


def example(log: Log) -> None:
    run(log, REFS)


def failure(log: Log) -> None:
    # Same prompts, another architecture: the raw lens does not read its middle layers.
    run(log, {p: SCRAMBLED for p in REFS})
