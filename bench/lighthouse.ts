import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import type { Targets } from "./database";
import { type Row, milliseconds } from "./report";
import { CHROMIUM, pageTypes } from "./weight";

const PAGES = ["home", "list", "detail", "cart"];

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

/** One Lighthouse run in a Chromium of its own. */
async function audit(url: string, cookie: string | undefined): Promise<Result> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ["--headless=new", "--no-sandbox"] });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility"],
      extraHeaders: cookie ? { Cookie: cookie } : undefined,
    });
    if (!result) throw new Error("Lighthouse returned no result");
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

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
    // Lighthouse's trace sometimes fails on a busy machine (NO_NAVSTART, NO_FCP): one more try.
    let lhr: Result | undefined;
    let problem = "";
    for (let attempt = 1; attempt <= 2 && !lhr; attempt++) {
      try {
        const report = await audit(`${baseUrl}${page.path}`, page.signedIn ? cookie : undefined);
        if (report.runtimeError) problem = `${report.runtimeError.code}: ${report.runtimeError.message}`;
        else lhr = report;
      } catch (error) {
        problem = error instanceof Error ? error.message : String(error);
      }
    }
    if (!lhr) {
      failures.push(`${engineLabel} lighthouse ${page.name}: ${problem}`);
      rows.push({ engine: engineLabel, section: "Lighthouse, mobile", item: page.name, figures: `no result twice: ${problem.slice(0, 120)}` });
      continue;
    }
    const score = (key: string) => Math.round((lhr.categories[key]?.score ?? 0) * 100);
    const value = (key: string) => lhr.audits[key]?.numericValue ?? Number.NaN;
    const performance = score("performance");
    const accessibility = score("accessibility");
    rows.push({
      engine: engineLabel,
      section: "Lighthouse, mobile",
      item: page.name,
      figures: `performance ${performance} · accessibility ${accessibility} · LCP ${milliseconds(value("largest-contentful-paint"))} · TBT ${milliseconds(value("total-blocking-time"))} · CLS ${value("cumulative-layout-shift").toFixed(3)} · benchmarkIndex ${Math.round(lhr.environment.benchmarkIndex)}`,
      target: "performance ≥ 95, accessibility 100",
      met: performance >= 95 && accessibility === 100,
    });
  }
  if (quick) rows.push({ engine: engineLabel, section: "Lighthouse, mobile", item: "list, detail, cart", figures: "skipped in --quick (home only); run without --quick for all four" });
  return { rows, failures };
}
