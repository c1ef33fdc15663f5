import { useTranslation } from "~/i18n/react";
import { mediaUrl } from "./media";

type Props = {
  path: string | null;
  alt: string;
  size: number;
  /** The image's classes, all of them: `product-img` (the shared look) and its size, or a component class that includes both (`card-img`). */
  className: string;
  eager?: boolean;
};

/**
 * A product image with its intrinsic size (no layout shift), or a labelled empty box. A lazy image
 * says so; an eager one says nothing, eager being the default (issue 15: a card's every attribute
 * repeats 20 to 100 times a page).
 */
export function ProductImage({ path, alt, size, className, eager = false }: Props) {
  const { t } = useTranslation("catalogue");
  if (!path) {
    return (
      <div className={`no-image ${className}`}>
        {t("card.noImage")}
      </div>
    );
  }
  return (
    <img
      src={mediaUrl(path)}
      alt={alt}
      width={size}
      height={size}
      loading={eager ? undefined : "lazy"}
      className={className}
    />
  );
}
