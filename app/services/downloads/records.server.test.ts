import { and, eq, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { db, queryRows } from "~/db/client.server";
import { auditEvents, cartItems, categories, downloadFiles, downloadRecords, imagePermissions, jobs } from "~/db/schema";
import { LATEST_RECORDS, MAX_GENERATING_PER_ACCOUNT, type PackageRequest } from "~/domain/downloads";
import { getViewer } from "~/services/identity/auth.server";
import { deliveredMail, mailsOf } from "~tests/support/mail";
import { actorFor, contextFor, getRequest, salesmanActingFor, sessionCookieFor } from "~tests/support/requests";
import {
  findDownloadFile,
  findRecord,
  latestRecords,
  listRecords,
  markDownloadsSeen,
  newFileToken,
  redownloadRecord,
  requestBarcodePackage,
  requestCartPackage,
  requestCategoryPackage,
  sendDownloadLinks,
  unseenDownloadCount,
} from "./records.server";

// Decision 0103. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL. The demo buyers es,
// de, fr and it hold demo records and permissions; these tests use the other accounts.

const DAY = 86_400_000;
const IMAGES = { parts: ["images"] };

async function categoryOf(brandKey: string, slug: string): Promise<{ id: number; level: number }> {
  const [row] = await db()
    .select({ id: categories.id, level: categories.level })
    .from(categories)
    .where(and(eq(categories.brandKey, brandKey), eq(categories.slug, slug)));
  if (!row) throw new Error(`no category ${brandKey}/${slug}`);
  return row;
}

/** The brand's listed products (not off the market) under a category, counted like the list does. */
async function listedUnder(brandKey: string, categoryId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db(),
    sql`with recursive sub(id) as (select ${categoryId}::int union all select c.id from categories c join sub on c.parent_id = sub.id)
        select count(*)::int as n from products p where p.brand_key = ${brandKey} and not p.off_market and p.category_id in (select id from sub)`,
  );
  return row!.n;
}

async function recordRow(id: number) {
  const [row] = await db().select().from(downloadRecords).where(eq(downloadRecords.id, id));
  return row!;
}

async function productWhere(condition: ReturnType<typeof sql>): Promise<{ id: number; barcode: string }> {
  const [row] = await queryRows<{ id: number; barcode: string }>(db(), sql`select p.id, p.barcode from products p where ${condition} order by p.id limit 1`);
  if (!row) throw new Error("no such product");
  return { id: Number(row.id), barcode: row.barcode };
}

/** Finishes a record as the job would: files written, done, valid until the given time. */
async function finish(recordId: number, { finishedAt = new Date(), filesExpireAt = new Date(Date.now() + 7 * DAY), files = 2 } = {}) {
  const tokens = Array.from({ length: files }, () => newFileToken());
  await db()
    .insert(downloadFiles)
    .values(tokens.map((token, index) => ({ token, recordId, kind: "zip" as const, part: index + 1, fileName: `package-part-${index + 1}.zip`, storageKey: `packages/${recordId}/1/part-${index + 1}.zip`, bytes: 1000 * (index + 1), sha256: "0".repeat(64) })));
  await db().update(downloadRecords).set({ status: "done", finishedAt, filesExpireAt, fileCount: files, bytes: 3000, watermarked: true }).where(eq(downloadRecords.id, recordId));
  return tokens;
}

async function fail(recordId: number, finishedAt = new Date()) {
  await db().update(downloadRecords).set({ status: "failed", failureReason: "missingSource", finishedAt }).where(eq(downloadRecords.id, recordId));
}

function expectOk<T extends { ok: boolean }>(outcome: T): Extract<T, { ok: true }> {
  if (!outcome.ok) throw new Error(`refused: ${JSON.stringify(outcome)}`);
  return outcome as Extract<T, { ok: true }>;
}

