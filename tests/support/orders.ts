import { and, eq, inArray, sql } from "drizzle-orm";
import { db, queryRows } from "~/db/client.server";
import { type OrderStatus, accounts, cartItems, companies, orderEvents, orderLines, orderMinimums, orders, products, stock } from "~/db/schema";
import type { StatusDetails } from "~/domain/order-status";
import { requireActor } from "~/services/identity/actor.server";
import { listAddresses, regionChoices, saveAddress } from "~/services/account/addresses.server";
import { brandByKey } from "~/services/platform/brands.server";
import { setCartChecked, setCartQuantity } from "~/services/cart/cart.server";
import { linkBase } from "~/services/platform/links.server";
import { getLanguage } from "~/services/platform/locale.server";
import { newSubmitKey, submitOrder } from "~/services/ordering/order-submit.server";
import { cancelOrder } from "~/services/ordering/orders.server";
import { moveOrder, orderIdOf } from "~/services/office/orders.server";
import { createSession, deleteSession, sessionCookie } from "~/services/identity/session.server";
import { accountId, contextFor, getRequest } from "./requests";

type FixtureLine = {
  productId: number;
  quantity: number;
  /**
   * The promotion item the line is expected to take. The real submit takes the running limited
   * promotion of the product (as the cart prices it); the fixture only checks that it is this one.
   */
  promotionItemId?: number;
};

export type FixtureOrder = {
  email: string;
  lines: FixtureLine[];
  status?: OrderStatus;
  /** When the order was placed: its timestamps and events are moved there after placement. */
  createdAt?: Date;
  /** The salesman who placed it for the account (he acts for it, as after picking the client). */
  salesmanEmail?: string;
  /** Replaces the invoice number the submit gave (null: no invoice yet); undefined keeps it. */
  invoiceNumber?: string | null;
};

/** The back-office steps from submitted to each status, with what each step must carry. */
const PATH_FROM_SUBMITTED: Record<Exclude<OrderStatus, "submitted" | "cancelled">, OrderStatus[]> = {
  unshipped: ["unshipped"],
  shipped: ["unshipped", "shipped"],
  returning: ["unshipped", "shipped", "returning"],
  returned: ["unshipped", "shipped", "returning", "returned"],
};

/**
 * An order placed through the real path: the lines go into the account's cart through the cart
 * service, the account's default address is chosen (one is created through the address service
 * when it has none), and `submitOrder` places it with the acting account the confirm page builds
 * from a session (the buyer's own, or the salesman's acting for him). So stock, promotion
 * quantities, prices, tax, events, the shipping snapshot and the invoice number are the submit's.
 *
 * Beyond placement, as separate steps: the brand's minimum order amount is lifted for the submit
 * (a rule of placement, tested by the confirm page's tests; these orders are about what follows),
 * the account's earlier cart lines of the ordered products come back afterwards, the timestamps
 * move to `createdAt`, the status is reached through the back office's status changes (or the
 * buyer's cancel), and the invoice number is replaced when asked. Call it one order at a time: two
 * at once would race on the lifted minimum and on the remembered cart lines.
 */
