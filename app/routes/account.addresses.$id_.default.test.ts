import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditEvents } from "~/db/schema";
import { verifyLogin } from "~/services/identity/auth.server";
import { addressBookOf } from "~tests/support/addresses";
import { contextFor, postForm, sessionCookieFor, settle } from "~tests/support/requests";
import { action } from "./account.addresses.$id_.default";

async function makeDefault(email: string, id: string, signedIn?: string) {
  const cookie = signedIn ?? (await sessionCookieFor(email));
  return settle(() => action({ request: postForm(`/account/addresses/${id}/default`, {}, { cookie }), context: contextFor(), params: { id } }));
}

describe("POST /account/addresses/:id/default", () => {
  it("moves the default flag: always exactly one default", async () => {
    const [first, second] = await addressBookOf("buyer.mx@demo.test");
    expect([first!.isDefault, second!.isDefault]).toEqual([true, false]);
    const reply = await makeDefault("buyer.mx@demo.test", String(second!.id));
    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toBe("/account/addresses?notice=defaultSet");
    expect((await addressBookOf("buyer.mx@demo.test")).map((row) => row.isDefault)).toEqual([false, true]);
    // Again on the same address: still one default.
    expect((await makeDefault("buyer.mx@demo.test", String(second!.id))).status).toBe(302);
    expect((await addressBookOf("buyer.mx@demo.test")).filter((row) => row.isDefault)).toHaveLength(1);
  });

  it("keeps exactly one default when several requests race", async () => {
    const book = await addressBookOf("box@demo.test");
    const cookie = await sessionCookieFor("box@demo.test");
    const replies = await Promise.all([...book, ...book, ...book].map((row) => makeDefault("box@demo.test", String(row.id), cookie)));
    expect(replies.map((reply) => reply.status)).toEqual(replies.map(() => 302));
    expect((await addressBookOf("box@demo.test")).filter((row) => row.isDefault)).toHaveLength(1);
  });

  it("answers 404 to another account's address and leaves both books alone", async () => {
    const [, foreign] = await addressBookOf("buyer.pt@demo.test");
    expect((await makeDefault("buyer.mx@demo.test", String(foreign!.id))).status).toBe(404);
    expect((await addressBookOf("buyer.pt@demo.test")).map((row) => row.isDefault)).toEqual([true, false]);
    expect((await makeDefault("buyer.mx@demo.test", "12abc")).status).toBe(404);
  });

  it("a salesman acting for a client records his id and an audit row", async () => {
    const signedIn = (await verifyLogin("sales@demo.test", "Demo12345"))!;
    const client = signedIn.actingAccountId!;
    const book = await db().query.addresses.findMany({ where: (table, { eq: equals }) => equals(table.accountId, client) });
    const target = book.find((row) => !row.isDefault)!;
    expect((await makeDefault("sales@demo.test", String(target.id))).status).toBe(302);
    const after = await db().query.addresses.findFirst({ where: (table, { eq: equals }) => equals(table.id, target.id) });
    expect(after).toMatchObject({ isDefault: true, salesmanId: signedIn.accountId });
    const audit = await db().select().from(auditEvents).where(and(eq(auditEvents.accountId, client), eq(auditEvents.action, "address.setDefault")));
    expect(audit).toMatchObject([{ actorId: signedIn.accountId, entityId: String(target.id) }]);
  });
});
