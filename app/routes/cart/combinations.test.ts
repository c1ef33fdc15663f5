import { and, eq, inArray, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { db, queryRows } from "~/db/client.server";
import { auditEvents, cartCombinations, cartItems, combinationItems, products, stock } from "~/db/schema";
import { quantityMultiple } from "~/domain/cart-quantity";
import type { CombinationGroupState } from "~/domain/combinations";
import { verifyLogin } from "~/services/identity/auth.server";
import { demoCombination, groupsOf, holdGroup } from "~tests/support/combinations";
import { accountId, contextFor, getRequest, postForm, refusal, sessionCookieFor, settle } from "~tests/support/requests";
import { action, loader } from "./route";

// The cart's combination groups (decision 0108): the loader's groups with their states, and the
// intents of cart-combinations.tsx's forms.

const BUYER = "buyer.fr@demo.test";

type Group = {
  combinationId: number;
  checked: boolean;
  code: string;
  sets: number;
  version: number;
  versionSeen: number;
  items: { productId: number; perSet: number; quantity: number; lineTotalMinor: number | null }[];
  setUnitMinor: number | null;
  tier: { fromSets: number; discountBp: number } | null;
  next: { fromSets: number; discountBp: number; setsMore: number } | null;
  netMinor: number | null;
  mostSets: number;
  state: CombinationGroupState;
};

async function groups(email = BUYER): Promise<Group[]> {
  const cookie = await sessionCookieFor(email);
  const reply = await settle(() => loader({ request: getRequest("/cart", { cookie }), context: contextFor(), params: {} }));
  expect(reply.status).toBe(200);
  return (reply.data as { combinations: Group[] }).combinations;
}

async function post(fields: Record<string, string>, email = BUYER) {
  const cookie = await sessionCookieFor(email);
  const context = contextFor();
  return { ...(await settle(() => action({ request: postForm("/cart", fields, { cookie }), context, params: {} }))), context };
}

beforeEach(async () => {
  await db().delete(cartCombinations);
  await db().delete(cartItems);
});

describe("the cart's combination groups and their states", () => {
  it("an ordinary group: items inside with their quantities, the tier reached, the next tier, the group's net", async () => {
    const starter = await holdGroup(BUYER, "STARTER", 3);
    const [group] = await groups();
    expect(group).toMatchObject({ combinationId: starter.id, code: "STARTER", sets: 3, state: { kind: "ok" }, tier: { fromSets: 2, discountBp: 300 }, next: { fromSets: 5, discountBp: 500, setsMore: 2 } });
    expect(group!.items.map((item) => [item.perSet, item.quantity])).toEqual([
      [2, 6],
      [1, 3],
      [1, 3],
    ]);
    expect(group!.netMinor).toBe(group!.setUnitMinor! * 3);
    expect(group!.items.reduce((sum, item) => sum + item.lineTotalMinor!, 0)).toBe(group!.netMinor);
  });

  it("out of stock: fewer sets in stock than held, with the most possible", async () => {
    await holdGroup(BUYER, "DUO", 2);
    const [group] = await groups();
    expect(group!.state).toEqual({ kind: "outOfStock", mostSets: 0 });
  });

  it("below the minimum: the minimum, the amount and the sets that reach it; those sets are fine", async () => {
    const bulk = await holdGroup(BUYER, "BULK", 1);
    const [group] = await groups();
    expect(group!.state.kind).toBe("belowMinimum");
    const state = group!.state as Extract<CombinationGroupState, { kind: "belowMinimum" }>;
    expect(state.amountMinor).toBe(group!.netMinor);
    expect(state.minimumMinor).toBeGreaterThan(state.amountMinor);
    expect(state.setsNeeded).toBeGreaterThanOrEqual(3);
    expect((await post({ intent: "combinationSets", combinationId: String(bulk.id), sets: String(state.setsNeeded) })).status).toBe(302);
    expect((await groups())[0]!.state).toEqual({ kind: "ok" });
    expect((await post({ intent: "combinationSets", combinationId: String(bulk.id), sets: String(state.setsNeeded! - 1) })).status).toBe(302);
    expect((await groups())[0]!.state.kind).toBe("belowMinimum");
  });

  it("changed: what changed since the version held (buyer.es holds SEASON 1); confirm applies the new version", async () => {
    const BUYER_ES = "buyer.es@demo.test";
    const season = await demoCombination("SEASON");
    await holdGroup(BUYER_ES, "SEASON", 1, 1);
    const [group] = await groups(BUYER_ES);
    expect(group).toMatchObject({ combinationId: season.id, versionSeen: 1, version: 2 });
    expect(group!.state).toEqual({
      kind: "changed",
      changes: [
        { kind: "itemQuantity", productId: group!.items[0]!.productId, from: 1, to: 2 },
        { kind: "tierAdded", fromSets: 4, discountBp: 600 },
      ],
    });
    // Confirming another version than the current one (a page shown before a newer change) confirms nothing.
    const stale = await post({ intent: "combinationConfirm", combinationId: String(season.id), version: "1" }, BUYER_ES);
    expect(stale.status).toBe(409);
    expect(refusal(stale.data).message?.key).toBe("combinations:errors.stale");
    const confirmed = await post({ intent: "combinationConfirm", combinationId: String(season.id), version: "2" }, BUYER_ES);
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("Location")).toBe(`/cart?notice=combinationConfirmed#combination-${season.id}`);
    expect(await groupsOf(BUYER_ES)).toMatchObject([{ versionSeen: 2 }]);
    expect((await groups(BUYER_ES))[0]!.state).toEqual({ kind: "ok" });
  });

  it("ended: an ended combination (SPRING) can only be removed or put singly", async () => {
    await holdGroup(BUYER, "SPRING", 2);
    const [group] = await groups();
    expect(group!.state).toEqual({ kind: "ended", reason: "ended" });
  });

  it("not offered any more: a scoped combination held by an account outside the scope", async () => {
    await holdGroup(BUYER, "DISTRIBUTOR", 3);
    expect((await groups())[0]!.state).toEqual({ kind: "ended", reason: "notOffered" });
  });
});

