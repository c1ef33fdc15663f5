import { expect, test } from "@playwright/test";
import { expectAccessible, expectNoRawKeys, hostUrl, signIn } from "./support";

type Case = { brand: string; host: string; home: string; accounts: { js: string; "no-js": string }; other: { code: string; name: string; tag: string } };

// Each project signs in with its own account: switching the language saves it on the account.
// Lumora goes to Simplified Chinese, whose short category names once stood too close (target size).
const CASES: Case[] = [
  { brand: "Aigostar", host: "localhost", home: "/", accounts: { js: "buyer.de@demo.test", "no-js": "buyer.gb@demo.test" }, other: { code: "fr", name: "Français", tag: "fr" } },
  { brand: "Nobleza", host: "nobleza.localhost", home: "/noblezaHome", accounts: { js: "buyer.fr@demo.test", "no-js": "buyer.es@demo.test" }, other: { code: "en", name: "English", tag: "en" } },
  { brand: "uBathLife", host: "ubathlife.localhost", home: "/ubathlifeHome", accounts: { js: "buyer.nl@demo.test", "no-js": "buyer.it@demo.test" }, other: { code: "en", name: "English", tag: "en" } },
  { brand: "Lumora", host: "lumora.localhost", home: "/lumoraHome", accounts: { js: "buyer.pt@demo.test", "no-js": "buyer.pl@demo.test" }, other: { code: "zh-cn", name: "简体中文", tag: "zh-CN" } },
  { brand: "Aigostar México", host: "mx.localhost", home: "/", accounts: { js: "buyer.mx@demo.test", "no-js": "test@demo.test" }, other: { code: "zh-cn", name: "简体中文", tag: "zh-CN" } },
];

for (const c of CASES) {
  test(`${c.brand} home in two languages, accessible`, async ({ page }, info) => {
    const email = c.accounts[info.project.name as "js" | "no-js"];
    await signIn(page, email, { host: c.host, to: c.home });
    await expect(page).toHaveURL(hostUrl(c.host, c.home));
    await expect(page.getByRole("link", { name: new RegExp(c.brand) }).first()).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const firstLang = await page.locator("html").getAttribute("lang");
    expect(firstLang).toBeTruthy();
    await expectNoRawKeys(page);
    await expectAccessible(page);

    // The switcher is a disclosure of submit buttons: it works without JavaScript.
    await page.locator("header details summary").first().click();
    const option = page.getByRole("button", { name: c.other.name });
    const restricted = (await option.count()) === 0;
    const target = restricted ? { name: "English", tag: "en" } : c.other;
    if (firstLang === target.tag) return;
    await page.getByRole("button", { name: target.name }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", target.tag);
    await expect(page).toHaveURL(hostUrl(c.host, c.home));
    await expectNoRawKeys(page);
    await expectAccessible(page);

    // The choice is saved on the account: it survives a new page load.
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", target.tag);
  });
}
