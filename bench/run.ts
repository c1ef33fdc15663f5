/**
 * `npm run bench [-- options]`: the shop's benchmark on a seeded catalogue, against the production
 * build, on embedded PGlite and on PostgreSQL. Prints one table and writes it as Markdown to
 * bench/results/latest.md. Exits 1 when a request failed, a page did not answer 200, or the stock
 * check after the orders failed; a missed performance target is a figure, not a failure.
 * Options: see bench/README.md (parsed in options.ts).
 */
import { DATA_DIR, ROOT } from "./environment";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Prepared, engineDataDir, prepareDatabase, stockOf, withBenchDatabase } from "./database";
import { measureDownloads } from "./downloads";
import { measureApi } from "./api";
import { measureHttp } from "./http";
import { measureQueries } from "./queries";
import { measureLighthouse } from "./lighthouse";
import { BENCH_USAGE, type BenchOptions, type Engine, type Section, parseBenchArgs, wantsHelp } from "./options";
import { type OrderLoad, measureOrders, stockCheck } from "./orders";
import { type Row, formatTable } from "./report";
import { startServer } from "./server";
import { type SoakLoad, measureSoak } from "./soak";
import { tally } from "./stock";
import { measureTranslationVisits } from "./translations";
import { measureUsable } from "./usable";
import { measureWeight } from "./weight";

const options = readOptions(process.argv.slice(2));

/** The command line, or the usage and exit: 0 for --help, 2 (and the reason) for a wrong option. */
function readOptions(args: string[]): BenchOptions {
  if (wantsHelp(args)) {
    process.stdout.write(`${BENCH_USAGE}\n`);
    process.exit(0);
  }
  try {
    return parseBenchArgs(args, process.env);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n\n${BENCH_USAGE}\n`);
    process.exit(2);
  }
}
const say = (line: string) => process.stdout.write(`${line}\n`);
const LABELS: Record<Engine, string> = { pglite: "PGlite", postgres: "PostgreSQL" };
const orderSize = options.quick ? { buyers: 4, perBuyer: 3 } : { buyers: 16, perBuyer: 10 };
/** The soak's virtual buyers: the first of the order buyers. */
const soakBuyers = options.quick ? 4 : 8;
/** Visits of the list per JavaScript setting in the time-to-usable section. */
const usableRuns = options.quick ? 1 : 3;

const rows: Row[] = [];
const failures: string[] = [];
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;

async function section(engineLabel: string, name: Section, work: () => Promise<{ rows: Row[]; failures: string[] }>) {
  if (!options.sections.has(name)) return;
  say(`[${elapsed()}] ${engineLabel}: ${name}…`);
  try {
    const result = await work();
    rows.push(...result.rows);
    failures.push(...result.failures);
  } catch (error) {
    failures.push(`${engineLabel} ${name}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  }
}

