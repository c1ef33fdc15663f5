import { type Page, expect, test } from "@playwright/test";
import { expectAccessible, expectNoRawKeys, hostUrl, signIn, whenInteractive } from "./support";

// One account per project whose cart no other spec fills. Other specs switch account languages,
// so the steps go by roles with names from the data (barcodes, the plan's name), ids and addresses.
const ACCOUNTS = { js: "buyer.es@demo.test", "no-js": "buyer.it@demo.test" } as const;
const accountFor = (project: string) => ACCOUNTS[project as keyof typeof ACCOUNTS];

type Product = { id: number; minimum: number; barcode: string };

/** Products on the first list page the account can buy (they have a purchase panel). */
async function pickProducts(page: Page, count: number): Promise<Product[]> {
  await page.locator("main article .panel").first().waitFor({ state: "attached" });
  const found = await page.locator("main article").evaluateAll((articles) =>
    articles.flatMap((article) => {
      // The panel's form: its product, and the quantity it starts at (the minimum).
      const value = (name: string) => article.querySelector<HTMLInputElement>(`.panel input[name="${name}"]`)?.defaultValue;
      const [id, minimum] = [value("goodsId"), value("quantity")];
      const barcode = /\d{13}/.exec(article.querySelector("p.card-code")?.textContent ?? "")?.[0];
      return id && minimum && barcode ? [{ id: Number(id), minimum: Number(minimum), barcode }] : [];
    }),
  );
  expect(found.length).toBeGreaterThanOrEqual(count);
  return found.slice(0, count);
}

async function removeIfPresent(page: Page, id: number) {
  await page.goto(hostUrl("localhost", `/cart/remove?goodsId=${id}`));
  if (new URL(page.url()).pathname === "/cart/remove") {
    await whenInteractive(page);
    await page.locator("main form[method=post] button[type=submit]").click();
    await page.waitForURL((url) => url.pathname === "/cart");
  }
}

async function checkPage(page: Page) {
  await whenInteractive(page);
  await expectNoRawKeys(page);
  await expectAccessible(page);
}

/** Unticks every line of the cart (the one toggle reads "select all" until all are ticked). */
async function untickAll(page: Page) {
  const toggle = page.locator('main form:has(input[name="intent"][value$="heckAll"]) button');
  if ((await page.locator('input[name="intent"][value="checkAll"]').count()) > 0) {
    await toggle.click();
    await page.waitForURL((url) => url.searchParams.get("notice") === "checked");
    await whenInteractive(page);
  }
  await toggle.click();
  await expect(page.locator('input[name="intent"][value="checkAll"]')).toHaveCount(1);
  await whenInteractive(page);
}

