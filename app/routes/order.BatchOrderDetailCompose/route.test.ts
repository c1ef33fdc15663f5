import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditEvents, cartCombinations } from "~/db/schema";
import { verifyLogin } from "~/services/identity/auth.server";
import { demoCombination, groupsOf } from "~tests/support/combinations";
import { accountId, contextFor, getRequest, postForm, refusal, sessionCookieFor, settle } from "~tests/support/requests";
import { action, loader } from "./route";

const BUYER = "buyer.fr@demo.test";

async function view(search: string, email = BUYER, host = "localhost:3000") {
  const cookie = await sessionCookieFor(email);
  return settle(() => loader({ request: getRequest(`/order/BatchOrderDetailCompose${search}`, { cookie }), context: contextFor(host), params: {} }));
}

async function add(id: number | string, sets: string | undefined, email = BUYER, extra: Record<string, string> = {}) {
  const cookie = await sessionCookieFor(email);
  const context = contextFor();
  const fields: Record<string, string> = { ...(sets === undefined ? {} : { sets }), ...extra };
  const reply = await settle(() => action({ request: postForm(`/order/BatchOrderDetailCompose?id=${id}`, fields, { cookie }), context, params: {} }));
  return { ...reply, context };
}

beforeEach(async () => {
  await db().delete(cartCombinations);
});

describe("GET /order/BatchOrderDetailCompose?id=", () => {
  it("shows one combination offered to the buyer, with its title", async () => {
    const starter = await demoCombination("STARTER");
    const reply = await view(`?id=${starter.id}`);
    expect(reply.status).toBe(200);
    const data = reply.data as { title: string; combination: { id: number; code: string; tiers: unknown[]; mostSets: number } };
    expect(data.combination).toMatchObject({ id: starter.id, code: "STARTER" });
    expect(data.combination.tiers).toHaveLength(3);
    expect(data.title).toMatch(/^Lot combiné : /);
  });

  it("answers 404 for a junk, unknown, ended, other scope's or other brand's combination", async () => {
    const spring = await demoCombination("SPRING");
    const scoped = await demoCombination("DISTRIBUTOR");
    const nobleza = await demoCombination("STARTER", "nobleza");
    for (const search of ["", "?id=", "?id=abc", "?id=0", "?id=-1", "?id=1%20or%201=1", "?id=99999999", "?id=1234567890123", `?id=${spring.id}`, `?id=${scoped.id}`, `?id=${nobleza.id}`]) {
      const reply = await view(search);
      expect(reply.status, search).toBe(404);
      expect((reply.data as { title: string }).title, search).toMatch(/introuvable/);
    }
    // The scoped one is the Kitchen-only account's, the other brand's is its own shop's.
    expect((await view(`?id=${scoped.id}`, "buyer.nl@demo.test")).status).toBe(200);
    expect((await view(`?id=${nobleza.id}`, BUYER, "nobleza.localhost:3000")).status).toBe(200);
  });
});

