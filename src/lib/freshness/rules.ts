/**
 * How long a checked fact stays fresh, by kind, and what is due for a re-check. Pure: the pages
 * (a quiet "may be out of date" note), the build checks and `npm run freshness` all use it.
 * docs/product.md, "Freshness", states the rule.
 */

/** Days a fact of each kind stays fresh after it was checked at its source. */
export const FRESHNESS_DAYS = {
  /** A project's latest release and its date. */
  release: 90,
  /** A protocol or API specification revision (MCP, A2A, a provider's API). */
  protocol: 90,
  /** A library or tool version a guide's recipe was checked against. */
  version: 90,
  /** A guide page as a whole: recommendations, comparisons, setups. */
  guide: 180,
  /** A published system prompt's analysis or a prompt template. */
  prompt: 180,
  /** A project's page as a whole: licence, language, what it is for. */
  project: 180,
  /** A technique page: a pattern changes slowly, its evidence and tools less so. */
  pattern: 365,
  /** A threat list's entry. */
  threat: 365,
} as const;
type FactKind = keyof typeof FRESHNESS_DAYS;

/** One checked fact: what it is, where it is shown, when it was last checked. */
export interface Fact {
  kind: FactKind;
  /** What was checked, in words ("vLLM release v0.33.0", "the ReAct page"). */
  what: string;
  /** The site address that shows it. */
  where: string;
  checked: Date;
}

const DAY = 86_400_000;

/** Whole days from `checked` to `now` (UTC days; never negative). */
export const ageInDays = (checked: Date, now: Date) => Math.max(0, Math.floor((now.getTime() - checked.getTime()) / DAY));

/** Whether a fact is past its kind's limit on `now`. A fact checked exactly the limit ago is still fresh. */
export const isStale = (fact: Pick<Fact, 'kind' | 'checked'>, now: Date) => ageInDays(fact.checked, now) > FRESHNESS_DAYS[fact.kind];

/** The day a fact falls due for a re-check. */
const dueOn = (fact: Pick<Fact, 'kind' | 'checked'>) => new Date(fact.checked.getTime() + FRESHNESS_DAYS[fact.kind] * DAY);

/** Facts due on or before `now + withinDays`, oldest due date first (ties by address), with how overdue each is. */
export function freshnessReport(facts: readonly Fact[], now: Date, withinDays = 0) {
  const horizon = now.getTime() + withinDays * DAY;
  return facts
    .map((f) => ({ ...f, due: dueOn(f), overdueDays: Math.floor((now.getTime() - dueOn(f).getTime()) / DAY) }))
    .filter((f) => f.due.getTime() <= horizon)
    .sort((a, b) => a.due.getTime() - b.due.getTime() || a.where.localeCompare(b.where) || a.what.localeCompare(b.what));
}

/**
 * Version numbers written in a text (`TRL v1.9.0`, `peft==0.20.0`, `promptfoo@0.123.1`): three or
 * four dot-separated numbers, optionally after `v`, not part of an IP address or a longer number.
 * A version in a guide is a fast-moving fact and must be declared with its checked date.
 */
export function versionsIn(text: string): string[] {
  const found = new Set<string>();
  for (const m of text.matchAll(/(?<![\d.])v?(\d+\.\d+\.\d+(?:\.\d+)?)(?![\d.]*\d)/g)) {
    const version = m[1]!;
    if (/^(?:127|10|192|172|169)\.\d+\.\d+\.\d+$/.test(version) || /^\d+\.\d+\.\d+\.\d+$/.test(version)) continue;
    found.add(version);
  }
  return [...found];
}
