import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditEvents, imagePermissions } from "~/db/schema";
import { requestUnwatermarked } from "~/services/downloads/permissions.server";
import { loader as unwatermarkedPage, action as unwatermarkedAction } from "~/routes/downloadCenter_.unwatermarked/route";
import { accountId, actorFor, contextFor, getRequest, postForm, refusal, sessionCookieFor, settle } from "~tests/support/requests";
import { action, loader } from "./route";

type Details = Awaited<ReturnType<typeof loader>>;
const pathOf = (id: number | string) => `/office/images/${id}`;

async function open(id: number | string, cookie: string) {
  const reply = await settle(() => loader({ request: getRequest(pathOf(id), { cookie }), context: contextFor(), params: { id: String(id) } }));
  return { ...reply, body: reply.data as Details };
}

async function post(id: number | string, fields: Record<string, string>, cookie: string) {
  return settle(() => action({ request: postForm(pathOf(id), fields, { cookie }), context: contextFor(), params: { id: String(id) } }));
}

async function ask(email: string) {
  const asked = await requestUnwatermarked(await actorFor(email), { purpose: "website", note: "www.shop.example" });
  if (!asked.ok) throw new Error(`${email} could not ask`);
  return asked.id;
}

const rowOf = async (id: number) => (await db().select().from(imagePermissions).where(eq(imagePermissions.id, id)))[0]!;
const demoRequest = async (status: "review" | "approved" | "refused") => (await db().select({ id: imagePermissions.id }).from(imagePermissions).where(eq(imagePermissions.status, status)).orderBy(imagePermissions.id).limit(1))[0]!.id;

