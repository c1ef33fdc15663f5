import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { type OrderAddress, type OrderStatus, accounts, addresses, companies, orderEvents, orderLines, orderReturnLines, orderReturns, orders, salesmanClients } from "~/db/schema";
import { levelNeeds, yearOf } from "~/domain/falcon";
import { applyRate } from "~/domain/pricing";
import { BRANDS } from "~/services/platform/brands.server";
import { queryRows } from "./insert";

/** VAT (basis points) of the demo countries, for the demo orders' tax lines. */
const TAX_BP: Readonly<Record<string, number>> = { ES: 2100, IT: 2200, PL: 2300, DE: 1900, FR: 2000, NL: 2100, PT: 2300, GB: 2000, MX: 1600 };

type Plan = { daysAgo: number; status: OrderStatus; lines: number; bySalesman?: boolean; nearFalcon?: boolean };

/**
 * Every approved demo buyer's order history, spread over the last months so that each period of
 * the order list shows something: two submitted this week, one unshipped this month, then
 * shipped, returning, returned and cancelled orders further back (decision 0054). The days also
 * give each period of the sales ranking (decision 0114) orders in the period before it, so its
 * movement shows: the unshipped order falls in the 7 days before the last 7, the shipped one of
 * 40 days in the 30 before the last 30, the returned one in the 90 before the last 90, and the
 * oldest (more than a year ago) in last year's part of "this year".
 */
const PLANS: readonly Plan[] = [
  { daysAgo: 2, status: "submitted", lines: 3 },
  { daysAgo: 5, status: "submitted", lines: 2, bySalesman: true },
  { daysAgo: 10, status: "unshipped", lines: 4 },
  { daysAgo: 40, status: "shipped", lines: 2 },
  { daysAgo: 65, status: "returning", lines: 1 },
  { daysAgo: 110, status: "returned", lines: 2 },
  { daysAgo: 130, status: "cancelled", lines: 3 },
  { daysAgo: 390, status: "shipped", lines: 5 },
];

/**
 * The Falcon programme's demo (decision 0114): one buyer has a large shipped order this year that
 * brings its purchases of the brand to 92 % of the first level, so /lieyingProgram shows an
 * account close to a level (the others are far from it).
 */
export const FALCON_NEAR_EMAIL = "buyer.nl@demo.test";
const NEAR_FALCON: Plan = { daysAgo: 25, status: "shipped", lines: 1, nearFalcon: true };

/** The statuses an order went through to reach its own (the processing flow). */
const PATHS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  submitted: ["submitted"],
  unshipped: ["submitted", "unshipped"],
  shipped: ["submitted", "unshipped", "shipped"],
  returning: ["submitted", "unshipped", "shipped", "returning"],
  returned: ["submitted", "unshipped", "shipped", "returning", "returned"],
  cancelled: ["submitted", "cancelled"],
};

const DAY = 24 * 60 * 60 * 1000;
const CARRIERS = ["DHL", "GLS", "DPD", "UPS", "SEUR"] as const;

type ProductRow = { id: number; barcode: string; model: string; names: Record<string, string> & { en: string }; sale_double: number; price_minor: string | number };

/**
 * Demo orders for the approved demo buyers. They take no stock and no promotion quantity
 * (stock_taken false, no promotion item), so the catalogue's demo states stay as they are.
 */
