import { type Browser, type Page, expect, test } from "@playwright/test";
import { PORT, expectAccessible, expectNoRawKeys, hostUrl, signIn, whenInteractive } from "./support";

// The back office's API queue (issue 19, decision 0112) with and without JavaScript: a buyer
// applies; customer service takes the application under review from the list (tick + "take
// selected under review") and refuses it with a note; the buyer reads the note and resubmits;
// staff approve (the client id issued); the buyer creates the secret and the API answers with it.
// Each project has a buyer of its own that no other spec gives an API application (the API
// application spec runs shops of its own); neither buyer's cart is touched here.

const ACCOUNTS = {
  js: { email: "buyer.nl@demo.test", company: "Huis & Licht Webwinkel", country: "NL" },
  "no-js": { email: "test@demo.test", company: "Testkunde Webshop", country: "DE" },
} as const;
const APPLICATION = "/account/apiApplication";
const NOTE = "The shop address does not open: please give the live shop's address.";

const state = (page: Page) => page.locator("[data-api-application]");

async function newPage(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled });
  return context.newPage();
}

async function submitApplication(page: Page) {
  await page.locator('#api-application button[type="submit"][name="intent"]').click();
  await page.waitForLoadState("load");
  await whenInteractive(page);
}

test("API queue: refused with a note → the buyer resubmits → approved → the buyer's secret reads the API", async ({ page, browser }, info) => {
  test.slow();
  const account = ACCOUNTS[info.project.name as keyof typeof ACCOUNTS];
  const javaScriptEnabled = info.project.use.javaScriptEnabled !== false;

  // The buyer applies.
  await signIn(page, account.email, { to: APPLICATION });
  await expect(state(page)).toHaveAttribute("data-api-application", "none");
  await page.locator("#api-application-companyName").fill(account.company);
  await page.locator("#api-application-shopUrl").fill("https://shop.queue-test.example");
  await page.locator("#api-application-enterpriseSize-11_50").check();
  await page.locator("#api-application-technicalStaff").check();
  await page.locator("#api-application-dataWanted").check();
  await submitApplication(page);
  await expect(state(page)).toHaveAttribute("data-api-application", "submitted");

  // Customer service: from the dashboard's count to the list, the application found by e-mail.
  const staff = await newPage(browser, javaScriptEnabled);
  await signIn(staff, "service@demo.test");
  await staff.locator('main a[href="/office/api"]').first().click();
  await expect(staff).toHaveURL(/\/office\/api$/);
  await whenInteractive(staff);
  await expect(staff.getByRole("heading", { level: 1 })).toHaveText(/api applications/i);
  await staff.getByRole("searchbox", { name: /search applications/i }).fill(account.email);
  await staff.getByRole("button", { name: /^search$/i }).last().click();
  await expect(staff).toHaveURL(/q=/);
  await whenInteractive(staff);
  await expectNoRawKeys(staff);
  await expectAccessible(staff);

  // "Take selected under review" with nothing ticked is refused; then ticked and taken.
  await staff.getByRole("button", { name: /take selected under review/i }).click();
  await expect(staff.getByRole("alert")).toContainText(/select at least one submitted application/i);
  await whenInteractive(staff);
  await staff.getByRole("checkbox", { name: `Select ${account.company}` }).check();
  await staff.getByRole("button", { name: /take selected under review/i }).click();
  await expect(staff).toHaveURL(/notice=bulkReviewed&done=1/);
  await expect(staff.getByRole("status").first()).toContainText(/taken under review: 1/i);
  await expect(staff.locator('tr[data-api-row="review"]', { hasText: account.company })).toHaveCount(1);
  await whenInteractive(staff);

  // The application: refused, first without a note (kept on the page), then with one.
  await staff.getByRole("link", { name: account.company }).click();
  await expect(staff.getByRole("heading", { level: 1 })).toContainText(account.company);
  await whenInteractive(staff);
  await expectAccessible(staff);
  await staff.getByRole("button", { name: /refuse application/i }).click();
  await expect(staff.getByRole("alert")).toContainText(/enter the reason/i);
  await expect(staff.getByRole("textbox", { name: /reason/i })).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(staff);
  await whenInteractive(staff);
  await staff.getByRole("textbox", { name: /reason/i }).fill(NOTE);
  await staff.getByRole("button", { name: /refuse application/i }).click();
  await expect(staff).toHaveURL(/notice=refuse/);
  await expect(staff.locator("[data-office-api-application]")).toHaveAttribute("data-office-api-application", "failed");
  await expect(staff.getByText(/refused by Elena Ruiz/)).toBeVisible();
  const detail = staff.url();

  // The buyer reads the note and resubmits (the answers kept).
  await page.goto(hostUrl("localhost", APPLICATION));
  await whenInteractive(page);
  await expect(state(page)).toHaveAttribute("data-api-application", "failed");
  await expect(state(page)).toContainText(NOTE);
  await page.locator("#api-application-shopUrl").fill("https://www.queue-test.example");
  await submitApplication(page);
  await expect(state(page)).toHaveAttribute("data-api-application", "submitted");

  // Staff approve: the client id is issued.
  await staff.goto(detail.replace(/\?.*$/, ""));
  await whenInteractive(staff);
  await staff.getByRole("button", { name: /approve application/i }).click();
  await expect(staff).toHaveURL(/notice=approve/);
  await expect(staff.locator("[data-office-api-application]")).toHaveAttribute("data-office-api-application", "approved");
  await expect(staff.getByText(/^am_[a-z2-7]{20}$/)).toBeVisible();
  await expectNoRawKeys(staff);
  await expectAccessible(staff);
  await staff.context().close();

  // The buyer creates the secret and calls the API with it.
  await page.goto(hostUrl("localhost", APPLICATION));
  await whenInteractive(page);
  await expect(state(page)).toHaveAttribute("data-api-application", "approved");
  await page.locator('button[name="intent"][value="createSecret"]').click();
  const shown = page.locator("#api-new-secret");
  await expect(shown).toHaveValue(/^cs_[A-Za-z0-9_-]{43}$/);
  const secret = await shown.inputValue();
  const clientId = (await page.locator("[data-client-id]").textContent())!.trim();
  const tenantId = (await page.locator("[data-tenant-id]").textContent())!.trim();
  const base = `http://localhost:${PORT}`;
  const token = await fetch(`${base}/api/v1.0/oauth/token`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString("base64")}` },
    body: new URLSearchParams({ grant_type: "client_credentials" }),
  });
  const granted = (await token.json()) as { access_token?: string };
  expect(token.status, JSON.stringify(granted)).toBe(200);
  const products = await fetch(`${base}/api/v1.0/products?limit=5`, {
    headers: { Authorization: `Bearer ${granted.access_token}`, "X-Platform": "BS", "X-Brand": "aigostar", "X-Tenant-Id": tenantId, "X-Country": account.country, "Accept-Language": "en" },
  });
  const body = (await products.json()) as { code: number; data?: { items: unknown[] } };
  expect(products.status, JSON.stringify(body)).toBe(200);
  expect(body.code).toBe(0);
  expect(body.data!.items.length).toBeGreaterThan(0);
});
