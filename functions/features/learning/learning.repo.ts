import { firstOf, rowsOf, unguarded, type SqlPart, type WriteGuard } from '../../lib/d1';

/** A row of learning_progress. */
export interface ProgressRow {
  id: string;
  user_id: string;
  journey_id: string;
  chapter_id: string;
  lesson_id: string;
  progress_percentage: number;
  is_completed: number;
  score: number | null;
  time_spent_seconds: number;
  completed_at: number | null;
  created_at: number;
  updated_at: number;
}

export interface AchievementRow {
  achievement_id: string;
  unlocked_at: number;
}

/** Longest time one learner can accumulate on a lesson, so a flood of saves cannot overflow it. */
const MAX_TIME_SPENT_SECONDS = 10_000_000;

/**
 * Inserts or advances a progress row. Progress never goes back: percentage and completion only
 * rise, the first completion time is kept, the best quiz score is kept, time spent adds up. The
 * guard (a rate limit counted in the same batch) can stop it: then it writes and returns nothing.
 * Its one row is `returning` (for a save, the learner's stats with this row in them,
 * learnerStateColumns): RETURNING reads the database after the row is written.
 */
export function upsertProgressStatement(
  db: D1Database,
  p: {
    id: string;
    userId: string;
    journeyId: string;
    chapterId: string;
    lessonId: string;
    progress: number;
    completed: boolean;
    score: number | null;
    timeSpent: number;
    now: number;
  },
  guard: WriteGuard,
  returning: SqlPart,
) {
  const returned = returning.sql(12 + guard.values.length);
  return db
    .prepare(
      `INSERT INTO learning_progress (id, user_id, journey_id, chapter_id, lesson_id, progress_percentage, is_completed, score, time_spent_seconds, completed_at, created_at, updated_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?11
       WHERE ${guard.sql(12)}
       ON CONFLICT (user_id, lesson_id) DO UPDATE SET
         progress_percentage = MAX(progress_percentage, excluded.progress_percentage),
         is_completed = MAX(is_completed, excluded.is_completed),
         score = CASE WHEN excluded.score IS NULL THEN score WHEN score IS NULL THEN excluded.score ELSE MAX(score, excluded.score) END,
         time_spent_seconds = MIN(time_spent_seconds + excluded.time_spent_seconds, ${MAX_TIME_SPENT_SECONDS}),
         completed_at = COALESCE(completed_at, excluded.completed_at),
         updated_at = excluded.updated_at
       RETURNING ${returned}`,
    )
    .bind(
      p.id,
      p.userId,
      p.journeyId,
      p.chapterId,
      p.lessonId,
      p.progress,
      p.completed ? 1 : 0,
      p.score,
      p.timeSpent,
      p.completed ? p.now : null,
      p.now,
      ...guard.values,
      ...returning.values,
    );
}

/** Grants a lesson's XP unless it was granted before (or the guard stops it); RETURNING yields a row only for the one winner. */
export function awardXpStatement(
  db: D1Database,
  a: { userId: string; lessonId: string; xp: number; now: number },
  guard: WriteGuard = unguarded,
) {
  return db
    .prepare(
      `INSERT INTO learning_xp_awards (user_id, lesson_id, xp, awarded_at) SELECT ?1, ?2, ?3, ?4 WHERE ${guard.sql(5)}
       ON CONFLICT DO NOTHING RETURNING xp`,
    )
    .bind(a.userId, a.lessonId, a.xp, a.now, ...guard.values);
}

/**
 * Marks a calendar day (in the learner's zone) as active, only when real time allows it: never a
 * day before one already earned, and a day N days after an earned one only when N - 1 whole days
 * have passed since that one was first earned. Consecutive days stay possible minutes apart (just
 * before and after midnight), but moving one's time zone back and forth cannot make more. The
 * guard can stop it too.
 */
export function recordActivityDayStatement(db: D1Database, userId: string, day: string, now: number, guard: WriteGuard = unguarded) {
  return db
    .prepare(
      `INSERT INTO learning_activity_days (user_id, day, first_at)
       SELECT ?1, ?2, ?3
       WHERE NOT EXISTS (
         SELECT 1 FROM learning_activity_days
         WHERE user_id = ?1 AND (day >= ?2 OR (julianday(?2) - julianday(day) - 1) * 86400000 > ?3 - COALESCE(first_at, 0))
       ) AND ${guard.sql(4)}
       ON CONFLICT DO NOTHING`,
    )
    .bind(userId, day, now, ...guard.values);
}

/** A lesson's reading clock: first opened, reading time kept from earlier turns, and since when it runs (null: stopped). */
export interface LessonClock {
  opened_at: number;
  read_ms: number;
  current_since: number | null;
}

