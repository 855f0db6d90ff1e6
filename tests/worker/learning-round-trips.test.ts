import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { signedInUser } from './users';
import { appAt, firstOfKind, payloadFor } from './learning-helpers';

type Json = Record<string, any>;
const START = Date.UTC(2026, 4, 11, 9, 0);

/**
 * The local D1 with a count of the round trips made through it: each batch, and each statement run
 * on its own (first, run, all, raw). Statements are unwrapped for batches, so D1 runs the real ones.
 */
function countingDb(db: D1Database) {
  const counter = { trips: 0 };
  const real = new WeakMap<object, D1PreparedStatement>();
  const wrap = (statement: D1PreparedStatement): D1PreparedStatement => {
    const proxy = new Proxy(statement, {
      get(target, key) {
        if (key === 'bind') return (...values: unknown[]) => wrap(target.bind(...values));
        if (key === 'first' || key === 'run' || key === 'all' || key === 'raw') {
          return (...args: unknown[]) => {
            counter.trips += 1;
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
  it('an in-progress save: the session, the rate limit, and one batch for the writes and the stats', async () => {
    const user = await signedInUser();
    const { db, counter } = countingDb(env.DB);
    const app = appAt(START, { ...env, DB: db });
    const reading = firstOfKind('reading');
    counter.trips = 0;
    const res = await app.request('/learning-hub/progress', user.cookie, { method: 'POST', json: payloadFor(reading, false) });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Json;
    expect(body.progress).toMatchObject({ lessonId: reading.lesson.id, progressPercentage: 50, isCompleted: false });
    // The stats in the answer include this save: today is an active day.
    expect(body.streak).toMatchObject({ currentStreak: 1, activeToday: true });
    expect(counter.trips).toBe(3);
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
    // Session, rate limit, the save's batch, unlocking the achievement that became due; after the
    // answer, storing its notification (the learner still gets it).
    expect(counter.trips).toBe(5);
    const { results } = await env.DB.prepare("SELECT title FROM notifications WHERE user_id = ? AND kind = 'achievement_unlocked'")
      .bind(user.id)
      .all<{ title: string }>();
    expect(results.map((n) => n.title).join(' ')).toContain(body.newAchievements[0].title);
  });
});
