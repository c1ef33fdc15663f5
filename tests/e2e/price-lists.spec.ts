import fs from "node:fs";
import ExcelJS from "exceljs";
import { type Page, expect, test } from "@playwright/test";
import { pdfText } from "../support/pdf-text";
import { holdAccount, releaseAccounts } from "./account-locks";
import { PORT, addListedToCart, expectAccessible, expectNoRawKeys, hostUrl, signIn, whenInteractive } from "./support";

// Price lists and the cart's quotation (decision 0113), with and without JavaScript: the form at
// /downloadCenter/priceList answers the file itself; the .xlsx is opened with exceljs, the PDFs
// read back with the test's PDF text reader. The steps go by ids, numbers and barcodes: other
// specs switch these accounts' languages while they run.

const ACCOUNTS = { js: "buyer.nl@demo.test", "no-js": "buyer.es@demo.test" } as const;
const account = (project: string) => ACCOUNTS[project as keyof typeof ACCOUNTS];

test.afterEach(releaseAccounts);

/** A price as a pattern in any of the shop's languages: 1234.5 → "1[,. ]?234[.,]50". */
function pricePattern(value: number): RegExp {
  const [whole, cents] = value.toFixed(2).split(".");
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, "[.,\\s\u00a0\u202f]?");
  return new RegExp(`(^|[^\\d])${grouped}[.,]${cents}`);
}

async function download(page: Page, submit: () => Promise<void>): Promise<Buffer> {
  const [file] = await Promise.all([page.waitForEvent("download"), submit()]);
  return fs.readFileSync(await file.path());
}

test("price list of a category as .xlsx and as PDF from the account menu; a category not the brand's answered on the form", async ({ page }, info) => {
  await signIn(page, account(info.project.name), { to: "/account" });
  await whenInteractive(page);
  await page.locator('a[href="/downloadCenter/priceList"]').click();
  await expect(page).toHaveURL(/\/downloadCenter\/priceList$/);
  await whenInteractive(page);
  await expectNoRawKeys(page);
  await expectAccessible(page);

  const select = page.locator("#price-list-category");
  const category = await select.locator("option").nth(1).getAttribute("value");
  expect(category).toMatch(/^\d+$/);
  await select.selectOption(category!);
  await page.locator("#price-list-format").check();
  const xlsx = await download(page, () => page.locator("main form button[type=submit]").click());
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(xlsx.buffer.slice(xlsx.byteOffset, xlsx.byteOffset + xlsx.byteLength) as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  // The heading (five lines, a blank one, the header row), then the products.
  expect(sheet.rowCount).toBeGreaterThan(7);
  const priced = [...Array(sheet.rowCount - 7).keys()].map((n) => sheet.getRow(8 + n)).find((row) => typeof row.getCell(4).value === "number")!;
  const barcode = String(priced.getCell(1).value);
  const price = priced.getCell(4).value as number;
  expect(barcode).toMatch(/^\d{8,14}$/);
  expect(priced.getCell(6).value).toBe("EUR");

  await page.locator("#price-list-format-pdf").check();
  await select.selectOption(category!);
  const pdf = await download(page, () => page.locator("main form button[type=submit]").click());
  expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const text = pdfText(pdf);
  expect(text).toContain(barcode);
  const line = text.split("\n").findIndex((cell) => cell === barcode);
  expect(line).toBeGreaterThanOrEqual(0);
  // The barcode's row holds its price (model and name come between).
  expect(text.split("\n").slice(line, line + 12).join("\n")).toMatch(pricePattern(price));

  // A category that is not the brand's: the page again, the message by the select, status 400.
  const refused = await page.request.post(hostUrl("localhost", "/downloadCenter/priceList"), {
    form: { category: "2000000000", format: "pdf" },
    headers: { Origin: `http://localhost:${PORT}` },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(400);
  expect(await refused.text()).toContain('id="price-list-category-error"');
});

test("the cart's quotation as PDF, from the cart's link", async ({ page }, info) => {
  const email = account(info.project.name);
  await holdAccount(email);
  await signIn(page, email, { to: "/productList" });
  await addListedToCart(page, 1);
  await page.goto(hostUrl("localhost", "/cart"));
  await whenInteractive(page);
  const barcodes = await page.locator("main p.break-all").allTextContents();
  expect(barcodes.length).toBeGreaterThan(0);
  const pdf = await download(page, () => page.locator('a[href="/cart/quotation"]').click());
  expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const text = pdfText(pdf);
  // The line just added is ticked: it is quoted with its barcode; the validity date is 14 days on.
  expect(barcodes.some((code) => text.includes(code.trim()))).toBe(true);
  expect(text).toMatch(/\d/);
});
