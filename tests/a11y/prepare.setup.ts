import "./ports";
import fs from "node:fs";
import { type Page, expect, test as setup } from "@playwright/test";
import { waitForMail } from "../e2e/mail-sink";
import { hostUrl, readPanelForms, signIn } from "../e2e/support";
import { ADMIN, BRAND_HOSTS, type PreparedIds, RECORDS_ACCOUNT, REFUSED_ACCOUNT, SALESMAN, SERVICE, STATE_DIR, SWEEP_ACCOUNTS, type SweepIds, idsFile, stateFile } from "./state";

/**
 * Puts the demo data into the state a buyer sees the pages in, with the shop's own forms (no
 * JavaScript: plain posts and redirects), and writes down the real ids the sweep visits: an order,
 * a cancellable order, a reorder result, a distribution plan and its import into the cart, an
 * arrival notice, an address, a message. Run again on the same server, it reuses what is there.
 */
setup.describe.configure({ mode: "serial" });

async function hrefs(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
}

function param(href: string, name: string): string {
  const value = new URL(href, "http://x").searchParams.get(name);
  if (!value) throw new Error(`No ${name} in ${href}`);
  return value;
}

function lastSegment(href: string, pattern: RegExp): string {
  const match = href.match(pattern);
  if (!match?.[1]) throw new Error(`${href} does not match ${pattern}`);
  return match[1];
}

