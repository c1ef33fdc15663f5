import { expect, test } from "@playwright/test";
import { signIn } from "./support";

test("the floating cart shortcut appears after 200 px of scrolling (JavaScript)", async ({ page }, info) => {
  test.skip(info.project.name === "no-js", "the shortcut needs JavaScript to know the scroll position");
  await page.setViewportSize({ width: 800, height: 400 });
  await signIn(page, "buyer.gb@demo.test");
  await expect(page.getByTestId("cart-shortcut")).toHaveCount(0);
  await page.mouse.wheel(0, 600);
  const shortcut = page.getByTestId("cart-shortcut");
  await expect(shortcut).toBeVisible();
  await expect(shortcut).toHaveAttribute("href", "/cart");
});
