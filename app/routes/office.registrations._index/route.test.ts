import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { accounts, auditEvents, companies } from "~/db/schema";
import { listRegistrations } from "~/services/office/registrations.server";
import { accountId, contextFor, getRequest, postForm, refusal, sessionCookieFor, settle } from "~tests/support/requests";
import { action, loader } from "./route";

type ListData = Awaited<ReturnType<typeof loader>>;

async function list(path: string, cookie: string) {
  const reply = await settle(() => loader({ request: getRequest(path, { cookie }), context: contextFor(), params: {} }));
  return { ...reply, body: reply.data as ListData };
}

async function post(fields: Record<string, string | string[]>, cookie: string) {
  return settle(() => action({ request: postForm("/office/registrations", fields, { cookie }), context: contextFor(), params: {} }));
}

const emails = (body: ListData) => body.items.map((item) => item.email);

describe("/office/registrations", () => {
  it("lists pending registrations by default, oldest first, with company, country, VAT and e-mail confirmation", async () => {
    const cookie = await sessionCookieFor("service@demo.test");
    const { status, body } = await list("/office/registrations", cookie);
    expect(status).toBe(200);
    expect(body.title).toBe("Registrations – Aigostar");
    expect(body.state).toBe("pending");
    expect(emails(body)).toEqual(["unofficial@demo.test", "pending.fr@demo.test", "pending.de@demo.test", "pending.it@demo.test", "pending.es@demo.test", "pending.pl@demo.test"]);
    expect(body.items[1]).toMatchObject({ companyName: "Provence Électroménager SAS", country: "France", vatNumber: "FR40303265045", emailConfirmed: false });
  });

  it("lists the refused and the approved ones", async () => {
    const cookie = await sessionCookieFor("admin@demo.test");
    expect(emails((await list("/office/registrations?state=refused", cookie)).body)).toEqual(["refused@demo.test"]);
    const official = (await list("/office/registrations?state=official", cookie)).body;
    expect(emails(official)).toContain("buyer.de@demo.test");
    expect(emails(official)).not.toContain("unofficial@demo.test");
  });

  it.each([
    ["company", "provence", ["pending.fr@demo.test"]],
    ["e-mail", "PENDING.DE@", ["pending.de@demo.test"]],
    ["company, another", "bianchi", ["pending.it@demo.test"]],
    ["VAT number", "DE8115", ["pending.de@demo.test"]],
    ["a LIKE wildcard taken literally", "%", []],
  ])("searches by %s", async (_label, q, expected) => {
    const cookie = await sessionCookieFor("service@demo.test");
    const { body } = await list(`/office/registrations?q=${encodeURIComponent(q)}`, cookie);
    expect(emails(body)).toEqual(expected);
    expect(body.q).toBe(q);
  });

  it("searches by country code (two letters, exact)", async () => {
    const cookie = await sessionCookieFor("service@demo.test");
    expect(emails((await list("/office/registrations?state=refused&q=pl", cookie)).body)).toEqual(["refused@demo.test"]);
    expect(emails((await list("/office/registrations?state=refused&q=FR", cookie)).body)).toEqual([]);
  });

  it("reads a crafted address as the defaults, never failing", async () => {
    const cookie = await sessionCookieFor("service@demo.test");
    const { status, body } = await list(`/office/registrations?state=evil&page=-4&q=${"x".repeat(5000)}`, cookie);
    expect(status).toBe(200);
    expect(body).toMatchObject({ state: "pending", page: 1, q: "" });
  });

  it("pages the list", async () => {
    const first = await listRegistrations({ state: "official", page: 1, pageSize: 3 });
    const second = await listRegistrations({ state: "official", page: 2, pageSize: 3 });
    const beyond = await listRegistrations({ state: "official", page: 999, pageSize: 3 });
    expect(first.items).toHaveLength(3);
    expect(second.items.map((item) => item.accountId)).not.toContain(first.items[0]!.accountId);
    expect(beyond.page).toBe(first.lastPage);
  });

  it("approves the selected ones, each on its own, and says how many were left as they were", async () => {
    const cookie = await sessionCookieFor("service@demo.test");
    const ids = [await accountId("unofficial@demo.test"), await accountId("pending.de@demo.test"), await accountId("buyer.de@demo.test")];
    const reply = await post({ intent: "approveSelected", accountId: [...ids.map(String), "2000000000"], back: "/office/registrations?q=e&notice=bulkApproved&approved=9" }, cookie);
    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toBe("/office/registrations?q=e&notice=bulkApproved&approved=2&skipped=2");
    const rows = await db().select({ official: companies.official }).from(accounts).innerJoin(companies, eq(companies.id, accounts.companyId)).where(inArray(accounts.id, ids));
    expect(rows.every((row) => row.official)).toBe(true);
    const events = await db().select().from(auditEvents).where(inArray(auditEvents.accountId, ids));
    expect(events.filter((event) => event.action === "registration.approve")).toHaveLength(2);
  });

  it("sends the answer back to the list only", async () => {
    const cookie = await sessionCookieFor("service@demo.test");
    const reply = await post({ intent: "approveSelected", accountId: String(await accountId("buyer.it@demo.test")), back: "https://evil.example/office/registrations" }, cookie);
    expect(reply.headers.get("Location")).toBe("/office/registrations?notice=bulkApproved&approved=0&skipped=1");
  });

  it.each([
    ["none ticked", { intent: "approveSelected" }, "accountId", "office:registrations.errors.noneSelected"],
    ["a crafted id", { intent: "approveSelected", accountId: ["12", "x"] }, "accountId[1]", "office:registrations.errors.invalid"],
    ["too many", { intent: "approveSelected", accountId: Array.from({ length: 101 }, (_, index) => String(index + 1)) }, "accountId", "office:registrations.errors.tooMany"],
    ["an unknown intent", { intent: "deleteAll" }, "intent", "office:registrations.errors.invalid"],
  ])("refuses %s with 400, keeping the ticks", async (_label, fields, field, key) => {
    const cookie = await sessionCookieFor("service@demo.test");
    const reply = await post(fields, cookie);
    expect(reply.status).toBe(400);
    const { errors } = refusal(reply.data);
    expect(errors[field]?.[0]?.key).toBe(key);
  });
});
