import { type Page, expect, test } from "@playwright/test";
import { holdAccount, releaseAccounts } from "./account-locks";
import { expectAccessible, expectNoRawKeys, hostUrl, purchasePanels, removeFromCart, signIn, whenInteractive } from "./support";

// Issue 13, item 8: what changed is announced (decision 0084). buyer.fr's and box@'s carts on the
// test-mode server are changed by no other spec; each project uses its own product. Nothing here
// depends on the page's language: it goes by roles, ids and numbers.
const isJs = () => test.info().project.name === "js";

// The two projects change buyer.fr's cart one after the other: the header's count compared before
// and after an add must not see the other project's remove of the same number of units meanwhile.
test.afterEach(releaseAccounts);

async function pickProduct(page: Page, skip: number, { multipleAtLeast = 1 } = {}) {
  const found = (await purchasePanels(page)).filter((product) => product.multiple >= multipleAtLeast)[skip];
  expect(found, "a buyable product on the first list page").toBeDefined();
  return found!;
}

/** A polite live region that is in the page from its first render (an added one is not announced). */
async function expectLiveRegion(region: ReturnType<Page["locator"]>) {
  await expect(region).toHaveCount(1);
  const live = await region.evaluate((element) => ({ role: element.getAttribute("role"), live: element.getAttribute("aria-live") }));
  expect(live.role === "status" || live.live === "polite", "role=status or aria-live=polite").toBe(true);
}

test("after an add the header's live region says what the cart now holds", async ({ page }) => {
  await holdAccount("buyer.fr@demo.test");
  await signIn(page, "buyer.fr@demo.test", { to: "/aigoStarProductList" });
  const product = await pickProduct(page, isJs() ? 6 : 7);
  await removeFromCart(page, product.id);
  await page.goto(hostUrl("localhost", `/commodityDetail?goodsId=${product.id}&brand=aigostar`));
  await whenInteractive(page);
  const region = page.locator("header #cart-announcement");
  await expectLiveRegion(region);
  // Nothing is said on arrival: only a change is news.
  await expect(region).toHaveText("");
  // The region is compared with the header's own (silent) summary of the cart, not with a count
  // worked out here.
  const summary = page.locator('header a[href="/cart"] span.sr-only');
  const count = page.locator('header a[href="/cart"] span.count-pill');
  const before = await summary.innerText();
  await page.locator(`#buy-${product.id} form > button`).click();
  if (isJs()) {
    await expect(summary).not.toHaveText(before);
    await expect(region).not.toHaveText("");
    // The link reads "Cart 3 products, 54 units" (its count visible, the rest hidden); the region "Cart: 3 products, 54 units".
    await expect(region).toContainText(await summary.innerText());
    await expect(region).toContainText(new RegExp(`(^|\\D)${(await count.innerText()).trim()}(\\D|$)`));
  } else {
    // Without JavaScript the page is new, read from the top; the panel's notice says what happened.
    await page.waitForURL((url) => url.searchParams.get("added") === String(product.id));
    await expectLiveRegion(page.locator("header #cart-announcement"));
    await expect(summary).not.toHaveText(before);
  }
  await expectNoRawKeys(page);
  await expectAccessible(page);
});

test("after a quantity change in the cart the new totals are announced", async ({ page }) => {
  await holdAccount("buyer.fr@demo.test");
  await signIn(page, "buyer.fr@demo.test", { to: "/aigoStarProductList" });
  const product = await pickProduct(page, isJs() ? 8 : 9);
  await removeFromCart(page, product.id);
  await page.goto(hostUrl("localhost", `/commodityDetail?goodsId=${product.id}&brand=aigostar`));
  await whenInteractive(page);
  await page.locator(`#buy-${product.id} form > button`).click();
  await expect(page.locator(`#buy-${product.id}`).getByRole("status")).toContainText(String(product.minimum));

  await page.goto(hostUrl("localhost", "/cart"));
  await whenInteractive(page);
  const region = page.locator("#cart-status");
  await expectLiveRegion(region);
  const total = page.locator("#cart-total");
  const before = await total.innerText();
  const line = page.locator(`#line-${product.id}`);
  await line.locator('input[name="quantity"]').fill(String(product.minimum * 2));
  await line.locator('form:has(input[name="quantity"]) button[type="submit"]').click();
  await expect(total).not.toHaveText(before);
  const after = await total.innerText();
  await expect(region).toContainText(after);
  await expectNoRawKeys(page);
  await expectAccessible(page);
});

test("a quantity the server rounds to whole boxes shows the rounded quantity and says why", async ({ page }) => {
  // The China account set orders whole boxes (pkgNum).
  await signIn(page, "box@demo.test", { to: "/aigoStarProductList" });
  const product = await pickProduct(page, isJs() ? 0 : 1, { multipleAtLeast: 2 });
  await removeFromCart(page, product.id);
  await page.goto(hostUrl("localhost", `/commodityDetail?goodsId=${product.id}&brand=aigostar`));
  await whenInteractive(page);
  await page.locator(`#buy-${product.id} input[name="quantity"]`).fill(String(product.minimum + product.multiple));
  await page.locator(`#buy-${product.id} form > button`).click();
  await expect(page.locator(`#buy-${product.id}`).getByRole("status")).toContainText(String(product.minimum + product.multiple));

  // The line holds two boxes' worth more than the minimum; one more than that is not whole boxes.
  await page.goto(hostUrl("localhost", "/cart"));
  await whenInteractive(page);
  const allowed = product.minimum + product.multiple;
  const field = page.locator(`#line-${product.id} input[name="quantity"]`);
  await expect(field).toHaveValue(String(allowed));
  await field.fill(String(allowed + 1));
  await page.locator(`#line-${product.id} form:has(input[name="quantity"]) button[type="submit"]`).click();
  await page.waitForURL((url) => url.searchParams.get("reducedTo") === String(allowed));
  await whenInteractive(page);
  await expect(page.locator(`#line-${product.id} input[name="quantity"]`)).toHaveValue(String(allowed));
  // The reason is beside the field (and read with it) and in the live region: asked, kept, box size.
  const reason = page.locator(`#quantity-${product.id}-changed`);
  await expect(reason).toContainText(String(allowed + 1));
  await expect(reason).toContainText(String(allowed));
  await expect(reason).toContainText(String(product.multiple));
  await expect(page.locator(`#line-${product.id} input[name="quantity"]`)).toHaveAttribute("aria-describedby", new RegExp(`quantity-${product.id}-changed`));
  await expect(page.locator("#cart-status")).toContainText(String(product.multiple));
  await expectNoRawKeys(page);
  await expectAccessible(page);
});
