import { type Locator, type Page, expect, test } from "@playwright/test";
import { expectAccessible, expectNoRawKeys, signIn, whenInteractive } from "./support";

// Each project has its own account (arrival notices are theirs alone). Other tests may switch
// account languages, so this goes by roles, names of fields and addresses, not by wording.
const ACCOUNTS = { js: "buyer.fr@demo.test", "no-js": "buyer.it@demo.test" } as const;

async function quantityRejected(page: Page, scope: Locator) {
  await expect(scope.locator('input[name="quantity"]')).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("alert")).toBeVisible();
}

test("a sold-out card offers only the arrival notice: subscribe, see it in the account, cancel it", async ({ page }, info) => {
  const js = info.project.name === "js";
  await signIn(page, ACCOUNTS[info.project.name as keyof typeof ACCOUNTS], { to: "/aigoStarProductList?show=soldOut" });
  const card = page.locator("main article").first();
  await expect(card).toBeVisible();
  const name = (await card.locator("h3").innerText()).trim();
  const notify = card.locator('a[href^="/arrivalNotice?"]');
  await expect(notify).toHaveCount(1);
  // No purchase buttons on a sold-out card: the arrival notice is its only action.
  await expect(card.getByRole("button")).toHaveCount(0);
  await expect(card.locator("form")).toHaveCount(0);
  await expectNoRawKeys(page);
  await expectAccessible(page);

  await notify.click();
  if (js) {
    // In place: the form opens under the button with the account's email filled in.
    const panel = card.locator('[id$="-panel"]');
    const quantity = panel.locator('input[name="quantity"]');
    await expect(quantity).toBeVisible();
    await expect(panel.locator('input[name="email"]')).not.toHaveValue("");
    await expect(page).toHaveURL(/\/aigoStarProductList/);
    await quantity.fill("1000000");
    await panel.locator('button[type="submit"]').click();
    await quantityRejected(page, panel);
    await expect(quantity).toHaveValue("1000000");
    await expectAccessible(page);
    await quantity.fill("12");
    await panel.locator('button[type="submit"]').click();
    await expect(panel.getByRole("status")).toContainText("@");
    await expectNoRawKeys(page);
  } else {
    // Without JavaScript: a page of its own, then back to the list with a notice.
    await page.waitForURL(/\/arrivalNotice\?/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator('input[name="email"]')).not.toHaveValue("");
    await expectAccessible(page);
    await expectNoRawKeys(page);
    await page.locator('input[name="quantity"]').fill("1000000");
    await page.locator('main form[method="post"] button[type="submit"]').click();
    await quantityRejected(page, page.locator("main"));
    await expect(page.locator('input[name="quantity"]')).toHaveValue("1000000");
    await expectAccessible(page);
    await expectNoRawKeys(page);
    await page.locator('input[name="quantity"]').fill("12");
    await page.locator('main form[method="post"] button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === "/aigoStarProductList" && url.searchParams.get("notice") === "arrivalNoticeSaved");
    await expect(page.getByRole("status").first()).toBeVisible();
  }

  // The account lists it (from the account menu), and it can be cancelled after a confirmation.
  await page.goto("/account");
  await whenInteractive(page);
  await page.locator('nav a[href="/account/arrivalNotices"]').click();
  await page.waitForURL(/\/account\/arrivalNotices$/);
  const row = page.locator("main tbody tr", { hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("12");
  await expectAccessible(page);
  await expectNoRawKeys(page);

  await row.locator('a[href$="/cancel"]').click();
  await page.waitForURL(/\/account\/arrivalNotices\/\d+\/cancel$/);
  await expectAccessible(page);
  await expectNoRawKeys(page);
  await page.locator('main form[method="post"] button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname === "/account/arrivalNotices" && url.searchParams.get("notice") === "cancelled");
  await expect(page.locator("main").getByRole("status")).toBeVisible();
  await expect(page.locator("main tbody tr", { hasText: name })).toHaveCount(0);
});

test("a product in stock is not offered an arrival notice", async ({ page }, info) => {
  await signIn(page, ACCOUNTS[info.project.name as keyof typeof ACCOUNTS], { to: "/aigoStarProductList?show=inStock" });
  await expect(page.locator("main article").first()).toBeVisible();
  await expect(page.locator('main article a[href^="/arrivalNotice?"]')).toHaveCount(0);
});

test("a failed load of the arrival-notice form says so in its panel, and the list page stays", async ({ page }, info) => {
  test.skip(info.project.name !== "js", "without JavaScript the button is a link to the arrival-notice page: nothing is loaded in place");
  await page.route("**/arrivalNotice.data?*", (route) => route.fulfill({ status: 500, body: "Not the data" }));
  await signIn(page, ACCOUNTS.js, { to: "/aigoStarProductList?show=soldOut" });
  await whenInteractive(page);
  const heading = await page.getByRole("heading", { level: 1 }).innerText();
  const card = page.locator("main article").first();
  const notify = card.locator('a.notice-link[href^="/arrivalNotice?"]');
  await notify.click();
  const panel = card.locator('[id$="-panel"]');
  await expect(panel.getByRole("alert")).toBeVisible();
  await expect(panel).toHaveAttribute("aria-busy", "false");
  await expect(panel.locator('input[name="quantity"]')).toHaveCount(0);
  // The way out: the arrival-notice page, as without JavaScript; and the panel closes.
  await expect(panel.getByRole("link")).toHaveAttribute("href", (await notify.getAttribute("href"))!);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  expect(new URL(page.url()).pathname).toBe("/aigoStarProductList");
  await expectAccessible(page);
  await expectNoRawKeys(page);
  await panel.getByRole("button").click();
  await expect(panel).toHaveCount(0);
});
