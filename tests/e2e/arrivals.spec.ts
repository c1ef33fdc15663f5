import { expect, test } from "@playwright/test";
import { expectAccessible, expectNoRawKeys, hostUrl, signIn, whenInteractive } from "./support";

// Read-only pages: any account will do; nothing depends on the page's language.
const ACCOUNTS = { js: "test@demo.test", "no-js": "buyer.pt@demo.test" } as const;
const accountFor = (project: string) => ACCOUNTS[project as keyof typeof ACCOUNTS];

test("new arrivals by date, one date's batch, the category filter", async ({ page }, info) => {
  await signIn(page, accountFor(info.project.name), { to: "/newArrivals" });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const dates = page.locator("main section h2 time");
  await expect(dates.first()).toBeVisible();
  const firstDate = await dates.first().getAttribute("datetime");
  await expectNoRawKeys(page);
  await expectAccessible(page);

  await page.locator(`main a[href^="/ArrivalsDetail?date=${firstDate}"]`).click();
  await page.waitForURL((url) => url.pathname === "/ArrivalsDetail" && url.searchParams.get("date") === firstDate);
  await whenInteractive(page);
  await expect(page.locator("h1 time")).toHaveAttribute("datetime", firstDate!);
  await expect(page.locator("main article").first()).toBeVisible();
  await expectNoRawKeys(page);
  await expectAccessible(page);

  // The category filter is a GET form: the address holds it, and it keeps the date.
  const select = page.locator("#category-filter");
  const category = await select.locator("option").nth(1).getAttribute("value");
  await select.selectOption(category!);
  await page.locator("form[aria-labelledby=category-filter-heading] button[type=submit]").click();
  await page.waitForURL((url) => url.searchParams.get("category") === category && url.searchParams.get("date") === firstDate);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectAccessible(page);

  // A date that is not a date is a 404.
  expect((await page.goto(hostUrl("localhost", "/ArrivalsDetail?date=2026-02-30")))?.status()).toBe(404);
});

test("promotion themes: the list, a theme, and its public preview without prices", async ({ page }, info) => {
  await signIn(page, accountFor(info.project.name), { to: "/promotionTheme" });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoRawKeys(page);
  await expectAccessible(page);
  const link = page.locator('main a[href^="/promotionTheme?id="]').first();
  const href = await link.getAttribute("href");
  await link.click();
  await page.waitForURL((url) => `${url.pathname}${url.search}` === href);
  await whenInteractive(page);
  await expect(page.locator("#rules-heading")).toBeVisible();
  await expect(page.locator("main article").first()).toBeVisible();
  await expectNoRawKeys(page);
  await expectAccessible(page);

  await page.context().clearCookies();
  const id = new URL(href!, "http://x").searchParams.get("id");
  expect((await page.goto(hostUrl("localhost", `/preview/promotionTheme?id=${id}`)))?.status()).toBe(200);
  await whenInteractive(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("main article").first()).toBeVisible();
  expect(await page.locator("main").innerText()).not.toMatch(/€|\bEUR\b/);
  await expect(page.locator('main a[href^="/login?redirectTo="]')).toBeVisible();
  await expectNoRawKeys(page);
  await expectAccessible(page);
});