describe("a package by category", () => {
  it("takes a category at any of the three levels, with every product of the brand below it; the record and its job are written together", async () => {
    const actor = await actorFor("buyer.pt@demo.test");
    for (const slug of ["kitchen-appliances", "cooking", "kettles"]) {
      const category = await categoryOf("aigostar", slug);
      const outcome = expectOk(await requestCategoryPackage(actor, { brandKey: "aigostar", categoryId: category.id, ...IMAGES }));
      const row = await recordRow(outcome.recordId);
      expect(row).toMatchObject({ accountId: actor.accountId, salesmanId: null, brandKey: "aigostar", source: "category", categoryId: category.id, status: "generating", finishedAt: null });
      expect(row.productCount).toBe(await listedUnder("aigostar", category.id));
      expect(row.productCount).toBeGreaterThan(0);
      expect(row.request).toEqual({ parts: ["images"], videoResolution: "standard", unwatermarked: false, productIds: null, fileName: null } satisfies PackageRequest);
      expect(row.expiresAt.getTime() - row.requestedAt.getTime()).toBe(30 * DAY);
      const [job] = await db().select().from(jobs).where(eq(jobs.id, row.jobId!));
      expect(job).toMatchObject({ kind: "download-package", payload: { recordId: outcome.recordId }, status: "queued", maxAttempts: 3 });
      // Two may generate at once: let this one be finished before the next level is asked for.
      await finish(outcome.recordId);
    }
    expect((await db().select().from(auditEvents).where(eq(auditEvents.accountId, actor.accountId))).filter((event) => event.action.startsWith("downloads."))).toEqual([]);
  });

  it("refuses without a category: 'select a category before generating downloads' (none, unknown, another brand's)", async () => {
    const actor = await actorFor("buyer.pt@demo.test");
    const nobleza = await queryRows<{ id: number }>(db(), sql`select id from categories where brand_key = 'nobleza' limit 1`);
    for (const categoryId of [null, 0, -4, 999_999_999, 2 ** 40, Number(nobleza[0]!.id)]) {
      expect(await requestCategoryPackage(actor, { brandKey: "aigostar", categoryId, ...IMAGES })).toEqual({ ok: false, problem: { key: "noCategory" } });
    }
  });

  it("refuses when nothing is ticked to include", async () => {
    const actor = await actorFor("buyer.pt@demo.test");
    const { id } = await categoryOf("aigostar", "kettles");
    for (const parts of [[], ["bogus"], ["IMAGES"]]) {
      expect(await requestCategoryPackage(actor, { brandKey: "aigostar", categoryId: id, parts })).toEqual({ ok: false, problem: { key: "nothingIncluded" } });
    }
  });

  it("refuses a package that would hold no file (no videos of that resolution in the category)", async () => {
    const actor = await actorFor("buyer.pt@demo.test");
    const [empty] = await queryRows<{ id: number }>(
      db(),
      sql`select c.id from categories c where c.brand_key = 'aigostar' and c.level = 3
            and not exists (select 1 from products p join product_videos v on v.product_id = p.id where p.category_id = c.id and v.resolution = 'high')
          order by c.id limit 1`,
    );
    expect(await requestCategoryPackage(actor, { brandKey: "aigostar", categoryId: Number(empty!.id), parts: ["videos"], videoResolution: "high" })).toEqual({
      ok: false,
      problem: { key: "nothingToPackage", skipped: [] },
    });
  });

  it("holds only the products of the account's sales scope (buyer.nl: kitchen only)", async () => {
    const actor = await actorFor("buyer.nl@demo.test");
    expect(actor.salesScopeId).not.toBeNull();
    const kitchen = await categoryOf("aigostar", "kitchen-appliances");
    const climate = await categoryOf("aigostar", "home-climate");
    expect(await requestCategoryPackage(actor, { brandKey: "aigostar", categoryId: climate.id, ...IMAGES })).toEqual({ ok: false, problem: { key: "nothingToPackage", skipped: [] } });
    const outcome = expectOk(await requestCategoryPackage(actor, { brandKey: "aigostar", categoryId: kitchen.id, ...IMAGES }));
    expect((await recordRow(outcome.recordId)).productCount).toBe(await listedUnder("aigostar", kitchen.id));
  });

  it("leaves out products off the market", async () => {
    const actor = await actorFor("buyer.pt@demo.test");
    // The first-level category above an off-market product.
    const [row] = await queryRows<{ id: number }>(
      db(),
      sql`with recursive up(id, parent_id) as (
            select c.id, c.parent_id from categories c join products p on p.category_id = c.id where p.brand_key = 'aigostar' and p.off_market and p.id = (select min(id) from products where brand_key = 'aigostar' and off_market)
            union all select c.id, c.parent_id from categories c join up on c.id = up.parent_id)
          select id from up where parent_id is null`,
    );
    const categoryId = Number(row!.id);
    const listed = await listedUnder("aigostar", categoryId);
    const [all] = await queryRows<{ n: number }>(
      db(),
      sql`with recursive sub(id) as (select ${categoryId}::int union all select c.id from categories c join sub on c.parent_id = sub.id)
          select count(*)::int as n from products p where p.category_id in (select id from sub)`,
    );
    expect(all!.n).toBeGreaterThan(listed);
    const outcome = expectOk(await requestCategoryPackage(actor, { brandKey: "aigostar", categoryId, ...IMAGES }));
    expect((await recordRow(outcome.recordId)).productCount).toBe(listed);
    await finish(outcome.recordId);
  });
});

