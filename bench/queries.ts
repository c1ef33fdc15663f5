import type { Targets } from "./database";
import type { Row } from "./report";

/**
 * The most statements each signed-in page may send to the database in all, the session and what
 * every page shows included (issue 15, decision 0095). tests/integration/queries-per-page.test.ts
 * holds every page to it; the bench reports the figures on the seeded catalogue.
 */
export const QUERY_BUDGETS = {
  home: 4,
  list: 4,
  search: 4,
  detail: 7,
  cart: 2,
  "order list": 3,
  "order detail": 2,
  account: 2,
} as const;

export type PageType = keyof typeof QUERY_BUDGETS;

/** The address of each page type for the bench's buyer. */
export function queryPages(targets: Targets): Array<[PageType, string]> {
  return [
    ["home", "/"],
    ["list", "/aigoStarProductList"],
    ["search", `/searchResult?keyword=${encodeURIComponent(targets.nameWord)}`],
    ["detail", `/commodityDetail?goodsId=${targets.detailId}`],
    ["cart", "/cart"],
    ["order list", "/order/myOrder"],
    ["order detail", `/order/orderDetail?orderNumber=${encodeURIComponent(targets.orderNumber)}`],
    ["account", "/account"],
  ];
}

/**
 * Each page twice, one after the other, on a server started with QUERY_COUNT_HEADER: the count of
 * the first load (reference data not yet read by this server) and of the second (as it runs).
 */
export async function measureQueries({ engineLabel, baseUrl, cookie, targets }: { engineLabel: string; baseUrl: string; cookie: string; targets: Targets }): Promise<{ rows: Row[]; failures: string[] }> {
  const rows: Row[] = [];
  const failures: string[] = [];
  for (const [type, pathname] of queryPages(targets)) {
    const counts: number[] = [];
    for (let load = 0; load < 2; load++) {
      const response = await fetch(`${baseUrl}${pathname}`, { headers: { cookie }, redirect: "manual" });
      await response.arrayBuffer();
      const header = response.headers.get("x-query-count");
      if (response.status !== 200 || header === null) {
        failures.push(`${engineLabel} queries: ${pathname} answered ${response.status}${header === null ? " without X-Query-Count" : ""}`);
        break;
      }
      counts.push(Number(header));
    }
    if (counts.length < 2) continue;
    const budget = QUERY_BUDGETS[type];
    rows.push({ engine: engineLabel, section: "queries per page", item: type, figures: `${counts[1]} (first load ${counts[0]})`, target: `≤ ${budget}`, met: counts[1]! <= budget });
  }
  return { rows, failures };
}
