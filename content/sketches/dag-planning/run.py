"""Scripted run of the DAG-planning sketch: real validation, repair loop, wave scheduling and cache;
the planner's replies and the data tools are prepared. Counts and scores are illustrative."""

import json
from typing import Dict, List

from _support.scripted import Log, ScriptedModel
from sketch import Tool, execute, plan

GOAL = "Quarterly report on support quality for 2026-Q3"


def node(id: str, tool: str, *inputs: str) -> dict:
    return {"id": id, "tool": tool, "args": "quarter=2026-Q3", "inputs": list(inputs)}


FIRST = [node("tickets", "fetch_tickets"), node("topics", "classify_topics", "tickets"),
         node("trends", "topic_trends", "topics"), node("csat", "csat_by_team", "tickets"),
         node("comments", "fetch_survey_comments"), node("comment_summary", "summarise_comments", "comments"),
         node("report", "write_report", "trends", "csat", "comment_summary", "breaches")]
REPAIRED = FIRST[:6] + [node("sla", "fetch_sla"), node("breaches", "sla_breaches", "sla"),
                        node("report", "write_report", "trends", "csat", "comment_summary", "breaches")]


def tools(flaky: List[str]) -> Dict[str, Tool]:
    """Fake data tools; a name in `flaky` times out once, the way a slow model endpoint does."""
    outputs = {"fetch_tickets": "4,812 tickets", "classify_topics": "12 topics", "topic_trends": "billing up 18%",
               "csat_by_team": "CSAT 4.1 to 4.6 by team", "fetch_survey_comments": "1,204 comments",
               "summarise_comments": "slow first replies is the top complaint", "fetch_sla": "SLA log",
               "sla_breaches": "37 breaches", "write_report": "report.md, 6 sections"}

    def make(name: str) -> Tool:
        def tool(args: str, inputs: Dict[str, str]) -> str:
            if name in flaky:
                flaky.remove(name)
                raise TimeoutError("timeout after 60 s")
            return outputs[name]
        return tool
    return {name: make(name) for name in outputs}


def example(log: Log) -> None:
    model = ScriptedModel([json.dumps({"nodes": FIRST}), json.dumps({"nodes": REPAIRED})])
    toolset, cache = tools(["summarise_comments"]), {}
    log(f"goal    {GOAL}")
    nodes = plan(GOAL, model.complete, toolset, "report", log)
    assert nodes is not None
    first = execute(nodes, toolset, cache, log)
    log(f"run 1   report {'written' if 'report' in first else 'not written'}; {len(cache)} of {len(nodes)} outputs cached")
    log("run 2   same graph once the summariser is back")
    before = len(cache)
    second = execute(nodes, toolset, cache, log)
    ran = len(cache) - before
    log(f"result  {second['report']}; {len(model.prompts)} planner calls; run 2 ran {ran} nodes, reused {len(nodes) - ran}")


def failure(log: Log) -> None:
    # The planner answers the feedback with a cycle, then with a tool nobody allowed: nothing runs.
    cyclic = FIRST[:2] + [node("trends", "topic_trends", "topics", "report")] + REPAIRED[3:]
    emailing = REPAIRED + [node("mail", "email_report", "report")]
    model = ScriptedModel([json.dumps({"nodes": cyclic}), json.dumps({"nodes": emailing})])
    log(f"goal    {GOAL}")
    nodes = plan(GOAL, model.complete, tools([]), "report", log)
    log(f"result  {'no graph passed validation after 1 repair; no tool ran' if nodes is None else 'scheduled'}")
    log(f"repair  the second prompt carried: {model.prompts[1].splitlines()[-2]}")
