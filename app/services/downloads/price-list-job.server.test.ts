import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import ExcelJS from "exceljs";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { downloadFiles, downloadRecords, jobs } from "~/db/schema";
import { runNextJob } from "~/services/platform/job-worker.server";
import { type Storage, configureStorage, localStorage } from "~/services/platform/storage.server";
import { categoryTree } from "~/services/catalogue/categories.server";
import { pdfText } from "~tests/support/pdf-text";
import { actorFor } from "~tests/support/requests";
import { storedBytes } from "~tests/support/zip";
import { priceListRows, priceListSize } from "./price-lists.server";
import { findDownloadFile, listRecords, redownloadRecord, requestPriceListRecord } from "./records.server";

// Decision 0113 item 6: a price list too large for the request is a download record whose
// `price-list` job writes the one file, found in the buyer's records like a package's. Both engines.

let folder: string;
let files: Storage;

async function recordRow(id: number) {
  const [row] = await db().select().from(downloadRecords).where(eq(downloadRecords.id, id));
  return row!;
}

/** Works due jobs until this one has been worked once, as the server's worker would. */
async function work(jobId: number): Promise<void> {
  const attempts = async () => (await db().select({ n: jobs.attempts }).from(jobs).where(eq(jobs.id, jobId)))[0]!.n;
  const before = await attempts();
  for (let i = 0; i < 50 && (await attempts()) === before; i += 1) {
    if (!(await runNextJob(() => {}))) break;
  }
  expect(await attempts()).toBe(before + 1);
}

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), "pricelist-files-"));
  files = localStorage(folder);
  configureStorage(files);
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe("the price-list job", () => {
  it("writes the whole brand's workbook with the account's own prices, recorded as the record's one file", async () => {
    const actor = await actorFor("buyer.gb@demo.test");
    const size = await priceListSize(actor, "aigostar", null);
    const outcome = await requestPriceListRecord(actor, { brandKey: "aigostar", categoryId: null, format: "xlsx", lng: "en", productCount: size });
    if (!outcome.ok) throw new Error(JSON.stringify(outcome));
    const before = await recordRow(outcome.recordId);
    expect(before).toMatchObject({ source: "priceList", status: "generating", productCount: size });
    const [job] = await db().select({ kind: jobs.kind }).from(jobs).where(eq(jobs.id, before.jobId!));
    expect(job!.kind).toBe("price-list");

    await work(before.jobId!);
    const record = await recordRow(outcome.recordId);
    expect(record).toMatchObject({ status: "done", failureReason: null, watermarked: null, productCount: size, fileCount: 1 });
    const [row] = await db().select().from(downloadFiles).where(eq(downloadFiles.recordId, outcome.recordId));
    expect(row).toMatchObject({ kind: "xlsx", part: 1 });
    expect(row!.fileName).toMatch(/^Aigostar-price-list-\d{4}-\d{2}-\d{2}\.xlsx$/);

    const file = await findDownloadFile(actor.accountId, row!.token);
    const bytes = await storedBytes(files, file!.storageKey);
    expect(bytes.byteLength).toBe(row!.bytes);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(bytes).buffer);
    const sheet = workbook.worksheets[0]!;
    const rows = await priceListRows(actor, { brandKey: "aigostar", selection: null, lng: "en" });
    expect(sheet.rowCount).toBe(7 + rows.length);
    expect(sheet.getCell("A2").value).toBe(`Account: ${actor.companyName}`);
    const priced = rows.findIndex((item) => item.unitMinor !== null);
    expect(sheet.getCell(8 + priced, 1).value).toBe(rows[priced]!.barcode);
    expect(sheet.getCell(8 + priced, 4).value).toBe(rows[priced]!.unitMinor! / 100);
    expect(sheet.getCell(8 + priced, 6).value).toBe("GBP");

    const listed = await listRecords(actor.accountId, { lng: "en", source: "priceList" });
    expect(listed.items[0]).toMatchObject({ id: outcome.recordId, source: "priceList", state: "done", files: [{ kind: "xlsx", part: 1 }] });
  });

  it("writes a category's PDF in the language asked for", async () => {
    const actor = await actorFor("buyer.fr@demo.test");
    const category = (await categoryTree("aigostar", "fr"))[0]!;
    const outcome = await requestPriceListRecord(actor, { brandKey: "aigostar", categoryId: category.id, format: "pdf", lng: "fr", productCount: 1 });
    if (!outcome.ok) throw new Error(JSON.stringify(outcome));
    await work((await recordRow(outcome.recordId)).jobId!);
    const [row] = await db().select().from(downloadFiles).where(eq(downloadFiles.recordId, outcome.recordId));
    expect(row!.kind).toBe("pdf");
    const text = pdfText(await storedBytes(files, row!.storageKey));
    const rows = await priceListRows(actor, { brandKey: "aigostar", selection: { categoryId: category.id }, lng: "fr" });
    expect(text).toContain("Liste de prix Aigostar");
    expect(text).toContain(`Catégorie : ${category.name}`);
    expect(text).toContain(rows[0]!.barcode);
    expect((await recordRow(outcome.recordId)).productCount).toBe(rows.length);
  });

  it("fails the record with a reason when the category is no longer the brand's, and a redownload queues a price-list job again", async () => {
    const actor = await actorFor("buyer.it@demo.test");
    const other = (await categoryTree("nobleza", "en"))[0]!;
    const outcome = await requestPriceListRecord(actor, { brandKey: "aigostar", categoryId: other.id, format: "xlsx", lng: "it", productCount: 1 });
    if (!outcome.ok) throw new Error(JSON.stringify(outcome));
    const first = await recordRow(outcome.recordId);
    await work(first.jobId!);
    const failed = await recordRow(outcome.recordId);
    expect(failed).toMatchObject({ status: "failed", failureReason: "noProducts", fileCount: 0 });

    expect(await redownloadRecord(actor, outcome.recordId)).toEqual({ ok: true });
    const again = await recordRow(outcome.recordId);
    expect(again.status).toBe("generating");
    expect(again.jobId).not.toBe(first.jobId);
    const [job] = await db().select({ kind: jobs.kind }).from(jobs).where(eq(jobs.id, again.jobId!));
    expect(job!.kind).toBe("price-list");
    // Leave nothing generating for the other tests of this account.
    await db().update(downloadRecords).set({ status: "failed", failureReason: "noProducts", finishedAt: sql`now()` }).where(eq(downloadRecords.id, outcome.recordId));
  });

  it("counts against the packages generating together: a third is refused", async () => {
    const actor = await actorFor("buyer.pt@demo.test");
    const ask = () => requestPriceListRecord(actor, { brandKey: "aigostar", categoryId: null, format: "pdf", lng: "pt", productCount: 10 });
    expect((await ask()).ok).toBe(true);
    expect((await ask()).ok).toBe(true);
    expect(await ask()).toEqual({ ok: false, problem: { key: "tooManyGenerating", max: 2 } });
  });
});
