import { Link } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { CART_SHORTCUT_SCROLL_PX, cartBadge } from "~/domain/shell";

/**
 * The floating cart shortcut (SPEC.md section 2): appears once the page is scrolled 200 px,
 * shows the number of products and the total quantity, and links to /cart. It needs JavaScript
 * to know the scroll position; without it the header's cart link does the job.
 */
export function CartShortcut({ lines, quantity }: { lines: number; quantity: number }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY >= CART_SHORTCUT_SCROLL_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  if (!visible) return null;
  return (
    <Link to="/cart" data-testid="cart-shortcut" className="cart-shortcut">
      <span aria-hidden="true">🛒</span>
      <span className="sr-only">{t("cart.summary", { count: lines, quantity })}</span>
      <span aria-hidden="true" className="count-pill">
        {cartBadge(lines)}
      </span>
      <span aria-hidden="true" className="text-sm">
        {t("cart.quantityShort", { quantity: cartBadge(quantity) })}
      </span>
    </Link>
  );
}