export async function createOrder({ email, lines, status = "submitted", createdAt, salesmanEmail, invoiceNumber }: FixtureOrder) {
  const buyerId = await accountId(email);
  const placerId = salesmanEmail ? await accountId(salesmanEmail) : buyerId;
  const productIds = lines.map((line) => line.productId);
  const [first] = await db().select({ brandKey: products.brandKey }).from(products).where(eq(products.id, productIds[0]!));
  const brand = brandByKey(first!.brandKey);
  if (!brand) throw new Error(`fixture: no brand ${first!.brandKey}`);
  const session = await sessionFor(placerId, buyerId);
  const request = getRequest("/order/orderConfirm", { cookie: session.cookie });
  const context = { ...contextFor(), brand };
  const earlierCart = await db()
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.accountId, buyerId), inArray(cartItems.productId, productIds)));
  let orderNumber: string;
  try {
    const actor = await requireActor(request, context);
    const lng = await getLanguage(request, context);
    for (const line of lines) {
      const put = await setCartQuantity(actor, line.productId, line.quantity);
      if (!put.ok || put.quantity !== line.quantity) throw new Error(`fixture: the cart does not take ${line.quantity} of product ${line.productId}: ${JSON.stringify(put)}`);
    }
    await setCartChecked(actor, productIds, true);
    const addressId = await defaultAddressId(actor.accountId, actor.countryCode);
    const base = linkBase(brand);
    const result = await withoutMinimums(productIds, actor.currency, () =>
      submitOrder({
        actor,
        brandKey: brand.key,
        submitKey: newSubmitKey(),
        addressId,
        note: "Fixture order",
        lines: lines.map(({ productId, quantity }) => ({ productId, quantity })),
        expectedTotalMinor: null,
        lng,
        origin: base.origin,
        brandName: base.brandName,
      }),
    );
    if (!result.ok) throw new Error(`fixture: the submit refused the order: ${JSON.stringify(result.errors)}`);
    orderNumber = result.orderNumber;
  } finally {
    await restoreCart(buyerId, productIds, earlierCart);
    await deleteSession(session.token);
  }

  const [order] = await db().select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, orderNumber));
  const id = order!.id;
  await expectPromotions(id, lines);
  if (createdAt) {
    await db().update(orders).set({ createdAt, updatedAt: createdAt }).where(eq(orders.id, id));
    await db().update(orderEvents).set({ createdAt }).where(eq(orderEvents.orderId, id));
  }
  await reachStatus(buyerId, orderNumber, status, createdAt ?? new Date());
  if (invoiceNumber !== undefined) await db().update(orders).set({ invoiceNumber }).where(eq(orders.id, id));
  return { id, orderNumber, accountId: buyerId };
}

/** A session of the placer acting for the buyer, as after sign-in (or after a salesman picks the client). */
async function sessionFor(placerId: number, buyerId: number) {
  const [claims] = await db()
    .select({ countryCode: companies.countryCode, isTest: companies.isTest })
    .from(accounts)
    .innerJoin(companies, eq(companies.id, accounts.companyId))
    .where(eq(accounts.id, buyerId));
  const token = await createSession({ accountId: placerId, actingAccountId: buyerId, countryCode: claims?.countryCode?.trim() ?? null, isTest: claims?.isTest ?? false });
  const cookie = (await sessionCookie(getRequest("/")).serialize(token)).split(";")[0]!;
  return { token, cookie };
}

/** The address the confirm page preselects: the default, else the first; one is created when the book is empty. */
async function defaultAddressId(buyerId: number, countryCode: string): Promise<number> {
  const book = await listAddresses({ accountId: buyerId, page: 1, lng: "en", pageSize: 200 });
  const chosen = book.items.find((address) => address.isDefault) ?? book.items[0];
  if (chosen) return chosen.id;
  const provinces = await regionChoices({ countryCode, provinceId: null, lng: "en" });
  const provinceId = provinces.provinces[0]?.id ?? null;
  const cities = provinceId === null ? { cities: [] } : await regionChoices({ countryCode, provinceId, lng: "en" });
  const cityId = cities.cities[0]?.id ?? null;
  const saved = await saveAddress(
    { accountId: buyerId, salesmanId: null },
    {
      companyName: "Test company",
      fullName: "Test buyer",
      address: "Street 1",
      telephone: "+34 600 000 000",
      countryCode,
      provinceId,
      cityId,
      province: provinceId === null ? "Province" : null,
      city: cityId === null ? "City" : null,
      postalCode: "00000",
      isDefault: true,
    },
  );
  if (!saved.ok) throw new Error(`fixture: cannot create an address: ${JSON.stringify(saved)}`);
  return saved.id;
}

/** Runs the submit with the minimum amounts of the lines' brands in the currency at zero, then puts them back. */
async function withoutMinimums<T>(productIds: number[], currency: string, run: () => Promise<T>): Promise<T> {
  const brands = await db().selectDistinct({ brandKey: products.brandKey }).from(products).where(inArray(products.id, productIds));
  const which = and(
    eq(orderMinimums.currency, currency),
    inArray(
      orderMinimums.brandKey,
      brands.map((brand) => brand.brandKey),
    ),
  );
  const saved = await db().select().from(orderMinimums).where(which);
  await db().update(orderMinimums).set({ minimumMinor: 0 }).where(which);
  try {
    return await run();
  } finally {
    for (const row of saved) {
      await db()
        .update(orderMinimums)
        .set({ minimumMinor: row.minimumMinor })
        .where(and(eq(orderMinimums.brandKey, row.brandKey), eq(orderMinimums.currency, row.currency)));
    }
  }
}

