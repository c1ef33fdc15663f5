import { and, eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { db, queryRows } from "~/db/client.server";
import { type ImportResultLine, auditEvents, cartImports, cartItems, products } from "~/db/schema";
import { MAX_IMPORT_BODY_BYTES } from "~/domain/barcode-import";
import { verifyLogin } from "~/services/identity/auth.server";
import { legacyXls, xlsx, zipWith } from "~tests/support/spreadsheets";
import { ORIGIN, accountId, contextFor, getRequest, postForm, refusal, sessionCookieFor, settle } from "~tests/support/requests";
import { loader as resultLoader } from "../cart_.import_.$id/route";
import { action, loader } from "./route";

const BUYER = "buyer.gb@demo.test";

type Product = { id: number; barcode: string; saleDouble: number; minimum: number };

/** Orderable aigostar products with a sales multiple of at least 2 and plenty of stock. */
async function plainProducts(count: number): Promise<Product[]> {
  const rows = await queryRows<{ id: number; barcode: string; sale_double: number; min_order_qty: number }>(
    db(),
    sql`select p.id, p.barcode, p.sale_double, p.min_order_qty from products p
        join stock s on s.product_id = p.id join product_prices pp on pp.product_id = p.id and pp.currency = 'GBP'
        where pp.price_minor > 0 and p.sale_double >= 2 and s.available >= 500 and not s.not_check_stock and p.brand_key = 'aigostar'
          and not (p.off_market or p.off_shelves or p.not_online or p.offline_only or p.presale)
          and not exists (select 1 from promotion_items pi where pi.product_id = p.id)
        order by p.id limit ${count}`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    barcode: row.barcode,
    saleDouble: row.sale_double,
    minimum: Math.ceil(row.min_order_qty / row.sale_double) * row.sale_double,
  }));
}

/** How much of a request body the route has pulled, and whether it cancelled the rest. */
type BodyRead = { pulled: number; cancelled: boolean };

/**
 * The multipart request as the HTTP server hands it to the route: the bytes a browser sends for
 * this form, streamed in 64 KiB pieces as the route reads them (so it can stop reading), with the
 * Content-Length a browser announces unless `announced` is false. A Request built on a FormData
 * body is not what the server gives: since undici 7.20 (Node 24 and later) such a body is written
 * by a loop that nothing awaits and that ignores a cancel, so a route that stops reading half-way
 * gets an unhandled rejection ("ReadableStream is already closed"; nodejs/undici#5835).
 */
async function multipart(
  fields: Record<string, string>,
  file: { name: string; content: Uint8Array | string; type?: string } | null,
  cookie: string,
  { announced = true } = {},
): Promise<{ request: Request; read: BodyRead }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append("file", new File([typeof file.content === "string" ? file.content : new Uint8Array(file.content)], file.name, { type: file.type ?? "application/octet-stream" }));
  const encoded = new Response(form);
  const bytes = new Uint8Array(await encoded.arrayBuffer());
  const read: BodyRead = { pulled: 0, cancelled: false };
  // No piece is read ahead: `pulled` is what the route asked for.
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (read.pulled >= bytes.length) return controller.close();
        const piece = bytes.subarray(read.pulled, read.pulled + 65_536);
        read.pulled += piece.length;
        controller.enqueue(piece);
      },
      cancel() {
        read.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  const headers: Record<string, string> = { "Content-Type": encoded.headers.get("content-type")!, Origin: ORIGIN, Cookie: cookie };
  if (announced) headers["Content-Length"] = String(bytes.length);
  return { request: new Request(`${ORIGIN}/cart/import`, { method: "POST", body, headers, duplex: "half" } as RequestInit), read };
}

async function upload(file: { name: string; content: Uint8Array | string } | null, { context = contextFor() } = {}) {
  const cookie = await sessionCookieFor(BUYER);
  const { request } = await multipart({ intent: "file" }, file, cookie);
  return { ...(await settle(() => action({ request, context, params: {} }))), context };
}

async function typed(barcodes: string) {
  const cookie = await sessionCookieFor(BUYER);
  const context = contextFor();
  return { ...(await settle(() => action({ request: postForm("/cart/import", { intent: "typed", barcodes }, { cookie }), context, params: {} }))), context };
}

