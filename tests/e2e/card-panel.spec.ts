import { type Browser, type Page, expect, test } from "@playwright/test";
import { expectAccessible, purchasePanels, signIn } from "./support";

// Nothing here depends on the page's language (other specs switch it): it goes by structure.
const ACCOUNT = "buyer.gb@demo.test";

async function firstBuyableCard(page: Page) {
  const [first] = await purchasePanels(page);
  const id = first!.id;
  const card = page.locator("main article").filter({ has: page.locator(`#buy-${id}`) });
  return { card, panel: card.locator(".panel") };
}

async function box(locator: ReturnType<Page["locator"]>) {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
}

test.describe("the purchase panel of a product card", () => {
  test("on a wide screen with a mouse it has its own room in the card, covers no other card, and shows on hover and keyboard focus", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, ACCOUNT, { to: "/aigoStarProductList" });
    const { card, panel } = await firstBuyableCard(page);
    await page.mouse.move(0, 0);
    await expect(panel).toHaveCSS("opacity", "0");
    const cardBox = await box(card);
    expect(cardBox.height).toBeLessThan(900);

    // Shown by hover, then by keyboard focus, the panel stays inside its card (WCAG 1.4.13: content
    // shown on hover or focus covers nothing else, so it needs no dismissal), and the card below
    // is what the pointer finds there.
    const expectInsideItsCard = async () => {
      await expect(panel).toHaveCSS("opacity", "1");
      const shownCard = await box(card);
      const shown = await box(panel);
      expect(shown.y).toBeGreaterThanOrEqual(shownCard.y);
      expect(shown.y + shown.height).toBeLessThanOrEqual(shownCard.y + shownCard.height + 1);
      expect(await coveredCards(page, card)).toEqual([]);
    };
    await card.hover();
    await expectInsideItsCard();
    await page.mouse.move(0, 0);
    await expect(panel).toHaveCSS("opacity", "0");

    // Tabbing from the card's link reaches the quantity, the add button and the quick buttons.
    await card.locator("h3 a").focus();
    await page.keyboard.press("Tab");
    await expect(panel.locator('input[name="quantity"]')).toBeFocused();
    await expectInsideItsCard();
    await page.keyboard.press("Tab");
    await expect(panel.locator('form > button')).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(panel.locator('button[name="step"]').first()).toBeFocused();
    await expectInsideItsCard();
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

  test("the words only screen readers need are in the card's text but take no room on screen (decision 0099: hidden by their place, not by a class)", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn(page, ACCOUNT, { to: "/aigoStarProductList" });
    const { card, panel } = await firstBuyableCard(page);
    const hidden = [
      card.locator(".card-code > span"),
      card.locator(".price > span").first(),
      panel.locator("label > span"),
      panel.locator("form > button > span"),
      panel.locator('button[name="step"] > span').first(),
    ];
    const name = (await card.locator("h3").innerText()).replace(/\s*↗$/, "");
    for (const words of hidden) {
      await expect(words).toHaveCount(1);
      expect((await words.textContent())?.trim()).not.toBe("");
      const room = await words.evaluate((element) => {
        const rect = element.getBoundingClientRect();
        return { width: rect.width, height: rect.height, position: getComputedStyle(element).position };
      });
      expect(room).toEqual({ width: 1, height: 1, position: "absolute" });
    }
    // The controls still name their product (decision 0086).
    await expect(panel.locator("form > button")).toHaveAccessibleName(new RegExp(`${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
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

/**
 * The other cards the shown panel of `card` lies over: for each, what the page hit-tests at the
 * points where the panel's box meets the card's box is not that card.
 */
async function coveredCards(page: Page, card: ReturnType<Page["locator"]>): Promise<string[]> {
  const panel = await box(card.locator(".panel"));
  return page.locator("main article").evaluateAll((articles, panel) => {
    const covered: string[] = [];
    for (const article of articles) {
      const rect = article.getBoundingClientRect();
      const top = Math.max(rect.top, panel.y);
      const bottom = Math.min(rect.bottom, panel.y + panel.height);
      const left = Math.max(rect.left, panel.x);
      const right = Math.min(rect.right, panel.x + panel.width);
      if (top >= bottom || left >= right) continue;
      const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
      if (hit && !article.contains(hit)) covered.push(article.getAttribute("aria-labelledby") ?? "?");
    }
    return covered;
  }, panel);
}

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