describe("/office/images/:id", () => {
  it("shows the request: buyer, company, purpose, note, dates and state", async () => {
    const cookie = await sessionCookieFor("service@demo.test");
    const { status, body } = await open(await demoRequest("refused"), cookie);
    expect(status).toBe(200);
    expect(body.title).toBe("Image request: Casa & Cucina Forniture S.r.l. – Aigostar");
    expect(body.imageRequest).toMatchObject({ email: "buyer.it@demo.test", fullName: "Marco Rossi", country: "Italy", state: "refused", purpose: "website", latest: true, others: [] });
    expect(body.imageRequest.reason).toContain("web shop");
    expect(body.imageRequest.decided).toMatch(/\d/);
  });

  it.each(["0", "-1", "abc", "99999999999", "1e3", String(2 ** 31)])("answers an id that is no number in range (%s) with 404", async (raw) => {
    const cookie = await sessionCookieFor("service@demo.test");
    expect((await open(raw, cookie)).status).toBe(404);
    expect((await post(raw, { intent: "approve" }, cookie)).status).toBe(404);
  });

  it("answers an unknown request with 404, GET and POST", async () => {
    const cookie = await sessionCookieFor("admin@demo.test");
    expect((await open(2_000_000_000, cookie)).status).toBe(404);
    expect((await post(2_000_000_000, { intent: "approve" }, cookie)).status).toBe(404);
    expect((await post(2_000_000_000, { intent: "refuse", reason: "No." }, cookie)).status).toBe(404);
  });

  it("answers a buyer and a salesman 403", async () => {
    const id = await demoRequest("review");
    for (const email of ["buyer.fr@demo.test", "sales@demo.test"]) {
      const cookie = await sessionCookieFor(email);
      expect((await open(id, cookie)).status).toBe(403);
      expect((await post(id, { intent: "approve" }, cookie)).status).toBe(403);
    }
  });

  it("approves: recorded with the staff member, audited with before and after", async () => {
    const id = await ask("buyer.gb@demo.test");
    const cookie = await sessionCookieFor("service@demo.test");
    const reply = await post(id, { intent: "approve" }, cookie);
    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toBe(`${pathOf(id)}?notice=approved`);
    expect(await rowOf(id)).toMatchObject({ status: "approved", decidedBy: "Elena Ruiz", reason: null });
    const [event] = await db().select().from(auditEvents).where(and(eq(auditEvents.entity, "image_permission"), eq(auditEvents.entityId, String(id)))).orderBy(desc(auditEvents.id)).limit(1);
    expect(event).toMatchObject({ actorId: await accountId("service@demo.test"), accountId: await accountId("buyer.gb@demo.test"), action: "imagePermission.approve", details: { before: { state: "review", reason: null }, after: { state: "approved", reason: null } } });
    // Deciding again: the request is no longer under review (409), nothing changes.
    const again = await post(id, { intent: "refuse", reason: "Changed my mind" }, cookie);
    expect(again.status).toBe(409);
    expect(refusal(again.data).message?.key).toBe("office:image.errors.notUnderReview");
    expect(refusal(again.data).typed.reason).toBe("Changed my mind");
    expect((await rowOf(id)).status).toBe("approved");
  });

  it("refuses with a reason the buyer reads on the download centre; the buyer asks again; the page lists the earlier request", async () => {
    const email = "buyer.pt@demo.test";
    const id = await ask(email);
    const cookie = await sessionCookieFor("admin@demo.test");
    const reply = await post(id, { intent: "refuse", reason: "  Please name the web shop.  " }, cookie);
    expect(reply.headers.get("Location")).toBe(`${pathOf(id)}?notice=refused`);
    expect(await rowOf(id)).toMatchObject({ status: "refused", reason: "Please name the web shop.", decidedBy: "Pablo Ortega" });
    const [event] = await db().select().from(auditEvents).where(and(eq(auditEvents.entity, "image_permission"), eq(auditEvents.entityId, String(id)))).orderBy(desc(auditEvents.id)).limit(1);
    expect(event!.details).toMatchObject({ before: { state: "review", reason: null }, after: { state: "refused", reason: "Please name the web shop." } });

    // The buyer's side: the reason shown, and a new request taken.
    const buyer = await sessionCookieFor(email);
    const page = await settle(() => unwatermarkedPage({ request: getRequest("/downloadCenter/unwatermarked", { cookie: buyer }), context: contextFor(), params: {} }));
    expect((page.data as { permission: { status: string; reason: string | null } }).permission).toMatchObject({ status: "refused", reason: "Please name the web shop." });
    const again = await settle(() => unwatermarkedAction({ request: postForm("/downloadCenter/unwatermarked", { purpose: "website", note: "www.lar-e-luz.example" }, { cookie: buyer }), context: contextFor(), params: {} }));
    expect(again.status).toBe(302);
    const [latest] = await db().select({ id: imagePermissions.id, status: imagePermissions.status }).from(imagePermissions).where(eq(imagePermissions.accountId, await accountId(email))).orderBy(desc(imagePermissions.id)).limit(1);
    expect(latest).toMatchObject({ status: "review" });
    expect(latest!.id).not.toBe(id);

    const newer = (await open(latest!.id, cookie)).body.imageRequest;
    expect(newer.others.map((other) => [other.id, other.state, other.reason])).toEqual([[id, "refused", "Please name the web shop."]]);
    const older = (await open(id, cookie)).body.imageRequest;
    expect(older.latest).toBe(false);
  });

  it.each([
    ["missing", {}, "office:queue.errors.reasonRequired"],
    ["blank", { reason: "   " }, "office:queue.errors.reasonRequired"],
    ["too long", { reason: "x".repeat(501) }, "office:queue.errors.reasonTooLong"],
    ["a NUL", { reason: "bad\u0000reason" }, "office:queue.errors.reasonInvalid"],
  ])("refuses a refusal whose reason is %s with 400, keeping what was typed", async (_label, fields, key) => {
    const id = await demoRequest("review");
    const cookie = await sessionCookieFor("service@demo.test");
    const reply = await post(id, { intent: "refuse", ...fields }, cookie);
    expect(reply.status).toBe(400);
    const { errors, typed } = refusal(reply.data);
    expect(errors.reason?.[0]?.key).toBe(key);
    if ("reason" in fields) expect(typed.reason).toBe(fields.reason);
    expect((await rowOf(id)).status).toBe("review");
  });

  it("refuses an unknown intent with 400", async () => {
    const cookie = await sessionCookieFor("service@demo.test");
    expect((await post(await demoRequest("review"), { intent: "delete" }, cookie)).status).toBe(400);
  });
});
