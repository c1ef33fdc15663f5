/**
 * The quantity rules of the cart (SPEC.md sections 4, 5, 8 and 9), as pure functions: what a
 * purchase button adds, and whether a cart quantity is allowed (and if not, which message). The
 * server checks every change with these; the purchase panel uses them to draw its buttons.
 * Decision 0025 records the readings where SPEC.md is open.
 */
import { UNLIMITED_STOCK_CAP, orderableQuantity } from "./stock-display";

export type PurchaseMode = "standard" | "box" | "china";

/** The largest quantity a form may ask for; anything above is refused before any rule runs. */
export const MAX_REQUEST_QUANTITY = UNLIMITED_STOCK_CAP;

export type QuantityProduct = {
  minOrderQty: number;
  /** The sales multiple. */
  saleDouble: number;
  /** Units per box (package number). */
  pkgNum: number;
  available: number;
  notCheckStock: boolean;
  presale: boolean;
  offMarket: boolean;
  /** Off the shelves: a "shelf product" whose cart quantity can no longer change (decision 0025). */
  offShelves: boolean;
  notOnline: boolean;
  offlineOnly: boolean;
  /** Inside the account's sales scope. */
  inScope: boolean;
  /** The unit price the account pays (minor units); null or 0 is the zero-price state. */
  unitPriceMinor: number | null;
  /** The running promotion that still has promotion stock; null when none. */
  promotion: { remainingQty: number | null; perAccountLimit: number | null } | null;
};

/** Why a quantity is refused; `key` is the message key under `cart:errors`. */
export type QuantityIssue =
  | { key: "offMarket" }
  | { key: "notOnline" }
  | { key: "offlineOnly" }
  | { key: "outOfScope" }
  | { key: "zeroPrice" }
  | { key: "shelfFixed" }
  | { key: "positive" }
  | { key: "belowMinimum"; minimum: number }
  | { key: "insufficientStock" }
  | { key: "promotionLimit"; limit: number }
  | { key: "promotionSoldOut"; remaining: number };

export type QuantityOutcome =
  | {
      ok: true;
      quantity: number;
      /** Set when the asked quantity was reduced to the nearest lower multiple (message `cart:notices.reduced`). */
      reducedFrom: number | null;
      multiple: number;
    }
  | { ok: false; issue: QuantityIssue };

/** The most that can be ordered: the presale quantity (wholesaleQty, held as `available`), the stock, or 999999. */
const stockLimit = (product: QuantityProduct | Omit<QuantityProduct, "inScope" | "promotion">) =>
  orderableQuantity({ ...product, wholesaleQty: product.available });

const whole = (value: number) => (Number.isFinite(value) ? Math.floor(value) : 0);
const positive = (value: number) => Math.max(1, whole(value));

/** The multiple quantities must respect: the sales multiple, or whole boxes for the box and China sets. */
export function quantityMultiple(product: Pick<QuantityProduct, "saleDouble" | "pkgNum">, mode: PurchaseMode): number {
  return mode === "standard" ? positive(product.saleDouble) : positive(product.pkgNum);
}

/** The smallest allowed quantity: the minimum order quantity, raised to a multiple (at least one multiple). */
export function minimumQuantity(product: Pick<QuantityProduct, "minOrderQty" | "saleDouble" | "pkgNum">, mode: PurchaseMode): number {
  const multiple = quantityMultiple(product, mode);
  const min = Math.max(1, whole(product.minOrderQty));
  return Math.ceil(min / multiple) * multiple;
}

export type PurchaseButton = {
  /** Signed quantity the button adds (negative removes). */
  delta: number;
  /** How the label reads: units, or boxes for the box and China sets. */
  boxes: number | null;
};

/**
 * The purchase buttons (SPEC.md section 9): the add step is saleDouble and the quick button adds
 * twice saleDouble; the box set's main button adds one box and extra buttons add or remove 5 or
 * 10 boxes; the China set counts package numbers (one and two boxes).
 */
export function purchaseButtons(product: Pick<QuantityProduct, "saleDouble" | "pkgNum">, mode: PurchaseMode): PurchaseButton[] {
  if (mode === "standard") {
    const step = positive(product.saleDouble);
    return [
      { delta: step, boxes: null },
      { delta: step * 2, boxes: null },
    ];
  }
  const box = positive(product.pkgNum);
  if (mode === "china") {
    return [
      { delta: box, boxes: 1 },
      { delta: box * 2, boxes: 2 },
    ];
  }
  return [1, 5, -5, 10, -10].map((boxes) => ({ delta: box * boxes, boxes }));
}