describe("a package by barcode", () => {
  it("packages the brand's products in scope and lists the others with the reason", async () => {
    const actor = await actorFor("buyer.nl@demo.test");
    const inScope = await productWhere(
      sql`p.brand_key = 'aigostar' and not p.off_market and p.category_id in (with recursive sub(id) as (select id from categories where brand_key = 'aigostar' and slug = 'kitchen-appliances' union all select c.id from categories c join sub on c.parent_id = sub.id) select id from sub) and cardinality(p.images) > 0`,
    );
    const outOfScope = await productWhere(
      sql`p.brand_key = 'aigostar' and not p.off_market and p.category_id in (with recursive sub(id) as (select id from categories where brand_key = 'aigostar' and slug = 'home-climate' union all select c.id from categories c join sub on c.parent_id = sub.id) select id from sub)`,
    );
    const offMarket = await productWhere(sql`p.brand_key = 'aigostar' and p.off_market`);
    const otherBrand = await productWhere(sql`p.brand_key = 'nobleza'`);
    const typed = [inScope.barcode, "0000000000000", otherBrand.barcode, offMarket.barcode, outOfScope.barcode, "12345", inScope.barcode].join(", ");
    const outcome = expectOk(await requestBarcodePackage(actor, { brandKey: "aigostar", file: null, typed, ...IMAGES }));
    const expected = [
      { barcode: "0000000000000", reason: "unknown" },
      { barcode: otherBrand.barcode, reason: "otherBrand" },
      { barcode: offMarket.barcode, reason: "offMarket" },
      { barcode: outOfScope.barcode, reason: "outOfScope" },
      { barcode: "12345", reason: "invalidBarcode" },
    ];
    expect(outcome.skipped).toEqual(expected);
    const row = await recordRow(outcome.recordId);
    expect(row).toMatchObject({ source: "barcodes", categoryId: null, productCount: 1, skipped: expected });
    expect(row.request.productIds).toEqual([inScope.id]);
  });

  it("finds a product by its alternative barcode or a sub-barcode, once", async () => {
    const actor = await actorFor("buyer.gb@demo.test");
    const [row] = await queryRows<{ id: number; barcode: string; replace_barcode: string }>(
      db(),
      sql`select id, barcode, replace_barcode from products where brand_key = 'aigostar' and not off_market and replace_barcode is not null order by id limit 1`,
    );
    const outcome = expectOk(await requestBarcodePackage(actor, { brandKey: "aigostar", file: null, typed: `${row!.replace_barcode}\n${row!.barcode}`, ...IMAGES }));
    expect((await recordRow(outcome.recordId)).request.productIds).toEqual([Number(row!.id)]);
    expect(outcome.skipped).toEqual([]);
    await finish(outcome.recordId);
  });

  it("reads a CSV file's first column (with a header) and an .xlsx file, and keeps the file's name", async () => {
    const actor = await actorFor("buyer.gb@demo.test");
    const product = await productWhere(sql`p.brand_key = 'aigostar' and not p.off_market and cardinality(p.images) > 0`);
    const csv = Buffer.from(`Barcode;Comment\n${product.barcode};for the web shop\n9999999999994;\n`);
    const fromCsv = expectOk(await requestBarcodePackage(actor, { brandKey: "aigostar", file: { name: "../my barcodes.csv", bytes: csv }, typed: "", ...IMAGES }));
    expect(fromCsv.skipped).toEqual([{ barcode: "9999999999994", reason: "unknown" }]);
    expect((await recordRow(fromCsv.recordId)).request).toMatchObject({ productIds: [product.id], fileName: "my barcodes.csv" });
    await finish(fromCsv.recordId);

    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Barcodes");
    sheet.addRow(["Barcode"]);
    sheet.addRow([product.barcode]);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const fromXlsx = expectOk(await requestBarcodePackage(actor, { brandKey: "aigostar", file: { name: "codes.xlsx", bytes: xlsx }, typed: "", ...IMAGES }));
    expect((await recordRow(fromXlsx.recordId)).request.productIds).toEqual([product.id]);
    await finish(fromXlsx.recordId);
  });

  it("refuses without a file or typed barcodes: 'a barcode file must be uploaded first'", async () => {
    const actor = await actorFor("buyer.gb@demo.test");
    expect(await requestBarcodePackage(actor, { brandKey: "aigostar", file: null, typed: "", ...IMAGES })).toEqual({ ok: false, problem: { key: "noFile" } });
    expect(await requestBarcodePackage(actor, { brandKey: "aigostar", file: { name: "", bytes: Buffer.alloc(0) }, typed: "  \n ", ...IMAGES })).toEqual({ ok: false, problem: { key: "noFile" } });
  });

  it.each([
    ["a renamed binary", { name: "codes.csv", bytes: Buffer.from([0, 1, 2, 3, 0xff, 0xfe]) }, "wrongType"],
    ["a PDF", { name: "codes.pdf", bytes: Buffer.from("%PDF-1.4") }, "wrongType"],
    ["an empty file", { name: "codes.csv", bytes: Buffer.alloc(0) }, "empty"],
    ["a file over 1 MB", { name: "codes.csv", bytes: Buffer.alloc(1_048_577, "1") }, "tooLarge"],
    ["501 barcodes", { name: "codes.csv", bytes: Buffer.from(Array.from({ length: 501 }, (_, i) => String(8_400_000_000_000 + i)).join("\n")) }, "tooMany"],
    ["a formula", { name: "codes.csv", bytes: Buffer.from('=HYPERLINK("http://evil.example")\n') }, "formula"],
    ["a fake xlsx", { name: "codes.xlsx", bytes: Buffer.from("PK\u0003\u0004 not really a zip") }, "unreadable"],
  ])("refuses %s with the file's problem", async (_label, file, problem) => {
    const actor = await actorFor("buyer.gb@demo.test");
    expect(await requestBarcodePackage(actor, { brandKey: "aigostar", file, typed: "", ...IMAGES })).toEqual({ ok: false, problem: { key: "file", problem } });
  });

  it("refuses typed text beyond the limit, and a package where every barcode is left out (listing them)", async () => {
    const actor = await actorFor("buyer.gb@demo.test");
    expect(await requestBarcodePackage(actor, { brandKey: "aigostar", file: null, typed: "1".repeat(20_001), ...IMAGES })).toEqual({ ok: false, problem: { key: "file", problem: "tooMany" } });
    expect(await requestBarcodePackage(actor, { brandKey: "aigostar", file: null, typed: ",;,", ...IMAGES })).toEqual({ ok: false, problem: { key: "file", problem: "typedEmpty" } });
    expect(await requestBarcodePackage(actor, { brandKey: "aigostar", file: null, typed: "0000000000000, abc", ...IMAGES })).toEqual({
      ok: false,
      problem: { key: "nothingToPackage", skipped: [{ barcode: "0000000000000", reason: "unknown" }, { barcode: "abc", reason: "invalidBarcode" }] },
    });
  });
});

