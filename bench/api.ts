import { type ApiPlan, tokenOf } from "../tests/reliability/cases/api";
import { ShopClient } from "../tests/reliability/client";
import { callHeadersOf } from "../tests/support/api";
import { closedLoop } from "./load";
import { type Row, count, loadFigures, milliseconds } from "./report";
import { latency } from "./stats";

/** Items per page of the sync: the most the API gives (API_PAGE_MAX). */
const PAGE = 500;

/**
 * `api` (issue 17): a full catalogue sync through the API as buyers' shops run it — the whole
 * catalogue, each brand by a shop of its own (a client approved for that brand: a token, then
 * /api/v1.0/products in pages of 500 from the first to the last by cursor, one page after the
 * other), the brands one after the other, twice (a cold server, then warm) — with the total time,
 * the pages' p50 and p99 and the bytes, beside /healthz on one connection; every product of each
 * brand must come exactly once.
 */
export async function measureApi({ engineLabel, baseUrl, plan, duration }: { engineLabel: string; baseUrl: string; plan: ApiPlan; duration: number }): Promise<{ rows: Row[]; failures: string[] }> {
  const failures: string[] = [];
  const shops = await Promise.all(
    plan.catalogue.map(async (client) => ({ client, headers: callHeadersOf(client, await tokenOf(new ShopClient(baseUrl), client), { "Accept-Encoding": "gzip" }) })),
  );
  const syncBrand = async ({ client, headers }: (typeof shops)[number], times: number[]): Promise<{ products: number; bytes: number }> => {
    const seen = new Set<number>();
    let duplicates = 0;
    let bytes = 0;
    let cursor: string | null = null;
    do {
      const before = performance.now();
      const response = await fetch(`${baseUrl}/api/v1.0/products?limit=${PAGE}${cursor ? `&cursor=${cursor}` : ""}`, { headers });
      const text = await response.text();
      times.push(performance.now() - before);
      bytes += Number(response.headers.get("content-length") ?? text.length);
      if (response.status !== 200) {
        failures.push(`${engineLabel} api: ${client.brand} page ${times.length} answered ${response.status} ${text.slice(0, 200)}`);
        break;
      }
      const page = JSON.parse(text) as { data: { items: { id: number }[]; nextCursor: string | null } };
      for (const item of page.data.items) {
        if (seen.has(item.id)) duplicates += 1;
        seen.add(item.id);
      }
      cursor = page.data.nextCursor;
    } while (cursor);
    const expected = plan.brandIds[client.brand]?.length ?? 0;
    if (seen.size !== expected || duplicates > 0) failures.push(`${engineLabel} api: the ${client.brand} sync read ${seen.size} products (${duplicates} twice), the brand has ${expected}`);
    return { products: seen.size, bytes };
  };
  const syncOnce = async (label: string): Promise<Row> => {
    const times: number[] = [];
    let products = 0;
    let bytes = 0;
    const started = performance.now();
    for (const shop of shops) {
      const brand = await syncBrand(shop, times);
      products += brand.products;
      bytes += brand.bytes;
    }
    const total = performance.now() - started;
    const pages = latency(times);
    return {
      engine: engineLabel,
      section: "api",
      item: `${label}, ${count(products)} products (${shops.length} brands) in pages of ${PAGE}`,
      figures: `${(total / 1000).toFixed(1)} s for ${times.length} pages (${count(Math.round(products / (total / 1000)))} products/s), page p50 ${milliseconds(pages.p50)}, p99 ${milliseconds(pages.p99)}; ${(bytes / 1024 / 1024).toFixed(1)} MB gzip`,
    };
  };
  // The first sync meets a server that has not yet read the brand's categories or built the statements; the second is the steady state.
  const first = await syncOnce("full sync, first");
  const second = await syncOnce("full sync, again");
  const trivial = await closedLoop({ url: `${baseUrl}/healthz`, connections: 1, duration });
  const trivialFigures = loadFigures("req", trivial.perSecond, trivial.p50, trivial.p99);
  return { rows: [first, second].map((row) => ({ ...row, trivial: trivialFigures })), failures };
}
