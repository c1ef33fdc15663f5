import "./ports";
import { expect, test } from "@playwright/test";
import { hostUrl } from "../e2e/support";
import { SWEEP_ACCOUNTS, preparedIds, stateFile } from "./state";
import { VISITS } from "./routes";

/**
 * The reduced-motion pass (issue 13, decision 0088): the main pages with `prefers-reduced-motion:
 * reduce` and JavaScript on. Nothing may move or change by itself: no animation or transition of
 * position, size or opacity lasts, and over five seconds (Playwright's clock) nothing in the page
 * changes except countdowns, which show whole minutes. Hovering and focusing the first product
 * card (its purchase panel) runs no transition either.
 */
test.use({ reducedMotion: "reduce", javaScriptEnabled: true });

const MOVING = /opacity|transform|translate|scale|rotate|top|left|right|bottom|height|width|margin|all/;

/** Elements whose animation or movement transition takes time, described for the report. */
function movingElements(pattern: string): string[] {
  const moving = new RegExp(pattern);
  const seconds = (list: string) => Math.max(...list.split(",").map((value) => (value.trim().endsWith("ms") ? parseFloat(value) / 1000 : parseFloat(value))));
  const found: string[] = [];
  for (const element of document.querySelectorAll("*")) {
    const style = getComputedStyle(element);
    const animated = style.animationName !== "none" && seconds(style.animationDuration) > 0.001;
    const transitioned = seconds(style.transitionDuration) > 0.001 && moving.test(style.transitionProperty);
    if (animated || transitioned) found.push(`${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 3).join(".")} (${style.animationName} ${style.animationDuration}; ${style.transitionProperty} ${style.transitionDuration})`);
  }
  if (getComputedStyle(document.documentElement).scrollBehavior === "smooth") found.push("html scroll-behavior: smooth");
  return found;
}

const ids = preparedIds;

for (const visit of VISITS.filter((candidate) => candidate.main === true && candidate.who !== "salesman")) {
  test(`${visit.name} holds still with reduced motion`, async ({ browser }, info) => {
    const account = visit.who === "visitor" ? null : SWEEP_ACCOUNTS[info.parallelIndex % SWEEP_ACCOUNTS.length]!;
    const context = await browser.newContext({ reducedMotion: "reduce", storageState: account ? stateFile(account) : undefined });
    try {
      const page = await context.newPage();
      await page.clock.install({ time: Date.now() });
      const shared = ids();
      const own = shared.buyers[account ?? SWEEP_ACCOUNTS[0]]!;
      await page.goto(hostUrl(visit.host ?? "localhost", visit.path(own, shared)));
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");

      expect(await page.evaluate(movingElements, MOVING.source), "animations and movement transitions").toEqual([]);

      // Five seconds of the page's clock: record every change outside the countdowns.
      await page.evaluate(() => {
        const changes: string[] = [];
        (window as { __changes?: string[] }).__changes = changes;
        new MutationObserver((records) => {
          for (const record of records) {
            const node = record.target instanceof Element ? record.target : record.target.parentElement;
            if (node?.closest("[role=timer]")) continue;
            // Resources the router loads (prefetch links, module scripts) are not shown: not a change anyone sees.
            const shown = [...record.addedNodes, ...record.removedNodes].filter((changed) => !["link", "script", "style", "meta"].includes(changed.nodeName.toLowerCase()));
            if (record.type === "childList" && shown.length === 0) continue;
            const nodes = shown.map((changed) => changed.nodeName.toLowerCase()).join(",");
            changes.push(`${record.type} on ${node?.tagName.toLowerCase() ?? "?"}${record.attributeName ? `[${record.attributeName}]` : ""}${nodes ? ` (${nodes})` : ""}`);
          }
        }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
      });
      for (let second = 0; second < 5; second++) await page.clock.runFor(1000);
      expect(await page.evaluate(() => (window as { __changes?: string[] }).__changes), "changes by themselves").toEqual([]);
      for (const text of await page.locator("[role=timer]").allInnerTexts()) expect(text, "a countdown shows whole minutes").not.toMatch(/\d{2}:\d{2}:\d{2}/);

      // A card's purchase panel shows on hover and focus: without a fade.
      const card = page.locator("main article").first();
      if ((await card.count()) > 0) {
        await card.hover();
        await page.keyboard.press("Tab");
        expect(await page.evaluate(movingElements, MOVING.source), "after hover and focus").toEqual([]);
      }
    } finally {
      await context.close();
    }
  });
}
