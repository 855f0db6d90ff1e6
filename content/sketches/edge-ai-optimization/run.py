"""Scripted run of the edge sketch: a technician's voice note (already transcribed on the device)
inside turbine T-14. The 4-bit local model and the cloud model are scripted; the maintenance history
is a stand-in. Turbine ids, names, numbers and thresholds are illustrative."""

from _support.scripted import Log, ScriptedModel
from sketch import Device, flush, inspect

NOTE = ("Blade B, about 12 m from the tip, leading-edge erosion through the coating, maybe 30 cm long. "
        "Severity 3 I'd say. Call Ana Ruiz (tech) on +44 7700 900123 if questions.")
HISTORY = {"T-14": "2026-05: blade B leading edge repaired (tape). 2026-09: no findings."}


def run(log: Log, device: Device, local: ScriptedModel, cloud: ScriptedModel, later: Device | None) -> None:
    queue: list[tuple[str, str, str]] = []
    log(f"input     T-14 voice note ({len(NOTE.split())} words); online={device.online}, battery={device.battery:.0%}")
    result = inspect("T-14", NOTE, device, local.complete, cloud.complete, lambda t: HISTORY.get(t, ""), queue, log)
    log(f"result    {result['status']}; {len(queue)} step(s) queued")
    if later:
        log(f"later     back in coverage: online={later.online}, battery={later.battery:.0%}")
        flush(queue, later, cloud.complete, lambda t: HISTORY.get(t, ""), log)
    log(f"calls     local {len(local.prompts)}, cloud {len(cloud.prompts)}; raw note sent to cloud: {any(NOTE in p for p in cloud.prompts)}")


def example(log: Log) -> None:
    # Inside the tower: no signal. The form is extracted on the device; the report waits in the queue.
    local = ScriptedModel(['{"defect": "leading-edge erosion", "location": "blade B, 12 m from tip", "severity": 3}'])
    cloud = ScriptedModel(["T-14 blade B: leading-edge erosion through the coating, about 30 cm, 12 m from the tip, "
                           "at the spot taped in 2026-05. Severity 3: schedule a permanent resin repair within 30 days."])
    run(log, Device(online=False, battery=0.64, upload_consent=True), local, cloud,
        later=Device(online=True, battery=0.58, upload_consent=True))


def failure(log: Log) -> None:
    # Compression loss on an unusual phrasing: the 4-bit model returns a severity word, not 1-5.
    # Validation rejects it and the step escalates, with the note redacted before it leaves the device.
    local = ScriptedModel(['{"defect": "leading-edge erosion", "location": "blade B", "severity": "moderate"}'])
    cloud = ScriptedModel([
        '{"defect": "leading-edge erosion", "location": "blade B, 12 m from tip", "severity": 3}',
        "T-14 blade B: leading-edge erosion, about 30 cm, 12 m from the tip, where the 2026-05 tape repair was. "
        "Severity 3: schedule a permanent resin repair within 30 days.",
    ])
    run(log, Device(online=True, battery=0.81, upload_consent=True), local, cloud, later=None)
