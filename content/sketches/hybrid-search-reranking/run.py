"""Scripted run of the hybrid search sketch: real filtering, fusion and cut-off, two fixed result
lists standing in for the keyword and vector indexes, and a scorer whose replies are prepared.
Article ids, texts and scores are illustrative."""

from typing import Mapping

from _support.scripted import KeyedModel, Log
from sketch import hybrid_rerank

QUERY = "error E-4012 when exporting invoices to PDF"
DOCS = {
    "KB-881": ("E-4012 means the PDF renderer timed out; raise export_timeout to 120 s.", "3"),
    "KB-502": ("PDF export fails for large invoices: split the batch below 200 lines.", "2"),
    "KB-610": ("Exporting reports to Excel and CSV: formats and limits.", "1"),
    "KB-120": ("Error code reference: E-4000 to E-4999 are export errors.", "1"),
    "KB-771": ("Invoice numbering rules and how to reset the sequence.", "0"),
    "KB-009": ("Release notes 7.2: new invoice templates.", "0"),
    "KB-044": ("Printing invoices on A4 and Letter paper.", "0"),
    "KB-333": ("User roles for the billing module.", "0"),
    "KB-9001": ("Globex custom export: E-4012 workaround with their private API key.", "3"),
}
KEYWORD = ["KB-881", "KB-120", "KB-771", "KB-009", "KB-333"]


def docs(tenant_of_9001: str) -> dict[str, dict[str, str]]:
    return {i: {"text": t, "tenant": tenant_of_9001 if i == "KB-9001" else "acme"} for i, (t, _) in DOCS.items()}


def run(vector_hits: list[str], log: Log) -> None:
    model = KeyedModel([(f'id="{i}"', score) for i, (_, score) in DOCS.items()])

    def keyword(q: str, filters: Mapping[str, str], k: int) -> list[str]:
        return KEYWORD[:k]

    def vector(q: str, filters: Mapping[str, str], k: int) -> list[str]:
        return vector_hits[:k]  # a misconfigured vector index may ignore `filters`

    log(f"query     {QUERY} (tenant acme)")
    kept = hybrid_rerank(QUERY, {"tenant": "acme"}, keyword, vector, docs("globex"), model.complete, log)
    log(f"kept      {', '.join(f'{d} ({s})' for d, s in kept)}; {len(model.prompts)} scoring calls")


def example(log: Log) -> None:
    run(["KB-502", "KB-881", "KB-610", "KB-120", "KB-044"], log)


def failure(log: Log) -> None:
    # The vector index was rebuilt without the tenant field, so it returns another customer's article.
    run(["KB-9001", "KB-502", "KB-881", "KB-610", "KB-120"], log)
