import type { Targets } from "./database";
import { closedLoop } from "./load";
import type { Engine } from "./options";
import { type Row, loadFigures } from "./report";

export const CONNECTIONS = [10, 50] as const;
const TRIVIAL = "/healthz";

/** The measured pages: label and address. */
export function measuredPages(targets: Targets): Array<[string, string]> {
  return [
    ["brand home", "/"],
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

/**
 * Loads the trivial route and each page at 10 and at 50 connections (after a one-second warm-up
 * of each), one after the other, and puts each page beside the trivial route's figures, with the
 * database statements each request sent (the server runs with QUERY_COUNT_HEADER).
 */
export async function measureHttp({ engine, engineLabel, baseUrl, cookie, targets, duration }: { engine: Engine; engineLabel: string; baseUrl: string; cookie: string; targets: Targets; duration: number }): Promise<{ rows: Row[]; failures: string[] }> {
  const pages = measuredPages(targets);
  const failures = await checkPages(baseUrl, cookie, [["trivial route", TRIVIAL], ...pages]);
  if (failures.length > 0) return { rows: [], failures };
  for (const [, pathname] of [["", TRIVIAL], ...pages]) await closedLoop({ url: `${baseUrl}${pathname}`, connections: 2, duration: 1, headers: { cookie } });
  const rows: Row[] = [];
  for (const connections of CONNECTIONS) {
    const section = `http, ${connections} connections`;
    const trivial = await closedLoop({ url: `${baseUrl}${TRIVIAL}`, connections, duration, headers: { cookie } });
    const trivialFigures = loadFigures("req", trivial.perSecond, trivial.p50, trivial.p99, trivial.queriesPerRequest);
    if (trivial.failed > 0) failures.push(`${engineLabel} ${section}: ${trivial.failed} of ${trivial.requests} requests to ${TRIVIAL} failed (first: ${trivial.firstFailure})`);
    for (const [label, pathname] of pages) {
      const page = await closedLoop({ url: `${baseUrl}${pathname}`, connections, duration, headers: { cookie } });
      if (page.failed > 0) failures.push(`${engineLabel} ${section}: ${page.failed} of ${page.requests} requests to ${pathname} failed (first: ${page.firstFailure})`);
      const ratio = page.perSecond / trivial.perSecond;
      const row: Row = { engine: engineLabel, section, item: label, figures: loadFigures("req", page.perSecond, page.p50, page.p99, page.queriesPerRequest), trivial: trivialFigures, ratio: ratio.toFixed(2) };
      if (label === "catalogue list" && connections === 50 && engine === "postgres") {
        // Issue 15's target: at least 0.3 × the trivial route, p99 at most 300 ms.
        row.target = "ratio ≥ 0.30, p99 ≤ 300 ms";
        row.met = ratio >= 0.3 && page.p99 <= 300;
      }
      rows.push(row);
    }
  }
  return { rows, failures };
}
