import { type Page, expect, test } from "@playwright/test";
import { expectAccessible, hostUrl, signIn, whenInteractive } from "./support";

// Flash-sale countdowns stop when asked (WCAG 2.2.2, decision 0088). Read-only: nothing here
// changes data, and other specs switch these accounts' languages, so the checks go by roles and
// attributes, never by words. The page clock is Playwright's, so time passes when the test says.
const ACCOUNTS = { js: "buyer.pt@demo.test", "no-js": "buyer.pl@demo.test" } as const;
const accountFor = (project: string) => ACCOUNTS[project as keyof typeof ACCOUNTS];

const timers = (page: Page) => page.locator("main [role=timer]");
const pauseButtons = (page: Page) => page.locator("main button[aria-pressed]");
const texts = (page: Page) => timers(page).allInnerTexts();

async function homeOnAClock(page: Page, project: string) {
  await signIn(page, accountFor(project), { to: "/" });
  await page.clock.install({ time: Date.now() });
  await page.goto(hostUrl("localhost", "/"));
  await whenInteractive(page);
  expect(await timers(page).count()).toBeGreaterThan(1);
}

test.describe("with JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, "the countdowns tick only with JavaScript");

  test("one pause button stops every countdown on the page, and the choice holds on the next page", async ({ page }, info) => {
    await homeOnAClock(page, info.project.name);
    await expect(pauseButtons(page)).toHaveCount(1);
    const button = pauseButtons(page);
    await expect(button).toHaveAttribute("aria-pressed", "false");
    // Its name is words (visually hidden text, also read by text browsers), not only an icon.
    expect((await button.textContent())?.trim()).not.toBe("");

    const ticking = await texts(page);
    await page.clock.runFor(2000);
    expect(await texts(page)).not.toEqual(ticking);

    await button.click();
    await expect(button).toHaveAttribute("aria-pressed", "true");
    const paused = await texts(page);
    await page.clock.runFor(5000);
    expect(await texts(page)).toEqual(paused);

    // The next page load keeps the countdowns paused.
    await page.reload();
    await whenInteractive(page);
    await expect(pauseButtons(page)).toHaveAttribute("aria-pressed", "true");
    const reloaded = await texts(page);
    await page.clock.runFor(5000);
    expect(await texts(page)).toEqual(reloaded);
    await expectAccessible(page);

    // Resumed, they tick again.
    await pauseButtons(page).click();
    await expect(pauseButtons(page)).toHaveAttribute("aria-pressed", "false");
    const resumed = await texts(page);
    await page.clock.runFor(2000);
    expect(await texts(page)).not.toEqual(resumed);
  });

  test.describe("with reduced motion asked for", () => {
    test.use({ reducedMotion: "reduce" });

    test("countdowns show whole minutes and change once a minute, not every second", async ({ page }, info) => {
      await homeOnAClock(page, info.project.name);
      // Hours and minutes, no seconds.
      for (const text of await texts(page)) expect(text).not.toMatch(/\d{2}:\d{2}:\d{2}/);
      // Over a minute, in 5-second steps, each countdown changes once (to the second it would change 12 times).
      const seen = (await texts(page)).map((text) => new Set([text]));
      for (let step = 0; step < 12; step++) {
        await page.clock.runFor(5000);
        (await texts(page)).forEach((text, index) => seen[index]!.add(text));
      }
      expect(seen.map((values) => values.size).filter((size) => size > 2)).toEqual([]);
      expect(seen.some((values) => values.size === 2)).toBe(true);
      await expect(pauseButtons(page)).toHaveCount(1);
    });
  });
});

test("without JavaScript the countdowns show the time the page was made, with no pause button", async ({ page }, info) => {
  test.skip(info.project.use.javaScriptEnabled !== false, "the JavaScript case is above");
  await signIn(page, accountFor(info.project.name), { to: "/" });
  await expect(timers(page).first()).toHaveText(/\d{2}:\d{2}:\d{2}/);
  await expect(pauseButtons(page)).toHaveCount(0);
});
