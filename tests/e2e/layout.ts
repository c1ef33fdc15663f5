import type { Locator, Page } from "@playwright/test";

/**
 * Layout checks the engines (axe, HTML_CodeSniffer) do not make, shared by tests/e2e/layout.spec.ts
 * and the accessibility sweep (decision 0085): sideways scrolling at 320 px (WCAG 1.4.10), the
 * text spacing overrides of WCAG 1.4.12, and visible boundaries in forced colours.
 */

/** 1280 px at 400 % zoom: what WCAG 1.4.10 asks a page to fit without scrolling sideways. */
export const NARROW = { width: 320, height: 640 };

/** WCAG 1.4.12's spacing, as the usual bookmarklet injects it. */
export const TEXT_SPACING_CSS = `* {
  line-height: 1.5 !important;
  letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important;
}
p { margin-bottom: 2em !important; }`;

/**
 * Applies the text spacing overrides. A constructed style sheet: the shop's Content-Security-Policy
 * refuses an injected <style> (which is right), and a user's stylesheet or extension is not subject
 * to it either.
 */
export async function applyTextSpacing(page: Page) {
  await page.evaluate((css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, TEXT_SPACING_CSS);
}

export type SidewaysScroll = { viewport: number; document: number; widest: string[] };

/**
 * How wide the document is against the window, with the elements that reach past the window's
 * right edge (outermost first, a few) for the failure message. An element inside a box that clips
 * or scrolls sideways (a table in its scroll wrapper) does not count: that box scrolls, not the page.
 */
export async function sidewaysScroll(page: Page): Promise<SidewaysScroll> {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    // Whether a box that scrolls or clips sideways holds the element. An absolutely positioned
    // element is held only by such a box at or above its containing block (the nearest positioned
    // ancestor): the cart's visually hidden header once escaped its table's scroll box that way.
    const clipped = (element: Element) => {
      let position = getComputedStyle(element).position;
      for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
        if (position === "fixed") return true; // fixed to the window: never widens the page
        const style = getComputedStyle(node);
        const holds = position !== "absolute" || style.position !== "static";
        if (holds && style.overflowX !== "visible") return true;
        if (holds) position = style.position;
      }
      return position === "fixed";
    };
    const widest = [...document.body.querySelectorAll("*")]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.right + window.scrollX > viewport + 0.5 && !clipped(element);
      })
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}.${String(element.getAttribute("class") ?? "").split(" ").slice(0, 4).join(".")} (right edge ${Math.round(element.getBoundingClientRect().right + window.scrollX)} px)`);
    return { viewport, document: document.documentElement.scrollWidth, widest };
  });
}

/** The interactive elements a user sees: links, buttons, form fields, disclosures, other Tab stops. */
const INTERACTIVE = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';

/**
 * The visible interactive elements that show no boundary of their own: no border on any side, no
 * outline, no underline, not a native check box or radio button (which the system draws). In forced
 * colours backgrounds and box-shadows are replaced or dropped, so a control shaped by its
 * background alone becomes plain text there. One line per element, for the failure message.
 */
export async function withoutBoundary(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      if (box.width <= 2 || box.height <= 2) return false;
      // Visually hidden (sr-only, clipped to nothing) until focused, like the skip link.
      const style = getComputedStyle(element);
      if (style.clipPath.startsWith("inset(50%") || style.clip.startsWith("rect(0")) return false;
      return element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    };
    const sides = ["top", "right", "bottom", "left"] as const;
    const bounded = (element: Element) => {
      const style = getComputedStyle(element);
      if (element instanceof HTMLInputElement && (element.type === "radio" || element.type === "checkbox") && style.appearance !== "none") return true;
      const border = sides.some((side) => style.getPropertyValue(`border-${side}-style`) !== "none" && style.getPropertyValue(`border-${side}-style`) !== "hidden" && parseFloat(style.getPropertyValue(`border-${side}-width`)) >= 1);
      const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 1;
      // An underline shows only under text: an image link needs a border.
      const underline = style.textDecorationLine.includes("underline") && (element.textContent ?? "").trim() !== "";
      return border || outline || underline;
    };
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""} "${(element.getAttribute("aria-label") ?? element.textContent ?? (element as HTMLInputElement).placeholder ?? "").trim().replace(/\s+/g, " ").slice(0, 40)}"`;
    // A table's scroll region is a Tab stop but no control: its table's rules show where it is, and
    // focused it has an outline like the rest (withoutFocusOutline).
    const control = (element: Element) => element.getAttribute("role") !== "region";
    return [...document.querySelectorAll(selector)].filter((element) => control(element) && shown(element) && !bounded(element)).map(name);
  }, INTERACTIVE);
}

export type Box = { x: number; y: number; width: number; height: number };

export function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/**
 * Whether the focused element's outline is cut off: the outline's box (the border box grown by
 * outline-offset and outline-width) must lie inside every ancestor that clips its overflow.
 * Returns what cuts it, or null.
 */
export async function focusRingClippedBy(locator: Locator): Promise<string | null> {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    const grow = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth);
    const box = element.getBoundingClientRect();
    const ring = { left: box.left - grow, top: box.top - grow, right: box.right + grow, bottom: box.bottom + grow };
    for (let node = element.parentElement; node && node !== document.documentElement; node = node.parentElement) {
      const clip = getComputedStyle(node);
      if (clip.overflowX === "visible" && clip.overflowY === "visible") continue;
      const edge = node.getBoundingClientRect();
      if (ring.left < edge.left - 0.5 || ring.top < edge.top - 0.5 || ring.right > edge.right + 0.5 || ring.bottom > edge.bottom + 0.5) {
        return `${node.tagName.toLowerCase()}.${String(node.getAttribute("class") ?? "").split(" ").join(".")}`;
      }
    }
    return null;
  });
}

/**
 * The visible interactive elements that show no outline when focused (box-shadow rings do not
 * count: forced colours drop them). Focuses each in turn, as a script does: Chromium then matches
 * :focus-visible as after a key press, as long as the page has seen no mouse click.
 */
export async function withoutFocusOutline(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const missing: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      const box = element.getBoundingClientRect();
      if (box.width <= 2 || box.height <= 2 || !element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      element.focus({ preventScroll: true });
      if (document.activeElement !== element) continue;
      const style = getComputedStyle(element);
      if (style.outlineStyle === "none" || parseFloat(style.outlineWidth) < 1) {
        missing.push(`${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40)}"`);
      }
    }
    (document.activeElement as HTMLElement | null)?.blur();
    return missing;
  }, INTERACTIVE);
}

/**
 * Elements that clip their own text: overflow hidden (or clip) with more content than room, other
 * than a one-line truncation with an ellipsis and a visually hidden text. With WCAG 1.4.12's text
 * spacing, a box of fixed height (a banner over its picture) cuts its words off this way.
 */
export async function clippedText(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.body.querySelectorAll<HTMLElement>("*")]
      .filter((element) => {
        const style = getComputedStyle(element);
        const clips = ["hidden", "clip"].includes(style.overflowX) || ["hidden", "clip"].includes(style.overflowY);
        if (!clips || style.textOverflow === "ellipsis" || style.clipPath.startsWith("inset(50%")) return false;
        if ((element.innerText ?? "").trim() === "" || element.getBoundingClientRect().width <= 2) return false;
        return element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1;
      })
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.getAttribute("class") ?? "").split(" ").slice(0, 4).join(".")} "${element.innerText.trim().replace(/\s+/g, " ").slice(0, 40)}"`),
  );
}
