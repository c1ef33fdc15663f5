import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { messages } from "~/db/schema";
import { getFixedT } from "~/i18n/i18n.server";
import { isLanguage } from "~/i18n/languages";
import { MAIN_BRAND } from "~/services/platform/brands.server";
import { linkBase } from "~/services/platform/links.server";
import { requestPasswordReset } from "~/services/identity/password-reset.server";
import { sendConfirmationLink } from "~/services/identity/registration.server";
import { findViewer, sessionCookie } from "~/services/identity/session.server";
import { sendSignInCode } from "~/services/identity/sign-in-attempts.server";
import { latestMail, runJobs } from "~tests/support/mail";
import { accountId, contextFor, getRequest, sessionCookieFor, settle } from "~tests/support/requests";
import { loader as listLoader } from "../account.messages._index/route";
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

describe("secrets in the message log", () => {
  it("never shows a salesman acting for a client a usable reset link, sign-in code or confirmation link", async () => {
    const cookie = await sessionCookieFor("sales@demo.test");
    const client = (await findViewer((await sessionCookie(getRequest("/")).parse(cookie)) as string))!.acting!;
    // Anyone may ask for these mails to the client's address; the salesman then opens the log.
    await requestPasswordReset(client.email, MAIN_BRAND);
    await sendSignInCode({ email: client.email, clientIp: "192.0.2.44", brand: MAIN_BRAND });
    await sendConfirmationLink(client.accountId, linkBase(MAIN_BRAND));
    await runJobs();
    const secrets = [
      new URL(/https?:\/\/\S+/.exec((await latestMail(client.accountId, "resetPassword")).text)![0]).searchParams.get("token")!,
      /\n\n([A-Z0-9]{8})\n\n/.exec((await latestMail(client.accountId, "loginCode")).text)![1]!,
      new URL(/https?:\/\/\S+/.exec((await latestMail(client.accountId, "confirmEmail")).text)![0]).searchParams.get("token")!,
    ];
    expect(secrets.every((secret) => secret.length >= 8)).toBe(true);

    const list = await settle(() => listLoader({ request: getRequest("/account/messages", { cookie }), context: contextFor(), params: {} }));
    expect(list.status).toBe(200);
    const listed = JSON.stringify(list.data);
    const items = (list.data as { items: Array<{ id: number; kindKey: string }> }).items;
    expect(items.map((item) => item.kindKey)).toEqual(expect.arrayContaining(["messages:kind.resetPassword", "messages:kind.loginCode", "messages:kind.confirmEmail"]));
    const pages = [listed];
    for (const item of items) pages.push(JSON.stringify((await open(cookie, String(item.id))).data));
    for (const page of pages) for (const secret of secrets) expect(page).not.toContain(secret);
    // Each says what was sent instead, in the client's language.
    const sentByEmail = getFixedT(isLanguage(client.language) ? client.language : "en", "mail")("redacted.link", { until: "" }).slice(0, -2);
    expect(pages.join("")).toContain(sentByEmail);
    expect(pages.join("")).not.toMatch(/token=/);
  });
});
