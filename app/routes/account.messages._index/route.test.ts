import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { messages } from "~/db/schema";
import { accountId, contextFor, getRequest, sessionCookieFor, settle } from "~tests/support/requests";
import { loader } from "./route";

type Log = { items: { id: number; subject: string; kindKey: string; deliveryStatus: string; read: boolean; sentAt: string }[]; total: number; page: number; pages: number };

async function log(email: string, search = "") {
  const cookie = await sessionCookieFor(email);
  const reply = await settle(() => loader({ request: getRequest(`/account/messages${search}`, { cookie }), context: contextFor(), params: {} }));
  return { status: reply.status, log: reply.data as Log };
}

describe("GET /account/messages", () => {
  it("lists the acting account's mails with kind, date, unread marker and delivery status", async () => {
    const { status, log: page } = await log("buyer.fr@demo.test");
    expect(status).toBe(200);
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({ kindKey: "messages:kind.loginCode", deliveryStatus: "recorded", read: false });
    expect(page.items[0]!.subject).toMatch(/Aigostar/);
    expect(page.items[0]!.sentAt).not.toBe("");
  });

  it("pages newest first, and names unknown kinds generically", async () => {
    const buyer = await accountId("buyer.nl@demo.test");
    await db()
      .insert(messages)
      .values(
        Array.from({ length: 25 }, (_, index) => ({
          accountId: buyer,
          kind: index === 24 ? "orderShipped" : "passwordChanged",
          toEmail: "buyer.nl@demo.test",
          subject: `Mail ${index + 1}`,
          body: "…",
          deliveryStatus: index % 2 ? "sent" : "failed",
        })),
      );
    const first = await log("buyer.nl@demo.test");
    expect(first.log).toMatchObject({ total: 26, page: 1, pages: 2 });
    expect(first.log.items[0]).toMatchObject({ subject: "Mail 25", kindKey: "messages:kind.other", deliveryStatus: "failed" });
    const second = await log("buyer.nl@demo.test", "?page=2");
    expect(second.log.items).toHaveLength(6);
  });

  it("shows a salesman the log of the client he acts for", async () => {
    const { log: page } = await log("sales@demo.test");
    expect(page.items.map((item) => item.subject)).toHaveLength(1);
  });
});
