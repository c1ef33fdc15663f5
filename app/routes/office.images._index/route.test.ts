import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditEvents, imagePermissions } from "~/db/schema";
import { requestUnwatermarked } from "~/services/downloads/permissions.server";
import { accountId, actorFor, contextFor, getRequest, postForm, refusal, sessionCookieFor, settle } from "~tests/support/requests";
import { action, loader } from "./route";

type ListData = Awaited<ReturnType<typeof loader>>;

async function list(path: string, cookie: string) {
  const reply = await settle(() => loader({ request: getRequest(path, { cookie }), context: contextFor(), params: {} }));
  return { ...reply, body: reply.data as ListData };
}

async function post(fields: Record<string, string | string[]>, cookie: string) {
  return settle(() => action({ request: postForm("/office/images", fields, { cookie }), context: contextFor(), params: {} }));
}

const emails = (body: ListData) => body.items.map((item) => item.email);

/** A fresh request under review of the account (the demo's buyers de, fr and it hold the demo's requests). */
async function ask(email: string) {
  const actor = await actorFor(email);
  const asked = await requestUnwatermarked(actor, { purpose: "customers", note: "For our retailers" });
  if (!asked.ok) throw new Error(`${email} could not ask`);
  return asked.id;
}

describe("/office/images", () => {
  it("lists the requests under review by default, with company, e-mail, purpose and date", async () => {
    const cookie = await sessionCookieFor("service@demo.test");
    const { status, body } = await list("/office/images", cookie);
    expect(status).toBe(200);
    expect(body.title).toBe("Unwatermarked image requests – Aigostar");
    expect(body.state).toBe("review");
    expect(emails(body)).toEqual(["buyer.fr@demo.test"]);
    expect(body.items[0]).toMatchObject({ companyName: "Maison Électro Distribution SARL", purpose: "customers", note: "Catalogue for our retail customers", decidedAt: null });
  });

  it("lists the approved and the refused ones, with the reason", async () => {
    const cookie = await sessionCookieFor("admin@demo.test");
    expect(emails((await list("/office/images?state=approved", cookie)).body)).toEqual(["buyer.de@demo.test"]);
    const refused = (await list("/office/images?state=refused", cookie)).body;
    expect(emails(refused)).toEqual(["buyer.it@demo.test"]);
    expect(refused.items[0]!.reason).toContain("web shop");
  });

  it.each([
    ["company", "maison", ["buyer.fr@demo.test"]],
    ["e-mail", "BUYER.FR@", ["buyer.fr@demo.test"]],
    ["no match", "Becker", []],
    ["a LIKE wildcard taken literally", "%", []],
  ])("searches by %s", async (_label, q, expected) => {
    const cookie = await sessionCookieFor("service@demo.test");
    const { body } = await list(`/office/images?q=${encodeURIComponent(q)}`, cookie);
    expect(emails(body)).toEqual(expected);
    expect(body.q).toBe(q);
  });

  it("reads a crafted address as the defaults, never failing", async () => {
    const cookie = await sessionCookieFor("service@demo.test");
    const { status, body } = await list(`/office/images?state=evil&page=-4&q=${"x".repeat(5000)}`, cookie);
    expect(status).toBe(200);
    expect(body).toMatchObject({ state: "review", page: 1, q: "" });
  });

  it("approves the selected ones, each on its own, and lists those left as they were with why", async () => {
    const cookie = await sessionCookieFor("service@demo.test");
    const staffId = await accountId("service@demo.test");
    const first = await ask("buyer.gb@demo.test");
    const second = await ask("buyer.pt@demo.test");
    const [approved] = await db().select({ id: imagePermissions.id }).from(imagePermissions).where(eq(imagePermissions.status, "approved"));
    const reply = await post({ intent: "approveSelected", id: [String(first), String(second), String(approved!.id), "2000000000"], back: "/office/images?q=e&notice=bulkApproved&approved=9" }, cookie);
    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toBe(`/office/images?q=e&notice=bulkApproved&approved=2&notUnderReview=${approved!.id}&unknown=2000000000`);
    const rows = await db().select({ id: imagePermissions.id, status: imagePermissions.status, decidedBy: imagePermissions.decidedBy }).from(imagePermissions).where(eq(imagePermissions.accountId, (await actorFor("buyer.gb@demo.test")).accountId));
    expect(rows).toEqual([{ id: first, status: "approved", decidedBy: "Elena Ruiz" }]);
    const [event] = await db().select().from(auditEvents).where(and(eq(auditEvents.entity, "image_permission"), eq(auditEvents.entityId, String(second)), eq(auditEvents.action, "imagePermission.approve")));
    expect(event).toMatchObject({ actorId: staffId, action: "imagePermission.approve", details: { before: { state: "review" }, after: { state: "approved" } } });
    // The list shows the answer: the count and the request left as it was.
    const shown = (await list(reply.headers.get("Location")!, cookie)).body;
    expect(shown.notice).toEqual({ approved: 2, notUnderReview: [approved!.id], unknown: [2000000000] });
  });

  it("sends the answer back to the list only", async () => {
    const cookie = await sessionCookieFor("service@demo.test");
    const reply = await post({ intent: "approveSelected", id: "2000000000", back: "https://evil.example/office/images" }, cookie);
    expect(reply.headers.get("Location")).toBe("/office/images?notice=bulkApproved&approved=0&unknown=2000000000");
  });

  it.each([
    ["none ticked", { intent: "approveSelected" }, "id", "office:images.errors.noneSelected"],
    ["a crafted id", { intent: "approveSelected", id: ["12", "x"] }, "id[1]", "office:images.errors.invalid"],
    ["too many", { intent: "approveSelected", id: Array.from({ length: 101 }, (_, index) => String(index + 1)) }, "id", "office:images.errors.tooMany"],
  ])("refuses %s with 400", async (_label, fields, field, key) => {
    const cookie = await sessionCookieFor("service@demo.test");
    const reply = await post(fields, cookie);
    expect(reply.status).toBe(400);
    expect(refusal(reply.data).errors[field]?.[0]?.key).toBe(key);
  });

  it("answers a buyer and a salesman 403", async () => {
    for (const email of ["buyer.de@demo.test", "sales@demo.test"]) {
      const cookie = await sessionCookieFor(email);
      expect((await list("/office/images", cookie)).status).toBe(403);
      expect((await post({ intent: "approveSelected", id: "1" }, cookie)).status).toBe(403);
    }
  });
});
