/**
 * The site's changelog, by week, generated from the content's own dates (docs/decisions.md,
 * "Freshness"): pages reviewed or updated on their `lastReviewed` day, news items on the day they
 * were written up, threat entries on the day they were read. Nothing is typed by hand, so the
 * changelog cannot forget a change or claim one that did not happen.
 */

export type ChangeKind = 'technique' | 'guide' | 'news' | 'project' | 'prompt' | 'threat';

export interface Change {
  kind: ChangeKind;
  title: string;
  href: string;
  date: Date;
}

export interface ChangeWeek {
  /** Monday 00:00 UTC of the week. */
  start: Date;
  /** `week-2026-11-23`, the anchor of the week on /changelog. */
  id: string;
  groups: { kind: ChangeKind; changes: Change[] }[];
  total: number;
}

/** How each kind reads in a week's summary. */
export const CHANGE_LABELS: Record<ChangeKind, { one: string; many: string }> = {
  technique: { one: 'technique page reviewed or updated', many: 'technique pages reviewed or updated' },
  guide: { one: 'guide page reviewed or updated', many: 'guide pages reviewed or updated' },
  news: { one: 'news item written up', many: 'news items written up' },
  project: { one: 'project entry checked', many: 'project entries checked' },
  prompt: { one: 'prompt page reviewed', many: 'prompt pages reviewed' },
  threat: { one: 'threat map entry read at its source', many: 'threat map entries read at their source' },
};
const ORDER: ChangeKind[] = ['news', 'technique', 'guide', 'threat', 'project', 'prompt'];

/** Monday 00:00 UTC of the week containing `d`. */
export function weekStart(d: Date): Date {
  const day = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
  const back = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - back * 86_400_000);
}

/** Changes grouped by week, newest week first, the `weeks` most recent weeks that have changes; within a week by kind, then newest first. */
export function changelogWeeks(changes: readonly Change[], weeks: number): ChangeWeek[] {
  const byWeek = new Map<number, Change[]>();
  for (const c of changes) {
    const start = weekStart(c.date).getTime();
    byWeek.set(start, [...(byWeek.get(start) ?? []), c]);
  }
  return [...byWeek.entries()]
    .sort((a, b) => b[0] - a[0])
    .slice(0, weeks)
    .map(([start, list]) => ({
      start: new Date(start),
      id: `week-${new Date(start).toISOString().slice(0, 10)}`,
      total: list.length,
      groups: ORDER.map((kind) => ({
        kind,
        changes: list.filter((c) => c.kind === kind).sort((a, b) => b.date.getTime() - a.date.getTime() || a.title.localeCompare(b.title)),
      })).filter((g) => g.changes.length),
    }));
}

/** "12 technique pages reviewed or updated, 3 news items written up". */
export function weekSummary(week: ChangeWeek): string {
  return week.groups.map((g) => `${g.changes.length} ${CHANGE_LABELS[g.kind][g.changes.length === 1 ? 'one' : 'many']}`).join(', ');
}
