import fs from "node:fs";
import path from "node:path";
import { type Page, expect, test } from "@playwright/test";
import { linkIn, waitForMail } from "./mail-sink";
import { PASSWORD, TEST_CODE, expectAccessible, expectNoRawKeys, hostUrl, purchasePanels, signIn, whenInteractive } from "./support";

// Each project approves a pending registration of its own, whose buyer then orders (demo data,
// decision 0112): registrations office.spec.ts does not approve, e-mail confirmed, no address book yet.
const REGISTRATIONS = {
  js: { email: "pending.es@demo.test", company: "Vidal Menaje S.L.", search: "Vidal" },
  "no-js": { email: "pending.pl@demo.test", company: "Zieliński AGD Hurt", search: "Zieli" },
} as const;

type Checkout = { cartButton: string; confirm: { submit: string }; success: { heading: string } };

/** The checkout's texts in the page's language (the buyers see Spanish and Polish pages). */
async function checkoutText(page: Page): Promise<Checkout> {
  const tag = (await page.locator("html").getAttribute("lang")) ?? "en";
  const lng = tag.toLowerCase() === "zh-cn" ? "zh-cn" : tag.slice(0, 2).toLowerCase();
  return JSON.parse(fs.readFileSync(path.resolve("locales", lng, "checkout.json"), "utf8")) as Checkout;
}

/** Without JavaScript the address form's lists are refreshed by posting it back; with it they follow the choice. */
async function refreshLists(page: Page, scriptless: boolean) {
  if (!scriptless) return;
  await page.locator('main button[value="regions"]').click();
  await page.waitForLoadState("domcontentloaded");
}

async function optionValue(page: Page, select: string, label: RegExp): Promise<string> {
  const option = page.locator(`${select} option`, { hasText: label }).first();
  await expect(option).toBeAttached();
  return (await option.getAttribute("value")) ?? "";
}

/** Signs an office account in at the office door with a password of its own; where the page went. */
async function officeSignIn(page: Page, email: string, password: string) {
  await page.goto(hostUrl("localhost", "/salesman/login"));
  await whenInteractive(page);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('input[name="code"]').fill(TEST_CODE);
  await page.locator('form[method="post"] button[name="intent"][value="signIn"]:visible').click();
}

