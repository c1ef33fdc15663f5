import { expect, test } from "@playwright/test";
import { signIn } from "./support";

test("the floating cart shortcut appears after 200 px of scrolling (JavaScript)", async ({ page }, info) => {
  test.skip(info.project.name === "no-js", "the shortcut needs JavaScript to know the scroll position");
  await page.setViewportSize({ width: 800, height: 400 });
  await signIn(page, "buyer.gb@demo.test");
  await expect(page.getByTestId("cart-shortcut")).toHaveCount(0);
  const shortcut = page.getByTestId("cart-shortcut");
  // Scroll the document itself (a wheel may scroll a nested element). On a busy machine the page was
  // seen back at the top once after scrolling (cause not found): scroll again until it shows.
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, 600));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await expect(shortcut).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await expect(shortcut).toHaveAttribute("href", "/cart");
});
