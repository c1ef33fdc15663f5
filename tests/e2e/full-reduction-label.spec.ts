import { expect, test } from "@playwright/test";
import { expectAccessible, hostUrl, signIn, whenInteractive } from "./support";

// The running full reduction's label (decision 0108): once on a list page, beside the price on the
// product page; written by the server, the same with and without JavaScript. Read-only: nothing
// here changes an account. The demo's Aigostar reduction in euros has three tiers (500, 1,000 and
// 2,000 EUR); the texts are matched by their amounts, whatever language the account has now.
const ACCOUNTS = { js: "buyer.it@demo.test", "no-js": "buyer.pt@demo.test" } as const;
const TIERS = /500[.,]00.*25[.,]00.*·.*1[.,\s\u00a0\u202f]?000[.,]00.*75[.,]00.*·.*2[.,\s\u00a0\u202f]?000[.,]00.*200[.,]00/;

test("the running full reduction: once on the list, beside the price on the product page", async ({ page }, info) => {
  await signIn(page, ACCOUNTS[info.project.name as keyof typeof ACCOUNTS], { to: "/aigoStarProductList" });
  await whenInteractive(page);
  const label = page.locator("main .reduction");
  await expect(label).toHaveCount(1);
  await expect(label).toHaveText(TIERS);
  // Above the cards, not in them.
  await expect(page.locator("main article .reduction")).toHaveCount(0);
  await expectAccessible(page);

  const href = await page.locator("main article a[href*='commodityDetail']").first().getAttribute("href");
  await page.goto(hostUrl("localhost", href!));
  await whenInteractive(page);
  await expect(label).toHaveCount(1);
  await expect(label).toHaveText(TIERS);
  // Beside the price: the price block comes right before it.
  await expect(page.locator("main .price + .reduction")).toHaveCount(1);
});
