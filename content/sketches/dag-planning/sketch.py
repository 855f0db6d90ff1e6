"""DAG planning: the planner writes the plan as a graph of tool nodes with declared inputs; code
checks it like untrusted code, sends errors back for a bounded number of repairs, runs each wave of
ready nodes side by side, and caches outputs by their inputs so a failed node re-runs alone."""

import hashlib
import json
from concurrent.futures import ThreadPoolExecutor
from graphlib import CycleError, TopologicalSorter
from typing import Callable, Dict, List, Optional, Set

Complete = Callable[[str], str]
Tool = Callable[[str, Dict[str, str]], str]  # (fixed args, outputs of the input nodes) -> output
Log = Callable[[str], None]

PLAN_PROMPT = """You plan a data task as a graph. Each node calls one tool; a node's inputs are the nodes whose output it reads.
Tools: {tools}
Goal: {goal}
Write every node as {{"id": "<short name>", "tool": "<tool>", "args": "<fixed arguments>", "inputs": ["<node id>"]}}.
A node reads data only through its inputs: list every node it needs and no others.
Do not chain nodes that need nothing from each other; they run at the same time.
The last node has id "{final}", and no node takes it as an input.
Use only the tools listed, and at most {max_nodes} nodes.
{feedback}
Reply with one JSON object and nothing else: {{"nodes": [...]}}"""


def validate(nodes: List[dict], tools: Dict[str, Tool], final: str, max_nodes: int) -> List[str]:
    errors: List[str] = []
    ids = [n["id"] for n in nodes]
    if len(nodes) > max_nodes:
        errors.append(f"{len(nodes)} nodes, limit {max_nodes}")
    if len(set(ids)) != len(ids):
        errors.append("duplicate node ids")
    for n in nodes:
        if n["tool"] not in tools:
            errors.append(f"{n['id']}: tool {n['tool']} is not allowed")
        errors += [f"{n['id']}: input {i} is produced by no node" for i in n["inputs"] if i not in ids]
    if final not in ids or any(final in n["inputs"] for n in nodes):
        errors.append(f"{final} must exist and feed no other node")
    try:
        TopologicalSorter({n["id"]: set(n["inputs"]) for n in nodes}).prepare()
    except CycleError as e:
        errors.append(f"cycle: {' -> '.join(e.args[1])}")
    return errors  # empty: the graph may be scheduled


def plan(goal: str, complete: Complete, tools: Dict[str, Tool], final: str, log: Log,
         repairs: int = 1, max_nodes: int = 12) -> Optional[List[dict]]:
    feedback = ""
    for attempt in range(1, repairs + 2):
        prompt = PLAN_PROMPT.format(tools=", ".join(tools), goal=goal, final=final, max_nodes=max_nodes,
                                    feedback=feedback)
        nodes = json.loads(complete(prompt))["nodes"]
        errors = validate(nodes, tools, final, max_nodes)
        log(f"plan {attempt}  {len(nodes)} nodes -> {'; '.join(errors) if errors else 'valid'}")
        if not errors:
            return nodes
        feedback = "Your previous graph was rejected:\n" + "\n".join(f"- {e}" for e in errors)
    return None  # nothing runs from a graph that never validated


def execute(nodes: List[dict], tools: Dict[str, Tool], cache: Dict[str, str], log: Log) -> Dict[str, str]:
    by_id = {n["id"]: n for n in nodes}
    graph = TopologicalSorter({n["id"]: set(n["inputs"]) for n in nodes})
    graph.prepare()
    results: Dict[str, str] = {}
    failed: Set[str] = set()

    def run(node_id: str) -> str:
        node = by_id[node_id]
        if failed & set(node["inputs"]):
            failed.add(node_id)
            return "skipped"
        inputs = {i: results[i] for i in node["inputs"]}
        key = hashlib.sha256(json.dumps([node["tool"], node["args"], inputs]).encode()).hexdigest()
        if key in cache:  # same tool, arguments and inputs as an earlier run: reuse the output
            results[node_id] = cache[key]
            return "reused"
        try:
            results[node_id] = cache[key] = tools[node["tool"]](node["args"], inputs)
            return "ran"
        except Exception as e:  # a failed node blocks only the nodes that depend on it
            failed.add(node_id)
            return f"failed ({e})"

    with ThreadPoolExecutor() as pool:
        wave = 0
        while graph.is_active():
            wave += 1
            ready = sorted(graph.get_ready())
            outcomes = list(pool.map(run, ready))  # every node of a wave runs side by side
            graph.done(*ready)
            log(f"wave {wave}  " + ", ".join(f"{i} {how}" for i, how in zip(ready, outcomes)))
    return results
