import { expect, test } from "@playwright/test";
import { TEST_CODE, expectAccessible, expectNoRawKeys, hostUrl, signIn, whenInteractive } from "./support";

test("a protected page sends a visitor to sign in and back again", async ({ page }) => {
  await page.goto(hostUrl("nobleza.localhost", "/noblezaHome"));
  await expect(page).toHaveURL(/\/login\?redirectTo=%2FnoblezaHome$/);
  await expectAccessible(page);
  await page.getByRole("textbox", { name: /email/i }).fill("buyer.it@demo.test");
  await page.getByLabel(/password/i).first().fill("Demo12345");
  await page.locator('input[name="code"]').fill(TEST_CODE);
  await page.getByRole("button", { name: /sign in|accedi|entrar|acceder/i }).click();
  await expect(page).toHaveURL(hostUrl("nobleza.localhost", "/noblezaHome"));
});

test("a wrong password shows an error summary and keeps the email", async ({ page }, info) => {
  await page.goto(hostUrl("localhost", "/login"));
  await page.getByRole("textbox", { name: /email/i }).fill("buyer.de@demo.test");
  await page.getByLabel(/password/i).first().fill("wrong-password-1");
  await page.locator('input[name="code"]').fill(TEST_CODE);
  await page.getByRole("button", { name: /sign in/i }).click();
  const summary = page.getByRole("alert");
  await expect(summary).toContainText(/not correct/);
  await expect(page.getByRole("textbox", { name: /email/i })).toHaveValue("buyer.de@demo.test");
  // The server never sends the password back (without JavaScript the field comes back empty).
  if (info.project.name === "no-js") await expect(page.getByLabel(/password/i).first()).toHaveValue("");
  await expect(page).toHaveTitle(/^Error: /);
  await expectAccessible(page);
});

test("an empty form shows a message beside each field", async ({ page }) => {
  await page.goto(hostUrl("localhost", "/login"));
  await page.getByRole("button", { name: /sign in/i }).click();
  await expect(page.getByRole("alert").getByRole("link")).toHaveCount(3);
  await expect(page.getByRole("textbox", { name: /email/i })).toHaveAttribute("aria-invalid", "true");
  await expectNoRawKeys(page);
  await expectAccessible(page);
});

test("sign out ends the session", async ({ page }) => {
  await signIn(page, "unofficial@demo.test");
  await page.locator("header details summary").last().click();
  await page.locator('form[action="/logout"] button').click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto(hostUrl("localhost", "/"));
  await expect(page).toHaveURL(/\/login$/);
});

test("unknown pages get the localized 404 page", async ({ page }) => {
  await signIn(page, "box@demo.test");
  const response = await page.goto(hostUrl("localhost", "/no-such-page"));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/404/);
  await expectNoRawKeys(page);
  await expectAccessible(page);
});

test("the 404 page is in the visitor's language", async ({ browser }) => {
  const context = await browser.newContext({ locale: "de-DE" });
  const page = await context.newPage();
  const response = await page.goto(hostUrl("localhost", "/no-such-page"));
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expectNoRawKeys(page);
  await context.close();
});

test("the skip link leads to the main content", async ({ page }) => {
  await page.goto(hostUrl("localhost", "/login"));
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: /skip to main content/i });
  await expect(skip).toBeFocused();
  await expect(skip).toHaveAttribute("href", "#main");
});

test("a POST from a foreign Origin is refused with 403", async ({ request }) => {
  const response = await request.post(hostUrl("localhost", "/login"), {
    headers: { Origin: "https://evil.example" },
    form: { email: "buyer.de@demo.test", password: "Demo12345" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(403);
});

test("responses carry a nonce-based Content-Security-Policy", async ({ request }) => {
  const response = await request.get(hostUrl("localhost", "/login"));
  expect(response.headers()["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
  const html = await response.text();
  expect(html).toMatch(/<script nonce="[A-Za-z0-9+/=]+"/);
});

test("the scripts are preloaded at low priority, after the stylesheet and the pictures in view (decision 0115)", async ({ request }) => {
  const html = await (await request.get(hostUrl("localhost", "/login"))).text();
  const preloads = html.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
  expect(preloads.length).toBeGreaterThan(2);
  for (const link of preloads) expect(link).toContain('fetchpriority="low"');
  expect(html).toMatch(/<script nonce="[A-Za-z0-9+/=]+" type="module"/);
  expect(html.indexOf('rel="stylesheet"')).toBeLessThan(html.indexOf('rel="modulepreload"'));
});

test("an unhandled browser error is posted to the error log", async ({ page }, info) => {
  test.skip(info.project.name === "no-js", "only scripts can fail in the browser");
  await page.goto(hostUrl("localhost", "/login"));
  await whenInteractive(page);
  const posted = page.waitForResponse((response) => response.url().endsWith("/api/v1.0/web/log") && response.request().method() === "POST");
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error("e2e deliberate failure");
    });
  });
  const response = await posted;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toMatchObject({ errorName: "Error", webAddress: hostUrl("localhost", "/login") });
});
