"""Property graph schema: one declared schema checks every write and lints every agent-written query."""

import json
import re
from typing import Callable, Dict, List, Optional, Tuple

Complete = Callable[[str], str]
Log = Callable[[str], None]
RunQuery = Callable[[str, dict], List[dict]]  # a read-only session with a timeout

SCHEMA = {
    "nodes": {"Service": {"name": "STRING", "tier": "INTEGER"}, "Team": {"name": "STRING", "pager": "STRING"}},
    "rels": {"DEPENDS_ON": ("Service", "Service", {"critical": "BOOLEAN"}), "OWNS": ("Team", "Service", {})},
    "max_in": {"OWNS": 1},  # each Service has at most one owning Team
}

QUERY_PROMPT = """You write read-only Cypher for the on-call assistant.
Graph schema:
{summary}
Rules:
- Use only the labels, relationship types, directions and properties listed above.
- Put values from the question in parameters ($name), never inline.
- Variable-length patterns need an upper bound of at most 3 hops, e.g. [:DEPENDS_ON*1..3].
- Read only: no CREATE, MERGE, SET, DELETE, REMOVE, CALL or LOAD.
Reply with JSON only: {{"cypher": "<query>", "params": {{}}}}
Question: {question}
{feedback}"""


def summary(schema: dict) -> str:
    nodes = [f"(:{n} {{{', '.join(f'{k}: {t}' for k, t in props.items())}}})" for n, props in schema["nodes"].items()]
    rels = [f"(:{s})-[:{r}]->(:{d})" + (f" at most {schema['max_in'][r]} per {d}" if r in schema["max_in"] else "")
            for r, (s, d, _) in schema["rels"].items()]
    return "\n".join(nodes + rels)


def write_edge(schema: dict, labels: Dict[str, str], edges: List[Tuple[str, str, str]],
               src: str, rel: str, dst: str) -> Optional[str]:
    """Appends the edge, or returns why the schema refuses it."""
    if rel not in schema["rels"]:
        return f"unknown relationship type {rel}"
    want_src, want_dst, _ = schema["rels"][rel]
    if (labels.get(src), labels.get(dst)) != (want_src, want_dst):
        return f"{rel} must connect {want_src} to {want_dst}, got {labels.get(src)} to {labels.get(dst)}"
    limit = schema["max_in"].get(rel)
    if limit is not None and sum(1 for _, r, d in edges if r == rel and d == dst) >= limit:
        return f"{dst} already has {limit} {rel} edge"
    edges.append((src, rel, dst))
    return None


def lint(schema: dict, cypher: str) -> List[str]:
    errors = [f"write or procedure keyword {k}" for k in re.findall(
        r"\b(CREATE|MERGE|SET|DELETE|REMOVE|CALL|LOAD)\b", cypher, re.I)]
    errors += [f"unknown label {x}" for x in re.findall(r"\(\w*:(\w+)", cypher) if x not in schema["nodes"]]
    errors += [f"unknown relationship type {x}" for x in re.findall(r"\[\w*:(\w+)", cypher) if x not in schema["rels"]]
    known = {p for props in schema["nodes"].values() for p in props}
    known |= {p for _, _, props in schema["rels"].values() for p in props}
    errors += [f"unknown property {x}" for x in re.findall(r"\w\.(\w+)", cypher) if x not in known]
    for hops in re.findall(r"\*([\d.]*)", cypher):
        upper = hops.split("..")[-1]
        if not upper.isdigit() or int(upper) > 3:
            errors.append(f"variable-length pattern *{hops} needs an upper bound of at most 3")
    if re.search(r"'[^']*'|\"[^\"]*\"", cypher):
        errors.append("inline string value: use a parameter")
    return errors


def ask(complete: Complete, schema: dict, question: str, run: RunQuery, log: Log) -> Optional[List[dict]]:
    feedback = ""
    for _ in range(2):  # one repair attempt, then give up rather than run a bad query
        reply = json.loads(complete(QUERY_PROMPT.format(summary=summary(schema), question=question, feedback=feedback)))
        log(f"query       {reply['cypher']}  params {json.dumps(reply['params'])}")
        errors = lint(schema, reply["cypher"])
        if not errors:
            return run(reply["cypher"], reply["params"])
        log(f"lint        {'; '.join(errors)}")
        feedback = "Your last query was rejected: " + "; ".join(errors) + ". Fix it using only the schema above."
    return None
