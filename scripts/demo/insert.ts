import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";

/** A column of a bulk insert: name and the PostgreSQL type json_to_recordset reads it as. */
export type Column = readonly [name: string, type: string];

export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  // Both drivers (PGlite and node-postgres) answer execute() with an object holding `rows`.
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Inserts rows in batches, each batch one statement with one JSON parameter
 * (INSERT … SELECT FROM json_to_recordset), which keeps clear of the bind-parameter limit and
 * costs one round trip per batch on both PGlite and PostgreSQL.
 */
export async function insertRows(
  db: Executor,
  table: string,
  columns: readonly Column[],
  rows: readonly object[],
  batchSize = 2000,
): Promise<void> {
  const names = columns.map(([name]) => `"${name}"`).join(", ");
  const definition = columns.map(([name, type]) => `"${name}" ${type}`).join(", ");
  for (let start = 0; start < rows.length; start += batchSize) {
    const payload = JSON.stringify(rows.slice(start, start + batchSize));
    await db.execute(
      sql`insert into ${sql.identifier(table)} (${sql.raw(names)}) select ${sql.raw(names)} from json_to_recordset(${payload}::json) as x(${sql.raw(definition)})`,
    );
  }
}

/** The largest id in a table (0 when empty): the generator numbers its rows from there. */
export async function maxId(db: Executor, table: string): Promise<number> {
  const [row] = await queryRows<{ max: number }>(db, sql`select coalesce(max(id), 0)::int as max from ${sql.identifier(table)}`);
  return Number(row?.max ?? 0);
}

/** After inserting explicit ids, moves the serial sequence past them. */
export async function syncSequence(db: Executor, table: string): Promise<void> {
  const max = await maxId(db, table);
  if (max > 0) await db.execute(sql`select setval(pg_get_serial_sequence(${table}, 'id'), ${max})`);
}