async function result(location: string | null, email = BUYER) {
  const id = /^\/cart\/import\/(\d+)$/.exec(location ?? "")?.[1];
  expect(id, location ?? "no redirect").toBeDefined();
  const cookie = await sessionCookieFor(email);
  return settle(() => resultLoader({ request: getRequest(`/cart/import/${id}`, { cookie }), context: contextFor(), params: { id: id! } }));
}

const linesOf = (reply: { data: unknown }) => (reply.data as { result: { lines: ImportResultLine[] } }).result.lines;

async function cart() {
  return db()
    .select({ productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.accountId, await accountId(BUYER)))
    .orderBy(cartItems.productId);
}

beforeEach(async () => {
  await db().delete(cartItems);
  await db().delete(cartImports);
});

describe("GET /cart/import", () => {
  it("needs a signed-in buyer", async () => {
    const reply = await settle(() => loader({ request: getRequest("/cart/import"), context: contextFor(), params: {} }));
    expect(reply.status).toBe(302);
  });

  it("shows the page", async () => {
    const cookie = await sessionCookieFor(BUYER);
    const reply = await settle(() => loader({ request: getRequest("/cart/import", { cookie }), context: contextFor(), params: {} }));
    expect(reply.data).toEqual({ title: "Import into the cart – Aigostar" });
  });
});