describe("a package from the cart", () => {
  it("packages the cart's products of the brand; other brands' lines are listed", async () => {
    const actor = await actorFor("buyer.mx@demo.test");
    const own = await productWhere(sql`p.brand_key = 'aigostar' and not p.off_market and cardinality(p.images) > 0`);
    const foreign = await productWhere(sql`p.brand_key = 'lumora'`);
    await db().insert(cartItems).values([
      { accountId: actor.accountId, productId: own.id, quantity: 1 },
      { accountId: actor.accountId, productId: foreign.id, quantity: 1 },
    ]);
    const outcome = expectOk(await requestCartPackage(actor, { brandKey: "aigostar", ...IMAGES }));
    expect(outcome.skipped).toEqual([{ barcode: foreign.barcode, reason: "otherBrand" }]);
    expect((await recordRow(outcome.recordId)).request.productIds).toEqual([own.id]);
    expect((await recordRow(outcome.recordId)).source).toBe("cart");
    await finish(outcome.recordId);
    const history = await listRecords(actor.accountId, { source: "cart", lng: "en" });
    expect(history.items.map((item) => item.id)).toEqual([outcome.recordId]);
  });

  it("refuses an empty cart as nothing to package", async () => {
    const actor = await actorFor("box@demo.test");
    await db().delete(cartItems).where(eq(cartItems.accountId, actor.accountId));
    expect(await requestCartPackage(actor, { brandKey: "aigostar", ...IMAGES })).toEqual({ ok: false, problem: { key: "nothingToPackage", skipped: [] } });
  });
});

