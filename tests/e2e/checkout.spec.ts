import fs from "node:fs";
import path from "node:path";
import { type Page, expect, test } from "@playwright/test";
import { expectAccessible, expectNoRawKeys, hostUrl, purchasePanels, signIn, whenInteractive } from "./support";

// One account per project whose cart and address book no other spec changes. Other specs may
// switch account languages, so the texts looked for are read from the page language's locale file.
// Not buyer.es: his cart holds the demo's combination groups and pallets, which
// combined-checkout.spec.ts orders (decision 0108).
const ACCOUNTS = { js: "buyer.pl@demo.test", "no-js": "buyer.de@demo.test" } as const;
const accountFor = (project: string) => ACCOUNTS[project as keyof typeof ACCOUNTS];

/** "Cancelled" in every language. */
const cancelledNames = fs
  .readdirSync(path.resolve("locales"))
  .map((lng) => (JSON.parse(fs.readFileSync(path.resolve("locales", lng, "orders.json"), "utf8")) as { status: { cancelled: string } }).status.cancelled);

type Checkout = {
  cartButton: string;
  confirm: { heading: string; warningsHeading: string; noteLabel: string; submit: string };
  success: { heading: string; viewOrder: string };
  errors: { noteTooLong: string };
};

async function checkoutText(page: Page): Promise<Checkout> {
  const tag = (await page.locator("html").getAttribute("lang")) ?? "en";
  const lng = tag.toLowerCase() === "zh-cn" ? "zh-cn" : tag.slice(0, 2).toLowerCase();
  return JSON.parse(fs.readFileSync(path.resolve("locales", lng, "checkout.json"), "utf8")) as Checkout;
}

/** The most expensive product on the first list page that can be bought (so the minimum order amount is reached). */
async function pickProduct(page: Page) {
  await page.goto(hostUrl("localhost", "/aigoStarProductList?sort=priceDesc"));
  const [panel] = await purchasePanels(page);
  return { id: panel!.id, minimum: panel!.minimum };
}

test("cart → confirm → a refusal keeps the input → choose an address → submit → success → order list filtered → detail → cancel with a reason", async ({ page }, info) => {
  test.slow();
  await signIn(page, accountFor(info.project.name));
  const product = await pickProduct(page);

  // Put the product in the cart from its detail page (twice the minimum).
  await page.goto(hostUrl("localhost", `/commodityDetail?goodsId=${product.id}`));
  await whenInteractive(page);
  const panel = page.locator(`#buy-${product.id}`);
  await panel.locator('input[name="quantity"]').fill(String(product.minimum * 2));
  await panel.locator('form > button').click();
  await expect(panel.getByRole("status")).not.toHaveText("");

  await page.goto(hostUrl("localhost", "/cart"));
  await whenInteractive(page);
  const text = await checkoutText(page);
  await page.getByRole("button", { name: text.cartButton }).click();
  await page.waitForURL((url) => url.pathname === "/order/orderConfirm");
  await whenInteractive(page);
  await expect(page.getByRole("heading", { level: 1, name: text.confirm.heading })).toBeVisible();
  await expect(page.locator(`#line-${product.id}`)).toBeVisible();
  // Nothing stops this order (the minimum amount is met); the default address is chosen.
  await expect(page.getByRole("heading", { name: text.confirm.warningsHeading })).toHaveCount(0);
  const radios = page.getByRole("radio");
  expect(await radios.count()).toBeGreaterThan(0);
  await expect(radios.first()).toBeChecked();
  await expectNoRawKeys(page);
  await expectAccessible(page);

  // A note that is too long: 400 with the error summary, the note kept, nothing ordered.
  const note = page.getByRole("textbox", { name: text.confirm.noteLabel });
  const tooLong = "x".repeat(501);
  await note.fill(tooLong);
  await page.getByRole("button", { name: text.confirm.submit }).click();
  const summary = page.getByRole("alert");
  await expect(summary).toContainText(text.errors.noteTooLong.replace("{{max}}", "500"));
  await expect(page).toHaveTitle(/.+:/);
  await expect(note).toHaveValue(tooLong);
  await expect(note).toHaveAttribute("aria-invalid", "true");
  expect(new URL(page.url()).pathname).toBe("/order/orderConfirm");
  await expectAccessible(page);

  // Choose the last address in the book, write a short note, submit.
  await radios.last().check();
  await note.fill("Please deliver to the loading bay.");
  await page.getByRole("button", { name: text.confirm.submit }).click();
  await page.waitForURL((url) => url.pathname === "/order/orderSuccess");
  await whenInteractive(page);
  const orderNumber = new URL(page.url()).searchParams.get("orderNumber")!;
  expect(orderNumber).toMatch(/^SO\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: text.success.heading })).toBeVisible();
  await expect(page.getByText(orderNumber, { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: text.success.viewOrder })).toHaveAttribute("href", `/order/orderDetail?orderNumber=${orderNumber}`);
  await expectNoRawKeys(page);
  await expectAccessible(page);

  // The ordered line left the cart.
  await page.goto(hostUrl("localhost", "/cart"));
  await expect(page.locator(`#line-${product.id}`)).toHaveCount(0);

  // The order list filtered to this week's submitted orders shows it; its detail; cancel with a reason.
  await page.goto(hostUrl("localhost", "/order/myOrder"));
  await whenInteractive(page);
  const filter = page.locator('main form[method="get"]');
  await filter.locator('select[name="status"]').selectOption("submitted");
  await filter.locator('select[name="period"]').selectOption("week");
  await filter.locator('button[type="submit"]').click();
  await page.waitForURL((url) => url.searchParams.get("status") === "submitted" && url.searchParams.get("period") === "week");
  await whenInteractive(page);
  await page.locator("main table tbody").getByRole("link", { name: orderNumber, exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/order/orderDetail" && url.searchParams.get("orderNumber") === orderNumber);
  await whenInteractive(page);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(orderNumber);
  await expect(page.getByText("Please deliver to the loading bay.")).toBeVisible();

  await page.locator('main a[href^="/order/cancel"]').click();
  await page.waitForURL((url) => url.pathname === "/order/cancel");
  await whenInteractive(page);
  const cancelForm = page.locator('main form[method="post"]');
  await cancelForm.locator('button[type="submit"]').click();
  await expect(page.getByRole("alert")).toBeVisible();
  await expect(page.locator("#cancel-reason-error")).toBeVisible();
  await page.locator('input[name="reason"]:not([value="other"])').first().check();
  await cancelForm.locator('button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname === "/order/orderDetail" && url.searchParams.get("notice") === "cancelled");
  await whenInteractive(page);
  expect(cancelledNames).toContain((await page.getByTestId("order-status").innerText()).trim());
  await expect(page.locator('main a[href^="/order/cancel"]')).toHaveCount(0);
  await expectNoRawKeys(page);
  await expectAccessible(page);
});

test("an order number that is not the account's answers 404", async ({ page }, info) => {
  await signIn(page, accountFor(info.project.name));
  const response = await page.goto(hostUrl("localhost", "/order/orderSuccess?orderNumber=SO1"));
  expect(response?.status()).toBe(404);
});
