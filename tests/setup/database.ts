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
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