/** The cart lines of the ordered products as they were before (the submit removed the ordered ones). */
async function restoreCart(buyerId: number, productIds: number[], earlier: (typeof cartItems.$inferSelect)[]) {
  await db()
    .delete(cartItems)
    .where(and(eq(cartItems.accountId, buyerId), inArray(cartItems.productId, productIds)));
  if (earlier.length > 0) await db().insert(cartItems).values(earlier);
}

async function expectPromotions(orderId: number, lines: FixtureLine[]) {
  const taken = await db().select({ productId: orderLines.productId, promotionItemId: orderLines.promotionItemId }).from(orderLines).where(eq(orderLines.orderId, orderId));
  for (const line of lines) {
    if (line.promotionItemId === undefined) continue;
    const got = taken.find((row) => row.productId === line.productId)?.promotionItemId ?? null;
    if (got !== line.promotionItemId) throw new Error(`fixture: product ${line.productId} took promotion item ${got}, not ${line.promotionItemId}`);
  }
}

/**
 * From submitted to the asked status: the back office's status changes along the allowed path
 * (with a carrier, tracking and return number where a step needs them), or the buyer's cancel.
 */
async function reachStatus(buyerId: number, orderNumber: string, status: OrderStatus, now: Date) {
  if (status === "submitted") return;
  if (status === "cancelled") {
    const cancelled = await cancelOrder({ accountId: buyerId, salesmanId: null }, { orderNumber, reason: "mistake", text: null, now });
    if (!cancelled.ok) throw new Error(`fixture: cannot cancel ${orderNumber}: ${JSON.stringify(cancelled)}`);
    return;
  }
  const details: StatusDetails = { carrier: "DHL", trackingNumber: `TRK-${orderNumber}`, returnOrderNumber: `RT-${orderNumber}` };
  const orderId = (await orderIdOf(orderNumber))!;
  for (const step of PATH_FROM_SUBMITTED[status]) {
    const changed = await moveOrder(null, orderId, step, { ...(step === "shipped" ? details : step === "returning" ? { returnOrderNumber: details.returnOrderNumber } : {}), now });
    if (!changed.ok) throw new Error(`fixture: cannot change ${orderNumber} to ${step}: ${JSON.stringify(changed)}`);
  }
}

export async function availableOf(productId: number): Promise<number> {
  const [row] = await db().select({ available: stock.available }).from(stock).where(eq(stock.productId, productId));
  return row!.available;
}

/** A product in a running promotion the buyers can order, with `quantity` a quantity they may order of it. */
export async function promotionLine() {
  const [row] = await queryRows<{ id: number; product_id: number; remaining_qty: number; quantity_limit: number; quantity: number }>(
    db(),
    // The product's only running promotion in EUR (so the cart prices the line with it); the
    // quantity is the smallest the cart takes (minimum order quantity, a whole multiple).
    sql`select * from (
          select i.id, i.product_id, i.remaining_qty, i.quantity_limit, i.per_account_limit, s.available,
            (ceil(greatest(p.min_order_qty, 1)::numeric / p.sale_double) * p.sale_double)::int as quantity
          from promotion_items i join promotions m on m.id = i.promotion_id
          join products p on p.id = i.product_id join stock s on s.product_id = i.product_id
          where i.currency = 'EUR' and m.brand_key = 'aigostar' and m.starts_at <= now() and m.ends_at > now() and not s.not_check_stock
            and not (p.off_market or p.off_shelves or p.not_online or p.offline_only or p.presale or p.ships_from_china)
            and exists (select 1 from product_prices pp where pp.product_id = p.id and pp.currency = 'EUR' and pp.price_minor > 0)
            and not exists (select 1 from promotion_items o join promotions om on om.id = o.promotion_id
                            where o.product_id = i.product_id and o.currency = 'EUR' and o.id <> i.id
                              and om.starts_at <= now() and om.ends_at > now() and (o.remaining_qty is null or o.remaining_qty > 0))) c
        where c.remaining_qty >= 2 * c.quantity and c.available >= 2 * c.quantity and (c.per_account_limit is null or c.per_account_limit >= c.quantity)
        order by c.id limit 1`,
  );
  return row!;
}