describe("POST add N sets", () => {
  it("puts a group of N sets in the cart holding the current version, and goes to it with a notice", async () => {
    const season = await demoCombination("SEASON");
    const reply = await add(season.id, "3");
    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toBe(`/cart?notice=combinationAdded&sets=3&added=3#combination-${season.id}`);
    expect(await groupsOf(BUYER)).toEqual([{ combinationId: season.id, sets: 3, versionSeen: season.version, checked: true, salesmanId: null }]);
  });

  it("adds to an existing group, keeping the version it holds", async () => {
    const season = await demoCombination("SEASON");
    await db()
      .insert(cartCombinations)
      .values({ accountId: await accountId(BUYER), combinationId: season.id, sets: 2, versionSeen: 1 });
    const reply = await add(season.id, " 4 ");
    expect(reply.headers.get("Location")).toBe(`/cart?notice=combinationAdded&sets=6&added=4#combination-${season.id}`);
    expect(await groupsOf(BUYER)).toMatchObject([{ sets: 6, versionSeen: 1 }]);
  });

  it("caps a group at 9,999 sets and says so; a full group is refused (409)", async () => {
    const starter = await demoCombination("STARTER");
    await add(starter.id, "9998");
    const capped = await add(starter.id, "5");
    expect(capped.headers.get("Location")).toBe(`/cart?notice=combinationCapped&sets=9999&added=1#combination-${starter.id}`);
    const full = await add(starter.id, "1");
    expect(full.status).toBe(409);
    expect(refusal(full.data).message?.key).toBe("combinations:errors.full");
    expect(refusal(full.data).typed.sets).toBe("1");
    expect(await groupsOf(BUYER)).toMatchObject([{ sets: 9999 }]);
  });

  it("the same form sent twice (what the group held when shown) adds once and gets the same answer; the next page's form adds", async () => {
    const starter = await demoCombination("STARTER");
    const shown = await view(`?id=${starter.id}`);
    expect((shown.data as { held: number }).held).toBe(0);
    const [first, second] = await Promise.all([add(starter.id, "3", BUYER, { held: "0" }), add(starter.id, "3", BUYER, { held: "0" })]);
    expect(first.headers.get("Location")).toBe(`/cart?notice=combinationAdded&sets=3&added=3#combination-${starter.id}`);
    expect(second.headers.get("Location")).toBe(first.headers.get("Location"));
    expect(await groupsOf(BUYER)).toMatchObject([{ sets: 3 }]);
    expect(((await view(`?id=${starter.id}`)).data as { held: number }).held).toBe(3);
    const again = await add(starter.id, "3", BUYER, { held: "3" });
    expect(again.headers.get("Location")).toBe(`/cart?notice=combinationAdded&sets=6&added=3#combination-${starter.id}`);
    // A malformed count is ignored like a missing one: the add is made.
    expect((await add(starter.id, "1", BUYER, { held: "<b>" })).status).toBe(302);
    expect(await groupsOf(BUYER)).toMatchObject([{ sets: 7 }]);
  });

  it("concurrent adds wait for each other: none is lost and the group stops at 9,999", async () => {
    const starter = await demoCombination("STARTER");
    const replies = await Promise.all(Array.from({ length: 4 }, () => add(starter.id, "3000")));
    expect(replies.map((reply) => reply.status)).toEqual([302, 302, 302, 302]);
    expect(replies.filter((reply) => reply.headers.get("Location")!.includes("notice=combinationCapped&sets=9999&added=999#"))).toHaveLength(1);
    expect(await groupsOf(BUYER)).toMatchObject([{ sets: 9999 }]);
  });

  it("takes more sets than the stock gives: the cart then says the combination is out of stock", async () => {
    const duo = await demoCombination("DUO");
    expect((await add(duo.id, "2")).status).toBe(302);
    expect(await groupsOf(BUYER)).toMatchObject([{ combinationId: duo.id, sets: 2 }]);
  });

  it.each([
    ["missing", undefined, "combinations:errors.setsRequired"],
    ["empty", "", "combinations:errors.setsRequired"],
    ["not a number", "abc", "combinations:errors.setsWhole"],
    ["a fraction", "2.5", "combinations:errors.setsWhole"],
    ["negative", "-3", "combinations:errors.setsWhole"],
    ["a hostile string", "<script>alert(1)</script>", "combinations:errors.setsWhole"],
    ["zero", "0", "combinations:errors.setsRange"],
    ["above 9,999", "10000", "combinations:errors.setsRange"],
    ["huge", "99999999999999999999", "combinations:errors.setsRange"],
  ])("refuses %s sets with 400, the input kept, nothing stored", async (_name, sets, key) => {
    const starter = await demoCombination("STARTER");
    const reply = await add(starter.id, sets);
    expect(reply.status).toBe(400);
    expect(reply.context.formFailed).toBe(true);
    expect(refusal(reply.data).message?.key).toBe(key);
    if (sets) expect(refusal(reply.data).typed.sets).toBe(sets);
    expect(await groupsOf(BUYER)).toEqual([]);
  });

  it("answers 404 for a combination not offered to the buyer, and stores nothing", async () => {
    const spring = await demoCombination("SPRING");
    const scoped = await demoCombination("DISTRIBUTOR");
    const nobleza = await demoCombination("STARTER", "nobleza");
    for (const id of [spring.id, scoped.id, nobleza.id, 99999999, "abc"]) expect((await add(id, "1")).status, String(id)).toBe(404);
    expect(await groupsOf(BUYER)).toEqual([]);
  });

  it("records the salesman acting for a client, with an audit event", async () => {
    const starter = await demoCombination("STARTER");
    const salesman = await accountId("sales@demo.test");
    const client = (await verifyLogin("sales@demo.test", "Demo12345"))!.actingAccountId!;
    expect((await add(starter.id, "2", "sales@demo.test")).status).toBe(302);
    const [group] = await db().select().from(cartCombinations).where(eq(cartCombinations.accountId, client));
    expect(group).toMatchObject({ combinationId: starter.id, sets: 2, salesmanId: salesman });
    const audit = await db().select().from(auditEvents).where(and(eq(auditEvents.accountId, client), eq(auditEvents.action, "cart.combination.add")));
    expect(audit).toMatchObject([{ actorId: salesman, entity: "cart_combination", entityId: String(starter.id), details: { from: 0, to: 2 } }]);
  });
});
