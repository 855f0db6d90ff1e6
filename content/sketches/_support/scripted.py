"""Stand-ins for a sketch's run (content/sketches/{id}/run.py): a scripted model that answers from a
prepared list and records what it was asked, so a run is deterministic and its output can be
recorded and shown on the page. Sketches themselves never import this module."""

from typing import Callable, List, Union

Log = Callable[[str], None]
Reply = Union[str, Callable[[str], str]]


class ScriptedModel:
    """Returns the prepared replies in order; asking for more than were prepared raises."""

    def __init__(self, replies: List[Reply]) -> None:
        self.replies = list(replies)
        self.prompts: List[str] = []

    def complete(self, prompt: str) -> str:
        self.prompts.append(prompt)
        if len(self.prompts) > len(self.replies):
            raise RuntimeError(f"scripted model: call {len(self.prompts)} was not scripted")
        reply = self.replies[len(self.prompts) - 1]
        return reply(prompt) if callable(reply) else reply


class KeyedModel:
    """Replies by the first rule whose `when` text the prompt contains."""

    def __init__(self, rules: List["tuple[str, Reply]"]) -> None:
        self.rules = list(rules)
        self.prompts: List[str] = []

    def complete(self, prompt: str) -> str:
        self.prompts.append(prompt)
        for when, reply in self.rules:
            if when in prompt:
                return reply(prompt) if callable(reply) else reply
        raise RuntimeError(f"keyed model: no scripted reply for a prompt starting {prompt[:60]!r}")
