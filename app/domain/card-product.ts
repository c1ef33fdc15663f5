/** A product card as the client gets it (issue 15, decision 0099). */
import { cardParams } from "~/chunks/catalogue";
import type { CardPromotion, ProductCardData } from "~/services/catalogue/product-cards.server";

/** Card fields a listing's loader leaves out when false, null, zero or empty. */
const SPARSE_FIELDS = [
  "replaceBarcode",
  "tags",
  "isNew",
  "restock",
  "top",
  "offShelves",
  "presale",
  "offlineOnly",
  "notOnline",
  "activityPriceMinor",
  "activityRateBp",
  "vipType",
  "cashback",
  "presaleArrival",
  "fittings",
] as const satisfies readonly (keyof ProductCardData)[];
type SparseField = (typeof SPARSE_FIELDS)[number];

/**
 * What a card shows: the client's share of ProductCardData. Remix writes a page's loader data into
 * its HTML for hydration, every key of every card, so a listing's loader returns its cards as
 * this (issue 15, decision 0099): without the model and the stock in transit (only the detail
 * page and the server use them), the parameters as the card shows them, the flags and
 * promotion fields only when set, and the promotion itself only when it is a flash sale (the only
 * kind a card shows; a discount shows by its price and rate). Components read an absent field as
 * false, null or empty.
 */
export type CardProduct = Omit<ProductCardData, "model" | "params" | "stock" | "promotion" | SparseField> &
  Partial<Pick<ProductCardData, SparseField>> & {
    /** The running flash sale: its end and promotion stock (the card's countdown and bar); absent for other promotions. */
    promotion?: CardPromotion & { kind: "flash_sale" };
    /** The type-1 parameters as the card shows them ("1.2 L/1800 W": cardParams); absent when none. */
    params?: string;
    stock: { available: number; notCheckStock?: boolean };
  };

const isSet = (value: unknown) => value !== null && value !== undefined && value !== false && value !== 0 && !(Array.isArray(value) && value.length === 0);

/** A card as a listing's loader returns it (CardProduct). */
export function cardForClient(card: ProductCardData): CardProduct {
  const params = cardParams(card.params);
  const client: CardProduct = {
    id: card.id,
    barcode: card.barcode,
    name: card.name,
    image: card.image,
    minOrderQty: card.minOrderQty,
    saleDouble: card.saleDouble,
    pkgNum: card.pkgNum,
    priceMinor: card.priceMinor,
    stock: card.stock.notCheckStock ? { available: card.stock.available, notCheckStock: true } : { available: card.stock.available },
    ...(params ? { params } : {}),
    ...(card.promotion?.kind === "flash_sale" ? { promotion: { ...card.promotion, kind: "flash_sale" as const } } : {}),
  };
  const sparse: Partial<Record<SparseField, unknown>> = client;
  for (const field of SPARSE_FIELDS) if (isSet(card[field])) sparse[field] = card[field];
  return client;
}