describe("POST /cart/import with a file", () => {
  it("imports a .csv with a header: quantities added, the minimum when none is given, adjustments and refusals listed", async () => {
    const [a, b, c, d] = await plainProducts(4);
    await db().insert(cartItems).values({ accountId: await accountId(BUYER), productId: d!.id, quantity: d!.minimum });
    const odd = a!.minimum * 3 + 1;
    const csv = [
      "\uFEFFBarcode;Quantity",
      `${a!.barcode};${odd}`,
      `${b!.barcode};`,
      "0000000000000;5",
      "12345;1",
      `${c!.barcode};twelve`,
      `${b!.barcode};4`,
      `"${d!.barcode}";${d!.minimum}`,
    ].join("\r\n");
    const reply = await upload({ name: "codes.csv", content: csv });
    expect(reply.status).toBe(302);
    const page = await result(reply.headers.get("Location"));
    expect(page.status).toBe(200);
    expect(linesOf(page).map((line) => [line.line, line.status, line.reason, line.added])).toEqual([
      [2, "adjusted", "imports:reasons.adjusted", Math.floor(odd / a!.saleDouble) * a!.saleDouble],
      [3, "added", null, b!.minimum],
      [4, "rejected", "imports:reasons.unknownBarcode", null],
      [5, "rejected", "imports:reasons.invalidBarcode", null],
      [6, "rejected", "imports:reasons.notNumber", null],
      [7, "rejected", "imports:reasons.duplicate", null],
      [8, "added", null, d!.minimum],
    ]);
    expect(await cart()).toEqual(
      [
        { productId: a!.id, quantity: Math.floor(odd / a!.saleDouble) * a!.saleDouble },
        { productId: b!.id, quantity: b!.minimum },
        { productId: d!.id, quantity: d!.minimum * 2 },
      ].sort((x, y) => x.productId - y.productId),
    );
  });

  it("imports an .xlsx (numbers as cells) and matches an alternative barcode", async () => {
    const [a, b] = await plainProducts(2);
    await db().update(products).set({ replaceBarcode: "9990000000017" }).where(eq(products.id, b!.id));
    const content = await xlsx([["Barcode", "Quantity"], [Number(a!.barcode), a!.minimum * 2], ["9990000000017", null]]);
    const reply = await upload({ name: "Codes.XLSX", content });
    expect(reply.status).toBe(302);
    const page = await result(reply.headers.get("Location"));
    expect(linesOf(page).map((line) => [line.status, line.productId, line.added])).toEqual([
      ["added", a!.id, a!.minimum * 2],
      ["added", b!.id, b!.minimum],
    ]);
    expect((page.data as { result: { fileName: string } }).result.fileName).toBe("Codes.XLSX");
  });

  it("imports a legacy .xls (BIFF8): numbers, RK numbers and shared strings", async () => {
    const [a, b] = await plainProducts(2);
    const content = legacyXls([
      ["Barcode", "Quantity"],
      [Number(a!.barcode), a!.minimum],
      [b!.barcode, ""],
    ]);
    const reply = await upload({ name: "old.xls", content });
    expect(reply.status).toBe(302);
    const page = await result(reply.headers.get("Location"));
    expect(linesOf(page).map((line) => [line.line, line.status, line.productId, line.added])).toEqual([
      [2, "added", a!.id, a!.minimum],
      [3, "added", b!.id, b!.minimum],
    ]);
  });

  it("refuses out-of-stock and off-market products line by line", async () => {
    const [a, b] = await plainProducts(2);
    await db().update(products).set({ offMarket: true }).where(eq(products.id, a!.id));
    const reply = await upload({ name: "codes.csv", content: `${a!.barcode},${a!.minimum}\n${b!.barcode},999998\n` });
    const page = await result(reply.headers.get("Location"));
    expect(linesOf(page).map((line) => line.reason)).toEqual(["cart:errors.offMarket", "cart:errors.insufficientStock"]);
    expect(await cart()).toEqual([]);
  });

  const refused: [string, () => Promise<{ name: string; content: Uint8Array | string } | null>, string, number][] = [
    ["no file", async () => null, "noFile", 400],
    ["a wrong extension", async () => ({ name: "codes.txt", content: "8435000000017,1" }), "wrongType", 400],
    ["a renamed binary (.csv)", async () => ({ name: "codes.csv", content: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]) }), "wrongType", 400],
    ["a renamed text (.xlsx)", async () => ({ name: "codes.xlsx", content: "8435000000017,1" }), "wrongType", 400],
    ["an .xlsx renamed .csv", async () => ({ name: "codes.csv", content: await xlsx([["8435000000017", 1]]) }), "wrongType", 400],
    ["an empty file", async () => ({ name: "codes.csv", content: "" }), "empty", 400],
    ["a file with only a header", async () => ({ name: "codes.csv", content: "Barcode,Quantity\n\n" }), "empty", 400],
    ["a malformed csv", async () => ({ name: "codes.csv", content: '8435000000017,1\n"8435000000024,2\n' }), "malformed", 400],
    ["csv formulas", async () => ({ name: "codes.csv", content: `8435000000017,1\n"=HYPERLINK(""http://evil.example"",""x"")",1\n` }), "formula", 400],
    ["a DDE formula", async () => ({ name: "codes.csv", content: `=cmd|' /C calc'!A0,1\n` }), "formula", 400],
    ["xlsx formulas", async () => ({ name: "codes.xlsx", content: await xlsx([["8435000000017", { formula: "HYPERLINK(\"http://evil.example\")", result: 1 }]]) }), "formula", 400],
    ["501 barcodes", async () => ({ name: "codes.csv", content: Array.from({ length: 501 }, (_, i) => `${8435000000000 + i},1`).join("\n") }), "tooMany", 400],
    ["a file over 1 MB", async () => ({ name: "codes.csv", content: "8435000000017,1\n".repeat(70_000) }), "tooLarge", 413],
    ["a zip bomb (.xlsx)", async () => ({ name: "codes.xlsx", content: zipWith(Buffer.alloc(64 * 1_048_576)) }), "unreadable", 400],
    ["a zip that lies about its size", async () => ({ name: "codes.xlsx", content: zipWith(Buffer.alloc(8 * 1_048_576), 1000) }), "unreadable", 400],
    ["a broken .xlsx", async () => ({ name: "codes.xlsx", content: new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]) }), "unreadable", 400],
    ["a broken .xls", async () => ({ name: "codes.xls", content: new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]) }), "unreadable", 400],
  ];

  it.each(refused)("refuses %s with a message and adds nothing", async (_name, make, problem, status) => {
    const [a] = await plainProducts(1);
    await db().insert(cartItems).values({ accountId: await accountId(BUYER), productId: a!.id, quantity: a!.minimum });
    const reply = await upload(await make());
    expect(reply.status).toBe(status);
    expect(refusal(reply.data).errors).toEqual({ file: [{ key: `imports:problems.${problem}`, values: { max: 500 } }] });
    expect(reply.context.formFailed).toBe(true);
    expect(await cart()).toEqual([{ productId: a!.id, quantity: a!.minimum }]);
    expect(await db().select().from(cartImports)).toEqual([]);
  });

  it.each([
    ["announced", true, 0],
    ["of unknown length", false, MAX_IMPORT_BODY_BYTES + 65_536],
  ])("answers a 10 MB body %s with 413 without reading it all", async (_name, announced, mostPulled) => {
    const cookie = await sessionCookieFor(BUYER);
    const { request, read } = await multipart({ intent: "file" }, { name: "big.csv", content: new Uint8Array(10 * 1_048_576).fill(0x31) }, cookie, { announced });
    const context = contextFor();
    const reply = await settle(() => action({ request, context, params: {} }));
    expect(reply.status).toBe(413);
    expect(refusal(reply.data).message?.key).toBe("imports:problems.tooLarge");
    expect(read.pulled).toBeLessThanOrEqual(mostPulled);
    expect(read.cancelled).toBe(true);
  });

  it("answers 413 when the server dropped an oversized body", async () => {
    const context = { ...contextFor(), bodyTooLarge: true };
    const reply = await upload({ name: "codes.csv", content: "8435000000017,1" }, { context });
    expect(reply.status).toBe(413);
    expect(refusal(reply.data).message?.key).toBe("imports:problems.tooLarge");
    expect(await cart()).toEqual([]);
  });
});

