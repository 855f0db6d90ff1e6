// `npm run bench:scale`: per-request cost of the Learning Hub's reads and writes on the local D1
// that `npm run seed:scale` filled. It runs the app's own repository functions (the TypeScript
// files, through Node's type stripping) against the same local D1 engine `npm start` uses, and
// prints p50/p99 latency (through the local D1 proxy), D1's own SQL time and rows_read per request.
// Prints, never fails.
import { getPlatformProxy } from 'wrangler';
import { readFileSync } from 'node:fs';
import { topLearners, viewerStanding } from '../../functions/features/learning/leaderboard.repo.ts';
import {
  awardXpStatement,
  readLearnerState,
  recordActivityDayStatement,
  upsertProgressStatement,
} from '../../functions/features/learning/learning.repo.ts';
import { findSessionWithUser, insertSession } from '../../functions/features/auth/session.repo.ts';
import { findUserByEmail } from '../../functions/features/auth/users.repo.ts';
import { AUTH_LIMITS } from '../../functions/features/auth/auth-limits.ts';
import { countHit, refundHits } from '../../functions/lib/rate-limit.ts';

const RUNS = Number(process.env.SCALE_RUNS ?? 200);
const weekStart = (now) => {
  const d = new Date(now);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
};

const { env, dispose } = await getPlatformProxy({ configPath: 'wrangler.toml', persist: { path: '.wrangler/state/v3' } });
const db = env.DB;

/** Wraps the binding so every statement's rows_read is added up. */
let rowsRead = 0;
let sqlMs = 0;
const note = (meta) => {
  rowsRead += meta?.rows_read ?? 0;
  sqlMs += meta?.duration ?? 0;
};
const counted = new Proxy(db, {
  get(target, prop) {
    if (prop === 'batch')
      return async (statements) => {
        const results = await target.batch(statements);
        for (const r of results) note(r.meta);
        return results;
      };
    if (prop === 'prepare') {
      return (sql) => {
        const wrap = (statement) =>
          new Proxy(statement, {
            get(s, p) {
              if (p === 'bind') return (...args) => wrap(s.bind(...args));
              if (p === 'all' || p === 'run')
                return async (...a) => {
                  const r = await s[p](...a);
                  note(r.meta);
                  return r;
                };
              if (p === 'first')
                return async (...a) => {
                  const r = await s.all();
                  note(r.meta);
                  return a[0] ? (r.results[0]?.[a[0]] ?? null) : (r.results[0] ?? null);
                };
              const v = Reflect.get(s, p);
              return typeof v === 'function' ? v.bind(s) : v;
            },
          });
        return wrap(target.prepare(sql));
      };
    }
    const v = Reflect.get(target, prop);
    return typeof v === 'function' ? v.bind(target) : v;
  },
});

const learners = (await db.prepare('SELECT COUNT(*) AS n FROM users').first('n')) ?? 0;
const awards = (await db.prepare('SELECT COUNT(*) AS n FROM learning_xp_awards').first('n')) ?? 0;
const sampled = (await db.prepare("SELECT id, email FROM users WHERE email LIKE 'scale-%' ORDER BY random() LIMIT ?").bind(RUNS).all())
  .results;
const sampleUsers = sampled.map((r) => r.id);
const emailOf = new Map(sampled.map((r) => [r.id, r.email]));
if (sampleUsers.length === 0) {
  console.log('No seeded learners: run `npm run seed:scale -- --learners 10000` first.');
  process.exit(0);
}
const lessons = JSON.parse(readFileSync('functions/features/learning/course.generated.json', 'utf8')).journeys.flatMap((j) =>
  j.chapters.flatMap((ch) => ch.lessons.map((l) => ({ ...l, journey: j.id, chapter: ch.id }))),
);

async function measure(name, fn) {
  const times = [];
  const reads = [];
  const sql = [];
  for (let i = 0; i < RUNS; i += 1) {
    rowsRead = 0;
    sqlMs = 0;
    const t = performance.now();
    await fn(sampleUsers[i % sampleUsers.length], i);
    times.push(performance.now() - t);
    reads.push(rowsRead);
    sql.push(sqlMs);
  }
  sql.sort((a, b) => a - b);
  times.sort((a, b) => a - b);
  reads.sort((a, b) => a - b);
  const pct = (list, p) => list[Math.min(list.length - 1, Math.floor(list.length * p))];
  console.log(
    `| ${name} | ${pct(times, 0.5).toFixed(1)} | ${pct(times, 0.99).toFixed(1)} | ${pct(sql, 0.5).toFixed(2)} | ${pct(sql, 0.99).toFixed(2)} | ${pct(reads, 0.5)} | ${reads.at(-1)} |`,
  );
}

const now = Date.now();
console.log(`Scale bench: ${learners} learners, ${awards} XP awards, ${RUNS} requests each (local D1, ${process.version})`);
console.log('| request | p50 ms | p99 ms | SQL p50 ms | SQL p99 ms | rows read p50 | rows read max |');
console.log('| --- | --- | --- | --- | --- | --- | --- |');
await measure('leaderboard, all time (top 10 + your rank)', (id) =>
  Promise.all([topLearners(counted, { kind: 'all' }, id, 10), viewerStanding(counted, { kind: 'all' }, id)]),
);
await measure('leaderboard, this week (top 10 + your rank)', (id) =>
  Promise.all([
    topLearners(counted, { kind: 'week', start: weekStart(now) }, id, 10),
    viewerStanding(counted, { kind: 'week', start: weekStart(now) }, id),
  ]),
);
await measure('stats (progress, XP, streak days, achievements)', (id) => readLearnerState(counted, id));
await measure('session check', () => findSessionWithUser(counted, 'no-such-session'));
// The database side of a successful sign-in, as the route runs it: the three failure counters,
// the user by email, the refund of the counters and the new session. Password hashing (about
// 170 ms of CPU, independent of the number of learners) is left out.
await measure('sign-in (limits, user by email, refund, new session; hashing excluded)', async (id, i) => {
  const email = emailOf.get(id);
  const ip = `198.51.100.${i % 250}`;
  const hits = [
    await countHit(counted, AUTH_LIMITS.loginFailuresPerIp, ip, now),
    await countHit(counted, AUTH_LIMITS.loginFailuresPerEmail, email, now),
    await countHit(counted, AUTH_LIMITS.loginFailuresPerEmailAndIp, `${email}\n${ip}`, now),
  ];
  await findUserByEmail(counted, email);
  await refundHits(counted, hits);
  await insertSession(counted, {
    id: crypto.randomUUID(),
    userId: id,
    secretHash: 'bench',
    createdAt: now,
    expiresAt: now + 86_400_000,
    userAgent: 'bench',
  });
});
await measure('progress save (progress row, activity day, XP award)', async (id, i) => {
  const lesson = lessons[lessons.length - 1 - (i % 3)];
  const at = now + i;
  await counted.batch([
    upsertProgressStatement(counted, {
      id: crypto.randomUUID(),
      userId: id,
      journeyId: lesson.journey,
      chapterId: lesson.chapter,
      lessonId: lesson.id,
      progress: 100,
      completed: true,
      score: null,
      timeSpent: 60,
      now: at,
    }),
    recordActivityDayStatement(counted, id, new Date(at).toISOString().slice(0, 10), at),
    awardXpStatement(counted, { userId: id, lessonId: lesson.id, xp: lesson.xp, now: at }),
  ]);
});
await dispose();
