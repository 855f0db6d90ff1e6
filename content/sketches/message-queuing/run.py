"""Scripted run of the message queuing sketch: a real queue with visibility timeouts, acknowledgements,
backoff and a dead-letter queue, on a fake clock, with the model's replies prepared. SKUs, times and
product data are illustrative (three messages stand for a catalogue of thousands)."""

import json

from _support.scripted import Log, ScriptedModel
from sketch import Queue, RateLimited, handle_one


class WorkerKilled(BaseException): ...  # the process dies: nothing in the worker catches it


def description(title: str) -> str:
    return json.dumps({"title": title, "description": "Hand-thrown stoneware mug with a matte glaze..."})


def rate_limited(prompt: str) -> str:
    raise RateLimited


def example(log: Log) -> None:
    now = [0.0]
    queue, store = Queue(lambda: now[0]), dict[str, dict]()
    for sku in ["SKU-1001", "SKU-1002", "SKU-1003"]:
        queue.send({"sku": sku, "data": f"{sku}: stoneware mug, 350 ml, matte glaze, dishwasher safe"})
    log("enqueue   3 messages on describe-product (visibility 120 s, 3 attempts)")

    def write(sku: str, result: dict) -> bool:
        return store.setdefault(sku, result) is result

    def write_then_die(sku: str, result: dict) -> bool:
        write(sku, result)
        raise WorkerKilled

    model = ScriptedModel([description("Stoneware mug 350 ml"), description("Matte stoneware mug"), rate_limited,
                           description("Stoneware mug, matte"), description("Stoneware mug 350 ml (again)")])
    try:
        handle_one(queue, "worker-1", model.complete, write_then_die, log)
    except WorkerKilled:
        log("worker-1  t=0s  m1 SKU-1001 try 1: killed after writing, before ack; m1 hidden until t=120s")
    handle_one(queue, "worker-2", model.complete, write, log)
    handle_one(queue, "worker-2", model.complete, write, log)
    for t in [25.0, 121.0]:
        now[0] = t
        handle_one(queue, "worker-2", model.complete, write, log)
    log(f"result    {len(store)} descriptions, {len(queue.messages)} messages left, {len(queue.dlq)} in DLQ, {len(model.prompts)} model calls")


def failure(log: Log) -> None:
    # A poison message: the supplier row is corrupt, and every attempt returns something that is not a description.
    now = [0.0]
    queue = Queue(lambda: now[0])
    queue.send({"sku": "SKU-2040", "data": "SKU-2040: \ufffd\ufffd\ufffd (corrupt upload)"})
    model = ScriptedModel(["I cannot describe this product: the data is unreadable."] * 3)
    for t in [0.0, 20.0, 60.0, 140.0]:
        now[0] = t
        if not handle_one(queue, "worker-1", model.complete, lambda sku, r: True, log):
            log(f"worker-1  t={t:.0f}s  queue empty; dead-letter queue: {[(m['body']['sku'], m['error']) for m in queue.dlq]}")
    log(f"result    {len(model.prompts)} model calls spent on one poison message, then it stopped")
