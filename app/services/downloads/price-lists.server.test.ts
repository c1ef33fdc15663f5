import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { formatMoney, minorToDecimalString } from "~/domain/money";
import { cartViewOf } from "~/services/cart/cart.server";
import { categoryTree } from "~/services/catalogue/categories.server";
import { productFacts } from "~/services/catalogue/product-facts.server";
import type { Actor } from "~/services/identity/actor.server";
import { actorFor } from "~tests/support/requests";
import { pdfText } from "~tests/support/pdf-text";
import { findDemoProducts } from "../../../scripts/demo/states";
import { priceListPdf, priceListWorkbook } from "./price-list-files.server";
import { priceList, priceListRows, priceListSize, resolveSelection } from "./price-lists.server";

// Decision 0113: a price list's prices are the cart's (same code), its stock states the cards'.
// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.

const NOW = new Date();

/** What the cart computes for these products, one unit each: its unit price per product. */
async function cartPrices(actor: Actor, ids: number[]): Promise<Map<number, number | null>> {
  const facts = await productFacts(db(), actor, ids, "en", NOW);
  const view = cartViewOf(
    actor,
    ids.map((productId) => ({ productId, quantity: 1, checked: true })),
    facts,
    "aigostar",
  );
  return new Map(view.groups.flatMap((group) => group.lines).map((line) => [line.productId, line.unitMinor]));
}

describe("price list rows", () => {
  it.each(["buyer.de@demo.test", "buyer.gb@demo.test", "buyer.es@demo.test"])("prices every product as the cart does, for %s (own rate, currency, promotions)", async (email) => {
    const actor = await actorFor(email);
    const rows = await priceListRows(actor, { brandKey: "aigostar", selection: null, lng: "en", now: NOW });
    expect(rows.length).toBe(Math.min(await priceListSize(actor, "aigostar", null), 2_000));
    expect(rows.length).toBeGreaterThan(10);
    const cart = await cartPrices(actor, rows.map((row) => row.productId));
    for (const row of rows) expect([row.barcode, row.unitMinor]).toEqual([row.barcode, cart.get(row.productId) ?? null]);
    // The list is in barcode order, and promotions and the own rate change prices.
    expect(rows.map((row) => row.barcode)).toEqual([...rows.map((row) => row.barcode)].sort());
    expect(rows.some((row) => row.unitMinor !== null && row.listUnitMinor !== null && row.unitMinor < row.listUnitMinor)).toBe(true);
  });

  it("prices a discounted product below its list price and gives the promotion's end; a zero-price product has no price", async () => {
    const actor = await actorFor("buyer.de@demo.test");
    const [discounted] = await findDemoProducts(db(), "aigostar", "discount");
    const [zero] = await findDemoProducts(db(), "aigostar", "priceZero");
    const rows = await priceListRows(actor, { brandKey: "aigostar", selection: null, lng: "en", now: NOW, limit: 100_000 });
    const promo = rows.find((row) => row.productId === discounted);
    expect(promo?.promotionEndsAt).toBeInstanceOf(Date);
    expect(promo!.unitMinor!).toBeLessThan(promo!.listUnitMinor!);
    const free = rows.find((row) => row.productId === zero);
    if (free) expect([free.unitMinor, free.listUnitMinor]).toEqual([null, null]);
  });

  it.each([
    ["presale", "presale"],
    ["replenishment", "replenishment"],
    ["soldOut", "soldOut"],
    ["normal", "inStock"],
  ] as const)("a %s product's stock state is %s, as the card's badge", async (demoState, state) => {
    const actor = await actorFor("buyer.de@demo.test");
    const [id] = await findDemoProducts(db(), "aigostar", demoState);
    const rows = await priceListRows(actor, { brandKey: "aigostar", selection: null, lng: "en", now: NOW, limit: 100_000 });
    const row = rows.find((item) => item.productId === id);
    expect(row?.state).toBe(state);
    if (state === "soldOut") expect(row?.stock).toBe("0");
  });

  it("a category holds only its own tree; another brand's category is not the brand's", async () => {
    const tree = await categoryTree("aigostar", "en");
    const top = tree[0]!;
    const resolved = await resolveSelection("aigostar", { kind: "category", categoryId: top.id }, "en");
    expect(resolved?.categoryPath).toBe(top.name);
    const actor = await actorFor("buyer.de@demo.test");
    const inCategory = await priceListSize(actor, "aigostar", resolved!.products);
    expect(inCategory).toBeGreaterThan(0);
    expect(inCategory).toBeLessThan(await priceListSize(actor, "aigostar", null));
    const other = (await categoryTree("nobleza", "en"))[0]!;
    expect(await resolveSelection("aigostar", { kind: "category", categoryId: other.id }, "en")).toBeNull();
    expect(await resolveSelection("aigostar", { kind: "category", categoryId: 2_000_000_000 }, "en")).toBeNull();
  });
});

describe("price list files", () => {
  it("the workbook holds the heading and a row per product, prices as numbers, barcodes as text", async () => {
    const actor = await actorFor("buyer.de@demo.test");
    const list = await priceList(actor, { brandKey: "aigostar", brandName: "Aigostar", selection: null, categoryPath: null, lng: "de", now: NOW });
    const workbook = new ExcelJS.Workbook();
    const bytes = await priceListWorkbook(list, { countryCode: "DE" });
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe("Preisliste");
    expect(sheet.getCell("A1").value).toBe("Preisliste Aigostar");
    expect(sheet.getCell("A2").value).toBe(`Konto: ${actor.companyName}`);
    const header = sheet.getRow(7).values as unknown[];
    expect(header.slice(1, 5)).toEqual(["Barcode", "Modell", "Produkt", "Ihr Preis"]);
    const priced = list.rows.findIndex((row) => row.unitMinor !== null);
    const cells = sheet.getRow(8 + priced);
    expect(cells.getCell(1).value).toBe(list.rows[priced]!.barcode);
    expect(cells.getCell(4).value).toBe(Number(minorToDecimalString(list.rows[priced]!.unitMinor!)));
    expect(cells.getCell(6).value).toBe("EUR");
    expect(sheet.rowCount).toBe(7 + list.rows.length);
  });

  it("the PDF's text holds a product's barcode and its price in the language (Chinese with its font)", async () => {
    const actor = await actorFor("buyer.de@demo.test");
    const tree = await categoryTree("aigostar", "zh-cn");
    const resolved = await resolveSelection("aigostar", { kind: "category", categoryId: tree[0]!.id }, "zh-cn");
    const list = await priceList(actor, { brandKey: "aigostar", brandName: "Aigostar", selection: resolved!.products, categoryPath: resolved!.categoryPath, lng: "zh-cn", now: NOW });
    const pdf = await priceListPdf(list, { countryCode: "DE" });
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const text = pdfText(pdf);
    expect(text).toContain("Aigostar 价格表");
    const row = list.rows.find((item) => item.unitMinor !== null)!;
    expect(text).toContain(row.barcode);
    expect(text).toContain(formatMoney(row.unitMinor!, "EUR", "zh-cn"));
    expect(text).toContain(`分类：${resolved!.categoryPath}`);
  });
});
