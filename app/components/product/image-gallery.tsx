import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { ProductImage } from "~/chunks/shell";

type Props = {
  images: string[];
  name: string;
  /** Index of the image shown large. */
  current: number;
  /** The address that shows image `number` (1-based) large: a plain link, so it works without JavaScript. */
  hrefFor: (number: number) => string;
};

/**
 * The product's pictures: one large, the others as thumbnails. Each thumbnail is a link (reachable
 * with Tab, opened with Enter) to the same page showing that picture; the one shown is marked.
 */
export function ImageGallery({ images, name, current, hrefFor }: Props) {
  const { t } = useTranslation("catalogue");
  const main = images[current] ?? null;
  return (
    <section aria-label={t("detail.images")}>
      <ProductImage path={main} alt={name} size={600} eager className="product-img gallery-main" />
      {images.length > 1 ? (
        <ul className="gallery-thumbs">
          {images.map((image, index) => (
            <li key={image}>
              <Link
                to={hrefFor(index + 1)}
                preventScrollReset
                replace
                aria-current={index === current ? "true" : undefined}
              >
                <ProductImage path={image} alt={t("detail.showImage", { number: index + 1, name })} size={80} className="product-img size-20" />
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
