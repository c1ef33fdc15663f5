/**
 * The catalogue benchmark: npm run bench:catalogue -- [--products N] [--duration S] [--connections C] [--reuse] [--database-url URL]
 *
 * Seeds N demo products (default 100,000) into a fresh embedded database in bench/.data (or, with
 * --database-url, into that PostgreSQL database, whose tables it drops first), builds
 * and starts the production server on it, signs a demo buyer in (a session made through the
 * services, so no login form or verification code is involved), then loads the list, the search
 * (by a name word and by the last six barcode digits), the two stock sorts and the detail page with autocannon, and
 * prints requests per second and p50/p99 latency beside the same server's /healthz. Not part of CI.
 */
import { DATA_DIR, ROOT, SECRET } from "./environment";
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon, { type Result } from "autocannon";
import { sql } from "drizzle-orm";
import { openDatabase, queryRows, setDatabase } from "~/db/client.server";
import { verifyLogin } from "~/services/auth.server";
import { syncReferenceData } from "~/services/reference-data.server";
import { createSession, sessionCookie } from "~/services/session.server";
import { seedDemoData } from "../../scripts/demo/seed";
import { findDemoProducts } from "../../scripts/demo/states";

const BUYER = "buyer.gb@demo.test";

const { values } = parseArgs({
  options: {
    products: { type: "string", default: "100000" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "4" },
    port: { type: "string", default: "3190" },
    reuse: { type: "boolean", default: false },
    "database-url": { type: "string" },
  },
});
const products = Number(values.products);
const duration = Number(values.duration);
const connections = Number(values.connections);
const port = Number(values.port);
const databaseUrl = values["database-url"];
const say = (line: string) => process.stdout.write(`${line}\n`);

type Targets = { cookie: string; nameWord: string; suffix: string; detailId: number };

/** Seeds (unless reusing), refreshes planner statistics, and makes a session for the buyer. */
async function prepare(): Promise<Targets> {
  const pgliteDir = path.join(DATA_DIR, "pglite");
  let fresh: boolean;
  let handle;
  if (databaseUrl) {
    handle = await openDatabase({ url: databaseUrl, poolSize: 2 });
    const [seeded] = await queryRows<{ exists: boolean }>(handle.db, sql`select to_regclass('public.products') is not null as exists`);
    fresh = !values.reuse || !seeded?.exists;
    if (fresh) {
      await handle.db.execute(sql`drop schema if exists drizzle cascade`);
      await handle.db.execute(sql`drop schema public cascade`);
      await handle.db.execute(sql`create schema public`);
    }
  } else {
    fresh = !values.reuse || !fs.existsSync(pgliteDir);
    if (fresh) fs.rmSync(DATA_DIR, { recursive: true, force: true });
    handle = await openDatabase({ dataDir: pgliteDir });
  }
  try {
    await handle.migrate();
    setDatabase(handle);
    if (fresh) {
      const started = performance.now();
      await syncReferenceData(handle.db);
      await seedDemoData(handle.db, { products, seed: 42, now: new Date(), mediaDir: path.join(DATA_DIR, "media"), log: (line) => say(`  seed: ${line}`) });
      say(`Seeded ${products.toLocaleString("en")} products in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
    }
    // PGlite has no autovacuum: give the planner its statistics, as PostgreSQL would have them.
    await handle.db.execute(sql`analyze`);
    const [detailId] = await findDemoProducts(handle.db, "aigostar", "normal");
    const [row] = await queryRows<{ barcode: string; name: string }>(
      handle.db,
      sql`select barcode, names->>'en' as name from products where id = ${detailId!}`,
    );
    const signedIn = await verifyLogin(BUYER, "Demo12345");
    if (!signedIn) throw new Error(`cannot sign ${BUYER} in`);
    const token = await createSession(signedIn);
    const cookie = (await sessionCookie().serialize(token)).split(";")[0]!;
    const nameWord = row!.name.split(/\s+/).find((word) => /^[a-z]{4,}$/i.test(word) && word.toLowerCase() !== "aigostar") ?? row!.name.split(/\s+/)[0]!;
    return { cookie, nameWord, suffix: row!.barcode.slice(-6), detailId: detailId! };
  } finally {
    setDatabase(undefined);
    await handle.close();
  }
}

async function startServer(): Promise<ChildProcess> {
  const server = spawn(process.execPath, ["build/server.js"], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR,
      DEMO_DATA: "false",
      NODE_ENV: "production",
      SESSION_SECRET: SECRET,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`http://localhost:${port}/healthz`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill();
  throw new Error("the server did not answer /healthz within 2 minutes");
}

async function load(url: string, cookie: string): Promise<Result> {
  // A short warm-up, so the first compilations and caches are not measured.
  await autocannon({ url, connections: 2, duration: 2, headers: { cookie } });
  return autocannon({ url, connections, duration, timeout: 60, headers: { cookie } });
}

async function main() {
  const targets = await prepare();
  say("Building the production server…");
  execFileSync("npm", ["run", "build"], { cwd: ROOT, stdio: "ignore" });
  const server = await startServer();
  const base = `http://localhost:${port}`;
  const pages: [string, string][] = [
    ["trivial route /healthz", "/healthz"],
    ["product list", "/aigoStarProductList"],
    [`search by name ("${targets.nameWord}")`, `/searchResult?keyword=${encodeURIComponent(targets.nameWord)}`],
    [`search by 6 barcode digits (${targets.suffix})`, `/searchResult?keyword=${targets.suffix}`],
    ["product list, in stock first", "/aigoStarProductList?sort=inStock"],
    ["product list, sold out first", "/aigoStarProductList?sort=soldOut"],
    ["product detail", `/commodityDetail?goodsId=${targets.detailId}&brand=aigostar`],
  ];
  try {
    // Each page must answer 200 signed in (not a redirect to /login) before it is measured.
    for (const [label, pathname] of pages) {
      const response = await fetch(`${base}${pathname}`, { headers: { cookie: targets.cookie }, redirect: "manual" });
      if (response.status !== 200) throw new Error(`${label}: ${pathname} answered ${response.status} ${response.headers.get("location") ?? ""}`);
    }
    const store = databaseUrl ? "PostgreSQL" : "embedded PGlite";
    say(`\n${products.toLocaleString("en")} products on ${store}, ${connections} connections, ${duration} s per page, Node ${process.version}\n`);
    say(`| page | requests/s | p50 ms | p99 ms | errors and non-2xx |`);
    say(`|---|---:|---:|---:|---:|`);
    for (const [label, pathname] of pages) {
      const result = await load(`${base}${pathname}`, targets.cookie);
      say(`| ${label} | ${result.requests.average.toFixed(0)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx + result.errors + result.timeouts} |`);
    }
  } finally {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
