import { and, desc, eq, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { beforeEach, describe, expect, it } from "vitest";
import { db, queryRows } from "~/db/client.server";
import { cartItems, categories, downloadFiles, downloadRecords } from "~/db/schema";
import { MAX_IMPORT_BODY_BYTES } from "~/domain/barcode-import";
import { MAX_GENERATING_PER_ACCOUNT } from "~/domain/downloads";
import { newFileToken } from "~/services/downloads/records.server";
import { getViewer } from "~/services/identity/auth.server";
import { chooseClient } from "~/services/identity/salesman-clients.server";
import { ORIGIN, accountId, contextFor, getRequest, postForm, refusal, sessionCookieFor, settle } from "~tests/support/requests";
import { SKIPPED_SHOWN } from "./problems";
import { action, loader } from "./route";

// The download centre's page and its three forms (decision 0103), through the loader and action
// as the server calls them, on the demo database. buyer.es holds the demo's records; buyer.de is
// approved for unwatermarked images, buyer.fr under review, buyer.it refused.

async function categoryId(slug: string): Promise<number> {
  const [row] = await db()
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.brandKey, "aigostar"), eq(categories.slug, slug)));
  if (!row) throw new Error(`no category ${slug}`);
  return row.id;
}

async function barcodes(condition: ReturnType<typeof sql>, limit = 1): Promise<{ id: number; barcode: string }[]> {
  const rows = await queryRows<{ id: number; barcode: string }>(db(), sql`select p.id, p.barcode from products p where ${condition} order by p.id limit ${limit}`);
  return rows.map((row) => ({ id: Number(row.id), barcode: row.barcode }));
}

const listed = sql`p.brand_key = 'aigostar' and not p.off_market and cardinality(p.images) > 0`;

async function recordsOf(email: string) {
  return db()
    .select()
    .from(downloadRecords)
    .where(eq(downloadRecords.accountId, await accountId(email)))
    .orderBy(desc(downloadRecords.id));
}

async function open(email: string, cookie?: string) {
  const session = cookie ?? (await sessionCookieFor(email));
  return settle(() => loader({ request: getRequest("/downloadCenter", { cookie: session }), context: contextFor(), params: {} }));
}

async function post(email: string, fields: Record<string, string | string[]>, { cookie }: { cookie?: string } = {}) {
  const session = cookie ?? (await sessionCookieFor(email));
  const context = contextFor();
  const answer = await settle(() => action({ request: postForm("/downloadCenter", fields, { cookie: session }), context, params: {} }));
  return { ...answer, context };
}

/** The barcode form as a browser sends it: multipart, with a file part (empty when none is chosen). */
async function postMultipart(email: string, fields: Record<string, string | string[]>, file: { name: string; content: Uint8Array | string } | null, { bodyTooLarge = false } = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  form.append("file", file ? new File([typeof file.content === "string" ? file.content : new Uint8Array(file.content)], file.name) : new File([], ""));
  const encoded = new Response(form);
  const body = new Uint8Array(await encoded.arrayBuffer());
  const request = new Request(`${ORIGIN}/downloadCenter`, {
    method: "POST",
    body,
    headers: { "Content-Type": encoded.headers.get("content-type")!, "Content-Length": String(body.length), Origin: ORIGIN, Cookie: await sessionCookieFor(email) },
  });
  const context = { ...contextFor(), ...(bodyTooLarge ? { bodyTooLarge } : {}) };
  return settle(() => action({ request, context, params: {} }));
}

const IMAGES = { include: "images", video: "none" };

/** Finishes a record as the job would: two zip parts and a video, valid 7 days. */
async function finish(recordId: number): Promise<string[]> {
  const files = [
    { kind: "zip" as const, part: 1, bytes: 2_100_000 },
    { kind: "zip" as const, part: 2, bytes: 1_000_000 },
    { kind: "video" as const, part: 3, bytes: 400_000 },
  ].map((file) => ({ ...file, token: newFileToken(), recordId, fileName: `f-${file.part}`, storageKey: `packages/${recordId}/1/f-${file.part}`, sha256: "0".repeat(64) }));
  await db().insert(downloadFiles).values(files);
  const finishedAt = new Date();
  await db()
    .update(downloadRecords)
    .set({ status: "done", finishedAt, filesExpireAt: new Date(finishedAt.getTime() + 7 * 86_400_000), fileCount: 3, bytes: 3_500_000, watermarked: true })
    .where(eq(downloadRecords.id, recordId));
  return files.map((file) => file.token);
}

