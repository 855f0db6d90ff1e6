"""Scripted run of the conversation-summary sketch: real window, eviction, checks and prompt
building; the summariser's and the tutor's replies are prepared."""

from _support.scripted import Log, ScriptedModel
from sketch import Memory, add_turn, answer_prompt

TURNS = [  # a tutoring chat; the date and the coin numbers are illustrative
    "Student: Hi, my statistics exam is on 12 June and p-values confuse me.",
    "Tutor: Let's start from what you know. Are means and variance fine?",
    "Student: Yes, those are fine. Please no calculus, I never took it.",
    "Tutor: Deal. We'll use coin flips: 100 flips, 60 heads. Is the coin fair?",
    "Student: 60 seems like a lot, but I can't say why.",
    "Tutor: If the coin were fair, 60 or more heads happens about 3% of the time. That 3% is the p-value.",
    "Student: So a small p-value means the fair-coin story looks unlikely?",
    "Tutor: Exactly. Next time I'll bring a practice set on confidence intervals.",
]
QUESTION = "Like we did with the coins: what does p < 0.05 mean in my exam question?"

SUMMARY_1 = """Goals: pass the statistics exam on 12 June (student).
Known: p-values confuse the student; tutor asked about means and variance.
Decisions: none yet.
Open: what the student already knows."""
SUMMARY_2 = """Goals: pass the statistics exam on 12 June (student).
Known: means and variance fine; p-values confuse the student (student).
Decisions: no calculus (student); teach with coin flips, 100 flips and 60 heads (tutor).
Open: is 60 heads in 100 evidence of an unfair coin?"""
ANSWER = "Same idea as the coins: if the fair-coin story were true, a result this extreme would turn up less than 5% of the time, so you reject it. Our 60 heads in 100 flips was about 3%, below 0.05."


def chat(log: Log, turns: list, model: ScriptedModel, mem: Memory) -> None:
    for i, turn in enumerate(turns, 1):
        log(f"turn {i:<6} {turn[:100]}")
        add_turn(mem, turn, model.complete, log)
    log(f"summary     {mem.summary.replace(chr(10), ' | ')}")


def example(log: Log) -> None:
    model = ScriptedModel([SUMMARY_1, SUMMARY_2, ANSWER])
    mem = Memory(keep=4, limit=60)
    log(f"memory      last {mem.keep} turns verbatim + summary of at most {mem.limit} words")
    chat(log, TURNS, model, mem)
    prompt = answer_prompt(mem, QUESTION)
    full = sum(len(t.split()) for t in TURNS) + len(QUESTION.split())
    log(f"turn 9      Student: {QUESTION}")
    log(f"prompt      summary {len(mem.summary.split())} + recent turns {sum(len(t.split()) for t in mem.window)} words; the whole chat would be {full} words")
    log(f"answer      {model.complete(prompt)}")
    log(f"result      {len(model.prompts)} model calls: 2 summaries, 1 answer; {len([h for h in mem.history if h])} earlier summary kept for audit")


def failure(log: Log) -> None:
    # The first rewrite loses the exam date; the check names what was dropped and asks once more.
    lossy = SUMMARY_1.replace("on 12 June", "soon")
    model = ScriptedModel([lossy, SUMMARY_1])
    mem = Memory(keep=4, limit=60)
    chat(log, TURNS[:5], model, mem)
    log(f"retry       second prompt ends: ...{model.prompts[1][-62:]!r}")
    log(f"result      {len(model.prompts)} summariser calls; the date survived")
