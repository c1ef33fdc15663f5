import { expect, test } from "@playwright/test";
import { expectAccessible, expectNoRawKeys, hostUrl, signIn, whenInteractive } from "./support";

// Each project signs in with its own account. Other tests switch account languages, so nothing
// here depends on the page's language: it goes by roles, attributes and numbers.
const ACCOUNTS = { js: "buyer.nl@demo.test", "no-js": "buyer.gb@demo.test" } as const;
const accountFor = (project: string) => ACCOUNTS[project as keyof typeof ACCOUNTS];

test("browse the product list: filter, page, open a product in a new tab", async ({ page, context }, info) => {
  await signIn(page, accountFor(info.project.name), { to: "/aigoStarProductList" });
  await whenInteractive(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoRawKeys(page);
  await expectAccessible(page);

  // The GET filter form: the first top-level category, 40 a page.
  const count = page.locator("main section p").first();
  const before = await count.innerText();
  const category = page.locator("#filter-category");
  const firstCategory = await category.locator("option").nth(1).getAttribute("value");
  await category.selectOption(firstCategory!);
  await page.locator("#filter-page-size").selectOption("40");
  await page.locator("form[aria-labelledby=filters-heading] button[type=submit]").click();
  await page.waitForURL((url) => url.searchParams.get("category") === firstCategory && url.searchParams.get("pageSize") === "40");
  await expect(count).not.toHaveText(before);
  await expect(page.locator("main article")).not.toHaveCount(0);
  expect(await page.locator("main article").count()).toBeLessThanOrEqual(40);

  // Pagination, when there is a second page, marks the current page.
  const next = page.locator("main nav a[rel=next]");
  if ((await next.count()) > 0) {
    await next.click();
    await page.waitForURL((url) => url.searchParams.get("page") === "2");
    await expect(page.locator('main nav a[aria-current="page"]')).toHaveText("2");
  }

  // A card opens the product in a new tab, and says so (a visible hint that describes the link).
  const link = page.locator("main article h3 a").first();
  await expect(link).toHaveAttribute("target", "_blank");
  const hintId = await link.getAttribute("aria-describedby");
  await expect(page.locator(`[id="${hintId}"]`)).toBeVisible();
  const [detail] = await Promise.all([context.waitForEvent("page"), link.click()]);
  await detail.waitForLoadState();
  expect(new URL(detail.url()).pathname).toBe("/commodityDetail");
  await expect(detail.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoRawKeys(detail);
  await expectAccessible(detail);
});

test("search by the last six digits of a barcode; an empty search shows no products", async ({ page }, info) => {
  await signIn(page, accountFor(info.project.name), { to: "/searchResult" });
  await expect(page.locator("main article")).toHaveCount(0);
  await expectAccessible(page);

  await page.goto(hostUrl("localhost", "/aigoStarProductList"));
  await whenInteractive(page);
  const barcode = /\d{8,13}/.exec(await page.locator("main article").first().locator("p.card-code").innerText())![0];
  const suffix = barcode.slice(-6);
  const search = page.getByRole("search").getByRole("searchbox");
  await search.fill(suffix);
  await search.press("Enter");
  await page.waitForURL((url) => url.pathname === "/searchResult" && url.searchParams.get("keyword") === suffix);
  // With JavaScript the address changes before the results replace the list: read them after.
  await whenInteractive(page);
  await expect(page.locator("main article").first()).toBeVisible();
  for (const text of await page.locator("main article p.card-code").allInnerTexts()) expect(text).toMatch(new RegExp(`\\d*${suffix}\\b`));
  await expectAccessible(page);
});

test("unknown products are a 404 page; the cart is shown", async ({ page }, info) => {
  await signIn(page, accountFor(info.project.name), { to: "/cart" });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectAccessible(page);
  const response = await page.goto(hostUrl("localhost", "/commodityDetail?goodsId=not-a-number&brand=aigostar"));
  expect(response?.status()).toBe(404);
});