describe("POST /cart/import with typed barcodes", () => {
  it("adds comma, semicolon and line separated barcodes with optional quantities", async () => {
    const [a, b] = await plainProducts(2);
    const reply = await typed(`${a!.barcode}:${a!.minimum * 2}, ${b!.barcode}\n`);
    expect(reply.status).toBe(302);
    const page = await result(reply.headers.get("Location"));
    expect(linesOf(page).map((line) => [line.status, line.added])).toEqual([
      ["added", a!.minimum * 2],
      ["added", b!.minimum],
    ]);
  });

  it.each([
    ["nothing", " ,; \n", "typedEmpty"],
    ["a formula", "=1+1", "formula"],
    ["501 barcodes", Array.from({ length: 501 }, (_, i) => String(8435000000000 + i)).join(","), "tooMany"],
    ["far too much text", "1".repeat(30_000), "tooMany"],
  ])("refuses %s and keeps what was typed", async (_name, text, problem) => {
    const reply = await typed(text);
    expect(reply.status).toBe(400);
    const refused = refusal(reply.data);
    expect(refused.errors).toEqual({ barcodes: [{ key: `imports:problems.${problem}`, values: { max: 500 } }] });
    expect(refused.typed).toEqual({ intent: "typed", barcodes: text.slice(0, 20_000) });
    expect(await cart()).toEqual([]);
  });
});

describe("a salesman acting for a client", () => {
  it("imports into the client's cart, records himself on the lines and in the audit trail", async () => {
    const [a] = await plainProducts(1);
    const signedIn = (await verifyLogin("sales@demo.test", "Demo12345"))!;
    const client = signedIn.actingAccountId!;
    const cookie = await sessionCookieFor("sales@demo.test");
    const reply = await settle(() => action({ request: postForm("/cart/import", { intent: "typed", barcodes: a!.barcode }, { cookie }), context: contextFor(), params: {} }));
    expect(reply.status).toBe(302);
    const lines = await db().select().from(cartItems).where(eq(cartItems.accountId, client));
    expect(lines).toMatchObject([{ productId: a!.id, salesmanId: signedIn.accountId }]);
    const [saved] = await db().select().from(cartImports);
    expect(saved).toMatchObject({ accountId: client, salesmanId: signedIn.accountId, source: "typed" });
    const audit = await db().select().from(auditEvents).where(and(eq(auditEvents.accountId, client), eq(auditEvents.action, "cart.import")));
    expect(audit).toMatchObject([{ actorId: signedIn.accountId, entityId: String(saved!.id) }]);
  });
});

describe("GET /cart/import/:id", () => {
  it("answers 404 for another account's import and for junk ids", async () => {
    const [a] = await plainProducts(1);
    const reply = await typed(a!.barcode);
    const other = await sessionCookieFor("buyer.es@demo.test");
    const id = /(\d+)$/.exec(reply.headers.get("Location") ?? "")![1]!;
    for (const param of [id, "abc", "99999999"]) {
      const page = await settle(() => resultLoader({ request: getRequest(`/cart/import/${param}`, { cookie: other }), context: contextFor(), params: { id: param } }));
      expect(page.status).toBe(404);
    }
  });
});
