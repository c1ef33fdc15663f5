/**
 * Times listProducts itself on one connection (no HTTP, no other requests): npx tsx
 * bench/list-queries.ts [--runs N] [--database-url URL]. Needs the database that
 * `npm run bench` seeded (bench/.data/pglite/pglite, or the PostgreSQL database it was given).
 */
import "./environment";
import path from "node:path";
import { parseArgs } from "node:util";
import { openDatabase, setDatabase } from "~/db/client.server";
import type { Sort } from "~/domain/catalogue-query";
import { listProducts } from "~/services/catalogue/listing.server";
import { DATA_DIR } from "./environment";

const { values } = parseArgs({ options: { runs: { type: "string", default: "30" }, "database-url": { type: "string" } } });
const runs = Number(values.runs);
const url = values["database-url"];

const cases: [string, Sort, number][] = [
  ["best match, page 1", "best", 1],
  ["in stock first, page 1", "inStock", 1],
  ["sold out first, page 1", "soldOut", 1],
  ["in stock first, page 50", "inStock", 50],
  ["sold out first, page 50", "soldOut", 50],
  ["sold out first, page 200 (past the sold-out products)", "soldOut", 200],
];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main() {
  const handle = await openDatabase(url ? { url, poolSize: 1 } : { dataDir: path.join(DATA_DIR, "pglite", "pglite") });
  setDatabase(handle);
  try {
    process.stdout.write(`| list (Aigostar, 20 a page) | p50 ms | p99 ms |\n|---|---:|---:|\n`);
    for (const [label, sort, page] of cases) {
      const input = { brandKey: "aigostar", lng: "en" as const, currency: "GBP", sort, page, pageSize: 20 };
      await listProducts(input);
      const times: number[] = [];
      for (let i = 0; i < runs; i++) {
        const started = performance.now();
        await listProducts(input);
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      process.stdout.write(`| ${label} | ${percentile(times, 50).toFixed(0)} | ${percentile(times, 99).toFixed(0)} |\n`);
    }
  } finally {
    setDatabase(undefined);
    await handle.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
