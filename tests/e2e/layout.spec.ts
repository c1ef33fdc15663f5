import { type Page, expect, test } from "@playwright/test";
import { NARROW, applyTextSpacing, clippedText, focusRingClippedBy, overlap, sidewaysScroll, withoutBoundary, withoutFocusOutline } from "./layout";
import { expectAccessible, hostUrl, purchasePanels, signIn, whenInteractive } from "./support";

// Issue 13: what the engines miss — reflow at 320 px, forced colours, text spacing (decision 0085).
// One account per project; nothing here depends on the page's language (other specs switch it).
const ACCOUNTS = { js: "buyer.fr@demo.test", "no-js": "buyer.pl@demo.test" } as const;
const accountFor = (project: string) => ACCOUNTS[project as keyof typeof ACCOUNTS];

/**
 * Leaves at least one line in the cart (the first product on the list that can be bought, at twice
 * its minimum) and returns that product's id.
 */
async function fillCart(page: Page): Promise<string> {
  await page.goto(hostUrl("localhost", "/aigoStarProductList?sort=priceDesc"));
  const [panel] = await purchasePanels(page);
  const goodsId = String(panel!.id);
  const cart = await page.request.get(hostUrl("localhost", "/cart"));
  if ((await cart.text()).includes('id="line-')) return goodsId;
  const quantity = String(panel!.minimum * 2);
  const origin = hostUrl("localhost", "");
  const added = await page.request.post(`${origin}/cart/add`, { form: { goodsId, quantity, redirectTo: "/cart" }, headers: { Origin: origin }, maxRedirects: 0 });
  expect(added.status()).toBe(302);
  return goodsId;
}

async function open(page: Page, path: string) {
  await page.goto(hostUrl("localhost", path));
  await whenInteractive(page);
}

const PAGES = ["/", "/aigoStarProductList", "/cart", "/order/orderConfirm", "/account", "/order/myOrder", "/order/BatchOrderCompose"];

test.describe("at 320 px wide (1280 px at 400 % zoom)", () => {
  test.use({ viewport: NARROW });

  test("no page scrolls sideways; a wide table scrolls in its own focusable, labelled region", async ({ page }, info) => {
    await signIn(page, accountFor(info.project.name));
    const goodsId = await fillCart(page);
    for (const path of [...PAGES, `/commodityDetail?goodsId=${goodsId}`]) {
      await open(page, path);
      const measured = await sidewaysScroll(page);
      expect(measured.document, `${path}: ${measured.widest.join(", ")}`).toBeLessThanOrEqual(measured.viewport);
    }

    // The confirm page's lines: the last column ("Line total") is reached by scrolling the table's
    // region, which the keyboard can focus and which has a name.
    await open(page, "/order/orderConfirm");
    const region = page.locator("#order-lines-heading ~ [role=region]");
    await expect(region).toHaveAttribute("tabindex", "0");
    await expect(region).toHaveAccessibleName(/.+/);
    await region.focus();
    for (let press = 0; press < 20; press += 1) await page.keyboard.press("ArrowRight");
    await expect.poll(() => region.evaluate((element) => element.scrollLeft + element.clientWidth - element.scrollWidth)).toBeGreaterThanOrEqual(-1);
    const lastHeader = await region.locator("thead th").last().boundingBox();
    const regionBox = await region.boundingBox();
    expect(lastHeader!.x + lastHeader!.width).toBeLessThanOrEqual(regionBox!.x + regionBox!.width + 0.5);
    await expectAccessible(page);
  });

  test("with the text spacing of WCAG 1.4.12 the header wraps, its text stays inside it, and no text is cut off", async ({ page }, info) => {
    await signIn(page, accountFor(info.project.name));
    await fillCart(page);
    await open(page, "/");
    await applyTextSpacing(page);
    const measured = await sidewaysScroll(page);
    expect(measured.document, measured.widest.join(", ")).toBeLessThanOrEqual(measured.viewport);
    // No box cuts its words off (the home's banners have a fixed height over their pictures).
    expect(await clippedText(page)).toEqual([]);
    const header = page.locator("body > header, header").first();
    const headerBox = (await header.boundingBox())!;
    // Logo, search, and the language, account and cart controls: a few rows, not a wall.
    expect(headerBox.height).toBeLessThan(NARROW.height / 2);
    const pieces = await header.locator("a, button, summary, input").evaluateAll((elements) =>
      elements
        .filter((element) => element.getBoundingClientRect().width > 2 && element.checkVisibility({ visibilityProperty: true }))
        .map((element) => {
          const box = element.getBoundingClientRect();
          return { what: `${element.tagName} ${(element.textContent ?? "").trim().slice(0, 30)}`, x: box.x, y: box.y + window.scrollY, width: box.width, height: box.height, overflows: element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).textOverflow !== "ellipsis" };
        }),
    );
    expect(pieces.length).toBeGreaterThan(3);
    for (const piece of pieces) {
      expect(piece.x, piece.what).toBeGreaterThanOrEqual(headerBox.x - 0.5);
      expect(piece.x + piece.width, piece.what).toBeLessThanOrEqual(headerBox.x + headerBox.width + 0.5);
      expect(piece.y + piece.height, piece.what).toBeLessThanOrEqual(headerBox.y + headerBox.height + 0.5);
      expect(piece.overflows, `${piece.what}: text runs out of its box`).toBe(false);
    }
    // No two header controls on top of each other (a summary's text is inside its own box).
    const nav = pieces.filter((piece) => !piece.what.startsWith("INPUT"));
    for (const [index, a] of nav.entries()) for (const b of nav.slice(index + 1)) expect(overlap(a, b), `${a.what} / ${b.what}`).toBe(false);
  });
});

