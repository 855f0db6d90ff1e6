"""Skeleton-of-Thought: a router checks that the answer is a list of independent points; one call
writes a short skeleton; every point is expanded in its own call, all at once; the expansions are
joined in skeleton order. Any other question, or a skeleton that fails its checks, gets one normal call."""

import asyncio
import re
from typing import Awaitable, Callable

Complete = Callable[[str], Awaitable[str]]

ROUTER_PROMPT = """Decide how an answer to the question below should be organised.
A: a list of points, each of which can be written without reading the others
B: a list of steps, where later steps need the results of earlier ones
C: not a list (a short fact, a calculation, code, or one continuous piece of prose)
Reply with the single letter A, B or C.

Question: {question}"""

SKELETON_PROMPT = """You plan answers; you do not write them.
Give the skeleton of an answer to the question below: 3 to 8 numbered points, each 3 to 6 words.
No sentences, no details, no introduction. Each point must make sense without the others.
Start with "1." and output nothing else.

Question: {question}"""

POINT_PROMPT = """You are writing one point of a longer answer; other writers are writing the other points at the same time.
Question: {question}
Skeleton of the whole answer:
{skeleton}
Write only point {index} ("{title}") in 2 to 3 sentences. Do not repeat its title, do not cover other points,
and do not add an introduction or a conclusion."""

DIRECT_PROMPT = """Answer the question below.

Question: {question}"""

POINT = re.compile(r"^\s*(\d+)\.\s*(.+?)\s*$")


def check_skeleton(text: str, least: int = 3, most: int = 8, max_words: int = 6) -> tuple[list[str], str]:
    """The skeleton's point titles, and what is wrong with them ("" when the plan is usable)."""
    points = [m.group(2).rstrip(".") for line in text.splitlines() if (m := POINT.match(line))]
    wordy = [i for i, title in enumerate(points, 1) if len(title.split()) > max_words]
    if not least <= len(points) <= most:
        return points, f"{len(points)} points ({least} to {most} allowed)"
    if wordy:
        return points, f"point {wordy[0]} is over {max_words} words"
    return points, ""


async def skeleton_of_thought(question: str, complete: Complete, log: Callable[[str], None]) -> str:
    loop = asyncio.get_running_loop()
    start = loop.time()
    route = (await complete(ROUTER_PROMPT.format(question=question))).strip()[:1]
    log(f"router    {route} at t={loop.time() - start:.1f}s")
    if route != "A":  # steps that depend on each other, or no list at all: write it in one pass
        return await complete(DIRECT_PROMPT.format(question=question))
    raw = await complete(SKELETON_PROMPT.format(question=question))
    points, problem = check_skeleton(raw)
    if problem:  # a bad plan dooms every expansion: fall back to one normal answer
        log(f"skeleton  rejected: {problem}; one normal call instead")
        return await complete(DIRECT_PROMPT.format(question=question))
    # Send the checked titles, not the raw reply, so nothing else the model wrote reaches the expansions.
    skeleton = "\n".join(f"{i}. {title}" for i, title in enumerate(points, 1))
    log(f"skeleton  {' | '.join(points)} at t={loop.time() - start:.1f}s")

    async def expand(index: int, title: str) -> tuple[str, float]:
        began = loop.time()
        text = await complete(POINT_PROMPT.format(question=question, skeleton=skeleton, index=index, title=title))
        body = re.split(r"\n\s*\d+\.\s", text.strip())[0]  # cut anything written under a later point's number
        log(f"point {index}   done at t={loop.time() - start:.1f}s" + ("; cut text about other points" if body != text.strip() else ""))
        return body, loop.time() - began

    results = await asyncio.gather(*(expand(i, title) for i, title in enumerate(points, 1)))
    seconds = sum(took for _, took in results)
    log(f"parallel  {len(points)} expansions took {max(took for _, took in results):.1f} s; one after another: {seconds:.1f} s")
    return "\n".join(f"{i}. {title}: {body}" for i, (title, (body, _)) in enumerate(zip(points, results), 1))
