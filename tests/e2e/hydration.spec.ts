import { type Browser, type Page, expect, test } from "@playwright/test";
import { collectErrors, expectNoRawKeys, hostUrl, signIn, whenInteractive } from "./support";

// The browser renders the components with the server's translator (decision 0102): hydrating must
// neither fail nor change a text, in any language. Visitors get the language of their browser;
// the signed-in checks go by whatever language the account has (other specs switch it).
test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, "only a page with scripts hydrates");

/** The page's title and main heading as the server sent them (JavaScript off, same cookies and language). */
async function serverTexts(browser: Browser, page: Page, locale: string): Promise<string[]> {
  const context = await browser.newContext({ javaScriptEnabled: false, locale, storageState: await page.context().storageState() });
  const copy = await context.newPage();
  await copy.goto(page.url());
  const texts = [await copy.title(), await copy.locator("h1").first().innerText()];
  await context.close();
  return texts;
}

async function expectHydratedAsServed(browser: Browser, page: Page, locale: string) {
  await whenInteractive(page);
  await expectNoRawKeys(page);
  expect([await page.title(), await page.locator("h1").first().innerText()]).toEqual(await serverTexts(browser, page, locale));
}

const VISITORS = [
  { locale: "de-DE", lang: "de" },
  { locale: "pl-PL", lang: "pl" },
  { locale: "zh-CN", lang: "zh-CN" },
  { locale: "pt-PT", lang: "pt" },
];

for (const visitor of VISITORS) {
  test(`public pages hydrate in ${visitor.lang} without an error and with the server's texts`, async ({ browser }) => {
    const context = await browser.newContext({ locale: visitor.locale });
    const page = await context.newPage();
    const errors = collectErrors(page);
    for (const path of ["/login", "/register", "/forget"]) {
      await page.goto(hostUrl("localhost", path));
      await expect(page.locator("html")).toHaveAttribute("lang", visitor.lang);
      await expectHydratedAsServed(browser, page, visitor.locale);
    }
    // A form refused in the visitor's language (sent with a fetch once hydrated): its messages are translated.
    await page.goto(hostUrl("localhost", "/login"));
    await whenInteractive(page);
    await page.locator('form[method="post"] button[name="intent"][value="signIn"]:visible').click();
    await expect(page.locator("[id$=-error], [role=alert]").first()).toBeVisible();
    await expectNoRawKeys(page);
    expect(errors).toEqual([]);
    await context.close();
  });
}

test("signed-in pages hydrate without an error; a client-side navigation brings the next page's texts", async ({ browser, page }) => {
  const errors = collectErrors(page);
  await signIn(page, "buyer.gb@demo.test", { to: "/" });
  const locale = "en-GB";
  await expectHydratedAsServed(browser, page, locale);
  // To a product list and on to a product (its namespace, product, not loaded yet), without a page load.
  await page.locator("header nav a[href='/aigoStarProductList'], a[href='/aigoStarProductList']").first().click();
  await page.waitForURL((url) => url.pathname === "/aigoStarProductList");
  await expectHydratedAsServed(browser, page, locale);
  // Cards open a product in a new tab; the same link followed here, in the page.
  const detail = await page.locator("main article a[href*='commodityDetail']").first().getAttribute("href");
  await page.evaluate((href) => (window as unknown as { __remixRouter: { navigate(to: string): Promise<void> } }).__remixRouter.navigate(href), detail!);
  await page.waitForURL((url) => url.pathname === "/commodityDetail");
  await expectHydratedAsServed(browser, page, locale);
  for (const path of ["/cart", "/order/myOrder", "/account"]) {
    await page.goto(hostUrl("localhost", path));
    await expectHydratedAsServed(browser, page, locale);
  }
  expect(errors).toEqual([]);
});
