"""Scripted run of the Graph RAG global-search sketch: real permission filter, score parsing,
ranking and reduce; prepared community reports and model replies. All counts are illustrative."""

from _support.scripted import Log, Reply, ScriptedModel
from sketch import Community, global_search

QUESTION = "What are the recurring causes of delivery delays across last year's incident reports?"
COMMUNITIES = [
    Community("c2", "Customs paperwork: 38 incidents at the ports of Rotterdam and Antwerp cite missing EORI numbers on export declarations."),
    Community("c7", "Carrier capacity: 24 incidents in Q4 where carriers CarrierX and CarrierY refused pallets during the peak season."),
    Community("c3", "Address data: 19 incidents where the address service returned incomplete postcodes for new customers."),
    Community("c9", "Office move: the Leeds team relocated to a new building in May."),
]
MAPS = [
    "SCORE: 85\nMissing EORI numbers on export declarations delayed 38 shipments at Rotterdam and Antwerp.",
    "SCORE: 70\nCarrierX and CarrierY refused pallets in Q4, delaying 24 deliveries.",
    "SCORE: 55\nIncomplete postcodes from the address service delayed 19 first deliveries.",
    "SCORE: 0\nThe report is unrelated to delivery delays.",
]
REDUCE = ("Three recurring causes: customs paperwork, mainly missing EORI numbers at two EU ports (c2); "
          "carrier capacity refusals in Q4 (c7); and incomplete postcodes for new customers (c3).")


def run(communities: list[Community], replies: list[Reply], groups: set[str], log: Log) -> None:
    model = ScriptedModel(replies)
    log(f"question  {QUESTION}")
    log(f"user      groups {', '.join(sorted(groups))}")
    log(f"answer    {global_search(QUESTION, communities, model.complete, groups, log)}")
    log(f"result    {len(model.prompts)} model calls for {len(communities)} community reports")


def example(log: Log) -> None:
    run(COMMUNITIES, [*MAPS, REDUCE], {"all-staff"}, log)


def failure(log: Log) -> None:
    # A community built from documents under legal hold: its summary would leak them to every
    # user. The permission filter drops it before the map step, so it costs no call and no leak.
    legal = Community("c5", "Supplier dispute: Vendor A is withholding trucks pending the arbitration claim.", {"legal"})
    run([*COMMUNITIES, legal], [*MAPS, REDUCE], {"all-staff"}, log)
