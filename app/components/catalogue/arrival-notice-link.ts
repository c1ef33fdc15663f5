/** The subscription page of a product; after a rejected post without JavaScript the page reloads from it. */
export function arrivalNoticeHref(goodsId: number, redirectTo: string): string {
  return `/arrivalNotice?${new URLSearchParams({ goodsId: String(goodsId), redirectTo })}`;
}
