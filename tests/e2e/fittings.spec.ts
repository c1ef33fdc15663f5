import fs from "node:fs";
import path from "node:path";
import { type Locator, type Page, expect, test } from "@playwright/test";
import { expectAccessible, expectNoRawKeys, hostUrl, signIn, whenInteractive } from "./support";

// Issue 18, "the fittings popup on list cards" (decision 0111): a card's "Fittings (N)" disclosure,
// with JavaScript (the list of five loads in place and pages in place) and without it (a link to
// the fittings page, which pages by links). Viewing only: no cart changes.
const VIEWERS = { js: "buyer.de@demo.test", "no-js": "buyer.it@demo.test" } as const;
const viewerFor = (project: string) => VIEWERS[project as keyof typeof VIEWERS];

/** The catalogue namespace of the page's language, read from the locale files. */
async function catalogueOf(page: Page): Promise<Record<string, Record<string, string>>> {
  const lang = (await page.locator("html").getAttribute("lang"))!.toLowerCase();
  return JSON.parse(fs.readFileSync(path.resolve("locales", lang, "catalogue.json"), "utf8")) as Record<string, Record<string, string>>;
}

const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A control's name: its words, then the product's name for screen readers (a hidden ": name", decision 0086). */
const namedFor = (words: string, name: string) => new RegExp(`^${escaped(words)}\\s?: ${escaped(name)}$`);

