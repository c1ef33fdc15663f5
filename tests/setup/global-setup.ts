import fs from "node:fs/promises";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase, type DatabaseHandle } from "~/db/client.server";
import { syncReferenceData } from "~/services/platform/reference-data.server";
import { seedDemoData } from "../../scripts/demo/seed";
import { TEST_DATABASE_URL, adminQuery, databaseUrlFor } from "./database";

/** The catalogue every test file starts from: small, but covering every state the demo covers. */
export const TEST_SEED = { products: 160, seed: 7 } as const;

async function prepare(handle: DatabaseHandle) {
  await handle.migrate();
  await syncReferenceData(handle.db);
  await seedDemoData(handle.db, { ...TEST_SEED, now: new Date(), storage: null });
}

export default async function setup(project: TestProject) {
  if (TEST_DATABASE_URL) {
    const name = `shop_template_${process.pid}`;
    await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await adminQuery(`CREATE DATABASE ${name}`);
    const handle = await openDatabase({ url: databaseUrlFor(name), poolSize: 2 });
    try {
      await prepare(handle);
    } finally {
      await handle.close();
    }
    project.provide("postgresTemplate", name);
    project.provide("pgliteTemplate", "");
    return async () => {
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    };
  }

  const handle = await openDatabase({ memory: true });
  const file = path.resolve("tests/.cache", `pglite-template-${process.pid}.tar.gz`);
  try {
    await prepare(handle);
    const dump = await handle.pglite!.dumpDataDir("gzip");
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await handle.close();
  }
  project.provide("pgliteTemplate", file);
  project.provide("postgresTemplate", "");
  return async () => {
    await fs.rm(file, { force: true });
  };
}
