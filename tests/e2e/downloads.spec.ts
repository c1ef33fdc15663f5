import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { type Download, type Locator, type Page, expect, test } from "@playwright/test";
import { type ShopServer, TEST_CODE as SERVER_CODE, createShopServer } from "../reliability/server";
import { meanDifference, pixels } from "../support/images";
import { readZip } from "../support/zip";
import { PORT, addListedToCart, expectAccessible, expectNoRawKeys, hostUrl, removeFromCart, signIn, signInAt, whenInteractive } from "./support";

// The download centre (issue 16, decision 0103), as a buyer uses it, with and without JavaScript:
// by category, by typed barcodes, by a barcode file and from the cart; each package generated in
// the background, followed until done (a "Refresh" link without JavaScript, by itself with it),
// downloaded and opened. Then, on a shop of the spec's own: an expired record generated again,
// and unwatermarked images: requested on the page, approved by staff with
// `npm run images -- approve`, downloaded without the mark and compared pixel by pixel with the
// watermarked download. The steps go by ids, names and addresses: other specs switch these
// accounts' languages while they run.

const ACCOUNTS = { js: "unofficial@demo.test", "no-js": "box@demo.test" } as const;
const isJs = () => test.info().project.use.javaScriptEnabled !== false;
const account = () => ACCOUNTS[test.info().project.name as keyof typeof ACCOUNTS];

// Each project's packages of one account, one after the other (at most 2 generate at once).
test.describe.configure({ mode: "serial" });

async function openCentre(page: Page) {
  await page.goto(hostUrl("localhost", "/downloadCenter"));
  await whenInteractive(page);
}

/** The record the last request made: the first row of the records, which are newest first. */
async function newestRecord(page: Page): Promise<Locator> {
  await expect(page).toHaveURL(/\/downloadCenter\?notice=requested(Skipped&count=\d+)?#records$/);
  await whenInteractive(page);
  // The notice says so, in the records' section, in the page's language.
  await expect(page.locator("#records [role=status]")).not.toBeEmpty();
  const id = await page.locator("#records tbody tr").first().getAttribute("id");
  expect(id).toMatch(/^record-\d+$/);
  return page.locator(`#${id}`);
}

/**
 * Waits until the record is done: without JavaScript by following its "Refresh" link (a plain link
 * to the page, the record's only link while it generates) as a buyer would; with it, the page reads
 * the records again by itself every 3 s and says so in its polite live region.
 */
async function untilDone(page: Page, record: Locator) {
  if (isJs()) {
    const seenGenerating = (await record.getAttribute("data-status")) === "generating";
    await expect(record).toHaveAttribute("data-status", "done", { timeout: 90_000 });
    // Seen finishing while the page was open: announced.
    if (seenGenerating) await expect(page.locator("#records-live")).not.toBeEmpty();
    return;
  }
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const status = await record.getAttribute("data-status");
    if (status !== "generating") break;
    await record.locator("a").click();
    await page.waitForLoadState("load");
    await page.waitForTimeout(1000);
  }
  await expect(record).toHaveAttribute("data-status", "done");
}

/** The record's first file, downloaded through its link, as bytes. */
async function downloadFirst(page: Page, record: Locator): Promise<{ bytes: Buffer; download: Download }> {
  const link = record.locator('a[download][href^="/downloadCenter/files/"]').first();
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  const saved = await download.path();
  return { bytes: fs.readFileSync(saved), download };
}

/** Opens the zip and checks it holds one folder per product, named by its barcode. */
async function expectZipOfProducts(bytes: Buffer, { barcodes, kinds }: { barcodes?: string[]; kinds: string[] }) {
  expect(bytes.subarray(0, 2).toString("latin1")).toBe("PK");
  const entries = await readZip(bytes);
  expect(entries.length).toBeGreaterThan(0);
  for (const entry of entries) expect(entry.name).toMatch(new RegExp(`^\\d{13}/(${kinds.join("|")})/[\\w.-]+$`));
  if (barcodes) expect(new Set(entries.map((entry) => entry.name.split("/")[0]))).toEqual(new Set(barcodes));
  return entries;
}

