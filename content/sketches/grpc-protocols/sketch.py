"""gRPC tool gateway: tool schemas derived from the request messages, model JSON checked against the
proto fields, a deadline on every call taken from the turn's remaining budget, retries only where
the status code and the method allow, status codes mapped to a small error vocabulary, and server
streams cut off at a limit. The model, the channel (rpc), the clock and sleep are parameters."""

import json
from dataclasses import dataclass
from itertools import islice
from typing import Any, Callable, Iterable

Complete = Callable[[str], str]
Rpc = Callable[[str, dict, float], "tuple[str, Any]"]  # (method path, request, timeout s) -> (status, reply)
Log = Callable[[str], None]

PROMPT = """You are an operations assistant with read access to the inventory service.
Tools (JSON Schema of the arguments; every property is required, no others are accepted):
{tools}
Reply with one JSON object and nothing else: {{"tool": "<name>", "args": {{...}}}} or {{"final": "<answer>"}}.
Quantities and dates come only from tool results; never estimate them.
On {{"error": "invalid_arguments"}} or {{"error": "not_found"}}, correct the arguments once.
On {{"error": "unavailable"}} or {{"error": "deadline_exceeded"}}, do not call that tool again: say the service did not answer.

Request: {request}
{history}"""

JSON_TYPE = {"string": "string", "int32": "integer", "int64": "string", "bool": "boolean"}  # ProtoJSON: int64 is a string
VISIBLE = {"INVALID_ARGUMENT": "invalid_arguments", "NOT_FOUND": "not_found", "PERMISSION_DENIED": "forbidden",
           "FAILED_PRECONDITION": "precondition_failed", "DEADLINE_EXCEEDED": "deadline_exceeded"}
RESERVE_S = 1.5  # kept back for the model's final answer


@dataclass
class Method:
    path: str  # "package.Service/Method"
    doc: str
    fields: dict[str, str]  # request field -> proto scalar type
    idempotent: bool  # safe to repeat after a timeout
    deadline_s: float
    stream_limit: int = 0  # > 0: server-streaming RPC, cancelled after this many messages


def schema(m: Method) -> dict:
    props = {f: {"type": JSON_TYPE[t]} for f, t in m.fields.items()}
    return {"type": "object", "properties": props, "required": list(props), "additionalProperties": False}


def check(m: Method, args: dict) -> list[str]:
    problems = [f"unknown field {k}" for k in args if k not in m.fields]
    problems += [f"{f} is required" for f in m.fields if f not in args]  # proto3 would read a missing field as ""
    return problems + [f"{k} must be {m.fields[k]}" for k, v in args.items() if k in m.fields
                       and not isinstance(v, int if m.fields[k] == "int32" else str)]


def call(rpc: Rpc, clock: Callable[[], float], sleep: Callable[[float], None], m: Method, args: dict,
         turn_end: float, log: Log) -> dict:
    if problems := check(m, args):
        return {"error": "invalid_arguments", "details": problems}
    for attempt in range(1, 4):
        timeout = min(m.deadline_s, turn_end - RESERVE_S - clock())  # never past what the turn has left
        if timeout < 0.2:
            return {"error": "deadline_exceeded"}
        status, reply = rpc(m.path, args, round(timeout, 1))
        log(f"grpc        {m.path} deadline {timeout:.1f} s, attempt {attempt} -> {status}")
        if status == "OK" and m.stream_limit:
            items = list(islice(reply, m.stream_limit + 1))  # stop reading: the rest of the stream is cancelled
            return {"items": items[: m.stream_limit], "more": len(items) > m.stream_limit}
        if status == "OK":
            return reply
        # Only methods safe to repeat are retried: after a timeout, a write may already have happened.
        if not (m.idempotent and status in ("UNAVAILABLE", "DEADLINE_EXCEEDED")) or attempt == 3:
            return {"error": VISIBLE.get(status, "unavailable")}  # details of INTERNAL etc. stay in the logs
        sleep(0.1 * 2 ** (attempt - 1))
    return {"error": "unavailable"}


def run_agent(complete: Complete, rpc: Rpc, clock: Callable[[], float], sleep: Callable[[float], None],
              tools: dict[str, Method], request: str, budget_s: float, log: Log, max_steps: int = 5) -> str:
    turn_end, history = clock() + budget_s, ""
    listing = "\n".join(f"- {n}: {m.doc} {json.dumps(schema(m))}" for n, m in tools.items())
    for _ in range(max_steps):
        reply = json.loads(complete(PROMPT.format(tools=listing, request=request, history=history)))
        if "final" in reply:
            return reply["final"]
        name, args = reply["tool"], reply["args"]
        log(f"model       {name} {json.dumps(args)}")
        result = json.dumps(call(rpc, clock, sleep, tools[name], args, turn_end, log) if name in tools
                            else {"error": "unknown_tool"})
        log(f"result      {result}")
        history += f"Call: {name} {json.dumps(args)}\nResult: {result}\n"
    return "Stopped: step limit reached"
