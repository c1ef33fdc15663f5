import { and, eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { db, queryRows } from "~/db/client.server";
import { cartAddKeys, cartItems } from "~/db/schema";
import { contextFor, getRequest, sessionCookieFor } from "~tests/support/requests";
import { type Actor, requireActor } from "~/services/identity/actor.server";
import { ADD_KEY_LIFETIME_MS, addToCart, newAddKey, pruneCartAddKeys } from "./cart.server";

// Decision 0083: one intent, one add. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.

async function plainProducts(count: number): Promise<{ id: number; minimum: number }[]> {
  const rows = await queryRows<{ id: number; min_order_qty: number; sale_double: number }>(
    db(),
    sql`select p.id, p.min_order_qty, p.sale_double from products p
        join stock s on s.product_id = p.id join product_prices pp on pp.product_id = p.id and pp.currency = 'EUR'
        where pp.price_minor > 0 and s.available >= 200 and not s.not_check_stock
          and not (p.off_market or p.off_shelves or p.not_online or p.offline_only or p.presale)
          and not exists (select 1 from promotion_items pi where pi.product_id = p.id)
        order by p.id limit ${count}`,
  );
  return rows.map((row) => ({ id: Number(row.id), minimum: Math.ceil(row.min_order_qty / row.sale_double) * row.sale_double }));
}

/** The buyer as the guard gives him to the cart service. */
async function buyer(): Promise<Actor> {
  return requireActor(getRequest("/cart", { cookie: await sessionCookieFor("buyer.fr@demo.test") }), contextFor());
}

async function lineQuantity(actor: Actor, productId: number): Promise<number> {
  const [line] = await db()
    .select({ quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.accountId, actor.accountId), eq(cartItems.productId, productId)));
  return line?.quantity ?? 0;
}

beforeEach(async () => {
  await db().delete(cartItems);
  await db().delete(cartAddKeys);
});

describe("addToCart with the form's key", () => {
  it("six simultaneous adds with one key add once, and all answer the same outcome", async () => {
    const actor = await buyer();
    const [product] = await plainProducts(1);
    const key = newAddKey();
    const results = await Promise.all(Array.from({ length: 6 }, () => addToCart(actor, product!.id, product!.minimum, { key })));
    expect(await lineQuantity(actor, product!.id)).toBe(product!.minimum);
    const outcome = { ok: true, quantity: product!.minimum, change: product!.minimum, reducedFrom: null, multiple: expect.any(Number) };
    for (const result of results) expect(result).toMatchObject(outcome);
    expect(results.filter((result) => result.ok && !result.repeated)).toHaveLength(1);
    expect(await db().select().from(cartAddKeys)).toHaveLength(1);
  });

  it("a repeat answers with the quantity now in the cart; another key adds again; no key always adds", async () => {
    const actor = await buyer();
    const [product] = await plainProducts(1);
    const { id, minimum } = product!;
    const first = newAddKey();
    await addToCart(actor, id, minimum, { key: first });
    expect(await addToCart(actor, id, minimum, { key: newAddKey() })).toMatchObject({ ok: true, quantity: minimum * 2, change: minimum, repeated: false });
    expect(await addToCart(actor, id, minimum, { key: first })).toMatchObject({ ok: true, quantity: minimum * 2, change: minimum, repeated: true });
    await addToCart(actor, id, minimum);
    await addToCart(actor, id, minimum);
    expect(await lineQuantity(actor, id)).toBe(minimum * 4);
  });

  it("one page's key serves each product's add once (a list page has one key for all its panels)", async () => {
    const actor = await buyer();
    const [a, b] = await plainProducts(2);
    const key = newAddKey();
    await Promise.all([addToCart(actor, a!.id, a!.minimum, { key }), addToCart(actor, b!.id, b!.minimum, { key }), addToCart(actor, a!.id, a!.minimum, { key })]);
    expect(await lineQuantity(actor, a!.id)).toBe(a!.minimum);
    expect(await lineQuantity(actor, b!.id)).toBe(b!.minimum);
  });

  it("a refused add records no key: the same form may be sent again once the reason is gone", async () => {
    const actor = await buyer();
    const [product] = await plainProducts(1);
    const key = newAddKey();
    expect(await addToCart(actor, product!.id, 0, { key })).toMatchObject({ ok: false });
    expect(await db().select().from(cartAddKeys)).toHaveLength(0);
  });

  it("keys older than their lifetime are deleted by the account's next add and at start; a repeat after that adds again", async () => {
    const actor = await buyer();
    const [product] = await plainProducts(1);
    const { id, minimum } = product!;
    const old = newAddKey();
    const longAgo = new Date(Date.now() - ADD_KEY_LIFETIME_MS - 60_000);
    await addToCart(actor, id, minimum, { key: old, now: longAgo });
    await addToCart(actor, id, minimum, { key: newAddKey() });
    expect((await db().select({ key: cartAddKeys.key }).from(cartAddKeys)).map((row) => row.key)).not.toContain(old);
    expect(await addToCart(actor, id, minimum, { key: old })).toMatchObject({ repeated: false, quantity: minimum * 3 });

    await db().update(cartAddKeys).set({ createdAt: longAgo });
    await pruneCartAddKeys();
    expect(await db().select().from(cartAddKeys)).toHaveLength(0);
  });
});
