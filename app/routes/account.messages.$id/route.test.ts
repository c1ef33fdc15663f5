import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { messages } from "~/db/schema";
import { findViewer, sessionCookie } from "~/services/session.server";
import { accountId, contextFor, getRequest, sessionCookieFor, settle } from "../../../tests/support/requests";
import { loader } from "./route";

async function messageOf(email: string) {
  const [row] = await db().select().from(messages).where(eq(messages.accountId, await accountId(email)));
  return row!;
}

async function open(cookie: string, id: string) {
  return settle(() => loader({ request: getRequest(`/account/messages/${id}`, { cookie }), context: contextFor(), params: { id } }));
}

async function unreadFor(cookie: string) {
  const token = (await sessionCookie(getRequest("/")).parse(cookie)) as string;
  return (await findViewer(token))!.unreadMessages;
}

describe("GET /account/messages/:id", () => {
  it("shows the message, marks it read and lowers the unread count", async () => {
    const cookie = await sessionCookieFor("buyer.pt@demo.test");
    const message = await messageOf("buyer.pt@demo.test");
    expect(await unreadFor(cookie)).toBe(1);
    const reply = await open(cookie, String(message.id));
    expect(reply.status).toBe(200);
    const data = reply.data as { message: { subject: string; body: string; kindKey: string }; wasUnread: boolean };
    expect(data.message).toMatchObject({ subject: message.subject, body: message.body, kindKey: "messages:kind.loginCode" });
    expect(data.wasUnread).toBe(true);
    expect(await unreadFor(cookie)).toBe(0);
    const [after] = await db().select({ readAt: messages.readAt }).from(messages).where(eq(messages.id, message.id));
    expect(after!.readAt).not.toBeNull();
    // Opening it again keeps the first reading time.
    const again = await open(cookie, String(message.id));
    expect((again.data as { wasUnread: boolean }).wasUnread).toBe(false);
    const [still] = await db().select({ readAt: messages.readAt }).from(messages).where(eq(messages.id, message.id));
    expect(still!.readAt).toEqual(after!.readAt);
  });

  it("answers 404 to another account's message and leaves it unread", async () => {
    const cookie = await sessionCookieFor("buyer.pt@demo.test");
    const foreign = await messageOf("buyer.gb@demo.test");
    expect((await open(cookie, String(foreign.id))).status).toBe(404);
    const [row] = await db().select({ readAt: messages.readAt }).from(messages).where(and(eq(messages.id, foreign.id)));
    expect(row!.readAt).toBeNull();
    expect((await open(cookie, "999999")).status).toBe(404);
    expect((await open(cookie, "1;drop")).status).toBe(404);
  });
});
