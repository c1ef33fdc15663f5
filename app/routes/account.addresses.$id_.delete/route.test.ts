import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditEvents } from "~/db/schema";
import { verifyLogin } from "~/services/identity/auth.server";
import { addressBookOf } from "~tests/support/addresses";
import { contextFor, getRequest, postForm, sessionCookieFor, settle } from "~tests/support/requests";
import { action, loader } from "./route";

async function confirmPage(email: string, id: string) {
  const cookie = await sessionCookieFor(email);
  return settle(() => loader({ request: getRequest(`/account/addresses/${id}/delete`, { cookie }), context: contextFor(), params: { id } }));
}

async function confirm(email: string, id: string) {
  const cookie = await sessionCookieFor(email);
  return settle(() => action({ request: postForm(`/account/addresses/${id}/delete`, {}, { cookie }), context: contextFor(), params: { id } }));
}

describe("/account/addresses/:id/delete", () => {
  it("asks first: the page shows the address and deletes nothing", async () => {
    const [first] = await addressBookOf("buyer.de@demo.test");
    const reply = await confirmPage("buyer.de@demo.test", String(first!.id));
    expect(reply.status).toBe(200);
    expect((reply.data as { address: { companyName: string } }).address.companyName).toBe(first!.companyName);
    expect(await addressBookOf("buyer.de@demo.test")).toHaveLength(3);
  });

  it("answers 404 to another account's address, on GET and POST, and deletes nothing", async () => {
    const [foreign] = await addressBookOf("buyer.pl@demo.test");
    expect((await confirmPage("buyer.de@demo.test", String(foreign!.id))).status).toBe(404);
    expect((await confirm("buyer.de@demo.test", String(foreign!.id))).status).toBe(404);
    expect((await confirm("buyer.de@demo.test", "not-a-number")).status).toBe(404);
    expect(await addressBookOf("buyer.pl@demo.test")).toHaveLength(2);
  });

  it("deletes on POST; deleting the default passes the flag to the newest remaining address", async () => {
    const [first, second, third] = await addressBookOf("buyer.de@demo.test");
    const reply = await confirm("buyer.de@demo.test", String(second!.id));
    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toBe("/account/addresses?notice=deleted");
    expect((await addressBookOf("buyer.de@demo.test")).map((row) => row.id)).toEqual([first!.id, third!.id]);

    expect((await confirm("buyer.de@demo.test", String(first!.id))).status).toBe(302);
    const left = await addressBookOf("buyer.de@demo.test");
    expect(left.map((row) => [row.id, row.isDefault])).toEqual([[third!.id, true]]);
    // A second confirmation of the same deletion finds nothing.
    expect((await confirm("buyer.de@demo.test", String(first!.id))).status).toBe(404);
  });

  it("records a salesman's deletion in the client's audit trail", async () => {
    const signedIn = (await verifyLogin("sales@demo.test", "Demo12345"))!;
    const client = signedIn.actingAccountId!;
    const book = await db().query.addresses.findMany({ where: (table, { eq: equals }) => equals(table.accountId, client) });
    const target = book.find((row) => !row.isDefault)!;
    expect((await confirm("sales@demo.test", String(target.id))).status).toBe(302);
    const audit = await db().select().from(auditEvents).where(and(eq(auditEvents.accountId, client), eq(auditEvents.action, "address.delete")));
    expect(audit).toMatchObject([{ actorId: signedIn.accountId, entityId: String(target.id) }]);
  });
});