// At most 2 packages of an account generate at once: the ones a test left generating are failed
// first, as if their jobs had run (no job runs here). The demo's own (buyer.es) stay as seeded.
beforeEach(async () => {
  await db()
    .update(downloadRecords)
    .set({ status: "failed", failureReason: "generationFailed", finishedAt: new Date() })
    .where(and(eq(downloadRecords.status, "generating"), sql`${downloadRecords.accountId} <> (select id from accounts where email = 'buyer.es@demo.test')`));
});

describe("GET /downloadCenter", () => {
  it("shows the account's latest records with their files and links, the categories, the cart and the permission; marks finished packages seen", async () => {
    const cookie = await sessionCookieFor("buyer.es@demo.test");
    const es = await accountId("buyer.es@demo.test");
    // The demo's generating record, finished as its job would: two zip parts and a video.
    const [generating] = await db().select().from(downloadRecords).where(and(eq(downloadRecords.accountId, es), eq(downloadRecords.status, "generating")));
    const tokens = await finish(generating!.id);
    await db().update(downloadRecords).set({ seenAt: null }).where(and(eq(downloadRecords.accountId, es), sql`finished_at is not null`));
    expect((await getViewer(getRequest("/", { cookie }), contextFor()))!.finishedDownloads).toBeGreaterThan(0);

    const page = await open("buyer.es@demo.test", cookie);
    expect(page.status).toBe(200);
    const data = page.data as Awaited<ReturnType<typeof loader>>;
    expect(data.title).toBe("Centro de descargas – Aigostar");
    const stored = await db().select().from(downloadRecords).where(eq(downloadRecords.accountId, es)).orderBy(desc(downloadRecords.requestedAt), desc(downloadRecords.id));
    expect(data.records.map((record) => record.id)).toEqual(stored.map((record) => record.id).slice(0, 10));
    const done = data.records.find((record) => record.id === generating!.id)!;
    // In the account's language (Spanish): a decimal comma.
    expect(done).toMatchObject({ status: "done", source: "category", fileCount: 3, size: "3,5 MB", watermarked: true });
    expect(done.files).toEqual([
      { href: `/downloadCenter/files/${tokens[2]}`, url: `http://localhost:3000/downloadCenter/files/${tokens[2]}`, kind: "video", resolution: "standard", size: "400 kB" },
      { href: `/downloadCenter/files/${tokens[0]}`, url: `http://localhost:3000/downloadCenter/files/${tokens[0]}`, kind: "zip", resolution: null, size: "2,1 MB" },
      { href: `/downloadCenter/files/${tokens[1]}`, url: `http://localhost:3000/downloadCenter/files/${tokens[1]}`, kind: "zip", resolution: null, size: "1 MB" },
    ]);
    expect(done.generatedAt).toMatch(/CET|GMT|UTC|CEST/);
    expect(done.expiresAt).toMatch(/\d{4}/);
    expect(data.records.find((record) => record.status === "failed")?.failureReason).toBe("missingSource");
    const expired = data.records.find((record) => record.status === "expired")!;
    expect(expired.files).toEqual([]);
    expect(expired.skipped.map((skip) => skip.reason)).toContain("unknown");
    expect(data.categories.map((category) => category.name)).toContain("Electrodomésticos de cocina");
    expect(data.permission).toEqual({ status: "none", date: null, reason: null });
    expect(data.maxBarcodes).toBe(500);
    expect(data.days).toEqual({ fileDays: 7, recordDays: 30 });
    // Opening the centre marked them seen: the header's count is 0 again.
    expect((await getViewer(getRequest("/", { cookie }), contextFor()))!.finishedDownloads).toBe(0);
  });

  it("shows the permission's state with its date and a refusal's reason", async () => {
    expect(((await open("buyer.de@demo.test")).data as Awaited<ReturnType<typeof loader>>).permission).toMatchObject({ status: "approved", reason: null });
    expect(((await open("buyer.fr@demo.test")).data as Awaited<ReturnType<typeof loader>>).permission).toMatchObject({ status: "review" });
    const refused = ((await open("buyer.it@demo.test")).data as Awaited<ReturnType<typeof loader>>).permission;
    expect(refused.status).toBe("refused");
    expect(refused.reason).toBeTruthy();
    expect(refused.date).toMatch(/\d{4}/);
  });

  it("sends a visitor to sign in", async () => {
    const anonymous = await settle(() => loader({ request: getRequest("/downloadCenter"), context: contextFor(), params: {} }));
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toBe("/login?redirectTo=%2FdownloadCenter");
  });
});