describe("the limit of packages generating at once", () => {
  it("takes two, refuses a third until one has finished, also when they arrive together", async () => {
    const actor = await actorFor("test@demo.test");
    const { id } = await categoryOf("aigostar", "kettles");
    const ask = () => requestCategoryPackage(actor, { brandKey: "aigostar", categoryId: id, ...IMAGES });
    const outcomes = await Promise.all([ask(), ask(), ask(), ask()]);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(MAX_GENERATING_PER_ACCOUNT);
    for (const refused of outcomes.filter((outcome) => !outcome.ok)) expect(refused).toEqual({ ok: false, problem: { key: "tooManyGenerating", max: 2 } });
    const [first] = outcomes.filter((outcome) => outcome.ok) as { recordId: number }[];
    await fail(first!.recordId);
    expectOk(await ask());
    expect(await ask()).toEqual({ ok: false, problem: { key: "tooManyGenerating", max: 2 } });
    // A redownload counts too.
    expect(await redownloadRecord(actor, first!.recordId)).toEqual({ ok: false, problem: { key: "tooManyGenerating", max: 2 } });
  });
});

describe("unwatermarked images", () => {
  it("are refused before approval ('the file is under review' while the request is reviewed), allowed after", async () => {
    const actor = await actorFor("buyer.pl@demo.test");
    const { id } = await categoryOf("aigostar", "kettles");
    const ask = () => requestCategoryPackage(actor, { brandKey: "aigostar", categoryId: id, parts: ["images"], unwatermarked: true });
    expect(await ask()).toEqual({ ok: false, problem: { key: "unwatermarkedNotAllowed" } });
    const [request] = await db().insert(imagePermissions).values({ accountId: actor.accountId, purpose: "website" }).returning({ id: imagePermissions.id });
    expect(await ask()).toEqual({ ok: false, problem: { key: "underReview" } });
    await db().update(imagePermissions).set({ status: "refused", reason: "No web shop found", decidedAt: new Date(), decidedBy: "test" }).where(eq(imagePermissions.id, request!.id));
    expect(await ask()).toEqual({ ok: false, problem: { key: "unwatermarkedNotAllowed" } });
    await db().update(imagePermissions).set({ status: "approved", reason: null }).where(eq(imagePermissions.id, request!.id));
    const outcome = expectOk(await ask());
    expect((await recordRow(outcome.recordId)).request.unwatermarked).toBe(true);
  });
});

