import { type Page, expect, test } from "@playwright/test";
import { holdAccount, releaseAccounts } from "./account-locks";
import { at, expectAccessible, expectNoRawKeys, hostUrl, localeOf, readPanelForms, signIn, whenInteractive } from "./support";

// Issue 18, "Catalogue rules still missing" (decision 0111), with and without JavaScript. One
// account per project whose cart ticks no other spec depends on (orders.spec only reorders into
// buyer.mx's cart, catalogue.spec only shows buyer.nl's).
// buyer.mx buys in pesos, on the Mexican shop's host.
const ACCOUNTS = { js: { email: "buyer.nl@demo.test", host: "localhost" }, "no-js": { email: "buyer.mx@demo.test", host: "mx.localhost" } } as const;
const accountFor = (project: string) => ACCOUNTS[project as keyof typeof ACCOUNTS];

test.afterEach(releaseAccounts);

test("Confirm order is shown with nothing ticked and answers 'you have not selected a product'; ticked, it goes on", async ({ page }, info) => {
  const { email, host } = accountFor(info.project.name);
  // Unticking all would take the lines of another spec's order of the same cart from it.
  await holdAccount(email);
  await signIn(page, email, { host, to: "/aigoStarProductList" });
  await page.locator("main .panel form").first().waitFor({ state: "attached" });
  const [product] = await page.locator("main .panel form").evaluateAll(readPanelForms);
  // Added from its detail page, as a buyer does (the request context cannot reach mx.localhost).
  await page.goto(hostUrl(host, `/commodityDetail?goodsId=${product!.id}`));
  await whenInteractive(page);
  const panel = page.locator(`#buy-${product!.id}`);
  await panel.locator("form > button").click();
  await expect(panel.getByRole("status")).not.toHaveText("");
  await page.goto(hostUrl(host, "/cart"));
  await whenInteractive(page);
  const cart = await localeOf(page, "cart");
  const checkout = await localeOf(page, "checkout");
  const plans = await localeOf(page, "plans");
  const toggle = page.locator("#cart-check-all");
  // Everything ticked first (a rerun may find some lines unticked), then nothing.
  if ((await toggle.innerText()).trim() === at(cart, "page.checkAll")) {
    await toggle.click();
    await expect(toggle).toHaveText(at(cart, "page.uncheckAll"));
  }
  await toggle.click();
  await expect(toggle).toHaveText(at(cart, "page.checkAll"));
  await whenInteractive(page);

  const confirm = page.getByRole("button", { name: at(checkout, "cartButton"), exact: true });
  await expect(confirm).toBeVisible();
  await confirm.click();
  const summary = page.getByRole("alert");
  const message = at(plans, "errors.noneSelected");
  await expect(summary).toContainText(message);
  await expect(summary.getByRole("link", { name: message })).toHaveAttribute("href", "#cart-check-all");
  await expect(page.locator("#cart-confirm-error")).toHaveText(message);
  expect(new URL(page.url()).pathname).toBe("/cart");
  if (info.project.name === "js") await expect(summary).toBeFocused();
  await expectNoRawKeys(page);
  await expectAccessible(page);

  // Tick all, and Confirm order goes on to the confirm page.
  await whenInteractive(page);
  await toggle.click();
  await expect(toggle).toHaveText(at(cart, "page.uncheckAll"));
  await whenInteractive(page);
  await confirm.click();
  await page.waitForURL((url) => url.pathname === "/order/orderConfirm");
});

// Viewing only (no cart change): accounts that see the whole aigostar catalogue in euros.
const VIEWERS = { js: "test@demo.test", "no-js": "buyer.pt@demo.test" } as const;
const viewerFor = (project: string) => VIEWERS[project as keyof typeof VIEWERS];

/** The list page (of 100) and id of the first card whose server HTML matches `wanted`, fetched with the page's cookies. */
async function findCard(page: Page, wanted: RegExp, query = ""): Promise<{ listPage: number; id: number }> {
  for (let listPage = 1; listPage <= 10; listPage++) {
    const html = await (await page.request.get(hostUrl("localhost", `/aigoStarProductList?pageSize=100&page=${listPage}${query}`))).text();
    for (const article of html.match(/<article[\s\S]*?<\/article>/g) ?? []) {
      const id = /goodsId=(\d+)/.exec(article)?.[1];
      if (id && wanted.test(article)) return { listPage, id: Number(id) };
    }
  }
  throw new Error(`no card matches ${wanted}`);
}

test("a product sold offline only: 'online sales are disabled' as a dialog with a confirm button (JavaScript) or a panel in place of the purchase panel, on its card and its page", async ({ page }, info) => {
  await signIn(page, viewerFor(info.project.name), { to: "/" });
  const { listPage, id } = await findCard(page, /class="panel panel-open text-sm"/);
  const js = info.project.name === "js";
  for (const path of [`/aigoStarProductList?pageSize=100&page=${listPage}`, `/commodityDetail?goodsId=${id}&brand=aigostar`]) {
    await page.goto(hostUrl("localhost", path));
    await whenInteractive(page);
    const catalogue = await localeOf(page, "catalogue");
    const cart = await localeOf(page, "cart");
    const place = path.startsWith("/commodityDetail") ? page.locator("main") : page.locator("main article").filter({ has: page.locator(`a[href*="goodsId=${id}&"]`) });
    const words = new RegExp(`${at(catalogue, "detail.offlineOnly")}|${at(catalogue, "detail.notOnline")}`.replace(/[.?+()[\]]/g, "\\$&"));
    // No purchase form for it in either case.
    await expect(place.locator(`form[action="/cart/add"] input[name="goodsId"][value="${id}"]`)).toHaveCount(0);
    if (!js) {
      await expect(place.locator("p.panel").filter({ hasText: words })).toBeVisible();
      await expect(place.locator("dialog")).toHaveCount(0);
    } else {
      const dialog = page.getByRole("dialog", { name: at(cart, "panel.offlineTitle") });
      await expect(dialog).toHaveCount(0);
      await place.hover();
      await place.locator(".panel > button").first().click();
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(words);
      await expectAccessible(page);
      await dialog.getByRole("button", { name: at(cart, "panel.offlineConfirm") }).click();
      await expect(dialog).toBeHidden();
    }
    await expectNoRawKeys(page);
  }
});

test("the presale view: from the home's link, the brand's presale products with their presale stock and arrival date, and its filter on the list", async ({ page }, info) => {
  await signIn(page, viewerFor(info.project.name), { to: "/" });
  const catalogue = await localeOf(page, "catalogue");
  await page.getByRole("link", { name: at(catalogue, "home.presale") }).click();
  await page.waitForURL((url) => url.pathname === "/aigoStarProductList" && url.searchParams.get("show") === "presale");
  await whenInteractive(page);
  // The list's own filter says what is shown, so the view is reachable from the lists too.
  await expect(page.locator("#filter-show")).toHaveValue("presale");
  await expect(page.locator("#filter-show option[value=presale]")).toHaveText(at(catalogue, "filters.shows.presale"));
  const cards = page.locator("main article");
  expect(await cards.count()).toBeGreaterThan(0);
  const presaleStock = at(catalogue, "card.presaleStock").split("{{")[0]!;
  for (const card of await cards.all()) await expect(card).toContainText(presaleStock);
  await expect(page.locator(`main article time`).first()).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);
  await expect(page.locator("main article").filter({ hasText: at(catalogue, "card.presaleArrival") }).first()).toBeVisible();
  await expectNoRawKeys(page);
  await expectAccessible(page);
});