/** Reading time one lesson can keep, so a lesson left open for years cannot overflow it. */
const MAX_READ_MS = 10_000_000_000;

/**
 * Makes a lesson the learner's current one (docs/product.md, Quizzes, pacing and certificates): the
 * lesson that was current keeps the time its clock ran and stops, and this lesson's clock starts
 * (a first open also records when it was first opened). One batch, which D1 runs as a transaction,
 * so simultaneous opens cannot count the same minutes for two lessons. Also reads whether the
 * lesson's XP was already granted.
 */
export async function takeUpLesson(db: D1Database, userId: string, lessonId: string, now: number) {
  const [awarded, , taken] = await db.batch<unknown>([
    db.prepare('SELECT 1 AS yes FROM learning_xp_awards WHERE user_id = ? AND lesson_id = ?').bind(userId, lessonId),
    db
      .prepare(
        `UPDATE learning_lesson_opens
         SET read_ms = MIN(read_ms + MAX(0, ?3 - current_since), ${MAX_READ_MS}), current_since = NULL
         WHERE user_id = ?1 AND current_since IS NOT NULL AND lesson_id <> ?2`,
      )
      .bind(userId, lessonId, now),
    db
      .prepare(
        `INSERT INTO learning_lesson_opens (user_id, lesson_id, opened_at, read_ms, current_since) VALUES (?1, ?2, ?3, 0, ?3)
         ON CONFLICT (user_id, lesson_id) DO UPDATE SET current_since = COALESCE(current_since, excluded.current_since)
         RETURNING opened_at, read_ms, current_since`,
      )
      .bind(userId, lessonId, now),
  ]);
  const clock = firstOf<LessonClock>(taken);
  if (!clock) throw new Error('Taking up a lesson returned no reading clock.');
  return { clock, awarded: rowsOf(awarded).length > 0 };
}

/** Whether the learner has completed a lesson. */
export async function hasCompleted(db: D1Database, userId: string, lessonId: string) {
  const row = await db
    .prepare('SELECT 1 AS yes FROM learning_progress WHERE user_id = ? AND lesson_id = ? AND is_completed = 1')
    .bind(userId, lessonId)
    .first<{ yes: number }>();
  return row !== null;
}

/** A row of learning_progress as a JSON object with the row's own column names (ProgressRow). */
const PROGRESS_ROW_JSON = `json_object('id', id, 'user_id', user_id, 'journey_id', journey_id, 'chapter_id', chapter_id,
  'lesson_id', lesson_id, 'progress_percentage', progress_percentage, 'is_completed', is_completed, 'score', score,
  'time_spent_seconds', time_spent_seconds, 'completed_at', completed_at, 'created_at', created_at, 'updated_at', updated_at)`;

/** A lesson the learner opened: first opened, and since when it is the current one (null: it is not). */
export interface OpenedRow {
  lesson_id: string;
  opened_at: number;
  current_since: number | null;
}

/**
 * The one statement that reads everything the learner's stats need: a scalar subquery per fact,
 * the lists as JSON arrays, so D1 answers one row and the lists are parsed once (toLearnerState),
 * which puts them in order. The order is set in code, not by ORDER BY inside the aggregate: that
 * form needs SQLite 3.44, and the order of rows feeding a plain aggregate is not guaranteed. Run
 * on its own (readLearnerState); a progress save reads the same columns (learnerStateColumns) in
 * its upsert's RETURNING, after its writes, so the stats include them (docs/decisions.md, Learning
 * Hub, "One round trip per save"). Each list is small: the progress rows and lessons opened are at
 * most the size of the course, the achievements those declared, the demo levels five, the labs one
 * row per lab and phase; the active days grow by one a day. `carry` adds a column read in the same
 * statement (the progress save's session, sessionRowJson), which learnerStateCarried gives back.
 */
function learnerStateStatement(db: D1Database, userId: string, options: { journeyId?: string; carry?: SqlPart } = {}) {
  const columns = learnerStateColumns(userId, options);
  return db.prepare(`SELECT ${columns.sql(1)}`).bind(...columns.values);
}

/**
 * The columns of learnerStateStatement, for a statement of one's own: the progress save reads them
 * in its upsert's RETURNING clause, after the row is written (upsertProgressStatement).
 */
