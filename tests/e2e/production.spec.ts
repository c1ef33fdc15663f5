import { type Page, expect, test } from "@playwright/test";
import { waitForMail } from "./mail-sink";
import { PASSWORD, PRODUCTION_PORT, whenInteractive } from "./support";

/**
 * The shop as `npm start` runs it on a fresh machine (decision 0076): the second server of
 * playwright.config.ts, NODE_ENV unset, so production mode, with no test code — signing in takes
 * the emailed code. Plain HTTP on localhost and *.localhost must keep a buyer signed in, in every
 * browser: Chromium keeps Secure cookies there, lynx and Firefox do not, so the cookies must be
 * plain ones there.
 */
const at = (host: string, pathname: string) => `http://${host}:${PRODUCTION_PORT}${pathname}`;

// Accounts that get no other emailed code in the run (the mail sink is shared); one per project and host.
const ACCOUNTS = {
  js: { localhost: "buyer.pt@demo.test", "nobleza.localhost": "buyer.fr@demo.test" },
  "no-js": { localhost: "buyer.it@demo.test", "nobleza.localhost": "buyer.de@demo.test" },
} as const;

async function signInByMail(page: Page, host: string, email: string) {
  await page.goto(at(host, "/login"));
  await whenInteractive(page);
  await page.getByRole("textbox", { name: /email/i }).fill(email);
  await page.getByRole("button", { name: /email me a code/i }).click();
  await expect(page.getByRole("status")).toContainText(email);
  // The subject ends with the code in every language ("Your Nobleza sign-in code: 9T4HAU9U").
  const CODE = /[:：]\s*([A-Z0-9]{8})$/;
  const code = CODE.exec((await waitForMail(email, CODE)).subject)?.[1];
  await page.getByLabel(/^password/i).fill(PASSWORD);
  await page.getByRole("textbox", { name: /^verification code/i }).fill(code!);
  await page.getByRole("button", { name: /^sign in$/i }).click();
  await page.waitForURL((url) => url.pathname !== "/login");
}

for (const [host, home] of [["localhost", "/"], ["nobleza.localhost", "/noblezaHome"]] as const) {
  test(`production mode on http://${host}: a buyer signs in and stays signed in`, async ({ page }, info) => {
    const email = ACCOUNTS[info.project.name as keyof typeof ACCOUNTS][host];
    await signInByMail(page, host, email);
    await expect(page).toHaveURL(at(host, home));
    const cookies = await page.context().cookies(at(host, "/"));
    expect(cookies.map((cookie) => cookie.name)).toContain("session");
    for (const cookie of cookies) expect(`${cookie.name} secure=${cookie.secure}`).toMatch(/^(?!__Host-)\S+ secure=false$/);

    // Signed-in pages, one after another and after a reload, and their answers cached nowhere.
    for (const pathname of ["/cart", "/account", "/order/myOrder"]) {
      const response = await page.goto(at(host, pathname));
      await whenInteractive(page);
      await expect(page).toHaveURL(at(host, pathname));
      await expect(page.locator('form[action="/logout"]')).toHaveCount(1);
      expect(response?.headers()["cache-control"]).toBe("private, no-store");
      expect(response?.headers()["vary"]).toMatch(/\bCookie\b/);
    }
    await page.reload();
    await expect(page).toHaveURL(at(host, "/order/myOrder"));
  });
}

test("production mode: a malformed address answers 400 with a message, without a stack trace", async ({ request }) => {
  const response = await request.get(at("localhost", "/%"), { headers: { "Accept-Language": "en" } });
  expect(response.status()).toBe(400);
  const body = await response.text();
  expect(body).toBe("The request could not be read.");
  expect(body).not.toMatch(/URIError|node_modules|at decode/);
});