describe("POST /downloadCenter, intent=category", () => {
  it("writes a generating record of the category and goes to the records with the notice", async () => {
    const id = await categoryId("kettles");
    const answer = await post("buyer.gb@demo.test", { intent: "category", category: String(id), include: ["images", "documents"], video: "high" });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/downloadCenter?notice=requested#records");
    const [record] = await recordsOf("buyer.gb@demo.test");
    expect(record).toMatchObject({ source: "category", categoryId: id, status: "generating" });
    expect(record!.request).toMatchObject({ parts: ["images", "documents", "videos"], videoResolution: "high", unwatermarked: false });
  });

  it.each([
    ["no category", { category: "" }, "category", "downloads:problems.noCategory", 400],
    ["an unknown category", { category: "999999" }, "category", "downloads:problems.noCategory", 400],
    ["junk", { category: "1 or 1=1" }, "category", "downloads:problems.noCategory", 400],
    ["nothing to include", { category: "KETTLES", include: [] as string[], video: "none" }, "include", "downloads:problems.nothingIncluded", 400],
  ] as const)("refuses %s beside its field, keeping what was ticked, the title saying Error", async (_, fields, field, key, status) => {
    const kettles = String(await categoryId("kettles"));
    const sent = { intent: "category", include: ["thumbnails", "documents"], video: "standard", ...fields, category: fields.category === "KETTLES" ? kettles : fields.category };
    const answer = await post("buyer.gb@demo.test", sent);
    expect(answer.status).toBe(status);
    const { errors, typed } = refusal(answer.data);
    expect(errors[field]).toEqual([{ key }]);
    expect(typed).toMatchObject({ intent: "category", video: sent.video });
    if (sent.include.length > 0) expect(typed.include).toEqual(["thumbnails", "documents"]);
    expect(answer.context.formFailed).toBe(true);
  });

  it("refuses images without the watermark before approval: 'the file is under review' while reviewed, a request first otherwise; takes them once approved", async () => {
    const id = String(await categoryId("toasters"));
    const ask = (email: string) => post(email, { intent: "category", category: id, ...IMAGES, unwatermarked: "on" });
    const reviewed = await ask("buyer.fr@demo.test");
    expect(reviewed.status).toBe(409);
    expect(refusal(reviewed.data).errors.unwatermarked).toEqual([{ key: "downloads:problems.underReview" }]);
    const refused = await ask("buyer.it@demo.test");
    expect(refusal(refused.data).errors.unwatermarked).toEqual([{ key: "downloads:problems.unwatermarkedNotAllowed" }]);
    const none = await ask("buyer.pl@demo.test");
    expect(refusal(none.data).errors.unwatermarked).toEqual([{ key: "downloads:problems.unwatermarkedNotAllowed" }]);
    const approved = await ask("buyer.de@demo.test");
    expect(approved.status).toBe(302);
    expect((await recordsOf("buyer.de@demo.test"))[0]!.request).toMatchObject({ unwatermarked: true });
  });

  it(`refuses a third package while ${MAX_GENERATING_PER_ACCOUNT} generate`, async () => {
    const id = String(await categoryId("fans"));
    const cookie = await sessionCookieFor("buyer.pt@demo.test");
    for (let n = 0; n < MAX_GENERATING_PER_ACCOUNT; n += 1) expect((await post("buyer.pt@demo.test", { intent: "category", category: id, ...IMAGES }, { cookie })).status).toBe(302);
    const third = await post("buyer.pt@demo.test", { intent: "category", category: id, ...IMAGES }, { cookie });
    expect(third.status).toBe(429);
    expect(refusal(third.data).errors[""]).toEqual([{ key: "downloads:problems.tooManyGenerating", values: { max: MAX_GENERATING_PER_ACCOUNT } }]);
  });

  it("a salesman acting for a client asks for the client", async () => {
    const cookie = await sessionCookieFor("sales@demo.test");
    const viewer = await getViewer(getRequest("/", { cookie }), contextFor());
    const client = await accountId("buyer.gb@demo.test");
    await chooseClient({ salesmanId: viewer!.accountId, sessionId: viewer!.sessionId, clientAccountId: client });
    const answer = await post("sales@demo.test", { intent: "category", category: String(await categoryId("heaters")), ...IMAGES }, { cookie });
    expect(answer.status).toBe(302);
    expect((await recordsOf("buyer.gb@demo.test"))[0]).toMatchObject({ accountId: client, salesmanId: viewer!.accountId, source: "category" });
  });

  it("refuses an unknown or missing intent with a 400, not a 500", async () => {
    for (const intent of ["", "delete", "__proto__"]) {
      const answer = await post("buyer.gb@demo.test", { intent });
      expect(answer.status).toBe(400);
      expect(refusal(answer.data).errors.intent).toEqual([{ key: "downloads:problems.unknownIntent" }]);
    }
  });
});

