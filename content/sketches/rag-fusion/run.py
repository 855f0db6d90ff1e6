"""Scripted run of the RAG-Fusion sketch: real parsing, checks and rank fusion over fixed result
lists, and a model whose variants and answer are prepared. Article ids, versions and texts are illustrative."""

from _support.scripted import Log, ScriptedModel
from sketch import rag_fusion

QUESTION = "laptop won't charge after update"
ARTICLES = {
    "KB-07": "Laptop not charging: check the adapter, cable and wall socket.",
    "KB-12": "Battery charge threshold reset after firmware 1.8: charging stops at 0%; set the threshold back to 100% in Power settings.",
    "KB-19": "Supported USB-C power adapters and their wattage.",
    "KB-33": "BIOS update fails to recognise third-party adapters.",
    "KB-40": "Battery driver update: reinstall the ACPI battery driver if charging stops.",
    "KB-55": "Calibrating the battery gauge.",
}
RESULTS = {
    QUESTION: ["KB-07", "KB-12", "KB-40"],
    "battery not charging after firmware update": ["KB-12", "KB-40", "KB-07"],
    "power adapter not recognised after BIOS update": ["KB-33", "KB-12", "KB-19"],
    "charging stops at 0% after driver update": ["KB-40", "KB-12", "KB-55"],
}
ANSWER = "Firmware 1.8 resets the battery charge threshold, so charging stops at 0%. Set the threshold back to 100% in Power settings [KB-12]."


def run(variants: str, log: Log) -> None:
    model = ScriptedModel([variants, ANSWER])
    log(f"question  {QUESTION}")
    answer = rag_fusion(QUESTION, model.complete, lambda q, m: RESULTS[q][:m], ARTICLES, log)
    log(f"answer    {answer}")
    log(f"result    {len(model.prompts)} model calls, answer written against the original question")


def example(log: Log) -> None:
    run("battery not charging after firmware update\npower adapter not recognised after BIOS update\ncharging stops at 0% after driver update", log)


def failure(log: Log) -> None:
    # The model repeats the question, drifts to a shopping query and writes more lines than asked.
    run("- Laptop won't charge after update\n- best travel power bank 2026\n- battery not charging after firmware update\n"
        "- power adapter not recognised after BIOS update\n- charging stops at 0% after driver update\n- laptop charging problem after update", log)
