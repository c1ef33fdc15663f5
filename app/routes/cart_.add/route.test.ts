import { and, eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { db, queryRows } from "~/db/client.server";
import { auditEvents, cartItems, products, promotionItems, stock } from "~/db/schema";
import { verifyLogin } from "~/services/identity/auth.server";
import { findDemoProducts } from "../../../scripts/demo/states";
import { accountId, contextFor, postForm, refusal, sessionCookieFor, settle } from "~tests/support/requests";
import { action } from "./route";

const BUYER = "buyer.fr@demo.test";

/** An ordinary EUR product: priced, no promotion, stock checked and plenty of it, sales multiple 2 or more. */
async function plainProduct(): Promise<{ id: number; saleDouble: number; minOrderQty: number; available: number }> {
  const [row] = await queryRows<{ id: number; sale_double: number; min_order_qty: number; available: number }>(
    db(),
    sql`select p.id, p.sale_double, p.min_order_qty, s.available from products p
        join stock s on s.product_id = p.id join product_prices pp on pp.product_id = p.id and pp.currency = 'EUR'
        where pp.price_minor > 0 and p.sale_double >= 2 and s.available >= 200 and not s.not_check_stock
          and not (p.off_market or p.off_shelves or p.not_online or p.offline_only or p.presale)
          and not exists (select 1 from promotion_items pi where pi.product_id = p.id)
        order by p.id limit 1`,
  );
  if (!row) throw new Error("no plain product in the demo data");
  return { id: Number(row.id), saleDouble: row.sale_double, minOrderQty: row.min_order_qty, available: row.available };
}

async function add(fields: Record<string, string>, email = BUYER) {
  const cookie = await sessionCookieFor(email);
  const context = contextFor();
  const reply = await settle(() => action({ request: postForm("/cart/add", fields, { cookie }), context, params: {} }));
  return { ...reply, context };
}

async function lineOf(email: string, productId: number) {
  const [line] = await db()
    .select({ quantity: cartItems.quantity, salesmanId: cartItems.salesmanId })
    .from(cartItems)
    .where(and(eq(cartItems.accountId, await accountId(email)), eq(cartItems.productId, productId)));
  return line ?? null;
}

beforeEach(async () => {
  await db().delete(cartItems);
});

describe("POST /cart/add", () => {
  it("adds the minimum and goes back to the page, with the outcome and the product's anchor", async () => {
    const product = await plainProduct();
    const reply = await add({ goodsId: String(product.id), quantity: String(product.minOrderQty), redirectTo: "/searchResult?keyword=123456" });
    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toBe(`/searchResult?keyword=123456&added=${product.id}&addedQty=${product.minOrderQty}&inCart=${product.minOrderQty}#buy-${product.id}`);
    expect(await lineOf(BUYER, product.id)).toEqual({ quantity: product.minOrderQty, salesmanId: null });
  });

  it("a quick button's signed step wins over the field; a negative step reduces", async () => {
    const product = await plainProduct();
    await add({ goodsId: String(product.id), quantity: String(product.minOrderQty) });
    await add({ goodsId: String(product.id), quantity: "1", step: String(product.saleDouble * 2) });
    expect((await lineOf(BUYER, product.id))?.quantity).toBe(product.minOrderQty + product.saleDouble * 2);
    await add({ goodsId: String(product.id), step: String(-product.saleDouble) });
    expect((await lineOf(BUYER, product.id))?.quantity).toBe(product.minOrderQty + product.saleDouble);
  });

  it("reduces a non-multiple to the lower multiple and says so", async () => {
    const product = await plainProduct();
    const asked = product.minOrderQty + product.saleDouble + 1;
    const reply = await add({ goodsId: String(product.id), quantity: String(asked), redirectTo: "/cart" });
    const allowed = product.minOrderQty + product.saleDouble;
    expect(reply.headers.get("Location")).toBe(`/cart?added=${product.id}&addedQty=${allowed}&inCart=${allowed}&reduced=1#buy-${product.id}`);
    expect((await lineOf(BUYER, product.id))?.quantity).toBe(allowed);
  });

  it("answers the enhanced panel with data", async () => {
    const product = await plainProduct();
    const reply = await add({ goodsId: String(product.id), quantity: String(product.minOrderQty), mode: "fetch" });
    expect(reply.status).toBe(200);
    expect(reply.data).toEqual({ ok: true, goodsId: product.id, quantity: product.minOrderQty, change: product.minOrderQty, reducedFrom: null });
  });

  it("the same form sent twice (its key) adds once and gets the same answer; a new key adds again", async () => {
    const product = await plainProduct();
    const form = { goodsId: String(product.id), quantity: String(product.minOrderQty), redirectTo: "/searchResult?keyword=1", key: "k".repeat(24) };
    const [first, second] = await Promise.all([add(form), add(form)]);
    expect(second.headers.get("Location")).toBe(first.headers.get("Location"));
    expect(first.headers.get("Location")).toContain(`&addedQty=${product.minOrderQty}&inCart=${product.minOrderQty}#`);
    expect((await lineOf(BUYER, product.id))?.quantity).toBe(product.minOrderQty);
    const fetched = await add({ ...form, mode: "fetch" });
    expect(fetched.data).toEqual({ ok: true, goodsId: product.id, quantity: product.minOrderQty, change: product.minOrderQty, reducedFrom: null });
    // The next form's key (the page after the add) is another one: a deliberate second add adds.
    const again = await add({ ...form, key: "n".repeat(24) });
    expect(again.headers.get("Location")).toContain(`&addedQty=${product.minOrderQty}&inCart=${product.minOrderQty * 2}#`);
    expect((await lineOf(BUYER, product.id))?.quantity).toBe(product.minOrderQty * 2);
  });

  it("a malformed key is ignored: the add is made, as without one", async () => {
    const product = await plainProduct();
    const form = { goodsId: String(product.id), quantity: String(product.minOrderQty), key: "<script>" };
    expect((await add(form)).status).toBe(302);
    expect((await add(form)).status).toBe(302);
    expect((await lineOf(BUYER, product.id))?.quantity).toBe(product.minOrderQty * 2);
  });

  it.each(["//evil.example/x", "/.//evil.example/x", "/..//evil.example/x"])("never redirects off the site (%s)", async (redirectTo) => {
    const product = await plainProduct();
    const reply = await add({ goodsId: String(product.id), quantity: String(product.minOrderQty), redirectTo });
    expect(reply.headers.get("Location")).toMatch(/^\/cart\?added=/);
  });

  it("records the salesman acting for a client, with an audit event", async () => {
    const product = await plainProduct();
    const salesman = await accountId("sales@demo.test");
    const client = (await verifyLogin("sales@demo.test", "Demo12345"))!.actingAccountId!;
    const reply = await add({ goodsId: String(product.id), quantity: String(product.minOrderQty) }, "sales@demo.test");
    expect(reply.status).toBe(302);
    const [line] = await db().select().from(cartItems).where(eq(cartItems.productId, product.id));
    expect(line).toMatchObject({ accountId: client, quantity: product.minOrderQty, salesmanId: salesman });
    const audit = await db().select().from(auditEvents).where(and(eq(auditEvents.accountId, client), eq(auditEvents.action, "cart.add")));
    expect(audit).toMatchObject([{ actorId: salesman, entity: "cart_item", entityId: String(product.id), details: { from: 0, to: product.minOrderQty } }]);
  });
});

describe("POST /cart/add refused: 400 with the message, the input kept, nothing stored", () => {
  async function expectRefused(fields: Record<string, string>, key: string, values?: Record<string, number>) {
    const reply = await add({ redirectTo: "/searchResult?keyword=abc", ...fields });
    expect(reply.status).toBe(400);
    expect(reply.context.formFailed).toBe(true);
    const refused = refusal(reply.data);
    expect(refused.message?.key).toBe(key);
    if (values) expect(refused.message?.values).toEqual(values);
    const typed = fields.step ?? fields.quantity;
    if (typed) expect(refused.typed[fields.step ? "step" : "quantity"]).toBe(typed);
    expect(refused.typed.redirectTo).toBe("/searchResult?keyword=abc");
    expect(await db().select().from(cartItems)).toEqual([]);
  }

  it.each([
    ["missing quantity", { quantity: "" }, "cart:errors.quantityRequired"],
    ["not a number", { quantity: "abc" }, "cart:errors.quantityWhole"],
    ["a fraction", { quantity: "2.5" }, "cart:errors.quantityWhole"],
    ["a hostile string", { quantity: "<script>alert(1)</script>" }, "cart:errors.quantityWhole"],
    ["a huge number", { quantity: "99999999999999999999" }, "cart:errors.quantityTooLarge"],
    ["above 999999", { quantity: "1000000" }, "cart:errors.quantityTooLarge"],
    ["zero", { quantity: "0" }, "cart:errors.positive"],
    ["negative on an empty line", { step: "-2" }, "cart:errors.positive"],
  ])("%s", async (_name, fields, key) => {
    const product = await plainProduct();
    await expectRefused({ goodsId: String(product.id), ...fields }, key);
  });

  it("a missing or junk goodsId", async () => {
    await expectRefused({ goodsId: "", quantity: "2" }, "cart:errors.goodsId");
    await expectRefused({ goodsId: "1 or 1=1", quantity: "2" }, "cart:errors.goodsId");
    await expectRefused({ goodsId: "99999999", quantity: "2" }, "cart:errors.notFound");
  });

  it("below the minimum order quantity", async () => {
    const product = await plainProduct();
    await db().update(products).set({ minOrderQty: product.saleDouble * 3 }).where(eq(products.id, product.id));
    await expectRefused({ goodsId: String(product.id), quantity: String(product.saleDouble) }, "cart:errors.belowMinimum", { minimum: product.saleDouble * 3 });
  });

  it("more than the stock: insufficient inventory", async () => {
    const product = await plainProduct();
    await db().update(stock).set({ available: product.saleDouble * 2 }).where(eq(stock.productId, product.id));
    await expectRefused({ goodsId: String(product.id), quantity: String(product.saleDouble * 3) }, "cart:errors.insufficientStock");
  });

  it("product off the market", async () => {
    const product = await plainProduct();
    await db().update(products).set({ offMarket: true }).where(eq(products.id, product.id));
    await expectRefused({ goodsId: String(product.id), quantity: String(product.minOrderQty) }, "cart:errors.offMarket");
  });

  it.each([
    ["offlineOnly", "cart:errors.offlineOnly"],
    ["notOnline", "cart:errors.notOnline"],
  ] as const)("a demo product sold %s (the card shows the 'online sales are disabled' dialog instead; decision 0111)", async (state, key) => {
    const [id] = await findDemoProducts(db(), "aigostar", state);
    await expectRefused({ goodsId: String(id), quantity: "1000" }, key);
    expect(await lineOf(BUYER, id!)).toBeNull();
  });

  it("shelf product (off the shelves)", async () => {
    const product = await plainProduct();
    await db().update(products).set({ offShelves: true }).where(eq(products.id, product.id));
    await expectRefused({ goodsId: String(product.id), quantity: String(product.minOrderQty) }, "cart:errors.shelfFixed");
  });

  it("zero price", async () => {
    const [row] = await queryRows<{ id: number }>(
      db(),
      sql`select p.id from products p join product_prices pp on pp.product_id = p.id and pp.currency = 'EUR'
          where pp.price_minor = 0 and not p.off_market and not exists (select 1 from promotion_items pi where pi.product_id = p.id) limit 1`,
    );
    await expectRefused({ goodsId: String(row!.id), quantity: "1000" }, "cart:errors.zeroPrice");
  });

  it("outside the account's sales scope", async () => {
    // buyer.nl's company may buy kitchen products only.
    const [row] = await queryRows<{ id: number }>(
      db(),
      sql`select p.id from products p join product_prices pp on pp.product_id = p.id and pp.currency = 'EUR' and pp.price_minor > 0
          join accounts a on lower(a.email) = 'buyer.nl@demo.test' join companies c on c.id = a.company_id
          where not p.off_market and not exists (
            with recursive up(id, parent_id) as (
              select cat.id, cat.parent_id from categories cat where cat.id = p.category_id
              union all select cat.id, cat.parent_id from categories cat join up on cat.id = up.parent_id)
            select 1 from up join sales_scope_categories sc on sc.category_id = up.id and sc.scope_id = c.sales_scope_id)
          limit 1`,
    );
    const cookie = await sessionCookieFor("buyer.nl@demo.test");
    const reply = await settle(() =>
      action({ request: postForm("/cart/add", { goodsId: String(row!.id), quantity: "100" }, { cookie }), context: contextFor(), params: {} }),
    );
    expect(reply.status).toBe(400);
    expect(refusal(reply.data).message?.key).toBe("cart:errors.outOfScope");
  });

  it("limited promotion quantity, and promotion stock that has run out", async () => {
    const product = await plainProduct();
    const [promotion] = await queryRows<{ id: number }>(
      db(),
      sql`insert into promotions (brand_key, kind, names, starts_at, ends_at)
          select brand_key, 'flash_sale', '{"en":"Test sale"}'::jsonb, now() - interval '1 day', now() + interval '1 day' from products where id = ${product.id}
          returning id`,
    );
    const step = product.saleDouble;
    await db()
      .insert(promotionItems)
      .values({ promotionId: Number(promotion!.id), productId: product.id, currency: "EUR", activityRateBp: 1000, quantityLimit: step * 50, remainingQty: step * 3, perAccountLimit: step * 2 });
    const minimum = Math.max(product.minOrderQty, step);
    await expectRefused({ goodsId: String(product.id), quantity: String(step * 3) }, "cart:errors.promotionLimit", { limit: step * 2 });
    await db().update(promotionItems).set({ perAccountLimit: null, remainingQty: minimum }).where(eq(promotionItems.productId, product.id));
    await expectRefused({ goodsId: String(product.id), quantity: String(minimum + step) }, "cart:errors.promotionSoldOut", { remaining: minimum });
  });
});

describe("concurrent adds", () => {
  it("never pass the stock together", async () => {
    const product = await plainProduct();
    const step = product.saleDouble;
    await db().update(products).set({ minOrderQty: step }).where(eq(products.id, product.id));
    await db().update(stock).set({ available: step * 5 }).where(eq(stock.productId, product.id));
    const cookie = await sessionCookieFor(BUYER);
    const replies = await Promise.all(
      Array.from({ length: 8 }, () =>
        settle(() => action({ request: postForm("/cart/add", { goodsId: String(product.id), quantity: String(step) }, { cookie }), context: contextFor(), params: {} })),
      ),
    );
    expect(replies.filter((reply) => reply.status === 302)).toHaveLength(5);
    expect(replies.filter((reply) => reply.status === 400)).toHaveLength(3);
    expect((await lineOf(BUYER, product.id))?.quantity).toBe(step * 5);
  });
});
