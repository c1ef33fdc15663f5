import { gzipSync } from "node:zlib";
import { type Response, chromium } from "@playwright/test";
import type { Targets } from "./database";
import { htmlParts } from "./html-parts";
import { type Row, kilobytes } from "./report";
import { CHROMIUM } from "./weight";

/** One visit's translations: those in the document, and the files the browser asked the network for. */
/** `fetched` counts distinct files: a preload and the fetch that takes its answer are one. */
export type TranslationVisit = { embeddedRaw: number; embeddedGzip: number; fetched: number; fetchedRaw: number; fetchedGzip: number; fromCache: number };

const isTranslationFile = (url: string) => new URL(url).pathname.startsWith("/locales/");

/**
 * A buyer's first visit (the list, empty cache) and the next pages (a detail page, then the list
 * again) in one browser context, each opened by its address (a full load, as from a bookmark or
 * a link in a new tab) and waited for until it has hydrated. Counted per visit: the translations
 * embedded in the document, and the translation files requested over the network (their gzip
 * size, level 9) or answered from the browser's cache (Chromium's DevTools protocol says which).
 */
export async function measureTranslationVisits({ engineLabel, baseUrl, cookie, targets }: { engineLabel: string; baseUrl: string; cookie: string; targets: Targets }): Promise<{ rows: Row[]; failures: string[] }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox"] });
  const rows: Row[] = [];
  const failures: string[] = [];
  try {
    const context = await browser.newContext({ extraHTTPHeaders: { cookie }, serviceWorkers: "block" });
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send("Network.enable");
    const urls = new Map<string, string>();
    const cached = new Set<string>();
    cdp.on("Network.requestWillBeSent", (event) => urls.set(event.requestId, event.request.url));
    cdp.on("Network.requestServedFromCache", (event) => cached.add(event.requestId));
    cdp.on("Network.responseReceived", (event) => {
      if (event.response.fromDiskCache || event.response.fromPrefetchCache) cached.add(event.requestId);
    });
    const visits = [
      { name: "1st visit: list", path: "/aigoStarProductList" },
      { name: "2nd: a detail page", path: `/commodityDetail?goodsId=${targets.detailId}&brand=aigostar` },
      { name: "3rd: the list again", path: "/aigoStarProductList" },
    ];
    for (const visit of visits) {
      urls.clear();
      cached.clear();
      const bodies = new Map<string, Promise<Buffer | null>>();
      const onResponse = (response: Response) => {
        if (isTranslationFile(response.url()) && response.status() === 200) bodies.set(response.url(), response.body().catch(() => null));
      };
      tab.on("response", onResponse);
      const response = await tab.goto(`${baseUrl}${visit.path}`, { waitUntil: "networkidle" });
      if (response?.status() !== 200) failures.push(`${engineLabel} translations ${visit.name}: ${visit.path} answered ${response?.status() ?? "nothing"}`);
      const hydrated = await tab
        .waitForFunction(() => document.documentElement.dataset.hydrated === "true", undefined, { timeout: 30_000 })
        .then(() => true, () => false);
      if (!hydrated) failures.push(`${engineLabel} translations ${visit.name}: the page did not hydrate`);
      tab.off("response", onResponse);
      const html = (await response?.text()) ?? "";
      const embedded = /<script id="i18n-data"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
      const files = [...urls].filter(([, url]) => isTranslationFile(url));
      const fromNetwork = new Set(files.filter(([id]) => !cached.has(id)).map(([, url]) => url));
      const fromCache = files.length - fromNetwork.size;
      const received = (await Promise.all([...fromNetwork].map((url) => bodies.get(url) ?? null))).filter((body): body is Buffer => body !== null);
      const result: TranslationVisit = {
        embeddedRaw: htmlParts(html).translations,
        embeddedGzip: embedded === "" ? 0 : gzipSync(embedded, { level: 9 }).length,
        fetched: fromNetwork.size,
        fetchedRaw: received.reduce((sum, body) => sum + body.length, 0),
        fetchedGzip: received.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
        fromCache,
      };
      rows.push({ engine: engineLabel, section: "translations", item: visit.name, figures: translationFigures(result) });
    }
    await context.close();
  } finally {
    await browser.close();
  }
  return { rows, failures };
}

export function translationFigures(visit: TranslationVisit): string {
  return [
    `in the HTML ${kilobytes(visit.embeddedRaw)} (${kilobytes(visit.embeddedGzip)} gzip)`,
    `${visit.fetched} files fetched, ${kilobytes(visit.fetchedRaw)} (${kilobytes(visit.fetchedGzip)} gzip)`,
    `${visit.fromCache} from the cache`,
  ].join(" · ");
}
