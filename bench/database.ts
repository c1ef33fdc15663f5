import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { type DatabaseHandle, type Executor, openDatabase, queryRows, setDatabase } from "~/db/client.server";
import { storageEnv } from "~/env.server";
import { verifyLogin } from "~/services/identity/auth.server";
import { syncReferenceData } from "~/services/platform/reference-data.server";
import { createSession, sessionCookie } from "~/services/identity/session.server";
import { type Storage, openStorage } from "~/services/platform/storage.server";
import { changeCombination, createCombination } from "~/services/combined/combinations.server";
import { writeBannerImages } from "../scripts/demo/banners";
import { writeImagePool } from "../scripts/demo/images";
import { seedDemoData } from "../scripts/demo/seed";
import { findDemoProducts } from "../scripts/demo/states";
import { type PackagePlan, preparePackage, prepareOrderFixtures } from "../tests/reliability/fixtures";
import { type ApiPlan, prepareApi } from "../tests/reliability/cases/api";
import { DATA_DIR } from "./environment";
import type { BenchOptions, Engine } from "./options";

export const DEMO_BUYER = "buyer.gb@demo.test";
const PASSWORD = "Demo12345";

/** Where one engine's server keeps its files: DATA_DIR of the server (PGlite in ./pglite, pictures in ./files/media unless STORAGE_S3_BUCKET is set). */
export function engineDataDir(engine: Engine): string {
  return path.join(DATA_DIR, engine);
}

/** The database of an engine: the PGlite folder, or the PostgreSQL address. */
export function engineDatabase(engine: Engine, options: BenchOptions): { dataDir: string } | { url: string } {
  return engine === "pglite" ? { dataDir: path.join(engineDataDir(engine), "pglite") } : { url: options.databaseUrl };
}

/** Opens an engine's database for the bench process (the server must not be running on PGlite). */
export async function withBenchDatabase<T>(engine: Engine, options: BenchOptions, work: (db: Executor, handle: DatabaseHandle) => Promise<T>): Promise<T> {
  const target = engineDatabase(engine, options);
  const handle = await openDatabase("url" in target ? { url: target.url, poolSize: 2 } : target);
  setDatabase(handle);
  try {
    return await work(handle.db, handle);
  } finally {
    setDatabase(undefined);
    await handle.close();
  }
}

/** Creates the PostgreSQL database of the address when it does not exist (connecting to `postgres` on the same server). */
export async function ensurePostgresDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new Error(`the database name "${name}" in --database-url is not a plain identifier`);
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (!rowCount) await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
}

/** The storage the engine's server will read (it inherits the bench's environment): its DATA_DIR/files, or the S3 bucket. */
export function engineStorage(engine: Engine): Promise<Storage> {
  return openStorage(storageEnv({ ...process.env, DATA_DIR: engineDataDir(engine) }));
}

export type Targets = { nameWord: string; suffix: string; detailId: number; orderNumber: string };
/** A combination of the order products that a share of the orders carry as a group (its items' units are in the stock check). */
export type BenchCombination = { id: number; items: { productId: number; quantity: number }[] };
export type OrderSetup = { buyers: string[]; products: { id: number; stock: number }[]; combination: BenchCombination | null };

/** Stock and units sold of the order products, read before and after the order load. */
export async function stockOf(db: Executor, ids: number[]): Promise<{ stock: Map<number, number>; sold: Map<number, number> }> {
  const stock = new Map<number, number>();
  const sold = new Map<number, number>();
  for (const id of ids) {
    const [row] = await queryRows<{ available: number; sold: string | number }>(
      db,
      sql`select s.available, (select coalesce(sum(l.quantity), 0) from order_lines l join orders o on o.id = l.order_id
            where l.product_id = s.product_id and l.stock_taken and o.status <> 'cancelled') as sold
          from stock s where s.product_id = ${id}`,
    );
    if (!row) throw new Error(`product ${id} has no stock row`);
    stock.set(id, Number(row.available));
    sold.set(id, Number(row.sold));
  }
  return { stock, sold };
}

const BUYER_PREFIX = "rely-";

