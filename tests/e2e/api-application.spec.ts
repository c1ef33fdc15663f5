import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import path from "node:path";
import { type Page, expect, test } from "@playwright/test";
import pg from "pg";
import { type ShopServer, TEST_CODE as SERVER_CODE, createShopServer } from "../reliability/server";
import { PORT, expectAccessible, expectNoRawKeys, signInAt, whenInteractive } from "./support";

// The API application (issue 17, decision 0107) as a buyer meets it, with and without JavaScript:
// reached from the account menu, the form refused first (errors summarised, what was typed kept),
// then submitted; staff approve with `npm run api-access -- approve` as the README says; the
// credentials shown, the client secret created and shown once (gone on the next visit), then
// rotated after its confirmation step, which ends the old secret; the API is called with the shown
// credentials (a token, the products), and the old secret's token is refused after the rotation.
// The command needs the database the server uses: the spec runs a shop of its own on PostgreSQL,
// one per project.

const ACCOUNTS = { js: { email: "buyer.gb@demo.test", offset: 0, country: "GB", currency: "GBP" }, "no-js": { email: "buyer.pt@demo.test", offset: 1, country: "PT", currency: "EUR" } } as const;
const serverPort = (offset: number) => Number(process.env.E2E_API_PORT ?? PORT + 4) + offset;
const ROOT = path.resolve(import.meta.dirname, "../..");
const PAGE = "/account/apiApplication";
const isJs = () => test.info().project.use.javaScriptEnabled !== false;

function command(databaseUrl: string, ...argv: string[]) {
  const run = spawnSync("npm", ["run", "--silent", "api-access", "--", ...argv], { cwd: ROOT, env: { ...process.env, DATABASE_URL: databaseUrl }, encoding: "utf8" });
  expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
  return run.stdout;
}

/** The secrets of the account's application in the server's database: the hash and whether it is live. */
async function secretsOf(databaseUrl: string, email: string): Promise<{ hash: string; live: boolean }[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ hash: string; live: boolean }>(
      `select s.secret_hash as hash, s.revoked_at is null as live from api_client_secrets s
         join api_applications a on a.id = s.application_id join accounts u on u.id = a.account_id
        where lower(u.email) = $1 order by s.id`,
      [email],
    );
    return rows;
  } finally {
    await client.end();
  }
}

const sha256 = (text: string) => crypto.createHash("sha256").update(text).digest("hex");
const state = (page: Page) => page.locator("[data-api-application]");

