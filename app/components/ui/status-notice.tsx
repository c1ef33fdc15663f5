import type { ReactNode } from "react";

/**
 * The green success message of the shop, rendered on the server too (decision 0091). `bar`: a bar
 * with a left border, for a page's or the shell's notice; `box`: a framed box, inside the account
 * area. `live={false}` when the caller's own element is the live region (the cart's #cart-status,
 * which is in the page from the first render; decision 0084).
 */
export function StatusNotice({ children, variant = "bar", className, live = true }: { children: ReactNode; variant?: "bar" | "box"; className?: string; live?: boolean }) {
  const look = variant === "bar" ? "notice-bar" : "notice-box";
  return (
    <p role={live ? "status" : undefined} className={className ? `${className} ${look}` : look}>
      {children}
    </p>
  );
}
