import { useTranslation } from "~/i18n/react";
import { mediaUrl } from "./media";

type Props = { path: string | null; alt: string; size: number; className?: string; eager?: boolean };

/** A product image with its intrinsic size (no layout shift), or a labelled empty box. */
export function ProductImage({ path, alt, size, className = "", eager = false }: Props) {
  const { t } = useTranslation("catalogue");
  if (!path) {
    return (
      <div className={`flex items-center justify-center bg-gray-100 text-sm text-gray-600 ${className}`}>
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
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      className={`product-img ${className}`}
    />
  );
}
