import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';

/**
 * Every migration is applied to a database populated at the previous schema, and no row may be
 * lost. D1 is SQLite, so Node's built-in SQLite runs the same SQL files in order, as
 * `wrangler d1 migrations apply` does.
 */
const DIR = 'functions/migrations';
const migrations = readdirSync(DIR)
  .filter((f) => f.endsWith('.sql'))
  .sort();

const tables = (db: DatabaseSync) =>
  (
    db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' ORDER BY name")
      .all() as { name: string }[]
  ).map((t) => t.name);

const counts = (db: DatabaseSync) =>
  Object.fromEntries(tables(db).map((t) => [t, (db.prepare(`SELECT COUNT(*) AS n FROM "${t}"`).get() as { n: number }).n]));

/** A plausible value for a column: ids point at the seeded user so foreign keys hold. */
const FIXED: Record<string, string> = {
  profile_visibility: 'public',
  provider: 'github',
  search_type: 'manual',
  day: '2026-05-04',
  phase: 'attack',
  kind: 'flashcard', // review_cards checks its kinds; other tables take any text
};
function valueFor(column: { name: string; type: string }, row: number): string | number {
  if (Object.hasOwn(FIXED, column.name)) return column.name === 'day' ? `2026-05-0${row}` : FIXED[column.name]!;
  if (column.name === 'user_id') return 'seed-user';
  if (column.name === 'id') return /INT/i.test(column.type) ? row : `row-${row}`;
  if (/INT/i.test(column.type)) return 1;
  if (/REAL/i.test(column.type)) return 1.5;
  return `${column.name}-${row}`;
}

/** Puts two rows in every table (users first), whatever its columns. */
function populate(db: DatabaseSync) {
  const order = tables(db).sort((a, b) => (a === 'users' ? -1 : b === 'users' ? 1 : a.localeCompare(b)));
  for (const table of order) {
    const columns = db.prepare(`PRAGMA table_info("${table}")`).all() as { name: string; type: string }[];
    for (const row of [1, 2]) {
      const values = columns.map((c) =>
        table === 'users' && c.name === 'id' ? (row === 1 ? 'seed-user' : 'other-user') : valueFor(c, row),
      );
      if (table === 'users') values[columns.findIndex((c) => c.name === 'email')] = `person-${row}@example.test`;
      const placeholders = columns.map(() => '?').join(', ');
      try {
        db.prepare(`INSERT INTO "${table}" (${columns.map((c) => `"${c.name}"`).join(', ')}) VALUES (${placeholders})`).run(...values);
      } catch {
        // A second row can clash with a single-row key; one row is enough for that table.
      }
    }
  }
}

describe('migrations', () => {
  it('are numbered and named in order', () => {
    expect(migrations.length).toBeGreaterThan(0);
    for (const name of migrations) expect(name).toMatch(/^\d{4}_[a-z0-9_]+\.sql$/);
  });

  it.each(migrations.map((name, i) => [name, i] as const))(
    '%s keeps every row of a database populated at the schema before it',
    (name, i) => {
      const db = new DatabaseSync(':memory:');
      db.exec('PRAGMA foreign_keys = ON');
      for (const earlier of migrations.slice(0, i)) db.exec(readFileSync(`${DIR}/${earlier}`, 'utf8'));
      populate(db);
      const before = counts(db);
      for (const [table, n] of Object.entries(before)) expect(n, `no rows could be put in ${table}`).toBeGreaterThan(0);
      db.exec(readFileSync(`${DIR}/${name}`, 'utf8'));
      const after = counts(db);
      for (const [table, n] of Object.entries(before)) expect(after[table], `${name} lost rows of ${table}`).toBe(n);
      db.close();
    },
  );
});