export function learnerStateColumns(userId: string, { journeyId, carry }: { journeyId?: string; carry?: SqlPart } = {}): SqlPart {
  return {
    sql: (n) => {
      const ofJourney = journeyId === undefined ? '' : ` AND journey_id = ?${n + 1}`;
      const carried = carry ? `,\n         ${carry.sql(n + (journeyId === undefined ? 1 : 2))} AS carried` : '';
      return `(SELECT json_group_array(${PROGRESS_ROW_JSON})
            FROM learning_progress WHERE user_id = ?${n}${ofJourney}) AS progress,
         (SELECT COALESCE(SUM(xp), 0) FROM learning_xp_awards WHERE user_id = ?${n}) AS total_xp,
         (SELECT json_group_array(day) FROM learning_activity_days WHERE user_id = ?${n}) AS days,
         (SELECT json_group_array(json_object('achievement_id', achievement_id, 'unlocked_at', unlocked_at))
            FROM learning_achievements WHERE user_id = ?${n}) AS achievements,
         (SELECT COUNT(*) FROM demo_challenge_solutions WHERE user_id = ?${n}) AS demo_levels_solved,
         (SELECT COUNT(*) FROM lab_results WHERE user_id = ?${n} AND phase = 'fix') AS labs_fixed,
         (SELECT json_group_array(json_object('lesson_id', lesson_id, 'opened_at', opened_at, 'current_since', current_since))
            FROM learning_lesson_opens WHERE user_id = ?${n}) AS opened${carried}`;
    },
    values: [userId, ...(journeyId === undefined ? [] : [journeyId]), ...(carry?.values ?? [])],
  };
}

/** The value of the column learnerStateStatement carried (`carry`), or null. */
export const learnerStateCarried = (result: D1Result<unknown> | undefined): unknown =>
  firstOf<{ carried?: unknown }>(result)?.carried ?? null;

/** The row learnerStateStatement answers: counts as numbers, lists as JSON text. */
interface LearnerStateRow {
  progress: string;
  total_xp: number;
  days: string;
  achievements: string;
  demo_levels_solved: number;
  labs_fixed: number;
  opened: string;
}

/** Compares by each key in turn, ascending (a key returning a negated number sorts that field descending). */
const byKeys =
  <T>(...keys: ((row: T) => number | string)[]) =>
  (a: T, b: T) => {
    for (const key of keys) {
      const x = key(a);
      const y = key(b);
      if (x !== y) return x < y ? -1 : 1;
    }
    return 0;
  };

/** A learner's state from the result of learnerStateStatement, each list in its order. */
export function toLearnerState(result: D1Result<unknown> | undefined) {
  const row = firstOf<LearnerStateRow>(result);
  if (!row) throw new Error("Reading the learner's stats returned no row.");
  return {
    progress: (JSON.parse(row.progress) as ProgressRow[]).sort(
      byKeys(
        (p) => p.created_at,
        (p) => p.lesson_id,
      ),
    ),
    totalXp: row.total_xp,
    days: (JSON.parse(row.days) as string[]).sort(),
    achievements: (JSON.parse(row.achievements) as AchievementRow[]).sort(
      byKeys(
        (a) => a.unlocked_at,
        (a) => a.achievement_id,
      ),
    ),
    demoLevelsSolved: row.demo_levels_solved,
    labsFixed: row.labs_fixed,
    // The current lesson first (it has current_since), then the most recently opened.
    opened: (JSON.parse(row.opened) as OpenedRow[]).sort(
      byKeys(
        (o) => (o.current_since === null ? 1 : 0),
        (o) => -o.opened_at,
        (o) => o.lesson_id,
      ),
    ),
  };
}

/** What a learner's stats are computed from. */
export type LearnerState = ReturnType<typeof toLearnerState>;

/** Everything the learner's stats need, read in one statement. */
export async function readLearnerState(db: D1Database, userId: string, journeyId?: string): Promise<LearnerState> {
  return toLearnerState(await learnerStateStatement(db, userId, { journeyId }).all());
}

/** D1 allows 100 bound parameters per statement; three per row keeps each insert well under it. */
const ACHIEVEMENTS_PER_INSERT = 30;

/** Unlocks achievements; returns only those this call unlocked (each is unlocked once, ever). */
export async function unlockAchievements(db: D1Database, userId: string, ids: readonly string[], now: number): Promise<AchievementRow[]> {
  if (!ids.length) return [];
  const statements = [];
  for (let i = 0; i < ids.length; i += ACHIEVEMENTS_PER_INSERT) {
    const chunk = ids.slice(i, i + ACHIEVEMENTS_PER_INSERT);
    statements.push(
      db
        .prepare(
          `INSERT INTO learning_achievements (user_id, achievement_id, unlocked_at) VALUES ${chunk.map(() => '(?, ?, ?)').join(', ')}
           ON CONFLICT DO NOTHING RETURNING achievement_id, unlocked_at`,
        )
        .bind(...chunk.flatMap((id) => [userId, id, now])),
    );
  }
  const results = await db.batch<AchievementRow>(statements);
  return results.flatMap((r) => r.results);
}
