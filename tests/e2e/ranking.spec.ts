import { expect, type Page, test } from "@playwright/test";
import { expectAccessible, expectNoRawKeys, hostUrl, signIn, whenInteractive } from "./support";

// A read-only page: any account will do; nothing depends on the page's language.
const ACCOUNTS = { js: "test@demo.test", "no-js": "buyer.pt@demo.test" } as const;
const accountFor = (project: string) => ACCOUNTS[project as keyof typeof ACCOUNTS];

const entries = (page: Page) => page.locator("main ol.cards > li");

/** Chooses a period and a category in the GET form and sends it (a page load without JavaScript, a navigation with it). */
async function choose(page: Page, { period, category }: { period: string; category: string }) {
  await page.locator("#ranking-period").selectOption(period);
  await page.locator("#category-filter").selectOption(category === "" ? { index: 0 } : { value: category });
  await page.locator("form[aria-labelledby=category-filter-heading] button[type=submit]").click();
  await page.waitForURL((url) => url.pathname === "/TojRanking" && url.searchParams.get("period") === period && (url.searchParams.get("category") ?? "") === category);
  await whenInteractive(page);
}

test("the sales ranking: ranks with movement and units in words, a period and a category chosen", async ({ page }, info) => {
  // Fifty cards through axe several times, and a few category choices: longer than a one-page test.
  test.setTimeout(240_000);
  await signIn(page, accountFor(info.project.name), { to: "/TojRanking" });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(entries(page).first()).toBeVisible();
  // Each entry says its rank, its movement and its units band in words (the arrow is hidden from screen readers).
  const first = entries(page).first();
  await expect(first.locator("p").first()).toHaveText(/\d/);
  await expect(first.locator("[data-movement]")).toBeVisible();
  expect(await first.locator("[data-movement] [aria-hidden=true]").count()).toBe(1);
  // Signed in: the list's card with its purchase panel.
  await expect(first.locator("article, .card").first()).toBeVisible();
  await expectNoRawKeys(page);
  await expectAccessible(page);

  // The last 7 days, then each main category in turn until one has sales in it.
  await choose(page, { period: "7d", category: "" });
  await expect(page.locator("#ranking-period")).toHaveValue("7d");
  await expect(entries(page).first()).toBeVisible();
  const mains = await page.locator("#category-filter option").evaluateAll((options) =>
    options.map((option) => ({ value: (option as HTMLOptionElement).value, text: option.textContent ?? "" })).filter((option) => option.value !== "" && !option.text.startsWith("\u00a0")),
  );
  expect(mains.length).toBeGreaterThan(0);
  let ranked = 0;
  for (const main of mains.slice(0, 5)) {
    await choose(page, { period: "year", category: main.value });
    await expect(page.locator("#category-filter")).toHaveValue(main.value);
    await expect(page.locator("#ranking-period")).toHaveValue("year");
    ranked = await entries(page).count();
    if (ranked > 0) break;
  }
  expect(ranked).toBeGreaterThan(0);
  await expect(page.locator("#ranking-list-heading")).toBeVisible();
  await expectAccessible(page);

  // A category of no brand: 404 with the chooser and a message, not an error page.
  const answer = await page.goto(hostUrl("localhost", "/TojRanking?category=99999999&period=nonsense"));
  expect(answer?.status()).toBe(404);
  await expect(page.locator("main [role=alert]")).toBeVisible();
  await expect(page.locator("#ranking-period")).toHaveValue("30d");
  await expectAccessible(page);
});

test("the sales ranking without signing in: public cards, no price, a sign-in link; linked from the brand home", async ({ page }, info) => {
  expect((await page.goto(hostUrl("localhost", "/TojRanking?period=90d")))?.status()).toBe(200);
  await whenInteractive(page);
  await expect(entries(page).first()).toBeVisible();
  await expect(page.locator('main a[href^="/login?redirectTo="]')).toBeVisible();
  expect(await page.locator("main").innerText()).not.toMatch(/€|\bEUR\b/);
  await expect(page.locator("main form[action='/cart/add']")).toHaveCount(0);
  await expectAccessible(page);

  await signIn(page, accountFor(info.project.name), { to: "/" });
  await page.locator('#sales-ranking-heading ~ a[href="/TojRanking"], section[aria-labelledby=sales-ranking-heading] a[href="/TojRanking"]').first().click();
  await page.waitForURL((url) => url.pathname === "/TojRanking");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
