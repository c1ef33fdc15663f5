import { expect, test } from "@playwright/test";
import { holdAccount, releaseAccounts } from "./account-locks";
import { expectAccessible, expectNoRawKeys, hostUrl, signIn, whenInteractive } from "./support";

// Each project ships one of its own buyer's unshipped demo orders and opens its return (decision 0112).
const BUYERS = { js: "buyer.es@demo.test", "no-js": "buyer.pl@demo.test" } as const;

test.afterEach(releaseAccounts);

test("customer service ships an order with carrier and tracking number → the buyer sees them → customer service creates its return", async ({ page, browser }, info) => {
  test.slow();
  const project = info.project.name as keyof typeof BUYERS;
  const buyerEmail = BUYERS[project];
  await holdAccount(buyerEmail);
  const stamp = `${Date.now().toString(36).toUpperCase()}${project === "js" ? "J" : "N"}`;
  const tracking = `TRK-${stamp}`;
  const returnNumber = `RET-${stamp}`;

  // The dashboard's queue leads to the list of unshipped orders; the search narrows it to the buyer.
  await signIn(page, "service@demo.test");
  await expect(page).toHaveURL(hostUrl("localhost", "/office"));
  await page.getByRole("link", { name: /to ship: \d+/i }).click();
  await expect(page).toHaveURL(/\/office\/orders\?status=unshipped$/);
  await expect(page.getByLabel(/^status$/i)).toHaveValue("unshipped");
  await whenInteractive(page);
  await page.getByRole("searchbox", { name: /order number, email or company/i }).fill(buyerEmail);
  await page.getByRole("button", { name: /^search$/i }).last().click();
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(buyerEmail).replace(".", "\\.")}`));
  await expectNoRawKeys(page);
  await expectAccessible(page);
  const first = page.getByRole("table").getByRole("rowheader").first().getByRole("link");
  const orderNumber = (await first.innerText()).trim();
  await first.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Order ${orderNumber}`);
  await expect(page.getByTestId("office-order-status")).toHaveText("Unshipped");
  await expectNoRawKeys(page);
  await expectAccessible(page);

  // Shipping without a tracking number is refused on the page, what was typed kept.
  await whenInteractive(page);
  await page.getByRole("textbox", { name: /^carrier/i }).fill("DHL Express");
  await page.getByRole("button", { name: /mark as shipped/i }).click();
  await expect(page.getByRole("alert")).toContainText(/enter the tracking number/i);
  await expect(page.getByRole("textbox", { name: /^tracking number/i })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("textbox", { name: /^carrier/i })).toHaveValue("DHL Express");
  await expectAccessible(page);
  await page.getByRole("textbox", { name: /^tracking number/i }).fill(tracking);
  await page.getByRole("button", { name: /mark as shipped/i }).click();
  await expect(page).toHaveURL(/notice=shipped/);
  await expect(page.getByRole("status")).toContainText(/shipped and the buyer has been mailed/i);
  await expect(page.getByTestId("office-order-status")).toHaveText("Shipped");

  // The buyer signs in and finds the carrier and the tracking number on the order.
  const buyerContext = await browser.newContext({ javaScriptEnabled: info.project.use.javaScriptEnabled !== false });
  const buyer = await buyerContext.newPage();
  const detail = `/order/orderDetail?orderNumber=${encodeURIComponent(orderNumber)}`;
  await signIn(buyer, buyerEmail, { to: detail });
  await buyer.goto(hostUrl("localhost", detail));
  await expect(buyer.getByText(tracking, { exact: true })).toBeVisible();
  await expect(buyer.getByText("DHL Express", { exact: true })).toBeVisible();
  await expectNoRawKeys(buyer);

  // Customer service creates the return: every line in full unless changed.
  await whenInteractive(page);
  await page.getByRole("textbox", { name: /^return order number/i }).fill(returnNumber);
  await page.getByRole("button", { name: /create the return/i }).click();
  await expect(page).toHaveURL(/notice=returning/);
  await expect(page.getByTestId("office-order-status")).toHaveText("Returning");
  await expect(page.getByRole("heading", { name: /^return$/i })).toBeVisible();
  await expect(page.getByText(new RegExp(`Return ${returnNumber} \\(Returning\\)`))).toBeVisible();
  await expectNoRawKeys(page);
  await expectAccessible(page);

  // The buyer's order now shows the return order number.
  await buyer.reload();
  await expect(buyer.getByText(returnNumber, { exact: true }).first()).toBeVisible();
  await buyerContext.close();
});

test("the order page says an unknown order is not found", async ({ page }) => {
  await signIn(page, "admin@demo.test");
  const response = await page.goto(hostUrl("localhost", "/office/orders/2000000000"));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/order not found/i);
  await expectNoRawKeys(page);
});
