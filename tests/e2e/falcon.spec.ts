import { type Browser, type Page, expect, test } from "@playwright/test";
import { holdAccount, releaseAccounts } from "./account-locks";
import { expectAccessible, expectNoRawKeys, signIn, whenInteractive } from "./support";

// The Falcon partner programme (decision 0114) with and without JavaScript: the buyer opens the
// programme from the brand home, sees his purchases and the next level, applies (refused first, the
// mistakes summarised and what was typed kept, then sent); customer service refuses with a reason
// from /office/falcon; the buyer reads it and applies again; customer service approves with the
// asked level; the buyer sees his level. Each project has a buyer whose own rate is at least the
// Falcon level's (buyer.gb 5 %, buyer.es 3 %): the approval leaves their prices as other specs expect.

const ACCOUNTS = { js: "buyer.gb@demo.test", "no-js": "buyer.es@demo.test" } as const;
const PAGE = "/lieyingProgram";
const REASON = "Please name the regions your stores serve.";

test.afterEach(releaseAccounts);

const state = (page: Page) => page.locator("[data-falcon-application]");

async function newPage(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled });
  return context.newPage();
}

async function send(page: Page) {
  await page.locator('#falcon-application button[type="submit"][name="intent"]').click();
  await page.waitForLoadState("load");
  await whenInteractive(page);
}

async function openApplication(staff: Page, email: string) {
  await staff.goto("/office/falcon");
  await whenInteractive(staff);
  await staff.getByRole("searchbox", { name: /search applications/i }).fill(email);
  await staff.getByRole("button", { name: /^search$/i }).last().click();
  await expect(staff).toHaveURL(/q=/);
  await whenInteractive(staff);
  await staff.locator("[data-falcon-row] th a").first().click();
  await expect(staff).toHaveURL(/\/office\/falcon\/\d+$/);
  await whenInteractive(staff);
}

test("Falcon programme: refused form, applied, refused by staff, applied again, approved, the level shown", async ({ page, browser }, info) => {
  test.slow();
  const email = ACCOUNTS[info.project.name as keyof typeof ACCOUNTS];
  const javaScriptEnabled = info.project.use.javaScriptEnabled !== false;
  await holdAccount(email);

  // From the brand home, signed in: the standing and the levels.
  await signIn(page, email);
  await page.goto("/");
  await whenInteractive(page);
  await page.locator(`main a[href="${PAGE}"]`).click();
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  await whenInteractive(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/falcon/i);
  await expect(page.locator("[data-falcon-level]")).toHaveCount(3);
  // The standing follows the account's purchases this year, which other specs' orders raise
  // (buyer.es places large orders elsewhere): any level, and the way to the next one below the top.
  const standing = page.locator("[data-falcon-standing]");
  await expect(standing).toHaveAttribute("data-falcon-standing", /^(none|falcon|silver|golden)$/);
  await expect(page.locator("[data-falcon-purchases]")).not.toBeEmpty();
  if ((await standing.getAttribute("data-falcon-standing")) !== "golden") await expect(page.getByRole("progressbar")).toBeVisible();
  await expect(state(page)).toHaveCount(0);
  await expectNoRawKeys(page);
  await expectAccessible(page);

  // A form with mistakes: refused, each summarised, what was typed kept.
  await page.locator("#falcon-application-regions").fill("North West England");
  await page.locator("#falcon-application-brandSharePct").fill("140");
  await page.locator("#falcon-application-yearlyTarget").fill("sixty thousand");
  await send(page);
  const summary = page.locator('[role="alert"][aria-labelledby="error-summary-title"]');
  await expect(summary).toBeVisible();
  await expect(summary.locator("li")).toHaveCount(4);
  await expect(summary.locator('a[href="#falcon-application-channels"]')).toBeVisible();
  await expect(page.locator("#falcon-application-brandSharePct")).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#falcon-application-yearlyTarget")).toHaveValue("sixty thousand");
  await expect(page.locator("#falcon-application-regions")).toHaveValue("North West England");
  if (javaScriptEnabled) await expect(summary).toBeFocused();
  await expectNoRawKeys(page);
  await expectAccessible(page);

  // Corrected and sent.
  await page.locator("#falcon-application-channels").check();
  await page.locator("#falcon-application-channels-retail").check();
  await page.locator("#falcon-application-brandSharePct").fill("40");
  await page.locator("#falcon-application-yearlyTarget").fill("60,000.00");
  await page.locator("#falcon-application-levelAsked").selectOption("falcon");
  await send(page);
  await expect(page).toHaveURL(/notice=submitted/);
  await expect(state(page)).toHaveAttribute("data-falcon-application", "submitted");
  await expect(page.locator("#falcon-application")).toHaveCount(0);

  // Customer service refuses with a reason.
  const staff = await newPage(browser, javaScriptEnabled);
  await signIn(staff, "service@demo.test");
  await openApplication(staff, email);
  await expect(staff.locator("[data-office-falcon-application]")).toHaveAttribute("data-office-falcon-application", "submitted");
  await expectNoRawKeys(staff);
  await expectAccessible(staff);
  await staff.locator("#decision-reason").fill(REASON);
  await staff.locator('button[name="intent"][value="refuse"]').click();
  await expect(staff).toHaveURL(/notice=refuse/);
  await whenInteractive(staff);
  await expect(staff.locator("[data-office-falcon-application]")).toHaveAttribute("data-office-falcon-application", "refused");

  // The buyer reads the reason and applies again, the answers kept from before.
  await page.goto(PAGE);
  await whenInteractive(page);
  await expect(state(page)).toHaveAttribute("data-falcon-application", "refused");
  await expect(state(page)).toContainText(REASON);
  await expect(page.locator("#falcon-application-yearlyTarget")).toHaveValue("60000.00");
  await page.locator("#falcon-application-regions").fill("North West England: Manchester, Liverpool");
  await send(page);
  await expect(page).toHaveURL(/notice=resubmitted/);
  await expect(state(page)).toHaveAttribute("data-falcon-application", "submitted");
  await expectAccessible(page);

  // Customer service approves with the level asked (the list's default).
  await openApplication(staff, email);
  await expect(staff.locator("#falcon-level")).toHaveValue("falcon");
  await staff.locator('button[name="intent"][value="approve"]').click();
  await expect(staff).toHaveURL(/notice=approve/);
  await whenInteractive(staff);
  await expect(staff.locator("[data-office-falcon-application]")).toHaveAttribute("data-office-falcon-application", "approved");
  await staff.context().close();

  // The buyer sees the level.
  await page.goto(PAGE);
  await whenInteractive(page);
  await expect(state(page)).toHaveAttribute("data-falcon-application", "approved");
  await expect(state(page)).toContainText("Falcon");
  await expect(page.locator("#falcon-application")).toHaveCount(0);
  await expectAccessible(page);
});
