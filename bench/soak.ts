import fs from "node:fs";
import os from "node:os";
import { ShopClient } from "../tests/reliability/client";
import { prepareCheckout, submit } from "../tests/reliability/cases/orders";
import type { Prepared, Targets } from "./database";
import { type Row, change, count, megabytes, milliseconds } from "./report";
import { DRIFT_LIMIT, type MemorySample, RSS_GROWTH_LIMIT, type RequestSample, cpuMilliseconds, residentBytes, soakWindows, summariseSoak, windowLayout } from "./soak-windows";
import { latency } from "./stats";
import { tally } from "./stock";

const cpu = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : "–");
const whole = (value: number) => (Number.isFinite(value) ? String(Math.round(value)) : "–");

/** How often the server's memory is read. */
const SAMPLE_MS = 2000;
/** A lane gives up after this many failed page loads (a dead server would otherwise be asked thousands of times a second). */
const LANE_FAILURES = 20;
/** The failures listed one by one; beyond them only counted. */
const LISTED = 10;

/** A ShopClient that times every request it sends (from the start of the soak). */
class TimedClient extends ShopClient {
  constructor(
    baseUrl: string,
    private readonly record: (sample: RequestSample) => void,
    private readonly since: number,
  ) {
    super(baseUrl);
  }

  override async request(path: string, init?: Parameters<ShopClient["request"]>[1]): Promise<Response> {
    const sent = performance.now();
    try {
      return await super.request(path, init);
    } finally {
      this.record({ at: sent - this.since, ms: performance.now() - sent });
    }
  }
}

/** The pages a buyer browses in one round, before ordering the round's product: list, search, detail. */
export function browsePages(targets: Targets, round: number, productId: number): string[] {
  return [
    round % 2 === 0 ? "/aigoStarProductList" : "/aigoStarProductList?page=2",
    `/searchResult?keyword=${encodeURIComponent(targets.nameWord)}`,
    `/commodityDetail?goodsId=${targets.detailId}&brand=aigostar`,
    `/searchResult?keyword=${targets.suffix}`,
    `/commodityDetail?goodsId=${productId}&brand=aigostar`,
  ];
}

