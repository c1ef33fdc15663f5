import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, asc, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { imagePermissions, productDocuments, products, stock } from "~/db/schema";
import { type Storage, configureStorage, localStorage } from "~/services/platform/storage.server";
import { type TestApiClient, apiRequest, callHeadersOf, createApiClient, read, tokenFor } from "~tests/support/api";
import { picture } from "~tests/support/images";
import { expectDocumented } from "~tests/support/openapi";
import { findDemoProducts } from "../../scripts/demo/states";
import { demoDocuments } from "../../scripts/demo/downloads";
import { loader as unknownLoader } from "./api.[v1.0].$";
import { loader as categoriesLoader } from "./api.[v1.0].categories";
import { loader as openApiLoader } from "./api.[v1.0].openapi[.json]";
import { loader as productLoader } from "./api.[v1.0].products_.$id";
import { loader as documentLoader } from "./api.[v1.0].products_.$id_.documents.$documentId";
import { loader as imagesLoader } from "./api.[v1.0].products_.$id_.images";
import { loader as imageLoader } from "./api.[v1.0].products_.$id_.images_.$n";
import { loader as productStockLoader } from "./api.[v1.0].products_.$id_.stock";
import { loader as stockLoader } from "./api.[v1.0].stock";

// The API's resources other than the product list (decision 0107), each answer checked against
// the OpenAPI document, each with its scope, 404 and 422.

let folder: string;
let files: Storage;

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), "api-files-"));
  files = localStorage(folder);
  configureStorage(files);
  for (const document of await demoDocuments()) if (document.brandKey === "aigostar") await files.put(document.key, document.bytes);
});

afterAll(async () => {
  configureStorage(undefined);
  await rm(folder, { recursive: true, force: true });
});

type Loader = (args: { request: Request; context: never; params: Record<string, string> }) => Promise<Response>;
const call = (loader: unknown, url: string, headers: Record<string, string>, params: Record<string, string> = {}) =>
  read((loader as Loader)({ request: apiRequest(url, headers), context: {} as never, params }));

async function clientWithToken(email: string, options: Parameters<typeof createApiClient>[1] = {}) {
  const client = await createApiClient(email, options);
  return { client, token: await tokenFor(client) };
}

const anyProduct = async (brand = "aigostar") => (await db().select({ id: products.id }).from(products).where(eq(products.brandKey, brand)).orderBy(asc(products.id)).limit(1))[0]!.id;

type Detail = { id: number; subBarcodes: string[]; usage: string; documents: { id: number; url: string; fileName: string }[]; parameters?: unknown[]; links: { images: string; stock: string } };

