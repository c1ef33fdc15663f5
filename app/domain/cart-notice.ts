/**
 * The outcome of an add to cart without JavaScript (decision 0026): the add redirects back to the
 * page the buyer was on, with `added=<goodsId>&addedQty=<n>&inCart=<line quantity>` (and
 * `reduced=1` when the quantity was reduced to a multiple) and the product's anchor. The purchase
 * panel of that product reads them and says what happened and what is in the cart now (decision
 * 0083), where the buyer is. Only whole numbers are read, so the address cannot put other text on
 * the page.
 */
export type AddedNotice = { goodsId: number; quantity: number; inCart: number; reduced: boolean };

const wholeNumber = (value: string | null, signed = false) => {
  if (value === null || !(signed ? /^-?\d{1,7}$/ : /^\d{1,9}$/).test(value)) return null;
  return Number(value);
};

export function addedNoticeFrom(search: string): AddedNotice | null {
  const params = new URLSearchParams(search);
  const goodsId = wholeNumber(params.get("added"));
  const quantity = wholeNumber(params.get("addedQty"), true);
  const inCart = wholeNumber(params.get("inCart"));
  if (goodsId === null || quantity === null || inCart === null) return null;
  return { goodsId, quantity, inCart, reduced: params.get("reduced") === "1" };
}

const NOTICE_PARAMS = ["added", "addedQty", "inCart", "reduced"];

/** The address to go back to, with the notice (replacing an earlier one) and the product's anchor. */
export function withAddedNotice(path: string, notice: AddedNotice): string {
  const url = new URL(path, "http://same.invalid");
  for (const name of NOTICE_PARAMS) url.searchParams.delete(name);
  url.searchParams.set("added", String(notice.goodsId));
  url.searchParams.set("addedQty", String(notice.quantity));
  url.searchParams.set("inCart", String(notice.inCart));
  if (notice.reduced) url.searchParams.set("reduced", "1");
  return `${url.pathname}${url.search}#${returnAnchor(path, notice.goodsId)}`;
}

/**
 * The id of a product's purchase panel on a page (the anchor the add returns to). A page that shows
 * a product in several sections (a brand home) names each panel by its section: ids stay unique.
 */
export function purchaseAnchor(goodsId: number, section?: string): string {
  return section ? `${section}-buy-${goodsId}` : `buy-${goodsId}`;
}

/** The anchor of the panel an add came from (kept in its return address), else the product's. */
export function returnAnchor(path: string, goodsId: number): string {
  const hash = path.split("#")[1] ?? "";
  return new RegExp(`^(?:[a-z][a-z-]{0,39}-)?buy-${goodsId}$`).test(hash) ? hash : purchaseAnchor(goodsId);
}
