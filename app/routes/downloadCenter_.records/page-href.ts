/** The address of a page of the list, keeping the cart filter. */
export const pageHref = (cart: boolean, page: number) => {
  const search = new URLSearchParams();
  if (cart) search.set("source", "cart");
  if (page > 1) search.set("page", String(page));
  const query = search.toString();
  return `/downloadCenter/records${query ? `?${query}` : ""}`;
};