describe("the record list", () => {
  it("shows the latest 10 with type, size, state, times, category, file count, expiry and remark; pages the rest; hides other accounts' and those past 30 days", async () => {
    // An account without demo records: the order below is this test's alone.
    const actor = await actorFor("unofficial@demo.test");
    const other = await actorFor("buyer.gb@demo.test");
    const before = await listRecords(actor.accountId, { lng: "en" });
    expect(before.total).toBe(0);
    const kettles = await categoryOf("aigostar", "kettles");
    const now = Date.now();
    const rows = await db()
      .insert(downloadRecords)
      .values(
        Array.from({ length: 12 }, (_, index) => ({
          accountId: actor.accountId,
          brandKey: "aigostar",
          source: "category" as const,
          categoryId: kettles.id,
          request: { parts: ["images" as const], videoResolution: "standard" as const, unwatermarked: false, productIds: null, fileName: null },
          status: "failed" as const,
          failureReason: "missingSource" as const,
          finishedAt: new Date(now - index * 60_000),
          requestedAt: new Date(now - index * 60_000),
          expiresAt: new Date(now - index * 60_000 + 30 * DAY),
        })),
      )
      .returning({ id: downloadRecords.id });
    const [old] = await db()
      .insert(downloadRecords)
      .values({ accountId: actor.accountId, brandKey: "aigostar", source: "cart", request: { parts: ["images"], videoResolution: "standard", unwatermarked: false, productIds: [1], fileName: null }, requestedAt: new Date(now - 31 * DAY), expiresAt: new Date(now - DAY) })
      .returning({ id: downloadRecords.id });
    const tokens = await finish(rows[0]!.id, { files: 2 });

    const latest = await latestRecords(actor.accountId, { lng: "de" });
    expect(latest).toHaveLength(LATEST_RECORDS);
    expect(latest.map((record) => record.id)).toEqual(rows.slice(0, 10).map((row) => row.id));
    expect(latest[0]).toMatchObject({
      source: "category",
      state: "done",
      parts: ["images"],
      bytes: 3000,
      fileCount: 2,
      category: { id: kettles.id, name: "Wasserkocher" },
      watermarked: true,
      files: [
        { token: tokens[0], kind: "zip", part: 1, fileName: "package-part-1.zip", bytes: 1000 },
        { token: tokens[1], kind: "zip", part: 2, fileName: "package-part-2.zip", bytes: 2000 },
      ],
    });
    expect(latest[0]!.filesExpireAt).toBeInstanceOf(Date);
    expect(latest[1]).toMatchObject({ state: "failed", failureReason: "missingSource", files: [], filesExpireAt: null });

    const all = await listRecords(actor.accountId, { lng: "en", pageSize: 5, page: 3 });
    expect(all.total).toBe(12);
    expect(all.items.map((item) => item.id)).toEqual(rows.slice(10, 12).map((row) => row.id));
    expect((await listRecords(actor.accountId, { lng: "en", pageSize: 5, page: 999 })).page).toBe(all.lastPage);
    const everything = await listRecords(actor.accountId, { lng: "en", pageSize: 100 });
    expect(everything.items.map((item) => item.id)).not.toContain(old!.id);
    expect((await listRecords(other.accountId, { lng: "en", pageSize: 100 })).items.map((item) => item.id)).not.toContain(rows[0]!.id);
    expect(await findRecord(other.accountId, rows[0]!.id, { lng: "en" })).toBeNull();
    expect(await findRecord(actor.accountId, old!.id, { lng: "en" })).toBeNull();
  });

  it("shows a done record whose files have passed their date as expired, without files", async () => {
    const actor = await actorFor("buyer.pl@demo.test");
    const { id } = await categoryOf("aigostar", "toasters");
    const outcome = expectOk(await requestCategoryPackage(actor, { brandKey: "aigostar", categoryId: id, ...IMAGES }));
    await finish(outcome.recordId, { finishedAt: new Date(Date.now() - 8 * DAY), filesExpireAt: new Date(Date.now() - DAY) });
    expect(await findRecord(actor.accountId, outcome.recordId, { lng: "en" })).toMatchObject({ state: "expired", files: [] });
  });
});

