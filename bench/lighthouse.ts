import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import type { Targets } from "./database";
import { type Row, milliseconds } from "./report";
import { CHROMIUM, pageTypes } from "./weight";

const PAGES = ["home", "list", "detail", "cart"];

/**
 * Lighthouse (its default config: the mobile preset, simulated throttling) on each page, in a
 * Chromium of its own per page, signed-in pages with the buyer's session cookie as a header.
 * Prints performance and accessibility, LCP, TBT, CLS, and the machine's benchmarkIndex.
 */
export async function measureLighthouse({ engineLabel, baseUrl, cookie, targets, quick }: { engineLabel: string; baseUrl: string; cookie: string; targets: Targets; quick: boolean }): Promise<{ rows: Row[]; failures: string[] }> {
  const rows: Row[] = [];
  const failures: string[] = [];
  const pages = pageTypes(targets).filter((page) => (quick ? page.name === "home" : PAGES.includes(page.name)));
  for (const page of pages) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ["--headless=new", "--no-sandbox"] });
    try {
      const result = await lighthouse(`${baseUrl}${page.path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility"],
        extraHeaders: page.signedIn ? { Cookie: cookie } : undefined,
      });
      if (!result) throw new Error("Lighthouse returned no result");
      const { lhr } = result;
      if (lhr.runtimeError) failures.push(`${engineLabel} lighthouse ${page.name}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const score = (key: string) => Math.round((lhr.categories[key]?.score ?? 0) * 100);
      const audit = (key: string) => lhr.audits[key]?.numericValue ?? Number.NaN;
      const performance = score("performance");
      const accessibility = score("accessibility");
      rows.push({
        engine: engineLabel,
        section: "Lighthouse, mobile",
        item: page.name,
        figures: `performance ${performance} · accessibility ${accessibility} · LCP ${milliseconds(audit("largest-contentful-paint"))} · TBT ${milliseconds(audit("total-blocking-time"))} · CLS ${audit("cumulative-layout-shift").toFixed(3)} · benchmarkIndex ${Math.round(lhr.environment.benchmarkIndex)}`,
        target: "performance ≥ 95, accessibility 100",
        met: performance >= 95 && accessibility === 100,
      });
    } catch (error) {
      failures.push(`${engineLabel} lighthouse ${page.name}: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      await chrome.kill();
    }
  }
  if (quick) rows.push({ engine: engineLabel, section: "Lighthouse, mobile", item: "list, detail, cart", figures: "skipped in --quick (home only); run without --quick for all four" });
  return { rows, failures };
}
