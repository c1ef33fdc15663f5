import { Form, Link } from "@remix-run/react";
import type { Language } from "~/i18n/languages";
import { useTranslation } from "~/i18n/react";
import { formatCount } from "~/chunks/shell";
import type { CartPallet } from "~/services/cart/cart-pallets.server";

/**
 * The cart's pallets, read-only (decision 0108): each with its fill and lines. Their quantities
 * change on the pallet's own page only ("shelf product quantity cannot be changed", in the sense
 * of the pallet), which each pallet links to.
 */
export function CartPallets({ pallets, money, lng }: { pallets: CartPallet[]; money: (minor: number) => string; lng: Language }) {
  const { t } = useTranslation("pallets");
  if (pallets.length === 0) return null;
  return (
    <section aria-labelledby="cart-pallets-heading" className="mt-8">
      <h2 id="cart-pallets-heading" className="text-xl font-semibold">
        {t("cart.heading")}
      </h2>
      <p className="mt-1 text-gray-800">{t("cart.shelfFixed")}</p>
      {pallets.map((pallet) => (
        <article key={pallet.id} id={`pallet-${pallet.id}`} aria-labelledby={`pallet-${pallet.id}-name`} className="mt-4 rounded border border-gray-200 p-4">
          <h3 id={`pallet-${pallet.id}-name`} className="text-lg font-semibold break-words">
            {pallet.name} <span className="font-normal text-gray-700">· {pallet.typeName}</span>
          </h3>
          {/* The fill as on the pallet pages, without their component: the cart's first load stays within its budget (decision 0104). */}
          {(["volume", "weight"] as const).map((kind) => (
            <p key={kind} className="mt-1 flex flex-wrap items-center gap-2">
              <meter aria-label={t(`fill.${kind}Label`)} aria-describedby={`cart-pallet-${pallet.id}-${kind}`} min={0} max={1000} value={pallet.figures[`${kind}Permille`]} className="h-4 w-40" />
              <span id={`cart-pallet-${pallet.id}-${kind}`} className="tabular-nums">
                {t(`fill.${kind}`, { used: pallet.figures[`${kind}Used`], max: pallet.figures[`${kind}Max`], left: pallet.figures[`${kind}Left`], percent: pallet.figures[`${kind}Percent`] })}
              </span>
            </p>
          ))}
          {pallet.figures.overfull ? <p className="font-medium text-red-800">{t("fill.overfull")}</p> : null}
          {/* Its tick for the order, as a line's or a group's (a pallet without goods has nothing to order). */}
          {pallet.lines.length > 0 ? (
            <Form method="post" action="/cart" preventScrollReset className="mt-2">
              <input type="hidden" name="intent" value={pallet.checked ? "palletUncheck" : "palletCheck"} />
              <input type="hidden" name="id" value={pallet.id} />
              <button type="submit" aria-pressed={pallet.checked} className="rounded border border-gray-500 px-3 py-1 font-medium">
                <span aria-hidden="true">{pallet.checked ? "☑ " : "☐ "}</span>
                {t("cart.order", { name: pallet.name })}
              </button>
            </Form>
          ) : null}
          {pallet.lines.length > 0 ? (
            <table className="mt-3 w-full border-collapse text-left text-sm">
              <caption className="sr-only">{t("cart.caption", { name: pallet.name })}</caption>
              <thead>
                <tr className="border-b-2 border-gray-300">
                  <th scope="col" className="py-2 pr-4">{t("cart.product")}</th>
                  <th scope="col" className="py-2 pr-4 text-right">{t("cart.cartons")}</th>
                  <th scope="col" className="py-2 pr-4 text-right">{t("cart.quantity")}</th>
                  <th scope="col" className="py-2 text-right">{t("cart.total")}</th>
                </tr>
              </thead>
              <tbody>
                {pallet.lines.map((line) => (
                  <tr key={line.productId} className="border-b border-gray-200">
                    <th scope="row" className="py-2 pr-4 font-normal">
                      {line.name} <span className="text-gray-700 tabular-nums">{line.barcode}</span>
                    </th>
                    <td className="py-2 pr-4 text-right tabular-nums">{formatCount(line.cartons, lng)}</td>
                    <td className="py-2 pr-4 text-right tabular-nums">{formatCount(line.quantity, lng)}</td>
                    <td className="py-2 text-right tabular-nums">{line.lineTotalMinor === null ? "–" : money(line.lineTotalMinor)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          <p className="mt-3">
            <Link to={`/order/batchOrderDetail?id=${pallet.id}`} className="font-medium text-brand-dark underline">
              {t("cart.open", { name: pallet.name })}
            </Link>
          </p>
        </article>
      ))}
      <p className="mt-4">
        <Link to="/order/batchOrder" className="font-medium text-brand-dark underline">
          {t("cart.all")}
        </Link>
      </p>
    </section>
  );
}
