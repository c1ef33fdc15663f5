import fs from "node:fs";
import { ShopClient } from "../tests/reliability/client";
import { CENTRE, type RecordRow, barcodeForm, barcodeSubmission, recordRows } from "../tests/reliability/downloads-page";
import { readZip } from "../tests/support/zip";
import type { Targets } from "./database";
import type { PackagePlan } from "../tests/reliability/fixtures";
import { type LoadResult, closedLoop } from "./load";
import { type Row, count, loadFigures, megabytes } from "./report";
import { residentBytes } from "./soak-windows";
import { median } from "./stats";

/** The connections of the list and detail loads, with and without a package generating. */
const CONNECTIONS = 10;
/** The server's memory is read this often while a package generates. */
const SAMPLE_MS = 250;
/** The record's state is read this often until it is done. */
const POLL_MS = 500;
/** Target: a package grows the server's peak RSS by less than this over idle (issue 16). */
export const RSS_LIMIT_BYTES = 150 * 1024 * 1024;

/** The server's resident memory now and its peak since the last reset, from /proc. */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kilobytes = /^VmHWM:\s+(\d+)\s+kB$/m.exec(status)?.[1];
  return { rss: residentBytes(status), peak: kilobytes === undefined ? Number.NaN : Number(kilobytes) * 1024 };
}

/**
 * Watches the server's RSS from now: readings every 250 ms, and the kernel's own high-water mark
 * (VmHWM) reset first (`5` to /proc/<pid>/clear_refs), so a peak between two readings counts too.
 */
function watchMemory(pid: number): { stop(): number } {
  let reset = true;
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, "5");
  } catch {
    reset = false;
  }
  let peak = memoryOf(pid).rss;
  const read = () => {
    try {
      peak = Math.max(peak, memoryOf(pid).rss);
    } catch {
      // The process is gone: the section fails on its requests.
    }
  };
  const timer = setInterval(read, SAMPLE_MS);
  return {
    stop() {
      clearInterval(timer);
      read();
      if (reset) {
        try {
          peak = Math.max(peak, memoryOf(pid).peak);
        } catch {
          // as above
        }
      }
      return peak;
    },
  };
}

/** The V8 heap in use, as bench/memory-probe.mjs last wrote it (once a second); NaN before it has. */
function heapUsed(memoryFile: string): number {
  try {
    return (JSON.parse(fs.readFileSync(memoryFile, "utf8")) as { heapUsed: number }).heapUsed;
  } catch {
    return Number.NaN;
  }
}

/** The idle server's RSS, the median of a few readings a quarter of a second apart after a pause, and its V8 heap then. */
async function idleMemory(pid: number, memoryFile: string): Promise<{ rss: number; heap: number }> {
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const readings: number[] = [];
  for (let i = 0; i < 8; i++) {
    readings.push(memoryOf(pid).rss);
    await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
  }
  return { rss: median(readings), heap: heapUsed(memoryFile) };
}

type Loads = { list: LoadResult; detail: LoadResult };

