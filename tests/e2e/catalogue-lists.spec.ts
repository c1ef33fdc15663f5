import { type Page, expect, test } from "@playwright/test";
import { expectAccessible, expectNoRawKeys, hostUrl, signIn, whenInteractive } from "./support";

// Read-only tests: nothing here changes data. Other specs switch these accounts' languages, so the
// checks go by roles, ids, attributes and the address, never by words.
const ACCOUNTS = { js: "buyer.pt@demo.test", "no-js": "buyer.pl@demo.test" } as const;
const accountFor = (project: string) => ACCOUNTS[project as keyof typeof ACCOUNTS];

const filters = (page: Page) => page.locator("form[aria-labelledby=filters-heading]");
const cards = (page: Page) => page.locator("main article");
const search = (page: Page) => new URL(page.url()).searchParams;

test("filter, sort and page through the list with the GET form; the back button restores the state", async ({ page }, info) => {
  await signIn(page, accountFor(info.project.name), { to: "/aigoStarProductList" });
  await expectNoRawKeys(page);
  await expectAccessible(page);

  await page.locator("#filter-show").selectOption("inStock");
  await page.locator("#filter-sort").selectOption("priceDesc");
  await page.locator("#filter-page-size").selectOption("20");
  await filters(page).locator("button[type=submit]").click();
  await page.waitForURL((url) => url.searchParams.get("show") === "inStock" && url.searchParams.get("sort") === "priceDesc");
  await whenInteractive(page);
  await expect(cards(page)).toHaveCount(20);
  // The form shows the state the address holds.
  await expect(page.locator("#filter-show")).toHaveValue("inStock");
  await expect(page.locator("#filter-sort")).toHaveValue("priceDesc");
  const firstOnPage1 = await cards(page).first().locator("h3 a").getAttribute("href");

  await page.locator("main nav a[rel=next]").click();
  await page.waitForURL((url) => url.searchParams.get("page") === "2");
  expect(search(page).get("sort")).toBe("priceDesc");
  expect(search(page).get("show")).toBe("inStock");
  await expect(page.locator('main nav a[aria-current="page"]')).toHaveText("2");
  await expect(cards(page).first().locator("h3 a")).not.toHaveAttribute("href", firstOnPage1!);
  await expectAccessible(page);

  await page.goBack();
  await page.waitForURL((url) => url.searchParams.get("page") === null && url.searchParams.get("sort") === "priceDesc");
  await expect(page.locator('main nav a[aria-current="page"]')).toHaveText("1");
  await expect(cards(page).first().locator("h3 a")).toHaveAttribute("href", firstOnPage1!);
  await expect(page.locator("#filter-sort")).toHaveValue("priceDesc");

  // The new-arrival date filter narrows the list.
  const before = await page.locator("main section p").first().innerText();
  await page.locator("#filter-show").selectOption("all");
  await page.locator("#filter-arrived").selectOption("30");
  await filters(page).locator("button[type=submit]").click();
  await page.waitForURL((url) => url.searchParams.get("arrivedWithin") === "30");
  await expect(page.locator("main section p").first()).not.toHaveText(before);
  await expect(page.locator("#filter-arrived")).toHaveValue("30");
  await expectAccessible(page);
});

test("an empty result says so and offers to clear the filters", async ({ page }, info) => {
  await signIn(page, accountFor(info.project.name), { to: "/aigoStarProductList?keyword=zzqx-nothing&show=soldOut&arrivedWithin=7" });
  await expect(cards(page)).toHaveCount(0);
  await expect(page.locator("#filter-keyword")).toHaveValue("zzqx-nothing");
  await expectNoRawKeys(page);
  await expectAccessible(page);
  await page.locator('main section[aria-labelledby=results-heading] a[href="/aigoStarProductList"]').click();
  await page.waitForURL((url) => url.pathname === "/aigoStarProductList" && url.search === "");
  await expect(cards(page).first()).toBeVisible();
  await expect(page.locator("#filter-keyword")).toHaveValue("");
});

test("the home's flash sales count down, ticking with JavaScript; banners and sections are there", async ({ page }, info) => {
  await signIn(page, accountFor(info.project.name), { to: "/" });
  await expect(page.locator("#banners-heading")).toBeAttached();
  await expect(page.locator("section[aria-labelledby=banners-heading] img").first()).toBeVisible();
  for (const id of ["flash-sales", "new-arrivals", "sales-ranking", "cashback-offers"]) {
    await expect(page.locator(`section[aria-labelledby=${id}-heading] article`).first()).toBeVisible();
  }
  const timer = page.locator("#flash-sales-heading ~ * [role=timer], section[aria-labelledby=flash-sales-heading] [role=timer]").first();
  await expect(timer).toHaveAttribute("aria-live", "off");
  const first = await timer.innerText();
  expect(first).toMatch(/\d{2}:\d{2}:\d{2}/);
  const box = await timer.boundingBox();
  await page.waitForTimeout(2200);
  const later = await timer.innerText();
  if (info.project.use.javaScriptEnabled === false) {
    expect(later).toBe(first);
  } else {
    expect(later).not.toBe(first);
    // Ticking does not move the layout.
    expect(await timer.boundingBox()).toEqual(box);
  }
  await expectNoRawKeys(page);
  await expectAccessible(page);
});

test("search by the last six barcode digits from a sorted list; both pages are accessible", async ({ page }, info) => {
  await signIn(page, accountFor(info.project.name), { to: "/aigoStarProductList?sort=soldOut&pageSize=40" });
  await expectAccessible(page);
  const barcode = /\d{13}/.exec(await cards(page).first().locator("p.card-code").innerText())![0];
  await page.goto(hostUrl("localhost", `/searchResult?keyword=${barcode.slice(-6)}`));
  await expect(cards(page).first()).toBeVisible();
  for (const text of await page.locator("main article p.card-code").allInnerTexts()) expect(text).toMatch(new RegExp(`\\d*${barcode.slice(-6)}\\b`));
  await expectNoRawKeys(page);
  await expectAccessible(page);
});

for (const [host, path] of [
  ["nobleza.localhost", "/noblezaProductList?sort=inStock"],
  ["ubathlife.localhost", "/productList?show=new&sort=arrival"],
  ["lumora.localhost", "/productList?show=flashSale"],
] as const) {
  test(`the list ${host}${path} is accessible`, async ({ page }, info) => {
    await signIn(page, accountFor(info.project.name), { host, to: path });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
    await expectNoRawKeys(page);
    await expectAccessible(page);
  });
}
