import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { type OrderStatus, auditEvents, orders, shippingLabels } from "~/db/schema";
import { LABEL_MAX_BYTES } from "~/domain/shipping-labels";
import { type Storage, configureStorage, localStorage } from "~/services/platform/storage.server";
import { labelPdf } from "../../../scripts/demo/labels";
import { findDemoProducts } from "../../../scripts/demo/states";
import { createOrder } from "~tests/support/orders";
import { ORIGIN, accountId, contextFor, getRequest, postForm, refusal, sessionCookieFor, settle } from "~tests/support/requests";
import { action as detailAction, loader as detailLoader } from "../order.orderDetail/route";
import { loader as fileLoader } from "../order.shippingLabels_.$id.file";
import { action, loader } from "./route";

let folder: string;
let files: Storage;
let pdf: Buffer;

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), "label-files-"));
  files = localStorage(folder);
  configureStorage(files);
  pdf = await labelPdf({ carrierTag: "DHL", trackingNumber: "JD000001", orderNumber: "SO1" });
});

afterAll(async () => {
  configureStorage(undefined);
  await rm(folder, { recursive: true, force: true });
});

type Upload = { name: string; bytes: Uint8Array; type?: string } | null;

function multipart(target: string, fields: Record<string, string>, file: Upload, cookie: string): Request {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("file", file ? new File([new Uint8Array(file.bytes)], file.name, { type: file.type ?? "application/pdf" }) : new File([], ""));
  return new Request(`${ORIGIN}${target}`, { method: "POST", body: form, headers: { Origin: ORIGIN, Cookie: cookie } });
}

async function newOrder(email: string, status: OrderStatus = "submitted") {
  const [productId] = await findDemoProducts(db(), "aigostar", "stockAbove100");
  return createOrder({ email, lines: [{ productId: productId!, quantity: 1 }], status });
}

const detailPath = (orderNumber: string) => `/order/orderDetail?orderNumber=${encodeURIComponent(orderNumber)}`;

async function upload(email: string, orderNumber: string, file: Upload, fields: Record<string, string> = {}, context = contextFor()) {
  const cookie = await sessionCookieFor(email);
  const request = multipart(detailPath(orderNumber), { intent: "upload", orderNumber, carrierTag: "DHL-EXP", trackingNumber: "JD0146", ...fields }, file, cookie);
  return settle(() => detailAction({ request, context, params: {} }));
}

const labelsOf = (orderNumber: string) =>
  db()
    .select({ id: shippingLabels.id, carrierTag: shippingLabels.carrierTag, trackingNumber: shippingLabels.trackingNumber, fileName: shippingLabels.fileName, storageKey: shippingLabels.storageKey, bytes: shippingLabels.bytes })
    .from(shippingLabels)
    .innerJoin(orders, eq(orders.id, shippingLabels.orderId))
    .where(eq(orders.orderNumber, orderNumber))
    .orderBy(shippingLabels.id);

async function download(cookie: string, id: number | string) {
  const response = (await fileLoader({ request: getRequest(`/order/shippingLabels/${id}/file`, { cookie }), context: contextFor(), params: { id: String(id) } }).catch((thrown: unknown) => thrown)) as Response;
  return response;
}

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(64).fill(0)]);

