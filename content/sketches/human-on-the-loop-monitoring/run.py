"""Scripted run of the human-on-the-loop sketch: a real monitor, a moderation model whose replies are
prepared, and a person on call who either answers the page or does not."""

from typing import List, Optional, Tuple

from _support.scripted import KeyedModel, Log
from sketch import Monitor, Post

# (seconds since midnight, post). After a model update at 16:20 the agent reads Portuguese slang as abuse.
STREAM: List[Tuple[int, Post]] = [
    (16 * 3600 + 31 * 60, {"id": "p1", "lang": "en", "status": "visible", "text": "What a goal last night!"}),
    (16 * 3600 + 33 * 60, {"id": "p2", "lang": "pt", "status": "visible", "text": "Que golaço, time brabo demais"}),
    (16 * 3600 + 35 * 60, {"id": "p3", "lang": "pt", "status": "visible", "text": "Vocês são uns lixos, saiam"}),
    (16 * 3600 + 38 * 60, {"id": "p4", "lang": "pt", "status": "visible", "text": "Bora galera, jogo às 20h"}),
    (16 * 3600 + 40 * 60, {"id": "p5", "lang": "pt", "status": "visible", "text": "Que fase, torcida brabíssima"}),
    (16 * 3600 + 41 * 60, {"id": "p6", "lang": "pt", "status": "hidden", "text": "Que golaço, time brabo demais"}),
    (16 * 3600 + 44 * 60, {"id": "p7", "lang": "pt", "status": "visible", "text": "Torcida brabíssima no estádio"}),
]


def model() -> KeyedModel:
    def d(action: str, rule: str, confidence: float, reason: str) -> str:
        return f'{{"action": "{action}", "rule": "{rule}", "confidence": {confidence}, "reason": "{reason}"}}'

    return KeyedModel(
        [
            ("You brief the moderator", "Portuguese hides tripled in 10 minutes; 2 of 3 have confidence "
             "below 0.6 and cite slang. Likely over-blocking since the 16:20 model update. Control: pause hide:pt."),
            ('status="hidden">Que golaço', d("restore", "none", 0.86, "Praise for the team; no rule broken.")),
            ("What a goal", d("keep", "none", 0.97, "Praise for a goal.")),
            ("Que golaço", d("hide", "R4", 0.58, "Brabo read as an insult to the team.")),
            ("uns lixos", d("hide", "R4", 0.91, "Insults other fans and tells them to leave.")),
            ("Bora galera", d("hide", "R4", 0.55, "Galera read as a slur.")),
            ("Que fase", d("hide", "R4", 0.52, "Brabíssima read as an insult.")),
            ("Torcida brab", d("hide", "R4", 0.54, "Brabíssima read as an insult.")),
        ]
    )


def run(log: Log, on_call: Optional[str]) -> None:
    m = model()
    monitor = Monitor(baseline={"hide:en": 2.0, "hide:pt": 1.0, "restore:pt": 2.0}, page=lambda _brief: on_call)
    done: List[str] = []
    for ts, post in STREAM:
        monitor.handle(m.complete, post, ts, lambda pid, action: done.append(f"{action} {pid}"), log)
    log(f"result   executed {len(done)}, paused {sorted(monitor.paused)}, model calls {len(m.prompts)}")


def example(log: Log) -> None:
    run(log, on_call="pause hide:pt")  # the moderator reads the brief and pauses hides in Portuguese


def failure(log: Log) -> None:
    # Nobody answers the page (shift change): one more wrong hide runs before the breaker trips.
    run(log, on_call=None)
