import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { type DatabaseHandle, openDatabase, setDatabase } from "~/db/client.server";
import type { Env } from "~/env.server";
import { pruneCartAddKeys } from "~/services/cart/cart.server";
import { schedulePromotionBoundaries } from "~/services/catalogue/promotion-boundaries.server";
import { scheduleDownloadCleanup } from "~/services/downloads/cleanup-job.server";
import { pruneJobs, requeueInterruptedJobs } from "~/services/platform/jobs.server";
import { pruneRateLimits } from "~/services/platform/rate-limit.server";
import { syncReferenceData } from "~/services/platform/reference-data.server";
import { sessionSecrets } from "~/services/platform/secrets.server";
import { configureStorage, describeStorage, openStorage } from "~/services/platform/storage.server";
import { hasDemoData, seedDemoData } from "../scripts/demo/seed";

export const DEMO_SEED = 42;

export function pidFile(env: Env): string {
  return path.join(env.dataDir, "server.pid");
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** PGlite does not lock its folder: two servers on one DATA_DIR would corrupt it. */
function claimDataDir(env: Env) {
  const file = pidFile(env);
  if (fs.existsSync(file)) {
    const pid = Number(fs.readFileSync(file, "utf8"));
    if (Number.isInteger(pid) && pid !== process.pid && processAlive(pid)) {
      throw new Error(`Another server (pid ${pid}) is using ${env.dataDir}. Stop it or set DATA_DIR to another folder.`);
    }
  }
  fs.writeFileSync(file, String(process.pid));
}

export function releaseDataDir(env: Env) {
  const file = pidFile(env);
  if (fs.existsSync(file) && fs.readFileSync(file, "utf8") === String(process.pid)) fs.rmSync(file);
}

/**
 * Opens the database (PostgreSQL through DATABASE_URL, else embedded PGlite in DATA_DIR/pglite),
 * applies migrations, opens the storage (DATA_DIR/files, or the S3 bucket: decision 0105), writes
 * the reference data and, on an empty embedded database, the demo data.
 */
export async function boot(env: Env, log: (line: string) => void): Promise<DatabaseHandle> {
  fs.mkdirSync(env.dataDir, { recursive: true });
  sessionSecrets();
  let handle: DatabaseHandle;
  if (env.DATABASE_URL) {
    handle = await openDatabase({ url: env.DATABASE_URL });
  } else {
    claimDataDir(env);
    handle = await openDatabase({ dataDir: path.join(env.dataDir, "pglite") });
  }
  await handle.migrate();
  await syncReferenceData(handle.db);
  setDatabase(handle);
  const files = await openStorage(env, log);
  configureStorage(files);
  log(`Files: ${describeStorage(env)}.`);
  await pruneRateLimits(new Date(Date.now() - 24 * 60 * 60 * 1000));
  await pruneJobs(new Date(Date.now() - 30 * 24 * 60 * 60 * 1000));
  await pruneCartAddKeys();
  // The daily clean-up of download packages queues its next run itself; this starts the chain.
  await scheduleDownloadCleanup();
  // So does the look for promotions that started or ended (the API's incremental sync).
  await schedulePromotionBoundaries();
  // The embedded database has one server: what it was working on when it stopped is due again now.
  if (handle.kind === "pglite") {
    const requeued = await requeueInterruptedJobs();
    if (requeued > 0) log(`${requeued} interrupted job(s) queued again.`);
  }
  const wantDemo = env.DEMO_DATA ?? !env.DATABASE_URL;
  if (wantDemo && !(await hasDemoData(handle.db))) {
    const started = Date.now();
    log(`Loading demo data (${env.DEMO_PRODUCTS} products) …`);
    await seedDemoData(handle.db, { products: env.DEMO_PRODUCTS, seed: DEMO_SEED, now: new Date(), storage: files });
    log(`Demo data loaded in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  }
  if (handle.kind === "pglite") {
    // PGlite has no autovacuum: without this the planner has no statistics and counts read every
    // row from the table instead of an index (a list page's total: 22 ms instead of 2 ms at
    // 100,000 products). Done at each start, while nothing else runs.
    const started = Date.now();
    await handle.db.execute(sql`vacuum (analyze)`);
    log(`Database vacuumed and analysed in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  }
  return handle;
}
