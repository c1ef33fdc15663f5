import { gzipSync } from "node:zlib";
import { type Response, chromium } from "@playwright/test";
import type { Targets } from "./database";
import { type HtmlParts, htmlParts } from "./html-parts";
import { type Row, kilobytes } from "./report";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const JS_BUDGET = 100 * 1024;
/** Issue 15: the list page of 20 cards at most 60 KB of HTML and 15 KB gzipped; a brand home at most 80 KB. */
const HTML_TARGETS: Record<string, { raw: number; gzip?: number }> = { list: { raw: 60 * 1024, gzip: 15 * 1024 }, home: { raw: 80 * 1024 } };

/** The row of a page's HTML: its size and what it is made of, against the target when it has one. */
export function htmlRow(engineLabel: string, page: string, parts: HtmlParts): Row {
  const target = HTML_TARGETS[page];
  return {
    engine: engineLabel,
    section: "HTML",
    item: page,
    figures: `${kilobytes(parts.raw)} raw, ${kilobytes(parts.gzip)} gzip: translations ${kilobytes(parts.translations)} · loader data ${kilobytes(parts.loaderData)} · class attributes ${kilobytes(parts.classes)} · other markup ${kilobytes(parts.markup)}`,
    ...(target
      ? {
          target: `≤ ${kilobytes(target.raw)} raw${target.gzip ? `, ≤ ${kilobytes(target.gzip)} gzip` : ""}`,
          met: parts.raw <= target.raw && (target.gzip === undefined || parts.gzip <= target.gzip),
        }
      : {}),
  };
}

/** The page types weighed and measured by Lighthouse; `signedIn` pages get the buyer's session. */
export function pageTypes(targets: Targets): Array<{ name: string; path: string; signedIn: boolean }> {
  return [
    { name: "home", path: "/", signedIn: true },
    { name: "list", path: "/aigoStarProductList", signedIn: true },
    { name: "search", path: `/searchResult?keyword=${encodeURIComponent(targets.nameWord)}`, signedIn: true },
    { name: "detail", path: `/commodityDetail?goodsId=${targets.detailId}&brand=aigostar`, signedIn: true },
    { name: "cart", path: "/cart", signedIn: true },
    { name: "login", path: "/login", signedIn: false },
  ];
}

type Kind = "html" | "css" | "js" | "other";
const kindOf = (resourceType: string): Kind => (resourceType === "document" ? "html" : resourceType === "stylesheet" ? "css" : resourceType === "script" ? "js" : "other");

/**
 * A first visit of each page type in Chromium (a fresh context: empty cache, no service worker):
 * every request the page makes until the network is idle, and per kind the gzip size (level 9)
 * of what came back, so the figure does not depend on the server's choice of encoding.
 */
export async function measureWeight({ engineLabel, baseUrl, cookie, targets }: { engineLabel: string; baseUrl: string; cookie: string; targets: Targets }): Promise<{ rows: Row[]; failures: string[] }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox"] });
  const rows: Row[] = [];
  const htmlRows: Row[] = [];
  const failures: string[] = [];
  try {
    for (const page of pageTypes(targets)) {
      const context = await browser.newContext({ extraHTTPHeaders: page.signedIn ? { cookie } : {}, serviceWorkers: "block" });
      const tab = await context.newPage();
      let requests = 0;
      const bytes: Record<Kind, number> = { html: 0, css: 0, js: 0, other: 0 };
      const reading: Promise<void>[] = [];
      tab.on("request", () => (requests += 1));
      tab.on("requestfailed", (request) => failures.push(`${engineLabel} weight ${page.name}: ${request.url()} failed (${request.failure()?.errorText ?? "?"})`));
      tab.on("response", (response: Response) => {
        if (response.status() >= 400) failures.push(`${engineLabel} weight ${page.name}: ${response.url()} answered ${response.status()}`);
        if (response.status() >= 300 && response.status() < 400) return;
        reading.push(
          response.body().then(
            (body) => void (bytes[kindOf(response.request().resourceType())] += gzipSync(body, { level: 9 }).length),
            () => undefined,
          ),
        );
      });
      const response = await tab.goto(`${baseUrl}${page.path}`, { waitUntil: "networkidle" });
      const html = (await response?.text()) ?? "";
      if (response?.status() !== 200 || new URL(tab.url()).pathname !== page.path.split("?")[0]) {
        failures.push(`${engineLabel} weight ${page.name}: ${page.path} answered ${response?.status() ?? "nothing"} at ${tab.url()}`);
      }
      await Promise.all(reading);
      await context.close();
      htmlRows.push(htmlRow(engineLabel, page.name, htmlParts(html)));
      rows.push({
        engine: engineLabel,
        section: "page weight, first visit",
        item: page.name,
        figures: `HTML ${kilobytes(bytes.html)} · CSS ${kilobytes(bytes.css)} · JS ${kilobytes(bytes.js)} · other ${kilobytes(bytes.other)} (gzip) · ${requests} requests`,
        target: "JS ≤ 100 KB",
        met: bytes.js <= JS_BUDGET,
      });
    }
  } finally {
    await browser.close();
  }
  return { rows: [...rows, ...htmlRows], failures };
}
