import { and, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { accounts, arrivalNotices, products, stock } from "~/db/schema";
import { acceptsArrivalNotice } from "~/domain/arrival-notices";
import { type Language, isLanguage } from "~/i18n/languages";
import type { Writer } from "~/services/identity/actor.server";
import { recordAudit } from "~/services/platform/audit.server";
import { brandByKey } from "~/services/platform/brands.server";
import { queueMail } from "~/services/platform/mail.server";

/** Who subscribes: the acting account, and the salesman acting for it (recorded and audited). */

/** Where the account's notices go by default: its subscription email, else its account email. */
export async function subscriptionEmailOf(accountId: number): Promise<string> {
  const [row] = await db()
    .select({ email: sql<string>`coalesce(${accounts.subscriptionEmail}, ${accounts.email})` })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row?.email ?? "";
}

export type NoticeProduct = { id: number; name: string; barcode: string; minOrderQty: number; accepts: boolean };

/** A product of the brand for the subscription form, with whether it takes a subscription; null when unknown. */
export async function noticeProduct({ productId, brandKey, lng }: { productId: number; brandKey: string; lng: Language }): Promise<NoticeProduct | null> {
  const [row] = await db()
    .select({
      id: products.id,
      name: sql<string>`coalesce(${products.names}->>${sql`${lng}::text`}, ${products.names}->>'en')`,
      barcode: products.barcode,
      minOrderQty: products.minOrderQty,
      presale: products.presale,
      restock: products.restock,
      offMarket: products.offMarket,
      available: stock.available,
      notCheckStock: stock.notCheckStock,
    })
    .from(products)
    .leftJoin(stock, eq(stock.productId, products.id))
    .where(and(eq(products.id, productId), eq(products.brandKey, brandKey)));
  if (!row) return null;
  const accepts = acceptsArrivalNotice({
    presale: row.presale,
    restock: row.restock,
    offMarket: row.offMarket,
    stock: { available: row.available ?? 0, notCheckStock: row.notCheckStock ?? false },
  });
  return { id: row.id, name: row.name, barcode: row.barcode, minOrderQty: row.minOrderQty, accepts };
}

export type SubscribeResult = { status: "created" | "updated"; id: number } | { status: "notFound" | "notAccepted" };

/**
 * Subscribes the acting account to a sold-out or replenishment product of the brand. Subscribing
 * again while one waits updates its email and quantity (one waiting subscription per product).
 */
export async function subscribeArrivalNotice(
  actor: Writer,
  input: { productId: number; brandKey: string; email: string; quantity: number; lng: Language },
): Promise<SubscribeResult> {
  const product = await noticeProduct({ productId: input.productId, brandKey: input.brandKey, lng: input.lng });
  if (!product) return { status: "notFound" };
  if (!product.accepts) return { status: "notAccepted" };
  const [row] = await db()
    .insert(arrivalNotices)
    .values({ accountId: actor.accountId, productId: product.id, email: input.email, quantity: input.quantity, salesmanId: actor.salesmanId })
    .onConflictDoUpdate({
      target: [arrivalNotices.accountId, arrivalNotices.productId],
      targetWhere: sql`${arrivalNotices.notifiedAt} is null`,
      set: { email: input.email, quantity: input.quantity, salesmanId: actor.salesmanId, updatedAt: sql`now()` },
    })
    .returning({ id: arrivalNotices.id, created: sql<boolean>`${arrivalNotices.createdAt} = ${arrivalNotices.updatedAt}` });
  const status = row!.created ? "created" : "updated";
  if (actor.salesmanId !== null) {
    await recordAudit({
      accountId: actor.accountId,
      actorId: actor.salesmanId,
      action: `arrivalNotice.${status === "created" ? "create" : "update"}`,
      entity: "arrival_notice",
      entityId: row!.id,
      details: { productId: product.id, quantity: input.quantity },
    });
  }
  return { status, id: row!.id };
}

export type ArrivalNoticeItem = {
  id: number;
  productId: number;
  brandKey: string;
  name: string;
  barcode: string;
  email: string;
  quantity: number;
  createdAt: Date;
  notifiedAt: Date | null;
};

const itemColumns = (lng: Language) => ({
  id: arrivalNotices.id,
  productId: products.id,
  brandKey: products.brandKey,
  name: sql<string>`coalesce(${products.names}->>${sql`${lng}::text`}, ${products.names}->>'en')`,
  barcode: products.barcode,
  email: arrivalNotices.email,
  quantity: arrivalNotices.quantity,
  createdAt: arrivalNotices.createdAt,
  notifiedAt: arrivalNotices.notifiedAt,
});

export const ARRIVAL_NOTICE_PAGE_SIZE = 20;

/** The acting account's subscriptions, newest first, a page at a time. */
export async function listArrivalNotices({ accountId, lng, page }: { accountId: number; lng: Language; page: number }) {
  const pageSize = ARRIVAL_NOTICE_PAGE_SIZE;
  const [{ total } = { total: 0 }] = await db().select({ total: count() }).from(arrivalNotices).where(eq(arrivalNotices.accountId, accountId));
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), pages);
  const items: ArrivalNoticeItem[] = await db()
    .select(itemColumns(lng))
    .from(arrivalNotices)
    .innerJoin(products, eq(products.id, arrivalNotices.productId))
    .where(eq(arrivalNotices.accountId, accountId))
    .orderBy(desc(arrivalNotices.id))
    .limit(pageSize)
    .offset((current - 1) * pageSize);
  return { items, total, page: current, pages };
}

