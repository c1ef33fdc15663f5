import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditEvents } from "~/db/schema";
import { AUDIT_ENTITIES, KNOWN_AUDIT_ACTIONS, detailsOf, listAuditEvents } from "~/services/office/audit-log.server";
import { recordAudit } from "~/services/platform/audit.server";
import { accountId, contextFor, getRequest, sessionCookieFor, settle } from "~tests/support/requests";
import { loader } from "./route";

type LogData = Awaited<ReturnType<typeof loader>>;

async function open(path: string, email = "service@demo.test") {
  const reply = await settle(async () => loader({ request: getRequest(path, { cookie: await sessionCookieFor(email) }), context: contextFor(), params: {} }));
  return { ...reply, body: reply.data as LogData };
}

describe("/office/audit", () => {
  it("(first, before this file writes its own) names in words every action and entity the demo's services wrote, and links the queues', orders' and content's events to their pages", async () => {
    const written = await db().selectDistinct({ action: auditEvents.action, entity: auditEvents.entity }).from(auditEvents);
    expect(written.length).toBeGreaterThan(5);
    expect(written.map((row) => row.action).filter((action) => !(KNOWN_AUDIT_ACTIONS as readonly string[]).includes(action))).toEqual([]);
    expect(written.map((row) => row.entity).filter((entity) => entity !== null && !(AUDIT_ENTITIES as readonly string[]).includes(entity))).toEqual([]);

    const service = await accountId("service@demo.test");
    const buyer = await accountId("buyer.nl@demo.test");
    await recordAudit({ accountId: buyer, actorId: service, action: "imagePermission.approve", entity: "image_permission", entityId: 12 });
    await recordAudit({ accountId: buyer, actorId: service, action: "apiApplication.revoke", entity: "api_application", entityId: 3 });
    await recordAudit({ accountId: buyer, actorId: service, action: "order.status", entity: "order", entityId: "AG-2026-000123" });
    await recordAudit({ accountId: null, actorId: service, action: "help.publish", entity: "help_article", entityId: 4 });
    const { body } = await open(`/office/audit?staff=${service}`);
    const hrefOf = (action: string) => body.items.find((item) => item.action === action);
    expect(hrefOf("imagePermission.approve")).toMatchObject({ known: true, href: "/office/images/12" });
    expect(hrefOf("apiApplication.revoke")).toMatchObject({ known: true, href: "/office/api/3" });
    expect(hrefOf("order.status")).toMatchObject({ known: true, href: "/office/orders?q=AG-2026-000123" });
    expect(hrefOf("help.publish")).toMatchObject({ known: true, href: "/office/content/help/4" });
  });

  it("lists the events newest first: who, the action in words, the entity's office page, the changes", async () => {
    const admin = await accountId("admin@demo.test");
    const pending = await accountId("pending.it@demo.test");
    await recordAudit({ accountId: pending, actorId: admin, action: "registration.refuse", entity: "company", entityId: 77, details: { before: { state: "pending", refusalReason: null }, after: { state: "refused", refusalReason: "No VAT" } } });
    await recordAudit({ accountId: null, actorId: null, action: "staff.disable", entity: "account", entityId: admin, details: { before: { disabled: false }, after: { disabled: true } } });
    const { status, body } = await open("/office/audit");
    expect(status).toBe(200);
    expect(body.title).toBe("Audit log – Aigostar");
    const [newest, next] = body.items;
    expect(newest).toMatchObject({ actorName: null, action: "staff.disable", known: true, href: `/office/staff/${admin}`, details: [{ field: "disabled", before: "false", after: "true" }] });
    expect(next).toMatchObject({ actorName: "Pablo Ortega", accountEmail: "pending.it@demo.test", action: "registration.refuse", href: `/office/registrations/${pending}` });
    // Only what changed is listed.
    expect(next!.details).toEqual([
      { field: "state", before: "pending", after: "refused" },
      { field: "refusalReason", before: null, after: "No VAT" },
    ]);
    expect(body.items.map((item) => item.at)).toEqual([...body.items.map((item) => item.at)].sort().reverse());
  });

  it("filters by staff member, the command line, account e-mail, action, entity and days", async () => {
    const service = await accountId("service@demo.test");
    const buyer = await accountId("buyer.nl@demo.test");
    await recordAudit({ accountId: buyer, actorId: service, action: "order.cancel", entity: "order", entityId: 5 });
    await recordAudit({ accountId: null, actorId: null, action: "staff.create", entity: "account", entityId: 1 });
    const today = new Date().toISOString().slice(0, 10);
    const byStaff = (await open(`/office/audit?staff=${service}`)).body;
    expect(byStaff.items.length).toBeGreaterThan(0);
    expect(byStaff.items.every((item) => item.actorName === "Elena Ruiz")).toBe(true);
    expect((await open("/office/audit?staff=cli")).body.items.every((item) => item.actorName === null)).toBe(true);
    const byAccount = (await open("/office/audit?account=BUYER.NL%40")).body;
    expect(byAccount.items.length).toBeGreaterThan(0);
    expect(byAccount.items.every((item) => item.accountEmail === "buyer.nl@demo.test")).toBe(true);
    expect((await open("/office/audit?account=%25")).body.total).toBe(0);
    const byAction = (await open("/office/audit?action=order.cancel&entity=order")).body;
    expect(byAction.items.length).toBeGreaterThan(0);
    expect(byAction.items.every((item) => item.action === "order.cancel" && item.entity === "order")).toBe(true);
    expect(byAction.filter).toMatchObject({ action: "order.cancel", entity: "order" });
    expect((await open(`/office/audit?from=${today}&to=${today}&action=order.cancel`)).body.total).toBe(byAction.total);
    expect((await open(`/office/audit?to=2000-01-01`)).body.total).toBe(0);
    expect((await open(`/office/audit?from=2999-01-01`)).body.total).toBe(0);
  });

  it("reads a crafted address as no filter, never failing", async () => {
    const { status, body } = await open(`/office/audit?staff=evil&account=${"x".repeat(400)}&action=%3Cscript%3E&entity=a%20b&from=2026-02-30&to=yesterday&page=-3`);
    expect(status).toBe(200);
    expect(body.filter).toEqual({ staff: "", account: "", action: "", entity: "", from: "", to: "" });
    expect(body.page).toBe(1);
  });

  it("pages by fifty, the last page for one beyond it", async () => {
    for (let index = 0; index < 55; index += 1) await recordAudit({ accountId: null, actorId: null, action: "paging.test", entity: "account", entityId: index });
    const first = await listAuditEvents({ filter: { action: "paging.test" }, page: 1 });
    const second = await listAuditEvents({ filter: { action: "paging.test" }, page: 2 });
    expect(first.items).toHaveLength(50);
    expect(second.items).toHaveLength(first.total - 50);
    expect(second.items.map((item) => item.id)).not.toContain(first.items[0]!.id);
    expect((await listAuditEvents({ filter: { action: "paging.test" }, page: 99 })).page).toBe(first.lastPage);
    const { body } = await open("/office/audit?action=paging.test&page=2", "admin@demo.test");
    expect(body).toMatchObject({ page: 2, lastPage: 2 });
    // An action the page has no words for is shown as its code.
    expect(body.items[0]).toMatchObject({ action: "paging.test", known: false, href: null });
  });

  it("never shows a secret, only that it is there", () => {
    expect(detailsOf({ before: { passwordHash: "abc", role: "service" }, after: { passwordHash: "def", role: "admin" } })).toEqual([
      { field: "passwordHash", before: "•••", after: "•••" },
      { field: "role", before: "service", after: "admin" },
    ]);
    expect(detailsOf({ clientSecret: "s3cret", token: "t", note: "x" })).toEqual([
      { field: "clientSecret", before: null, after: "•••" },
      { field: "token", before: null, after: "•••" },
      { field: "note", before: null, after: "x" },
    ]);
    expect(detailsOf(null)).toEqual([]);
    expect(detailsOf({ after: { text: "y".repeat(500) } })[0]!.after).toHaveLength(200);
  });

});
