"""Scripted run of the sticky session routing sketch: the real ring, load bound, draining, build pin
and prompt layout, with replicas that keep a prefix cache and a scripted model for the replies.
Replica names, sizes and the 4-characters-per-token count are illustrative."""

from _support.scripted import Log, Reply, ScriptedModel
from sketch import Complete, StickyRouter

REPOSITORY = "src/billing: invoices, tax rules, PDF export. tests/: 412 unit tests.\n" * 2300  # ~40,000 tokens
REPLICAS = {f"replica-{n}": "build-2026-11-a" for n in range(1, 9)}


def replicas(replies: list[Reply]) -> Complete:
    """Replicas of one serving engine: each caches the prompts it has processed and reports how many
    leading tokens of a new prompt it could reuse (longest shared prefix, 4 characters a token)."""
    model, caches = ScriptedModel(replies), {name: [] for name in REPLICAS}

    def complete(replica: str, prompt: str) -> tuple[str, int, int]:
        def shared(old: str) -> int:
            n = 0
            while n < min(len(old), len(prompt)) and old[n] == prompt[n]:
                n += 1
            return n
        cached = max((shared(old) for old in caches[replica]), default=0) // 4
        caches[replica].append(prompt)
        return model.complete(prompt), len(prompt) // 4, cached
    return complete


def example(log: Log) -> None:
    router = StickyRouter(REPLICAS, build="build-2026-11-a")
    complete = replicas(["Found it in tax_rules.py.", "Patch proposed.", "Tests pass.", "Done.", "Summary sent."])
    log("session s-7f3a: pinned to build-2026-11-a and prompt v14")
    for message in ["Why is VAT wrong on credit notes?", "Propose a fix.", "Run the tax tests."]:
        router.turn("s-7f3a", REPOSITORY, message, complete, log)
    home = router.pick("s-7f3a", log)
    router.draining.add(home)
    log(f"drain   {home} for an upgrade: its sessions move to the next replica on the ring")
    for message in ["Update the changelog.", "Summarise the change."]:
        router.turn("s-7f3a", REPOSITORY, message, complete, log)


def failure(log: Log) -> None:
    # Three long turns of other sessions are running on this session's home replica.
    router = StickyRouter(REPLICAS, build="build-2026-11-a")
    complete = replicas(["Found it in tax_rules.py.", "Patch proposed.", "Tests pass."])
    router.turn("s-7f3a", REPOSITORY, "Why is VAT wrong on credit notes?", complete, log)
    home = router.pick("s-7f3a", log)
    router.load[home] = 3
    log(f"busy    {home} has 3 turns of other sessions in flight")
    router.turn("s-7f3a", REPOSITORY, "Propose a fix.", complete, log)
    router.load[home] = 1
    log(f"freed   {home} is back under its bound")
    router.turn("s-7f3a", REPOSITORY, "Run the tax tests.", complete, log)
