import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { rateLimitBucket } from '../../functions/lib/rate-limit';
import { LEARNING_LIMITS } from '../../functions/features/learning/learning-limits';
import { signedInUser } from './users';
import { appAt, firstOfKind, payloadFor } from './learning-helpers';

type Json = Record<string, any>;
const START = Date.UTC(2026, 4, 11, 9, 0);

/**
 * The local D1 with a count of the round trips made through it (each batch, and each statement run
 * on its own: first, run, all, raw) and of the statements they carried. Statements are unwrapped
 * for batches, so D1 runs the real ones.
 */
function countingDb(db: D1Database) {
  const counter = { trips: 0, statements: 0 };
  const real = new WeakMap<object, D1PreparedStatement>();
  const wrap = (statement: D1PreparedStatement): D1PreparedStatement => {
    const proxy = new Proxy(statement, {
      get(target, key) {
        if (key === 'bind') return (...values: unknown[]) => wrap(target.bind(...values));
        if (key === 'first' || key === 'run' || key === 'all' || key === 'raw') {
          return (...args: unknown[]) => {
            counter.trips += 1;
            counter.statements += 1;
            return (target[key] as (...a: unknown[]) => unknown).apply(target, args);
          };
        }
        const value = Reflect.get(target, key, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    real.set(proxy, statement);
    return proxy;
  };
  const counted = new Proxy(db, {
    get(target, key) {
      if (key === 'prepare') return (sql: string) => wrap(target.prepare(sql));
      if (key === 'batch') {
        return (statements: D1PreparedStatement[]) => {
          counter.trips += 1;
          counter.statements += statements.length;
          return target.batch(statements.map((s) => real.get(s) ?? s));
        };
      }
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { db: counted, counter };
}

describe('a progress save goes to the database as few times as its rules allow', () => {
  it('an in-progress save whose session this isolate has not seen: the session, then one batch of three statements', async () => {
    const user = await signedInUser();
    const { db, counter } = countingDb(env.DB);
    const app = appAt(START, { ...env, DB: db });
    const reading = firstOfKind('reading');
    counter.trips = 0;
    counter.statements = 0;
    const res = await app.request('/learning-hub/progress', user.cookie, { method: 'POST', json: payloadFor(reading, false) });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Json;
    expect(body.progress).toMatchObject({ lessonId: reading.lesson.id, progressPercentage: 50, isCompleted: false });
    // The stats in the answer include this save: today is an active day.
    expect(body.streak).toMatchObject({ currentStreak: 1, activeToday: true });
    expect(counter.trips).toBe(2);
    // The session's one statement; the batch's count (its cleanup is the same statement), the
    // activity day, and the progress row, whose RETURNING reads all the stats (seven reads before).
    expect(counter.statements).toBe(4);
  });

  it('a first completion adds the reading clock; its XP, stats and first achievement come in the same answer', async () => {
    const user = await signedInUser();
    const { db, counter } = countingDb(env.DB);
    const app = appAt(START, { ...env, DB: db });
    const reading = firstOfKind('reading');
    counter.trips = 0;
    const res = await app.request('/learning-hub/progress', user.cookie, { method: 'POST', json: payloadFor(reading, true) });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Json;
    expect(body.xpAwarded).toBe(reading.lesson.xp);
    expect(body.xp.totalXp).toBe(reading.lesson.xp);
    expect(body.newAchievements.length).toBeGreaterThan(0);
    // Session, the save's batch (rate limit included), unlocking the achievement that became due;
    // after the answer, storing its notification (the learner still gets it).
    expect(counter.trips).toBe(4);
    const { results } = await env.DB.prepare("SELECT title FROM notifications WHERE user_id = ? AND kind = 'achievement_unlocked'")
      .bind(user.id)
      .all<{ title: string }>();
    expect(results.map((n) => n.title).join(' ')).toContain(body.newAchievements[0].title);
  });
});

describe("a save whose session is checked inside the save's own batch", () => {
  const limit = LEARNING_LIMITS.progressPerUser;

  /** A learner whose page has asked who is signed in (as the Learning Hub's pages do first), so this isolate knows whose session it is. */
  async function knownLearner(over: { timeZone?: string } = {}) {
    const user = await signedInUser(over);
    const app = appAt(START);
    expect((await app.request('/auth/me', user.cookie)).status).toBe(200);
    return { user, app };
  }

  async function savedFor(userId: string) {
    const one = async (sql: string) => env.DB.prepare(sql).bind(userId).first<Record<string, number | string>>();
    return {
      progress: await one('SELECT COUNT(*) AS n, COALESCE(SUM(time_spent_seconds), 0) AS seconds FROM learning_progress WHERE user_id = ?'),
      days: (
        await env.DB.prepare('SELECT day FROM learning_activity_days WHERE user_id = ?').bind(userId).all<{ day: string }>()
      ).results.map((d) => d.day),
      hits: (await env.DB.prepare('SELECT COALESCE(SUM(hits), 0) AS n FROM rate_limits WHERE bucket = ?')
        .bind(rateLimitBucket(limit, userId))
        .first<{ n: number }>())!.n,
    };
  }

  it('an in-progress save is one round trip: three statements, two once its day is recorded; the cookie is renewed', async () => {
    const { user } = await knownLearner();
    const { db, counter } = countingDb(env.DB);
    const app = appAt(START, { ...env, DB: db });
    const reading = firstOfKind('reading');
    const res = await app.request('/learning-hub/progress', user.cookie, { method: 'POST', json: payloadFor(reading, false) });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Json;
    expect(body.progress).toMatchObject({ lessonId: reading.lesson.id, progressPercentage: 50, isCompleted: false });
    expect(body.streak).toMatchObject({ currentStreak: 1, activeToday: true });
    // The count, the activity day, and the progress row, returning the stats and the session.
    expect(counter).toEqual({ trips: 1, statements: 3 });
    expect(res.headers.getSetCookie().join('\n')).toContain(user.cookie.split(';')[0]);
    // The same day's next save leaves out the day, which it would not insert.
    counter.trips = 0;
    counter.statements = 0;
    const again = await app.request('/learning-hub/progress', user.cookie, { method: 'POST', json: payloadFor(reading, false) });
    expect(((await again.json()) as Json).streak).toMatchObject({ currentStreak: 1, activeToday: true });
    expect(counter).toEqual({ trips: 1, statements: 2 });
    expect(await savedFor(user.id)).toMatchObject({ progress: { n: 1, seconds: 120 }, days: ['2026-05-11'], hits: 2 });
  });

  it('a day noted as recorded but gone since is recorded again by the next save, which counts it today', async () => {
    const { user, app } = await knownLearner();
    const reading = firstOfKind('reading');
    expect((await app.request('/learning-hub/progress', user.cookie, { method: 'POST', json: payloadFor(reading, false) })).status).toBe(
      200,
    );
    await env.DB.prepare('DELETE FROM learning_activity_days WHERE user_id = ?').bind(user.id).run();
    const res = await app.request('/learning-hub/progress', user.cookie, { method: 'POST', json: payloadFor(reading, false) });
    expect(((await res.json()) as Json).streak).toMatchObject({ currentStreak: 1, activeToday: true });
    expect((await savedFor(user.id)).days).toEqual(['2026-05-11']);
  });

  it('a session ended since (signed out elsewhere) gets 401, its cookie cleared, and writes and counts nothing', async () => {
    const { user, app } = await knownLearner();
    await env.DB.prepare('DELETE FROM sessions WHERE user_id = ?').bind(user.id).run();
    const res = await app.request('/learning-hub/progress', user.cookie, {
      method: 'POST',
      json: payloadFor(firstOfKind('reading'), false),
    });
    expect(res.status).toBe(401);
    expect(((await res.json()) as Json).code).toBe('unauthorized');
    expect(res.headers.getSetCookie().join('\n')).toMatch(/atlas_session=;/);
    expect(await savedFor(user.id)).toEqual({ progress: { n: 0, seconds: 0 }, days: [], hits: 0 });
  });

  it("a known session's id with a wrong secret gets 401 and leaves the learner's work and limit untouched", async () => {
    const { user, app } = await knownLearner();
    const forged = `${user.cookie.split('.')[0]}.not-the-secret`;
    for (const json of [payloadFor(firstOfKind('reading'), false), { lessonId: 42 }]) {
      const res = await app.request('/learning-hub/progress', forged, { method: 'POST', json });
      expect(res.status).toBe(401);
    }
    expect(await savedFor(user.id)).toEqual({ progress: { n: 0, seconds: 0 }, days: [], hits: 0 });
    // The learner's own session still works, in one piece.
    const res = await app.request('/learning-hub/progress', user.cookie, {
      method: 'POST',
      json: payloadFor(firstOfKind('reading'), false),
    });
    expect(res.status).toBe(200);
  });

  it('an expired session gets 401 and is deleted, with nothing written', async () => {
    const { user, app } = await knownLearner();
    await env.DB.prepare('UPDATE sessions SET expires_at = ? WHERE user_id = ?')
      .bind(START - 1, user.id)
      .run();
    const res = await app.request('/learning-hub/progress', user.cookie, {
      method: 'POST',
      json: payloadFor(firstOfKind('reading'), false),
    });
    expect(res.status).toBe(401);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM sessions WHERE user_id = ?').bind(user.id).first<{ n: number }>()).toEqual({
      n: 0,
    });
    expect(await savedFor(user.id)).toEqual({ progress: { n: 0, seconds: 0 }, days: [], hits: 0 });
  });

  it("a learner who changed time zone since gets the new zone's day, written once and counted once", async () => {
    // 23:30 in UTC is already the next day in Auckland.
    const late = Date.UTC(2026, 4, 11, 23, 30);
    const { user } = await knownLearner({ timeZone: 'UTC' });
    await env.DB.prepare("UPDATE users SET time_zone = 'Pacific/Auckland' WHERE id = ?").bind(user.id).run();
    const app = appAt(late);
    const res = await app.request('/learning-hub/progress', user.cookie, {
      method: 'POST',
      json: payloadFor(firstOfKind('reading'), false),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Json).streak).toMatchObject({ lastActiveDay: '2026-05-12', timeZone: 'Pacific/Auckland' });
    expect(await savedFor(user.id)).toEqual({ progress: { n: 1, seconds: 60 }, days: ['2026-05-12'], hits: 1 });
  });

  it('a malformed body is refused as such for a valid session, and as 401 for an invalid one', async () => {
    const { user, app } = await knownLearner();
    const bad = await app.request('/learning-hub/progress', user.cookie, { method: 'POST', json: { lessonId: 42 } });
    expect(bad.status).toBe(422);
    await env.DB.prepare('DELETE FROM sessions WHERE user_id = ?').bind(user.id).run();
    const ended = await app.request('/learning-hub/progress', user.cookie, { method: 'POST', json: { lessonId: 42 } });
    expect(ended.status).toBe(401);
  });

  it('over the limit it still answers 429 and writes nothing', async () => {
    const at = START + 15_000;
    const { user } = await knownLearner();
    const windowStart = Math.floor(at / 1000) - (Math.floor(at / 1000) % limit.windowSeconds);
    await env.DB.prepare('INSERT INTO rate_limits (bucket, window_start, hits) VALUES (?, ?, ?)')
      .bind(rateLimitBucket(limit, user.id), windowStart, limit.max)
      .run();
    const res = await appAt(at).request('/learning-hub/progress', user.cookie, {
      method: 'POST',
      json: payloadFor(firstOfKind('flashcards'), false),
    });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('45');
    expect(await savedFor(user.id)).toMatchObject({ progress: { n: 0, seconds: 0 }, days: [] });
  });
});

describe("a save over the rate limit, now counted inside the save's batch", () => {
  const limit = LEARNING_LIMITS.progressPerUser;

  /** A learner whose current window (or, `windowsBack` windows before it, an earlier one) already holds `hits` progress saves. */
  async function learnerWithHits(hits: number, at: number, windowsBack = 0) {
    const user = await signedInUser();
    const windowStart = Math.floor(at / 1000) - (Math.floor(at / 1000) % limit.windowSeconds) - windowsBack * limit.windowSeconds;
    await env.DB.prepare('INSERT INTO rate_limits (bucket, window_start, hits) VALUES (?, ?, ?)')
      .bind(rateLimitBucket(limit, user.id), windowStart, hits)
      .run();
    return user;
  }

  async function writtenFor(userId: string) {
    const count = async (table: string) =>
      (await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE user_id = ?`).bind(userId).first<{ n: number }>())!.n;
    return {
      progress: await count('learning_progress'),
      days: await count('learning_activity_days'),
      xp: await count('learning_xp_awards'),
      cards: await count('review_cards'),
      achievements: await count('learning_achievements'),
    };
  }

  it('answers 429 with its Retry-After and writes nothing: no progress, day, XP, cards or achievement', async () => {
    const at = START + 15_000; // 15 s into a window of 60
    const app = appAt(at);
    const user = await learnerWithHits(limit.max, at);
    for (const [place, completed] of [
      [firstOfKind('reading'), true],
      [firstOfKind('flashcards'), true],
      [firstOfKind('flashcards'), false],
    ] as const) {
      const res = await app.request('/learning-hub/progress', user.cookie, { method: 'POST', json: payloadFor(place, completed) });
      expect(res.status).toBe(429);
      expect(res.headers.get('retry-after')).toBe('45');
      expect(((await res.json()) as Json).code).toBe('rate_limited');
    }
    expect(await writtenFor(user.id)).toEqual({ progress: 0, days: 0, xp: 0, cards: 0, achievements: 0 });
  });

  it('the last save within the limit is written in full', async () => {
    const at = START + 15_000;
    const app = appAt(at);
    const user = await learnerWithHits(limit.max - 1, at);
    const deck = firstOfKind('flashcards');
    const res = await app.request('/learning-hub/progress', user.cookie, { method: 'POST', json: payloadFor(deck, true) });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Json).xpAwarded).toBe(deck.lesson.xp);
    const written = await writtenFor(user.id);
    expect(written).toMatchObject({ progress: 1, days: 1, xp: 1 });
    expect(written.cards).toBeGreaterThan(0);
    const refused = await app.request('/learning-hub/progress', user.cookie, {
      method: 'POST',
      json: payloadFor(firstOfKind('reading'), true),
    });
    expect(refused.status).toBe(429);
    expect(await writtenFor(user.id)).toEqual(written);
  });

  it("a save in a new window counts from one, and its count drops the learner's finished window", async () => {
    const at = START + 15_000;
    const app = appAt(at);
    const user = await learnerWithHits(limit.max, at, 1);
    const res = await app.request('/learning-hub/progress', user.cookie, {
      method: 'POST',
      json: payloadFor(firstOfKind('reading'), false),
    });
    expect(res.status).toBe(200);
    const { results } = await env.DB.prepare('SELECT window_start, hits FROM rate_limits WHERE bucket = ?')
      .bind(rateLimitBucket(limit, user.id))
      .all<{ window_start: number; hits: number }>();
    expect(results).toEqual([{ window_start: Math.floor(at / 1000) - (Math.floor(at / 1000) % limit.windowSeconds), hits: 1 }]);
  });
});
