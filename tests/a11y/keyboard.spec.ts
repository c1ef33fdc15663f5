import "./ports";
import fs from "node:fs";
import path from "node:path";
import { type Page, test as base, expect } from "@playwright/test";
import { LANGUAGE_TAGS, type Language } from "../../app/i18n/languages";
import { PASSWORD, TEST_CODE, hostUrl, signIn, whenInteractive } from "../e2e/support";
import { preparedIds } from "./state";

/**
 * The order journey by keyboard alone (Tab, Shift+Tab, Enter, Space and typing): login → search
 * for a product → add it → cart → confirm → submit, with JavaScript on and off (two projects), in
 * English and German. At every focus stop the focused element must be on screen (scrolled into
 * view, not hidden under anything) and show a focus indicator: its outline or box-shadow differs
 * from the unfocused state.
 */
const test = base;

// One account per project; its two journeys run one after the other (the language is saved on it).
const ACCOUNTS = { "keyboard-js": "buyer.de@demo.test", "keyboard-no-js": "buyer.pt@demo.test" } as const;

type Stop = { what: string; inView: boolean; onTop: boolean; cover: string; indicator: boolean; focusVisible: boolean };

/** What the focused element looks like: where it is, and whether its focus shows. */
function focusStop(): Stop | null {
  const element = document.activeElement as HTMLElement | null;
  if (!element || element === document.body || element === document.documentElement) return null;
  const what = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}${element.getAttribute("name") ? `[name=${element.getAttribute("name")}]` : ""} "${(element.innerText || element.getAttribute("aria-label") || (element as HTMLInputElement).value || "").trim().slice(0, 40)}"`;
  const box = element.getBoundingClientRect();
  const tall = box.height > window.innerHeight;
  const inView = box.width > 0 && box.height > 0 && box.left >= 0 && box.right <= window.innerWidth + 1 && (tall ? box.top < window.innerHeight && box.bottom > 0 : box.top >= -1 && box.bottom <= window.innerHeight + 1);
  let opacity = 1;
  for (let node: HTMLElement | null = element; node; node = node.parentElement) opacity *= Number(getComputedStyle(node).opacity);
  const x = Math.min(Math.max(box.left + box.width / 2, 0), window.innerWidth - 1);
  const y = Math.min(Math.max(box.top + Math.min(box.height, window.innerHeight) / 2, 0), window.innerHeight - 1);
  const hit = document.elementFromPoint(x, y);
  const label = element.id ? document.querySelector(`label[for="${CSS.escape(element.id)}"]`) : null;
  const onTop = opacity > 0.5 && !!hit && (element.contains(hit) || hit.contains(element) || (!!label && label.contains(hit)));
  const ring = (style: CSSStyleDeclaration) => [style.outlineStyle, style.outlineWidth, style.outlineColor, style.outlineOffset, style.boxShadow].join(" | ");
  const focused = ring(getComputedStyle(element));
  const focusVisible = element.matches(":focus-visible");
  element.blur();
  const unfocused = ring(getComputedStyle(element));
  element.focus({ preventScroll: true });
  const cover = hit ? `${hit.tagName.toLowerCase()}.${[...hit.classList].slice(0, 4).join(".")} "${(hit.textContent ?? "").trim().slice(0, 30)}" (opacity ${opacity})` : "nothing";
  return { what, inView, onTop, cover, indicator: focused !== unfocused, focusVisible };
}

/**
 * Presses Tab (or Shift+Tab) until the focused element matches `selector`, checking each stop on
 * the way. Returns the stops for the report.
 */
async function tabTo(page: Page, selector: string, { back = false, max = 200 } = {}) {
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
    // A card's purchase panel fades in on focus: look once the transitions have ended.
    await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
    const stop = await page.evaluate(focusStop);
    if (!stop) continue;
    expect.soft(stop.inView, `${stop.what} is in the viewport after Tab`).toBe(true);
    expect.soft(stop.onTop, `${stop.what} is not hidden under ${stop.cover}`).toBe(true);
    expect.soft(stop.indicator, `${stop.what} shows a focus indicator`).toBe(true);
    if (await page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector)) return stop;
  }
  throw new Error(`${selector} not reached within ${max} presses of ${back ? "Shift+Tab" : "Tab"}`);
}

async function typeInto(page: Page, selector: string, text: string, { clear = false } = {}) {
  await tabTo(page, selector);
  if (clear) {
    const length = await page.evaluate(() => (document.activeElement as HTMLInputElement).value.length);
    await page.keyboard.press("End");
    for (let i = 0; i < length; i++) await page.keyboard.press("Backspace");
  }
  await page.keyboard.type(text);
}

type CheckoutText = { cartButton: string; confirm: { submit: string }; success: { heading: string } };
const checkoutText = (lng: Language) => JSON.parse(fs.readFileSync(path.resolve("locales", lng, "checkout.json"), "utf8")) as CheckoutText;

test.describe("order journey by keyboard", () => {
  test.describe.configure({ mode: "default" });

  for (const lng of ["en", "de"] as const) {
    test(`login → search → add → cart → confirm → submit [${lng}]`, async ({ browser }, info) => {
      test.slow();
      const javaScriptEnabled = info.project.use.javaScriptEnabled !== false;
      const email = ACCOUNTS[info.project.name as keyof typeof ACCOUNTS];
      const ids = preparedIds();
      const { barcode, minimum } = ids.journey;
      const text = checkoutText(lng);

      // The account's saved language (the switcher's post), set before the journey starts.
      const setup = await browser.newContext({ javaScriptEnabled });
      const setupPage = await setup.newPage();
      await signIn(setupPage, email);
      const origin = hostUrl("localhost", "");
      expect((await setup.request.post(`${origin}/language`, { form: { lng, redirectTo: "/" }, headers: { Origin: origin }, maxRedirects: 0 })).status()).toBe(302);
      await setup.close();

      const context = await browser.newContext({ javaScriptEnabled, locale: LANGUAGE_TAGS[lng] });
      const page = await context.newPage();
      try {
        // Login.
        await page.goto(hostUrl("localhost", "/login"));
        await whenInteractive(page);
        await expect(page.locator("html")).toHaveAttribute("lang", LANGUAGE_TAGS[lng]);
        await typeInto(page, 'input[name="email"]', email);
        await typeInto(page, 'input[name="password"]', PASSWORD);
        await typeInto(page, 'input[name="code"]', TEST_CODE);
        await tabTo(page, 'button[name="intent"][value="signIn"]:not([hidden])');
        await page.keyboard.press("Enter");
        await page.waitForURL((url) => url.pathname === "/");
        await whenInteractive(page);

        // Search for the product by its barcode.
        await typeInto(page, "#site-search", barcode);
        await page.keyboard.press("Enter");
        await page.waitForURL((url) => url.pathname === "/searchResult");
        await whenInteractive(page);
        await expect(page.locator(`#buy-${ids.journey.productId}`)).toHaveCount(1);

        // Add twice the minimum (the order minimum is then met).
        const panel = `#buy-${ids.journey.productId}`;
        await typeInto(page, `${panel} input[name="quantity"]`, String(minimum * 2), { clear: true });
        await tabTo(page, `${panel} form > button`);
        await page.keyboard.press("Enter");
        if (javaScriptEnabled) {
          await expect(page.locator(`${panel} [role="status"]`)).not.toHaveText("");
          // Focus stays on the add button (it is disabled while the add runs, then given back).
          await expect.poll(() => page.evaluate((selector) => document.activeElement?.matches(selector) ?? false, `${panel} form > button`)).toBe(true);
        } else {
          await page.waitForURL((url) => url.searchParams.get("added") === ids.journey.productId);
        }

        // To the cart (the header's link, back up the page).
        await tabTo(page, 'a[href="/cart"]', { back: true });
        await page.keyboard.press("Enter");
        await page.waitForURL((url) => url.pathname === "/cart");
        await whenInteractive(page);

        // Confirm.
        await tabTo(page, 'main button[value="confirm"]');
        await page.keyboard.press("Enter");
        await page.waitForURL((url) => url.pathname === "/order/orderConfirm");
        await whenInteractive(page);
        await expect(page.locator("main")).toContainText(barcode);

        // Submit.
        const submit = page.getByRole("button", { name: text.confirm.submit });
        await expect(submit).toHaveCount(1);
        await submit.evaluate((button) => button.setAttribute("data-journey-submit", ""));
        await tabTo(page, "[data-journey-submit]");
        await page.keyboard.press("Enter");
        await page.waitForURL((url) => url.pathname === "/order/orderSuccess");
        await whenInteractive(page);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.success.heading);
      } finally {
        await context.close();
      }
    });
  }
});
