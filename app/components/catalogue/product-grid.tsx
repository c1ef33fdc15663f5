import type { CardSettings, ProductCardData } from "~/services/catalogue.server";
import { ProductCard } from "./product-card";
import { PurchasePanel } from "./purchase-panel";

type Props = { products: ProductCardData[]; settings: CardSettings; eagerImages?: number };

/** Cards in a responsive grid, as a list (screen readers announce how many there are). */
export function ProductGrid({ products, settings, eagerImages = 0 }: Props) {
  return (
    <ul className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} settings={settings} eagerImage={index < eagerImages}>
            <PurchasePanel product={product} settings={settings} />
          </ProductCard>
        </li>
      ))}
    </ul>
  );
}