/** The server's RSS and CPU time from /proc (Linux counts CPU in ticks of 1/100 s), its heap from the probe's file. */
function readMemory(pid: number, memoryFile: string, at: number): MemorySample | null {
  let rss: number;
  let cpu: number;
  try {
    rss = residentBytes(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
    cpu = cpuMilliseconds(fs.readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return null;
  }
  let heapUsed: number | null = null;
  try {
    heapUsed = (JSON.parse(fs.readFileSync(memoryFile, "utf8")) as { heapUsed: number }).heapUsed;
  } catch {
    // The probe has not written yet.
  }
  return { at, rss, heapUsed, cpu, load: os.loadavg()[0]! };
}

export type SoakLoad = { rows: Row[]; failures: string[]; ordered: Map<number, number>; placed: number };

/**
 * The soak: `buyers` virtual buyers at once, closed-loop (each sends its next request when the
 * previous answer has been read), for `seconds`. A buyer's round: the list (page 1 or 2), a search
 * by a name word, a product detail, a search by barcode digits, the detail of the product it then
 * orders through the forms a browser without JavaScript posts (cart add, confirmation page,
 * submit; bench/orders.ts). Every request is timed; the server's RSS (/proc/<pid>/status) and V8
 * heap (bench/memory-probe.mjs) are read every two seconds. Per window: requests, errors, p50/p99,
 * median RSS and heap; verdicts in soak-windows.ts. A page answering anything but 200 and an order
 * that fails are errors; a buyer stops at its first failed order (its cart may hold the line).
 */
export async function measureSoak({
  engineLabel,
  baseUrl,
  targets,
  setup,
  buyers,
  seconds,
  pid,
  memoryFile,
  log,
}: {
  engineLabel: string;
  baseUrl: string;
  targets: Targets;
  setup: Prepared["orders"];
  buyers: number;
  seconds: number;
  pid: number;
  memoryFile: string;
  log: (line: string) => void;
}): Promise<SoakLoad> {
  const requests: RequestSample[] = [];
  const errors: number[] = [];
  const memory: MemorySample[] = [];
  const problems: string[] = [];
  const ordered = new Map<number, number>();
  let placed = 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  const now = () => performance.now() - started;
  const fail = (what: string) => {
    errors.push(now());
    problems.push(what);
  };

  const layout = windowLayout(seconds);
  let reported = 0;
  const sample = () => {
    const reading = readMemory(pid, memoryFile, now());
    if (reading) memory.push(reading);
    // A line per finished window, so a long soak shows how it goes.
    while (reported < layout.count && now() >= (reported + 1) * layout.ms) {
      const window = soakWindows({ seconds, requests, errors, memory })[reported]!;
      log(`window ${reported + 1}/${layout.count}: ${window.requests} requests, ${window.errors} errors, p50 ${milliseconds(window.p50)}, p99 ${milliseconds(window.p99)}, RSS ${megabytes(window.rss)}, heap ${megabytes(window.heapUsed)}, server CPU ${cpu(window.cpuPerRequest)}/request, load average ${window.load.toFixed(1)}`);
      reported += 1;
    }
  };
  sample();
  const timer = setInterval(sample, SAMPLE_MS);

  const cookies = setup.cookies.slice(0, buyers);
  const lanes = cookies.map(async (cookie, lane) => {
    const client = new TimedClient(baseUrl, (request) => requests.push(request), started);
    client.useCookie(cookie);
    let failed = 0;
    for (let round = 0; performance.now() < end && failed < LANE_FAILURES; round++) {
      const product = setup.products[(lane + round) % setup.products.length]!;
      for (const path of browsePages(targets, round + lane, product.id)) {
        if (performance.now() >= end) return;
        try {
          const response = await client.get(path);
          if (response.status !== 200) throw new Error(`answered ${response.status} ${response.headers.get("location") ?? ""}`.trim());
        } catch (error) {
          failed += 1;
          fail(`${engineLabel} soak: ${setup.buyers[lane]}, ${path}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      if (performance.now() >= end) return;
      const quantity = 1 + ((lane + round) % 3);
      try {
        const form = await prepareCheckout(client, product.id, quantity);
        const outcome = await submit(client, form.action, form.fields);
        if (!outcome.orderNumber) throw new Error(`the submit answered ${outcome.status} ${outcome.error ?? ""}`.trim());
        tally(ordered, product.id, quantity);
        placed += 1;
      } catch (error) {
        fail(`${engineLabel} soak: ${setup.buyers[lane]}, order of round ${round + 1}: ${error instanceof Error ? error.message : String(error)}`);
        return;
      }
    }
  });
  try {
    await Promise.all(lanes);
  } finally {
    clearInterval(timer);
  }
  const ran = (performance.now() - started) / 1000;
  const windows = soakWindows({ seconds, requests, errors, memory });
  const summary = summariseSoak(windows);
  const warmup = `${((summary.warmup * layout.ms) / 1000).toFixed(0)} s`;
  const windowLength = `${(layout.ms / 1000).toFixed(layout.ms % 1000 === 0 ? 0 : 1)} s`;
  const section = "soak";
  const all = latency(requests.map((request) => request.ms));
  const peak = Math.max(...memory.map((item) => item.rss));
  const series = (values: number[], format: (value: number) => string) => values.map(format).join(" ");
  const rows: Row[] = [
    {
      engine: engineLabel,
      section,
      item: `mixed load, ${cookies.length} buyers at once, ${(seconds / 60).toFixed(seconds % 60 === 0 ? 0 : 1)} min`,
      figures: `${requests.length.toLocaleString("en")} requests (${count(requests.length / ran)}/s) · ${placed.toLocaleString("en")} orders · p50 ${milliseconds(all.p50)} · p99 ${milliseconds(all.p99)} · ${summary.errors} errors`,
      target: "no error",
      met: summary.errors === 0,
    },
    {
      engine: engineLabel,
      section,
      item: `server memory, after the ${warmup} warm-up → last ${windowLength}`,
      figures: `RSS ${megabytes(summary.first.rss)} → ${megabytes(summary.last.rss)} (${change(summary.rssGrowth)}), peak ${megabytes(peak)} · V8 heap used ${megabytes(summary.first.heapUsed)} → ${megabytes(summary.last.heapUsed)} (${change(summary.heapGrowth)})`,
      target: `RSS growth < ${RSS_GROWTH_LIMIT * 100} %`,
      met: summary.memoryMet,
    },
    {
      engine: engineLabel,
      section,
      item: `latency drift, window ${summary.first.index + 1} → ${summary.last.index + 1} of ${windows.length}`,
      figures: `p50 ${milliseconds(summary.first.p50)} → ${milliseconds(summary.last.p50)} (${change(summary.p50Drift)}) · p99 ${milliseconds(summary.first.p99)} → ${milliseconds(summary.last.p99)} (${change(summary.p99Drift)}) · server CPU ${cpu(summary.first.cpuPerRequest)} → ${cpu(summary.last.cpuPerRequest)} a request · machine load average ${summary.first.load.toFixed(1)} → ${summary.last.load.toFixed(1)}`,
      target: `p50, p99 ≤ +${DRIFT_LIMIT * 100} %`,
      met: summary.latencyMet,
    },
    {
      engine: engineLabel,
      section,
      item: `per ${windowLength} window`,
      figures: [
        `req/s ${series(
          windows.map((window) => window.requests / (layout.ms / 1000)),
          count,
        )}`,
        `p99 ms ${series(
          windows.map((window) => window.p99),
          whole,
        )}`,
        `RSS MB ${series(
          windows.map((window) => window.rss / 1024 / 1024),
          whole,
        )}`,
        `server CPU ms/request ${series(
          windows.map((window) => window.cpuPerRequest),
          (value) => (Number.isFinite(value) ? value.toFixed(1) : "–"),
        )}`,
        `load average ${series(
          windows.map((window) => window.load),
          (value) => (Number.isFinite(value) ? value.toFixed(1) : "–"),
        )}`,
      ].join(" · "),
    },
  ];
  const failures = problems.slice(0, LISTED);
  if (problems.length > LISTED) failures.push(`${engineLabel} soak: ${problems.length - LISTED} more failures`);
  return { rows, failures, ordered, placed };
}