/** A token for the credentials the page showed, from the API's token endpoint (HTTP Basic). */
async function tokenWith(base: string, clientId: string, secret: string): Promise<string> {
  const response = await fetch(`${base}/api/v1.0/oauth/token`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString("base64")}` },
    body: new URLSearchParams({ grant_type: "client_credentials" }),
  });
  const body = (await response.json()) as { access_token?: string; token_type?: string };
  expect(response.status, JSON.stringify(body)).toBe(200);
  expect(body.token_type).toBe("Bearer");
  return body.access_token!;
}

/** The first page of products as the buyer's own shop reads it: status and body. */
async function productsWith(base: string, token: string, tenantId: string, country: string) {
  const response = await fetch(`${base}/api/v1.0/products?limit=5`, {
    headers: { Authorization: `Bearer ${token}`, "X-Platform": "BS", "X-Brand": "aigostar", "X-Tenant-Id": tenantId, "X-Country": country, "Accept-Language": "en" },
  });
  return { status: response.status, body: (await response.json()) as { code: number; data?: { items: { price: { currency: string } }[] } } };
}

async function submitApplication(page: Page) {
  await page.locator('#api-application button[type="submit"][name="intent"]').click();
  await page.waitForLoadState("load");
  await whenInteractive(page);
}

test("API application: refused form, submitted, approved by command, secret shown once, the API called with it, rotated", async ({ page }) => {
  test.setTimeout(600_000);
  const { email, offset, country, currency } = ACCOUNTS[test.info().project.name as keyof typeof ACCOUNTS];
  let server: ShopServer | null = null;
  try {
    // Named by its port: another checkout's run on the same PostgreSQL uses other ports.
    server = await createShopServer({ engine: "postgres", port: serverPort(offset), products: 60, adminUrl: "postgres://postgres@127.0.0.1:5432/postgres", name: `apiapp_e2e_${serverPort(offset)}` });
    await server.start();
    const base = server.url;
    const databaseUrl = (server.database as { url: string }).url;
    await signInAt(page, base, email, "/account", SERVER_CODE);

    // From the account menu.
    await page.locator(`nav a[href="${PAGE}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
    await whenInteractive(page);
    await expect(state(page)).toHaveAttribute("data-api-application", "none");
    await expect(page.locator('a[href="/api/v1.0/docs"]')).toBeVisible();
    await expectAccessible(page);

    // A form with mistakes: refused, every mistake summarised, what was typed kept.
    await page.locator("#api-application-shopUrl").fill("javascript:alert(1)");
    await page.locator("#api-application-dataWanted-other").check();
    await submitApplication(page);
    const summary = page.locator('[role="alert"][aria-labelledby="error-summary-title"]');
    await expect(summary).toBeVisible();
    await expect(summary.locator("li")).toHaveCount(5);
    await expect(summary.locator('a[href="#api-application-companyName"]')).toBeVisible();
    await expect(page.locator("#api-application-companyName")).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#api-application-shopUrl")).toHaveValue("javascript:alert(1)");
    await expect(page.locator("#api-application-shopUrl")).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#api-application-otherData-error")).not.toBeEmpty();
    await expect(page.locator("#api-application-dataWanted-other")).toBeChecked();
    if (isJs()) await expect(summary).toBeFocused();
    await expectNoRawKeys(page);
    await expectAccessible(page);

    // Corrected and submitted.
    await page.locator("#api-application-companyName").fill("Demo Web Shop Ltd");
    await page.locator("#api-application-shopUrl").fill("https://shop.demo-web.example");
    await page.locator("#api-application-enterpriseSize-11_50").check();
    await page.locator("#api-application-technicalStaff").check();
    await page.locator("#api-application-dataWanted").check();
    await page.locator("#api-application-otherData").fill("energy labels");
    await submitApplication(page);
    await expect(page).toHaveURL(/notice=submitted/);
    await expect(page.locator('[role="status"]').first()).not.toBeEmpty();
    await expect(state(page)).toHaveAttribute("data-api-application", "submitted");

    // Staff review and approve with the command.
    expect(command(databaseUrl, "review", email)).toContain("under review");
    expect(command(databaseUrl, "approve", email, "--by", "e2e")).toContain("Approved");
    await page.goto(`${base}${PAGE}`);
    await whenInteractive(page);
    await expect(state(page)).toHaveAttribute("data-api-application", "approved");
    await expect(page.locator("[data-client-id]")).toHaveText(/^am_[a-z2-7]{20}$/);
    await expect(page.locator("[data-tenant-id]")).toHaveText("1000");
    await expect(page.locator("#api-application")).toHaveCount(0);
    await expectAccessible(page);

    // The secret, shown once.
    await page.locator('button[name="intent"][value="createSecret"]').click();
    const shown = page.locator("#api-new-secret");
    await expect(shown).toHaveValue(/^cs_[A-Za-z0-9_-]{43}$/);
    const first = await shown.inputValue();
    await expect(page.locator("[data-secret-hint]")).toHaveAttribute("data-secret-hint", first.slice(-4));
    expect(await secretsOf(databaseUrl, email)).toEqual([{ hash: sha256(first), live: true }]);
    if (isJs()) {
      await page.locator("[data-new-secret] button").click();
      await expect(page.locator("[data-new-secret] [aria-live]")).not.toBeEmpty();
    }
    await expectAccessible(page);
    // The API called with the shown credentials: a token, then the buyer's products at its prices.
    const clientId = (await page.locator("[data-client-id]").textContent())!.trim();
    const tenantId = (await page.locator("[data-tenant-id]").textContent())!.trim();
    const firstToken = await tokenWith(base, clientId, first);
    const read = await productsWith(base, firstToken, tenantId, country);
    expect(read.status).toBe(200);
    expect(read.body.code).toBe(0);
    expect(read.body.data!.items.length).toBeGreaterThan(0);
    expect(read.body.data!.items.every((item) => item.price.currency === currency)).toBe(true);
    await page.goto(`${base}${PAGE}`);
    await whenInteractive(page);
    await expect(page.locator("[data-new-secret]")).toHaveCount(0);
    expect(await page.content()).not.toContain(first);

    // Rotated, after the confirmation step: the old secret ends.
    await page.locator(`form[action="${PAGE}"][method="get"] button`).click();
    await expect(page).toHaveURL(/confirm=rotate/);
    await whenInteractive(page);
    await expect(page.locator("#api-rotate-heading")).toBeVisible();
    await expectAccessible(page);
    await page.locator('button[name="intent"][value="rotateSecret"]').click();
    await expect(shown).toHaveValue(/^cs_[A-Za-z0-9_-]{43}$/);
    const second = await shown.inputValue();
    expect(second).not.toBe(first);
    await expect(page.locator("#api-rotate-heading")).toHaveCount(0);
    expect(await secretsOf(databaseUrl, email)).toEqual([
      { hash: sha256(first), live: false },
      { hash: sha256(second), live: true },
    ]);
    // The old secret's token ends with it; the new secret gets one that reads.
    const ended = await productsWith(base, firstToken, tenantId, country);
    expect(ended.status).toBe(401);
    expect(ended.body.code).toBe(40102);
    expect((await productsWith(base, await tokenWith(base, clientId, second), tenantId, country)).status).toBe(200);
    await page.goto(`${base}${PAGE}`);
    await expect(page.locator("[data-new-secret]")).toHaveCount(0);
    await expect(page.locator("[data-secret-hint]")).toHaveAttribute("data-secret-hint", second.slice(-4));
  } finally {
    if (server) await test.info().attach("server output", { body: server.output(), contentType: "text/plain" });
    await server?.dispose();
  }
});
