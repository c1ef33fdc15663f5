import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditEvents, outletLots, products } from "~/db/schema";
import { accountId, contextFor, getRequest, postForm, refusal, sessionCookieFor, settle } from "~tests/support/requests";
import { action, loader } from "./route";

type Page = Awaited<ReturnType<typeof loader>>;

async function open(brand: string, cookie: string) {
  const reply = await settle(() => loader({ request: getRequest(`/office/outlet?brand=${brand}`, { cookie }), context: contextFor(), params: {} }));
  return { ...reply, body: reply.data as Page };
}

async function post(brand: string, fields: Record<string, string>, cookie: string) {
  return settle(() => action({ request: postForm(`/office/outlet?brand=${brand}`, fields, { cookie }), context: contextFor(), params: {} }));
}

describe("/office/outlet", () => {
  it("lists a brand's lots in every state", async () => {
    const page = await open("nobleza", await sessionCookieFor("service@demo.test"));
    expect(page.status).toBe(200);
    expect(new Set(page.body.lots.map((lot) => lot.state))).toEqual(new Set(["open", "soldOut", "closed", "expired", "scheduled"]));
  });

  it("creates a lot of the brand's product by barcode, audited, and closes it", async () => {
    const cookie = await sessionCookieFor("admin@demo.test");
    const staffId = await accountId("admin@demo.test");
    const [product] = await db().select({ barcode: products.barcode }).from(products).where(eq(products.brandKey, "lumora")).limit(1);
    const page = await open("lumora", cookie);
    const created = await post("lumora", { ...page.body.defaults, intent: "create", barcode: product!.barcode, grade: "C", units: "4", reduction: "35", note_en: "Dented lid", note_de: "Delle im Deckel" }, cookie);
    expect(created.status).toBe(302);
    const id = Number(/#lot-(\d+)$/.exec(created.headers.get("Location") ?? "")?.[1]);
    const [lot] = await db().select().from(outletLots).where(eq(outletLots.id, id));
    expect(lot).toMatchObject({ brandKey: "lumora", grade: "C", units: 4, unitsLeft: 4, reductionBp: 3500, note: { en: "Dented lid", de: "Delle im Deckel" }, createdBy: staffId, closedAt: null });
    const [event] = await db().select().from(auditEvents).where(and(eq(auditEvents.entity, "outlet_lot"), eq(auditEvents.action, "outlet.create"))).orderBy(desc(auditEvents.id)).limit(1);
    expect(event).toMatchObject({ actorId: staffId, entityId: String(id) });
    const closed = await post("lumora", { intent: "close", id: String(id) }, cookie);
    expect(closed.headers.get("Location")).toBe("/office/outlet?brand=lumora&notice=closed");
    expect((await db().select({ closedAt: outletLots.closedAt }).from(outletLots).where(eq(outletLots.id, id)))[0]!.closedAt).not.toBeNull();
    // Closing again, or another brand's lot, is a 404.
    expect((await post("lumora", { intent: "close", id: String(id) }, cookie)).status).toBe(404);
    expect((await post("aigostar", { intent: "close", id: "999999999" }, cookie)).status).toBe(404);
  });

  it("refuses bad input field by field, keeping what was typed", async () => {
    const cookie = await sessionCookieFor("service@demo.test");
    const page = await open("aigostar", cookie);
    const bad = await post("aigostar", { ...page.body.defaults, intent: "create", barcode: "<x>", grade: "D", units: "0", reduction: "80", availableFrom: "2026-12-10T10:00", availableUntil: "2026-12-01T10:00", note_en: "" }, cookie);
    expect(bad.status).toBe(400);
    const { errors, typed } = refusal(bad.data);
    expect(Object.keys(errors).sort()).toEqual(["barcode", "grade", "note_en", "reduction", "units"]);
    expect(typed.barcode).toBe("<x>");
    const backwards = await post("aigostar", { ...page.body.defaults, intent: "create", barcode: "1234", grade: "A", units: "3", reduction: "10", availableFrom: "2026-12-10T10:00", availableUntil: "2026-12-01T10:00", note_en: "Box torn" }, cookie);
    expect(Object.keys(refusal(backwards.data).errors)).toEqual(["availableUntil"]);
    const unknown = await post("aigostar", { ...page.body.defaults, intent: "create", barcode: "0000000000000", grade: "A", units: "3", reduction: "10", note_en: "Box torn" }, cookie);
    expect(refusal(unknown.data).errors.barcode?.[0]).toMatchObject({ key: "outlet:office.errors.unknownBarcode" });
    // A barcode of another brand's product is unknown here.
    const [other] = await db().select({ barcode: products.barcode }).from(products).where(eq(products.brandKey, "nobleza")).limit(1);
    const foreign = await post("aigostar", { ...page.body.defaults, intent: "create", barcode: other!.barcode, grade: "A", units: "3", reduction: "10", note_en: "Box torn" }, cookie);
    expect(foreign.status).toBe(400);
    expect((await post("aigostar", { intent: "nope" }, cookie)).status).toBe(400);
  });
});
