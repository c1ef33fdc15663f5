import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { formatMoney } from "~/domain/money";
import { PRICE_LIST_SYNC_MAX } from "~/domain/price-lists";
import { categoryTree } from "~/services/catalogue/categories.server";
import { priceListRows, priceListSize } from "~/services/downloads/price-lists.server";
import { pdfText } from "~tests/support/pdf-text";
import { getViewer } from "~/services/identity/auth.server";
import { requireActor } from "~/services/identity/actor.server";
import { chooseClient } from "~/services/identity/salesman-clients.server";
import { accountId, actorFor, contextFor, getRequest, postForm, refusal, sessionCookieFor, settle } from "~tests/support/requests";
import { action, loader } from "./route";
import { loader as fileLoader } from "../downloadCenter_.priceList_.file";

// The price list page (decision 0113) through its loader and action as the server calls them.

const PATH = "/downloadCenter/priceList";

/** A salesman's session acting for a client: its cookie, and the actor his pages get. */
async function salesmanCookie(clientEmail: string) {
  const cookie = await sessionCookieFor("sales@demo.test");
  const viewer = await getViewer(getRequest("/", { cookie }), contextFor());
  await chooseClient({ salesmanId: viewer!.accountId, sessionId: viewer!.sessionId, clientAccountId: await accountId(clientEmail) });
  return { cookie, actor: await requireActor(getRequest("/", { cookie }), contextFor()) };
}

async function post(email: string | null, fields: Record<string, string | string[]>, cookie?: string) {
  const session = cookie ?? (email ? await sessionCookieFor(email) : undefined);
  return settle(() => action({ request: postForm(PATH, fields, { cookie: session }), context: contextFor(), params: {} }));
}

/** The form's POST, then the file its redirect leads to, as the browser follows it. */
async function postRaw(email: string, fields: Record<string, string>, session?: string) {
  const cookie = session ?? (await sessionCookieFor(email));
  const answer = await settle(() => action({ request: postForm(PATH, fields, { cookie }), context: contextFor(), params: {} }));
  expect(answer.status).toBe(303);
  const location = answer.headers.get("Location")!;
  expect(location).toMatch(/^\/downloadCenter\/priceList\/file\?format=(xlsx|pdf)(&category=\d+)?$/);
  return (await fileLoader({ request: getRequest(location, { cookie }), context: contextFor(), params: {} })) as Response;
}

async function file(email: string | null, query: string) {
  const cookie = email ? await sessionCookieFor(email) : undefined;
  return settle(() => fileLoader({ request: getRequest(`${PATH}/file${query}`, { cookie }), context: contextFor(), params: {} }));
}

async function smallCategory(): Promise<{ id: number; name: string }> {
  const tree = await categoryTree("aigostar", "en");
  return { id: tree[0]!.id, name: tree[0]!.name };
}

