import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import type { Targets } from "./database";
import { type Row, milliseconds } from "./report";
import { lcpBreakdown } from "./lighthouse-lcp";
import { median } from "./stats";
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

/** Runs per page outside --quick; the figures are their median (issue 15: "median of 3 runs"). */
const RUNS = 3;

/** One audit, tried again once when Lighthouse's trace fails on a busy machine (NO_NAVSTART, NO_FCP); the problem's text when both fail. */
async function auditOnce(url: string, cookie: string | undefined): Promise<Result | string> {
  let problem = "";
  for (let attempt = 1; attempt <= 2; attempt++) {
    try {
      const report = await audit(url, cookie);
      if (!report.runtimeError) return report;
      problem = `${report.runtimeError.code}: ${report.runtimeError.message}`;
    } catch (error) {
      problem = error instanceof Error ? error.message : String(error);
    }
  }
  return problem;
}

/**
 * Lighthouse (its default config: the mobile preset, simulated throttling) on each page, in a
 * Chromium of its own per page, signed-in pages with the buyer's session cookie as a header.
 * Each page is audited three times (once with --quick); prints the median performance score and
 * metrics, the lowest accessibility score, and the machine's benchmarkIndex of each run.
 */
export async function measureLighthouse({ engineLabel, baseUrl, cookie, targets, quick }: { engineLabel: string; baseUrl: string; cookie: string; targets: Targets; quick: boolean }): Promise<{ rows: Row[]; failures: string[] }> {
  const rows: Row[] = [];
  const failures: string[] = [];
  const pages = pageTypes(targets).filter((page) => (quick ? page.name === "home" : PAGES.includes(page.name)));
  const runs = quick ? 1 : RUNS;
  for (const page of pages) {
    const reports: Result[] = [];
    let problem = "";
    for (let run = 1; run <= runs; run++) {
      const lhr = await auditOnce(`${baseUrl}${page.path}`, page.signedIn ? cookie : undefined);
      if (typeof lhr === "string") problem = lhr;
      else reports.push(lhr);
    }
    if (reports.length < runs) {
      failures.push(`${engineLabel} lighthouse ${page.name}: ${problem}`);
      rows.push({ engine: engineLabel, section: "Lighthouse, mobile", item: page.name, figures: `no result twice: ${problem.slice(0, 120)}` });
      continue;
    }
    const score = (lhr: Result, key: string) => Math.round((lhr.categories[key]?.score ?? 0) * 100);
    const value = (lhr: Result, key: string) => lhr.audits[key]?.numericValue ?? Number.NaN;
    const performances = reports.map((lhr) => score(lhr, "performance"));
    const performance = median(performances);
    // Accessibility does not depend on the machine: the lowest of the runs counts.
    const accessibility = Math.min(...reports.map((lhr) => score(lhr, "accessibility")));
    const metric = (key: string) => median(reports.map((lhr) => value(lhr, key)));
    const lcp = lcpBreakdown(reports[reports.length - 1]!);
    const runsNote = runs > 1 ? ` (median of ${runs}: ${performances.join(", ")})` : "";
    rows.push({
      engine: engineLabel,
      section: "Lighthouse, mobile",
      item: page.name,
      figures: `performance ${performance}${runsNote} · accessibility ${accessibility} · LCP ${milliseconds(metric("largest-contentful-paint"))} · TBT ${milliseconds(metric("total-blocking-time"))} · CLS ${metric("cumulative-layout-shift").toFixed(3)} · benchmarkIndex ${reports.map((lhr) => Math.round(lhr.environment.benchmarkIndex)).join("/")}${lcp ? ` · LCP element (last run) ${lcp}` : ""}`,
      target: "performance ≥ 95, accessibility 100",
      met: performance >= 95 && accessibility === 100,
    });
  }
  if (quick) rows.push({ engine: engineLabel, section: "Lighthouse, mobile", item: "list, detail, cart", figures: "skipped in --quick (home only); run without --quick for all four" });
  return { rows, failures };
}
