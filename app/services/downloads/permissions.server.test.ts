import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditEvents, imagePermissions, messages } from "~/db/schema";
import { actorFor, salesmanActingFor } from "~tests/support/requests";
import { decidePermission, imagePermission, requestUnwatermarked } from "./permissions.server";

// SPEC.md: under review → approved, or review failed with a reason (the buyer may resubmit).
// The demo buyers de, fr and it hold the demo's permissions; these tests use the other accounts.

describe("requesting unwatermarked images", () => {
  it("goes under review, is refused with a reason, asked again, and approved", async () => {
    const actor = await actorFor("buyer.pt@demo.test");
    expect(await imagePermission(actor.accountId)).toEqual({ state: "none", purpose: null, note: "", reason: null, requestedAt: null, decidedAt: null });

    const first = await requestUnwatermarked(actor, { purpose: "website", note: "  For www.lar-e-luz.example  " });
    expect(first).toMatchObject({ ok: true });
    expect(await imagePermission(actor.accountId)).toMatchObject({ state: "review", purpose: "website", note: "For www.lar-e-luz.example", reason: null, decidedAt: null });
    expect(await requestUnwatermarked(actor, { purpose: "customers", note: "" })).toEqual({ ok: false, problem: { key: "underReview" } });

    expect(await decidePermission({ email: "BUYER.PT@demo.test", decision: "refuse", reason: "  The web shop could not be found  ", decidedBy: "cs@shop.example" })).toMatchObject({
      status: "refused",
      email: "buyer.pt@demo.test",
    });
    expect(await imagePermission(actor.accountId)).toMatchObject({ state: "refused", reason: "The web shop could not be found" });

    const second = await requestUnwatermarked(actor, { purpose: "customers", note: "Catalogue for our retailers" });
    expect(second).toMatchObject({ ok: true });
    expect(await imagePermission(actor.accountId)).toMatchObject({ state: "review", purpose: "customers", reason: null });

    expect(await decidePermission({ email: "buyer.pt@demo.test", decision: "approve", decidedBy: "cs@shop.example" })).toMatchObject({ status: "approved", email: "buyer.pt@demo.test" });
    expect(await imagePermission(actor.accountId)).toMatchObject({ state: "approved", purpose: "customers", reason: null });
    expect(await requestUnwatermarked(actor, { purpose: "website", note: "" })).toEqual({ ok: false, problem: { key: "alreadyApproved" } });

    const rows = await db().select().from(imagePermissions).where(eq(imagePermissions.accountId, actor.accountId)).orderBy(imagePermissions.id);
    expect(rows.map((row) => [row.status, row.decidedBy])).toEqual([
      ["refused", "cs@shop.example"],
      ["approved", "cs@shop.example"],
    ]);
    // The buyer is mailed each decision in his language (Portuguese), the refusal with its reason.
    const mails = await db().select({ kind: messages.kind, subject: messages.subject, body: messages.body, status: messages.deliveryStatus }).from(messages).where(and(eq(messages.accountId, actor.accountId), like(messages.kind, "imagePermission%"))).orderBy(messages.id);
    expect(mails.map((mail) => [mail.kind, mail.subject, mail.status])).toEqual([
      ["imagePermissionRefused", "O seu pedido de imagens sem marca de água não foi aprovado", "queued"],
      ["imagePermissionApproved", "O seu pedido de imagens sem marca de água foi aprovado", "queued"],
    ]);
    expect(mails[0]!.body).toContain("Motivo: The web shop could not be found");
    const events = await db().select().from(auditEvents).where(eq(auditEvents.accountId, actor.accountId)).orderBy(auditEvents.id);
    expect(events.filter((event) => event.action.startsWith("imagePermission.")).map((event) => [event.action, event.details])).toEqual([
      ["imagePermission.request", { purpose: "website" }],
      [
        "imagePermission.refuse",
        { decidedBy: "cs@shop.example", reason: "The web shop could not be found", before: { state: "review", reason: null }, after: { state: "refused", reason: "The web shop could not be found" } },
      ],
      ["imagePermission.request", { purpose: "customers" }],
      ["imagePermission.approve", { decidedBy: "cs@shop.example", reason: null, before: { state: "review", reason: null }, after: { state: "approved", reason: null } }],
    ]);
  });

  it("refuses an unknown purpose and a note over 500 characters, storing nothing", async () => {
    const actor = await actorFor("buyer.gb@demo.test");
    expect(await requestUnwatermarked(actor, { purpose: "print", note: "" })).toEqual({ ok: false, problem: { key: "purpose" } });
    expect(await requestUnwatermarked(actor, { purpose: "website", note: "x".repeat(501) })).toEqual({ ok: false, problem: { key: "noteTooLong", max: 500 } });
    expect(await requestUnwatermarked(actor, { purpose: "website", note: "x".repeat(500) })).toMatchObject({ ok: true });
    expect(await db().select().from(imagePermissions).where(eq(imagePermissions.accountId, actor.accountId))).toHaveLength(1);
  });

  it("keeps one request under review when the form is sent twice at once", async () => {
    const actor = await actorFor("buyer.mx@demo.test");
    const outcomes = await Promise.all([1, 2, 3].map(() => requestUnwatermarked(actor, { purpose: "website", note: "" })));
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(await db().select().from(imagePermissions).where(eq(imagePermissions.accountId, actor.accountId))).toHaveLength(1);
  });

  it("is asked by a salesman for his client: the client's request, the salesman recorded and audited", async () => {
    const { actor, salesmanId, clientId: client } = await salesmanActingFor("sales@demo.test", "buyer.nl@demo.test");
    expect(await requestUnwatermarked(actor, { purpose: "customers", note: "" })).toMatchObject({ ok: true });
    const [row] = await db().select().from(imagePermissions).where(eq(imagePermissions.accountId, client));
    expect(row).toMatchObject({ salesmanId, status: "review" });
    const [event] = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.accountId, client), eq(auditEvents.action, "imagePermission.request")));
    expect(event!.actorId).toBe(salesmanId);
  });
});

describe("deciding", () => {
  it("decides only a request under review; says so for an unknown email, an office account and a reason too long", async () => {
    expect(await decidePermission({ email: "box@demo.test", decision: "approve", decidedBy: "x" })).toEqual({ status: "notUnderReview", state: "none", email: "box@demo.test" });
    expect(await decidePermission({ email: "nobody@nowhere.example", decision: "approve", decidedBy: "x" })).toEqual({ status: "unknown" });
    expect(await decidePermission({ email: "sales@demo.test", decision: "refuse", decidedBy: "x" })).toEqual({ status: "salesman" });
    expect(await decidePermission({ email: "box@demo.test", decision: "refuse", reason: "r".repeat(501), decidedBy: "x" })).toEqual({ status: "reasonTooLong" });
    const actor = await actorFor("box@demo.test");
    await requestUnwatermarked(actor, { purpose: "website", note: "" });
    expect(await decidePermission({ email: "box@demo.test", decision: "approve", decidedBy: "x" })).toMatchObject({ status: "approved" });
    expect(await decidePermission({ email: "box@demo.test", decision: "refuse", reason: "late", decidedBy: "x" })).toEqual({ status: "notUnderReview", state: "approved", email: "box@demo.test" });
  });
});
