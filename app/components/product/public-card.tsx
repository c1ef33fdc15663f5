import { Link } from "@remix-run/react";
import { ProductImage } from "~/chunks/shell";
import { barcodeLabel } from "~/chunks/catalogue";
import type { PublicCard } from "~/services/catalogue/product-pages.server";

/**
 * A product as an anonymous visitor (or staff, decision 0112) sees it on a public page: its
 * picture, name and barcode, linked to its public preview; never a price, stock or cart button
 * (decision 0034).
 */
export function PublicProductCard({ card, brandKey }: { card: PublicCard; brandKey: string }) {
  return (
    <article className="flex h-full flex-col gap-2 rounded border border-gray-200 p-3">
      <ProductImage path={card.image} alt={card.name} size={184} className="card-img" />
      <h3 className="text-base leading-snug font-semibold">
        <Link to={`/preview/commodityDetail?${new URLSearchParams({ goodsId: String(card.id), brand: brandKey })}`} className="underline">
          {card.name}
        </Link>
      </h3>
      <p className="text-sm break-all text-gray-700">{barcodeLabel(card.barcode, [card.replaceBarcode])}</p>
    </article>
  );
}