describe("GET /downloadCenter/priceList", () => {
  it("shows a buyer the brand's categories and the limit", async () => {
    const answer = await settle(() => loader({ request: getRequest(PATH, { cookie: undefined }), context: contextFor(), params: {} }));
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent(PATH)}`);
    const page = await settle(async () => loader({ request: getRequest(PATH, { cookie: await sessionCookieFor("buyer.de@demo.test") }), context: contextFor(), params: {} }));
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({ brandName: "Aigostar", max: PRICE_LIST_SYNC_MAX });
    expect((page.data as { categories: unknown[] }).categories.length).toBeGreaterThan(0);
  });

  it.each(["service@demo.test", "admin@demo.test"])("answers %s with the 403 page, GET and POST", async (email) => {
    const cookie = await sessionCookieFor(email);
    expect((await settle(() => loader({ request: getRequest(PATH, { cookie }), context: contextFor(), params: {} }))).status).toBe(403);
    expect((await post(null, { format: "xlsx" }, cookie)).status).toBe(403);
    expect((await settle(() => fileLoader({ request: getRequest(`${PATH}/file?format=xlsx`, { cookie }), context: contextFor(), params: {} }))).status).toBe(403);
  });

  it("sends an anonymous POST and file to sign-in", async () => {
    const answer = await post(null, { format: "xlsx" });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toMatch(/^\/login/);
    const direct = await file(null, "?format=pdf");
    expect(direct.status).toBe(302);
    expect(direct.headers.get("Location")).toMatch(/^\/login/);
  });
});

describe("POST /downloadCenter/priceList", () => {
  it("answers a category's list as .xlsx with the account's own prices", async () => {
    const category = await smallCategory();
    const response = await postRaw("buyer.gb@demo.test", { category: String(category.id), format: "xlsx" });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="Aigostar-price-list-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getCell("A3").value).toBe(`Category: ${category.name}`);
    const actor = await actorFor("buyer.gb@demo.test");
    const rows = await priceListRows(actor, { brandKey: "aigostar", selection: { categoryId: category.id }, lng: "en" });
    expect(sheet.rowCount).toBe(7 + rows.length);
    expect(sheet.getCell(8, 6).value).toBe("GBP");
    expect(sheet.getCell(8, 1).value).toBe(rows[0]!.barcode);
  });

  it("answers the whole brand as PDF in the buyer's language, with a barcode and its price", async () => {
    const actor = await actorFor("buyer.fr@demo.test");
    expect(await priceListSize(actor, "aigostar", null)).toBeLessThanOrEqual(PRICE_LIST_SYNC_MAX);
    const response = await postRaw("buyer.fr@demo.test", { category: "", format: "pdf" });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    const text = pdfText(Buffer.from(await response.arrayBuffer()));
    const rows = await priceListRows(actor, { brandKey: "aigostar", selection: null, lng: "fr" });
    const priced = rows.find((row) => row.unitMinor !== null)!;
    expect(text).toContain("Liste de prix Aigostar");
    expect(text).toContain("Tous les produits Aigostar");
    expect(text).toContain(priced.barcode);
    expect(text).toContain(formatMoney(priced.unitMinor!, actor.currency, "fr"));
  });

  it("a salesman gets his client's prices, never his own or another account's", async () => {
    const { actor, cookie } = await salesmanCookie("buyer.gb@demo.test");
    const response = await postRaw("sales@demo.test", { format: "xlsx", accountId: "1" }, cookie);
    expect(actor.currency).toBe("GBP");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    expect(workbook.worksheets[0]!.getCell("A2").value).toBe(`Account: ${actor.companyName}`);
    expect(workbook.worksheets[0]!.getCell(8, 6).value).toBe("GBP");
  });

  it.each([
    ["another brand's category", "NOBLEZA", "xlsx", "category", "pricelists:errors.category"],
    ["an unknown category", "2000000000", "xlsx", "category", "pricelists:errors.category"],
    ["junk as category", "../1 or 1=1", "pdf", "category", "pricelists:errors.category"],
    ["a huge number", "99999999999999999999", "pdf", "category", "pricelists:errors.category"],
    ["an unknown format", "", "csv", "format", "pricelists:errors.format"],
    ["no format", "", "", "format", "pricelists:errors.format"],
  ] as const)("refuses %s with 400 and the message by the field", async (_kind, given, format, field, key) => {
    const category = given === "NOBLEZA" ? String((await categoryTree("nobleza", "en"))[0]!.id) : given;
    const answer = await post("buyer.de@demo.test", { category, format });
    expect(answer.status).toBe(400);
    expect(refusal(answer.data).errors[field]?.[0]?.key).toBe(key);
  });

  it("refuses a field sent twice or oversized without a 500", async () => {
    const twice = await post("buyer.de@demo.test", { category: ["1", "2"], format: "xlsx" });
    expect(twice.status).toBe(400);
    const long = await post("buyer.de@demo.test", { category: "9".repeat(5_000), format: "xlsx" });
    expect(long.status).toBe(400);
  });

  it.each([
    ["?format=csv", 400, "Wählen Sie Excel-Arbeitsmappe oder PDF."],
    ["?format=xlsx&format=pdf", 400, "Wählen Sie Excel-Arbeitsmappe oder PDF."],
    ["?category=abc&format=pdf", 400, "Wählen Sie die ganze Marke"],
    ["?category=1&category=2&format=pdf", 400, "Wählen Sie die ganze Marke"],
    ["?category=2000000000&format=xlsx", 400, "Wählen Sie die ganze Marke"],
    ["?category=%00%27%22&format=xlsx", 400, "Wählen Sie die ganze Marke"],
  ])("the file's address refuses %s with a readable page", async (query, status, text) => {
    const answer = await file("buyer.de@demo.test", query);
    expect(answer.status).toBe(status);
    expect(answer.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(String(answer.data)).toContain(text);
    expect(String(answer.data)).toContain('href="/downloadCenter/priceList"');
  });
});
