import { type Page, expect, test } from "@playwright/test";
import { PASSWORD, TEST_CODE, expectAccessible, expectNoRawKeys, hostUrl, whenInteractive } from "./support";

const picture = (page: Page) => page.getByRole("img", { name: /verification code picture/i });
const codeField = (page: Page) => page.getByRole("textbox", { name: /^verification code/i });

async function openLogin(page: Page, path = "/login") {
  await page.goto(hostUrl("localhost", path));
  await whenInteractive(page);
}

async function fill(page: Page, email: string, password: string, code: string) {
  await page.getByRole("textbox", { name: /email/i }).fill(email);
  await page.getByLabel(/^password/i).fill(password);
  await codeField(page).fill(code);
}

async function pictureLoaded(page: Page) {
  await expect(picture(page)).toBeVisible();
  await expect.poll(() => picture(page).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(200);
}

test("sign in with the code shown as a picture", async ({ page }) => {
  const image = page.waitForResponse((response) => response.url().includes("/login/code.png"));
  await openLogin(page, "/login?redirectTo=%2Fcart");
  await pictureLoaded(page);
  const response = await image;
  expect(response.headers()["content-type"]).toBe("image/png");
  expect(response.headers()["cache-control"]).toBe("no-store");
  await expect(codeField(page)).toHaveAttribute("autocomplete", "one-time-code");
  await expectNoRawKeys(page);
  await expectAccessible(page);
  await fill(page, "buyer.pl@demo.test", PASSWORD, ` ${TEST_CODE.toLowerCase()} `);
  await page.getByRole("button", { name: /^sign in$/i }).click();
  await expect(page).toHaveURL(/\/cart$/);
});

test("Enter in a field signs in (not one of the code buttons)", async ({ page }) => {
  await openLogin(page, "/login?redirectTo=%2Fcart");
  await fill(page, "buyer.es@demo.test", PASSWORD, TEST_CODE);
  await codeField(page).press("Enter");
  await expect(page).toHaveURL(/\/cart$/);
});

test("a wrong code shows the message beside the field and a new picture", async ({ page }, info) => {
  await openLogin(page);
  await pictureLoaded(page);
  const before = await picture(page).getAttribute("src");
  await fill(page, "buyer.de@demo.test", PASSWORD, "WRONG");
  await page.getByRole("button", { name: /^sign in$/i }).click();
  await expect(page.getByRole("alert")).toContainText(/verification code is wrong/i);
  await expect(codeField(page)).toHaveAttribute("aria-invalid", "true");
  await expect(codeField(page)).toHaveValue("");
  await expect(page.getByRole("textbox", { name: /email/i })).toHaveValue("buyer.de@demo.test");
  if (info.project.name === "no-js") await expect(page.getByLabel(/^password/i)).toHaveValue("");
  await pictureLoaded(page);
  expect(await picture(page).getAttribute("src")).not.toBe(before);
  await expect(page).toHaveTitle(/^Error: /);
  await expectNoRawKeys(page);
  await expectAccessible(page);
});

test("a new picture on request keeps the email", async ({ page }) => {
  await openLogin(page);
  await pictureLoaded(page);
  const before = await picture(page).getAttribute("src");
  await page.getByRole("textbox", { name: /email/i }).fill("buyer.it@demo.test");
  await page.getByRole("button", { name: /new picture/i }).click();
  await expect.poll(() => picture(page).getAttribute("src")).not.toBe(before);
  await pictureLoaded(page);
  await expect(page.getByRole("textbox", { name: /email/i })).toHaveValue("buyer.it@demo.test");
  await expect(page.getByRole("alert")).toHaveCount(0);
});

test("the code can be sent by email instead of read from the picture", async ({ page }) => {
  await openLogin(page);
  await page.getByRole("textbox", { name: /email/i }).fill("buyer.gb@demo.test");
  await page.getByRole("button", { name: /email me a code/i }).click();
  await expect(page.getByRole("status")).toContainText(/buyer\.gb@demo\.test/);
  await expect(picture(page)).toHaveCount(0);
  await expect(page.getByText(/paste the code from the email/i)).toBeVisible();
  await expectNoRawKeys(page);
  await expectAccessible(page);
  // The mail is only recorded here (no SMTP); the test code answers the emailed challenge too.
  await page.getByLabel(/^password/i).fill(PASSWORD);
  await codeField(page).fill(TEST_CODE);
  await page.getByRole("button", { name: /^sign in$/i }).click();
  await expect(page).toHaveURL(hostUrl("localhost", "/"));
});

test("an office account is pointed to the salesman login", async ({ page }) => {
  await openLogin(page);
  await fill(page, "sales@demo.test", PASSWORD, TEST_CODE);
  await page.getByRole("button", { name: /^sign in$/i }).click();
  await expect(page.getByRole("alert")).toContainText(/office account/i);
  await page.getByRole("link", { name: /go to the salesman login/i }).click();
  await expect(page).toHaveURL(/\/salesman\/login$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/office account/i);
  await expectAccessible(page);
});

test("the login page speaks the visitor's language", async ({ browser }, info) => {
  const context = await browser.newContext({ locale: "pl-PL", javaScriptEnabled: info.project.use.javaScriptEnabled });
  const page = await context.newPage();
  await page.goto(hostUrl("localhost", "/login"));
  await expect(page.getByRole("textbox", { name: /kod weryfikacyjny/i })).toBeVisible();
  await expect(page.getByRole("button", { name: /wyślij mi kod/i })).toBeVisible();
  await expectNoRawKeys(page);
  await context.close();
});
