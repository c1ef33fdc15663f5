import { type Page, expect, test } from "@playwright/test";
import { expectAccessible, expectNoRawKeys, hostUrl, signIn, whenInteractive } from "./support";

// Viewing products only adds to the browsing history, which no other spec reads. Nothing here
// depends on the page's language (other specs switch account languages).
const ACCOUNTS = { js: "test@demo.test", "no-js": "buyer.pt@demo.test" } as const;
const accountFor = (project: string) => ACCOUNTS[project as keyof typeof ACCOUNTS];

/** The first aigostar product whose detail page HTML matches `wanted` (fetched with the page's cookies). */
async function findProduct(page: Page, wanted: RegExp): Promise<number> {
  for (let id = 1; id <= 150; id++) {
    const response = await page.request.get(hostUrl("localhost", `/commodityDetail?goodsId=${id}&brand=aigostar`));
    if (response.status() === 200 && wanted.test(await response.text())) return id;
  }
  throw new Error(`no product matches ${wanted}`);
}

test("product detail: gallery by keyboard, accessories paging, then the browsing history", async ({ page }, info) => {
  await signIn(page, accountFor(info.project.name), { to: "/" });

  // The gallery: thumbnails are links; Tab to the second and press Enter to show it large.
  const withImages = await findProduct(page, /image=2/);
  await page.goto(hostUrl("localhost", `/commodityDetail?goodsId=${withImages}&brand=aigostar`));
  await whenInteractive(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const second = page.locator('main a[href*="image=2"]');
  await second.focus();
  await expect(second).toBeFocused();
  await page.keyboard.press("Enter");
  await page.waitForURL((url) => url.searchParams.get("image") === "2");
  await expect(page.locator('main a[href*="image=2"]')).toHaveAttribute("aria-current", "true");
  await expectNoRawKeys(page);
  await expectAccessible(page);

  // Recommended accessories, five a page, with the next page by a plain link.
  const withAccessories = await findProduct(page, /accessoriesPage=2/);
  await page.goto(hostUrl("localhost", `/commodityDetail?goodsId=${withAccessories}&brand=aigostar`));
  await whenInteractive(page);
  const accessories = page.locator("#accessories");
  await expect(accessories.locator("li article")).toHaveCount(5);
  await accessories.locator("nav a[rel=next]").click();
  await page.waitForURL((url) => url.searchParams.get("accessoriesPage") === "2");
  await expect(accessories.locator('nav a[aria-current="page"]')).toHaveText("2");
  expect(await accessories.locator("li article").count()).toBeGreaterThan(0);
  await expectNoRawKeys(page);
  await expectAccessible(page);

  // The products just viewed are in the account's browsing history, the last one first among them.
  await page.goto(hostUrl("localhost", "/account/history"));
  await whenInteractive(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator(`main a[href*="goodsId=${withAccessories}&"]`).first()).toBeVisible();
  await expect(page.locator(`main a[href*="goodsId=${withImages}&"]`).first()).toBeVisible();
  await expectNoRawKeys(page);
  await expectAccessible(page);
});

test("an unknown product is a 404 page", async ({ page }, info) => {
  await signIn(page, accountFor(info.project.name), { to: "/" });
  expect((await page.goto(hostUrl("localhost", "/commodityDetail?goodsId=2147483647&brand=aigostar")))?.status()).toBe(404);
  await expectAccessible(page);
});

test("the public preview shows no price or stock, and leads to sign-in and back", async ({ page }, info) => {
  // Find a priced product while signed in, then look at its preview signed out.
  await signIn(page, accountFor(info.project.name), { to: "/" });
  const id = await findProduct(page, /€|EUR/);
  await page.context().clearCookies();
  const response = await page.goto(hostUrl("localhost", `/preview/commodityDetail?goodsId=${id}&brand=aigostar`));
  expect(response?.status()).toBe(200);
  await whenInteractive(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const main = await page.locator("main").innerText();
  expect(main).not.toMatch(/€|\bEUR\b/);
  await expectNoRawKeys(page);
  await expectAccessible(page);
  const signInLink = page.locator('main a[href^="/login?redirectTo="]');
  await expect(signInLink).toHaveAttribute("href", `/login?redirectTo=${encodeURIComponent(`/commodityDetail?goodsId=${id}&brand=aigostar`)}`);
  await signInLink.click();
  await page.waitForURL((url) => url.pathname === "/login");
});
