"""Scripted run of the tool retrieval sketch: real permission filtering, lexical and embedding
ranking and fusion, a tiny concept-based embedding in place of a real model, fake tools, and an
agent model whose replies are prepared. Tool names, users and issue keys are illustrative."""

import json
import re

from _support.scripted import Log, ScriptedModel
from sketch import run_agent

CARDS = {
    "jira_search_issues": "jira_search_issues(jql): find Jira issues, e.g. open bugs assigned to a person",
    "jira_update_issue": "jira_update_issue(key, assignee): change fields of one Jira issue, e.g. reassign it",
    "jira_delete_project": "jira_delete_project(key): permanently delete a Jira project and its issues",
    "slack_post_message": "slack_post_message(channel_id, text): send a message to a Slack channel",
    "slack_lookup_channel": "slack_lookup_channel(name): get the id of a Slack channel from its name",
    "github_create_issue": "github_create_issue(repo, title): open an issue in a GitHub repository",
    "gcal_create_event": "gcal_create_event(title, when): put a meeting in the calendar",
    "crm_update_lead": "crm_update_lead(id, owner): change the owner of a sales lead",
    "hr_get_employee": "hr_get_employee(name): look up an employee's team and manager",
    "confluence_search": "confluence_search(query): search wiki pages",
}

CONCEPTS = {"reassign": "assign", "assignee": "assign", "owner": "assign", "tell": "message", "notify": "message",
            "message": "message", "bugs": "issue", "bug": "issue", "issues": "issue", "issue": "issue",
            "jira": "jira", "slack": "slack", "channel": "channel", "id": "id", "delete": "delete", "close": "delete"}


def embed(text: str) -> dict[str, float]:
    """Stand-in for an embedding model: maps words to shared concepts, so 'tell' meets 'message'."""
    vector: dict[str, float] = {}
    for word in re.findall(r"[a-z]+", text.lower()):
        if word in CONCEPTS:
            vector[CONCEPTS[word]] = vector.get(CONCEPTS[word], 0.0) + 1.0
    return vector


def execute(name: str, args: dict) -> dict:
    return {"jira_search_issues": {"issues": ["OPS-41", "OPS-57"]},
            "jira_update_issue": {"key": args.get("key"), "assignee": args.get("assignee")},
            "slack_lookup_channel": {"id": "C024BE91L"},
            "slack_post_message": {"ok": True}}.get(name, {"ok": True})


def step(tool: str, **args: str) -> str:
    return json.dumps({"tool": tool, "args": args})


def example(log: Log) -> None:
    request = "Reassign the open Jira bugs from Sam to Lee and tell them in the #ops Slack channel"
    log(f"input     {request}")
    grants = set(CARDS) - {"jira_delete_project"}
    model = ScriptedModel([
        step("jira_search_issues", jql="assignee = sam AND type = Bug AND status = Open"),
        step("jira_update_issue", key="OPS-41", assignee="lee"),
        step("jira_update_issue", key="OPS-57", assignee="lee"),
        step("search_tools", query="get the id of a Slack channel from its name"),
        step("slack_lookup_channel", name="ops"),
        step("slack_post_message", channel_id="C024BE91L", text="Sam's open bugs OPS-41 and OPS-57 now belong to Lee."),
        json.dumps({"final": "Reassigned OPS-41 and OPS-57 from Sam to Lee and told #ops."}),
    ])
    run_agent(model.complete, request, CARDS, grants, embed, execute, log, max_steps=8)
    most = max(sum(card in prompt for card in CARDS.values()) for prompt in model.prompts)
    log(f"result    {len(model.prompts)} model calls; at most {most} of {len(CARDS)} tool cards in any prompt")


def failure(log: Log) -> None:
    # The user may not delete projects. search_tools cannot surface the tool (grants filter first), and
    # when the model names it anyway, the loop refuses because it was never offered.
    request = "Close the old QA project in Jira, it's finished"
    log(f"input     {request}")
    grants = set(CARDS) - {"jira_delete_project"}
    model = ScriptedModel([
        step("search_tools", query="delete a jira project"),
        step("jira_delete_project", key="QA"),
        json.dumps({"final": "I can't delete Jira projects for you; a Jira admin can close QA."}),
    ])
    run_agent(model.complete, request, CARDS, grants, embed, execute, log)
    log(f"result    jira_delete_project never ran; {len(model.prompts)} model calls")