describe("GET /api/v1.0/products/{id}", () => {
  it("gives the product with sub-barcodes, usage and documents; parameters only with the parameters scope", async () => {
    const [id] = await findDemoProducts(db(), "aigostar", "subBarcodes");
    const withParams = await clientWithToken("buyer.es@demo.test");
    const reply = await call(productLoader, `/products/${id}`, callHeadersOf(withParams.client, withParams.token, { "Accept-Language": "es" }), { id: String(id) });
    expect(reply.status).toBe(200);
    expectDocumented("/products/{id}", 200, reply.body);
    const detail = (reply.body as { data: Detail }).data;
    expect(detail.subBarcodes.length).toBeGreaterThan(0);
    expect(detail.parameters?.length).toBeGreaterThan(0);
    expect(detail.links).toEqual({ images: `/api/v1.0/products/${id}/images`, stock: `/api/v1.0/products/${id}/stock` });
    const [stored] = await db().select({ names: products.names }).from(products).where(eq(products.id, id!));
    expect((reply.body as { data: { name: string } }).data.name).toBe(stored!.names.es ?? stored!.names.en);

    const basic = await clientWithToken("buyer.it@demo.test", { scopes: ["products"] });
    const without = await call(productLoader, `/products/${id}`, callHeadersOf(basic.client, basic.token), { id: String(id) });
    expectDocumented("/products/{id}", 200, without.body);
    expect((without.body as { data: Detail }).data.parameters).toBeUndefined();
  });

  it("404 40401 for an unknown id, another brand's product and one outside the sales scope; 422 for a malformed id", async () => {
    const { client, token } = await clientWithToken("buyer.nl@demo.test");
    const headers = callHeadersOf(client, token);
    const foreign = await anyProduct("nobleza");
    for (const id of ["2147480000", String(foreign)]) {
      const reply = await call(productLoader, `/products/${id}`, headers, { id });
      expect(reply.status).toBe(404);
      expectDocumented("/products/{id}", 404, reply.body);
      expect(reply.body).toMatchObject({ code: 40401 });
    }
    const [outside] = await db()
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.brandKey, "aigostar"), sql`not exists (
        with recursive up(id, parent_id) as (select c.id, c.parent_id from categories c where c.id = ${products.categoryId}
          union all select c.id, c.parent_id from categories c join up on c.id = up.parent_id)
        select 1 from up join sales_scope_categories sc on sc.category_id = up.id join companies co on co.sales_scope_id = sc.scope_id
        join accounts a on a.company_id = co.id where a.email = 'buyer.nl@demo.test')`))
      .limit(1);
    expect((await call(productLoader, `/products/${outside!.id}`, headers, { id: String(outside!.id) })).status).toBe(404);
    const malformed = await call(productLoader, "/products/abc", headers, { id: "abc" });
    expect(malformed.status).toBe(422);
    expectDocumented("/products/{id}", 422, malformed.body);
    expect(malformed.body).toMatchObject({ code: 42201, details: [{ path: "id" }] });
  });

  it("serves a listed document with the token, and nobody else's", async () => {
    const { client, token } = await clientWithToken("buyer.es@demo.test");
    const [row] = await db().select({ id: productDocuments.id, productId: productDocuments.productId, bytes: productDocuments.bytes }).from(productDocuments).innerJoin(products, eq(products.id, productDocuments.productId)).where(eq(products.brandKey, "aigostar")).limit(1);
    const detail = await call(productLoader, `/products/${row!.productId}`, callHeadersOf(client, token), { id: String(row!.productId) });
    const listed = (detail.body as { data: Detail }).data.documents.find((document) => document.id === row!.id)!;
    expect(listed.url).toBe(`/api/v1.0/products/${row!.productId}/documents/${row!.id}`);
    const params = { id: String(row!.productId), documentId: String(row!.id) };
    const file = await (documentLoader as unknown as Loader)({ request: apiRequest(listed.url.replace("/api/v1.0", ""), callHeadersOf(client, token)), context: {} as never, params });
    expect(file.status).toBe(200);
    expect((await file.arrayBuffer()).byteLength).toBe(row!.bytes);
    expect(file.headers.get("Content-Disposition")).toContain("attachment");
    const other = await clientWithToken("buyer.fr@demo.test", { brand: "nobleza" });
    expect((await call(documentLoader, listed.url.replace("/api/v1.0", ""), callHeadersOf(other.client, other.token), params)).status).toBe(404);
  });
});