export async function seedOrders(db: Executor, { now }: { now: Date }): Promise<number> {
  const buyers = await db
    .select({ id: accounts.id, email: accounts.email, language: accounts.language, companyId: companies.id, countryCode: companies.countryCode, currency: companies.currency, userRateBp: companies.userRateBp })
    .from(accounts)
    .innerJoin(companies, eq(companies.id, accounts.companyId))
    .where(and(eq(accounts.role, "buyer"), eq(companies.official, true), eq(companies.isTest, false), sql`${accounts.email} like '%@demo.test'`))
    .orderBy(asc(accounts.id));
  if (buyers.length === 0) return 0;
  const salesmen = await db
    .select({ clientId: salesmanClients.clientAccountId, salesmanId: salesmanClients.salesmanId })
    .from(salesmanClients)
    .where(inArray(salesmanClients.clientAccountId, buyers.map((buyer) => buyer.id)));
  const salesmanOf = new Map(salesmen.map((row) => [row.clientId, row.salesmanId]));
  // The back office's moves (unshipped, shipped, the return) are customer service's (decision 0112).
  const [service] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, "service@demo.test"));
  const staffId = service?.id ?? null;
  let sequence = 0;
  let count = 0;
  for (const [buyerIndex, buyer] of buyers.entries()) {
    // The main brand's products, or (Mexico) the brand that sells in the account's currency.
    const [brandRow] = await queryRows<{ brand_key: string }>(
      db,
      sql`select p.brand_key from products p join product_prices pp on pp.product_id = p.id and pp.currency = ${buyer.currency}
          where not p.off_market and pp.price_minor > 0
          group by p.brand_key order by (p.brand_key = ${BRANDS[0]!.key}) desc, count(*) desc, p.brand_key limit 1`,
    );
    if (!brandRow) continue;
    const brandKey = brandRow.brand_key;
    const products = await queryRows<ProductRow>(
      db,
      sql`select p.id, p.barcode, p.model, p.names, p.sale_double, pp.price_minor from products p
          join product_prices pp on pp.product_id = p.id and pp.currency = ${buyer.currency}
          where p.brand_key = ${brandKey} and not p.off_market and pp.price_minor > 0
          order by p.id limit 40`,
    );
    if (products.length === 0) continue;
    const [address] = await db
      .select()
      .from(addresses)
      .where(eq(addresses.accountId, buyer.id))
      .orderBy(sql`${addresses.isDefault} desc`, asc(addresses.id))
      .limit(1);
    if (!address) continue;
    const shippingAddress: OrderAddress = {
      companyName: address.companyName,
      fullName: address.fullName,
      address: address.address,
      telephone: address.telephone,
      countryCode: address.countryCode,
      province: address.province,
      city: address.city,
      postalCode: address.postalCode,
    };
    const taxRateBp = TAX_BP[buyer.countryCode] ?? 0;
    const year = yearOf(now);
    let spentThisYear = 0;
    for (const [planIndex, plan] of (buyer.email === FALCON_NEAR_EMAIL ? [...PLANS, NEAR_FALCON] : PLANS).entries()) {
      sequence += 1;
      const placed = now.getTime() - plan.daysAgo * DAY - (buyerIndex * 37 + planIndex * 11) * 60_000;
      // The near-level order counts this year, even in January.
      const createdAt = new Date(plan.nearFalcon ? Math.max(year.from.getTime() + 60_000, placed) : placed);
      const salesmanId = plan.bySalesman ? (salesmanOf.get(buyer.id) ?? null) : null;
      const picked = Array.from({ length: plan.lines }, (_, index) => products[(buyerIndex * 5 + planIndex * 3 + index * 7) % products.length]!);
      const unique = [...new Map(picked.map((product) => [product.id, product])).values()];
      const lines = unique.map((product, index) => {
        const listUnitMinor = Number(product.price_minor);
        const unitMinor = buyer.userRateBp > 0 ? applyRate(listUnitMinor, buyer.userRateBp) : listUnitMinor;
        const grossUnit = Math.round((unitMinor * (10_000 + taxRateBp)) / 10_000);
        const nearQuantity = Math.ceil(Math.max(0, Math.round(levelNeeds(buyer.currency).falcon * 0.92) - spentThisYear) / Math.max(1, grossUnit));
        const quantity = plan.nearFalcon ? Math.max(1, nearQuantity) : Math.max(1, product.sale_double) * (1 + ((planIndex + index) % 4));
        return {
          lineNo: index + 1,
          productId: product.id,
          barcode: product.barcode,
          model: product.model,
          names: product.names,
          quantity,
          listUnitMinor,
          unitMinor,
          lineTotalMinor: unitMinor * quantity,
          promotionItemId: null,
          stockTaken: false,
        };
      });
      const subtotalMinor = lines.reduce((sum, line) => sum + line.listUnitMinor * line.quantity, 0);
      const netMinor = lines.reduce((sum, line) => sum + line.lineTotalMinor, 0);
      const taxMinor = Math.round((netMinor * taxRateBp) / 10_000);
      const day = createdAt.toISOString().slice(0, 10).replaceAll("-", "");
      const path = PATHS[plan.status];
      const shipped = path.includes("shipped");
      const cancelled = plan.status === "cancelled";
      const carrier = shipped ? CARRIERS[sequence % CARRIERS.length]! : null;
      const trackingNumber = shipped ? `${carrier!.slice(0, 2)}${String(700_000_000 + sequence * 7919)}` : null;
      const returnNumber = path.includes("returning") ? `RT${day}${String(sequence).padStart(4, "0")}` : null;
      if (plan.status !== "cancelled" && createdAt >= year.from) spentThisYear += netMinor + taxMinor;
      const [order] = await db
        .insert(orders)
        .values({
          orderNumber: `SO${day}${String(sequence).padStart(4, "0")}`,
          // Numbered below, in date order.
          invoiceNumber: null,
          accountId: buyer.id,
          companyId: buyer.companyId,
          placedById: salesmanId ?? buyer.id,
          salesmanId,
          brandKey,
          status: plan.status,
          currency: buyer.currency,
          subtotalMinor,
          discountMinor: subtotalMinor - netMinor,
          taxRateBp,
          taxMinor,
          totalMinor: netMinor + taxMinor,
          totalQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
          addressId: address.id,
          shippingAddress,
          note: planIndex === 0 ? "Please deliver before noon." : null,
          language: buyer.language ?? "en",
          submitKey: `demo-${sequence}`,
          cancelReason: cancelled ? "betterPrice" : null,
          cancelledAt: cancelled ? new Date(createdAt.getTime() + DAY) : null,
          returnOrderNumber: returnNumber,
          carrier,
          trackingNumber,
          createdAt,
          updatedAt: new Date(createdAt.getTime() + (path.length - 1) * DAY),
        })
        .returning({ id: orders.id });
      await db.insert(orderLines).values(lines.map((line) => ({ ...line, orderId: order!.id })));
      const notes: Partial<Record<OrderStatus, string | null>> = { cancelled: "betterPrice", shipped: shipped ? `${carrier} ${trackingNumber}` : null, returning: returnNumber };
      await db.insert(orderEvents).values(
        path.map((status, step) => ({
          orderId: order!.id,
          status,
          actorId: step === 0 ? (salesmanId ?? buyer.id) : status === "cancelled" ? buyer.id : staffId,
          note: notes[status] ?? null,
          createdAt: new Date(createdAt.getTime() + step * DAY),
        })),
      );
      if (returnNumber) {
        // The return as the back office creates it: the first line half back (at least one), the others in full.
        const returning = path.indexOf("returning");
        const [opened] = await db
          .insert(orderReturns)
          .values({
            orderId: order!.id,
            returnNumber,
            state: plan.status === "returned" ? "returned" : "returning",
            createdBy: staffId,
            createdAt: new Date(createdAt.getTime() + returning * DAY),
            completedAt: plan.status === "returned" ? new Date(createdAt.getTime() + (returning + 1) * DAY) : null,
          })
          .returning({ id: orderReturns.id });
        await db
          .insert(orderReturnLines)
          .values(lines.map((line, index) => ({ returnId: opened!.id, orderId: order!.id, lineNo: line.lineNo, quantity: index === 0 ? Math.max(1, Math.floor(line.quantity / 2)) : line.quantity })));
      }
      count += 1;
    }
  }
  await numberInvoices(db);
  return count;
}

/**
 * Invoice numbers as the submit gives them (INV-<year>-<nnnnnn>, one series per year without
 * gaps), in date order, and the submit's counter (invoice_counters, when that table exists) moved
 * past them so the next real order continues the series instead of colliding.
 */
export async function numberInvoices(db: Executor) {
  await db.execute(sql`update orders o set invoice_number = 'INV-' || r.year || '-' || lpad(r.n::text, 6, '0')
    from (select id, extract(year from created_at at time zone 'UTC')::int as year,
                 row_number() over (partition by extract(year from created_at at time zone 'UTC') order by created_at, id) as n
          from orders where submit_key like 'demo-%') r
    where o.id = r.id`);
  await db.execute(sql.raw(`do $$ begin
    if to_regclass('invoice_counters') is not null then
      execute 'insert into invoice_counters (year, last_number)
        select substr(invoice_number, 5, 4)::int, max(substr(invoice_number, 10)::int) from orders
        where invoice_number like ''INV-____-______'' group by 1
        on conflict (year) do update set last_number = greatest(invoice_counters.last_number, excluded.last_number)';
    end if;
  end $$`));
}
