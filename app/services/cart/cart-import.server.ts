import { and, eq, inArray, sql } from "drizzle-orm";
import { db, queryRows } from "~/db/client.server";
import { type ImportResultLine, cartImports, cartItems } from "~/db/schema";
import type { EntryReason, ImportEntry } from "~/domain/barcode-import";
import { type QuantityOutcome, checkAdd, checkSetQuantity, minimumQuantity } from "~/domain/cart-quantity";
import type { Language } from "~/i18n/languages";
import { recordAudit } from "~/services/platform/audit.server";
import type { Actor } from "~/services/identity/actor.server";
import { lockAccount } from "./cart.server";
import { productFacts, toQuantityProduct } from "~/services/catalogue/product-facts.server";

/** An entry to apply; plans give the product directly instead of a barcode to look up. */
export type PreparedEntry = ImportEntry & { productId?: number };

export type ImportSource = "file" | "typed" | "plan";

/**
 * The acting brand's products for some barcodes: the barcode itself first, then the alternative
 * (replace) barcode, then the sub-barcodes. Read before the cart transaction (product data only).
 */
async function productsByBarcode(brandKey: string, barcodes: string[]): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  if (barcodes.length === 0) return found;
  const list = sql.join(
    barcodes.map((code) => sql`${code}`),
    sql`, `,
  );
  const rows = await queryRows<{ id: number; barcode: string; replace_barcode: string | null; sub_barcodes: string[] }>(
    db(),
    sql`select p.id, p.barcode, p.replace_barcode, p.sub_barcodes from products p
        where p.brand_key = ${brandKey}
          and (p.barcode in (${list}) or p.replace_barcode in (${list}) or p.sub_barcodes && array[${list}]::text[])
        order by p.id`,
  );
  const wanted = new Set(barcodes);
  const claim = (code: string | null, id: number) => {
    if (code !== null && wanted.has(code) && !found.has(code)) found.set(code, id);
  };
  for (const row of rows) claim(row.barcode, Number(row.id));
  for (const row of rows) claim(row.replace_barcode, Number(row.id));
  for (const row of rows) for (const code of row.sub_barcodes ?? []) claim(code, Number(row.id));
  return found;
}

const reasonOf = (reason: EntryReason): Pick<ImportResultLine, "reason" | "values"> => {
  const { key, ...values } = reason;
  return { reason: `imports:reasons.${key}`, values: Object.keys(values).length > 0 ? (values as Record<string, number>) : null };
};

/**
 * Applies entries to the acting account's cart in one transaction and keeps the result; returns
 * its id. `add` adds each quantity to the line (imports: like pressing add); `set` sets the line to
 * the quantity (plans loaded back). A missing quantity is the product's minimum. Each line is
 * checked under today's rules (decision 0025): refused lines change nothing, a quantity that is
 * not a multiple is reduced and reported as an adjustment.
 */
export async function importIntoCart(
  actor: Actor,
  {
    source,
    fileName,
    entries,
    brandKey,
    mode,
    lng,
    now = new Date(),
  }: { source: ImportSource; fileName: string | null; entries: PreparedEntry[]; brandKey: string; mode: "add" | "set"; lng: Language; now?: Date },
): Promise<number> {
  const lookups = entries.filter((entry) => entry.problem === null && entry.productId === undefined).map((entry) => entry.barcode);
  const byBarcode = await productsByBarcode(brandKey, [...new Set(lookups)]);
  const productOf = (entry: PreparedEntry) => entry.productId ?? byBarcode.get(entry.barcode) ?? null;

  return db().transaction(async (tx) => {
    await lockAccount(tx, actor.accountId);
    const ids = [...new Set(entries.filter((entry) => entry.problem === null).flatMap((entry) => productOf(entry) ?? []))];
    const facts = await productFacts(tx, actor, ids, lng, now);
    const current = new Map<number, number>();
    if (ids.length > 0) {
      const lines = await tx
        .select({ productId: cartItems.productId, quantity: cartItems.quantity })
        .from(cartItems)
        .where(and(eq(cartItems.accountId, actor.accountId), inArray(cartItems.productId, ids)));
      for (const line of lines) current.set(line.productId, line.quantity);
    }
    const changes = new Map<number, number>();
    const results: ImportResultLine[] = entries.map((entry) => {
      const base = { line: entry.line, barcode: entry.barcode, quantity: entry.quantityText, productId: null, name: null, added: null, reason: null, values: null };
      if (entry.problem) return { ...base, status: "rejected", ...reasonOf(entry.problem) };
      const productId = productOf(entry);
      const row = productId === null ? undefined : facts.get(productId);
      if (productId === null || !row) return { ...base, status: "rejected", reason: "imports:reasons.unknownBarcode" };
      const product = toQuantityProduct(row);
      const have = changes.get(productId) ?? current.get(productId) ?? 0;
      const asked = entry.quantity ?? minimumQuantity(product, actor.accountSet);
      const outcome: QuantityOutcome =
        mode === "add"
          ? checkAdd({ product, mode: actor.accountSet, current: have, delta: asked })
          : checkSetQuantity({ product, mode: actor.accountSet, current: have, quantity: asked });
      const named = { ...base, productId, name: row.name };
      if (!outcome.ok) {
        const { key, ...values } = outcome.issue;
        return { ...named, status: "rejected", reason: `cart:errors.${key}`, values: Object.keys(values).length > 0 ? (values as Record<string, number>) : null };
      }
      changes.set(productId, outcome.quantity);
      const added = outcome.quantity - have;
      if (outcome.reducedFrom === null) return { ...named, status: "added", added };
      return {
        ...named,
        status: "adjusted",
        added,
        reason: "imports:reasons.adjusted",
        values: { asked, quantity: mode === "add" ? added : outcome.quantity, multiple: outcome.multiple },
      };
    });
    if (changes.size > 0) {
      await tx
        .insert(cartItems)
        .values([...changes].map(([productId, quantity]) => ({ accountId: actor.accountId, productId, quantity, salesmanId: actor.salesmanId, updatedAt: now })))
        .onConflictDoUpdate({
          target: [cartItems.accountId, cartItems.productId],
          set: { quantity: sql`excluded.quantity`, salesmanId: sql`excluded.salesman_id`, updatedAt: now },
        });
    }
    const [saved] = await tx
      .insert(cartImports)
      .values({ accountId: actor.accountId, salesmanId: actor.salesmanId, source, fileName, lines: results, createdAt: now })
      .returning({ id: cartImports.id });
    if (actor.salesmanId !== null) {
      await recordAudit(
        { accountId: actor.accountId, actorId: actor.salesmanId, action: "cart.import", entity: "cart_import", entityId: saved!.id, details: { source, changed: changes.size } },
        tx,
      );
    }
    return saved!.id;
  });
}

export type ImportResult = {
  id: number;
  source: ImportSource;
  fileName: string | null;
  createdAt: Date;
  lines: ImportResultLine[];
};

/** An import of the acting account; null for another account's (the page answers 404). */
export async function importResult(accountId: number, id: number): Promise<ImportResult | null> {
  const [row] = await db()
    .select({ id: cartImports.id, source: cartImports.source, fileName: cartImports.fileName, createdAt: cartImports.createdAt, lines: cartImports.lines })
    .from(cartImports)
    .where(and(eq(cartImports.id, id), eq(cartImports.accountId, accountId)));
  return row ?? null;
}