test("customer service approves a pending registration → its buyer adds an address, puts a product in the cart and places an order", async ({ page, browser }, info) => {
  test.slow();
  const scriptless = info.project.use.javaScriptEnabled === false;
  const registration = REGISTRATIONS[info.project.name as keyof typeof REGISTRATIONS];

  // The office door: titled for every office role.
  await page.goto(hostUrl("localhost", "/salesman/login"));
  await expect(page).toHaveTitle(/^Office sign-in/);
  await expect(page.getByText("For salespeople and customer service.")).toBeVisible();

  await signIn(page, "service@demo.test", { to: "/office" });
  await page.goto(hostUrl("localhost", `/office/registrations?q=${encodeURIComponent(registration.search)}`));
  await whenInteractive(page);
  await page.getByRole("link", { name: registration.company }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(registration.company);
  await whenInteractive(page);
  await page.getByRole("button", { name: /approve registration/i }).click();
  await expect(page).toHaveURL(/notice=approved/);
  await expect(page.getByRole("status")).toContainText(/approved and the buyer has been mailed/i);

  // The audit log shows the approval, by whom, with a link back to the registration.
  await page.goto(hostUrl("localhost", "/office"));
  await whenInteractive(page);
  await page.getByRole("link", { name: "Open the audit log" }).click();
  await expect(page).toHaveURL(/\/office\/audit$/);
  await whenInteractive(page);
  await page.getByLabel("Account (email)").fill(registration.email);
  await page.getByLabel("Action").selectOption("registration.approve");
  await page.getByRole("button", { name: "Apply filter" }).click();
  await expect(page).toHaveURL(/action=registration.approve/);
  const row = page.locator("tbody tr").first();
  await expect(row).toContainText("Registration approved");
  await expect(row).toContainText("Elena Ruiz");
  await expect(row).toContainText("pending → official");
  await expectNoRawKeys(page);
  await expectAccessible(page);
  // Staff on a product's page see its public preview: no price, no cart button.
  await page.goto(hostUrl("localhost", "/commodityDetail?goodsId=1"));
  await expect(page).toHaveURL(/\/preview\/commodityDetail\?goodsId=1/);
  await expect(page.locator("main form[action^='/cart']")).toHaveCount(0);

  // The buyer: official now; adds the first address of the book, then orders.
  const buyerContext = await browser.newContext({ javaScriptEnabled: !scriptless });
  const buyer = await buyerContext.newPage();
  await signIn(buyer, registration.email, { to: "/account/addresses/new" });
  await expect(buyer).toHaveURL(/\/account\/addresses\/new/);
  await expect(buyer.locator("#approval-notice")).toHaveCount(0);
  await buyer.locator("#address-fullName").fill("E2E Receiver");
  await buyer.locator("#address-address").fill("Avenida de la Constitución 20");
  await buyer.locator("#address-telephone").fill("+34 954 000 111");
  await buyer.locator('select[name="countryCode"]').selectOption("ES");
  await refreshLists(buyer, scriptless);
  await buyer.locator('select[name="provinceId"]').selectOption(await optionValue(buyer, 'select[name="provinceId"]', /Andalu/));
  await refreshLists(buyer, scriptless);
  await buyer.locator('select[name="cityId"]').selectOption(await optionValue(buyer, 'select[name="cityId"]', /Sevill/));
  await buyer.locator("#address-postalCode").fill("41004");
  await buyer.locator('main button[value="save"]').click();
  await expect(buyer).toHaveURL(/\/account\/addresses\?notice=created$/);

  // The most expensive product of the list, twice its minimum (the minimum order amount is met).
  await buyer.goto(hostUrl("localhost", "/aigoStarProductList?sort=priceDesc"));
  const [product] = await purchasePanels(buyer);
  await buyer.goto(hostUrl("localhost", `/commodityDetail?goodsId=${product!.id}`));
  await whenInteractive(buyer);
  const panel = buyer.locator(`#buy-${product!.id}`);
  await panel.locator('input[name="quantity"]').fill(String(product!.minimum * 2));
  await panel.locator("form > button").click();
  await expect(panel.getByRole("status")).not.toHaveText("");

  await buyer.goto(hostUrl("localhost", "/cart"));
  await whenInteractive(buyer);
  const text = await checkoutText(buyer);
  await buyer.getByRole("button", { name: text.cartButton }).click();
  await buyer.waitForURL((url) => url.pathname === "/order/orderConfirm");
  await whenInteractive(buyer);
  await expect(buyer.getByRole("radio").first()).toBeChecked();
  await buyer.getByRole("button", { name: text.confirm.submit }).click();
  await buyer.waitForURL((url) => url.pathname === "/order/orderSuccess");
  await expect(buyer.getByRole("heading", { level: 1 })).toHaveText(text.success.heading);
  await expectNoRawKeys(buyer);
  await buyerContext.close();
});

test("the administrator creates a staff account (its first password by the reset mail), disables it, and it can no longer sign in", async ({ page, browser }, info) => {
  test.slow();
  const scriptless = info.project.use.javaScriptEnabled === false;
  const email = `e2e.staff.${info.project.name}.${Date.now()}@example.com`;
  const name = `E2E Staff ${info.project.name} ${Date.now()}`;

  // Customer service may not manage staff accounts.
  await signIn(page, "service@demo.test", { to: "/office" });
  await expect(page.getByRole("link", { name: "Manage staff accounts" })).toHaveCount(0);
  expect((await page.goto(hostUrl("localhost", "/office/staff")))?.status()).toBe(403);
  await page.context().clearCookies();

  await signIn(page, "admin@demo.test", { to: "/office" });
  await page.getByRole("link", { name: "Manage staff accounts" }).click();
  await expect(page).toHaveURL(/\/office\/staff$/);
  await expect(page.getByRole("row", { name: /Hugo Blanco/ })).toContainText(/disabled since/i);
  await expectAccessible(page);

  // A refused creation keeps what was typed.
  await whenInteractive(page);
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Email", { exact: true }).fill("not-an-email");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  await expect(page.getByLabel("Email", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(name);
  await expect(page).toHaveTitle(/.+:/);
  await expectAccessible(page);

  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Role").selectOption("service");
  await page.getByLabel("Language").selectOption("en");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/office\/staff\?notice=created$/);
  await expect(page.getByRole("status")).toContainText(/staff account is created/i);
  await expect(page.getByRole("row", { name: new RegExp(name) })).toContainText("Customer service");
  await expectNoRawKeys(page);

  // The new member sets the first password through the mailed link, and signs in.
  const member = await browser.newContext({ javaScriptEnabled: !scriptless });
  const memberPage = await member.newPage();
  const link = linkIn((await waitForMail(email, /Reset your .* password/)).text);
  await memberPage.goto(link);
  await whenInteractive(memberPage);
  await memberPage.getByLabel("New password", { exact: true }).fill(PASSWORD);
  await memberPage.getByLabel("Confirm the new password").fill(PASSWORD);
  await memberPage.getByRole("button", { name: "Save the new password" }).click();
  await expect(memberPage).toHaveURL(/\/login\?notice=passwordReset$/);
  await officeSignIn(memberPage, email, PASSWORD);
  await expect(memberPage).toHaveURL(hostUrl("localhost", "/office"));

  // The administrator disables it: its session ends at once, and sign-in is refused.
  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await whenInteractive(page);
  await page.getByRole("button", { name: "Disable account" }).click();
  await expect(page).toHaveURL(/notice=disabled$/);
  await expect(page.getByRole("status")).toContainText(/account is disabled/i);
  await expectAccessible(page);
  // The administrator cannot disable himself.
  await page.goto(hostUrl("localhost", "/office/staff"));
  await page.getByRole("link", { name: "Pablo Ortega" }).click();
  await whenInteractive(page);
  await page.getByRole("button", { name: "Disable account" }).click();
  await expect(page.getByRole("alert").first()).toContainText(/cannot change your own role or disable your own account/i);

  await memberPage.goto(hostUrl("localhost", "/office"));
  await expect(memberPage).toHaveURL(/\/salesman\/login\?redirectTo=%2Foffice/);
  await officeSignIn(memberPage, email, PASSWORD);
  await expect(memberPage.getByRole("alert").first()).toBeVisible();
  await expect(memberPage).toHaveURL(/\/salesman\/login/);
  await member.close();
});
