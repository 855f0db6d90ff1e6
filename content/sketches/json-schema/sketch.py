"""JSON Schema tool contract: one schema is both the declaration the model reads and the check the
server runs. Invalid arguments go back to the model as precise, field-level errors for one
correction; a result is checked against the output schema before the next step uses it. The model
and the tool are parameters; the validator covers the keywords the schemas here use."""

import json
import re
from dataclasses import dataclass
from typing import Any, Callable

Complete = Callable[[str], str]
Log = Callable[[str], None]

PROMPT = """You fill in arguments for one tool. Reply with one JSON object that is valid against its parameters schema, and nothing else.
Tool: {name}. {description}
Parameters (JSON Schema): {schema}
Use only values the request states or that follow from it; never invent an address part. If the schema cannot hold a value the request states, reply {{"cannot": "<field and reason>"}}.

Request: {request}
{feedback}"""

TYPES = {"object": dict, "string": str, "integer": int, "array": list, "boolean": bool}


@dataclass
class Tool:
    name: str
    description: str
    parameters: dict  # JSON Schema, Draft 2020-12 subset
    output: dict  # JSON Schema of the result
    run: Callable[[dict], dict]


def errors(schema: dict, value: Any, path: str = "") -> list[str]:
    at = path or "(root)"
    if not isinstance(value, TYPES[schema["type"]]) or isinstance(value, bool) != (schema["type"] == "boolean"):
        return [f"{at}: expected {schema['type']}, got {json.dumps(value)}"]
    found: list[str] = []
    if "enum" in schema and value not in schema["enum"]:
        found.append(f"{at}: {json.dumps(value)} is not one of {', '.join(schema['enum'])}")
    if isinstance(value, str):
        if not schema.get("minLength", 0) <= len(value) <= schema.get("maxLength", len(value)):
            found.append(f"{at}: length {len(value)} is outside the allowed range")
        if "pattern" in schema and not re.search(schema["pattern"], value):
            found.append(f"{at}: {json.dumps(value)} does not match {schema['pattern']}")
    if isinstance(value, dict):
        props = schema.get("properties", {})
        found += [f"{path}{k}: required" for k in schema.get("required", []) if k not in value]
        if schema.get("additionalProperties") is False:
            found += [f"{path}{k}: not allowed (no such field)" for k in value if k not in props]
        found += [e for k, v in value.items() if k in props for e in errors(props[k], v, f"{path}{k}")]
    return found


def call_with_contract(complete: Complete, tool: Tool, request: str, log: Log, corrections: int = 1) -> dict:
    feedback, problems = "", []
    for _ in range(corrections + 1):
        reply = json.loads(complete(PROMPT.format(name=tool.name, description=tool.description,
                                                  schema=json.dumps(tool.parameters), request=request,
                                                  feedback=feedback)))
        log(f"model       {tool.name} {json.dumps(reply, ensure_ascii=False)}")
        if "cannot" in reply:
            return {"error": "contract_cannot_hold", "details": reply["cannot"]}
        problems = errors(tool.parameters, reply)  # the same schema the model was shown
        if not problems:
            result = tool.run(reply)
            bad = errors(tool.output, result)
            log(f"tool        {json.dumps(result)}" + (f" -> output invalid: {bad}" if bad else " (output valid)"))
            return {"error": "bad_tool_output", "details": bad} if bad else result
        for p in problems:
            log(f"invalid     {p}")
        feedback = "Your last reply was rejected:\n" + "\n".join(problems) + "\nReply again with corrected JSON."
    return {"error": "invalid_arguments", "details": problems}
