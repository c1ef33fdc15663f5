import { expect, test } from "@playwright/test";
import { holdAccount, releaseAccounts } from "./account-locks";
import { at, expectAccessible, expectNoRawKeys, hostUrl, localeOf, signIn, whenInteractive } from "./support";

// /Scratch, the scratch-and-dent outlet (decision 0114). One buyer per project; the order placed
// is cancelled at the end (its lot's unit goes back), and the cart's other lines are ticked again.
const ACCOUNTS = { js: "buyer.fr@demo.test", "no-js": "buyer.it@demo.test" } as const;
const accountFor = (project: string) => ACCOUNTS[project as keyof typeof ACCOUNTS];

test.afterEach(releaseAccounts);

test("anyone sees the lots without prices; a buyer adds a unit, finds it in the cart, orders it, and cancelling gives the unit back", async ({ page }, info) => {
  test.slow();
  // Signed out: lots with their grades, no prices, no add form.
  await page.goto(hostUrl("localhost", "/Scratch"));
  await expect(page.locator("main li[id^='lot-']")).not.toHaveCount(0);
  await expect(page.locator("main form[method='post']")).toHaveCount(0);
  await expect(page.locator("main a[href^='/login']")).toBeVisible();
  await expectNoRawKeys(page);
  await expectAccessible(page);

  const email = accountFor(info.project.name);
  await holdAccount(email);
  await signIn(page, email, { to: "/Scratch?grade=A" });
  await whenInteractive(page);
  const outlet = await localeOf(page, "outlet");
  const cartText = await localeOf(page, "cart");
  const checkout = await localeOf(page, "checkout");
  // The open grade-A lot of the dearest product: one unit reaches the brand's minimum order amount.
  const card = page.locator("main li[id^='lot-']").first();
  const lotId = Number((await card.getAttribute("id"))!.slice("lot-".length));
  const unitsText = (await card.locator("p", { hasText: at(outlet, "card.unitsLeft").split("{{")[0]!.trim() }).innerText()).replace(/\D/g, "");
  const unitsBefore = Number(unitsText);
  expect(unitsBefore).toBeGreaterThan(1);
  await expectAccessible(page);

  // Too many units: refused by the server, the input kept (the browser's own limit is the lot's units).
  const quantity = card.locator("input[name='quantity']");
  await quantity.evaluate((input: HTMLInputElement) => input.removeAttribute("max"));
  await quantity.fill(String(unitsBefore + 1));
  await card.getByRole("button", { name: at(outlet, "card.add") }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  const refused = page.locator(`#lot-${lotId}`);
  await expect(refused.locator("input[name='quantity']")).toHaveValue(String(unitsBefore + 1));
  await expect(refused.locator("input[name='quantity']")).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(page);

  await refused.locator("input[name='quantity']").fill("1");
  await refused.getByRole("button", { name: at(outlet, "card.add") }).click();
  await page.waitForURL((url) => url.searchParams.get("notice") === "added");
  await whenInteractive(page);
  await expect(page.getByRole("status").filter({ hasText: /\d/ }).first()).toBeVisible();

  // The cart: the outlet line in its own section; only it ticked for the order.
  await page.goto(hostUrl("localhost", "/cart"));
  await whenInteractive(page);
  const line = page.locator(`#outlet-${lotId}`);
  await expect(line).toBeVisible();
  await expect(line).toContainText(at(outlet, "cart.mark").replace("{{grade}}", "A"));
  await expect(line.locator("input[name='quantity']")).toHaveValue("1");
  await expectNoRawKeys(page);
  await expectAccessible(page);
  await page.locator("#cart-check-all").click();
  await page.waitForURL((url) => url.pathname === "/cart" && url.searchParams.get("notice") === "checked");
  await whenInteractive(page);
  if ((await page.locator("#cart-check-all").innerText()).trim() === at(cartText, "page.uncheckAll")) {
    await page.locator("#cart-check-all").click();
    await page.waitForURL((url) => url.pathname === "/cart");
    await whenInteractive(page);
  }
  await page.locator(`#outlet-${lotId} button[aria-pressed]`).click();
  await page.waitForURL((url) => url.hash === `#outlet-${lotId}` || url.searchParams.get("notice") === "checked");
  await whenInteractive(page);
  await expect(page.locator(`#outlet-${lotId} button[aria-pressed]`)).toHaveAttribute("aria-pressed", "true");

  // Confirm: the outlet line is in the order; submit.
  await page.getByRole("button", { name: at(checkout, "cartButton") }).click();
  await page.waitForURL((url) => url.pathname === "/order/orderConfirm");
  await whenInteractive(page);
  await expect(page.locator(`#outlet-${lotId}`)).toBeVisible();
  await expect(page.getByRole("heading", { name: at(checkout, "confirm.warningsHeading") })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole("button", { name: at(checkout, "confirm.submit") }).click();
  await page.waitForURL((url) => url.pathname === "/order/orderSuccess");
  const orderNumber = new URL(page.url()).searchParams.get("orderNumber")!;

  // The lot has one unit less; the line left the cart.
  await page.goto(hostUrl("localhost", "/Scratch?grade=A"));
  await expect(page.locator(`#lot-${lotId}`)).toContainText(String(unitsBefore - 1));
  await page.goto(hostUrl("localhost", "/cart"));
  await expect(page.locator(`#outlet-${lotId}`)).toHaveCount(0);

  // Cancel the order: the unit goes back to the lot.
  await page.goto(hostUrl("localhost", `/order/orderDetail?orderNumber=${orderNumber}`));
  await whenInteractive(page);
  await page.locator('main a[href^="/order/cancel"]').click();
  await page.waitForURL((url) => url.pathname === "/order/cancel");
  await whenInteractive(page);
  await page.locator('input[name="reason"]:not([value="other"])').first().check();
  await page.locator('main form[method="post"] button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname === "/order/orderDetail" && url.searchParams.get("notice") === "cancelled");
  await page.goto(hostUrl("localhost", "/Scratch?grade=A"));
  await expect(page.locator(`#lot-${lotId}`)).toContainText(String(unitsBefore));

  // The cart's other lines ticked again, as the demo has them.
  await page.goto(hostUrl("localhost", "/cart"));
  await whenInteractive(page);
  if ((await page.locator("#cart-check-all").count()) > 0 && (await page.locator("#cart-check-all").innerText()).trim() === at(cartText, "page.checkAll")) {
    await page.locator("#cart-check-all").click();
    await page.waitForURL((url) => url.pathname === "/cart");
  }
});

test("customer service creates a lot and closes it", async ({ page }, info) => {
  test.slow();
  await signIn(page, "service@demo.test", { to: "/office/outlet?brand=nobleza" });
  await whenInteractive(page);
  const outlet = await localeOf(page, "outlet");
  await expectNoRawKeys(page);
  await expectAccessible(page);
  // A barcode of no Nobleza product: refused beside the field, what was typed kept.
  const form = page.locator("form#lot");
  await form.locator("input[name='barcode']").fill("0000000000000");
  await form.locator("input[name='units']").fill("3");
  await form.locator("textarea[name='note_en']").fill(`Torn box (${info.project.name})`);
  await form.getByRole("button", { name: at(outlet, "office.create") }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  await expect(page.locator("form#lot input[name='barcode']")).toHaveValue("0000000000000");
  await expect(page.locator("form#lot textarea[name='note_en']")).toHaveValue(`Torn box (${info.project.name})`);
  await expectAccessible(page);

  // A Nobleza product's barcode, from its lots' list.
  await page.goto(hostUrl("localhost", "/office/outlet?brand=nobleza"));
  await whenInteractive(page);
  const barcode = (await page.locator("main table tbody th span.break-all").first().innerText()).trim();
  await page.locator("form#lot input[name='barcode']").fill(barcode);
  await page.locator("form#lot input[name='units']").fill("3");
  await page.locator("form#lot input[name='reduction']").fill("30");
  await page.locator("form#lot textarea[name='note_en']").fill(`Torn box (${info.project.name})`);
  await page.locator("form#lot").getByRole("button", { name: at(outlet, "office.create") }).click();
  await page.waitForURL((url) => url.searchParams.get("notice") === "created");
  await whenInteractive(page);
  const id = new URL(page.url()).hash.slice("#lot-".length);
  const row = page.locator(`#lot-${id}`);
  await expect(row).toContainText(at(outlet, "office.states.open"));
  await row.getByRole("button", { name: new RegExp(at(outlet, "office.close")) }).click();
  await page.waitForURL((url) => url.searchParams.get("notice") === "closed");
  await expect(page.locator(`#lot-${id}`)).toContainText(at(outlet, "office.states.closed"));
  await expectAccessible(page);
});
