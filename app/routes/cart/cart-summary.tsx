import { Fragment } from "react";
import type { Language } from "~/i18n/languages";
import { useTranslation } from "~/i18n/react";
import { formatCount } from "~/chunks/shell";
import type { CartSummary } from "~/services/cart/cart-summary.server";

/**
 * The cart summary's figures (decision 0108): the entries and units of the whole cart, what the
 * ticked entries come to as the confirm page prices them, each brand's full reduction reached
 * and what its next tier needs. Server-rendered text only.
 */
export function SummaryFigures({ summary, unpriced, money, lng }: { summary: CartSummary; unpriced: number; money: (minor: number) => string; lng: Language }) {
  const { t } = useTranslation("cart");
  const reached = summary.reductions.filter((reduction) => reduction.amountOffMinor > 0);
  const next = summary.reductions.filter((reduction) => reduction.next);
  return (
    <>
      <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
        <dt>{t("page.productsCount")}</dt>
        <dd className="text-right tabular-nums">{formatCount(summary.entries, lng)}</dd>
        <dt>{t("page.totalQuantity")}</dt>
        <dd className="text-right tabular-nums">{formatCount(summary.units, lng)}</dd>
        <dt>{t("page.totalAmount")}</dt>
        <dd id="cart-total" className="text-right tabular-nums">
          {money(summary.totalMinor)}
        </dd>
        <dt className="font-semibold">{t("page.checkedAmount", { lines: summary.selected })}</dt>
        <dd id="cart-selected" className="text-right font-semibold tabular-nums">
          {money(summary.selectedMinor)}
        </dd>
        {reached.map((reduction) => (
          <Fragment key={reduction.brandKey}>
            <dt id={`cart-reduction-${reduction.brandKey}`}>{t("page.reductionReached", { brand: reduction.brandName, amount: money(reduction.amountOffMinor), threshold: money(reduction.thresholdMinor) })}</dt>
            <dd className="text-right tabular-nums">−{money(reduction.amountOffMinor)}</dd>
          </Fragment>
        ))}
        {summary.reductionMinor > 0 ? (
          <>
            <dt className="font-semibold">{t("page.afterReductions")}</dt>
            <dd id="cart-after-reductions" className="text-right font-semibold tabular-nums">
              {money(summary.afterReductionsMinor)}
            </dd>
          </>
        ) : null}
      </dl>
      {next.map((reduction) => (
        <p key={reduction.brandKey} id={`cart-reduction-next-${reduction.brandKey}`} className="mt-2 text-sm text-gray-700">
          {t("page.reductionNext", { brand: reduction.brandName, missing: money(reduction.next!.missingMinor), amount: money(reduction.next!.amountOffMinor) })}
        </p>
      ))}
      {unpriced > 0 ? <p className="mt-3 text-sm text-gray-700">{t("page.unpriced", { lines: unpriced })}</p> : null}
      {summary.issues > 0 ? <p className="mt-3 text-sm font-medium text-red-800">{t("page.issues", { lines: summary.issues })}</p> : null}
    </>
  );
}