describe("POST /cart combination intents", () => {
  it("combinationSets changes the sets and says so", async () => {
    const starter = await holdGroup(BUYER, "STARTER", 3);
    const reply = await post({ intent: "combinationSets", combinationId: String(starter.id), sets: "12" });
    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toBe(`/cart?notice=combinationUpdated&sets=12#combination-${starter.id}`);
    expect(await groupsOf(BUYER)).toMatchObject([{ sets: 12 }]);
    expect((await groups())[0]).toMatchObject({ tier: { fromSets: 10, discountBp: 800 }, next: null });
  });

  it.each([
    ["missing", undefined, "combinations:errors.setsRequired"],
    ["not a number", "abc", "combinations:errors.setsWhole"],
    ["a fraction", "1.5", "combinations:errors.setsWhole"],
    ["a hostile string", "'; drop table cart_combinations; --", "combinations:errors.setsWhole"],
    ["zero", "0", "combinations:errors.setsRange"],
    ["above 9,999", "10000", "combinations:errors.setsRange"],
    ["huge", "123456789012345678901234567890", "combinations:errors.setsRange"],
  ])("combinationSets refuses %s sets with 400, the input kept, nothing changed", async (_name, sets, key) => {
    const starter = await holdGroup(BUYER, "STARTER", 3);
    const reply = await post({ intent: "combinationSets", combinationId: String(starter.id), ...(sets === undefined ? {} : { sets }) });
    expect(reply.status).toBe(400);
    expect(reply.context.formFailed).toBe(true);
    expect(refusal(reply.data).message?.key).toBe(key);
    if (sets !== undefined) expect(refusal(reply.data).typed.sets).toBe(sets);
    expect(refusal(reply.data).typed.combinationId).toBe(String(starter.id));
    expect(await groupsOf(BUYER)).toMatchObject([{ sets: 3 }]);
  });

  it("answers 404 for another account's group or an unknown id on every intent, and changes nothing", async () => {
    const theirs = await holdGroup("buyer.es@demo.test", "STARTER", 3);
    const intents: Record<string, string>[] = [
      { intent: "combinationSets", sets: "5" },
      { intent: "combinationCheck" },
      { intent: "combinationUncheck" },
      { intent: "combinationRemove" },
      { intent: "combinationConfirm", version: String(theirs.version) },
      { intent: "combinationSingly" },
    ];
    for (const fields of intents) {
      for (const combinationId of [String(theirs.id), "99999999"]) {
        const reply = await post({ ...fields, combinationId });
        expect(reply.status, `${fields.intent} ${combinationId}`).toBe(404);
        expect(refusal(reply.data).message?.key).toBe("combinations:errors.notFound");
      }
      const junk = await post({ ...fields, combinationId: "1 or 1=1" });
      expect(junk.status, fields.intent).toBe(400);
    }
    expect(await groupsOf("buyer.es@demo.test")).toMatchObject([{ combinationId: theirs.id, sets: 3, checked: true }]);
    expect(await db().select().from(cartItems)).toEqual([]);
  });

  it("combinationUncheck and combinationCheck untick and tick the group for the order", async () => {
    const starter = await holdGroup(BUYER, "STARTER", 3);
    const unticked = await post({ intent: "combinationUncheck", combinationId: String(starter.id) });
    expect(unticked.headers.get("Location")).toBe(`/cart?notice=checked#combination-${starter.id}`);
    expect(await groupsOf(BUYER)).toMatchObject([{ checked: false }]);
    expect((await groups())[0]).toMatchObject({ checked: false, sets: 3 });
    await post({ intent: "combinationCheck", combinationId: String(starter.id) });
    expect(await groupsOf(BUYER)).toMatchObject([{ checked: true }]);
  });

  it("combinationRemove removes the group", async () => {
    const starter = await holdGroup(BUYER, "STARTER", 3);
    const reply = await post({ intent: "combinationRemove", combinationId: String(starter.id) });
    expect(reply.headers.get("Location")).toBe("/cart?notice=combinationRemoved");
    expect(await groupsOf(BUYER)).toEqual([]);
  });

  it("combinationSingly puts the available items in the cart singly (rounded down to their multiple, added to an existing line) and removes the group", async () => {
    const duo = await holdGroup(BUYER, "DUO", 40);
    const items = await db().select({ productId: combinationItems.productId, quantity: combinationItems.quantity }).from(combinationItems).where(eq(combinationItems.combinationId, duo.id)).orderBy(combinationItems.position);
    const [inStock, soldOut] = items;
    const [product] = await db().select({ saleDouble: products.saleDouble, pkgNum: products.pkgNum, minOrderQty: products.minOrderQty }).from(products).where(eq(products.id, inStock!.productId));
    const multiple = quantityMultiple(product!, "standard");
    // Already a line of the in-stock item: the sets' quantity is added to it.
    await db().insert(cartItems).values({ accountId: await accountId(BUYER), productId: inStock!.productId, quantity: Math.max(product!.minOrderQty, multiple) });
    const before = Math.max(product!.minOrderQty, multiple);
    // Stock for the line and 25 units more: 40 sets want 40, the stock gives 25, rounded down to the multiple.
    await db().update(stock).set({ available: before + 25, notCheckStock: false }).where(eq(stock.productId, inStock!.productId));
    const reply = await post({ intent: "combinationSingly", combinationId: String(duo.id) });
    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toBe("/cart?notice=combinationSingly&added=1&skipped=1");
    const lines = await db().select({ productId: cartItems.productId, quantity: cartItems.quantity }).from(cartItems).where(inArray(cartItems.productId, [inStock!.productId, soldOut!.productId]));
    expect(lines).toEqual([{ productId: inStock!.productId, quantity: Math.floor((before + 25) / multiple) * multiple }]);
    expect(await groupsOf(BUYER)).toEqual([]);
  });

  it("combinationSingly keeps the group when no item is available (409), and changes nothing", async () => {
    const duo = await holdGroup(BUYER, "DUO", 2);
    const ids = (await db().select({ productId: combinationItems.productId }).from(combinationItems).where(eq(combinationItems.combinationId, duo.id))).map((row) => row.productId);
    await db().update(stock).set({ available: 0, notCheckStock: false }).where(inArray(stock.productId, ids));
    const reply = await post({ intent: "combinationSingly", combinationId: String(duo.id) });
    expect(reply.status).toBe(409);
    expect(refusal(reply.data).message?.key).toBe("combinations:errors.nothingAvailable");
    expect(await groupsOf(BUYER)).toMatchObject([{ combinationId: duo.id, sets: 2 }]);
    expect(await db().select().from(cartItems)).toEqual([]);
  });

  it("an ended group can be put singly", async () => {
    const spring = await holdGroup(BUYER, "SPRING", 30);
    const reply = await post({ intent: "combinationSingly", combinationId: String(spring.id) });
    expect(reply.status).toBe(302);
    expect(await groupsOf(BUYER)).toEqual([]);
    expect((await db().select().from(cartItems)).length).toBeGreaterThan(0);
  });

  it("a salesman acting for a client changes the client's group, recorded with an audit event", async () => {
    const salesman = await accountId("sales@demo.test");
    const client = (await verifyLogin("sales@demo.test", "Demo12345"))!.actingAccountId!;
    const [row] = await queryRows<{ email: string }>(db(), sql`select email from accounts where id = ${client}`);
    const starter = await holdGroup(row!.email, "STARTER", 3);
    expect((await post({ intent: "combinationSets", combinationId: String(starter.id), sets: "7" }, "sales@demo.test")).status).toBe(302);
    expect(await groupsOf(row!.email)).toMatchObject([{ sets: 7, salesmanId: salesman }]);
    expect((await post({ intent: "combinationRemove", combinationId: String(starter.id) }, "sales@demo.test")).status).toBe(302);
    const audit = await db().select().from(auditEvents).where(and(eq(auditEvents.accountId, client), eq(auditEvents.entity, "cart_combination"))).orderBy(auditEvents.id);
    expect(audit.map((event) => [event.action, event.actorId, event.details])).toEqual([
      ["cart.combination.sets", salesman, { from: 3, to: 7 }],
      ["cart.combination.remove", salesman, { from: 7 }],
    ]);
  });
});
