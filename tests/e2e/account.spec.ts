import { type Page, expect, test } from "@playwright/test";
import { expectAccessible, expectNoRawKeys, signIn, whenInteractive } from "./support";

// Accounts no other spec changes; the steps of one project run in order.
const ACCOUNTS = { js: "unofficial@demo.test", "no-js": "box@demo.test" } as const;
test.describe.configure({ mode: "serial" });

/** The unread count in the account navigation (0 when the badge is gone). */
async function unreadInNav(page: Page): Promise<number> {
  const text = await page.locator('main nav a[href="/account/messages"]').innerText();
  return Number(/\d+/.exec(text)?.[0] ?? 0);
}

test("message log: list → detail marks the message read → the unread count drops", async ({ page }, info) => {
  await signIn(page, ACCOUNTS[info.project.name as keyof typeof ACCOUNTS], { to: "/account/messages" });
  await expect(page).toHaveURL(/\/account\/messages$/);
  await expect(page.locator("main table")).toBeVisible();
  await expectNoRawKeys(page);
  await expectAccessible(page);
  const before = await unreadInNav(page);
  expect(before).toBeGreaterThan(0);
  const unread = page.locator('main tbody tr[data-unread="true"]').first();
  const subject = (await unread.locator("a").innerText()).trim();
  await unread.locator("a").click();
  await expect(page).toHaveURL(/\/account\/messages\/\d+$/);
  await whenInteractive(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(subject);
  // With JavaScript the page refreshes the count it was rendered with; without, the next page has it.
  if (info.project.name === "js") await expect.poll(() => unreadInNav(page)).toBe(before - 1);
  await expectNoRawKeys(page);
  await expectAccessible(page);
  await page.locator('main a[href="/account/messages"]').last().click();
  await expect(page).toHaveURL(/\/account\/messages$/);
  await expect.poll(() => unreadInNav(page)).toBe(before - 1);
  await expect(page.locator("main tbody tr", { hasText: subject }).first()).not.toHaveAttribute("data-unread", "true");
});

test("another account's message is not found (404)", async ({ page }, info) => {
  await signIn(page, ACCOUNTS[info.project.name as keyof typeof ACCOUNTS], { to: "/account/messages" });
  const response = await page.goto("/account/messages/2147483647");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoRawKeys(page);
  await expectAccessible(page);
});

test("profile: a rejected form keeps the input; saving switches the interface language", async ({ page }, info) => {
  await signIn(page, ACCOUNTS[info.project.name as keyof typeof ACCOUNTS], { to: "/account" });
  await expect(page).toHaveURL(/\/account$/);
  await expectNoRawKeys(page);
  await expectAccessible(page);
  const original = (await page.locator("html").getAttribute("lang")) ?? "en";
  const originalValue = original === "zh-CN" ? "zh-cn" : original;

  await page.locator("#profile-subscriptionEmail").fill("not-an-email");
  await page.locator("#profile-telephone").fill("+34 954 218 731");
  await page.locator('main form[method="post"] button[type="submit"]').click();
  await expect(page.getByRole("alert")).toBeVisible();
  await expect(page.locator("#profile-subscriptionEmail")).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#profile-subscriptionEmail")).toHaveValue("not-an-email");
  await expect(page.locator("#profile-telephone")).toHaveValue("+34 954 218 731");
  await expectAccessible(page);

  const target = originalValue === "en" ? "es" : "en";
  await page.locator("#profile-subscriptionEmail").fill(`orders-${info.project.name}@example.com`);
  await page.locator("#profile-language").selectOption(target);
  await page.locator('main form[method="post"] button[type="submit"]').click();
  await expect(page).toHaveURL(/\/account\?notice=saved$/);
  await expect(page.locator("html")).toHaveAttribute("lang", target);
  await expect(page.getByRole("status")).toBeVisible();
  await whenInteractive(page);
  await expect(page.locator("#profile-subscriptionEmail")).toHaveValue(`orders-${info.project.name}@example.com`);
  await expect(page.locator("#profile-telephone")).toHaveValue("+34 954 218 731");
  await expectNoRawKeys(page);

  // Back to the language the account had.
  await page.locator("#profile-language").selectOption(originalValue);
  await page.locator('main form[method="post"] button[type="submit"]').click();
  await expect(page.locator("html")).toHaveAttribute("lang", original);
});
