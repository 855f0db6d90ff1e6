"""Scripted run of the code execution sketch: the model's programs are prepared, but they really
run, in a child Python process with CPU, memory and file-size limits, an empty environment and a
read-only copy of the data. That process is a stand-in: production needs a container or microVM
with no network. The sales figures are illustrative."""

import os
import resource
import shutil
import subprocess
import sys
import tempfile

from _support.scripted import Log, ScriptedModel
from sketch import RunResult, analyse

QUESTION = "Which three product lines grew fastest quarter over quarter, and by how much?"
MONTHLY = {"Outdoor": (40000, 48560), "Garden": (30000, 35040), "Kitchen": (50000, 54850), "Lighting": (20000, 19000)}


def sales_csv() -> str:
    rows = ["date,line,revenue"]
    for month in range(4, 10):  # April to September 2026: Q2 then Q3
        rows += [f"2026-{month:02d}-28,{line},{q2 if month < 7 else q3}" for line, (q2, q3) in MONTHLY.items()]
    return "\n".join(rows) + "\n"


def subprocess_runner(program: str, limits: dict) -> RunResult:
    with tempfile.TemporaryDirectory() as work:
        os.makedirs(f"{work}/data")
        with open(f"{work}/data/sales.csv", "w") as f:
            f.write(sales_csv())
        os.chmod(f"{work}/data/sales.csv", 0o444)

        def limit() -> None:  # runs in the child before the program starts
            resource.setrlimit(resource.RLIMIT_CPU, (limits["cpu_s"], limits["cpu_s"]))
            resource.setrlimit(resource.RLIMIT_AS, (limits["memory_mb"] << 20, limits["memory_mb"] << 20))
            resource.setrlimit(resource.RLIMIT_FSIZE, (1 << 20, 1 << 20))

        try:
            p = subprocess.run([sys.executable or shutil.which("python3") or "python3", "-I", "-c", program], cwd=work,
                               env={}, capture_output=True, text=True, timeout=limits["wall_s"], preexec_fn=limit)
        except subprocess.TimeoutExpired:
            return RunResult("", "", -1, True)
        return RunResult(p.stdout, p.stderr, p.returncode, p.returncode < 0)  # killed by a limit signal


PROGRAM = """import csv
from collections import defaultdict
totals = defaultdict(float)
with open("data/sales.csv", newline="") as f:
    for row in csv.DictReader(f):
        quarter = (int(row["date"][5:7]) - 1) // 3 + 1
        totals[(row["line"], quarter)] += float(row["{column}"])
growth = {{line: totals[(line, 3)] / totals[(line, 2)] - 1 for line, q in totals if q == 2}}
top = sorted(growth.items(), key=lambda kv: kv[1], reverse=True)[:3]
print({{line: round(g, 3) for line, g in top}})"""

LOOPING = """import csv
rows = list(csv.DictReader(open("data/sales.csv")))
outdoor, i = 0.0, 0
while i < len(rows):
    if rows[i]["line"] != "Outdoor":
        continue
    outdoor += float(rows[i]["revenue"])
    i += 1
print(outdoor)"""


def example(log: Log) -> None:
    model = ScriptedModel([
        PROGRAM.format(column="Revenue"),  # wrong column name: the error goes back to the model
        PROGRAM.format(column="revenue"),
        "Outdoor grew fastest at 21.4%, then Garden at 16.8% and Kitchen at 9.7%, from Q2 to Q3 2026 (sales.csv).",
    ])
    log(f"question    {QUESTION} (data/sales.csv, {sales_csv().count(chr(10)) - 1} rows)")
    log(f"answer      {analyse(model.complete, subprocess_runner, QUESTION, ['data/sales.csv'], log)}")
    log(f"result      {len(model.prompts)} model calls; the error reached the model: {'KeyError' in model.prompts[1]}")


def failure(log: Log) -> None:
    # The program never advances its index on non-Outdoor rows. The CPU limit kills it, and when
    # the model sends the same program again the sketch stops instead of running it a second time.
    model = ScriptedModel([LOOPING, LOOPING])
    log(f"question    {QUESTION} (data/sales.csv)")
    log(f"answer      {analyse(model.complete, subprocess_runner, QUESTION, ['data/sales.csv'], log)}")
    log(f"result      {len(model.prompts)} model calls, 1 program run")
