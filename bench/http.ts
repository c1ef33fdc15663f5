import autocannon, { type Result } from "autocannon";
import type { Targets } from "./database";
import type { Engine } from "./options";
import { type Row, loadFigures } from "./report";

export const CONNECTIONS = [10, 50] as const;
const TRIVIAL = "/healthz";

/** The measured pages: label and address. */
export function measuredPages(targets: Targets): Array<[string, string]> {
  return [
    ["catalogue list", "/aigoStarProductList"],
    [`search by text "${targets.nameWord}"`, `/searchResult?keyword=${encodeURIComponent(targets.nameWord)}`],
    [`search by barcode digits ${targets.suffix}`, `/searchResult?keyword=${targets.suffix}`],
    ["product detail", `/commodityDetail?goodsId=${targets.detailId}&brand=aigostar`],
  ];
}

/** Every page must answer 200 to the signed-in buyer (not a redirect to /login) before it is measured. */
export async function checkPages(baseUrl: string, cookie: string, pages: Array<[string, string]>): Promise<string[]> {
  const failures: string[] = [];
  for (const [label, pathname] of pages) {
    const response = await fetch(`${baseUrl}${pathname}`, { headers: { cookie }, redirect: "manual" });
    await response.arrayBuffer();
    if (response.status !== 200) failures.push(`${label}: ${pathname} answered ${response.status} ${response.headers.get("location") ?? ""}`.trim());
  }
  return failures;
}

type Measured = { rps: number; p50: number; p99: number; failed: number };

async function load(url: string, cookie: string, connections: number, duration: number): Promise<Measured> {
  const result: Result = await autocannon({ url, connections, duration, timeout: 60, headers: { cookie } });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, failed: result.non2xx + result.errors + result.timeouts };
}

/**
 * Loads the trivial route and each page with autocannon at 10 and at 50 connections (after a short
 * warm-up of each), one after the other, and puts each page beside the trivial route's figures.
 */
export async function measureHttp({ engine, engineLabel, baseUrl, cookie, targets, duration }: { engine: Engine; engineLabel: string; baseUrl: string; cookie: string; targets: Targets; duration: number }): Promise<{ rows: Row[]; failures: string[] }> {
  const pages = measuredPages(targets);
  const failures = await checkPages(baseUrl, cookie, [["trivial route", TRIVIAL], ...pages]);
  if (failures.length > 0) return { rows: [], failures };
  for (const [, pathname] of [["", TRIVIAL], ...pages]) await autocannon({ url: `${baseUrl}${pathname}`, connections: 2, duration: 1, timeout: 60, headers: { cookie } });
  const rows: Row[] = [];
  for (const connections of CONNECTIONS) {
    const section = `http, ${connections} connections`;
    const trivial = await load(`${baseUrl}${TRIVIAL}`, cookie, connections, duration);
    const trivialFigures = loadFigures("req", trivial.rps, trivial.p50, trivial.p99);
    if (trivial.failed > 0) failures.push(`${engineLabel} ${section}: ${trivial.failed} requests to ${TRIVIAL} failed or answered non-2xx`);
    for (const [label, pathname] of pages) {
      const page = await load(`${baseUrl}${pathname}`, cookie, connections, duration);
      if (page.failed > 0) failures.push(`${engineLabel} ${section}: ${page.failed} requests to ${pathname} failed or answered non-2xx`);
      const ratio = trivial.rps > 0 ? page.rps / trivial.rps : 0;
      const row: Row = { engine: engineLabel, section, item: label, figures: loadFigures("req", page.rps, page.p50, page.p99), trivial: trivialFigures, ratio: ratio.toFixed(2) };
      if (label === "catalogue list" && connections === 50 && engine === "postgres") {
        row.target = "ratio ≥ 0.50, p99 < 100 ms";
        row.met = ratio >= 0.5 && page.p99 < 100;
      }
      rows.push(row);
    }
  }
  return { rows, failures };
}