describe("redownload", () => {
  it("generates an expired or failed record again as a new job on the same record; refuses a valid or generating one; null for another account's", async () => {
    const actor = await actorFor("buyer.gb@demo.test");
    const other = await actorFor("buyer.pl@demo.test");
    const { id } = await categoryOf("aigostar", "blenders");
    const first = expectOk(await requestCategoryPackage(actor, { brandKey: "aigostar", categoryId: id, ...IMAGES }));
    expect(await redownloadRecord(actor, first.recordId)).toEqual({ ok: false, problem: { key: "notRedownloadable" } });
    const tokens = await finish(first.recordId);
    expect(await redownloadRecord(actor, first.recordId)).toEqual({ ok: false, problem: { key: "notRedownloadable" } });
    await db().update(downloadRecords).set({ filesExpireAt: new Date(Date.now() - 1000), seenAt: new Date() }).where(eq(downloadRecords.id, first.recordId));
    expect(await redownloadRecord(other, first.recordId)).toBeNull();
    expect(await redownloadRecord(actor, 987_654)).toBeNull();
    const jobBefore = (await recordRow(first.recordId)).jobId;

    expect(await redownloadRecord(actor, first.recordId)).toEqual({ ok: true });
    const row = await recordRow(first.recordId);
    expect(row).toMatchObject({ status: "generating", finishedAt: null, filesExpireAt: null, seenAt: null, fileCount: 0, bytes: 0, watermarked: null });
    expect(row.jobId).not.toBe(jobBefore);
    expect(await findDownloadFile(actor.accountId, tokens[0]!)).toBeNull();
    expect(await db().select().from(downloadFiles).where(eq(downloadFiles.recordId, first.recordId))).toEqual([]);

    await fail(first.recordId);
    expect(await redownloadRecord(actor, first.recordId)).toEqual({ ok: true });
    expect((await recordRow(first.recordId)).failureReason).toBeNull();
  });
});

describe("a file by its token", () => {
  it("is found for its owner while valid; null for another account, after expiry, for an unknown or malformed token", async () => {
    const actor = await actorFor("buyer.mx@demo.test");
    const other = await actorFor("buyer.pt@demo.test");
    const { id } = await categoryOf("aigostar", "fans");
    const outcome = expectOk(await requestCategoryPackage(actor, { brandKey: "aigostar", categoryId: id, ...IMAGES }));
    const expires = new Date(Date.now() + 7 * DAY);
    const [token] = await finish(outcome.recordId, { filesExpireAt: expires });
    expect(await findDownloadFile(actor.accountId, token!)).toEqual({
      recordId: outcome.recordId,
      kind: "zip",
      fileName: "package-part-1.zip",
      storageKey: `packages/${outcome.recordId}/1/part-1.zip`,
      bytes: 1000,
      sha256: "0".repeat(64),
      brandKey: "aigostar",
    });
    expect(await findDownloadFile(other.accountId, token!)).toBeNull();
    expect(await findDownloadFile(actor.accountId, token!, new Date(expires.getTime() + 1))).toBeNull();
    expect(await findDownloadFile(actor.accountId, newFileToken())).toBeNull();
    for (const bad of ["", "../../etc/passwd", `${token}x`, String(outcome.recordId), "' or 1=1 --"]) expect(await findDownloadFile(actor.accountId, bad)).toBeNull();
  });
});

