import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { holdAccount, releaseAccounts } from "./account-locks";
import { expectAccessible, expectNoRawKeys, hostUrl, signIn, whenInteractive } from "./support";

// Seeded demo orders (scripts/demo/orders.ts): each approved buyer has two submitted orders in the
// last week. One account per project; other specs switch these accounts' languages, so nothing
// here depends on the page's language: it goes by addresses, form fields and the nine translations.
// (The checkout spec places and cancels orders of buyer.es and buyer.de; these two place none.)
const ACCOUNTS = { js: "buyer.it@demo.test", "no-js": "buyer.mx@demo.test" } as const;
const accountFor = (project: string) => ACCOUNTS[project as keyof typeof ACCOUNTS];

/** "Cancelled" in every language. */
const cancelledNames = fs
  .readdirSync(path.resolve("locales"))
  .map((lng) => (JSON.parse(fs.readFileSync(path.resolve("locales", lng, "orders.json"), "utf8")) as { status: { cancelled: string } }).status.cancelled);

// Specs that change this cart wait for each other (account-locks.ts).
test.afterEach(releaseAccounts);

test("order list filtered by status and period → download it → detail → invoice → cancel with a reason → reorder", async ({ page }, info) => {
  test.slow();
  await holdAccount(accountFor(info.project.name));
  await signIn(page, accountFor(info.project.name), { to: "/order/myOrder" });
  await expect(page.locator("main table tbody tr")).not.toHaveCount(0);
  await expectNoRawKeys(page);
  await expectAccessible(page);

  // Filter with the GET form: the address holds the state.
  const filter = page.locator('main form[method="get"]');
  await filter.locator('select[name="status"]').selectOption("submitted");
  await filter.locator('select[name="period"]').selectOption("week");
  await filter.locator('button[type="submit"]').click();
  await page.waitForURL((url) => url.searchParams.get("status") === "submitted" && url.searchParams.get("period") === "week");
  await whenInteractive(page);
  const rows = page.locator("main table tbody tr");
  const count = await rows.count();
  expect(count).toBeGreaterThanOrEqual(1);
  expect(count).toBeLessThanOrEqual(2);
  await expectAccessible(page);

  // The spreadsheet of the filtered list.
  const listLink = page.locator('main a[href^="/order/excel"]');
  await expect(listLink).toHaveAttribute("href", "/order/excel?status=submitted&period=week");
  const [sheet] = await Promise.all([page.waitForEvent("download"), listLink.click()]);
  expect(sheet.suggestedFilename()).toMatch(/^orders-\d{8}\.xlsx$/);
  expect(fs.statSync((await sheet.path())!).size).toBeGreaterThan(1000);

  // The detail of the newest submitted order.
  const orderLink = rows.first().getByRole("link");
  const orderNumber = (await orderLink.innerText()).trim();
  await orderLink.click();
  await page.waitForURL((url) => url.pathname === "/order/orderDetail");
  await whenInteractive(page);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(orderNumber);
  await expectNoRawKeys(page);
  await expectAccessible(page);

  // The invoice.
  const [invoice] = await Promise.all([page.waitForEvent("download"), page.locator('main a[href^="/order/invoice"]').click()]);
  expect(invoice.suggestedFilename()).toMatch(/^invoice-INV-[\w-]+\.pdf$/);
  expect(fs.readFileSync((await invoice.path())!).subarray(0, 5).toString("latin1")).toBe("%PDF-");

  // Cancel: no reason is refused with the error summary, "other" needs words, then it goes.
  await page.locator('main a[href^="/order/cancel"]').click();
  await page.waitForURL((url) => url.pathname === "/order/cancel");
  await whenInteractive(page);
  await expectAccessible(page);
  const cancelForm = page.locator('main form[method="post"]');
  await cancelForm.locator('button[type="submit"]').click();
  const summary = page.getByRole("alert");
  await expect(summary).toBeVisible();
  await expect(summary.getByRole("link")).toHaveCount(1);
  await expect(page.getByRole("main").getByRole("group")).toHaveAttribute("aria-describedby", "cancel-reason-error");
  await expect(page.locator("#cancel-reason-error")).toBeVisible();
  await expectAccessible(page);
  await page.locator('input[name="reason"][value="other"]').check();
  await cancelForm.locator('button[type="submit"]').click();
  await expect(page.locator("#cancel-text")).toHaveAttribute("aria-invalid", "true");
  await page.locator("#cancel-text").fill("Two colleagues ordered the same goods");
  await cancelForm.locator('button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname === "/order/orderDetail" && url.searchParams.get("notice") === "cancelled");
  await whenInteractive(page);
  await expect(page.getByRole("status")).toBeVisible();
  expect(cancelledNames).toContain((await page.getByTestId("order-status").innerText()).trim());
  await expect(page.locator('main a[href^="/order/cancel"]')).toHaveCount(0);
  await expect(page.getByText("Two colleagues ordered the same goods")).toBeVisible();
  await expectAccessible(page);

  // Reorder: the lines go back into the cart and the result page says what happened per line.
  const lines = await page.locator("#lines-heading + div tbody tr").count();
  await page.locator('main form[action="/order/reorder"] button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname === "/order/reorder" && url.searchParams.has("id"));
  await whenInteractive(page);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(orderNumber);
  await expect(page.locator("main table tbody tr")).toHaveCount(lines);
  await expect(page.getByRole("status")).toBeVisible();
  await expectNoRawKeys(page);
  await expectAccessible(page);
  await page.locator('main a[href="/cart"]').click();
  await page.waitForURL((url) => url.pathname === "/cart");
});

test("an unknown order and its invoice answer 404 (another account's: route tests)", async ({ page }, info) => {
  await signIn(page, accountFor(info.project.name), { to: "/order/myOrder" });
  const missing = await page.goto(hostUrl("localhost", "/order/orderDetail?orderNumber=SO000000000000"));
  expect(missing!.status()).toBe(404);
  await expectAccessible(page);
  const invoice = await page.request.get(hostUrl("localhost", "/order/invoice?orderNumber=SO000000000000"));
  expect(invoice.status()).toBe(404);
  expect(invoice.headers()["content-type"]).toContain("text/html");
});
