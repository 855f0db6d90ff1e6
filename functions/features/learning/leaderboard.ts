import type { SessionUser } from '../auth/session.repo';
import { topLearners, viewerStanding } from './leaderboard.repo';
import { cleanName } from '../../../src/lib/account/names';

/** Start of the leaderboard week: Monday 00:00 UTC, one boundary for everyone wherever they live. */
export function weekStart(now: number): number {
  const d = new Date(now);
  const sinceMonday = (d.getUTCDay() + 6) % 7;
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - sinceMonday);
}

/** The name shown for a learner: their display name, else first name and last initial. Never an email or id. */
export function publicName(u: { display_name: string; first_name: string; last_name: string }): string {
  // Cleaned again on the way out, so a row stored before names were checked shows nothing invisible.
  const display = cleanName(u.display_name);
  if (display) return display;
  const first = cleanName(u.first_name);
  const initial = [...cleanName(u.last_name)][0] ?? '';
  if (first) return initial ? `${first} ${initial.toUpperCase()}.` : first;
  return 'Anonymous learner';
}

async function board(db: D1Database, period: Parameters<typeof topLearners>[1], viewer: SessionUser, limit: number) {
  const [rows, standing] = await Promise.all([topLearners(db, period, viewer.id, limit), viewerStanding(db, period, viewer.id)]);
  const entries = rows.map((r) => ({ rank: r.rank, displayName: publicName(r), xp: r.xp, isYou: r.is_viewer === 1 }));
  return {
    entries,
    you: {
      /** Where the viewer stands among public learners; null until they earn XP in the period. */
      rank: standing.xp > 0 ? standing.ahead + 1 : null,
      displayName: publicName({ display_name: viewer.displayName, first_name: viewer.firstName, last_name: viewer.lastName }),
      xp: standing.xp,
      listed: entries.some((e) => e.isYou),
    },
  };
}

/** Both leaderboards, all time and this week, with the viewer's own standing in each. */
export async function leaderboards(db: D1Database, viewer: SessionUser, now: number, limit: number) {
  const since = weekStart(now);
  const [allTime, week] = await Promise.all([
    board(db, { kind: 'all' }, viewer, limit),
    board(db, { kind: 'week', start: since }, viewer, limit),
  ]);
  return { limit, profileVisibility: viewer.profileVisibility, allTime, week: { startsAt: new Date(since).toISOString(), ...week } };
}
