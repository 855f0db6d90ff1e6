// `npm run seed:scale -- --learners N`: fills the local D1 of `npm start` with N realistic learners
// (profiles, progress, XP awards over the last weeks, activity days, some private) with the same
// tables and SQL the app writes. XP awards go through the app's own triggers, so running totals and
// the leaderboard histogram stay exactly as the API would have left them. Deterministic (seeded).
import { readFileSync } from 'node:fs';
import { openLocalD1 } from './local-d1.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const LEARNERS = Number(arg('learners', 10_000));
const WEEKS = Number(arg('weeks', 6));
const DAY = 86_400_000;
const NOW = Date.now();

const course = JSON.parse(readFileSync('functions/features/learning/course.generated.json', 'utf8'));
const lessons = course.journeys.flatMap((j) =>
  j.chapters.flatMap((ch) => ch.lessons.map((l) => ({ ...l, journey: j.id, chapter: ch.id }))),
);

/** A small, fast, seeded generator (mulberry32), so every run builds the same population. */
let seed = Number(arg('seed', 20261124));
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const { db, path } = openLocalD1();
db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = OFF;');
const start = db.prepare("SELECT COUNT(*) AS n FROM users WHERE email LIKE 'scale-%@example.test'").get().n;
const insertUser = db.prepare(
  'INSERT INTO users (id, email, email_verified, password_hash, first_name, last_name, display_name, time_zone, profile_visibility, created_at, updated_at) VALUES (?, ?, 1, NULL, ?, ?, ?, ?, ?, ?, ?)',
);
const insertProgress = db.prepare(
  `INSERT INTO learning_progress (id, user_id, journey_id, chapter_id, lesson_id, progress_percentage, is_completed, score, time_spent_seconds, completed_at, created_at, updated_at)
   VALUES (?, ?, ?, ?, ?, 100, 1, NULL, ?, ?, ?, ?)`,
);
const insertAward = db.prepare(
  'INSERT INTO learning_xp_awards (user_id, lesson_id, xp, awarded_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING',
);
const insertDay = db.prepare('INSERT INTO learning_activity_days (user_id, day, first_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING');
const zones = ['UTC', 'Europe/Berlin', 'America/New_York', 'Asia/Tokyo', 'America/Los_Angeles', 'Asia/Kolkata'];

const started = Date.now();
let awards = 0;
db.exec('BEGIN');
for (let n = start; n < start + LEARNERS; n += 1) {
  const id = `scale-${n}`;
  const created = NOW - Math.floor(random() * WEEKS * 7 * DAY);
  insertUser.run(
    id,
    `scale-${n}@example.test`,
    `Learner`,
    `N${n}`,
    `Learner ${n}`,
    zones[n % zones.length],
    random() < 0.1 ? 'private' : 'public',
    created,
    created,
  );
  // Most learners do a few lessons, some many: a long tail like real courses.
  const done = Math.min(lessons.length, Math.floor(-Math.log(1 - random()) * 8));
  for (let i = 0; i < done; i += 1) {
    const lesson = lessons[i];
    const at = created + Math.floor(random() * (NOW - created));
    insertProgress.run(`${id}-${lesson.id}`, id, lesson.journey, lesson.chapter, lesson.id, lesson.minutes * 60, at, at, at);
    insertAward.run(id, lesson.id, lesson.xp, at);
    insertDay.run(id, new Date(at).toISOString().slice(0, 10), at);
    awards += 1;
  }
  if ((n - start + 1) % 10_000 === 0) {
    db.exec('COMMIT; BEGIN');
    process.stdout.write(`\r${n - start + 1} learners, ${awards} awards`);
  }
}
db.exec('COMMIT');
const seconds = ((Date.now() - started) / 1000).toFixed(1);
const total = db.prepare('SELECT COUNT(*) AS n FROM users').get().n;
console.log(`\nSeeded ${LEARNERS} learners (${awards} XP awards) in ${seconds} s into ${path}; the database now has ${total} users.`);
db.close();
