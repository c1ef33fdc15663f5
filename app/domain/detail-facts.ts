import type { Language } from "~/i18n/languages";
import { barcodeLabel } from "./card-badge";
import { formatDate } from "./date-time";
import { formatCount, formatScaled } from "./money";
import { showsExpectedArrival, stockDisplay } from "./stock-display";

/**
 * The facts of the product page, sent as shown (issue 15; like the cards, decision 0099): each a
 * term (a `catalogue:` key the page translates) and its value already written in the reader's
 * language — a number, a text to translate with its values, or a date with its ISO form for
 * `<time>`. The page only lists them (decision 0104: the rules and formats stay on the server).
 */
export type FactValue = string | { key: string; values?: Record<string, string> } | { date: string; text: string };
export type Fact = { term: string; value: FactValue; wrap?: true };
export type DetailFacts = { identity: Fact[]; stock: Fact[]; ordering: Fact[] };

export type FactsInput = {
  barcode: string;
  replaceBarcode?: string | null;
  subBarcodes: readonly string[];
  model: string;
  presale: boolean;
  stock: { available: number; inTransit: number; notCheckStock: boolean };
  undeliveredOrderQty: number;
  /** YYYY-MM-DD */
  expectedArrival: string | null;
  minOrderQty: number;
  saleDouble: number;
  pkgNum: number;
  carton: { lengthMm: number; widthMm: number; heightMm: number; weightG: number; volumeCm3: number };
  shipsFromChina: boolean;
};

/** `today` is the reader's day (YYYY-MM-DD): an expected arrival before it is not shown. */
export function detailFacts(product: FactsInput, { lng, isTestAccount, today }: { lng: Language; isTestAccount: boolean; today: string }): DetailFacts {
  const count = (value: number) => formatCount(value, lng);
  const { stock, carton } = product;
  const arrival = showsExpectedArrival(product.expectedArrival, new Date(`${today}T00:00:00Z`)) ? product.expectedArrival : null;
  const stockText = stockDisplay({ available: stock.available, notCheckStock: stock.notCheckStock, presale: product.presale, wholesaleQty: stock.available, isTestAccount }, lng);
  const identity: Fact[] = [{ term: "detail.barcode", value: barcodeLabel(product.barcode, [product.replaceBarcode]), wrap: true }];
  if (product.subBarcodes.length > 0) identity.push({ term: "detail.subBarcodes", value: product.subBarcodes.join(", "), wrap: true });
  identity.push({ term: "detail.model", value: product.model });
  const stockFacts: Fact[] = [{ term: product.presale ? "detail.stock.presale" : "detail.stock.available", value: stockText }];
  if (stock.inTransit > 0) stockFacts.push({ term: "detail.stock.inTransit", value: count(stock.inTransit) });
  if (product.undeliveredOrderQty > 0) stockFacts.push({ term: "detail.stock.undelivered", value: count(product.undeliveredOrderQty) });
  if (arrival) stockFacts.push({ term: "detail.stock.expectedArrival", value: { date: arrival, text: formatDate(arrival, lng) } });
  const ordering: Fact[] = [
    { term: "detail.ordering.minOrderQty", value: count(product.minOrderQty) },
    { term: "detail.ordering.saleDouble", value: count(product.saleDouble) },
    { term: "detail.ordering.pkgNum", value: count(product.pkgNum) },
  ];
  if (carton.lengthMm > 0 && carton.widthMm > 0 && carton.heightMm > 0) {
    const mm = (value: number) => formatScaled(value, 1, lng, 0);
    ordering.push({ term: "detail.ordering.cartonSize", value: { key: "detail.ordering.cartonSizeValue", values: { length: mm(carton.lengthMm), width: mm(carton.widthMm), height: mm(carton.heightMm) } } });
  }
  if (carton.volumeCm3 > 0) {
    ordering.push({ term: "detail.ordering.cartonVolume", value: { key: "detail.ordering.cartonVolumeValue", values: { volume: formatScaled(Math.round(carton.volumeCm3 / 1000), 3, lng) } } });
  }
  if (carton.weightG > 0) {
    ordering.push({ term: "detail.ordering.cartonWeight", value: { key: "detail.ordering.cartonWeightValue", values: { weight: formatScaled(carton.weightG, 3, lng, 0) } } });
  }
  if (product.shipsFromChina) ordering.push({ term: "detail.ordering.shipping", value: { key: "detail.ordering.shipsFromChina" } });
  return { identity, stock: stockFacts, ordering };
}
