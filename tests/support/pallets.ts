import { and, eq, inArray, sql } from "drizzle-orm";
import { db, queryRows } from "~/db/client.server";
import { cartItems, cartPalletItems, cartPallets, products, stock } from "~/db/schema";
import { accountId } from "./requests";

/** A China-direct carton the tests can count on: 0.5 m³ and 100 kg of 10 units (an EUR pallet takes 3: 1.5 of 1.728 m³). */
export const TEST_CARTON = { pkgNum: 10, cartonVolumeCm3: 500_000, cartonWeightG: 100_000 } as const;

/**
 * Aigostar products priced in the currency, in stock, orderable, without a promotion, made
 * China-direct with TEST_CARTON's carton (the test seed has few China-direct products).
 */
export async function chinaProducts(count: number, currency = "GBP"): Promise<{ id: number; barcode: string; price: number }[]> {
  const rows = await queryRows<{ id: number; barcode: string; price: number }>(
    db(),
    sql`select p.id, p.barcode, pp.price_minor::int as price from products p
        join stock s on s.product_id = p.id join product_prices pp on pp.product_id = p.id and pp.currency = ${currency}
        where pp.price_minor > 0 and s.available >= 500 and not s.not_check_stock and p.brand_key = 'aigostar'
          and not (p.off_market or p.off_shelves or p.not_online or p.offline_only or p.presale)
          and not exists (select 1 from promotion_items pi where pi.product_id = p.id)
        order by p.id limit ${count}`,
  );
  const ids = rows.map((row) => Number(row.id));
  await db().update(products).set({ shipsFromChina: true, ...TEST_CARTON }).where(inArray(products.id, ids));
  return rows.map((row) => ({ id: Number(row.id), barcode: row.barcode, price: Number(row.price) }));
}

export async function setAvailable(productId: number, available: number) {
  await db().update(stock).set({ available }).where(eq(stock.productId, productId));
}

/** A new empty pallet of the account (EUR unless told), straight in the table. */
export async function newPallet(email: string, { typeCode = "EUR", name = "Test pallet", brandKey = "aigostar" } = {}): Promise<number> {
  const [pallet] = await db()
    .insert(cartPallets)
    .values({ accountId: await accountId(email), brandKey, typeCode, name })
    .returning({ id: cartPallets.id });
  return pallet!.id;
}

export async function putCartons(palletId: number, productId: number, cartons: number) {
  await db().insert(cartPalletItems).values({ palletId, productId, cartons });
}

/** A pallet's lines as stored: product and cartons, by product. */
export async function palletLines(palletId: number) {
  return db().select({ productId: cartPalletItems.productId, cartons: cartPalletItems.cartons }).from(cartPalletItems).where(eq(cartPalletItems.palletId, palletId)).orderBy(cartPalletItems.productId);
}

export async function palletsOf(email: string) {
  return db().select({ id: cartPallets.id, name: cartPallets.name, typeCode: cartPallets.typeCode }).from(cartPallets).where(eq(cartPallets.accountId, await accountId(email))).orderBy(cartPallets.id);
}

export async function cartLinesOf(email: string) {
  return db().select({ productId: cartItems.productId, quantity: cartItems.quantity }).from(cartItems).where(eq(cartItems.accountId, await accountId(email))).orderBy(cartItems.productId);
}

/** Leaves the account without pallets and cart lines. */
export async function clearPalletsAndCart(email: string) {
  const account = await accountId(email);
  await db().delete(cartPallets).where(eq(cartPallets.accountId, account));
  await db().delete(cartItems).where(and(eq(cartItems.accountId, account)));
}
