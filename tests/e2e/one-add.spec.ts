import { type Page, expect, test } from "@playwright/test";
import { expectAccessible, hostUrl, purchasePanels, removeFromCart, signIn, whenInteractive } from "./support";

// Issue 13, item 1: one intent, one add (decision 0083). buyer.fr's cart on the test-mode server is
// changed by no other spec; each project and each test uses its own product (by position on the
// first list page), so they may run side by side. Nothing here depends on the page's language.
const ACCOUNT = "buyer.fr@demo.test";
const SLOTS = { detail: 0, card: 2, twice: 4 } as const;

async function pickProduct(page: Page, slot: keyof typeof SLOTS) {
  const skip = SLOTS[slot] + (test.info().project.name === "no-js" ? 1 : 0);
  const ids = await purchasePanels(page);
  expect(ids.length, "enough buyable products on the first list page").toBeGreaterThan(skip);
  return ids[skip]!;
}

/** The quantity of the product's line in the cart (0 without a line), read without leaving the page. */
async function cartQuantity(page: Page, id: number): Promise<number> {
  const html = await (await page.request.get(hostUrl("localhost", "/cart"))).text();
  const field = new RegExp(`<input[^>]*id="quantity-${id}"[^>]*>`).exec(html)?.[0];
  return field ? Number(/value="(\d+)"/.exec(field)?.[1]) : 0;
}

/** Counts the add requests the page sends. */
function countAdds(page: Page) {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname.startsWith("/cart/add")) posts.push(request.url());
  });
  return posts;
}

/** Waits until the add (or adds) of a double click have been answered and the page has settled. */
async function settled(page: Page) {
  await page.waitForLoadState("load");
  await whenInteractive(page);
  await page.waitForLoadState("networkidle");
}

test("a double click on the detail page's Add to cart adds once; a second click adds again; the message says what is in the cart", async ({ page }, info) => {
  await signIn(page, ACCOUNT, { to: "/aigoStarProductList" });
  const product = await pickProduct(page, "detail");
  await removeFromCart(page, product.id);
  await page.goto(hostUrl("localhost", `/commodityDetail?goodsId=${product.id}&brand=aigostar`));
  await whenInteractive(page);
  const posts = countAdds(page);
  const panel = page.locator(`#buy-${product.id}`);
  await panel.locator('form > button').dblclick();
  // The toast (with JavaScript) shows for 1.2 s: read it before waiting for the page to settle.
  await expect(page.locator(`#buy-${product.id}`).getByRole("status")).toContainText(String(product.minimum));
  await settled(page);
  expect(posts.length, "the double click sent the add").toBeGreaterThanOrEqual(1);
  info.annotations.push({ type: "add requests of the double click", description: String(posts.length) });
  expect(await cartQuantity(page, product.id), "one intent, one add").toBe(product.minimum);

  const status = page.locator(`#buy-${product.id}`).getByRole("status");
  if (info.project.use.javaScriptEnabled !== false) {
    // A slow double click: the second click lands after the first add came back (the page's data
    // already holds a fresh key). While the add's message shows, the form repeats its key: no add.
    await page.locator(`#buy-${product.id} form > button`).click();
    await settled(page);
    expect(await cartQuantity(page, product.id), "a click while the add's message shows adds nothing").toBe(product.minimum);
    // The message gone, the buyer decides again.
    await expect(status).toHaveText("");
  }

  // A deliberate second add on the same page (its form has a new key by now) adds again, and the
  // message gives the quantity now in the cart.
  await page.locator(`#buy-${product.id} form > button`).click();
  await expect(status).toContainText(String(product.minimum * 2));
  await settled(page);
  await expectAccessible(page);
  expect(await cartQuantity(page, product.id)).toBe(product.minimum * 2);
});

test("a double click on a product card's Add to cart adds once", async ({ page }) => {
  // A narrow screen: the card's panel is part of the card and always shown.
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, ACCOUNT, { to: "/aigoStarProductList" });
  const product = await pickProduct(page, "card");
  await removeFromCart(page, product.id);
  await page.goto(hostUrl("localhost", "/aigoStarProductList"));
  await whenInteractive(page);
  const posts = countAdds(page);
  const button = page.locator(`#buy-${product.id} form > button`);
  await button.scrollIntoViewIfNeeded();
  await button.dblclick();
  await expect(page.locator(`#buy-${product.id}`).getByRole("status")).toContainText(String(product.minimum));
  await settled(page);
  expect(posts.length).toBeGreaterThanOrEqual(1);
  expect(await cartQuantity(page, product.id), "one intent, one add").toBe(product.minimum);
});

test("the same add form posted twice at once adds once, and both get the same answer", async ({ page }) => {
  await signIn(page, ACCOUNT, { to: "/aigoStarProductList" });
  const product = await pickProduct(page, "twice");
  await removeFromCart(page, product.id);
  await page.goto(hostUrl("localhost", `/commodityDetail?goodsId=${product.id}&brand=aigostar`));
  await whenInteractive(page);
  // What the browser would send: the form's fields as rendered (hidden ones included).
  const form = page.locator(`#buy-${product.id} form`);
  const fields: Record<string, string> = {};
  for (const input of await form.locator("input[name]").all()) {
    const name = (await input.getAttribute("name"))!;
    if (name !== "mode") fields[name] = await input.inputValue();
  }
  const post = () => page.request.post(hostUrl("localhost", "/cart/add"), { form: fields, headers: { Origin: hostUrl("localhost", "").replace(/\/$/, "") }, maxRedirects: 0 });
  const [first, second] = await Promise.all([post(), post()]);
  expect(first.status()).toBe(302);
  expect(second.status()).toBe(302);
  expect(second.headers().location).toBe(first.headers().location);
  expect(await cartQuantity(page, product.id)).toBe(product.minimum);
});
