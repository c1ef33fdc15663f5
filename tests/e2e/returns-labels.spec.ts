import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import PDFDocument from "pdfkit";
import { holdAccount, releaseAccounts } from "./account-locks";
import { expectAccessible, expectNoRawKeys, hostUrl, signIn, whenInteractive } from "./support";

// Returns records and shipping labels (decision 0114). Every approved demo buyer has a returning
// and a returned return and two submitted orders (scripts/demo/orders.ts). One account per
// project, held: the spec enters a return's tracking number and adds labels. Other specs switch
// these accounts' languages, so nothing here reads the page's language: it goes by addresses,
// form fields and the nine translations.
const ACCOUNTS = { js: "buyer.nl@demo.test", "no-js": "buyer.pl@demo.test" } as const;
const accountFor = (project: string) => ACCOUNTS[project as keyof typeof ACCOUNTS];

/** An orders.json text in every language. */
const everyLanguage = (pick: (tree: Record<string, Record<string, Record<string, string>>>) => string) =>
  fs.readdirSync(path.resolve("locales")).map((lng) => pick(JSON.parse(fs.readFileSync(path.resolve("locales", lng, "orders.json"), "utf8"))));
const TOO_LARGE = everyLanguage((tree) => (tree.labels!.errors as unknown as Record<string, Record<string, string>>).file!.tooLarge!);
const NOT_PDF = everyLanguage((tree) => (tree.labels!.errors as unknown as Record<string, Record<string, string>>).file!.notPdf!);
const oneOf = (texts: string[]) => new RegExp(texts.map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|"));

/** A real one-page PDF label. */
function labelPdf(trackingNumber: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: "A6" });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
  doc.fontSize(20).text(`E2E carrier ${trackingNumber}`);
  doc.end();
  return done;
}

test.afterEach(releaseAccounts);

test("returns records → a return's detail with its tracking number; a label uploaded, a non-PDF and an over-20 MB file refused with the form kept, the label downloaded", async ({ page }, info) => {
  // Three uploads, one of 21 MB, and a page check after each step: slow on a busy machine.
  test.setTimeout(480_000);
  const email = accountFor(info.project.name);
  await holdAccount(email);
  const stamp = `${info.project.name === "js" ? "J" : "N"}${Date.now().toString(36).toUpperCase()}`;

  // The returns records: both states, newest first.
  await signIn(page, email, { to: "/order/returnRecords" });
  const rows = page.locator("main table tbody tr");
  await expect(rows).not.toHaveCount(0);
  await expectNoRawKeys(page);
  await expectAccessible(page);
  await page.locator('main form[method="get"] select[name="state"]').selectOption("returning");
  await page.locator('main form[method="get"] button[type="submit"]').click();
  await page.waitForURL((url) => url.searchParams.get("state") === "returning");
  await whenInteractive(page);
  await rows.first().locator('a[href^="/order/returnDetail?id="]').click();
  await page.waitForURL((url) => url.pathname === "/order/returnDetail");
  await whenInteractive(page);
  await expectAccessible(page);

  // The buyer gives the tracking number of his parcel.
  const tracking = `RET-${stamp}`;
  await page.locator('form input[name="trackingNumber"]').fill(tracking);
  await page.locator('form#tracking button[type="submit"]').click();
  await page.waitForURL((url) => url.searchParams.get("notice") === "trackingSaved");
  await whenInteractive(page);
  await expect(page.getByTestId("return-tracking")).toHaveText(tracking);
  await expect(page.getByRole("status")).not.toHaveCount(0);
  await expectAccessible(page);

  // A submitted order's detail: the label section.
  await page.goto(hostUrl("localhost", "/order/myOrder?status=submitted"));
  await whenInteractive(page);
  await page.locator('main table tbody tr a[href^="/order/orderDetail"]').first().click();
  await page.waitForURL((url) => url.pathname === "/order/orderDetail");
  await whenInteractive(page);
  const upload = page.locator("form#label-new");
  await expect(upload).toBeVisible();
  await expectAccessible(page);

  // A real PDF is taken.
  const labelTracking = `JD${stamp}`;
  await upload.locator('input[name="carrierTag"]').fill("DHL-EXP");
  await upload.locator('input[name="trackingNumber"]').fill(labelTracking);
  await upload.locator('input[name="file"]').setInputFiles({ name: "my label.pdf", mimeType: "application/pdf", buffer: await labelPdf(labelTracking) });
  await upload.locator('button[type="submit"]').click();
  await page.waitForURL((url) => url.searchParams.get("notice") === "labelAdded");
  await whenInteractive(page);
  const labels = page.locator("#labels li");
  await expect(labels.filter({ hasText: labelTracking })).toHaveCount(1);
  await expectNoRawKeys(page);
  await expectAccessible(page);

  // A PNG renamed .pdf is refused by its content; what was typed stays.
  await upload.locator('input[name="carrierTag"]').fill("UPS-STD");
  await upload.locator('input[name="trackingNumber"]').fill(`1Z${stamp}`);
  await upload.locator('input[name="file"]').setInputFiles({ name: "label.pdf", mimeType: "application/pdf", buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(256).fill(1)]) });
  await upload.locator('button[type="submit"]').click();
  await expect(page.locator("#label-new-file-error")).toHaveText(oneOf(NOT_PDF));
  await whenInteractive(page);
  await expect(page.locator("#label-new-file")).toHaveAttribute("aria-invalid", "true");
  await expect(upload.locator('input[name="carrierTag"]')).toHaveValue("UPS-STD");
  await expect(upload.locator('input[name="trackingNumber"]')).toHaveValue(`1Z${stamp}`);
  await expectAccessible(page);

  // Over 20 MB: 413, the page with the form as typed and the message.
  await upload.locator('input[name="carrierTag"]').fill("DPD-CLASSIC");
  await upload.locator('input[name="trackingNumber"]').fill(`DPD${stamp}`);
  const big = Buffer.alloc(21 * 1024 * 1024, 0x20);
  (await labelPdf("big")).copy(big);
  await upload.locator('input[name="file"]').setInputFiles({ name: "big.pdf", mimeType: "application/pdf", buffer: big });
  const answered = page.waitForResponse((response) => response.request().method() === "POST" && response.url().includes("/order/orderDetail"));
  await upload.locator('button[type="submit"]').click();
  expect((await answered).status()).toBe(413);
  await expect(page.locator("#label-new-file-error")).toHaveText(oneOf(TOO_LARGE));
  await whenInteractive(page);
  await expect(upload.locator('input[name="carrierTag"]')).toHaveValue("DPD-CLASSIC");
  await expect(upload.locator('input[name="trackingNumber"]')).toHaveValue(`DPD${stamp}`);
  await expect(labels).toHaveCount(await labels.count());
  await expectAccessible(page);

  // The label's download.
  const link = labels.filter({ hasText: labelTracking }).locator('a[href^="/order/shippingLabels/"]');
  const [file] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(file.suggestedFilename()).toBe("my_label.pdf");
  expect(fs.readFileSync((await file.path())!).subarray(0, 7).toString("latin1")).toBe("%PDF-1.");

  // The labels page lists it.
  await page.goto(hostUrl("localhost", "/order/shippingLabels"));
  await whenInteractive(page);
  await expect(page.locator("main table tbody tr").filter({ hasText: labelTracking })).toHaveCount(1);
  await expectAccessible(page);
});
