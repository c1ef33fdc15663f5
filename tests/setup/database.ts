import crypto from "node:crypto";
import fs from "node:fs/promises";
import { inject } from "vitest";
import { type DatabaseHandle, openDatabase } from "~/db/client.server";

declare module "vitest" {
  export interface ProvidedContext {
    /** PGlite: path of a gzipped data folder holding the migrated, seeded template. */
    pgliteTemplate: string;
    /** PostgreSQL: name of the migrated, seeded template database (when TEST_DATABASE_URL is set). */
    postgresTemplate: string;
  }
}

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

export function databaseUrlFor(name: string): string {
  const url = new URL(TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement on the server's maintenance database (CREATE/DROP DATABASE). */
export async function adminQuery(statement: string): Promise<void> {
  const pg = await import("pg");
  const client = new pg.default.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A database of its own for one test file, copied from the seeded template. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (TEST_DATABASE_URL) return createPostgresDatabase(inject("postgresTemplate"));
  const bytes = await fs.readFile(inject("pgliteTemplate"));
  return openDatabase({ loadDataDir: new Blob([bytes], { type: "application/x-gzip" }) });
}

/** An empty database (not migrated), for tests of migrations and seeding. */
export async function openEmptyTestDatabase(): Promise<DatabaseHandle> {
  if (TEST_DATABASE_URL) return createPostgresDatabase(null);
  return openDatabase({ memory: true });
}

async function createPostgresDatabase(template: string | null): Promise<DatabaseHandle> {
  const name = `shop_t_${crypto.randomBytes(6).toString("hex")}`;
  await adminQuery(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`);
  const handle = await openDatabase({ url: databaseUrlFor(name), poolSize: 5 });
  return {
    ...handle,
    async close() {
      await handle.close();
      await dropWhenDisconnected(name);
    },
  };
}

/**
 * pg's pool.end() resolves before its sockets have closed; dropping WITH (FORCE) at that moment
 * terminates connections that are still closing, and their clients throw. Wait for them to go.
 */
async function dropWhenDisconnected(name: string): Promise<void> {
  const pg = await import("pg");
  const client = new pg.default.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const { rows } = await client.query<{ n: number }>("select count(*)::int as n from pg_stat_activity where datname = $1", [name]);
      if ((rows[0]?.n ?? 0) === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
