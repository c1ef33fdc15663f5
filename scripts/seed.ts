/**
 * Loads the demo data: npm run seed -- [--products N] [--seed S] [--reset]
 *
 * Uses DATABASE_URL (PostgreSQL) when set, else the embedded database in DATA_DIR (default
 * ./data, PGlite in DATA_DIR/pglite). Pictures, the download centre's documents and videos and
 * the demo package go to the storage (DATA_DIR/files, or the S3 bucket of STORAGE_S3_BUCKET:
 * decision 0105).
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { z } from "zod";
import { type DatabaseHandle, openDatabase } from "~/db/client.server";
import { storageEnv } from "~/env.server";
import { syncReferenceData } from "~/services/platform/reference-data.server";
import { describeStorage, openStorage } from "~/services/platform/storage.server";
import { UsageError, claimDataDir } from "./data-dir";
import { MAX_DEMO_PRODUCTS, type SeedSummary, hasDemoData, resetDemoData, seedDemoData } from "./demo/seed";

const USAGE = `Usage: npm run seed -- [--products N] [--seed S] [--reset]

  --products N   number of products, 1 to ${MAX_DEMO_PRODUCTS.toLocaleString("en")} (default 2000)
  --seed S       random seed, a whole number (default 42); the same seed gives the same data
  --reset        delete all existing data (except the reference tables) before seeding

Environment: DATABASE_URL for PostgreSQL, else DATA_DIR (default ./data) for the embedded database;
the pictures go to DATA_DIR/files, or to the bucket of STORAGE_S3_BUCKET (see the README).`;

const say = (line: string) => process.stdout.write(`${line}\n`);

type Arguments = { products: number; seed: number; reset: boolean; help: boolean };

function wholeNumber(name: string, text: string, min: number, max: number): number {
  if (!/^\d+$/.test(text)) throw new UsageError(`--${name} must be a whole number, got "${text}".`);
  const value = Number(text);
  if (value < min || value > max) throw new UsageError(`--${name} must be between ${min} and ${max.toLocaleString("en")}, got ${text}.`);
  return value;
}

function parseArguments(argv: string[]): Arguments {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: {
        products: { type: "string" },
        seed: { type: "string" },
        reset: { type: "boolean", default: false },
        help: { type: "boolean", short: "h", default: false },
      },
      strict: true,
      allowPositionals: false,
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values } = parsed;
  return {
    products: wholeNumber("products", values.products ?? "2000", 1, MAX_DEMO_PRODUCTS),
    seed: wholeNumber("seed", values.seed ?? "42", 0, Number.MAX_SAFE_INTEGER),
    reset: values.reset ?? false,
    help: values.help ?? false,
  };
}

const environment = z.object({
  DATABASE_URL: z.string().url("DATABASE_URL must be a postgres:// URL").optional(),
  DATA_DIR: z.string().min(1).default("./data"),
});

function printSummary(summary: SeedSummary, seconds: number) {
  const rows: [string, number][] = [
    ["products", summary.products],
    ["categories", summary.categories],
    ["prices", summary.prices],
    ["stock rows", summary.stock],
    ["tags", summary.tags],
    ["product tags", summary.productTags],
    ["cashback tiers", summary.cashbackTiers],
    ["accessories", summary.accessories],
    ["promotions", summary.promotions],
    ["promotion items", summary.promotionItems],
    ["banners", summary.banners],
    ["companies", summary.companies],
    ["accounts", summary.accounts],
    ["salesman clients", summary.salesmanClients],
    ["addresses", summary.addresses],
    ["messages", summary.messages],
    ["images written", summary.imagesWritten],
    ["images already there", summary.imagesSkipped],
    ["product documents", summary.documents],
    ["product videos", summary.videos],
    ["download records", summary.downloadRecords],
    ["image permissions", summary.imagePermissions],
    ["API applications", summary.apiApplications],
    ["API client secrets", summary.apiClientSecrets],
    ["Falcon programme applications", summary.falconApplications],
    ["combinations", summary.combinations],
    ["pallet types", summary.palletTypes],
    ["pallets", summary.pallets],
    ["full reductions", summary.fullReductions],
  ];
  say(`Demo data loaded (seed ${summary.seed}) in ${seconds.toFixed(1)} s:`);
  for (const [label, value] of rows) say(`  ${label.padEnd(22)}${value.toLocaleString("en").padStart(12)}`);
  say("Log in with any demo account (for example buyer.es@demo.test) and the password Demo12345.");
}

async function main(): Promise<number> {
  const started = performance.now();
  const args = parseArguments(process.argv.slice(2));
  if (args.help) {
    say(USAGE);
    return 0;
  }
  const env = environment.safeParse(process.env);
  if (!env.success) throw new UsageError(env.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("\n"), false);
  const dataDir = path.resolve(env.data.DATA_DIR);
  let files;
  try {
    files = storageEnv(process.env);
  } catch (error) {
    throw new UsageError((error as Error).message, false);
  }

  let release = () => {};
  let handle: DatabaseHandle | undefined;
  try {
    if (env.data.DATABASE_URL) {
      handle = await openDatabase({ url: env.data.DATABASE_URL, poolSize: 2 });
    } else {
      release = claimDataDir(dataDir, "seeding");
      handle = await openDatabase({ dataDir: path.join(dataDir, "pglite") });
    }
    await handle.migrate();
    await syncReferenceData(handle.db);
    if (await hasDemoData(handle.db)) {
      if (!args.reset) {
        console.error("The database already holds data. Add --reset to replace it: npm run seed -- --reset");
        return 1;
      }
      await resetDemoData(handle.db);
      say("Existing data deleted.");
    }
    const storage = await openStorage(files, say);
    say(`Pictures go to ${describeStorage(files)}.`);
    const summary = await seedDemoData(handle.db, {
      products: args.products,
      seed: args.seed,
      now: new Date(),
      storage,
      log: (line) => say(`[${((performance.now() - started) / 1000).toFixed(1)} s] ${line}`),
    });
    printSummary(summary, (performance.now() - started) / 1000);
    return 0;
  } finally {
    await handle?.close();
    release();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (error instanceof UsageError) {
      console.error(error.message);
      if (error.showUsage) console.error(`\n${USAGE}`);
    } else {
      console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    }
    process.exitCode = 1;
  },
);
