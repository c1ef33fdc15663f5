import { type Page, expect, test } from "@playwright/test";
import { holdAccount, releaseAccounts } from "./account-locks";
import { PASSWORD, TEST_CODE, expectAccessible, expectNoRawKeys, hostUrl, signIn, whenInteractive } from "./support";

test.afterEach(releaseAccounts);

/** Searches the help centre with the page's own search form. */
async function search(page: Page, label: RegExp, words: string) {
  await whenInteractive(page);
  await page.getByRole("searchbox", { name: label }).fill(words);
  await page.getByRole("searchbox", { name: label }).press("Enter");
  await page.waitForURL((url) => url.pathname === "/helpCenter" && url.searchParams.get("q") === words);
  await whenInteractive(page);
}

test("the help centre: the function guide, a search, an article, a 404", async ({ page }) => {
  test.slow();
  await page.goto(hostUrl("localhost", "/helpCenter"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Help centre");
  await expect(page.getByRole("heading", { level: 2, name: "Function guide" })).toBeVisible();
  await expect(page.getByRole("link", { name: "How do I place an order?" })).toHaveAttribute("href", "/helpCenter/how-to-order");
  // No cart shortcut on the help centre (SPEC.md section 2); the header's help link leads here.
  await expect(page.getByTestId("cart-shortcut")).toHaveCount(0);
  await expect(page.locator("header").getByRole("link", { name: "Help" })).toHaveAttribute("href", "/helpCenter");
  await expectNoRawKeys(page);
  await expectAccessible(page);

  // Too short: a message, the words kept, the page still there.
  await search(page, /search the help centre/i, "a");
  await expect(page.getByRole("alert")).toHaveText("Type at least 2 characters to search.");
  await expect(page.getByRole("searchbox", { name: /search the help centre/i })).toHaveValue("a");
  await expectAccessible(page);

  await search(page, /search the help centre/i, "download");
  await expect(page.getByRole("heading", { level: 2 })).toHaveText("Results for “download”");
  const results = page.getByRole("list").filter({ has: page.getByRole("link", { name: "Downloading product pictures and documents" }) });
  // The title match first.
  await expect(results.getByRole("link").first()).toHaveText("Downloading product pictures and documents");
  await expectAccessible(page);
  await search(page, /search the help centre/i, "no such words here");
  await expect(page.getByRole("status")).toContainText("No article matches “no such words here”");

  await page.goto(hostUrl("localhost", "/helpCenter?q=download"));
  await page.getByRole("link", { name: "Downloading product pictures and documents" }).click();
  await expect(page).toHaveURL(hostUrl("localhost", "/helpCenter/download-pictures"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Downloading product pictures and documents");
  await expect(page.getByRole("link", { name: "download centre" })).toHaveAttribute("href", "/downloadCenter");
  await expect(page.getByRole("navigation", { name: "Where you are" }).getByRole("link", { name: "Function guide" })).toBeVisible();
  await expect(page.getByRole("region", { name: "More in this topic" }).getByRole("link", { name: "How do I place an order?" })).toBeVisible();
  await expectNoRawKeys(page);
  await expectAccessible(page);

  const missing = await page.goto(hostUrl("localhost", "/helpCenter/no-such-article"));
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Article not found");
  await expectAccessible(page);
});

test("the help centre for a German reader: German texts, English where a translation is missing (marked so)", async ({ browser }, info) => {
  test.slow();
  const context = await browser.newContext({ locale: "de-DE", javaScriptEnabled: info.project.use.javaScriptEnabled !== false });
  const german = await context.newPage();
  await german.goto(hostUrl("localhost", "/helpCenter"));
  await expect(german.getByRole("heading", { level: 1 })).toHaveText("Hilfe-Center");
  await expect(german.getByRole("heading", { level: 2, name: "Funktionsanleitung" })).toBeVisible();
  await expect(german.locator('a[href="/helpCenter/import-barcodes"] [lang="en"]')).toHaveText("Importing a list of barcodes into the cart");
  await expectAccessible(german);
  await search(german, /hilfe-center durchsuchen/i, "Warenkorb");
  await expect(german.getByRole("heading", { level: 2 })).toHaveText("Ergebnisse für „Warenkorb“");
  await expect(german.getByRole("link", { name: "Wie gebe ich eine Bestellung auf?" })).toBeVisible();
  await german.getByRole("link", { name: "Wie gebe ich eine Bestellung auf?" }).click();
  await expect(german.getByRole("heading", { level: 1 })).toHaveText("Wie gebe ich eine Bestellung auf?");
  await expect(german.getByRole("link", { name: "Ihren Warenkorb" })).toHaveAttribute("href", "/cart");
  await expectNoRawKeys(german);
  await expectAccessible(german);
  await german.goto(hostUrl("localhost", "/helpCenter/import-barcodes"));
  await expect(german.getByRole("article")).toHaveAttribute("lang", "en");
  await expect(german.getByText("Dieser Artikel ist noch nicht in Ihre Sprache übersetzt")).toBeVisible();
  await context.close();
});

test("the download centre's guide links the help centre's function guide", async ({ page }) => {
  await signIn(page, "buyer.es@demo.test", { to: "/downloadCenter/guide" });
  await page.getByRole("link", { name: /help centre|centro de ayuda/i }).click();
  await expect(page).toHaveURL(/\/helpCenter#topic-guide$/);
  await expect(page.locator("#topic-guide h2")).toBeVisible();
});

// The demo's buyer.de and buyer.gb have not acknowledged uBathLife's notice (scripts/demo/content.ts):
// one for each project. Their language may have been changed by other specs: the page is found by
// its form, not its words.
const NOTICE_READER = { js: "buyer.de@demo.test", "no-js": "buyer.gb@demo.test" } as const;
const HOST = "ubathlife.localhost";

async function signInAt(page: Page, email: string, to: string) {
  await page.goto(hostUrl(HOST, `/login?redirectTo=${encodeURIComponent(to)}`));
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('input[name="code"]').fill(TEST_CODE);
  await page.locator('form[method="post"] button[name="intent"][value="signIn"]:visible').click();
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
  await whenInteractive(page);
}

test("the user notice comes first at sign-in until it is read, then the page the sign-in was going to", async ({ page }, info) => {
  test.slow();
  const email = NOTICE_READER[info.project.name as keyof typeof NOTICE_READER];
  await holdAccount(email);
  await signInAt(page, email, "/order/myOrder");
  await expect(page).toHaveURL(hostUrl(HOST, "/userNotice?redirectTo=%2Forder%2FmyOrder"));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const acknowledge = page.locator('form[action^="/userNotice"] button[type="submit"]');
  await expect(acknowledge).toHaveCount(1);
  await expectNoRawKeys(page);
  await expectAccessible(page);
  await acknowledge.click();
  await expect(page).toHaveURL(hostUrl(HOST, "/order/myOrder"));
  await whenInteractive(page);

  // The account area's menu links the notice: read, with the day it was.
  await page.goto(hostUrl(HOST, "/account"));
  await whenInteractive(page);
  await page.locator('a[href="/userNotice"]').click();
  await expect(page).toHaveURL(hostUrl(HOST, "/userNotice"));
  await expect(page.locator("time")).toHaveCount(1);
  await expect(acknowledge).toHaveCount(0);
  await expectAccessible(page);

  // Signed out and in again: straight to the page.
  await page.goto(hostUrl(HOST, "/order/myOrder"));
  await whenInteractive(page);
  await page.locator("header details summary").last().click();
  await page.locator('form[action="/logout"] button').click();
  await expect(page).toHaveURL(/\/login/);
  await signInAt(page, email, "/order/myOrder");
  await expect(page).toHaveURL(hostUrl(HOST, "/order/myOrder"));
});
