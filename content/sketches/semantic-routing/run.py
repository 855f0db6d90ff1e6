"""Scripted run of the semantic routing sketch: the real scoring, thresholds, margin, floor and
fallback, with a stand-in embedder and a scripted model. The stand-in maps words to a few topic
directions, so its scores are for illustration only: a real sentence-embedding model gives other
numbers, and its thresholds must be calibrated on real traffic."""

from _support.scripted import Log, ScriptedModel
from sketch import Route, SemanticRouter

TOPICS = {
    "card": ["card", "cards", "debit"],
    "fault": ["declined", "decline", "won't", "work", "working", "stopped", "failing"],
    "abroad": ["abroad", "spain", "travel", "holiday", "overseas"],
    "statement": ["statement", "statements", "pdf", "month's", "download"],
    "block": ["block", "blocked", "freeze", "stolen", "lost", "stop"],
    "greeting": ["hi", "hello", "thanks", "bye"],
    "creative": ["poem", "story", "write"],
    "pet": ["dog", "cat"],
}


def embed(text: str) -> list[float]:
    """Stand-in embedder: one count per topic, plus eight weaker directions that every word nudges
    (picked by its letters), so that different wordings of one topic score high but not 1.0."""
    words = text.lower().replace("?", " ").replace(",", " ").replace(".", " ").split()
    detail = [0.0] * 8
    for w in words:
        detail[sum(map(ord, w)) % 8] += 0.35
    return [float(sum(w in vocab for w in words)) for vocab in TOPICS.values()] + detail


ROUTES: dict[str, Route] = {
    "card_issue": {"description": "a card that is declined or not working", "threshold": 0.70,
                   "examples": ["my card was declined", "card stopped working abroad", "my debit card is not working",
                                "my card keeps getting blocked on holiday"]},
    "statements": {"description": "finding or downloading account statements", "threshold": 0.70,
                   "examples": ["download last month's statement", "where is my PDF statement"]},
    "card_block": {"description": "block or freeze a card now (changes the account)", "threshold": 0.85,
                   "examples": ["block my card", "freeze my card it was stolen", "I lost my card, stop it"]},
    "chitchat": {"description": "greetings and thanks", "threshold": 0.70, "examples": ["hi there", "thanks, bye"]},
}


def example(log: Log) -> None:
    model = ScriptedModel([])  # clear cases make no model call
    router = SemanticRouter(ROUTES, embed)
    for message in ["the card won't work at shops in Spain", "where can I download my statement?",
                    "can you help me write a poem about my dog?"]:
        log(f"message {message!r}")
        router.route(message, model.complete, log)
    log(f"calls   {len(model.prompts)} model calls for 3 messages")


def failure(log: Log) -> None:
    # Two card routes score almost the same: one of them blocks the card. The margin rule refuses to
    # pick on a near tie and asks the small model, which is told to act only on a clear request.
    model = ScriptedModel(["card_issue"])
    router = SemanticRouter(ROUTES, embed)
    message = "how do I stop my card being blocked when I travel?"
    log(f"message {message!r}")
    router.route(message, model.complete, log)
    log(f"calls   {len(model.prompts)} model call")