/** Ticks exactly these boxes of a form's "what to include". */
async function include(page: Page, form: "category" | "barcodes" | "cart", kinds: string[]) {
  for (const kind of ["images", "thumbnails", "cardImages", "documents"]) await page.locator(`#${form}-include-${kind}`).setChecked(kinds.includes(kind));
}

/** Barcodes of products on the first list page that have a purchase panel (buyable, with pictures). */
async function listedBarcodes(page: Page, count: number): Promise<string[]> {
  await page.goto(hostUrl("localhost", "/aigoStarProductList"));
  await whenInteractive(page);
  await page.locator("main article p.card-code").first().waitFor({ state: "attached" });
  const found = await page.locator("main article p.card-code").evaluateAll((codes) => codes.flatMap((code) => /\d{13}/.exec(code.textContent ?? "")?.[0] ?? []));
  expect(found.length).toBeGreaterThanOrEqual(count);
  return found.slice(-count);
}

test("by category: refused without a category, then generated, followed, downloaded and opened; the header counts it", async ({ page, context }) => {
  test.slow();
  await signIn(page, account(), { to: "/downloadCenter" });
  await whenInteractive(page);
  await expectNoRawKeys(page);
  await expectAccessible(page);

  // The function guide: a disclosure without JavaScript, a dialog with it.
  if (isJs()) {
    await page.locator('button[aria-haspopup="dialog"]').click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect(page.getByRole("dialog").locator("ol li")).toHaveCount(5);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
  } else {
    await page.locator("main details summary").click();
    await expect(page.locator("main details ol li")).toHaveCount(5);
  }

  // No category: "select a category before generating downloads", beside the select and in the summary.
  await page.locator('#category button[type="submit"]').click();
  await expect(page.locator("#error-summary-title")).toBeVisible();
  await expect(page.locator("#category-category")).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#category-category-error")).not.toBeEmpty();
  await expectAccessible(page);

  // A third-level category (indented twice) with products: the first that generates.
  const options = await page.locator("#category-category option").evaluateAll((all) => all.filter((option) => option.textContent!.startsWith("\u00a0".repeat(6))).map((option) => (option as HTMLOptionElement).value));
  expect(options.length).toBeGreaterThan(0);
  let record: Locator | null = null;
  for (const value of options.slice(0, 5)) {
    await openCentre(page);
    await page.locator("#category-category").selectOption(value);
    await include(page, "category", ["images", "thumbnails"]);
    await page.locator('#category button[type="submit"]').click();
    // Either the record's notice, or a refusal (a category without products for this account).
    await expect(page.locator("#records [role=status]").or(page.locator("#error-summary-title"))).toBeVisible();
    if (new URL(page.url()).searchParams.get("notice")) {
      record = await newestRecord(page);
      break;
    }
  }
  expect(record, "no category could be packaged").not.toBeNull();
  await expect(record!).toHaveAttribute("data-status", /generating|done/);

  // Elsewhere in the shop, the header says a package is ready once it is; the centre clears it.
  await page.goto(hostUrl("localhost", "/aigoStarProductList"));
  const badge = page.locator('header a[href="/downloadCenter"] span.count-pill');
  for (let attempt = 0; attempt < 60 && (await badge.count()) === 0; attempt += 1) {
    await page.waitForTimeout(1000);
    await page.reload();
  }
  await expect(badge).toHaveText(/^[1-9]\d*$/);
  await openCentre(page);
  await expect(page.locator('header a[href="/downloadCenter"] span.count-pill')).toHaveCount(0);

  const done = page.locator(`#${await record!.getAttribute("id")}`);
  await untilDone(page, done);
  await expectAccessible(page);
  const { bytes, download } = await downloadFirst(page, done);
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  const entries = await expectZipOfProducts(bytes, { kinds: ["images", "thumbnails"] });
  expect(entries.some((entry) => /\/thumbnails\/1\.webp$/.test(entry.name))).toBe(true);

  // The link is visible and selectable as text; with JavaScript it is also copied by a button.
  const field = done.locator('input[readonly][id^="record-"]').first();
  const url = await field.inputValue();
  expect(url).toMatch(new RegExp(`^http://localhost:${PORT}/downloadCenter/files/[A-Za-z0-9_-]{22}$`));
  if (isJs()) {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await done.locator('button[type="button"]').first().click();
    await expect(done.locator("[aria-live=polite]").first()).not.toBeEmpty();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  } else {
    await expect(done.locator('button[type="button"]')).toHaveCount(0);
  }

  // Send by e-mail: back on the centre with the notice.
  await done.locator('form[action$="/send"] button').click();
  await expect(page).toHaveURL(/notice=sent/);
});