describe("shipping labels on the order detail", () => {
  it("accepts a real PDF: stored, its name cleaned, audited, listed on the order and the labels page, downloadable", async () => {
    const order = await newOrder("buyer.fr@demo.test");
    const reply = await upload("buyer.fr@demo.test", order.orderNumber, { name: "../My DHL label (1).pdf", bytes: pdf });
    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toBe(`${detailPath(order.orderNumber)}&notice=labelAdded#labels`);
    const [label] = await labelsOf(order.orderNumber);
    expect(label).toMatchObject({ carrierTag: "DHL-EXP", trackingNumber: "JD0146", fileName: "My_DHL_label_1.pdf", bytes: pdf.length });
    expect(await files.head(label!.storageKey)).toMatchObject({ size: pdf.length });
    const [event] = await db().select().from(auditEvents).where(and(eq(auditEvents.action, "label.upload"), eq(auditEvents.entityId, String(label!.id))));
    expect(event).toBeDefined();
    const cookie = await sessionCookieFor("buyer.fr@demo.test");
    const page = await settle(() => detailLoader({ request: getRequest(detailPath(order.orderNumber), { cookie }), context: contextFor(), params: {} }));
    expect((page.data as { labels: { id: number }[]; labelsOpen: boolean }).labels.map((each) => each.id)).toEqual([label!.id]);
    const list = (await settle(() => loader({ request: getRequest("/order/shippingLabels", { cookie }), context: contextFor(), params: {} }))).data as Awaited<ReturnType<typeof loader>>;
    expect(list.items[0]).toMatchObject({ id: label!.id, orderNumber: order.orderNumber, carrierTag: "DHL-EXP" });
    const file = await download(cookie, label!.id);
    expect(file.status).toBe(200);
    expect(file.headers.get("Content-Type")).toBe("application/pdf");
    expect(file.headers.get("Cache-Control")).toBe("private, no-store");
    expect(file.headers.get("Content-Disposition")).toMatch(/^attachment; filename="My_DHL_label_1.pdf"/);
    expect(Buffer.from(await file.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it.each([
    ["a PNG renamed .pdf", { name: "label.pdf", bytes: PNG }, "notPdf"],
    ["a text file", { name: "label.pdf", bytes: new TextEncoder().encode("not a label at all %%EOF /Type /Page") }, "notPdf"],
    ["a truncated PDF without %%EOF", { name: "label.pdf", get bytes() { return pdf.subarray(0, pdf.length - 200); } }, "truncated"],
    ["an empty file with a name", { name: "label.pdf", bytes: new Uint8Array() }, "empty"],
  ])("refuses %s with 400, nothing stored, the fields kept", async (_label, file, problem) => {
    const order = await newOrder("buyer.fr@demo.test");
    const reply = await upload("buyer.fr@demo.test", order.orderNumber, file as Upload, { carrierTag: "UPS-STD", trackingNumber: "1Z999" });
    expect(reply.status).toBe(400);
    const { errors, typed } = refusal(reply.data);
    expect(errors.file![0]!.key).toBe(`orders:labels.errors.file.${problem}`);
    expect(typed).toMatchObject({ carrierTag: "UPS-STD", trackingNumber: "1Z999" });
    expect(await labelsOf(order.orderNumber)).toEqual([]);
  });

  it.each([
    ["no carrier tag", { carrierTag: "" }, "carrierTag", "orders:labels.errors.carrierTagRequired"],
    ["a 51-character tracking number", { trackingNumber: "9".repeat(51) }, "trackingNumber", "orders:labels.errors.trackingNumberTooLong"],
    ["a NUL in the tracking number (PostgreSQL's text refuses it)", { trackingNumber: "JD\u00000146" }, "trackingNumber", "orders:labels.errors.controlCharacters"],
    ["a line break in the carrier tag", { carrierTag: "DHL\nEXP" }, "carrierTag", "orders:labels.errors.controlCharacters"],
  ])("refuses %s with 400 and asks for the file again", async (_label, fields, field, key) => {
    const order = await newOrder("buyer.fr@demo.test");
    const reply = await upload("buyer.fr@demo.test", order.orderNumber, { name: "l.pdf", bytes: pdf }, fields);
    expect(reply.status).toBe(400);
    const { errors } = refusal(reply.data);
    expect(errors[field]![0]!.key).toBe(key);
    expect(errors.file![0]!.key).toBe("orders:labels.errors.file.again");
  });

  it("refuses a file over 20 MB with 413, and a body the server dropped with the fields sent before the file kept", async () => {
    const order = await newOrder("buyer.fr@demo.test");
    const big = new Uint8Array(LABEL_MAX_BYTES + 1);
    big.set(pdf.subarray(0, 64));
    const reply = await upload("buyer.fr@demo.test", order.orderNumber, { name: "big.pdf", bytes: big });
    expect(reply.status).toBe(413);
    expect(refusal(reply.data).errors.file![0]!.key).toBe("orders:labels.errors.file.tooLarge");
    // The HTTP layer read and dropped a body over the route's limit, keeping its first bytes.
    const cookie = await sessionCookieFor("buyer.fr@demo.test");
    const sent = multipart(detailPath(order.orderNumber), { intent: "upload", orderNumber: order.orderNumber, carrierTag: "DPD-CLASSIC", trackingNumber: "0534 998" }, { name: "big.pdf", bytes: big }, cookie);
    const head = new Uint8Array(await sent.clone().arrayBuffer()).slice(0, 16 * 1024);
    const dropped = await settle(() =>
      detailAction({ request: postForm(detailPath(order.orderNumber), {}, { cookie, headers: { "Content-Type": sent.headers.get("content-type")! } }), context: { ...contextFor(), bodyTooLarge: true, bodyHead: head }, params: {} }),
    );
    expect(dropped.status).toBe(413);
    const { errors, typed } = refusal(dropped.data);
    expect(errors.file![0]!.key).toBe("orders:labels.errors.file.tooLarge");
    expect(typed).toMatchObject({ intent: "upload", carrierTag: "DPD-CLASSIC", trackingNumber: "0534 998" });
    expect(await labelsOf(order.orderNumber)).toEqual([]);
  });

  it("takes at most 10 labels an order: the 11th is refused with 409", async () => {
    const order = await newOrder("buyer.de@demo.test");
    for (let index = 0; index < 10; index += 1) expect((await upload("buyer.de@demo.test", order.orderNumber, { name: `p${index}.pdf`, bytes: pdf }, { trackingNumber: `T${index}` })).status).toBe(302);
    const reply = await upload("buyer.de@demo.test", order.orderNumber, { name: "p11.pdf", bytes: pdf });
    expect(reply.status).toBe(409);
    expect(refusal(reply.data).message!.key).toBe("orders:labels.errors.full");
    expect(await labelsOf(order.orderNumber)).toHaveLength(10);
  });

  it("replaces the fields and the file, and deletes, while the order is open; the old files go", async () => {
    const order = await newOrder("buyer.de@demo.test", "unshipped");
    await upload("buyer.de@demo.test", order.orderNumber, { name: "first.pdf", bytes: pdf });
    const [label] = await labelsOf(order.orderNumber);
    const cookie = await sessionCookieFor("buyer.de@demo.test");
    const other = await labelPdf({ carrierTag: "GLS", trackingNumber: "GLS-2", orderNumber: order.orderNumber });
    const replaced = await settle(() =>
      detailAction({ request: multipart(detailPath(order.orderNumber), { intent: "replace", labelId: String(label!.id), carrierTag: "GLS", trackingNumber: "GLS-2" }, { name: "second.pdf", bytes: other }, cookie), context: contextFor(), params: {} }),
    );
    expect(replaced.status).toBe(302);
    const [after] = await labelsOf(order.orderNumber);
    expect(after).toMatchObject({ id: label!.id, carrierTag: "GLS", trackingNumber: "GLS-2", fileName: "second.pdf", bytes: other.length });
    expect(await files.head(label!.storageKey)).toBeNull();
    // Fields only: the file stays.
    await settle(() => detailAction({ request: multipart(detailPath(order.orderNumber), { intent: "replace", labelId: String(label!.id), carrierTag: "GLS-X", trackingNumber: "GLS-3" }, null, cookie), context: contextFor(), params: {} }));
    expect((await labelsOf(order.orderNumber))[0]).toMatchObject({ carrierTag: "GLS-X", fileName: "second.pdf", storageKey: after!.storageKey });
    const deleted = await settle(() => detailAction({ request: postForm(detailPath(order.orderNumber), { intent: "delete", labelId: String(label!.id) }, { cookie }), context: contextFor(), params: {} }));
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("Location")).toContain("notice=labelDeleted");
    expect(await labelsOf(order.orderNumber)).toEqual([]);
    expect(await files.head(after!.storageKey)).toBeNull();
    const actions = await db().select({ action: auditEvents.action }).from(auditEvents).where(and(eq(auditEvents.entity, "shipping_label"), eq(auditEvents.entityId, String(label!.id))));
    expect(actions.map((row) => row.action).sort()).toEqual(["label.delete", "label.replace", "label.replace", "label.upload"]);
  });

  it("once the order is shipped (or cancelled) its labels are read-only: upload, replace and delete answer 409", async () => {
    const order = await newOrder("buyer.nl@demo.test");
    await upload("buyer.nl@demo.test", order.orderNumber, { name: "a.pdf", bytes: pdf });
    const [label] = await labelsOf(order.orderNumber);
    await db().update(orders).set({ status: "shipped" }).where(eq(orders.orderNumber, order.orderNumber));
    const cookie = await sessionCookieFor("buyer.nl@demo.test");
    const added = await upload("buyer.nl@demo.test", order.orderNumber, { name: "b.pdf", bytes: pdf });
    expect(added.status).toBe(409);
    expect(refusal(added.data).message!.key).toBe("orders:labels.errors.closed");
    const replaced = await settle(() => detailAction({ request: multipart(detailPath(order.orderNumber), { intent: "replace", labelId: String(label!.id), carrierTag: "X", trackingNumber: "Y" }, null, cookie), context: contextFor(), params: {} }));
    expect(replaced.status).toBe(409);
    const deleted = await settle(() => detailAction({ request: postForm(detailPath(order.orderNumber), { intent: "delete", labelId: String(label!.id) }, { cookie }), context: contextFor(), params: {} }));
    expect(deleted.status).toBe(409);
    expect(await labelsOf(order.orderNumber)).toHaveLength(1);
    const page = await settle(() => detailLoader({ request: getRequest(detailPath(order.orderNumber), { cookie }), context: contextFor(), params: {} }));
    expect(page.data).toMatchObject({ labelsOpen: false, labelRoom: false });
    // The download still works.
    expect((await download(cookie, label!.id)).status).toBe(200);
  });

  it("another account's order or label is a 404 for upload, replace, delete and download", async () => {
    const order = await newOrder("buyer.pt@demo.test");
    await upload("buyer.pt@demo.test", order.orderNumber, { name: "a.pdf", bytes: pdf });
    const [label] = await labelsOf(order.orderNumber);
    expect((await upload("buyer.fr@demo.test", order.orderNumber, { name: "b.pdf", bytes: pdf })).status).toBe(404);
    const cookie = await sessionCookieFor("buyer.fr@demo.test");
    const replaced = await settle(() => detailAction({ request: multipart(detailPath(order.orderNumber), { intent: "replace", labelId: String(label!.id), carrierTag: "X", trackingNumber: "Y" }, null, cookie), context: contextFor(), params: {} }));
    expect(replaced.status).toBe(404);
    const deleted = await settle(() => detailAction({ request: postForm(detailPath(order.orderNumber), { intent: "delete", labelId: String(label!.id) }, { cookie }), context: contextFor(), params: {} }));
    expect(deleted.status).toBe(404);
    for (const junk of ["abc", "0", "-1", "99999999999"]) {
      expect((await settle(() => detailAction({ request: postForm(detailPath(order.orderNumber), { intent: "delete", labelId: junk }, { cookie }), context: contextFor(), params: {} }))).status).toBe(404);
    }
    expect(await labelsOf(order.orderNumber)).toHaveLength(1);
    const file = await download(cookie, label!.id);
    expect(file.status).toBe(404);
    expect(file.headers.get("Content-Type")).toMatch(/text\/html/);
    for (const junk of ["abc", "0", "99999999999"]) expect((await download(cookie, junk)).status).toBe(404);
  });

  it("downloads: the owner, a salesman acting for the owner, customer service and the administrator; another salesman's client and a signed-out visitor not", async () => {
    const order = await newOrder("buyer.es@demo.test");
    // The salesman acting for buyer.es uploads it (audited as his).
    const reply = await upload("sales@demo.test", order.orderNumber, { name: "es.pdf", bytes: pdf });
    expect(reply.status).toBe(302);
    const [label] = await labelsOf(order.orderNumber);
    const [event] = await db().select().from(auditEvents).where(and(eq(auditEvents.action, "label.upload"), eq(auditEvents.entityId, String(label!.id))));
    expect(event).toMatchObject({ accountId: await accountId("buyer.es@demo.test"), actorId: await accountId("sales@demo.test") });
    for (const email of ["buyer.es@demo.test", "sales@demo.test", "service@demo.test", "admin@demo.test"]) {
      const response = await download(await sessionCookieFor(email), label!.id);
      expect(response.status, email).toBe(200);
      await response.arrayBuffer();
    }
    expect((await download(await sessionCookieFor("buyer.it@demo.test"), label!.id)).status).toBe(404);
    const anonymous = await download("", label!.id);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toMatch(/^\/login/);
  });

  it("the labels page uploads to an order chosen in the form, and lists only open orders", async () => {
    const order = await newOrder("buyer.gb@demo.test");
    const cookie = await sessionCookieFor("buyer.gb@demo.test");
    const page = (await settle(() => loader({ request: getRequest("/order/shippingLabels", { cookie }), context: contextFor(), params: {} }))).data as Awaited<ReturnType<typeof loader>>;
    expect(page.orders).toContain(order.orderNumber);
    const open = await db().select({ orderNumber: orders.orderNumber, status: orders.status }).from(orders).where(eq(orders.accountId, await accountId("buyer.gb@demo.test")));
    expect(page.orders.sort()).toEqual(open.filter((row) => row.status === "submitted" || row.status === "unshipped").map((row) => row.orderNumber).sort());
    const reply = await settle(() => action({ request: multipart("/order/shippingLabels", { intent: "upload", orderNumber: order.orderNumber, carrierTag: "DHL", trackingNumber: "GB1" }, { name: "gb.pdf", bytes: pdf }, cookie), context: contextFor(), params: {} }));
    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toBe("/order/shippingLabels?notice=labelAdded");
    const missing = await settle(() => action({ request: multipart("/order/shippingLabels", { intent: "upload", orderNumber: "", carrierTag: "DHL", trackingNumber: "GB1" }, { name: "gb.pdf", bytes: pdf }, cookie), context: contextFor(), params: {} }));
    expect(missing.status).toBe(400);
    expect(refusal(missing.data).errors.orderNumber![0]!.key).toBe("orders:labels.errors.order");
  });
});
