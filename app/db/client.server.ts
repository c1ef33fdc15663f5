import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { fromRoot } from "~/paths.server";
import { queryCounter } from "./query-count.server";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** Either the database or an open transaction: what a service function that may run inside one takes. */
export type Executor = Database | Transaction;

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** The PGlite instance, for dumping a snapshot in tests; undefined on PostgreSQL. */
  pglite?: PGlite;
};

export type OpenOptions =
  | { url: string; poolSize?: number }
  | { dataDir: string }
  | { loadDataDir: Blob }
  | { memory: true };

export const migrationsFolder = () => fromRoot("app", "db", "migrations");

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if ("url" in options) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle connection the server drops (restart, failover) is replaced on the next query; without
    // a listener its error would end the process.
    pool.on("error", (error) => console.error("database connection lost:", error.message));
    const db = drizzleNodePg(pool, { schema, logger: queryCounter }) as unknown as Database;
    return {
      db,
      kind: "postgres",
      migrate: () => migrateNodePg(drizzleNodePg(pool), { migrationsFolder: migrationsFolder() }),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if ("dataDir" in options) {
    fs.mkdirSync(options.dataDir, { recursive: true });
    client = await PGlite.create({ dataDir: options.dataDir, extensions: { pg_trgm } });
  } else if ("loadDataDir" in options) {
    client = await PGlite.create({ loadDataDir: options.loadDataDir, extensions: { pg_trgm } });
  } else {
    client = await PGlite.create({ extensions: { pg_trgm } });
  }
  const db = drizzlePglite(client, { schema, logger: queryCounter }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    pglite: client,
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: migrationsFolder() }),
    close: () => client.close(),
  };
}

// The handle lives on globalThis: the server bundle and the Remix build are separate modules (and
// the development server re-imports the build on every change), but they share one database.
const slot = Symbol.for("wholesale-shop.database");
type Slot = { [slot]?: DatabaseHandle };

export function setDatabase(handle: DatabaseHandle | undefined) {
  (globalThis as Slot)[slot] = handle;
}

export function currentDatabase(): DatabaseHandle {
  const handle = (globalThis as Slot)[slot];
  if (!handle) throw new Error("The database is not open: call openDatabase() and setDatabase() at start-up.");
  return handle;
}

/** The open database. Services call this; routes never do. */
export function db(): Database {
  return currentDatabase().db;
}

/** Runs raw SQL and returns its rows (node-postgres and PGlite both answer with `rows`). */
export async function queryRows<T extends Record<string, unknown>>(executor: Executor, query: SQL): Promise<T[]> {
  const result = (await executor.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
