import { expect, test } from "@playwright/test";
import { linkIn, waitForMail } from "./mail-sink";
import { LANGUAGES, LANGUAGE_TAGS } from "../../app/i18n/languages";
import { PASSWORD, expectAccessible, expectNoRawKeys, hostUrl, signIn, whenInteractive } from "./support";

/** A fresh address per test and project: the two projects run in parallel. */
const freshEmail = (label: string, project: string) => `${label}.${project}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

test("register → confirm the email → sign in (awaiting approval) → sign out", async ({ page }, info) => {
  // A whole journey across several pages and mails (argon2 hashing each time): more time on a busy machine.
  test.slow();
  const email = freshEmail("reg", info.project.name);
  await page.goto(hostUrl("localhost", "/register"));
  await whenInteractive(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Open a trade account");
  await expectAccessible(page);

  // An empty form: a summary with a link per field, nothing lost.
  await page.getByRole("button", { name: "Create account" }).click();
  const summary = page.getByRole("alert");
  await expect(summary.getByRole("link")).toHaveCount(7);
  await expect(page).toHaveTitle(/^Error: /);
  await expectNoRawKeys(page);
  await expectAccessible(page);

  await page.getByLabel("Company name").fill("E2E Ferretería S.L.");
  await page.getByLabel("Full name").fill("Eva Ensayo");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm the password").fill("Different1");
  await page.getByLabel("Country").selectOption("ES");
  await page.getByLabel("Telephone").fill("961 234 567");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("alert")).toContainText("the two passwords differ");
  // What was typed is kept, passwords are not sent back.
  await expect(page.getByLabel("Company name")).toHaveValue("E2E Ferretería S.L.");
  await expect(page.getByLabel("Country")).toHaveValue("ES");
  if (info.project.name === "no-js") await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");

  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm the password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/successEmail$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check your email");
  await expectNoRawKeys(page);
  await expectAccessible(page);

  const mail = await waitForMail(email, /Confirm your email address/);
  const link = linkIn(mail.text);
  expect(link.startsWith(hostUrl("localhost", "/confirmEmail?token="))).toBe(true);
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm your email address");
  await expectAccessible(page);
  await whenInteractive(page);
  await page.getByRole("button", { name: "Confirm my email address" }).click();
  await expect(page).toHaveURL(/\/successTips$/);
  await expect(page.getByRole("main")).toContainText("waiting for approval");
  await expectNoRawKeys(page);
  await expectAccessible(page);

  // The link works once.
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link does not work");
  await expectAccessible(page);

  // Approval is a command (npm run accounts -- approve), which cannot open the server's embedded
  // database while it runs: here the account is seen unapproved (decision 0015).
  await signIn(page, email);
  // A new account has not read the brand's user notice: the sign-in shows it first (decision 0114).
  await expect(page).toHaveURL(/\/userNotice\?redirectTo=%2F$/);
  await expect(page.locator("#approval-notice").filter({ hasText: "waiting for approval" })).toBeVisible();
  await expectAccessible(page);

  await page.locator("header details summary").last().click();
  await page.locator('form[action="/logout"] button').click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto(hostUrl("localhost", "/"));
  await expect(page).toHaveURL(/\/login$/);
});

test("a new confirmation link can be requested, with the same answer for any address", async ({ page }, info) => {
  const email = freshEmail("resend", info.project.name);
  await page.goto(hostUrl("localhost", "/confirmEmail"));
  await whenInteractive(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get a new confirmation link");
  await page.getByRole("button", { name: "Send a new link" }).click();
  await expect(page.getByRole("alert")).toContainText("Enter your email address");
  await expectAccessible(page);
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Send a new link" }).click();
  await expect(page).toHaveURL(/\/successEmail\?notice=linkSent$/);
  await expect(page.getByRole("status")).toContainText("we have sent it a new link");
  await expectNoRawKeys(page);
  await expectAccessible(page);
});

test("the register page's countries are named in the page's language, in all nine (WCAG 3.1.2)", async ({ browser }) => {
  for (const lng of LANGUAGES) {
    const tag = LANGUAGE_TAGS[lng];
    const context = await browser.newContext({ locale: tag });
    const page = await context.newPage();
    await page.goto(hostUrl("localhost", "/register"));
    await expect(page.locator("html")).toHaveAttribute("lang", tag);
    const names = new Intl.DisplayNames([tag], { type: "region" });
    for (const code of ["DE", "GB", "ES", "MX"]) {
      await expect(page.locator(`select[name=country] option[value=${code}]`), `${code} in ${lng}`).toHaveText(new RegExp(`^${names.of(code)} \\(\\+\\d+\\)$`));
    }
    // Sorted as readers of the language sort: the list in the page is in collation order.
    const labels = (await page.locator("select[name=country] option[value]:not([value=''])").allTextContents()).map((label) => label.trim());
    expect(labels, lng).toEqual([...labels].sort(new Intl.Collator(tag).compare));
    await context.close();
  }
});
