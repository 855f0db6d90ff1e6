import { rowsOf } from '../../lib/d1';
import { USER_DATA_TABLES, type UserDataTable } from './user-data-tables';

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/** Table and column names are spliced into SQL, so each must be a plain identifier. */
function checked(entry: UserDataTable): UserDataTable {
  if (!IDENTIFIER.test(entry.table) || !IDENTIFIER.test(entry.userColumn)) {
    throw new Error(`Invalid user-data table entry: ${entry.table}.${entry.userColumn}`);
  }
  return entry;
}

/** Every row about the user from every registered table, secrets left out, keyed by table. */
export async function collectUserData(db: D1Database, userId: string): Promise<Record<string, Record<string, unknown>[]>> {
  const entries = USER_DATA_TABLES.map(checked);
  const results = await db.batch(entries.map((e) => db.prepare(`SELECT * FROM ${e.table} WHERE ${e.userColumn} = ?`).bind(userId)));
  const data: Record<string, Record<string, unknown>[]> = {};
  entries.forEach((entry, i) => {
    const hidden = new Set(entry.secretColumns ?? []);
    data[entry.table] = rowsOf<Record<string, unknown>>(results[i]).map((row) =>
      Object.fromEntries(Object.entries(row).filter(([column]) => !hidden.has(column))),
    );
  });
  return data;
}

/**
 * Deletes every row of the user from every registered table, the user row last, in one
 * all-or-nothing batch. Foreign keys would cascade most of it; deleting explicitly also covers
 * tables that reference the user without a foreign key.
 */
export async function deleteUserData(db: D1Database, userId: string) {
  const entries = USER_DATA_TABLES.map(checked);
  const others = entries.filter((e) => e.table !== 'users');
  await db.batch([
    ...others.map((e) => db.prepare(`DELETE FROM ${e.table} WHERE ${e.userColumn} = ?`).bind(userId)),
    db.prepare('DELETE FROM users WHERE id = ?').bind(userId),
  ]);
}

/** Names of the tables in the database that have a user_id column (for the registry's test). */
export async function tablesWithUserColumn(db: D1Database): Promise<string[]> {
  const { results } = await db
    .prepare(
      "SELECT m.name FROM sqlite_master m JOIN pragma_table_info(m.name) c WHERE m.type = 'table' AND c.name = 'user_id' AND m.name NOT LIKE '\\_cf\\_%' ESCAPE '\\' AND m.name NOT LIKE 'd1\\_%' ESCAPE '\\' ORDER BY m.name",
    )
    .all<{ name: string }>();
  return results.map((r) => r.name);
}