async function prepareBuyer(page: Page, email: string): Promise<SweepIds & { barcode: string; minimum: number }> {
  await signIn(page, email);

  // A product that can be bought (the most expensive: the order minimum is met) and one sold out.
  await page.goto(hostUrl("localhost", "/aigoStarProductList?sort=priceDesc"));
  const panel = page.locator("main article .panel").first();
  const [buyable] = await panel.locator("form").evaluateAll(readPanelForms);
  if (!buyable) throw new Error("No purchase panel on the list");
  const { id: productId, minimum } = buyable;
  const barcode = (await panel.locator("xpath=ancestor::article").innerText()).match(/\b\d{8,14}\b/)?.[0];
  if (!barcode) throw new Error(`No barcode on the card of product ${productId}`);
  let soldOutId: string | null = null;
  for (let listPage = 1; listPage <= 5 && !soldOutId; listPage++) {
    await page.goto(hostUrl("localhost", `/aigoStarProductList?page=${listPage}`));
    const notices = await hrefs(page, 'main a[href^="/arrivalNotice?"]');
    soldOutId = notices[0] ? param(notices[0], "goodsId") : null;
  }
  if (!soldOutId) throw new Error("No sold-out product with an arrival-notice link");

  // Orders: the newest, one that can still be cancelled, and a reorder of it (which fills the cart).
  await page.goto(hostUrl("localhost", "/order/myOrder"));
  const orders = (await hrefs(page, 'main a[href^="/order/orderDetail?"]')).map((href) => param(href, "orderNumber"));
  expect(orders.length).toBeGreaterThan(0);
  let cancellable: string | null = null;
  for (const orderNumber of orders) {
    const response = await page.request.get(hostUrl("localhost", `/order/cancel?orderNumber=${encodeURIComponent(orderNumber)}`), { maxRedirects: 0 });
    if (response.status() === 200) {
      cancellable = orderNumber;
      break;
    }
  }
  if (!cancellable) throw new Error("No cancellable demo order");
  await page.goto(hostUrl("localhost", `/order/orderDetail?orderNumber=${encodeURIComponent(orders[0]!)}`));
  await page.locator('main form[action="/order/reorder"] button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname === "/order/reorder");
  const reorderId = param(page.url(), "id");

  // The chosen product in the cart, twice its minimum.
  await page.goto(hostUrl("localhost", `/commodityDetail?goodsId=${productId}`));
  const buy = page.locator(`#buy-${productId}`);
  await buy.locator('input[name="quantity"]').fill(String(minimum * 2));
  await buy.locator('form > button').click();
  await page.waitForLoadState("load");

  // A distribution plan of the cart, and its load back into the cart (an import result).
  await page.goto(hostUrl("localhost", "/order/distributionPlans"));
  let plans = await hrefs(page, 'main a[href^="/order/distributionDetail?"]');
  if (plans.length === 0) {
    await page.goto(hostUrl("localhost", "/cart/savePlan"));
    await page.locator("#plan-name").fill("Accessibility sweep");
    await page.locator('main form[action="/cart/savePlan"] button[type="submit"]').click();
    await page.waitForLoadState("load");
    await page.goto(hostUrl("localhost", "/order/distributionPlans"));
    plans = await hrefs(page, 'main a[href^="/order/distributionDetail?"]');
  }
  const planId = param(plans[0]!, "id");
  await page.goto(hostUrl("localhost", `/order/distributionDetail?id=${planId}`));
  await page.locator('main form[action^="/order/distributionDetail"] button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname.startsWith("/cart/import/"));
  const importId = lastSegment(new URL(page.url()).pathname, /\/cart\/import\/(\d+)$/);

  // An arrival notice for the sold-out product.
  await page.goto(hostUrl("localhost", "/account/arrivalNotices"));
  let notices = await hrefs(page, 'main a[href$="/cancel"]');
  if (notices.length === 0) {
    await page.goto(hostUrl("localhost", `/arrivalNotice?goodsId=${soldOutId}`));
    await page.locator('main form[method="post"] button[type="submit"]').last().click();
    await page.waitForLoadState("load");
    await page.goto(hostUrl("localhost", "/account/arrivalNotices"));
    notices = await hrefs(page, 'main a[href$="/cancel"]');
  }
  const noticeId = lastSegment(notices[0]!, /\/account\/arrivalNotices\/(\d+)\/cancel$/);

  await page.goto(hostUrl("localhost", "/account/addresses"));
  const addresses = await hrefs(page, 'main a[href$="/edit"]');
  const addressId = lastSegment(addresses[0]!, /\/account\/addresses\/(\d+)\/edit$/);

  await page.goto(hostUrl("localhost", "/account/messages"));
  const messages = await hrefs(page, 'main a[href^="/account/messages/"]');
  const messageId = lastSegment(messages[0]!, /\/account\/messages\/(\d+)$/);

  await page.goto(hostUrl("localhost", "/order/BatchOrderCompose"));
  const combinations = await hrefs(page, 'main a[href^="/order/BatchOrderDetailCompose?id="]');
  if (!combinations[0]) throw new Error(`No combination for ${email}`);
  const combinationId = param(combinations[0], "id");

  await page.goto(hostUrl("localhost", "/order/returnRecords"));
  const returns = await hrefs(page, 'main a[href^="/order/returnDetail?id="]');
  if (!returns[0]) throw new Error(`No return for ${email}`);
  const returnId = param(returns[0], "id");

  // The same session on every brand host (cookies are per host; one server serves them all).
  const cookies = await page.context().cookies(hostUrl("localhost", "/"));
  await page.context().addCookies(BRAND_HOSTS.flatMap((host) => cookies.map((cookie) => ({ ...cookie, domain: host }))));
  await page.context().storageState({ path: stateFile(email) });

  return {
    barcode,
    minimum,
    productId: String(productId),
    soldOutId,
    orderNumber: orders[0]!,
    cancellable,
    reorderId,
    planId,
    importId,
    noticeId,
    addressId,
    messageId,
    combinationId,
    returnId,
  };
}

/** The first record's id on a back-office list (its links `/office/…/:id`). */
async function firstOfficeId(page: Page, list: string, prefix: string): Promise<string> {
  await page.goto(hostUrl("localhost", list));
  const links = (await hrefs(page, `main a[href^="${prefix}"]`)).map((href) => href.replace(/[?#].*$/, "")).filter((href) => /\/\d+$/.test(href));
  if (!links[0]) throw new Error(`No record on ${list}`);
  return lastSegment(links[0], /\/(\d+)$/);
}

setup("demo buyers, salesman and public ids for the sweep", async ({ page, browser }) => {
  setup.setTimeout(300_000);
  fs.mkdirSync(STATE_DIR, { recursive: true });
  const buyers: Record<string, SweepIds> = {};
  let journey: PreparedIds["journey"] | undefined;
  for (const email of SWEEP_ACCOUNTS) {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const { barcode, minimum, ...ids } = await prepareBuyer(await context.newPage(), email);
    buyers[email] = ids;
    journey ??= { productId: ids.productId, barcode, minimum };
    await context.close();
  }

  // The buyer with download records in every state: a record whose files are valid (generating it
  // again is refused) and one whose files have expired (sending its links is refused).
  const recordsContext = await browser.newContext({ javaScriptEnabled: false });
  const recordsPage = await recordsContext.newPage();
  await signIn(recordsPage, RECORDS_ACCOUNT, { to: "/downloadCenter/records" });
  const recordOf = async (status: string) => lastSegment((await recordsPage.locator(`tbody tr[data-status="${status}"]`).first().getAttribute("id")) ?? "", /^record-(\d+)$/);
  const records = { done: await recordOf("done"), expired: await recordOf("expired") };
  await expect(recordsPage.locator('tbody tr[data-status="failed"]')).not.toHaveCount(0);
  await recordsPage.goto(hostUrl("localhost", "/order/batchOrder"));
  const pallets = await hrefs(recordsPage, 'main a[href^="/order/batchOrderDetail?id="]');
  if (!pallets[0]) throw new Error(`No pallet of ${RECORDS_ACCOUNT}`);
  const palletId = param(pallets[0], "id");
  await recordsContext.storageState({ path: stateFile(RECORDS_ACCOUNT) });
  await recordsContext.close();

  // The buyer whose request for unwatermarked images was refused.
  const refusedContext = await browser.newContext({ javaScriptEnabled: false });
  const refusedPage = await refusedContext.newPage();
  await signIn(refusedPage, REFUSED_ACCOUNT, { to: "/downloadCenter/unwatermarked" });
  await expect(refusedPage.locator("[data-permission]")).toHaveAttribute("data-permission", "refused");
  await refusedContext.storageState({ path: stateFile(REFUSED_ACCOUNT) });
  await refusedContext.close();

  const salesman = await browser.newContext({ javaScriptEnabled: false });
  await signIn(await salesman.newPage(), SALESMAN);
  await salesman.storageState({ path: stateFile(SALESMAN) });
  await salesman.close();

  // The back office: customer service's pages and their records, the administrator's staff pages.
  const service = await browser.newContext({ javaScriptEnabled: false });
  const servicePage = await service.newPage();
  await signIn(servicePage, SERVICE, { to: "/office" });
  const office = {
    orderId: await firstOfficeId(servicePage, "/office/orders", "/office/orders/"),
    imageId: await firstOfficeId(servicePage, "/office/images?state=approved", "/office/images/"),
    apiId: await firstOfficeId(servicePage, "/office/api?tab=approved", "/office/api/"),
    bannerId: await firstOfficeId(servicePage, "/office/content/banners", "/office/content/banners/"),
    helpId: await firstOfficeId(servicePage, "/office/content/help", "/office/content/help/"),
    registrationId: await firstOfficeId(servicePage, "/office/registrations", "/office/registrations/"),
    falconId: await firstOfficeId(servicePage, "/office/falcon", "/office/falcon/"),
    staffId: "",
  };
  await service.storageState({ path: stateFile(SERVICE) });
  await service.close();
  const admin = await browser.newContext({ javaScriptEnabled: false });
  const adminPage = await admin.newPage();
  await signIn(adminPage, ADMIN, { to: "/office" });
  office.staffId = await firstOfficeId(adminPage, "/office/staff", "/office/staff/");
  await admin.storageState({ path: stateFile(ADMIN) });
  await admin.close();

  // Public pages: a promotion theme, a new-arrivals day, a password-reset link from the mail.
  const buyerPage = page;
  await buyerPage.context().addCookies((JSON.parse(fs.readFileSync(stateFile(SWEEP_ACCOUNTS[0]), "utf8")) as { cookies: [] }).cookies);
  await buyerPage.goto(hostUrl("localhost", "/promotionTheme"));
  const themes = await hrefs(buyerPage, 'main a[href^="/promotionTheme?id="]');
  const themeId = param(themes[0]!, "id");
  await buyerPage.goto(hostUrl("localhost", "/newArrivals"));
  const arrivals = await hrefs(buyerPage, 'main a[href^="/ArrivalsDetail"]');
  const arrivalsDetail = arrivals[0]!;

  // A reset link from the mail: the shop limits how often one account may ask, so on a server
  // that has run the sweep before the next account asks.
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const forget = await visitor.newPage();
  let resetLink: string | undefined;
  for (const resetFor of ["buyer.nl@demo.test", "buyer.it@demo.test", "buyer.pl@demo.test", "buyer.es@demo.test", "buyer.mx@demo.test", "box@demo.test"]) {
    await forget.goto(hostUrl("localhost", "/forget"));
    await forget.locator('input[name="email"]').fill(resetFor);
    await forget.locator('main form[method="post"] button[type="submit"]').click();
    await forget.waitForLoadState("load");
    const mail = await waitForMail(resetFor, /./, { timeout: 5_000 }).catch(() => null);
    resetLink = mail?.text.match(/https?:\/\/\S*\/ResetPwd\?token=[\w-]+/)?.[0];
    if (resetLink) break;
  }
  if (!resetLink) throw new Error("No password-reset mail for any of the demo accounts");
  await visitor.close();

  fs.writeFileSync(idsFile, JSON.stringify({ buyers, themeId, arrivalsDetail, resetToken: param(resetLink, "token"), records, palletId, office, journey: journey! } satisfies PreparedIds, null, 2));
});