describe("pictures: /products/{id}/images and their bytes", () => {
  async function productWithPicture(): Promise<{ id: number; key: string; source: Buffer }> {
    const [row] = await db().select({ id: products.id, images: products.images }).from(products).where(and(eq(products.brandKey, "aigostar"), sql`cardinality(${products.images}) > 0`)).limit(1);
    const key = `media/${row!.images[0]}`;
    const source = await picture(400, 300, key.endsWith(".webp") ? "webp" : key.endsWith(".png") ? "png" : "jpeg");
    await files.put(key, source);
    return { id: row!.id, key, source };
  }

  const ask = (client: TestApiClient, token: string, id: number, n: number, extra: Record<string, string> = {}) =>
    (imageLoader as unknown as Loader)({ request: apiRequest(`/products/${id}/images/${n}`, callHeadersOf(client, token, extra)), context: {} as never, params: { id: String(id), n: String(n) } });

  it("lists absolute addresses, watermarked for an account not approved, and serves the marked copy, kept in storage", async () => {
    const { id, source } = await productWithPicture();
    const { client, token } = await clientWithToken("buyer.es@demo.test");
    await db().delete(imagePermissions).where(eq(imagePermissions.accountId, client.accountId));
    const list = await call(imagesLoader, `/products/${id}/images`, callHeadersOf(client, token), { id: String(id) });
    expect(list.status).toBe(200);
    expectDocumented("/products/{id}/images", 200, list.body);
    const data = (list.body as { data: { watermarked: boolean; images: { position: number; url: string }[] } }).data;
    expect(data.watermarked).toBe(true);
    expect(data.images[0]).toEqual({ position: 1, url: `http://localhost:3000/api/v1.0/products/${id}/images/1` });

    const first = await ask(client, token, id, 1);
    expect(first.status).toBe(200);
    expect(first.headers.get("Content-Type")).toMatch(/^image\/(webp|png|jpeg)$/);
    const marked = Buffer.from(await first.arrayBuffer());
    expect(marked.equals(source)).toBe(false);
    expect(await sharp(marked).metadata()).toMatchObject({ width: 400, height: 300 });
    const kept: string[] = [];
    for await (const key of files.list("api-images")) kept.push(key);
    expect(kept.length).toBe(1);
    const again = await ask(client, token, id, 1, { "If-None-Match": first.headers.get("ETag")! });
    expect(again.status).toBe(304);
  });

  it("serves the picture as stored to an account approved for unwatermarked images", async () => {
    const { id, source } = await productWithPicture();
    const { client, token } = await clientWithToken("buyer.de@demo.test");
    await db().insert(imagePermissions).values({ accountId: client.accountId, purpose: "website", status: "approved", decidedAt: new Date(), decidedBy: "test" });
    const list = await call(imagesLoader, `/products/${id}/images`, callHeadersOf(client, token), { id: String(id) });
    expect((list.body as { data: { watermarked: boolean } }).data.watermarked).toBe(false);
    const plain = await ask(client, token, id, 1);
    expect(Buffer.from(await plain.arrayBuffer()).equals(source)).toBe(true);
  });

  it("403 40301 without the images scope; 404 for a position past the last picture", async () => {
    const { id } = await productWithPicture();
    const basic = await clientWithToken("buyer.pt@demo.test", { scopes: ["products"] });
    const refused = await call(imagesLoader, `/products/${id}/images`, callHeadersOf(basic.client, basic.token), { id: String(id) });
    expect(refused.status).toBe(403);
    expectDocumented("/products/{id}/images", 403, refused.body);
    const full = await clientWithToken("buyer.pt@demo.test");
    const past = await read(ask(full.client, full.token, id, 99));
    expect(past.status).toBe(404);
    expectDocumented("/products/{id}/images/{n}", 404, past.body);
  });
});

