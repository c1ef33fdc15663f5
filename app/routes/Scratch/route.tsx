import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { ErrorSummary, replyErrors, replyValue } from "~/chunks/forms";
import { formatCount, formatMoney, productHref, ProductImage, StatusNotice, titleMeta } from "~/chunks/shell";
import { OutletGrade } from "~/components/outlet/outlet-grade";
import type { action, loader } from "./scratch.server";

export { action, loader } from "./scratch.server";

export const meta = titleMeta;
export const handle = { i18n: ["outlet", "cart", "catalogue"] };

/**
 * /Scratch, the scratch-and-dent outlet (decision 0114): the brand's open lots with their grade,
 * condition and units left; a signed-in buyer sees his price and the outlet price and adds units
 * by a plain form (POST, then back here with a notice).
 */
export default function Scratch() {
  const { lots, grade, lng, currency, brandKey, viewer, notice } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t } = useTranslation("outlet");
  const money = (minor: number) => formatMoney(minor, currency, lng);
  const failedLot = Number(replyValue(reply, "lotId"));
  const errors = replyErrors(reply, t, (name) => (name === "quantity" && lots.some((lot) => lot.lotId === failedLot) ? `lot-quantity-${failedLot}` : undefined));
  return (
    <div className="page">
      <ErrorSummary errors={errors} />
      <h1 className="text-3xl font-bold">{t("page.heading")}</h1>
      <p className="mt-2 max-w-3xl text-gray-700">{t("page.intro")}</p>
      {notice && !reply ? (
        <StatusNotice className="mt-4">{t(notice.text, notice.values)}</StatusNotice>
      ) : null}
      {viewer === "anonymous" ? (
        <p className="mt-4">
          <Link to="/login?redirectTo=%2FScratch" className="font-medium text-brand-dark underline">
            {t("page.signInForPrices")}
          </Link>
        </p>
      ) : viewer === "noClient" ? (
        <p className="mt-4">{t("page.chooseClient")}</p>
      ) : null}
      <Form method="get" action="/Scratch" className="mt-6 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="grade-filter" className="block font-medium">
            {t("filter.grade")}
          </label>
          <select id="grade-filter" name="grade" defaultValue={grade ?? ""} className="mt-1 rounded border border-gray-500 px-2 py-1">
            <option value="">{t("filter.all")}</option>
            {(["A", "B", "C"] as const).map((each) => (
              <option key={each} value={each}>
                {t("grade.label", { grade: each })}: {t(`grade.${each}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="rounded border border-gray-500 px-3 py-1 font-medium">
          {t("filter.apply")}
        </button>
      </Form>
      {lots.length === 0 ? (
        <div className="mt-8 rounded border border-gray-200 p-6" role="status">
          <p>{grade ? t("page.emptyGrade", { grade }) : t("page.empty")}</p>
          {grade ? (
            <p className="mt-2">
              <Link to="/Scratch" className="font-medium text-brand-dark underline">
                {t("filter.clear")}
              </Link>
            </p>
          ) : null}
        </div>
      ) : (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label={t("page.listLabel")}>
          {lots.map((lot) => {
            const failed = failedLot === lot.lotId ? reply : undefined;
            const error = failed ? replyErrors(failed, t, () => undefined)[0]?.message : undefined;
            const inputId = `lot-quantity-${lot.lotId}`;
            const headingId = `lot-${lot.lotId}-name`;
            return (
              <li key={lot.lotId} id={`lot-${lot.lotId}`} className="flex flex-col rounded border border-gray-300 p-4">
                <article aria-labelledby={headingId} className="flex flex-1 flex-col">
                  <ProductImage path={lot.image} alt="" size={240} className="product-img aspect-square w-full" />
                  <h2 id={headingId} className="mt-3 text-lg font-semibold">
                    <a href={productHref(lot.productId, brandKey)} target="_blank" rel="noreferrer" className="text-gray-900 underline">
                      {lot.name}
                    </a>
                  </h2>
                  <p className="text-sm text-gray-700">
                    {t("card.model", { model: lot.model })} · <span className="break-all">{lot.barcode}</span>
                  </p>
                  <OutletGrade grade={lot.grade} className="mt-2" />
                  {lot.note ? <p className="mt-2 text-sm">{lot.note}</p> : null}
                  <p className="mt-2 text-sm font-medium">{t("card.unitsLeft", { units: formatCount(lot.unitsLeft, lng) })}</p>
                  {viewer === "buyer" ? (
                    lot.prices ? (
                      <dl className="mt-2 grid grid-cols-2 gap-x-2 text-sm">
                        <dt>{t("card.yourPrice")}</dt>
                        <dd className="text-right tabular-nums">
                          <s>{money(lot.prices.unitMinor)}</s>
                        </dd>
                        <dt className="font-semibold">{t("card.outletPrice", { percent: formatCount(lot.reductionBp / 100, lng) })}</dt>
                        <dd className="text-right text-lg font-bold tabular-nums">{money(lot.prices.outletMinor)}</dd>
                      </dl>
                    ) : (
                      <p className="mt-2 text-sm">{t("card.noPrice")}</p>
                    )
                  ) : null}
                  {viewer === "buyer" && lot.prices ? (
                    <Form method="post" action={`/Scratch${grade ? `?grade=${grade}` : ""}`} preventScrollReset className="mt-auto flex flex-wrap items-end gap-2 pt-4">
                      <input type="hidden" name="lotId" value={lot.lotId} />
                      {grade ? <input type="hidden" name="grade" value={grade} /> : null}
                      <div>
                        <label htmlFor={inputId} className="block text-sm font-medium">
                          {t("card.quantity")}
                        </label>
                        <input
                          id={inputId}
                          name="quantity"
                          type="number"
                          inputMode="numeric"
                          min={1}
                          max={lot.unitsLeft}
                          defaultValue={failed ? replyValue(failed, "quantity") : "1"}
                          key={failed ? `failed-${replyValue(failed, "quantity")}` : "lot"}
                          aria-invalid={error ? true : undefined}
                          aria-describedby={[error ? `${inputId}-error` : null, `${inputId}-hint`].filter(Boolean).join(" ")}
                          className="mt-1 w-24 rounded border border-gray-500 px-2 py-1 tabular-nums"
                        />
                        <p id={`${inputId}-hint`} className="text-xs text-gray-700">
                          {t("card.quantityHint", { units: formatCount(lot.unitsLeft, lng) })}
                          {lot.inCart > 0 ? ` ${t("card.inCart", { units: formatCount(lot.inCart, lng) })}` : ""}
                        </p>
                        {error ? (
                          <p id={`${inputId}-error`} className="text-xs font-medium text-red-700">
                            {error}
                          </p>
                        ) : null}
                      </div>
                      <button type="submit" className="rounded bg-brand-dark px-3 py-2 font-semibold text-white">
                        {t("card.add")}
                        <span className="sr-only"> {t("card.forLot", { name: lot.name, grade: lot.grade })}</span>
                      </button>
                    </Form>
                  ) : null}
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
