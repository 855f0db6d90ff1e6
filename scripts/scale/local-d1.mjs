// The local D1 database of `npm start` (.wrangler/state), opened as the SQLite file it is.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

const STATE = '.wrangler/state';

/** Opens the local D1 file that holds the app's tables; run `npm run db:migrate` first. */
export function openLocalD1() {
  const dir = join(STATE, 'v3/d1/miniflare-D1DatabaseObject');
  const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.sqlite') && f !== 'metadata.sqlite') : [];
  for (const file of files) {
    const db = new DatabaseSync(join(dir, file));
    if (db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'learner_totals'").get()) return { db, path: join(dir, file) };
    db.close();
  }
  throw new Error('No migrated local database in .wrangler/state: run `npm run db:migrate` first.');
}
