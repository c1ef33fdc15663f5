/**
 * Pallets (issue 18, decision 0108): the pallet and container types, and the acting account's
 * pallets of a brand with their lines, how full they are by volume and weight, and what they are
 * worth at his prices (pallet lines are priced like single lines: promotions and his rate).
 */
import { and, asc, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { type LocalizedText, cartPalletItems, cartPallets, palletTypes, products } from "~/db/schema";
import type { PalletKind } from "~/domain/combined-orders";
import { localized } from "~/domain/languages";
import { type PalletCapacity, type PalletFill, palletFill, palletQuantity } from "~/domain/pallets";
import { lineTotalMinor, unitPrice } from "~/domain/pricing";
import type { Language } from "~/i18n/languages";
import { priceTerms, productFacts } from "~/services/catalogue/product-facts.server";
import type { Actor } from "~/services/identity/actor.server";

export type PalletTypeView = PalletCapacity & { code: string; kind: PalletKind; name: string };

/** The pallet and container types, smallest first. */
export async function listPalletTypes(lng: Language): Promise<PalletTypeView[]> {
  const rows = await db().select().from(palletTypes).orderBy(asc(palletTypes.position), asc(palletTypes.maxVolumeCm3), asc(palletTypes.code));
  return rows.map((row) => ({ code: row.code, kind: row.kind, name: localized(row.names, lng), maxVolumeCm3: Number(row.maxVolumeCm3), maxWeightG: Number(row.maxWeightG) }));
}

export type PalletLineView = {
  productId: number;
  name: string;
  barcode: string;
  image: string | null;
  cartons: number;
  pkgNum: number;
  /** cartons × pkgNum. */
  quantity: number;
  cartonVolumeCm3: number;
  cartonWeightG: number;
  /** The buyer's net unit and the line's total; null when the product has no price in his currency. */
  unitMinor: number | null;
  lineTotalMinor: number | null;
  available: number;
  notCheckStock: boolean;
};

export type PalletView = {
  id: number;
  brandKey: string;
  name: string;
  checked: boolean;
  createdAt: Date;
  type: PalletTypeView;
  fill: PalletFill;
  lines: PalletLineView[];
  /** Σ the priced lines' totals (the pallet's value at the buyer's prices). */
  valueMinor: number;
  /** Lines without a price in the account's currency (they cannot be ordered so). */
  unpricedLines: number;
};

type PalletRow = {
  id: number;
  brandKey: string;
  name: string;
  checked: boolean;
  createdAt: Date;
  typeCode: string;
  typeKind: PalletKind;
  typeNames: LocalizedText;
  maxVolumeCm3: number;
  maxWeightG: number;
  items: { productId: number; cartons: number; pkgNum: number; cartonVolumeCm3: number; cartonWeightG: number }[];
};

/** The account's pallets of a brand (or one of them), with their type and lines: one query, then the lines' prices in a second. */
async function loadPallets(actor: Actor, { brandKey, id, lng, now }: { brandKey?: string; id?: number; lng: Language; now: Date }): Promise<PalletView[]> {
  const rows: PalletRow[] = await db()
    .select({
      id: cartPallets.id,
      brandKey: cartPallets.brandKey,
      name: cartPallets.name,
      checked: cartPallets.checked,
      createdAt: cartPallets.createdAt,
      typeCode: palletTypes.code,
      typeKind: palletTypes.kind,
      typeNames: palletTypes.names,
      maxVolumeCm3: palletTypes.maxVolumeCm3,
      maxWeightG: palletTypes.maxWeightG,
      items: sql<PalletRow["items"]>`coalesce((select json_agg(json_build_object('productId', i.product_id, 'cartons', i.cartons, 'pkgNum', p.pkg_num,
          'cartonVolumeCm3', p.carton_volume_cm3, 'cartonWeightG', p.carton_weight_g) order by i.created_at, i.product_id)
        from ${cartPalletItems} i join ${products} p on p.id = i.product_id where i.pallet_id = ${cartPallets.id}), '[]')`,
    })
    .from(cartPallets)
    .innerJoin(palletTypes, eq(palletTypes.code, cartPallets.typeCode))
    .where(
      and(
        eq(cartPallets.accountId, actor.accountId),
        brandKey === undefined ? undefined : eq(cartPallets.brandKey, brandKey),
        id === undefined ? undefined : eq(cartPallets.id, id),
      ),
    )
    .orderBy(asc(cartPallets.id));
  const facts = await productFacts(
    db(),
    actor,
    [...new Set(rows.flatMap((row) => row.items.map((item) => item.productId)))],
    lng,
    now,
  );
  return rows.map((row) => {
    const type: PalletTypeView = { code: row.typeCode, kind: row.typeKind, name: localized(row.typeNames, lng), maxVolumeCm3: Number(row.maxVolumeCm3), maxWeightG: Number(row.maxWeightG) };
    const lines = row.items.map((item): PalletLineView => {
      const product = facts.get(item.productId)!;
      const quantity = palletQuantity(item.cartons, item.pkgNum);
      const price = unitPrice({ ...priceTerms(product), userRateBp: actor.userRateBp });
      return {
        productId: item.productId,
        name: product.name,
        barcode: product.barcode,
        image: product.image,
        cartons: item.cartons,
        pkgNum: item.pkgNum,
        quantity,
        cartonVolumeCm3: Number(item.cartonVolumeCm3),
        cartonWeightG: Number(item.cartonWeightG),
        unitMinor: price?.unitMinor ?? null,
        lineTotalMinor: price ? lineTotalMinor(price.unitMinor, quantity) : null,
        available: Number(product.available),
        notCheckStock: product.not_check_stock,
      };
    });
    return {
      id: row.id,
      brandKey: row.brandKey,
      name: row.name,
      checked: row.checked,
      createdAt: row.createdAt,
      type,
      fill: palletFill(type, lines),
      lines,
      valueMinor: lines.reduce((sum, line) => sum + (line.lineTotalMinor ?? 0), 0),
      unpricedLines: lines.filter((line) => line.lineTotalMinor === null).length,
    };
  });
}

/** The acting account's pallets of a brand, oldest first, each with its fill and value. */
export async function listPallets(actor: Actor, { brandKey, lng, now = new Date() }: { brandKey: string; lng: Language; now?: Date }): Promise<PalletView[]> {
  return loadPallets(actor, { brandKey, lng, now });
}

/** Every pallet of the acting account, of every brand, oldest first (the cart shows them all, as it shows every brand's lines). */
export async function listAccountPallets(actor: Actor, { lng, now = new Date() }: { lng: Language; now?: Date }): Promise<PalletView[]> {
  return loadPallets(actor, { lng, now });
}

/** One of the acting account's pallets; null when there is none of that id (another account's is none: a 404). */
export async function getPallet(actor: Actor, { id, lng, now = new Date() }: { id: number; lng: Language; now?: Date }): Promise<PalletView | null> {
  const [pallet] = await loadPallets(actor, { id, lng, now });
  return pallet ?? null;
}
