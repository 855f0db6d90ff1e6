"""SelfCheck consistency: sample more answers, ask per sentence whether each sample supports it, drop the unsupported."""

import re
from dataclasses import dataclass, field
from typing import Callable, List

Generate = Callable[[str, float], str]  # (prompt, temperature) -> text
Complete = Callable[[str], str]

CHECK_PROMPT = """Context: {sample}

Sentence: {sentence}

Is the sentence supported by the context above? A sentence that the context contradicts or does not mention is not supported.
Answer Yes or No.

Answer: """

NOTE = "Some details could not be confirmed and were left out."


@dataclass
class Checked:
    sentence: str
    score: float  # 0.0: every sample supports it; 1.0: none does
    votes: str  # one letter per sample: Y, N or ? (unreadable reply)


@dataclass
class Result:
    answer: str
    samples: List[str]
    reply: str
    sentences: List[Checked] = field(default_factory=list)
    inconclusive: bool = False


def vote(reply: str) -> float:
    """Yes -> 0.0, No -> 1.0, anything else -> 0.5: the mapping the SelfCheckGPT code uses."""
    text = reply.strip().lower()
    return 0.0 if text.startswith("yes") else 1.0 if text.startswith("no") else 0.5


def selfcheck(generate: Generate, check: Complete, prompt: str, n_samples: int = 4,
              threshold: float = 0.5) -> Result:
    answer = generate(prompt, 0.0)
    samples = [generate(prompt, 1.0) for _ in range(n_samples)]
    if all(s.strip() == answer.strip() for s in samples):
        # Samples that copy the answer are no evidence: every sentence would score 0.0.
        return Result(answer, samples, answer, inconclusive=True)
    checked: List[Checked] = []
    for sentence in re.split(r"(?<=[.!?])\s+", answer.strip()):
        scores = [vote(check(CHECK_PROMPT.format(sample=s.replace("\n", " "), sentence=sentence)))
                  for s in samples]
        letters = "".join({0.0: "Y", 1.0: "N"}.get(x, "?") for x in scores)
        checked.append(Checked(sentence, sum(scores) / len(scores), letters))
    kept = [c.sentence for c in checked if c.score < threshold]
    reply = " ".join(kept) + (f" {NOTE}" if len(kept) < len(checked) else "")
    return Result(answer, samples, reply, checked)