/** One subscription of the acting account; null when it is another account's or unknown (404). */
export async function findArrivalNotice({ accountId, id, lng }: { accountId: number; id: number; lng: Language }): Promise<ArrivalNoticeItem | null> {
  const [row] = await db()
    .select(itemColumns(lng))
    .from(arrivalNotices)
    .innerJoin(products, eq(products.id, arrivalNotices.productId))
    .where(and(eq(arrivalNotices.id, id), eq(arrivalNotices.accountId, accountId)));
  return row ?? null;
}

/** Cancels (deletes) a subscription of the acting account; false when there was none. */
export async function cancelArrivalNotice(actor: Writer, id: number): Promise<boolean> {
  const [row] = await db()
    .delete(arrivalNotices)
    .where(and(eq(arrivalNotices.id, id), eq(arrivalNotices.accountId, actor.accountId)))
    .returning({ id: arrivalNotices.id, productId: arrivalNotices.productId });
  if (!row) return false;
  if (actor.salesmanId !== null) {
    await recordAudit({
      accountId: actor.accountId,
      actorId: actor.salesmanId,
      action: "arrivalNotice.cancel",
      entity: "arrival_notice",
      entityId: row.id,
      details: { productId: row.productId },
    });
  }
  return true;
}

export type RestockResult = { available: number; notified: number };

/**
 * Stock arrives: adds `quantity` to the product's available stock and tells every waiting
 * subscriber once. The stock update, the claim of the waiting subscriptions (marking them
 * notified) and the queueing of their mails are one transaction, so two restocks never notify
 * twice and a crash cannot lose a notice; the mail job sends them afterwards, each recorded as a
 * message of the subscriber's account.
 */
export async function restockProduct(productId: number, quantity: number): Promise<RestockResult> {
  if (!Number.isInteger(quantity) || quantity <= 0) throw new RangeError("The restocked quantity must be a whole number above 0.");
  return db().transaction(async (tx) => {
    const [updated] = await tx
      .insert(stock)
      .values({ productId, available: quantity })
      .onConflictDoUpdate({ target: stock.productId, set: { available: sql`${stock.available} + ${quantity}` } })
      .returning({ available: stock.available });
    const notices = await tx
      .update(arrivalNotices)
      .set({ notifiedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(arrivalNotices.productId, productId), isNull(arrivalNotices.notifiedAt)))
      .returning({ id: arrivalNotices.id, accountId: arrivalNotices.accountId, email: arrivalNotices.email, quantity: arrivalNotices.quantity });
    const available = updated!.available;
    if (notices.length === 0) return { available, notified: 0 };
    const [product] = await tx
      .select({ names: products.names, barcode: products.barcode, brandKey: products.brandKey })
      .from(products)
      .where(eq(products.id, productId));
    const people = await tx
      .select({ id: accounts.id, fullName: accounts.fullName, language: accounts.language })
      .from(accounts)
      .where(inArray(accounts.id, [...new Set(notices.map((notice) => notice.accountId))]));
    const byId = new Map(people.map((person) => [person.id, person]));
    const brand = brandByKey(product!.brandKey)?.name ?? product!.brandKey;
    for (const notice of notices) {
      const person = byId.get(notice.accountId);
      const language = person?.language ?? null;
      const lng = isLanguage(language) ? language : "en";
      const messageId = await queueMail(
        { accountId: notice.accountId, email: notice.email, language },
        "arrivalNotice",
        {
          brand,
          name: person?.fullName ?? "",
          product: product!.names[lng] ?? product!.names.en,
          barcode: product!.barcode,
          quantity: String(notice.quantity),
          available: String(available),
        },
        { executor: tx },
      );
      await tx.update(arrivalNotices).set({ messageId }).where(eq(arrivalNotices.id, notice.id));
    }
    return { available, notified: notices.length };
  });
}

/** The restock command's entry: a product by its barcode; null when no product has it. */
export async function restockByBarcode(barcode: string, quantity: number): Promise<(RestockResult & { productId: number }) | null> {
  const [product] = await db().select({ id: products.id }).from(products).where(eq(products.barcode, barcode));
  if (!product) return null;
  const result = await restockProduct(product.id, quantity);
  return result ? { ...result, productId: product.id } : null;
}