async function pageLoads(baseUrl: string, cookie: string, targets: Targets, duration: number): Promise<Loads> {
  const headers = { cookie };
  const list = await closedLoop({ url: `${baseUrl}/aigoStarProductList`, connections: CONNECTIONS, duration, headers });
  const detail = await closedLoop({ url: `${baseUrl}/commodityDetail?goodsId=${targets.detailId}&brand=aigostar`, connections: CONNECTIONS, duration, headers });
  return { list, detail };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
/** A change of memory with its sign: "+44.2 MB", "−3.1 MB". */
const signed = (bytes: number) => `${bytes < 0 ? "−" : "+"}${megabytes(Math.abs(bytes))}`;

export type DownloadsOptions = {
  engineLabel: string;
  baseUrl: string;
  cookie: string;
  targets: Targets;
  plan: PackagePlan;
  /** The server process (its RSS is read from /proc). */
  pid: number;
  /** Where bench/memory-probe.mjs, loaded into the server, writes its memory (the V8 heap is read from it). */
  memoryFile: string;
  /** Seconds of each page load. */
  duration: number;
  /** How long the package may take before the section gives up. */
  timeoutSeconds: number;
  log: (line: string) => void;
};

/**
 * A package of the plan's products (pictures, thumbnails, card images; watermarked), asked for
 * through the centre's barcode form as the signed-in demo buyer and made by the running server's
 * own job worker: the time from the request to the record's "done", the server's peak RSS while
 * it generates against its idle RSS (target: under 150 MB more), and the list and detail pages at
 * 10 connections while it generates against the same loads without it. The parts are then
 * downloaded through their links and opened: every entry the plan makes must be in them.
 */
export async function measureDownloads({ engineLabel, baseUrl, cookie, targets, plan, pid, memoryFile, duration, timeoutSeconds, log }: DownloadsOptions): Promise<{ rows: Row[]; failures: string[] }> {
  const failures: string[] = [];
  const rows: Row[] = [];
  const label = `package of ${plan.barcodes.length} products`;
  const client = new ShopClient(baseUrl);
  client.useCookie(cookie);

  let centre: Awaited<ReturnType<typeof barcodeForm>>;
  try {
    centre = await barcodeForm(client);
  } catch (error) {
    return { rows, failures: [`${engineLabel} downloads: ${error instanceof Error ? error.message : String(error)}`] };
  }
  const { form } = centre;
  const before = new Set(recordRows(centre.html).map((record) => record.id));

  // Warm up, then the loads without a package, then the server at rest.
  await pageLoads(baseUrl, cookie, targets, 1);
  const quiet = watchMemory(pid);
  const without = await pageLoads(baseUrl, cookie, targets, duration);
  const quietPeak = quiet.stop();
  const { rss: idle, heap: idleHeap } = await idleMemory(pid, memoryFile);
  log(`idle RSS ${megabytes(idle)}; asking for the package (${plan.barcodes.length} products, ${plan.entries} entries)`);

  const busy = watchMemory(pid);
  const asked = performance.now();
  const posted = await client.postMultipart(form.action, barcodeSubmission(form, { typed: plan.barcodes.join(", ") }));
  if (posted.status !== 302 && posted.status !== 303) {
    busy.stop();
    const alert = /role="alert"[^>]*>([\s\S]{0,400}?)<\/(?:div|p|ul)>/.exec(await posted.text())?.[1]?.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim();
    return { rows, failures: [`${engineLabel} downloads: the barcode form answered ${posted.status}${alert ? `: ${alert}` : ""}`] };
  }

  let record: RecordRow | undefined;
  let lastError = "";
  const poll = async (): Promise<RecordRow | undefined> => {
    const response = await client.get(CENTRE);
    if (response.status !== 200) {
      lastError = `${CENTRE} answered ${response.status}`;
      return undefined;
    }
    const rowsNow = recordRows(await response.text());
    return rowsNow.filter((row) => !before.has(row.id)).sort((a, b) => b.id - a.id)[0];
  };
  record = await poll();
  if (!record) {
    busy.stop();
    return { rows, failures: [`${engineLabel} downloads: no new record on ${CENTRE} after the form was sent${lastError ? ` (${lastError})` : ""}`] };
  }
  const recordId = record.id;

  // The same loads while it generates; the record is watched meanwhile.
  let done: number | null = null;
  let watching = true;
  const watcher = (async () => {
    const deadline = asked + timeoutSeconds * 1000;
    while (watching && performance.now() < deadline) {
      const current = await poll();
      if (current && current.id === recordId) record = current;
      if (record!.status !== "generating") {
        done = performance.now();
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  })();
  const loadsStarted = performance.now();
  const during = await pageLoads(baseUrl, cookie, targets, duration);
  const loadsEnded = performance.now();
  await watcher;
  watching = false;
  const peak = busy.stop();
  // What the server keeps once the package is done: memory it took and did not give back.
  const { rss: afterwards, heap: heapAfterwards } = await idleMemory(pid, memoryFile);
  const finished: RecordRow = record;

  if (done === null) failures.push(`${engineLabel} downloads: the package (record ${recordId}) was still ${finished.status} after ${timeoutSeconds} s`);
  else if (finished.status !== "done") failures.push(`${engineLabel} downloads: the package (record ${recordId}) ended ${finished.status}`);
  const generatingDuringLoads = done === null ? loadsEnded - loadsStarted : Math.max(0, Math.min(loadsEnded, done) - loadsStarted);
  const share = Math.round((100 * generatingDuringLoads) / (loadsEnded - loadsStarted));

  for (const [name, result] of [
    ["list", without.list],
    ["detail", without.detail],
    ["list while generating", during.list],
    ["detail while generating", during.detail],
  ] as const) {
    if (result.failed > 0) failures.push(`${engineLabel} downloads, ${name}: ${result.failed} of ${result.requests} requests failed (first: ${result.firstFailure})`);
  }

  // The parts, downloaded through their links and opened.
  let bytes = 0;
  let entries = 0;
  const downloadStarted = performance.now();
  if (finished.status === "done") {
    if (finished.files.length === 0) failures.push(`${engineLabel} downloads: record ${recordId} is done but lists no file`);
    for (const href of finished.files) {
      const response = await fetch(`${baseUrl}${href}`, { headers: { cookie }, redirect: "manual" });
      const body = Buffer.from(await response.arrayBuffer());
      if (response.status !== 200) {
        failures.push(`${engineLabel} downloads: ${href} answered ${response.status}`);
        continue;
      }
      if (Number(response.headers.get("content-length")) !== body.length) failures.push(`${engineLabel} downloads: ${href} announced ${response.headers.get("content-length")} bytes and sent ${body.length}`);
      bytes += body.length;
      try {
        entries += (await readZip(body)).length;
      } catch (error) {
        failures.push(`${engineLabel} downloads: ${href} is not a whole zip (${error instanceof Error ? error.message : String(error)})`);
      }
    }
    if (entries !== plan.entries) failures.push(`${engineLabel} downloads: the parts hold ${entries} entries, the package should hold ${plan.entries}`);
  }
  const downloadMs = performance.now() - downloadStarted;

  const total = done === null ? Number.NaN : done - asked;
  rows.push({
    engine: engineLabel,
    section: "downloads",
    item: `${label}: pictures, thumbnails, card images, watermarked`,
    figures:
      finished.status === "done"
        ? `done in ${seconds(total)} (±${seconds(POLL_MS)}) · ${count(entries)} entries (${count(plan.pictures)} pictures) in ${finished.files.length} part${finished.files.length === 1 ? "" : "s"}, ${megabytes(bytes)} · ${count(entries / (total / 1000))} entries/s`
        : `${finished.status} after ${seconds(performance.now() - asked)}`,
  });
  rows.push({
    engine: engineLabel,
    section: "downloads",
    item: "server RSS while generating",
    figures: `idle ${megabytes(idle)} · peak while generating ${megabytes(peak)} (${signed(peak - idle)}) · idle again after it ${megabytes(afterwards)} (${signed(afterwards - idle)}; V8 heap ${megabytes(idleHeap)} → ${megabytes(heapAfterwards)}) · peak under the same loads without a package ${megabytes(quietPeak)} (${signed(quietPeak - idle)})`,
    target: "peak ≤ idle + 150 MB",
    met: peak - idle <= RSS_LIMIT_BYTES,
  });
  for (const [name, alone, shared] of [
    ["catalogue list", without.list, during.list],
    ["product detail", without.detail, during.detail],
  ] as const) {
    rows.push({
      engine: engineLabel,
      section: `downloads, ${CONNECTIONS} connections`,
      item: `${name} while generating (${share} % of the loads)`,
      figures: `${loadFigures("req", shared.perSecond, shared.p50, shared.p99)} · without a package: ${loadFigures("req", alone.perSecond, alone.p50, alone.p99)} (${(shared.perSecond / alone.perSecond).toFixed(2)} ×)`,
    });
  }
  if (finished.status === "done") {
    rows.push({
      engine: engineLabel,
      section: "downloads",
      item: "the parts downloaded and opened",
      figures: `${megabytes(bytes)} in ${seconds(downloadMs)} (${megabytes(bytes / (downloadMs / 1000))}/s) · ${count(entries)} of ${count(plan.entries)} entries read back (sizes and CRCs checked)`,
    });
  }
  return { rows, failures };
}
