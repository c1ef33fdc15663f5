import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { linkIn, waitForMail } from "./mail-sink";
import { expectAccessible, expectNoRawKeys, hostUrl, signIn, whenInteractive } from "./support";

// Both projects (JavaScript on and off) run at the same time with the same salesman: each works
// with a client of its own, so one's pin does not disturb the other's assertions.
const CLIENTS = {
  js: { search: "Becker", company: "Haushaltswaren Becker GmbH" },
  "no-js": { search: "Brightwell", company: "Brightwell Home Supplies Ltd" },
} as const;

test("salesman login → pick a client → pin → switch", async ({ page }, info) => {
  const client = CLIENTS[info.project.name as keyof typeof CLIENTS];
  await signIn(page, "sales@demo.test");
  const banner = page.getByText(/you are ordering for/i);
  await expect(banner).toBeVisible();

  await page.getByRole("link", { name: /switch client/i }).first().click();
  await expect(page).toHaveURL(/\/salesman\/clients/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/choose a client account/i);
  await expectNoRawKeys(page);
  await expectAccessible(page);

  await page.getByRole("searchbox", { name: /search clients/i }).fill(client.search);
  await page.getByRole("button", { name: /^search$/i }).last().click();
  await expect(page).toHaveURL(new RegExp(`q=${client.search}`));
  const row = page.getByRole("row", { name: new RegExp(client.company) });
  await expect(page.getByRole("row")).toHaveCount(2);

  await row.getByRole("button", { name: /pin to top/i }).click();
  await expect(row.getByRole("button", { name: /unpin/i })).toBeVisible();
  await expect(row).toContainText(/pinned/i);

  await row.getByRole("button", { name: /order for this client/i }).click();
  await expect(page).toHaveURL(hostUrl("localhost", "/"));
  await expect(page.getByText(`You are ordering for ${client.company}`)).toBeVisible();

  // Switching from another page comes back to it; unpin there, to leave the list as it was.
  await page.goto(hostUrl("localhost", "/cart"));
  await page.getByRole("link", { name: /switch client/i }).first().click();
  await expect(page).toHaveURL(/redirectTo=%2Fcart/);
  await page.getByRole("searchbox", { name: /search clients/i }).fill(client.search);
  await page.getByRole("button", { name: /^search$/i }).last().click();
  const again = page.getByRole("row", { name: new RegExp(client.company) });
  await again.getByRole("button", { name: /unpin/i }).click();
  await expect(again.getByRole("button", { name: /pin to top/i })).toBeVisible();
  await again.getByRole("button", { name: /order for this client/i }).click();
  await expect(page).toHaveURL(hostUrl("localhost", "/cart"));
  await expect(page.getByText(`You are ordering for ${client.company}`)).toBeVisible();
});

test("a buyer cannot open the client list", async ({ page }) => {
  await signIn(page, "buyer.pt@demo.test");
  const response = await page.goto(hostUrl("localhost", "/salesman/clients"));
  expect(response?.status()).toBe(403);
  await expectNoRawKeys(page);
});

test("the office sign-in (salespeople and customer service) looks like the shop login", async ({ page }) => {
  await page.goto(hostUrl("localhost", "/salesman/login"));
  await expect(page).toHaveTitle(/office sign-in/i);
  await expect(page.getByRole("img", { name: /verification code picture/i })).toBeVisible();
  await expectNoRawKeys(page);
  await expectAccessible(page);
});

// A client of each project's own. Its mails are in the client's language, which other tests change.
const RESET_CLIENTS = {
  js: { search: "Luz", company: "Lar & Luz Distribuição, Lda.", email: "buyer.pt@demo.test" },
  "no-js": { search: "Huis", company: "Huis & Licht Groothandel B.V.", email: "buyer.nl@demo.test" },
} as const;

/** "[link sent by email, valid until" in each of the nine languages. */
const SENT_BY_EMAIL = fs
  .readdirSync("locales")
  .map((lng) => (JSON.parse(fs.readFileSync(path.join("locales", lng, "mail.json"), "utf8")) as { redacted: { link: string } }).redacted.link.split("{{")[0]!);

test("a salesman reads in the client's message log that a reset link was sent, never the link", async ({ page, request }, info) => {
  const client = RESET_CLIENTS[info.project.name as keyof typeof RESET_CLIENTS];
  // Anyone may ask for a reset of the client's password.
  const reply = await request.post(hostUrl("localhost", "/forget"), { form: { email: client.email }, headers: { Origin: hostUrl("localhost", "").replace(/\/$/, "") }, maxRedirects: 0 });
  expect(reply.status()).toBe(302);
  const mail = await waitForMail(client.email, (candidate) => candidate.text.includes("/ResetPwd?token="));
  const token = new URL(linkIn(mail.text)).searchParams.get("token")!;
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

  await signIn(page, "sales@demo.test");
  await page.goto(hostUrl("localhost", "/salesman/clients"));
  await page.getByRole("searchbox", { name: /search clients/i }).fill(client.search);
  await page.getByRole("button", { name: /^search$/i }).last().click();
  await page.getByRole("row", { name: new RegExp(client.search) }).getByRole("button", { name: /order for this client/i }).click();
  await expect(page.getByText(`You are ordering for ${client.company}`)).toBeVisible();

  await page.goto(hostUrl("localhost", "/account/messages"));
  await whenInteractive(page);
  await page.locator("main tbody tr", { hasText: "Password reset" }).first().getByRole("link").click();
  await expect(page).toHaveURL(/\/account\/messages\/\d+$/);
  await whenInteractive(page);
  const text = await page.getByRole("main").innerText();
  expect(SENT_BY_EMAIL.some((sent) => text.includes(sent)), `one of ${SENT_BY_EMAIL.join(" | ")} in:\n${text}`).toBe(true);
  expect(text).not.toContain(token);
  expect(await page.content()).not.toContain("token=");
  await expectAccessible(page);
});
