// The streak rule with freezes (docs/product.md, Learning rules): pure day arithmetic, so the
// server computes it and tests can walk it across midnight in any time zone.

/** Days of streak that earn one freeze. */
export const FREEZE_EVERY_DAYS = 7;
/** Freezes a learner can hold at once. */
export const MAX_FREEZES = 2;

/** Days since 1970-01-01 for a 'YYYY-MM-DD' string; calendar arithmetic only, no time zone involved. */
const dayNumber = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / 86_400_000;
const dayString = (n: number) => new Date(n * 86_400_000).toISOString().slice(0, 10);

export interface StreakWalk {
  /** Active days in the run that is still alive (ending today, yesterday, or bridged by freezes). */
  current: number;
  /** Active days in the longest run ever, freezes bridging as they did at the time. */
  longest: number;
  /** Freezes held now (0–2). */
  freezes: number;
  /** Missed days a freeze covered, oldest first. */
  frozenDays: string[];
}

/**
 * Walks the calendar from the first active day to today. Every 7th active day of a run earns a
 * freeze (at most two held). A missed day that is over (before today) uses a held freeze if a run
 * is alive, which keeps the run going without adding to it; with none held the run ends. Today is
 * never missed: it is not over yet. Days after today (the learner moved west) count as active.
 */
export function walkStreak(days: readonly string[], today: string): StreakWalk {
  const active = new Set(days.map(dayNumber));
  const sorted = [...active].sort((a, b) => a - b);
  const todayNumber = dayNumber(today);
  const frozen: number[] = [];
  let run = 0;
  let longest = 0;
  let held = 0;
  const first = sorted[0];
  const last = sorted.at(-1);
  if (first === undefined || last === undefined) return { current: 0, longest: 0, freezes: 0, frozenDays: [] };
  for (let d = first; d <= Math.max(todayNumber, last); d++) {
    if (active.has(d)) {
      run += 1;
      longest = Math.max(longest, run);
      if (run % FREEZE_EVERY_DAYS === 0) held = Math.min(MAX_FREEZES, held + 1);
    } else if (d >= todayNumber) {
      // Today (or a day ahead) is not over: it cannot be missed yet.
    } else if (run > 0 && held > 0) {
      held -= 1;
      frozen.push(d);
    } else {
      run = 0;
    }
  }
  return { current: run, longest, freezes: held, frozenDays: frozen.map(dayString) };
}
