import { expect, test } from "@playwright/test";
import { signIn } from "./support";

test("the floating cart shortcut appears after 200 px of scrolling (JavaScript)", async ({ page }, info) => {
  test.skip(info.project.name === "no-js", "the shortcut needs JavaScript to know the scroll position");
  await page.setViewportSize({ width: 800, height: 400 });
  await signIn(page, "buyer.gb@demo.test");
  const shortcut = page.getByTestId("cart-shortcut");
  await expect(shortcut).toHaveCount(0);
  // The scroll is immediate (the page has no smooth scrolling: it made this read land mid-animation).
  // The sign-in's navigation may still restore the scroll position to the top once, even after a
  // scroll that landed (seen on a loaded machine): scroll again then.
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, 600));
    expect(await page.evaluate(() => window.scrollY)).toBe(600);
    await expect(shortcut).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await expect(shortcut).toHaveAttribute("href", "/cart");
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(shortcut).toHaveCount(0);
});