/** Reasons a product cannot be ordered at all, whatever the quantity. */
export function availabilityIssue(product: QuantityProduct): QuantityIssue | null {
  if (product.offMarket) return { key: "offMarket" };
  if (!product.inScope) return { key: "outOfScope" };
  if (product.notOnline) return { key: "notOnline" };
  if (product.offlineOnly) return { key: "offlineOnly" };
  if (!(product.unitPriceMinor !== null && product.unitPriceMinor > 0)) return { key: "zeroPrice" };
  return null;
}

/** Whether the purchase panel is shown: not for sold out, replenishment, zero price, off market, off shelves, or not sold online. */
export function showsPurchasePanel(product: Omit<QuantityProduct, "inScope" | "promotion">): boolean {
  if (product.offMarket || product.offShelves || product.notOnline || product.offlineOnly) return false;
  if (!(product.unitPriceMinor !== null && product.unitPriceMinor > 0)) return false;
  return stockLimit(product) > 0;
}

/**
 * Checks a quantity the line would have (absolute). In order: the product must be orderable; a
 * shelf product's quantity cannot change; the quantity must exceed 0; it is reduced to the nearest
 * lower multiple (reported); it must reach the minimum; it must fit the stock (999999 when not
 * checked; wholesaleQty for presale) and the running promotion's limits (per account, then what
 * is left of the promotion stock).
 */
function checkTarget(product: QuantityProduct, mode: PurchaseMode, target: number, { shelfCheck }: { shelfCheck: boolean }): QuantityOutcome {
  const unavailable = availabilityIssue(product);
  if (unavailable) return { ok: false, issue: unavailable };
  if (shelfCheck && product.offShelves) return { ok: false, issue: { key: "shelfFixed" } };
  if (!Number.isFinite(target) || target <= 0) return { ok: false, issue: { key: "positive" } };
  const multiple = quantityMultiple(product, mode);
  const minimum = minimumQuantity(product, mode);
  const asked = whole(target);
  const quantity = Math.floor(asked / multiple) * multiple;
  if (quantity < minimum) return { ok: false, issue: { key: "belowMinimum", minimum } };
  if (quantity > stockLimit(product)) return { ok: false, issue: { key: "insufficientStock" } };
  const promotion = product.promotion;
  if (promotion) {
    if (promotion.perAccountLimit !== null && quantity > promotion.perAccountLimit) {
      return { ok: false, issue: { key: "promotionLimit", limit: Math.max(0, whole(promotion.perAccountLimit)) } };
    }
    if (promotion.remainingQty !== null && quantity > promotion.remainingQty) {
      return { ok: false, issue: { key: "promotionSoldOut", remaining: Math.max(0, whole(promotion.remainingQty)) } };
    }
  }
  return { ok: true, quantity, reducedFrom: quantity === asked ? null : asked, multiple };
}

/** Setting a line to a quantity (the cart page's quantity form). */
export function checkSetQuantity({
  product,
  mode,
  current,
  quantity,
}: {
  product: QuantityProduct;
  mode: PurchaseMode;
  /** The line's quantity now; 0 when the product is not in the cart. */
  current: number;
  quantity: number;
}): QuantityOutcome {
  const outcome = checkTarget(product, mode, quantity, { shelfCheck: true });
  // Setting the quantity it already has is no change, so a shelf product accepts it.
  if (!outcome.ok && outcome.issue.key === "shelfFixed" && whole(quantity) === current && current > 0) {
    return checkTarget(product, mode, quantity, { shelfCheck: false });
  }
  return outcome;
}

/**
 * Adding a signed quantity (SPEC.md section 7: negative reduces). Adding 0, or reducing to 0 or
 * below, is "minimum purchase quantity must exceed 0" (removing a line is its own action).
 */
export function checkAdd({
  product,
  mode,
  current,
  delta,
}: {
  product: QuantityProduct;
  mode: PurchaseMode;
  current: number;
  delta: number;
}): QuantityOutcome {
  const unavailable = availabilityIssue(product);
  if (unavailable) return { ok: false, issue: unavailable };
  if (!Number.isFinite(delta) || whole(delta) === 0) return { ok: false, issue: { key: "positive" } };
  return checkTarget(product, mode, Math.max(0, current) + whole(delta), { shelfCheck: true });
}

/**
 * Why a line in the cart cannot be ordered as it is (null when it can): the same rules applied to
 * the quantity it has, except that a shelf product keeps its quantity, and a quantity that is no
 * longer a multiple counts as a problem.
 */
export function lineIssue(product: QuantityProduct, mode: PurchaseMode, quantity: number): QuantityIssue | { key: "notMultiple"; allowed: number } | null {
  const outcome = checkTarget(product, mode, quantity, { shelfCheck: false });
  if (!outcome.ok) return outcome.issue;
  if (outcome.reducedFrom !== null) return { key: "notMultiple", allowed: outcome.quantity };
  return null;
}
