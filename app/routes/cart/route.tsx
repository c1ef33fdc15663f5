import { Form, Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { Suspense, lazy } from "react";
import type { Translate } from "~/i18n/translator";
import { useTranslation } from "~/i18n/react";
import { type FormReply, ErrorSummary, replyError, replyErrors, replyValue } from "~/chunks/forms";
import { type PurchaseMode, formatCount, formatMoney, StatusNotice, titleMeta } from "~/chunks/shell";
import { CartGroupTable, type QuantityChange } from "./cart-lines";
import type { action, loader } from "./cart-page.server";
import { CartPallets } from "./cart-pallets";
import { CartOutlet } from "./cart-outlet";
import { CartTools, SavePlanForm } from "./cart-plans";
import { SummaryFigures } from "./cart-summary";
import { QUOTATION_VALID_DAYS } from "~/domain/price-lists";

export { action, loader } from "./cart-page.server";

/**
 * The combination groups' section is fetched only by a cart that has some (decision 0108): the
 * server renders it in the page as any other part, so it works before (and without) its script.
 */
const CartCombinations = lazy(() => import("./cart-combinations").then((module) => ({ default: module.CartCombinations })));

export const meta = titleMeta;
export const handle = { i18n: ["catalogue", "cart", "checkout", "plans", "pallets", "combinations", "outlet"] };

/** A refused change, for the line it concerns (none when the product was not named right). */
function failureOf(reply: FormReply | undefined, t: Translate) {
  if (!reply) return null;
  const goodsId = replyValue(reply, "goodsId");
  const text = replyErrors(reply, t, () => undefined)[0]?.message ?? t("cart:errors.intent");
  // A combination group's refused form points at its sets field (cart-combinations.tsx).
  const combinationId = replyValue(reply, "combinationId");
  const lotId = replyValue(reply, "lotId");
  const outletLot = /^\d{1,9}$/.test(lotId) ? Number(lotId) : null;
  const fieldId = /^\d{1,9}$/.test(combinationId) ? `combination-sets-${combinationId}` : outletLot !== null ? `outlet-quantity-${outletLot}` : undefined;
  return { goodsId: /^\d{1,9}$/.test(goodsId) ? Number(goodsId) : null, outletLot, quantity: replyValue(reply, "quantity"), text, fieldId };
}

/**
 * The notice after a redirect (the `cart` scope of app/domain/notices.ts), and the reason a
 * quantity was changed (rounded down to whole boxes or to a multiple).
 */
function useCartNotice(purchaseMode: PurchaseMode): { notice: string | null; change: QuantityChange | null } {
  const { t } = useTranslation("cart");
  const notice = useLoaderData<typeof loader>().notice;
  if (!notice) return { notice: null, change: null };
  const { line, reducedFrom: from, reducedTo: to, multiple } = notice.values;
  if (from !== undefined && to !== undefined && multiple !== undefined) {
    const text = t(purchaseMode === "standard" ? "notices.reduced" : "notices.reducedBoxes", { from, allowed: to, multiple });
    return { notice: text, change: { goodsId: line ?? null, from, to, multiple, text } };
  }
  return { notice: t(notice.text, notice.values), change: null };
}

export default function Cart() {
  const { cart, outlet, pallets, combinations, summary, lng, currency, purchaseMode, brandKey, productListRoute } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t } = useTranslation("cart");
  const { notice, change } = useCartNotice(purchaseMode);
  // Each new page state (a redirect after an update) sets the quantity fields to the cart's quantities.
  const { key: revision } = useLocation();
  const money = (minor: number) => formatMoney(minor, currency, lng);
  const failure = failureOf(reply, t);
  // "Confirm order" with no line ticked: the summary leads to "Select all" (decision 0111).
  const noneTicked = replyError(reply, "confirm") !== null;
  return (
    <div className="page">
      {failure ? <ErrorSummary errors={[{ fieldId: noneTicked ? "cart-check-all" : failure.goodsId === null ? failure.fieldId : `quantity-${failure.goodsId}`, message: failure.text }]} /> : null}
      <h1 className="text-3xl font-bold">{t("page.heading")}</h1>
      <CartTools />
      {/* In the page from its first render, so what a change did (and the new totals) is announced (decision 0084). */}
      <div id="cart-status" role="status">
        {notice && !failure ? (
          <StatusNotice className="mt-4" live={false}>
            {notice}
            {summary.entries > 0 ? (
              <span className="sr-only">
                {" "}
                {t("notices.totals", { total: money(summary.totalMinor), quantity: formatCount(summary.units, lng), checked: money(summary.selectedMinor) })}
              </span>
            ) : null}
          </StatusNotice>
        ) : null}
      </div>
      {/* A cart of pallets only has its summary and "Confirm order" too: a ticked pallet with goods is ordered as any entry. */}
      {cart.count === 0 && combinations.length === 0 && pallets.length > 0 ? <p className="mt-6 text-lg">{t("pallets:cart.noSingles")}</p> : null}
      {summary.entries === 0 ? (
        <>
          {pallets.length > 0 ? null : <p className="mt-6 text-lg">{t("page.empty")}</p>}
          <p className="mt-4">
            <Link to={productListRoute} className="font-medium text-brand-dark underline">
              {t("page.browse")}
            </Link>
          </p>
        </>
      ) : (
        <>
          <Form method="post" action="/cart" className="mt-6">
            <input type="hidden" name="intent" value={summary.allChecked ? "uncheckAll" : "checkAll"} />
            <button type="submit" id="cart-check-all" className="rounded border border-gray-500 px-3 py-1 text-sm font-medium">
              {summary.allChecked ? t("page.uncheckAll") : t("page.checkAll")}
            </button>
          </Form>
          {cart.groups.map((group) => (
            <CartGroupTable
              key={group.brandKey}
              group={group}
              linkable={group.brandKey === brandKey}
              brandKey={brandKey}
              money={money}
              lng={lng}
              failure={failure}
              change={failure ? null : change}
              revision={revision}
            />
          ))}
          <CartOutlet lines={outlet} brandKey={brandKey} money={money} lng={lng} failure={failure && failure.outletLot !== null ? { lotId: failure.outletLot, quantity: failure.quantity, text: failure.text } : null} />
          {combinations.length > 0 ? (
            <Suspense fallback={null}>
              <CartCombinations groups={combinations} lng={lng} currency={currency} brandKey={brandKey} reply={reply} />
            </Suspense>
          ) : null}
          <section aria-labelledby="cart-summary-heading" className="mt-8 ml-auto max-w-sm rounded border border-gray-200 p-4">
            <h2 id="cart-summary-heading" className="text-lg font-semibold">
              {t("page.summary")}
            </h2>
            <SummaryFigures summary={summary} unpriced={cart.unpricedLines} money={money} lng={lng} />
            {/* Shown whether or not a line is ticked: with none, the server says so (decision 0111). */}
            <Form method="post" action="/cart" className="mt-4">
              <button type="submit" name="intent" value="confirm" aria-describedby={noneTicked ? "cart-confirm-error" : undefined} className="rounded border border-transparent bg-brand-dark px-4 py-2 font-semibold text-white">
                {t("checkout:cartButton")}
              </button>
              {noneTicked && failure ? (
                <p id="cart-confirm-error" className="mt-2 text-sm font-medium text-red-700">
                  {failure.text}
                </p>
              ) : null}
            </Form>
            {/* A plain link (decision 0113): the quotation is the ticked cart as the confirm page prices it. */}
            <p className="mt-4 text-sm">
              <a href="/cart/quotation" className="font-medium text-brand-dark underline" aria-describedby="cart-quotation-hint">
                {t("quotation.link")}
              </a>
              <span id="cart-quotation-hint" className="block text-gray-700">
                {t("quotation.hint", { days: QUOTATION_VALID_DAYS })}
              </span>
            </p>
          </section>
          <SavePlanForm />
        </>
      )}
      <CartPallets pallets={pallets} money={money} lng={lng} />
    </div>
  );
}