describe("the header's count", () => {
  it("counts packages finished since the centre was last opened, in the one query of every page; opening the centre marks them seen", async () => {
    const email = "buyer.pt@demo.test";
    const actor = await actorFor(email);
    await markDownloadsSeen(actor.accountId);
    const cookie = await sessionCookieFor(email);
    const viewerCount = async () => (await getViewer(getRequest("/", { cookie }), contextFor()))!.finishedDownloads;
    expect(await unseenDownloadCount(actor.accountId)).toBe(0);
    const { id } = await categoryOf("aigostar", "heaters");
    const a = expectOk(await requestCategoryPackage(actor, { brandKey: "aigostar", categoryId: id, ...IMAGES }));
    const b = expectOk(await requestCategoryPackage(actor, { brandKey: "aigostar", categoryId: id, ...IMAGES }));
    expect(await unseenDownloadCount(actor.accountId)).toBe(0);
    await finish(a.recordId);
    await fail(b.recordId);
    expect(await unseenDownloadCount(actor.accountId)).toBe(2);
    expect(await viewerCount()).toBe(2);
    expect(await markDownloadsSeen(actor.accountId)).toBe(2);
    expect(await unseenDownloadCount(actor.accountId)).toBe(0);
    expect(await viewerCount()).toBe(0);
    // A package finished after that counts again.
    await finish(expectOk(await requestCategoryPackage(actor, { brandKey: "aigostar", categoryId: id, ...IMAGES })).recordId);
    expect(await viewerCount()).toBe(1);
  });
});

describe("send by email", () => {
  it("mails the links to the subscription address, in the account's language, as a queued mail of the message log", async () => {
    const actor = await actorFor("buyer.pl@demo.test");
    await db().execute(sql`update accounts set subscription_email = 'zakupy@elektro-dom.example', language = 'pl' where id = ${actor.accountId}`);
    const { id } = await categoryOf("aigostar", "dehumidifiers");
    const outcome = expectOk(await requestCategoryPackage(actor, { brandKey: "aigostar", categoryId: id, ...IMAGES }));
    expect(await sendDownloadLinks(actor, outcome.recordId)).toEqual({ ok: false, problem: { key: "notSendable" } });
    const tokens = await finish(outcome.recordId);
    const sent = await sendDownloadLinks(actor, outcome.recordId);
    expect(sent).toMatchObject({ ok: true, to: "zakupy@elektro-dom.example" });
    const [logged] = await mailsOf(actor.accountId, "downloadLinks");
    expect(logged).toMatchObject({ toEmail: "zakupy@elektro-dom.example", deliveryStatus: "sent" });
    expect(logged!.subject).toBe("Twój pakiet do pobrania Aigostar jest gotowy");
    const mail = await deliveredMail((sent as { messageId: number }).messageId);
    expect(mail.to).toBe("zakupy@elektro-dom.example");
    for (const token of tokens) expect(mail.text).toContain(`http://localhost:3000/downloadCenter/files/${token}`);
    expect(mail.text).toContain("package-part-2.zip (2 kB)");
    expect(mail.text).toContain("Pliki: 2");

    expect(await sendDownloadLinks(await actorFor("buyer.gb@demo.test"), outcome.recordId)).toBeNull();
    await db().update(downloadRecords).set({ filesExpireAt: new Date(Date.now() - 1000) }).where(eq(downloadRecords.id, outcome.recordId));
    expect(await sendDownloadLinks(actor, outcome.recordId)).toEqual({ ok: false, problem: { key: "notSendable" } });
  });
});

describe("a salesman acting for a client", () => {
  it("downloads for the client: the record is the client's, the salesman is recorded and audited", async () => {
    const { actor, salesmanId, clientId: client } = await salesmanActingFor("sales@demo.test", "buyer.gb@demo.test", "/downloadCenter");
    const { id } = await categoryOf("aigostar", "toasters");
    const outcome = expectOk(await requestCategoryPackage(actor, { brandKey: "aigostar", categoryId: id, ...IMAGES }));
    expect(await recordRow(outcome.recordId)).toMatchObject({ accountId: client, salesmanId });
    const [event] = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.accountId, client), eq(auditEvents.action, "downloads.request")));
    expect(event).toMatchObject({ actorId: salesmanId, entity: "download_record", entityId: String(outcome.recordId), details: { source: "category" } });
    expect((await listRecords(client, { lng: "en", pageSize: 100 })).items.map((item) => item.id)).toContain(outcome.recordId);
  });
});
