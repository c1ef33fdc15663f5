import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { accounts, apiApplications } from "~/db/schema";
import { contextFor, getRequest, postForm, refusal, sessionCookieFor, settle } from "~tests/support/requests";
import { action, loader } from "./route";

type ListData = Awaited<ReturnType<typeof loader>>;

async function list(path: string, cookie: string) {
  const reply = await settle(() => loader({ request: getRequest(path, { cookie }), context: contextFor(), params: {} }));
  return { ...reply, body: reply.data as ListData };
}

async function post(fields: Record<string, string | string[]>, cookie: string) {
  return settle(() => action({ request: postForm("/office/api", fields, { cookie }), context: contextFor(), params: {} }));
}

const rows = (body: ListData) => body.items.map((item) => [item.email, item.state]);
const applicationOf = async (email: string) =>
  (await db().select({ id: apiApplications.id, status: apiApplications.status }).from(apiApplications).innerJoin(accounts, eq(accounts.id, apiApplications.accountId)).where(eq(accounts.email, email)))[0]!;

describe("/office/api", () => {
  it("lists the submitted and the reviewed applications by default, oldest first, with brand and dates", async () => {
    const cookie = await sessionCookieFor("service@demo.test");
    const { status, body } = await list("/office/api", cookie);
    expect(status).toBe(200);
    expect(body.title).toBe("API applications – Aigostar");
    expect(body.tab).toBe("open");
    expect(rows(body)).toEqual([
      ["buyer.it@demo.test", "review"],
      ["buyer.fr@demo.test", "submitted"],
    ]);
    expect(body.items[1]).toMatchObject({ companyName: "Maison Électro Distribution SARL", brandKey: "aigostar", brandName: "Aigostar", decidedAt: null });
  });

  it.each([
    ["approved", [["buyer.es@demo.test", "approved"]]],
    ["failed", [["buyer.pl@demo.test", "failed"]]],
    ["revoked", [["buyer.es@demo.test", "revoked"]]],
  ])("lists the %s ones (a revoked application apart from a refused one)", async (tab, expected) => {
    const cookie = await sessionCookieFor("admin@demo.test");
    expect(rows((await list(`/office/api?tab=${tab}`, cookie)).body)).toEqual(expected);
  });

  it("filters by brand and searches by company or e-mail", async () => {
    const cookie = await sessionCookieFor("service@demo.test");
    expect(rows((await list("/office/api?brand=nobleza", cookie)).body)).toEqual([]);
    expect(rows((await list("/office/api?tab=revoked&brand=ubathlife", cookie)).body)).toEqual([["buyer.es@demo.test", "revoked"]]);
    expect(rows((await list("/office/api?tab=revoked&brand=aigostar", cookie)).body)).toEqual([]);
    expect((await list("/office/api?brand=aigostar", cookie)).body.items).toHaveLength(2);
    expect(rows((await list("/office/api?q=cucina", cookie)).body)).toEqual([["buyer.it@demo.test", "review"]]);
    expect(rows((await list("/office/api?q=BUYER.FR", cookie)).body)).toEqual([["buyer.fr@demo.test", "submitted"]]);
    expect(rows((await list("/office/api?q=%25", cookie)).body)).toEqual([]);
  });

  it("reads a crafted address as the defaults, never failing", async () => {
    const cookie = await sessionCookieFor("service@demo.test");
    const { status, body } = await list(`/office/api?tab=evil&brand=nope&page=-4&q=${"x".repeat(5000)}`, cookie);
    expect(status).toBe(200);
    expect(body).toMatchObject({ tab: "open", brand: "", page: 1, q: "" });
  });

  it("takes the selected submitted ones under review, each on its own, and lists those left as they were with why", async () => {
    const cookie = await sessionCookieFor("service@demo.test");
    const submitted = await applicationOf("buyer.fr@demo.test");
    const reviewed = await applicationOf("buyer.it@demo.test");
    const reply = await post({ intent: "reviewSelected", id: [String(submitted.id), String(reviewed.id), "2000000000"], back: "/office/api?brand=aigostar&notice=bulkReviewed&done=7" }, cookie);
    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toBe(`/office/api?brand=aigostar&notice=bulkReviewed&done=1&wrongState=${reviewed.id}&unknown=2000000000`);
    expect((await applicationOf("buyer.fr@demo.test")).status).toBe("review");
    expect((await applicationOf("buyer.it@demo.test")).status).toBe("review");
    const shown = (await list(reply.headers.get("Location")!, cookie)).body;
    expect(shown.notice).toEqual({ done: 1, wrongState: [reviewed.id], unknown: [2000000000] });
  });

  it("sends the answer back to the list only", async () => {
    const cookie = await sessionCookieFor("service@demo.test");
    const reply = await post({ intent: "reviewSelected", id: "2000000000", back: "//evil.example/office/api" }, cookie);
    expect(reply.headers.get("Location")).toBe("/office/api?notice=bulkReviewed&done=0&unknown=2000000000");
  });

  it.each([
    ["none ticked", { intent: "reviewSelected" }, "id", "office:apiList.errors.noneSelected"],
    ["a crafted id", { intent: "reviewSelected", id: ["12", "x"] }, "id[1]", "office:apiList.errors.invalid"],
    ["too many", { intent: "reviewSelected", id: Array.from({ length: 101 }, (_, index) => String(index + 1)) }, "id", "office:apiList.errors.tooMany"],
  ])("refuses %s with 400", async (_label, fields, field, key) => {
    const cookie = await sessionCookieFor("service@demo.test");
    const reply = await post(fields, cookie);
    expect(reply.status).toBe(400);
    expect(refusal(reply.data).errors[field]?.[0]?.key).toBe(key);
  });

  it("answers a buyer and a salesman 403", async () => {
    for (const email of ["buyer.es@demo.test", "sales@demo.test"]) {
      const cookie = await sessionCookieFor(email);
      expect((await list("/office/api", cookie)).status).toBe(403);
      expect((await post({ intent: "reviewSelected", id: "1" }, cookie)).status).toBe(403);
    }
  });
});