test("by typed barcodes: unknown ones are left out with the reason, the rest packaged and downloaded", async ({ page }) => {
  test.slow();
  await signIn(page, account(), { to: "/downloadCenter" });
  const [a, b] = await listedBarcodes(page, 2);
  await openCentre(page);

  // Nothing given: "a barcode file must be uploaded first".
  await page.locator('#barcodes button[type="submit"]').click();
  await expect(page.locator("#barcodes-file")).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#barcodes-file-error")).not.toBeEmpty();

  await page.locator("#barcodes-barcodes").fill(`${a}, 0000000000000, ${b}`);
  await include(page, "barcodes", ["images"]);
  await page.locator('#barcodes button[type="submit"]').click();
  const record = await newestRecord(page);
  await expect(page).toHaveURL(/notice=requestedSkipped&count=1/);
  await expect(record.locator("li span.font-mono")).toHaveText(["0000000000000"]);
  await untilDone(page, record);
  await expectNoRawKeys(page);
  await expectZipOfProducts((await downloadFirst(page, record)).bytes, { barcodes: [a!, b!], kinds: ["images"] });
});

test("by a barcode file: a .csv of barcodes, packaged and downloaded; a file of another type is refused", async ({ page }) => {
  test.slow();
  await signIn(page, account(), { to: "/downloadCenter" });
  const [a] = await listedBarcodes(page, 1);
  await openCentre(page);

  await page.locator("#barcodes-file").setInputFiles({ name: "codes.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4 not a sheet") });
  await page.locator('#barcodes button[type="submit"]').click();
  await expect(page.locator("#barcodes-file")).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(page);

  await page.locator("#barcodes-file").setInputFiles({ name: "codes.csv", mimeType: "text/csv", buffer: Buffer.from(`barcode\n${a}\n`) });
  await include(page, "barcodes", ["documents", "cardImages"]);
  await page.locator('#barcodes button[type="submit"]').click();
  const record = await newestRecord(page);
  await untilDone(page, record);
  const entries = await expectZipOfProducts((await downloadFirst(page, record)).bytes, { barcodes: [a!], kinds: ["documents", "card-images"] });
  expect(entries.some((entry) => entry.name.endsWith(".pdf") && entry.bytes.subarray(0, 5).toString("latin1") === "%PDF-")).toBe(true);
});

test("from the cart: the cart's products packaged, downloaded and listed in the cart download history", async ({ page }) => {
  test.slow();
  await signIn(page, account(), { to: "/aigoStarProductList" });
  await whenInteractive(page);
  const panels = await page.locator("main .panel form").evaluateAll((forms) => forms.map((form) => Number(form.querySelector<HTMLInputElement>('input[name="goodsId"]')!.value)));
  await addListedToCart(page, 1);
  await openCentre(page);
  await include(page, "cart", ["images"]);
  await page.locator('form:has(input[name="intent"][value="cart"]) button[type="submit"]').click();
  const record = await newestRecord(page);
  const id = (await record.getAttribute("id"))!;
  await untilDone(page, record);
  await expectZipOfProducts((await downloadFirst(page, record)).bytes, { kinds: ["images"] });

  await page.goto(hostUrl("localhost", "/downloadCenter/records?source=cart"));
  await whenInteractive(page);
  await expect(page.locator(`#${id}`)).toHaveAttribute("data-status", "done");
  await expect(page.locator("tbody tr")).not.toHaveCount(0);
  await expectNoRawKeys(page);
  await expectAccessible(page);
  await removeFromCart(page, panels[0]!);
});

