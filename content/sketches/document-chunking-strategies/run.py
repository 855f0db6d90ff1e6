"""Scripted run of the chunking sketch: real splitting and checks, a model whose context lines are prepared."""

from _support.scripted import Log, ScriptedModel
from sketch import Section, chunk_document, embed_text

DOC = "HR Handbook 2026"
SICK = Section("4 Leave > 4.2 Sick leave", [
    ("para", "Report sickness to your manager before 10:00 on the first day. From the fourth day "
             "of absence a doctor's note is required."),
], ["staff"])
PARENTAL = Section("4 Leave > 4.3 Parental leave", [
    ("para", "Employees with at least 12 months of continuous service are eligible for parental leave. "
             "Contractors and agency staff are not eligible under this policy."),
    ("para", "Eligible employees receive 16 weeks at full pay, followed by up to 10 weeks at half pay. "
             "Pay is calculated from the average of the last three months."),
    ("para", "These weeks may be split into at most two blocks, taken within 18 months of the birth "
             "or adoption. Tell HR in writing before the notice period for your region."),
    ("table", "Region | Full-pay weeks | Half-pay weeks | Notice\n"
              "EU | 16 | 10 | 8 weeks\nUK | 16 | 10 | 8 weeks\nUS | 12 | 0 | 30 days\nAPAC | 14 | 6 | 8 weeks"),
], ["staff", "hr"])


def show(log: Log, chunks) -> None:
    for i, c in enumerate(chunks, 1):
        first = c.text.split("\n")[0]
        overlap = " (overlap)" if i > 1 and chunks[i - 2].text.endswith(first) else ""
        log(f"chunk {i}     {c.path.split(' > ')[-1]} | {len(c.text.split())} words | acl={','.join(c.acl)} | "
            f"{first[:40]}...{overlap}")
        if c.context:
            log(f"  context   {c.context}")
        if c.note:
            log(f"  {c.note}")


def example(log: Log) -> None:
    model = ScriptedModel([
        "Eligibility rule for parental leave in section 4.3: 12 months of service; contractors excluded.",
        "Parental leave pay in section 4.3 (full-pay and half-pay weeks) and how those weeks may be split.",
        "Parental leave weeks by region (section 4.3), with the notice HR needs before leave starts.",
    ])
    log(f"input       {DOC}: sections 4.2 (1 paragraph) and 4.3 (3 paragraphs and a table), 60 words a chunk")
    chunks = chunk_document(DOC, [SICK, PARENTAL], model.complete, max_words=60)
    show(log, chunks)
    log(f"embedded    {embed_text(DOC, chunks[-1]).splitlines()[0]} + context + text")
    log(f"result      {len(chunks)} chunks, {len(model.prompts)} model calls (only chunks cut out of 4.3)")


def failure(log: Log) -> None:
    # The context writer invents a figure: 20 weeks is not in the section, so the line is dropped.
    model = ScriptedModel([
        "Eligibility rule for parental leave in section 4.3: 12 months of service; contractors excluded.",
        "Eligible employees in every region receive 20 weeks of parental leave at full pay.",
        "Parental leave weeks by region (section 4.3), with the notice HR needs before leave starts.",
    ])
    log("input       the same handbook; the second context line states a number the section lacks")
    chunks = chunk_document(DOC, [PARENTAL], model.complete, max_words=60)
    show(log, chunks)
    log(f"result      chunk 2 is indexed with its heading path only: {embed_text(DOC, chunks[1]).splitlines()[0]}")
