import { type Locator, type Page, expect, test } from "@playwright/test";
import { expectAccessible, expectNoRawKeys, signIn, whenInteractive } from "./support";

// Each project changes the address book of its own account. Locators avoid visible text: other
// specs switch these accounts' interface language while this one runs.
const ACCOUNTS = { js: "buyer.fr@demo.test", "no-js": "buyer.mx@demo.test" } as const;

const main = (page: Page) => page.locator("main");

/** The value of the option whose label matches (names differ by language: Andalusia / Andalucía). */
async function optionValue(select: Locator, label: RegExp): Promise<string> {
  const option = select.locator("option", { hasText: label }).first();
  await expect(option).toBeAttached();
  return (await option.getAttribute("value")) ?? "";
}

/** Without JavaScript the lists are refreshed by posting the form back; with it they follow the choice. */
async function refreshLists(page: Page, scriptless: boolean) {
  if (!scriptless) return;
  await main(page).locator('button[value="regions"]').click();
  await page.waitForLoadState("domcontentloaded");
}

test("address book: create with country → province → city, edit, delete with confirmation", async ({ page }, info) => {
  const scriptless = info.project.name === "no-js";
  const email = ACCOUNTS[info.project.name as keyof typeof ACCOUNTS];
  const company = `E2E Almacén ${info.project.name} ${Date.now()}`;
  await signIn(page, email, { to: "/account/addresses" });
  await expect(page).toHaveURL(/\/account\/addresses$/);
  await expect(main(page).locator("article")).not.toHaveCount(0);
  await expectNoRawKeys(page);
  await expectAccessible(page);

  // Create: a rejected form first (400), which keeps what was typed.
  await main(page).locator('a[href="/account/addresses/new"]').click();
  await expect(page).toHaveURL(/\/account\/addresses\/new$/);
  await whenInteractive(page);
  await page.locator("#address-companyName").fill(company);
  await page.locator("#address-telephone").fill("not a phone");
  await main(page).locator('button[value="save"]').click();
  await expect(page.getByRole("alert")).toBeVisible();
  await expect(page.locator("#address-telephone")).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#address-companyName")).toHaveValue(company);
  await expectNoRawKeys(page);
  await expectAccessible(page);

  await page.locator("#address-fullName").fill("Inés Romero");
  await page.locator("#address-address").fill("Avenida de la Constitución 20");
  await page.locator("#address-telephone").fill("+34 954 000 111");
  await page.locator('select[name="countryCode"]').selectOption("ES");
  await refreshLists(page, scriptless);
  const province = page.locator('select[name="provinceId"]');
  await province.selectOption(await optionValue(province, /Andalu/));
  await refreshLists(page, scriptless);
  const city = page.locator('select[name="cityId"]');
  await city.selectOption(await optionValue(city, /Sevill/));
  // What was typed before the lists were refreshed is still there.
  await expect(page.locator("#address-companyName")).toHaveValue(company);
  await page.locator("#address-postalCode").fill("41004");
  await expectAccessible(page);
  await main(page).locator('button[value="save"]').click();
  await expect(page).toHaveURL(/\/account\/addresses\?notice=created$/);
  await expect(page.getByRole("status")).toBeVisible();
  const card = main(page).locator("article", { hasText: company });
  await expect(card).toContainText("41004");
  await expect(card).toContainText(/Sevill/);
  await expectNoRawKeys(page);

  // Edit.
  await card.locator('a[href$="/edit"]').click();
  await expect(page).toHaveURL(/\/edit$/);
  await whenInteractive(page);
  await expect(page.locator("#address-companyName")).toHaveValue(company);
  await expect(page.locator('select[name="cityId"] option:checked')).toHaveText(/Sevill/);
  await page.locator("#address-address").fill("Calle Sierpes 48");
  await main(page).locator('button[value="save"]').click();
  await expect(page).toHaveURL(/\/account\/addresses\?notice=updated$/);
  await expect(main(page).locator("article", { hasText: company })).toContainText("Calle Sierpes 48");

  // Delete, through the confirmation page.
  await main(page).locator("article", { hasText: company }).locator('a[href$="/delete"]').click();
  await expect(page).toHaveURL(/\/delete$/);
  await expect(main(page)).toContainText(company);
  await expectNoRawKeys(page);
  await expectAccessible(page);
  await main(page).locator('form[method="post"] button[type="submit"]').click();
  await expect(page).toHaveURL(/\/account\/addresses\?notice=deleted$/);
  await expect(main(page).locator("article", { hasText: company })).toHaveCount(0);
});

test("another account's address is not found (404)", async ({ page }, info) => {
  await signIn(page, ACCOUNTS[info.project.name as keyof typeof ACCOUNTS], { to: "/account/addresses" });
  const response = await page.goto("/account/addresses/2147483647/edit");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator('main section a[href="/account/addresses"]')).toBeVisible();
  await expectNoRawKeys(page);
  await expectAccessible(page);
});