/**
 * Buyers for the order load, each in a company of its own (so carts do not collide), and the
 * products they order with ample stock: the reliability suite's fixtures. On a reused database the
 * buyers made by an earlier run are kept; their carts are emptied either way.
 */
async function prepareOrders(db: Executor, buyerCount: number, stocks: number[]): Promise<OrderSetup> {
  const existing = await queryRows<{ email: string }>(db, sql`select email from accounts where email like ${`${BUYER_PREFIX}%@demo.test`} order by id`);
  const fixtures = await prepareOrderFixtures(db, { count: Math.max(0, buyerCount - existing.length), stocks, first: existing.length + 1 });
  const buyers = [...existing.map((row) => row.email), ...fixtures.buyers].slice(0, buyerCount);
  await db.execute(sql`delete from cart_items where account_id in (select id from accounts where email like ${`${BUYER_PREFIX}%@demo.test`})`);
  await db.execute(sql`delete from cart_combinations where account_id in (select id from accounts where email like ${`${BUYER_PREFIX}%@demo.test`})`);
  return { buyers, products: fixtures.products, combination: await benchCombination(db, fixtures.products) };
}

const BENCH_COMBINATION = "bench-set";

/**
 * The combination the order load's combined orders carry (issue 18): 1 of the first order product
 * and 2 of the second a set, a 5 % tier from 2 sets, offered to every Aigostar account, no
 * minimum. Made once; a reused database's is set to these terms again (a new version only when they differ).
 */
async function benchCombination(db: Executor, products: { id: number }[]): Promise<BenchCombination> {
  const items = [
    { productId: products[0]!.id, quantity: 1 },
    { productId: products[1]!.id, quantity: 2 },
  ];
  const terms = { items, tiers: [{ fromSets: 2, discountBp: 500 }], minimums: [], active: true, startsAt: null, endsAt: null, audience: "all" as const, scopeIds: [] };
  const [existing] = await queryRows<{ id: number }>(db, sql`select id from combinations where brand_key = 'aigostar' and code = ${BENCH_COMBINATION}`);
  if (existing) {
    const changed = await changeCombination(Number(existing.id), terms, { executor: db });
    if (!changed.ok) throw new Error(`the bench's combination: ${changed.issue}`);
    return { id: Number(existing.id), items };
  }
  const created = await createCombination({ brandKey: "aigostar", code: BENCH_COMBINATION, names: { en: "Bench set" }, ...terms }, { executor: db });
  if (!created.ok) throw new Error(`the bench's combination: ${created.issue}`);
  return { id: created.id, items };
}

/**
 * A signed session cookie ("name=value") for the account, made through the services as the login
 * would: in the form for plain HTTP to localhost, where the bench's server listens (bench/server.ts).
 */
async function sessionFor(email: string): Promise<string> {
  const signedIn = await verifyLogin(email, PASSWORD);
  if (!signedIn) throw new Error(`cannot sign ${email} in with the demo password`);
  const token = await createSession(signedIn);
  return (await sessionCookie({ url: "http://localhost/" }).serialize(token)).split(";")[0]!;
}

/** The products of the downloads section's package: 500, or 50 with --quick. */
export const packageProducts = (quick: boolean) => (quick ? 50 : 500);

export type Prepared = {
  targets: Targets;
  /** The demo buyer's cookie, for the pages. */
  cookie: string;
  orders: OrderSetup & { cookies: string[]; stock: Map<number, number>; sold: Map<number, number> };
  /** The downloads section's package, when that section runs. */
  package: PackagePlan | null;
  /** The api section's clients, when that section runs. */
  api: ApiPlan | null;
  seededSeconds: number | null;
};

/**
 * Seeds the catalogue (unless --reuse finds one), vacuums and analyses it, and makes what the
 * sections need: the pages' targets, the demo buyer's session, the order buyers and their sessions
 * (for the orders and the soak), the downloads section's package.
 */
