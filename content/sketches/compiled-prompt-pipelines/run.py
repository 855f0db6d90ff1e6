"""Scripted run of the compiled-pipeline sketch: the real compiler, metric and artefact review, with a
keyed model whose answers depend on the prompt it is sent. Articles and questions are illustrative."""

import json
from typing import Any

from _support.scripted import KeyedModel, Log
from sketch import compile_pipeline, review_artefact

ARTICLES = {
    "KB-12": "Reset your password from the sign-in page with Forgot password.",
    "KB-31": "Change the billing address under Settings, Billing.",
    "KB-40": "Export invoices as PDF from Billing, Invoices.",
    "KB-55": "Cancel a subscription under Settings, Plan, Cancel.",
}
KEYWORDS = {"password": "KB-12", "billing address": "KB-31", "invoice": "KB-40", "cancel": "KB-55"}


def search(query: str) -> list[dict[str, str]]:
    return [{"id": i, "text": ARTICLES[i]} for word, i in KEYWORDS.items() if word in query.lower()]


def query_reply(prompt: str) -> str:
    question = json.loads(prompt.rsplit("Now the real inputs:\n", 1)[1])["question"].lower()
    return json.dumps({"search_query": " ".join(w for w in KEYWORDS if w in question) or question})


def answer_reply(prompt: str) -> str:
    values = json.loads(prompt.rsplit("Now the real inputs:\n", 1)[1])
    ids = [p["id"] for p in values["passages"]]
    text = " ".join(p["text"] for p in values["passages"]) or "I could not find this."
    # Without demonstrations this model forgets the ids whenever two articles come back.
    cited = ids if "Example 1:" in prompt or len(ids) < 2 else []
    return json.dumps({"answer": text, "cited_article_ids": cited})


def metric(ex: dict[str, Any], out: dict[str, Any]) -> bool:
    cited = set(out.get("cited_article_ids", []))
    return bool(cited) and cited <= set(ex["gold_ids"]) and ex["gold_phrase"] in out.get("answer", "")


def ex(question: str, gold_ids: list[str], phrase: str) -> dict[str, Any]:
    return {"question": question, "gold_ids": gold_ids, "gold_phrase": phrase}


TRAIN = [ex("How do I reset my password?", ["KB-12"], "Forgot password"),
         ex("Where do I export an invoice?", ["KB-40"], "PDF"),
         ex("How do I cancel and get my last invoice?", ["KB-55", "KB-40"], "Cancel"),
         ex("Can I change my billing address?", ["KB-31"], "Settings, Billing")]
DEV = [ex("I need to cancel; how do I export each invoice first?", ["KB-55", "KB-40"], "PDF"),
       ex("Password reset for a new billing address?", ["KB-12", "KB-31"], "Forgot password")]


def example(log: Log) -> None:
    model = KeyedModel([("short search query", query_reply), ("Answer the customer's", answer_reply)])
    log(f"data        {len(TRAIN)} training questions, {len(DEV)} dev questions; metric: gold phrase and gold ids cited")
    demos, score = compile_pipeline(model.complete, search, TRAIN, DEV, metric, log)
    problems = review_artefact(demos)
    log(f"review      personal data in demonstrations: {problems or 'none'}")
    log(f"artefact    {sum(len(v) for v in demos.values())} demonstrations saved for review; dev score {score:.2f}")
    log(f"result      {len(model.prompts)} model calls to compile; 2 calls per request in production")


def failure(log: Log) -> None:
    # A training question carries a customer's email address; its passing trace becomes a demonstration.
    train = [ex("I'm jane.doe@example.com and forgot my password", ["KB-12"], "Forgot password"),
             ex("Where do I export an invoice?", ["KB-40"], "PDF")]
    model = KeyedModel([("short search query", query_reply), ("Answer the customer's", answer_reply)])
    demos, score = compile_pipeline(model.complete, search, train, DEV, metric, log, candidates=1)
    problems = review_artefact(demos)
    log(f"review      personal data in demonstrations: {', '.join(problems) or 'none'}")
    log(f"result      dev score {score:.2f}, but the artefact is blocked: remove or anonymise the example, then recompile")
