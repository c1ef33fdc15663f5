/** The address of a stored image (paths are relative to the media root served at /media). */
export function mediaUrl(path: string): string {
  return `/media/${path.split("/").map(encodeURIComponent).join("/")}`;
}

/** The product detail page of a product; the brand parameter is part of the address (SPEC.md section 2). */
export function productHref(productId: number, brandKey: string, extra?: Record<string, string>): string {
  const params = new URLSearchParams({ goodsId: String(productId), brand: brandKey, ...extra });
  return `/commodityDetail?${params.toString()}`;
}
