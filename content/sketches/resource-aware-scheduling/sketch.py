"""Resource-aware scheduling: estimate each task's tokens, admit it only if the rolling
one-minute window, the class's share and the tenant's budget allow, then reconcile with actual use."""

from dataclasses import dataclass
from typing import Callable

TASK_PROMPT = """You are running a {kind} task with a hard limit of {max_output} output tokens.
{task}
If the task cannot be finished within that limit, reply exactly "NEEDS_MORE <estimated output tokens>" and nothing else.
Do not start a partial answer."""


@dataclass
class Task:
    id: str
    kind: str
    tenant: str
    priority: int  # 0 is interactive; higher numbers wait
    text: str
    max_output: int


def tokens(text: str) -> int:
    return max(1, len(text) // 4)  # rough estimate; use the provider's tokenizer in production


def schedule(queue: list[Task], complete: Callable[[str], str], now: Callable[[], float],
             limit_per_min: int, tenant_left: dict[str, int], log: Callable[[str], None],
             reserve_for_p0: float = 0.7) -> list[Task]:
    """Runs what fits now, in priority order; returns the tasks deferred to a later pass."""
    window: list[tuple[float, int]] = []  # (time, tokens) admitted in the last 60 seconds
    deferred: list[Task] = []
    for task in sorted(queue, key=lambda t: t.priority):
        prompt = TASK_PROMPT.format(kind=task.kind, max_output=task.max_output, task=task.text)
        estimate = tokens(prompt) + task.max_output  # worst case: the whole output budget is used
        window = [(t, n) for t, n in window if now() - t < 60]
        in_window = sum(n for _, n in window)
        cap = limit_per_min if task.priority == 0 else int(limit_per_min * (1 - reserve_for_p0))
        if estimate > tenant_left.get(task.tenant, 0):
            log(f"reject  {task.id} P{task.priority}: tenant {task.tenant} has "
                f"{tenant_left.get(task.tenant, 0)} tokens left, needs {estimate}")
            continue
        if in_window + estimate > cap:
            log(f"defer   {task.id} P{task.priority}: window {in_window} + {estimate} > cap {cap}")
            deferred.append(task)
            continue
        reply = complete(prompt)
        used = tokens(prompt) + tokens(reply)  # reconcile: charge what was used, not the estimate
        window.append((now(), used))
        tenant_left[task.tenant] -= used
        if reply.startswith("NEEDS_MORE"):
            task.max_output = int(reply.split()[1])
            task.priority = max(task.priority, 2)  # a bigger job goes to the batch class
            log(f"resize  {task.id}: needs {task.max_output} output tokens, deferred as P2")
            deferred.append(task)
        else:
            log(f"run     {task.id} P{task.priority}: estimated {estimate}, used {used}, "
                f"window {in_window + used}/{limit_per_min}")
    return deferred
