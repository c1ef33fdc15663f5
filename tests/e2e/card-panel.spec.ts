import { type Browser, type Page, expect, test } from "@playwright/test";
import { expectAccessible, signIn } from "./support";

// Nothing here depends on the page's language (other specs switch it): it goes by structure.
const ACCOUNT = "buyer.gb@demo.test";

async function firstBuyableCard(page: Page) {
  const panel = page.locator("main article [data-purchase-panel]").first();
  await panel.waitFor({ state: "attached" });
  const id = await panel.getAttribute("data-purchase-panel");
  const card = page.locator("main article").filter({ has: page.locator(`[data-purchase-panel="${id}"]`) });
  return { card, panel: card.locator("[data-purchase-panel]") };
}

async function box(locator: ReturnType<Page["locator"]>) {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
}

test.describe("the purchase panel of a product card", () => {
  test("on a wide screen with a mouse it floats below the card, shown on hover and on keyboard focus", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, ACCOUNT, { to: "/aigoStarProductList" });
    const { card, panel } = await firstBuyableCard(page);
    await page.mouse.move(0, 0);

    // Hidden, it takes no room in the card: the card ends where the panel begins.
    await expect(panel).toHaveCSS("opacity", "0");
    const cardBox = await box(card);
    const panelBox = await box(panel);
    expect(panelBox.y).toBeGreaterThanOrEqual(cardBox.y + cardBox.height - 2);
    expect(cardBox.height).toBeLessThan(700);

    await card.hover();
    await expect(panel).toHaveCSS("opacity", "1");
    await page.mouse.move(0, 0);
    await expect(panel).toHaveCSS("opacity", "0");

    // Tabbing from the card's link reaches the quantity, the add button and the quick buttons.
    await card.locator("h3 a").focus();
    await page.keyboard.press("Tab");
    await expect(panel.locator('input[name="quantity"]')).toBeFocused();
    await expect(panel).toHaveCSS("opacity", "1");
    await page.keyboard.press("Tab");
    await expect(panel.locator('button[type="submit"]:not([name])')).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(panel.locator('button[name="step"]').first()).toBeFocused();
    await expect(panel).toHaveCSS("opacity", "1");
    await expectAccessible(page);
  });

  test("on a narrow screen it is part of the card and always shown", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn(page, ACCOUNT, { to: "/aigoStarProductList" });
    const { card, panel } = await firstBuyableCard(page);
    await page.mouse.move(0, 0);
    await expect(panel).toHaveCSS("opacity", "1");
    const cardBox = await box(card);
    const panelBox = await box(panel);
    expect(panelBox.y + panelBox.height).toBeLessThanOrEqual(cardBox.y + cardBox.height);
    await expectAccessible(page);
  });

  test("on a touch screen it is shown without hover and answers a tap", async ({ browser }, info) => {
    const page = await touchPage(browser, info.project.use.javaScriptEnabled !== false);
    try {
      await signIn(page, ACCOUNT, { to: "/aigoStarProductList" });
      const { card, panel } = await firstBuyableCard(page);
      await expect(panel).toHaveCSS("opacity", "1");
      const cardBox = await box(card);
      const panelBox = await box(panel);
      expect(panelBox.y + panelBox.height).toBeLessThanOrEqual(cardBox.y + cardBox.height);
      const quantity = panel.locator('input[name="quantity"]');
      await quantity.tap();
      await expect(quantity).toBeFocused();
    } finally {
      await page.context().close();
    }
  });
});

/** A tablet-sized touch screen (no hover, a coarse pointer). */
async function touchPage(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 1024, height: 768 },
    hasTouch: true,
    isMobile: true,
    javaScriptEnabled,
  });
  return context.newPage();
}