async function benchEngine(engine: Engine) {
  const engineLabel = LABELS[engine];
  const failedBefore = failures.length;
  say(`[${elapsed()}] ${engineLabel}: preparing the database…`);
  const prepared: Prepared = await prepareDatabase(engine, options, orderSize.buyers, (line) => say(`  ${engineLabel} ${line}`));
  if (prepared.seededSeconds !== null) rows.push({ engine: engineLabel, section: "setup", item: "seeding", figures: `${options.products.toLocaleString("en")} products in ${prepared.seededSeconds.toFixed(0)} s` });
  const memoryFile = path.join(DATA_DIR, `${engine}-server-memory.json`);
  fs.rmSync(memoryFile, { force: true });
  const server = await startServer({
    port: options.port,
    dataDir: engineDataDir(engine),
    databaseUrl: engine === "postgres" ? options.databaseUrl : undefined,
    memoryFile: options.sections.has("soak") || options.sections.has("downloads") ? memoryFile : undefined,
  });
  const common = { engineLabel, baseUrl: server.url, cookie: prepared.cookie, targets: prepared.targets };
  let load: OrderLoad | undefined;
  let soak: SoakLoad | undefined;
  try {
    await section(engineLabel, "queries", () => measureQueries(common));
    await section(engineLabel, "http", () => measureHttp({ ...common, engine, duration: options.duration }));
    // Both measure the browser's side of one build: --quick measures them on the first engine only.
    const once = options.quick && engine !== options.engines[0];
    const skipped = (name: string) => async () => ({ rows: [{ engine: engineLabel, section: name, item: "–", figures: `skipped in --quick: the same build was measured on ${LABELS[options.engines[0]!]}` }], failures: [] });
    await section(engineLabel, "weight", once ? skipped("page weight, first visit") : async () => {
      const weight = await measureWeight(common);
      const translations = await measureTranslationVisits(common);
      return { rows: [...weight.rows, ...translations.rows], failures: [...weight.failures, ...translations.failures] };
    });
    await section(engineLabel, "usable", once ? skipped("time to usable") : () => measureUsable({ ...common, runs: usableRuns }));
    await section(engineLabel, "lighthouse", once ? skipped("Lighthouse, mobile") : () => measureLighthouse({ ...common, quick: options.quick }));
    await section(engineLabel, "orders", async () => {
      load = await measureOrders({ engineLabel, baseUrl: server.url, setup: prepared.orders, perBuyer: orderSize.perBuyer });
      return load;
    });
    await section(engineLabel, "soak", async () => {
      soak = await measureSoak({ ...common, setup: prepared.orders, buyers: soakBuyers, seconds: options.soakSeconds, pid: server.pid, memoryFile, log: (line) => say(`  ${engineLabel} soak ${line}`) });
      return soak;
    });
    await section(engineLabel, "downloads", () =>
      measureDownloads({
        ...common,
        plan: prepared.package!,
        pid: server.pid,
        memoryFile,
        duration: options.duration,
        timeoutSeconds: options.quick ? 300 : 1800,
        log: (line) => say(`  ${engineLabel} downloads ${line}`),
      }),
    );
    await section(engineLabel, "api", () => measureApi({ engineLabel, baseUrl: server.url, plan: prepared.api!, duration: options.duration }));
  } finally {
    await server.stop();
  }
  if (failures.length > failedBefore) say(`  ${engineLabel} server output (last lines):\n${server.output().slice(-3000)}`);
  const loads = [load && { name: "orders", ordered: load.ordered }, soak && { name: "soak", ordered: soak.ordered }].filter((item) => item !== undefined);
  if (loads.length > 0) {
    // Every acknowledged order since the stock was read, of both loads.
    const ordered = new Map<number, number>();
    for (const { ordered: units } of loads) for (const [id, quantity] of units) tally(ordered, id, quantity);
    // Read with the server stopped: PGlite is one process's folder.
    const after = await withBenchDatabase(engine, options, (db) => stockOf(db, [...prepared.orders.stock.keys()]));
    const check = stockCheck(engineLabel, prepared.orders, ordered, loads.map((item) => item.name).join(" and "), after);
    rows.push(check.row);
    failures.push(...check.failures);
  }
}

async function main() {
  if (options.build) {
    say("Building the production server (npm run build)…");
    execFileSync("npm", ["run", "build"], { cwd: ROOT, stdio: ["ignore", "ignore", "inherit"] });
  } else if (!fs.existsSync(path.join(ROOT, "build", "server.js"))) {
    throw new Error("--no-build, but there is no build/server.js: run npm run build first");
  }
  for (const engine of options.engines) {
    try {
      await benchEngine(engine);
    } catch (error) {
      failures.push(`${LABELS[engine]}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    }
  }
  const heading = [
    `# npm run bench, ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC`,
    "",
    `${options.products.toLocaleString("en")} products, ${options.duration} s per load${options.sections.has("soak") ? `, ${options.soakSeconds} s soak` : ""}${options.quick ? " (--quick)" : ""}; ${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(1)} at the end; Node ${process.version}; run time ${elapsed()}.`,
    "Ratio: the page's requests/s over the trivial route's, same server, same connections.",
  ].join("\n");
  const table = formatTable(rows);
  const failed = failures.length > 0 ? `\n\n## Failures\n\n${failures.map((failure) => `- ${failure}`).join("\n")}` : `\n\nNo request failed, every page answered 200${options.sections.has("orders") || options.sections.has("soak") ? ", the stock added up" : ""}.`;
  const markdown = `${heading}\n\n${table}${failed}\n`;
  say(`\n${markdown}`);
  fs.mkdirSync(path.join(ROOT, "bench", "results"), { recursive: true });
  fs.writeFileSync(path.join(ROOT, "bench", "results", "latest.md"), markdown);
  say(`Written to bench/results/latest.md (data in ${path.relative(ROOT, DATA_DIR)}).`);
  if (failures.length > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