test("import a .csv and typed barcodes, save the ticked lines as a plan, download it, load it back and delete it", async ({ page }, info) => {
  test.slow();
  await signIn(page, accountFor(info.project.name), { to: "/aigoStarProductList" });
  const [a, b] = await pickProducts(page, 2);
  await removeIfPresent(page, a!.id);
  await removeIfPresent(page, b!.id);

  // From the cart to the import page.
  await page.goto(hostUrl("localhost", "/cart"));
  await whenInteractive(page);
  await page.locator('main a[href="/cart/import"]').click();
  await page.waitForURL((url) => url.pathname === "/cart/import");
  await checkPage(page);

  // A file of more than 1 MB: the page answers with its message and the form is still there.
  const fileInput = page.locator("input#file");
  await fileInput.setInputFiles({ name: "big.csv", mimeType: "text/csv", buffer: Buffer.alloc(2 * 1_048_576, "1") });
  await page.locator('form[enctype="multipart/form-data"] button[type="submit"]').click();
  await expect(page.getByRole("alert")).toBeVisible();
  await expect(page.locator("input#file")).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveTitle(/^\S+\s?[:：]/);

  // A .csv with a header: one product with a quantity, and an unknown barcode.
  const csv = `Barcode;Quantity\n${a!.barcode};${a!.minimum}\n0000000000000;1\n`;
  await page.locator("input#file").setInputFiles({ name: "codes.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.locator('form[enctype="multipart/form-data"] button[type="submit"]').click();
  await page.waitForURL((url) => /^\/cart\/import\/\d+$/.test(url.pathname));
  await expect(page.getByRole("row").filter({ hasText: a!.barcode })).toHaveCount(1);
  await expect(page.getByRole("row").filter({ hasText: "0000000000000" })).toHaveClass(/bg-red-50/);
  await checkPage(page);

  // Typed barcodes: the second product without a quantity (its minimum).
  await page.goto(hostUrl("localhost", "/cart/import"));
  await whenInteractive(page);
  await page.locator("textarea#typed-barcodes").fill(`${b!.barcode}`);
  await page.locator('form:has(textarea#typed-barcodes) button[type="submit"]').click();
  await page.waitForURL((url) => /^\/cart\/import\/\d+$/.test(url.pathname));
  await expect(page.getByRole("row").filter({ hasText: b!.barcode }).getByRole("cell").nth(3)).toHaveText(String(b!.minimum));

  // Both are in the cart; tick only them and save them as a plan.
  await page.goto(hostUrl("localhost", "/cart"));
  await whenInteractive(page);
  await expect(page.locator(`#quantity-${a!.id}`)).toHaveValue(String(a!.minimum));
  await expect(page.locator(`#quantity-${b!.id}`)).toHaveValue(String(b!.minimum));
  await untickAll(page);
  for (const product of [a!, b!]) {
    await page.locator(`#line-${product.id} form:has(input[name="intent"][value="check"]) button`).click();
    await expect(page.locator(`#line-${product.id} button[aria-pressed="true"]`)).toHaveCount(1);
    await whenInteractive(page);
  }
  const planName = `E2E ${info.project.name} ${Date.now()}`;
  await page.locator("input#cart-plan-name").fill(planName);
  await page.locator('form[action="/cart/savePlan"] button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname === "/order/distributionDetail" && url.searchParams.get("notice") === "saved");
  await expect(page.getByRole("heading", { level: 1, name: planName })).toBeVisible();
  await expect(page.getByRole("status")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: a!.barcode })).toHaveCount(1);
  await expect(page.getByRole("row").filter({ hasText: b!.barcode })).toHaveCount(1);
  await checkPage(page);
  const detailUrl = page.url();

  // The list shows it and opens it.
  await page.goto(hostUrl("localhost", "/order/distributionPlans"));
  await checkPage(page);
  await page.getByRole("link", { name: planName }).click();
  await page.waitForURL((url) => url.pathname === "/order/distributionDetail");
  await whenInteractive(page);

  // Download the plan as .xlsx.
  const download = page.waitForEvent("download");
  await page.locator('a[href^="/order/distributionDetail/download"]').click();
  expect((await download).suggestedFilename()).toMatch(/^E2E.*\.xlsx$/);

  // Remove one product from the cart, then load the plan back: it returns.
  await removeIfPresent(page, b!.id);
  await page.goto(detailUrl);
  await whenInteractive(page);
  await page.locator('main form[action^="/order/distributionDetail?id="] button[type="submit"]').click();
  await page.waitForURL((url) => /^\/cart\/import\/\d+$/.test(url.pathname));
  await expect(page.getByRole("row").filter({ hasText: b!.barcode })).toHaveCount(1);
  await checkPage(page);
  await page.goto(hostUrl("localhost", "/cart"));
  await expect(page.locator(`#quantity-${b!.id}`)).toHaveValue(String(b!.minimum));

  // Delete the plan after its confirmation page.
  await page.goto(detailUrl);
  await whenInteractive(page);
  await page.locator('main a[href^="/order/distributionDetail/delete"]').click();
  await page.waitForURL((url) => url.pathname === "/order/distributionDetail/delete");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await checkPage(page);
  await page.locator('main form[action^="/order/distributionDetail/delete"] button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname === "/order/distributionPlans" && url.searchParams.get("notice") === "deleted");
  await expect(page.getByRole("link", { name: planName })).toHaveCount(0);

  // Leave the cart as it was.
  await removeIfPresent(page, a!.id);
  await removeIfPresent(page, b!.id);
});