/** The list page (of 100) with a card whose product has more than five fittings, its id and count, from the pages' server HTML. */
async function cardWithManyFittings(page: Page): Promise<{ listPage: number; id: number; count: number }> {
  for (let listPage = 1; listPage <= 5; listPage++) {
    const html = await (await page.request.get(hostUrl("localhost", `/aigoStarProductList?pageSize=100&page=${listPage}`))).text();
    for (const details of html.match(/<details class="fittings">[\s\S]*?<\/details>/g) ?? []) {
      const id = /goodsId=(\d+)/.exec(details)?.[1];
      const count = Number(/<summary>[^<(（]*[(（](\d+)[)）]/.exec(details)?.[1]);
      if (id && count > 5) return { listPage, id: Number(id), count };
    }
  }
  throw new Error("no card with more than five fittings");
}

/** The fittings shown in `scope`: the names of their links. */
const fittingNames = (scope: Locator) => scope.locator(".fittings-list > li a").allInnerTexts();

test("a card's fittings: 'Fittings (N)' opens the first five, and the next page shows the rest", async ({ page }, info) => {
  const js = info.project.name === "js";
  await signIn(page, viewerFor(info.project.name), { to: "/aigoStarProductList" });
  const { listPage, id, count } = await cardWithManyFittings(page);
  await page.goto(hostUrl("localhost", `/aigoStarProductList?pageSize=100&page=${listPage}`));
  await whenInteractive(page);
  const catalogue = await catalogueOf(page);
  const t = catalogue.fittings!;
  const card = page.locator("main article").filter({ has: page.locator(`h3 a[href*="goodsId=${id}&"]`) });
  const name = (await card.locator("h3 a").innerText()).trim();
  const summary = card.locator("details.fittings > summary");
  // The summary names the product for screen readers (decision 0086); on screen "Fittings (N)".
  await expect(summary).toHaveAccessibleName(namedFor(fill(t.summary!, { n: count }), name));
  await expect(card.locator("details.fittings")).not.toHaveAttribute("open");

  if (js) {
    // Keyboard: the summary opens it; the list loads in place and the live region says which.
    await summary.focus();
    await page.keyboard.press("Enter");
    const panel = card.locator(".fittings-panel");
    await expect(panel.getByRole("status")).toHaveText(fill(t.range!, { from: 1, to: 5, total: count }));
    await expect(panel.locator(".fittings-list > li")).toHaveCount(5);
    await expect(summary).toBeFocused();
    const first = await fittingNames(panel);
    await expect(panel.locator(".fittings-list > li").first()).toContainText(catalogue.card!.stock!.split("{{")[0]!);
    await expectAccessible(page);
    // The next page in place: the address stays, the focus goes to its first fitting.
    await panel.getByRole("navigation").getByRole("link", { name: catalogue.pagination!.next }).click();
    await expect(panel.getByRole("status")).toHaveText(fill(t.range!, { from: 6, to: count, total: count }));
    await expect(panel.locator(".fittings-list > li")).toHaveCount(count - 5);
    await expect(panel.locator(".fittings-list > li a").first()).toBeFocused();
    expect(new URL(page.url()).pathname).toBe("/aigoStarProductList");
    const second = await fittingNames(panel);
    expect(second.filter((one) => first.includes(one))).toEqual([]);
    // Closed and opened again, it keeps its page.
    await summary.click();
    await summary.click();
    await expect(panel.locator(".fittings-list > li")).toHaveCount(count - 5);
  } else {
    // Without JavaScript the disclosure opens natively and holds a link to the fittings page.
    await summary.click();
    const link = card.locator("details.fittings > a");
    await expect(link).toBeVisible();
    await expect(link).toHaveAccessibleName(namedFor(t.show!, name));
    await link.click();
    await page.waitForURL((url) => url.pathname === "/commodityDetail/fittings" && url.searchParams.get("goodsId") === String(id));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(fill(t.title!, { name }));
    await expect(page).toHaveTitle(new RegExp(escaped(fill(t.title!, { name }))));
    await expect(page.locator("main")).toContainText(fill(t.range!, { from: 1, to: 5, total: count }));
    const main = page.locator("main");
    await expect(main.locator(".fittings-list > li")).toHaveCount(5);
    await expect(main.getByRole("link", { name: fill(t.product!, { name }) })).toHaveAttribute("href", new RegExp(`goodsId=${id}&`));
    const first = await fittingNames(main);
    await expectAccessible(page);
    await main.getByRole("navigation", { name: fill(t.pages!, { name }) }).getByRole("link", { name: catalogue.pagination!.next }).click();
    await page.waitForURL((url) => url.searchParams.get("page") === "2");
    await expect(main.locator(".fittings-list > li")).toHaveCount(count - 5);
    await expect(page.locator("main")).toContainText(fill(t.range!, { from: 6, to: count, total: count }));
    expect((await fittingNames(main)).filter((one) => first.includes(one))).toEqual([]);
  }
  await expectNoRawKeys(page);
});

test("a failed load of a card's fittings says so in the disclosure, and the list page stays", async ({ page }, info) => {
  await signIn(page, viewerFor(info.project.name), { to: "/aigoStarProductList" });
  // The fittings page itself still answers an unknown product with 404 and its page (with or without JavaScript).
  const unknown = await page.request.get(hostUrl("localhost", "/commodityDetail/fittings?goodsId=2147483646"));
  expect(unknown.status()).toBe(404);
  expect(await unknown.text()).toContain("<main");
  test.skip(info.project.name !== "js", "without JavaScript nothing is loaded in place: the disclosure holds the page's link");
  const { listPage, id } = await cardWithManyFittings(page);
  // The product went off the market meanwhile (404), the server fails (500), the network drops.
  for (const failure of ["404", "500", "abort"] as const) {
    await page.unrouteAll();
    await page.route("**/commodityDetail/fittings.data?*", (route) =>
      failure === "abort" ? route.abort("internetdisconnected") : route.fulfill({ status: Number(failure), body: "Not the data" }),
    );
    await page.goto(hostUrl("localhost", `/aigoStarProductList?pageSize=100&page=${listPage}`));
    await whenInteractive(page);
    const t = (await catalogueOf(page)).fittings!;
    const heading = await page.getByRole("heading", { level: 1 }).innerText();
    const card = page.locator("main article").filter({ has: page.locator(`h3 a[href*="goodsId=${id}&"]`) });
    const name = (await card.locator("h3 a").innerText()).trim();
    await card.locator("details.fittings > summary").click();
    const panel = card.locator(".fittings-panel");
    await expect(panel.getByRole("status"), failure).toHaveText(t.failed!);
    await expect(panel).toHaveAttribute("aria-busy", "false");
    // The way out: the fittings page's link, as without JavaScript.
    await expect(panel.getByRole("link", { name: namedFor(t.show!, name) })).toHaveAttribute("href", `/commodityDetail/fittings?goodsId=${id}`);
    // The page is still the list: its heading and its cards, at its address.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    expect(await page.locator("main article").count()).toBeGreaterThan(1);
    expect(new URL(page.url()).pathname).toBe("/aigoStarProductList");
  }
  await expectAccessible(page);
  await expectNoRawKeys(page);
});