/** A category package of product images on that server, followed until done and downloaded. */
async function imagesOfCategory(page: Page, base: string, category: string, { unwatermarked }: { unwatermarked: boolean }): Promise<Buffer> {
  await page.goto(`${base}/downloadCenter`);
  await whenInteractive(page);
  await page.locator("#category-category").selectOption(category);
  await include(page, "category", ["images"]);
  await page.locator("#category-unwatermarked").setChecked(unwatermarked);
  await page.locator('#category button[type="submit"]').click();
  const record = await newestRecord(page);
  await untilDone(page, record);
  return (await downloadFirst(page, record)).bytes;
}

// Two things need a shop of the spec's own, on PostgreSQL, one per project (the e2e server's
// embedded database cannot be opened by a second process, and has one expired record for both
// projects): staff approve with a command, which needs the database the server uses; and a record
// whose files have expired, which a fresh shop's demo data gives buyer.es.
const APPROVAL = { js: { email: "buyer.gb@demo.test", offset: 0 }, "no-js": { email: "buyer.pt@demo.test", offset: 1 } } as const;
const serverPort = (offset: number) => Number(process.env.E2E_DOWNLOADS_PORT ?? PORT + 2) + offset;

test.describe("on a shop of its own", () => {
  let server: ShopServer | null = null;

  test.beforeAll(async () => {
    const info = test.info();
    info.setTimeout(300_000);
    const { offset } = APPROVAL[info.project.name as keyof typeof APPROVAL];
    // Named by its port: another checkout's run on the same PostgreSQL uses other ports.
    server = await createShopServer({ engine: "postgres", port: serverPort(offset), products: 120, adminUrl: "postgres://postgres@127.0.0.1:5432/postgres", name: `dlpages_e2e_${serverPort(offset)}` });
    await server.start();
  });

  test.afterAll(async () => {
    if (server) await test.info().attach("server output", { body: server.output(), contentType: "text/plain" });
    await server?.dispose();
  });

  test("generate again: an expired record is generated again, queued, followed until done and downloaded", async ({ page }) => {
    test.slow();
    const base = server!.url;
    await signInAt(page, base, "buyer.es@demo.test", "/downloadCenter/records", SERVER_CODE);
    const expired = page.locator('tbody tr[data-status="expired"]').first();
    const id = await expired.getAttribute("id");
    expect(id).toMatch(/^record-\d+$/);
    // Expired: nothing to download or send, "Generate again" instead.
    await expect(expired.locator("a[download]")).toHaveCount(0);
    await expect(expired.locator('form[action$="/send"]')).toHaveCount(0);
    await expectAccessible(page);

    await expired.locator('form[action$="/redownload"] button[type="submit"]').click();
    // Back on the records with the notice; the same record, queued again (or done already).
    await expect(page).toHaveURL(`${base}/downloadCenter/records?notice=redownload`);
    await whenInteractive(page);
    await expect(page.locator("main [role=status]")).not.toBeEmpty();
    const record = page.locator(`#${id}`);
    await expect(record).toHaveAttribute("data-status", /generating|done/);
    if ((await record.getAttribute("data-status")) === "generating") {
      await expect(record.locator("a[download]")).toHaveCount(0);
      await expectAccessible(page);
    }
    await untilDone(page, record);
    await expectNoRawKeys(page);
    await expect(record.locator('form[action$="/redownload"]')).toHaveCount(0);
    await expect(record.locator('form[action$="/send"]')).toHaveCount(1);
    await expectZipOfProducts((await downloadFirst(page, record)).bytes, { kinds: ["images", "documents"] });
  });

  test("unwatermarked images: requested, 'the file is under review', approved by command, downloaded without the mark", async ({ page }) => {
    test.setTimeout(600_000);
    const { email } = APPROVAL[test.info().project.name as keyof typeof APPROVAL];
    const base = server!.url;
    await signInAt(page, base, email, "/downloadCenter", SERVER_CODE);
    const category = await page.locator("#category-category option").evaluateAll((all) => all.filter((option) => option.textContent!.startsWith("\u00a0".repeat(6))).map((option) => (option as HTMLOptionElement).value)[0]!);
    const watermarked = await imagesOfCategory(page, base, category, { unwatermarked: false });

    // The request, under review.
    await page.goto(`${base}/downloadCenter/unwatermarked`);
    await whenInteractive(page);
    await expect(page.locator("[data-permission]")).toHaveAttribute("data-permission", "none");
    await page.locator("#unwatermarked-purpose-website").check();
    await page.locator("#unwatermarked-note").fill("https://shop.example");
    await page.locator('form[action="/downloadCenter/unwatermarked"] button[type="submit"]').click();
    await expect(page).toHaveURL(/notice=sent/);
    await expect(page.locator("[data-permission]")).toHaveAttribute("data-permission", "review");
    await expectAccessible(page);

    // Asking for unwatermarked files now: "the file is under review".
    await page.goto(`${base}/downloadCenter`);
    await whenInteractive(page);
    await page.locator("#category-category").selectOption(category);
    await page.locator("#category-unwatermarked").check();
    await page.locator('#category button[type="submit"]').click();
    await expect(page.locator("#category-unwatermarked-error")).not.toBeEmpty();
    await expect(page.locator("#category-unwatermarked")).toHaveAttribute("aria-invalid", "true");

    // Staff approve with the command, as the README says.
    const approved = spawnSync("npm", ["run", "--silent", "images", "--", "approve", email], {
      cwd: path.resolve(import.meta.dirname, "../.."),
      env: { ...process.env, DATABASE_URL: (server!.database as { url: string }).url },
      encoding: "utf8",
    });
    expect(approved.status, `${approved.stdout}\n${approved.stderr}`).toBe(0);
    await page.goto(`${base}/downloadCenter/unwatermarked`);
    await expect(page.locator("[data-permission]")).toHaveAttribute("data-permission", "approved");

    const clean = await imagesOfCategory(page, base, category, { unwatermarked: true });

    // The same pictures; each watermarked one differs from the approved one in the mark's corner
    // (bottom right), and hardly anywhere else (a lossy picture is encoded again with its mark).
    const [marked, plain] = [await readZip(watermarked), await readZip(clean)];
    expect(marked.map((entry) => entry.name).sort()).toEqual(plain.map((entry) => entry.name).sort());
    for (const entry of plain) {
      const [a, b] = [await pixels(marked.find((other) => other.name === entry.name)!.bytes), await pixels(entry.bytes)];
      const quarter = (left: number, top: number) => ({ left: Math.floor((a.width * left) / 4), top: Math.floor((a.height * top) / 4), width: Math.floor(a.width / 4), height: Math.floor(a.height / 4) });
      const corner = meanDifference(a, b, quarter(3, 3));
      const elsewhere = Math.max(meanDifference(a, b, quarter(0, 0)), meanDifference(a, b, quarter(0, 3)), meanDifference(a, b, quarter(3, 0)));
      expect(corner, `${entry.name}: the mark's corner`).toBeGreaterThan(2);
      expect(corner, `${entry.name}: the mark's corner against the others`).toBeGreaterThan(5 * (elsewhere + 0.1));
    }
  });
});