test.describe("in forced colours (Windows high contrast)", () => {
  test.use({ forcedColors: "active", viewport: { width: 1280, height: 800 } });

  test("every control keeps a visible boundary, and an outline when focused", async ({ page }, info) => {
    await signIn(page, accountFor(info.project.name));
    await fillCart(page);
    for (const path of PAGES) {
      await open(page, path);
      expect({ path, withoutBoundary: await withoutBoundary(page), withoutFocusOutline: await withoutFocusOutline(page) }).toEqual({ path, withoutBoundary: [], withoutFocusOutline: [] });
    }
  });

  test("the cart's tick shows its whole focus ring (the table's scroll region does not cut it)", async ({ page }, info) => {
    await signIn(page, accountFor(info.project.name));
    await fillCart(page);
    await open(page, "/cart");
    const tick = page.locator("main button[aria-pressed]").first();
    await tick.focus();
    await expect(tick).toHaveCSS("outline-style", "solid");
    expect(await focusRingClippedBy(tick)).toBeNull();
  });

  test("the chosen address card shows its state by an outline, not a box-shadow ring", async ({ page }, info) => {
    await signIn(page, accountFor(info.project.name));
    await fillCart(page);
    await open(page, "/order/orderConfirm");
    const cards = page.locator("main fieldset label:has(input[type=radio])");
    expect(await cards.count()).toBeGreaterThan(1);
    const chosen = cards.filter({ has: page.locator("input:checked") });
    const other = cards.filter({ has: page.locator("input:not(:checked)") }).first();
    const ring = (element: Element) => {
      const style = getComputedStyle(element);
      return style.outlineStyle === "none" ? 0 : parseFloat(style.outlineWidth);
    };
    expect(await chosen.evaluate(ring)).toBeGreaterThanOrEqual(2);
    expect(await other.evaluate(ring)).toBe(0);
  });

  test("the floating cart shortcut keeps its shape (JavaScript)", async ({ page }, info) => {
    test.skip(info.project.name === "no-js", "the shortcut needs JavaScript to know the scroll position");
    await signIn(page, accountFor(info.project.name));
    await fillCart(page);
    await open(page, "/aigoStarProductList");
    const shortcut = page.getByTestId("cart-shortcut");
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, 600));
      await expect(shortcut).toBeVisible({ timeout: 2_000 });
    }).toPass();
    expect(await withoutBoundary(page)).toEqual([]);
    await expect(shortcut).not.toHaveCSS("border-top-style", "none");
  });
});