describe("stock: /stock and /products/{id}/stock", () => {
  it("pages through the brand's stock by cursor and gives one product's, as documented", async () => {
    const { client, token } = await clientWithToken("buyer.gb@demo.test");
    const seen = new Set<number>();
    let cursor: string | null = null;
    do {
      const reply = await call(stockLoader, `/stock?limit=40${cursor ? `&cursor=${cursor}` : ""}`, callHeadersOf(client, token));
      expect(reply.status).toBe(200);
      expectDocumented("/stock", 200, reply.body);
      const data = (reply.body as { data: { items: { productId: number }[]; nextCursor: string | null } }).data;
      for (const item of data.items) seen.add(item.productId);
      cursor = data.nextCursor;
    } while (cursor);
    const [count] = await db().select({ n: sql<number>`count(*)::int` }).from(stock).innerJoin(products, eq(products.id, stock.productId)).where(eq(products.brandKey, "aigostar"));
    expect(seen.size).toBe(count!.n);

    const [unlimited] = await findDemoProducts(db(), "aigostar", "unlimitedStock");
    const one = await call(productStockLoader, `/products/${unlimited}/stock`, callHeadersOf(client, token), { id: String(unlimited) });
    expectDocumented("/products/{id}/stock", 200, one.body);
    expect((one.body as { data: unknown }).data).toMatchObject({ productId: unlimited, unlimited: true, available: 999_999 });
  });

  it("gives what changed since a time", async () => {
    const { client, token } = await clientWithToken("buyer.es@demo.test");
    const since = new Date().toISOString();
    const [target] = await findDemoProducts(db(), "aigostar", "normal");
    await db().update(stock).set({ available: sql`${stock.available} + 1` }).where(eq(stock.productId, target!));
    const reply = await call(stockLoader, `/stock?updatedSince=${encodeURIComponent(since)}`, callHeadersOf(client, token));
    expect((reply.body as { data: { items: { productId: number }[] } }).data.items.map((item) => item.productId)).toEqual([target]);
  });

  it("403 40301 without the stock scope", async () => {
    const { client, token } = await clientWithToken("buyer.it@demo.test", { scopes: ["products"] });
    const reply = await call(stockLoader, "/stock", callHeadersOf(client, token));
    expect(reply.body).toMatchObject({ code: 40301 });
    expectDocumented("/stock", 403, reply.body);
  });
});

describe("GET /api/v1.0/categories", () => {
  it("gives the brand's three-level tree in the request's language", async () => {
    const { client, token } = await clientWithToken("buyer.fr@demo.test", { scopes: ["categories"] });
    const reply = await call(categoriesLoader, "/categories", callHeadersOf(client, token, { "Accept-Language": "fr" }));
    expect(reply.status).toBe(200);
    expectDocumented("/categories", 200, reply.body);
    const tree = (reply.body as { data: { id: number; children: { children: unknown[] }[] }[] }).data;
    expect(tree.length).toBeGreaterThan(0);
    expect(tree.some((top) => top.children.some((middle) => middle.children.length > 0))).toBe(true);
    const withoutScope = await clientWithToken("buyer.fr@demo.test", { scopes: ["products"] });
    expect((await call(categoriesLoader, "/categories", callHeadersOf(withoutScope.client, withoutScope.token))).status).toBe(403);
  });
});

describe("the document and unknown addresses", () => {
  it("serves the OpenAPI 3.1 document with a validator", async () => {
    const reply = await read(openApiLoader({ request: new Request("http://localhost:3000/api/v1.0/openapi.json"), context: {} as never, params: {} }));
    expect(reply.status).toBe(200);
    const document = reply.body as { openapi: string; paths: Record<string, unknown>; components: { schemas: { Error: { properties: { code: { anyOf: { const: number }[] } } } } } };
    expect(document.openapi).toBe("3.1.0");
    expect(Object.keys(document.paths).sort()).toEqual(
      ["/categories", "/oauth/token", "/products", "/products/{id}", "/products/{id}/documents/{documentId}", "/products/{id}/images", "/products/{id}/images/{n}", "/products/{id}/stock", "/stock"].sort(),
    );
    expect(document.components.schemas.Error.properties.code.anyOf.map((entry) => entry.const)).toEqual([40101, 40102, 40301, 40302, 40303, 40401, 40501, 42201, 42202, 42901, 50001]);
    const again = await read(openApiLoader({ request: new Request("http://localhost:3000/api/v1.0/openapi.json", { headers: { "If-None-Match": reply.headers.get("ETag")! } }), context: {} as never, params: {} }));
    expect(again.status).toBe(304);
  });

  it("answers an unknown address below /api/v1.0 with 404 40401 in the envelope", async () => {
    const reply = await read(unknownLoader({ request: apiRequest("/nope", { "Accept-Language": "it" }), context: {} as never, params: { "*": "nope" } }));
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({ code: 40401, message: "Non trovato." });
  });
});
