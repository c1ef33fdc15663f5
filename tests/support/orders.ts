import { and, eq, inArray, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { type OrderStatus, accounts, addresses, companies, orderEvents, orderLines, orders, productPrices, products, promotionItems, stock } from "~/db/schema";
import { applyRate } from "~/domain/pricing";
import { accountId } from "./requests";

type FixtureLine = { productId: number; quantity: number; promotionItemId?: number };

export type FixtureOrder = {
  email: string;
  lines: FixtureLine[];
  status?: OrderStatus;
  createdAt?: Date;
  /** The salesman who placed it for the account. */
  salesmanEmail?: string;
  invoiceNumber?: string | null;
};

let counter = 0;

/**
 * An order placed the way the submit does it (until that work is merged): the lines' stock is
 * taken (stock_taken) unless the product's stock is not checked, a line's promotion quantity is
 * taken from its promotion item, one 'submitted' event, and the account's default address as the
 * shipping snapshot. Statuses other than submitted get their event appended too.
 */
export async function createOrder({ email, lines, status = "submitted", createdAt = new Date(), salesmanEmail, invoiceNumber }: FixtureOrder) {
  const buyerId = await accountId(email);
  const salesmanId = salesmanEmail ? await accountId(salesmanEmail) : null;
  const [buyer] = await db()
    .select({ companyId: companies.id, currency: companies.currency, userRateBp: companies.userRateBp, language: accounts.language })
    .from(accounts)
    .innerJoin(companies, eq(companies.id, accounts.companyId))
    .where(eq(accounts.id, buyerId));
  const [address] = await db().select().from(addresses).where(eq(addresses.accountId, buyerId)).orderBy(sql`${addresses.isDefault} desc`, addresses.id).limit(1);
  const facts = await db()
    .select({ id: products.id, barcode: products.barcode, model: products.model, names: products.names, brandKey: products.brandKey, notCheckStock: stock.notCheckStock, price: productPrices.priceMinor })
    .from(products)
    .leftJoin(stock, eq(stock.productId, products.id))
    .leftJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.currency, buyer!.currency)))
    .where(inArray(products.id, lines.map((line) => line.productId)));
  counter += 1;
  const orderNumber = `T${Date.now().toString(36).toUpperCase()}${counter}`;
  return db().transaction(async (tx) => {
    const rows = lines.map((line, index) => {
      const product = facts.find((fact) => fact.id === line.productId)!;
      const listUnitMinor = product.price ?? 0;
      const unitMinor = buyer!.userRateBp > 0 ? applyRate(listUnitMinor, buyer!.userRateBp) : listUnitMinor;
      return {
        lineNo: index + 1,
        productId: line.productId,
        barcode: product.barcode,
        model: product.model,
        names: product.names,
        quantity: line.quantity,
        listUnitMinor,
        unitMinor,
        lineTotalMinor: unitMinor * line.quantity,
        promotionItemId: line.promotionItemId ?? null,
        stockTaken: !product.notCheckStock,
      };
    });
    for (const row of rows) {
      if (row.stockTaken) {
        const taken = await tx
          .update(stock)
          .set({ available: sql`${stock.available} - ${row.quantity}` })
          .where(and(eq(stock.productId, row.productId), sql`${stock.available} >= ${row.quantity}`))
          .returning({ available: stock.available });
        if (taken.length === 0) throw new Error(`fixture: not enough stock of product ${row.productId}`);
      }
      if (row.promotionItemId !== null) {
        const taken = await tx
          .update(promotionItems)
          .set({ remainingQty: sql`${promotionItems.remainingQty} - ${row.quantity}` })
          .where(and(eq(promotionItems.id, row.promotionItemId), sql`${promotionItems.remainingQty} >= ${row.quantity}`))
          .returning({ id: promotionItems.id });
        if (taken.length === 0) throw new Error(`fixture: not enough promotion quantity on item ${row.promotionItemId}`);
      }
    }
    const subtotalMinor = rows.reduce((sum, row) => sum + row.listUnitMinor * row.quantity, 0);
    const netMinor = rows.reduce((sum, row) => sum + row.lineTotalMinor, 0);
    const taxMinor = Math.round((netMinor * 2100) / 10_000);
    const cancelled = status === "cancelled";
    const [order] = await tx
      .insert(orders)
      .values({
        orderNumber,
        invoiceNumber: invoiceNumber === undefined ? `INV-${orderNumber}` : invoiceNumber,
        accountId: buyerId,
        companyId: buyer!.companyId,
        placedById: salesmanId ?? buyerId,
        salesmanId,
        brandKey: facts[0]!.brandKey,
        status,
        currency: buyer!.currency,
        subtotalMinor,
        discountMinor: subtotalMinor - netMinor,
        taxRateBp: 2100,
        taxMinor,
        totalMinor: netMinor + taxMinor,
        totalQuantity: rows.reduce((sum, row) => sum + row.quantity, 0),
        addressId: address?.id ?? null,
        shippingAddress: {
          companyName: address?.companyName ?? "Test company",
          fullName: address?.fullName ?? "Test buyer",
          address: address?.address ?? "Street 1",
          telephone: address?.telephone ?? "+34 600 000 000",
          countryCode: address?.countryCode ?? "ES",
          province: address?.province ?? null,
          city: address?.city ?? null,
          postalCode: address?.postalCode ?? "00000",
        },
        note: "Fixture order",
        language: buyer!.language ?? "en",
        submitKey: `fixture-${orderNumber}`,
        cancelReason: cancelled ? "mistake" : null,
        cancelledAt: cancelled ? createdAt : null,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: orders.id, orderNumber: orders.orderNumber });
    await tx.insert(orderLines).values(rows.map((row) => ({ ...row, orderId: order!.id })));
    await tx.insert(orderEvents).values({ orderId: order!.id, status: "submitted", actorId: salesmanId ?? buyerId, createdAt });
    if (status !== "submitted") await tx.insert(orderEvents).values({ orderId: order!.id, status, actorId: null, createdAt });
    return { id: order!.id, orderNumber: order!.orderNumber, accountId: buyerId };
  });
}

export async function availableOf(productId: number): Promise<number> {
  const [row] = await db().select({ available: stock.available }).from(stock).where(eq(stock.productId, productId));
  return row!.available;
}
