import { type Browser, chromium } from "@playwright/test";
import { type Row, kilobytes, milliseconds } from "./report";
import { median } from "./soak-windows";
import { CHROMIUM } from "./weight";

/** Issue 15's slow phone: the CPU 6× slower, 400 ms round trips, 400 kbit/s down and up (Chromium's DevTools throttling). */
export const CPU_SLOWDOWN = 6;
export const SLOW_NETWORK = { offline: false, latency: 400, downloadThroughput: 400_000 / 8, uploadThroughput: 400_000 / 8 };
const PAGE = "/aigoStarProductList";

/** One visit's figures, in ms from the navigation's start; bytes as transferred (headers and encoded bodies). */
export type Visit = { fcp: number; usable: number; hydrated: number | null; bytes: number; requests: number };

/**
 * When the page is usable from its HTML: the whole document parsed (domInteractive: every link
 * and add-to-cart form is in the DOM) and painted (first contentful paint: the render-blocking
 * CSS has arrived and the page shows). The later of the two; the frame after it shows them all.
 */
export function usableAt(domInteractive: number, firstContentfulPaint: number): number {
  return Math.max(domInteractive, firstContentfulPaint);
}

/** The median of each figure over the visits. */
export function medianVisit(visits: readonly Visit[]): Visit {
  const of = (pick: (visit: Visit) => number) => median(visits.map(pick));
  return {
    fcp: of((visit) => visit.fcp),
    usable: of((visit) => visit.usable),
    hydrated: visits.some((visit) => visit.hydrated === null) ? null : of((visit) => visit.hydrated!),
    bytes: of((visit) => visit.bytes),
    requests: of((visit) => visit.requests),
  };
}

declare global {
  interface Window {
    __benchHydratedAt?: number;
  }
}

/**
 * A first visit (fresh context: empty cache, no service worker) of the list, signed in, on the slow
 * phone: CPU and network throttled through the DevTools protocol before the navigation. With
 * JavaScript, a MutationObserver installed before any script of the page notes when app/root.tsx
 * marks the page hydrated (`data-hydrated="true"` on <html>). Waits until the network is idle,
 * so the bytes and requests are all the page fetches.
 */
async function visit(browser: Browser, url: string, cookie: string, javaScript: boolean, failures: string[], label: string): Promise<Visit> {
  const context = await browser.newContext({ javaScriptEnabled: javaScript, extraHTTPHeaders: { cookie }, serviceWorkers: "block" });
  try {
    if (javaScript) {
      await context.addInitScript(() => {
        new MutationObserver((_, observer) => {
          if (document.documentElement?.dataset.hydrated !== "true") return;
          window.__benchHydratedAt = performance.now();
          observer.disconnect();
        }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });
      });
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    let bytes = 0;
    let requests = 0;
    // Requests are counted when their answer has arrived: with JavaScript off, Chromium still
    // announces the page's scripts and module preloads, then blocks them (blockedReason "csp").
    const urls = new Map<string, string>();
    cdp.on("Network.requestWillBeSent", (event) => urls.set(event.requestId, event.request.url));
    cdp.on("Network.loadingFinished", (event) => {
      requests += 1;
      bytes += event.encodedDataLength;
    });
    cdp.on("Network.loadingFailed", (event) => {
      if (!javaScript && event.type === "Script" && event.blockedReason === "csp") return;
      failures.push(`${label}: ${urls.get(event.requestId) ?? "a request"} failed (${event.errorText || event.blockedReason || "?"})`);
    });
    cdp.on("Network.responseReceived", (event) => event.response.status >= 400 && failures.push(`${label}: ${event.response.url} answered ${event.response.status}`));
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", SLOW_NETWORK);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    const response = await page.goto(url, { waitUntil: "load", timeout: 120_000 });
    if (response?.status() !== 200 || new URL(page.url()).pathname !== PAGE) failures.push(`${label}: ${PAGE} answered ${response?.status() ?? "nothing"} at ${page.url()}`);
    if (javaScript) await page.waitForFunction(() => window.__benchHydratedAt !== undefined, undefined, { polling: 250, timeout: 120_000 });
    await page.waitForLoadState("networkidle", { timeout: 120_000 });
    const timings = await page.evaluate(() => {
      const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
      const paint = performance.getEntriesByName("first-contentful-paint")[0];
      return { domInteractive: navigation?.domInteractive ?? Number.NaN, fcp: paint?.startTime ?? Number.NaN, hydrated: window.__benchHydratedAt ?? null };
    });
    return { fcp: timings.fcp, usable: usableAt(timings.domInteractive, timings.fcp), hydrated: timings.hydrated, bytes, requests };
  } finally {
    await context.close();
  }
}

/**
 * Time to usable (issue 15): the list, signed in as the bench's buyer, opened `runs` times with
 * JavaScript off and `runs` times with it on, each a first visit on the slow phone; the median of
 * each figure. Target: with JavaScript, the list is usable from its HTML before it has hydrated.
 */
export async function measureUsable({ engineLabel, baseUrl, cookie, runs }: { engineLabel: string; baseUrl: string; cookie: string; runs: number }): Promise<{ rows: Row[]; failures: string[] }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox"] });
  const failures: string[] = [];
  const rows: Row[] = [];
  const section = `time to usable, ${CPU_SLOWDOWN}× CPU, 400 ms / 400 kbit/s`;
  try {
    for (const javaScript of [false, true]) {
      const visits: Visit[] = [];
      for (let run = 1; run <= runs; run++) visits.push(await visit(browser, `${baseUrl}${PAGE}`, cookie, javaScript, failures, `${engineLabel} usable, JavaScript ${javaScript ? "on" : "off"}, run ${run}`));
      const figures = medianVisit(visits);
      const common = `FCP ${milliseconds(figures.fcp)} · usable from the HTML ${milliseconds(figures.usable)}`;
      const transfer = `${kilobytes(figures.bytes)} in ${figures.requests} requests`;
      rows.push({
        engine: engineLabel,
        section,
        item: `list, JavaScript ${javaScript ? "on" : "off"}, median of ${runs}`,
        figures: javaScript ? `${common} · hydrated ${milliseconds(figures.hydrated ?? Number.NaN)} · ${transfer}` : `${common} · ${transfer}`,
        ...(javaScript ? { target: "usable before hydrated", met: figures.hydrated !== null && figures.usable < figures.hydrated } : {}),
      });
    }
  } finally {
    await browser.close();
  }
  return { rows, failures };
}