describe("POST /downloadCenter, intent=barcodes", () => {
  it("packages typed barcodes and says how many were left out; the record lists them with the reason", async () => {
    const [own] = await barcodes(listed);
    const [foreign] = await barcodes(sql`p.brand_key = 'nobleza'`);
    const answer = await postMultipart("buyer.gb@demo.test", { intent: "barcodes", barcodes: `${own!.barcode}, 0000000000000, ${foreign!.barcode}`, ...IMAGES }, null);
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/downloadCenter?notice=requestedSkipped&count=2#records");
    const [record] = await recordsOf("buyer.gb@demo.test");
    expect(record).toMatchObject({ source: "barcodes", skipped: [{ barcode: "0000000000000", reason: "unknown" }, { barcode: foreign!.barcode, reason: "otherBrand" }] });
    expect(record!.request.productIds).toEqual([own!.id]);
  });

  it("reads a spreadsheet (a chosen file wins over typed text) and keeps its name", async () => {
    const [a, b] = await barcodes(listed, 2);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Codes");
    sheet.addRow(["Barcode"]);
    sheet.addRow([a!.barcode]);
    sheet.addRow([b!.barcode]);
    const xlsx = new Uint8Array(await workbook.xlsx.writeBuffer());
    const answer = await postMultipart("buyer.gb@demo.test", { intent: "barcodes", barcodes: "0000000000000", ...IMAGES }, { name: "my codes.xlsx", content: xlsx });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/downloadCenter?notice=requested#records");
    const [record] = await recordsOf("buyer.gb@demo.test");
    expect(record!.request).toMatchObject({ productIds: [a!.id, b!.id], fileName: "my codes.xlsx" });
  });

  it.each([
    ["neither a file nor barcodes: 'a barcode file must be uploaded first'", {}, null, "file", "downloads:problems.noFile", undefined, 400],
    ["a file of another type", {}, { name: "codes.pdf", content: "%PDF-1.4 nothing" }, "file", "downloads:barcodeProblems.wrongType", { max: 500 }, 400],
    ["a file with formulas", {}, { name: "codes.csv", content: 'barcode\n=HYPERLINK("http://x")\n' }, "file", "downloads:barcodeProblems.formula", { max: 500 }, 400],
    ["more than 500 typed barcodes", { barcodes: Array.from({ length: 501 }, (_, i) => String(8435000000000 + i)).join(",") }, null, "barcodes", "downloads:barcodeProblems.tooMany", { max: 500 }, 400],
  ] as const)("refuses %s", async (_, fields, file, field, key, values, status) => {
    const answer = await postMultipart("buyer.gb@demo.test", { intent: "barcodes", ...IMAGES, ...fields }, file);
    expect(answer.status).toBe(status);
    expect(refusal(answer.data).errors[field]).toEqual([values ? { key, values } : { key }]);
    expect(refusal(answer.data).typed).toMatchObject({ intent: "barcodes", include: "images", ...("barcodes" in fields ? { barcodes: fields.barcodes } : {}) });
  });

  it("refuses a package where no barcode can be packaged, naming the first ten left out and counting the rest", async () => {
    const typed = Array.from({ length: SKIPPED_SHOWN + 3 }, (_, i) => String(1000000000000 + i)).join(", ");
    const answer = await postMultipart("buyer.gb@demo.test", { intent: "barcodes", barcodes: typed, ...IMAGES }, null);
    expect(answer.status).toBe(422);
    const messages = refusal(answer.data).errors[""]!;
    expect(messages[0]).toEqual({ key: "downloads:problems.nothingToPackage" });
    expect(messages.slice(1, 1 + SKIPPED_SHOWN)).toEqual(Array.from({ length: SKIPPED_SHOWN }, (_, i) => ({ key: "downloads:problems.skippedBarcode", values: { barcode: String(1000000000000 + i), reason: "unknown" } })));
    expect(messages.at(-1)).toEqual({ key: "downloads:problems.skippedMore", values: { count: 3 } });
  });

  it("answers 413 with the file's message when the body is too large, dropped by the server or read past the cap", async () => {
    const session = await sessionCookieFor("buyer.gb@demo.test");
    const dropped = await postMultipart("buyer.gb@demo.test", { intent: "barcodes" }, null, { bodyTooLarge: true });
    expect(dropped.status).toBe(413);
    expect(refusal(dropped.data).errors.file).toEqual([{ key: "downloads:barcodeProblems.tooLarge", values: { max: 500 } }]);
    const big = await postMultipart("buyer.gb@demo.test", { intent: "barcodes", ...IMAGES }, { name: "big.csv", content: "8435000000017\n".repeat(Math.ceil(MAX_IMPORT_BODY_BYTES / 14) + 10) });
    expect(big.status).toBe(413);
 
    // A URL-encoded body the server dropped as too large: 413 as well, not an empty form's 400.
    const context = { ...contextFor(), bodyTooLarge: true };
    const encoded = await settle(() => action({ request: postForm("/downloadCenter", { intent: "barcodes" }, { cookie: session }), context, params: {} }));
    expect(encoded.status).toBe(413);
    expect(refusal(encoded.data).errors.file).toEqual([{ key: "downloads:barcodeProblems.tooLarge", values: { max: 500 } }]);
  });
});

describe("POST /downloadCenter, intent=cart", () => {
  it("refuses an empty cart; packages the cart's products of the brand, listing another brand's", async () => {
    const email = "box@demo.test";
    const box = await accountId(email);
    await db().delete(cartItems).where(eq(cartItems.accountId, box));
    const empty = await post(email, { intent: "cart", ...IMAGES });
    expect(empty.status).toBe(422);
    expect(refusal(empty.data).errors[""]).toEqual([{ key: "downloads:problems.emptyCart" }]);

    const [own] = await barcodes(listed);
    const [foreign] = await barcodes(sql`p.brand_key = 'lumora'`);
    await db().insert(cartItems).values([
      { accountId: box, productId: own!.id, quantity: 1 },
      { accountId: box, productId: foreign!.id, quantity: 1 },
    ]);
    const answer = await post(email, { intent: "cart", ...IMAGES });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/downloadCenter?notice=requestedSkipped&count=1#records");
    expect((await recordsOf(email))[0]).toMatchObject({ source: "cart", skipped: [{ barcode: foreign!.barcode, reason: "otherBrand" }] });
  });
});
