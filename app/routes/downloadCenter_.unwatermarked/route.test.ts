import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditEvents, imagePermissions } from "~/db/schema";
import { MAX_PERMISSION_NOTE_CHARS } from "~/domain/downloads";
import { decidePermission } from "~/services/downloads/permissions.server";
import { accountId, contextFor, getRequest, postForm, refusal, sessionCookieFor, settle } from "~tests/support/requests";
import { loader as guideLoader } from "../downloadCenter_.guide/route";
import { action, loader } from "./route";

// The request for unwatermarked images (decision 0103): purpose and note; under review, refused
// with a reason (ask again), approved (staff decide with `npm run images`, decidePermission here).

async function page(email: string) {
  const answer = await settle(async () => loader({ request: getRequest("/downloadCenter/unwatermarked", { cookie: await sessionCookieFor(email) }), context: contextFor(), params: {} }));
  return answer.data as Awaited<ReturnType<typeof loader>>;
}

async function ask(email: string, fields: Record<string, string>) {
  const context = contextFor();
  const request = postForm("/downloadCenter/unwatermarked", fields, { cookie: await sessionCookieFor(email) });
  return { ...(await settle(() => action({ request, context, params: {} }))), context };
}

describe("/downloadCenter/unwatermarked", () => {
  it("asks, is under review, is refused with a reason, asks again, is approved", async () => {
    const email = "buyer.gb@demo.test";
    expect(await page(email)).toMatchObject({ title: "Images without watermark – Aigostar", permission: { status: "none", date: null, reason: null }, noteMax: MAX_PERMISSION_NOTE_CHARS });

    const sent = await ask(email, { purpose: "website", note: "  https://shop.example  " });
    expect(sent.status).toBe(302);
    expect(sent.headers.get("Location")).toBe("/downloadCenter/unwatermarked?notice=sent");
    const [row] = await db().select().from(imagePermissions).where(eq(imagePermissions.accountId, await accountId(email))).orderBy(desc(imagePermissions.id));
    expect(row).toMatchObject({ purpose: "website", note: "https://shop.example", status: "review" });
    expect((await page(email)).permission).toMatchObject({ status: "review", reason: null });
    expect((await page(email)).permission.date).toMatch(/\d{4}/);

    const again = await ask(email, { purpose: "customers", note: "" });
    expect(again.status).toBe(409);
    expect(refusal(again.data).errors[""]).toEqual([{ key: "downloads:permission.problems.underReview" }]);

    expect(await decidePermission({ email, decision: "refuse", reason: "No shop address", decidedBy: "test" })).toMatchObject({ status: "refused" });
    expect((await page(email)).permission).toMatchObject({ status: "refused", reason: "No shop address" });
    expect((await ask(email, { purpose: "customers", note: "Our catalogue" })).status).toBe(302);
    expect(await decidePermission({ email, decision: "approve", decidedBy: "test" })).toMatchObject({ status: "approved" });
    expect((await page(email)).permission).toMatchObject({ status: "approved", reason: null });
    const approved = await ask(email, { purpose: "website", note: "" });
    expect(refusal(approved.data).errors[""]).toEqual([{ key: "downloads:permission.problems.alreadyApproved" }]);
    const audited = await db().select({ action: auditEvents.action }).from(auditEvents).where(eq(auditEvents.accountId, await accountId(email)));
    expect(audited.map((event) => event.action)).toEqual(expect.arrayContaining(["imagePermission.request", "imagePermission.refuse", "imagePermission.approve"]));
  });

  it.each([
    ["no purpose", { purpose: "", note: "x" }, "purpose", { key: "downloads:permission.problems.purpose" }],
    ["an unknown purpose", { purpose: "resale", note: "x" }, "purpose", { key: "downloads:permission.problems.purpose" }],
    ["a note too long", { purpose: "website", note: "x".repeat(MAX_PERMISSION_NOTE_CHARS + 1) }, "note", { key: "downloads:permission.problems.noteTooLong", values: { max: MAX_PERMISSION_NOTE_CHARS } }],
  ])("refuses %s beside its field, keeping what was typed", async (_, fields, field, message) => {
    const answer = await ask("buyer.mx@demo.test", fields);
    expect(answer.status).toBe(400);
    expect(refusal(answer.data).errors[field]).toEqual([message]);
    expect(refusal(answer.data).typed).toMatchObject({ note: fields.note });
    expect(answer.context.formFailed).toBe(true);
    expect(await db().select().from(imagePermissions).where(eq(imagePermissions.accountId, await accountId("buyer.mx@demo.test")))).toEqual([]);
  });
});

describe("/downloadCenter/guide", () => {
  it("is a page of its own for a signed-in buyer", async () => {
    const answer = await settle(async () => guideLoader({ request: getRequest("/downloadCenter/guide", { cookie: await sessionCookieFor("buyer.gb@demo.test") }), context: contextFor(), params: {} }));
    expect(answer.data).toEqual({ title: "How the download centre works – Aigostar", days: { fileDays: 7, recordDays: 30 } });
    const anonymous = await settle(() => guideLoader({ request: getRequest("/downloadCenter/guide"), context: contextFor(), params: {} }));
    expect(anonymous.status).toBe(302);
  });
});