export async function prepareDatabase(engine: Engine, options: BenchOptions, orderBuyers: number, log: (line: string) => void): Promise<Prepared> {
  const dataDir = engineDataDir(engine);
  if (engine === "postgres") await ensurePostgresDatabase(options.databaseUrl);
  let fresh = !options.reuse;
  if (engine === "pglite" && (fresh || !fs.existsSync(path.join(dataDir, "pglite")))) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fresh = true;
  }
  return withBenchDatabase(engine, options, async (db, handle) => {
    if (engine === "postgres") {
      const [seeded] = await queryRows<{ exists: boolean }>(db, sql`select to_regclass('public.products') is not null as exists`);
      fresh ||= !seeded?.exists;
      if (fresh) {
        await db.execute(sql`drop schema if exists drizzle cascade`);
        await db.execute(sql`drop schema public cascade`);
        await db.execute(sql`create schema public`);
      }
    }
    await handle.migrate();
    let seededSeconds: number | null = null;
    const storage = await engineStorage(engine);
    if (fresh) {
      const started = performance.now();
      // Local pictures go with the data; pictures in a bucket are the same renders and are kept.
      fs.rmSync(path.join(dataDir, "files", "media"), { recursive: true, force: true });
      await syncReferenceData(db);
      await seedDemoData(db, { products: options.products, seed: 42, now: new Date(), storage, log: (line) => log(`seed: ${line}`) });
      seededSeconds = (performance.now() - started) / 1000;
      log(`seeded ${options.products.toLocaleString("en")} products in ${seededSeconds.toFixed(0)} s`);
    } else {
      const [row] = await queryRows<{ count: string | number }>(db, sql`select count(*) as count from products`);
      log(`reusing the seeded catalogue (${Number(row!.count).toLocaleString("en")} products)`);
      // The pictures live in storage, not in the database: a PostgreSQL catalogue seeded from
      // another checkout (or after bench/.data was removed) would answer 404 for every image.
      const pool = await writeImagePool(storage);
      await writeBannerImages(storage);
      if (pool.written > 0) log(`wrote ${pool.written} missing product pictures`);
    }
    // Only the sections that order need the order buyers (made in the database when missing).
    const ordering = options.sections.has("orders") || options.sections.has("soak");
    const orderSetup = ordering ? await prepareOrders(db, orderBuyers, [100_000, 100_000, 100_000, 100_000]) : { buyers: [], products: [], combination: null };
    const plan = options.sections.has("downloads") ? await preparePackage(db, DEMO_BUYER, packageProducts(options.quick)) : null;
    // The api section's client: an approved application of the demo buyer with a live secret.
    const api = options.sections.has("api") ? await prepareApi(db) : null;
    // The steady state autovacuum would give PostgreSQL (PGlite has none): fresh statistics, visibility maps.
    const vacuumed = performance.now();
    await db.execute(sql`vacuum analyze`);
    log(`vacuum analyze: ${((performance.now() - vacuumed) / 1000).toFixed(1)} s`);
    const [detailId] = await findDemoProducts(db, "aigostar", "normal");
    if (detailId === undefined) throw new Error("no normal in-stock Aigostar product to measure the detail page with");
    const [row] = await queryRows<{ barcode: string; name: string }>(db, sql`select barcode, names->>'en' as name from products where id = ${detailId}`);
    const words = row!.name.split(/\s+/);
    const nameWord = words.find((word) => /^[a-z]{4,}$/i.test(word) && word.toLowerCase() !== "aigostar") ?? words[0]!;
    const [order] = await queryRows<{ order_number: string }>(
      db,
      sql`select o.order_number from orders o join accounts a on a.id = o.account_id where lower(a.email) = ${DEMO_BUYER} order by o.created_at desc limit 1`,
    );
    if (!order) throw new Error(`${DEMO_BUYER} has no order to measure the order page with`);
    const cookie = await sessionFor(DEMO_BUYER);
    const cookies: string[] = [];
    for (const email of orderSetup.buyers) cookies.push(await sessionFor(email));
    const { stock, sold } = await stockOf(
      db,
      orderSetup.products.map((product) => product.id),
    );
    return { targets: { nameWord, suffix: row!.barcode.slice(-6), detailId, orderNumber: order.order_number }, cookie, orders: { ...orderSetup, cookies, stock, sold }, package: plan, api, seededSeconds };
  });
}
