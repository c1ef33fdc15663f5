import { expect, test } from "@playwright/test";
import { expectAccessible, expectNoRawKeys, hostUrl, signIn, whenInteractive } from "./support";

// Each project approves a pending registration of its own (demo data, decision 0112).
const REGISTRATIONS = {
  js: { email: "pending.de@demo.test", company: "Schulz Elektro Handel KG", search: "Schulz" },
  "no-js": { email: "pending.it@demo.test", company: "Bianchi Casalinghi S.r.l.", search: "Bianchi" },
} as const;

test("customer service signs in at the office door → approves a pending registration → the buyer may order", async ({ page, browser }, info) => {
  test.slow();
  const registration = REGISTRATIONS[info.project.name as keyof typeof REGISTRATIONS];

  // The buyer, before: browsing, told the account waits for approval.
  const buyerContext = await browser.newContext({ javaScriptEnabled: info.project.use.javaScriptEnabled !== false });
  const buyer = await buyerContext.newPage();
  await signIn(buyer, registration.email);
  await expect(buyer.locator("#approval-notice")).toBeVisible();

  // The office door lands customer service in the back office.
  await signIn(page, "service@demo.test");
  await expect(page).toHaveURL(hostUrl("localhost", "/office"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/back office/i);
  await expectNoRawKeys(page);
  await expectAccessible(page);
  // Staff have no cart; the account menu leads to the back office.
  await expect(page.locator('header a[href="/cart"]')).toHaveCount(0);
  await expect(page.locator('header a[href="/office"]')).toHaveCount(1);

  await page.getByRole("link", { name: /awaiting approval: \d+/i }).click();
  await expect(page).toHaveURL(/\/office\/registrations$/);
  await whenInteractive(page);
  await page.getByRole("searchbox", { name: /search registrations/i }).fill(registration.search);
  await page.getByRole("button", { name: /^search$/i }).last().click();
  await expect(page).toHaveURL(new RegExp(`q=${registration.search}`));
  await expectAccessible(page);
  // "Approve selected" with nothing ticked: refused on the list, the search kept.
  await whenInteractive(page);
  await page.getByRole("button", { name: /approve selected/i }).click();
  await expect(page.getByRole("alert")).toContainText(/select at least one registration/i);
  await expect(page.getByRole("link", { name: registration.company })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: registration.company }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(registration.company);
  await whenInteractive(page);

  // A refusal without a reason is refused, on the same page, the form kept.
  await page.getByRole("button", { name: /refuse registration/i }).click();
  await expect(page.getByRole("alert")).toContainText(/enter the reason/i);
  await expect(page).toHaveTitle(/.+:/);
  await expect(page.getByRole("textbox", { name: /reason/i })).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(page);

  await page.getByRole("button", { name: /approve registration/i }).click();
  await expect(page).toHaveURL(/notice=approved/);
  await expect(page.getByRole("status")).toContainText(/approved and the buyer has been mailed/i);
  await expect(page.getByText(/this company is approved/i)).toBeVisible();
  await expectNoRawKeys(page);
  await expectAccessible(page);

  // Staff on a buyer's page: 403, pointing to the back office.
  const cart = await page.goto(hostUrl("localhost", "/cart"));
  expect(cart?.status()).toBe(403);
  await expect(page.getByRole("link", { name: /go to the back office/i })).toBeVisible();
  await expectNoRawKeys(page);

  // The buyer, after: official, no approval notice; the cart is there to order from.
  await buyer.reload();
  await expect(buyer.locator("#approval-notice")).toHaveCount(0);
  await expect(buyer.locator('header a[href="/cart"]')).toHaveCount(1);
  await buyerContext.close();
});

test("a buyer gets 403 in the back office; a visitor is sent to the office sign-in", async ({ page }) => {
  const visitor = await page.goto(hostUrl("localhost", "/office/registrations"));
  expect(visitor?.status()).toBe(200);
  await expect(page).toHaveURL(/\/salesman\/login\?redirectTo=%2Foffice%2Fregistrations/);
  await signIn(page, "buyer.gb@demo.test");
  const response = await page.goto(hostUrl("localhost", "/office"));
  expect(response?.status()).toBe(403);
  await expectNoRawKeys(page);
});
