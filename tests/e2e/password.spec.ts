import { type Page, expect, test } from "@playwright/test";
import { linkIn, waitForMail } from "./mail-sink";
import { PASSWORD, expectAccessible, expectNoRawKeys, hostUrl, signIn, whenInteractive } from "./support";

const freshEmail = (label: string, project: string) => `${label}.${project}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/** A fresh account of its own (tests change its password), registered with another password. */
async function registerAccount(page: Page, email: string) {
  await page.goto(hostUrl("localhost", "/register"));
  await whenInteractive(page);
  await page.getByLabel("Company name").fill("E2E Reset Ltd");
  await page.getByLabel("Full name").fill("Rita Reset");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("Forgotten 1");
  await page.getByLabel("Confirm the password").fill("Forgotten 1");
  await page.getByLabel("Country").selectOption("GB");
  await page.getByLabel("Telephone").fill("20 7946 0000");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/successEmail$/);
}

test("forgotten password → reset link → sign in with the new password → change it", async ({ page }, info) => {
  // A whole journey across several pages and mails (argon2 hashing each time): more time on a busy machine.
  test.slow();
  const email = freshEmail("reset", info.project.name);
  await registerAccount(page, email);

  await page.goto(hostUrl("localhost", "/forget"));
  await whenInteractive(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Forgotten your password?");
  await expectAccessible(page);
  await page.getByLabel("Email address").fill("not-an-address");
  await page.getByRole("button", { name: "Send the link" }).click();
  await expect(page.getByRole("alert")).toContainText("Enter a valid email address");
  await expect(page.getByLabel("Email address")).toHaveValue("not-an-address");
  await expectAccessible(page);
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Send the link" }).click();
  await expect(page).toHaveURL(/\/forget\?sent=1$/);
  await expect(page.getByRole("main")).toContainText("If an account exists for that address");
  await expectNoRawKeys(page);
  await expectAccessible(page);

  const link = linkIn((await waitForMail(email, /Reset your .* password/)).text);
  expect(link.startsWith(hostUrl("localhost", "/ResetPwd?token="))).toBe(true);
  await page.goto(link);
  await whenInteractive(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose a new password");
  await expectAccessible(page);
  await page.getByLabel("New password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm the new password").fill(`${PASSWORD}x`);
  await page.getByRole("button", { name: "Save the new password" }).click();
  await expect(page.getByRole("alert")).toContainText("The confirmation of the new password is incorrect");
  await expect(page).toHaveTitle(/^Error: /);
  await expectAccessible(page);
  await page.getByLabel("New password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm the new password").fill(PASSWORD);
  await page.getByRole("button", { name: "Save the new password" }).click();
  await expect(page).toHaveURL(/\/login\?notice=passwordReset$/);
  await expect(page.getByRole("status")).toContainText("Sign in with your new password");
  await expectAccessible(page);
  await waitForMail(email, /password was changed/);

  // The link works once.
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link does not work");
  await expect(page.getByRole("link", { name: "Ask for a new link" })).toHaveAttribute("href", "/forget");
  await expectAccessible(page);

  // The new password signs in (the reset link also confirmed the address).
  await signIn(page, email);

  await page.goto(hostUrl("localhost", "/account/password"));
  await whenInteractive(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Change password");
  await expectAccessible(page);
  await page.getByLabel("Current password").fill("Wrong password 1");
  await page.getByLabel("New password", { exact: true }).fill("Changed 2026");
  await page.getByLabel("Confirm the new password").fill("Changed 2026");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("alert")).toContainText("The current password is not correct");
  await expectNoRawKeys(page);
  await expectAccessible(page);
  await page.getByLabel("Current password").fill(PASSWORD);
  await page.getByLabel("New password", { exact: true }).fill("Changed 2026");
  await page.getByLabel("Confirm the new password").fill("Changed 2026");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page).toHaveURL(/\/account\/password\?notice=passwordChanged$/);
  await expect(page.getByRole("status").filter({ hasText: "Your password has been changed" })).toBeVisible();
  await expectAccessible(page);
});
