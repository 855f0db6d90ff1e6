"""Scripted run of the episodic-memory sketch: real scoring, tenant filter, prompt building and
episode checks; the planner's and the episode writer's replies and the tool results are prepared."""

import re

from _support.scripted import Log, ScriptedModel
from sketch import Episode, plan_prompt, recall, write_episode

TODAY = 400.0  # day numbers are illustrative
STORE = [
    Episode("E-118", "acme", "billing deploy failed, pods crash on start with database auth errors",
            "success", "Check secret expiry before rolling back; rotating the expired DB secret fixed it.", 8, 388),
    Episode("E-097", "acme", "billing deploy slow, image pull took 9 minutes",
            "success", "Large images slow billing deploys; slim the base image.", 4, 370),
    Episode("E-131", "acme", "payments deploy failed, pods crash on start with missing env var",
            "success", "Compare env vars with the last good release.", 6, 398),
    Episode("E-077", "globex", "billing deploy failed, pods crash on start with database auth errors",
            "success", "Globex rotates secrets through its own vault.", 9, 395),
]
SITUATION = "billing deploy failed after release 4.2, pods crash on start with database auth errors"
TOOLS = ["check_secret_expiry", "rollback", "rotate_secret (needs approval)", "get_deploy_status"]


def words(text: str) -> set:
    return set(re.findall(r"[a-z0-9]+", text.lower()))


def similar(a: str, b: str) -> float:  # stand-in for embedding cosine: word overlap
    return len(words(a) & words(b)) / len(words(a) | words(b))


def recall_and_plan(log: Log, model: ScriptedModel) -> None:
    log(f"situation   {SITUATION}")
    recalled = recall(STORE, "acme", SITUATION, TODAY, similar)
    kept = {e.id for _, e, _ in recalled}
    for e in STORE:
        if e.id not in kept:
            why = f"tenant {e.tenant}" if e.tenant != "acme" else f"relevance {similar(SITUATION, e.situation):.2f} below 0.15"
            log(f"skip        {e.id} ({why})")
    for total, e, parts in recalled:
        log(f"recall      {e.id} {total:.2f} = {parts}")
    log(f"plan        {model.complete(plan_prompt(recalled, SITUATION, TOOLS))}")


def example(log: Log) -> None:
    model = ScriptedModel([
        '{"first_check": "check_secret_expiry", "because": "E-118"}',
        '{"outcome": "success", "lesson": "After a release, DB auth crashes in billing came from an expired secret again; check expiry first.", "evidence": ["s1", "s2"], "importance": 7}',
    ])
    recall_and_plan(log, model)
    steps = {"s1": "check_secret_expiry -> billing-db secret expired yesterday",
             "s2": "rotate_secret -> approved by on-call, rotated; redeploy healthy"}
    for sid, text in steps.items():
        log(f"step {sid}     {text}")
    episode, problems = write_episode(model.complete, "E-140", "acme", SITUATION, steps, "success", TODAY)
    log(f"write       {episode.id} {episode.outcome}, importance {episode.importance}: {episode.lesson}")
    log(f"result      {episode.status}; {len(model.prompts)} model calls; problems {problems}")


def failure(log: Log) -> None:
    # An earlier run, before any episode existed: the rollback did not help, but the writer records a success and a lesson about rolling back.
    model = ScriptedModel([
        '{"outcome": "success", "lesson": "Rolling back fixes billing deploy failures.", "evidence": ["s1", "s3"], "importance": 9}',
    ])
    log(f"situation   {SITUATION}")
    steps = {"s1": "rollback -> release 4.1 restored; pods still crash with auth errors"}
    log(f"step s1     {steps['s1']}")
    episode, problems = write_episode(model.complete, "E-141", "acme", SITUATION, steps, "failure", TODAY)
    for p in problems:
        log(f"check       {p}")
    log(f"result      {episode.id} stored as {episode.status}, outcome {episode.outcome}; not recalled until a person reviews it")
