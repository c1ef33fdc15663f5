/**
 * The id of a product's purchase panel on a page (the anchor an add to cart without JavaScript
 * returns to, with its notice: `withAddedNotice` in ./notices). A page that shows a product in
 * several sections (a brand home) names each panel by its section: ids stay unique.
 */
export function purchaseAnchor(goodsId: number, section?: string): string {
  return section ? `${section}-buy-${goodsId}` : `buy-${goodsId}`;
}

/** The anchor of the panel an add came from (kept in its return address), else the product's. */
export function returnAnchor(path: string, goodsId: number): string {
  const hash = path.split("#")[1] ?? "";
  return new RegExp(`^(?:[a-z][a-z-]{0,39}-)?buy-${goodsId}$`).test(hash) ? hash : purchaseAnchor(goodsId);
}
