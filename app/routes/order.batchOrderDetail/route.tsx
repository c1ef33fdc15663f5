import { Form, Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import type { Translate } from "~/i18n/translator";
import { useTranslation } from "~/i18n/react";
import { type FormReply, DataTable, ErrorSummary, replyErrors, replyValue } from "~/chunks/forms";
import { formatCount, formatMoney, Pagination, StatusNotice, titleMeta } from "~/chunks/shell";
import { PalletFillMeters } from "../order.batchOrder/pallet-fill";
import type { action, loader } from "./batch-order-detail.server";

export { action, loader } from "./batch-order-detail.server";

export const meta = titleMeta;
export const handle = { i18n: ["pallets"] };

const inputClass = (invalid: boolean) => `w-24 rounded border px-2 py-1 text-right tabular-nums ${invalid ? "border-2 border-red-700" : "border-gray-400"}`;
const buttonClass = "rounded border border-gray-500 px-3 py-1 text-sm font-medium";

/** A refused form, for the product and the form (a line's or an add) it concerns. */
function failureOf(reply: FormReply | undefined, t: Translate) {
  if (!reply) return null;
  const intent = replyValue(reply, "intent");
  const goodsId = replyValue(reply, "goodsId");
  const form = intent === "add" ? "add" : intent === "rename" ? "rename" : "line";
  const fieldId = form === "rename" ? "rename-name" : /^\d{1,9}$/.test(goodsId) ? `${form}-${goodsId}-cartons` : undefined;
  const errors = replyErrors(reply, t, () => fieldId);
  return { form, goodsId, cartons: replyValue(reply, "cartons"), name: replyValue(reply, "name"), text: errors[0]?.message ?? t("pallets:errors.intent"), errors };
}

export default function BatchOrderDetail() {
  const { pallet, picker, notice, lng, currency } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t } = useTranslation("pallets");
  // A new page state (after a redirect) sets the fields to what is stored.
  const { key: revision } = useLocation();
  const failure = failureOf(reply, t);
  const money = (minor: number | null) => (minor === null ? t("detail.noPrice") : formatMoney(minor, currency, lng));
  const query = new URLSearchParams({ id: String(pallet.id) });
  if (picker.q) query.set("q", picker.q);
  if (picker.categoryId !== null) query.set("category", String(picker.categoryId));
  if (picker.page > 1) query.set("page", String(picker.page));
  const formAction = `/order/batchOrderDetail?${query.toString()}`;
  const failed = (form: string, goodsId: number) => failure !== null && failure.form === form && failure.goodsId === String(goodsId);
  const cartonsField = (form: "add" | "line", goodsId: number, value: number, label: string) => {
    const invalid = failed(form, goodsId);
    const id = `${form}-${goodsId}-cartons`;
    return (
      <>
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <input
          key={`${revision}-${id}`}
          id={id}
          name="cartons"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          size={6}
          defaultValue={invalid ? failure!.cartons : String(value)}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          className={inputClass(invalid)}
        />
        {invalid ? (
          <p id={`${id}-error`} className="mt-1 max-w-xs text-sm font-medium text-red-700">
            {failure!.text}
          </p>
        ) : null}
      </>
    );
  };
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      {failure ? <ErrorSummary errors={failure.errors} /> : null}
      <p>
        <Link to="/order/batchOrder" className="font-medium text-brand-dark underline">
          {t("detail.backToList")}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold break-words">{pallet.name}</h1>
      <p className="mt-1">{t("detail.type", { type: pallet.typeName })}</p>
      <details className="mt-2" open={failure?.form === "rename" || undefined}>
        <summary className="cursor-pointer font-medium text-brand-dark underline">{t("detail.rename")}</summary>
        <Form method="post" action={formAction} className="mt-2 flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="rename" />
          <div>
            <label htmlFor="rename-name" className="block font-medium">
              {t("create.name")}
            </label>
            <input
              key={`${revision}-rename`}
              id="rename-name"
              name="name"
              type="text"
              maxLength={50}
              autoComplete="off"
              defaultValue={failure?.form === "rename" ? failure.name : pallet.name}
              aria-invalid={failure?.form === "rename" || undefined}
              aria-describedby={failure?.form === "rename" ? "rename-name-error" : undefined}
              className={`mt-1 rounded border px-3 py-2 ${failure?.form === "rename" ? "border-2 border-red-700" : "border-gray-400"}`}
            />
            {failure?.form === "rename" ? (
              <p id="rename-name-error" className="mt-1 text-sm font-medium text-red-700">
                {failure.text}
              </p>
            ) : null}
          </div>
          <button type="submit" className={buttonClass}>
            {t("detail.renameSubmit")}
          </button>
        </Form>
      </details>
      <div id="pallet-status" role="status">
        {notice && !failure ? <StatusNotice className="mt-4" live={false}>{t(notice.text, notice.values)}</StatusNotice> : null}
      </div>
      <section aria-labelledby="fill-heading" className="mt-4">
        <h2 id="fill-heading" className="text-xl font-semibold">
          {t("detail.fillHeading")}
        </h2>
        <PalletFillMeters id="pallet-fill" figures={pallet.figures} t={t} />
        <p className="mt-2">{t("detail.value", { value: money(pallet.valueMinor), cartons: formatCount(pallet.cartons, lng) })}</p>
      </section>

      <section id="lines" aria-labelledby="lines-heading" className="mt-8">
        <h2 id="lines-heading" className="text-xl font-semibold">
          {t("detail.linesHeading")}
        </h2>
        {pallet.lines.length === 0 ? (
          <p className="mt-2">{t("detail.noLines")}</p>
        ) : (
          <DataTable
            caption={t("detail.linesCaption", { name: pallet.name })}
            className="mt-3"
            columns={[{ label: t("detail.product") }, { label: t("detail.cartons") }, { label: t("detail.quantity"), align: "right" }, { label: t("detail.unit"), align: "right" }, { label: t("detail.total"), align: "right" }, { label: t("detail.removeColumn") }]}
          >
            {pallet.lines.map((line) => (
              <tr key={line.productId} id={`line-${line.productId}`} className="border-b border-gray-200 align-top">
                <th scope="row" className="py-2 pr-4 font-normal">
                  <span className="font-medium">{line.name}</span>
                  <span className="block text-gray-700 tabular-nums">{line.barcode}</span>
                </th>
                <td className="py-2 pr-4">
                  <Form method="post" action={formAction} className="flex flex-wrap items-start gap-2">
                    <input type="hidden" name="intent" value="setCartons" />
                    <input type="hidden" name="goodsId" value={line.productId} />
                    <div>{cartonsField("line", line.productId, line.cartons, t("detail.cartonsOf", { name: line.name }))}</div>
                    <button type="submit" className={buttonClass}>
                      {t("detail.update")}
                    </button>
                  </Form>
                </td>
                <td className="py-2 pr-4 text-right tabular-nums">{t("detail.units", { quantity: formatCount(line.quantity, lng), pkgNum: formatCount(line.pkgNum, lng) })}</td>
                <td className="py-2 pr-4 text-right tabular-nums">{money(line.unitMinor)}</td>
                <td className="py-2 pr-4 text-right tabular-nums">{money(line.lineTotalMinor)}</td>
                <td className="py-2">
                  <Form method="post" action={formAction}>
                    <input type="hidden" name="intent" value="remove" />
                    <input type="hidden" name="goodsId" value={line.productId} />
                    <button type="submit" className={`${buttonClass} text-red-800`}>
                      {t("detail.remove")}
                      <span className="sr-only"> {line.name}</span>
                    </button>
                  </Form>
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </section>

      <section aria-labelledby="picker-heading" className="mt-10">
        <h2 id="picker-heading" className="text-xl font-semibold">
          {t("picker.heading")}
        </h2>
        <p className="mt-1 text-gray-700">{t("picker.intro")}</p>
        <Form method="get" action="/order/batchOrderDetail" role="search" aria-label={t("picker.searchLabel")} className="mt-3 flex flex-wrap items-end gap-3">
          <input type="hidden" name="id" value={pallet.id} />
          <div>
            <label htmlFor="picker-q" className="block font-medium">
              {t("picker.q")}
            </label>
            <input id="picker-q" name="q" type="search" defaultValue={picker.q} maxLength={100} className="mt-1 rounded border border-gray-400 px-3 py-2" />
          </div>
          <div>
            <label htmlFor="picker-category" className="block font-medium">
              {t("picker.category")}
            </label>
            <select id="picker-category" name="category" defaultValue={picker.categoryId ?? ""} className="mt-1 max-w-xs rounded border border-gray-400 bg-white px-3 py-2">
              <option value="">{t("picker.allCategories")}</option>
              {picker.categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={buttonClass}>
            {t("picker.search")}
          </button>
        </Form>
        <p className="mt-3" aria-live="polite">
          {t("picker.count", { count: picker.total })}
        </p>
        {picker.products.length > 0 ? (
          <DataTable
            caption={t("picker.caption")}
            className="mt-3"
            columns={[{ label: t("detail.product") }, { label: t("picker.carton") }, { label: t("detail.unit"), align: "right" }, { label: t("picker.stock"), align: "right" }, { label: t("picker.fits"), align: "right" }, { label: t("picker.add") }]}
          >
            {picker.products.map((product) => (
              <tr key={product.id} id={`product-${product.id}`} className="border-b border-gray-200 align-top">
                <th scope="row" className="py-2 pr-4 font-normal">
                  <span className="font-medium">{product.name}</span>
                  <span className="block text-gray-700 tabular-nums">{product.barcode}</span>
                </th>
                <td className="py-2 pr-4">{t("picker.cartonFacts", { pkgNum: formatCount(product.pkgNum, lng), volume: product.volumeText, weight: product.weightText })}</td>
                <td className="py-2 pr-4 text-right tabular-nums">{money(product.unitMinor)}</td>
                <td className="py-2 pr-4 text-right tabular-nums">{product.stockCartons === null ? t("picker.unlimited") : formatCount(product.stockCartons, lng)}</td>
                <td className="py-2 pr-4 text-right tabular-nums">{formatCount(product.fits, lng)}</td>
                <td className="py-2">
                  {product.issue ? (
                    <p className="max-w-xs text-sm text-gray-800">{t(`errors.${product.issue}`)}</p>
                  ) : (
                    <Form method="post" action={formAction} className="flex flex-wrap items-start gap-2">
                      <input type="hidden" name="intent" value="add" />
                      <input type="hidden" name="goodsId" value={product.id} />
                      <div>{cartonsField("add", product.id, 1, t("picker.cartonsOf", { name: product.name }))}</div>
                      <button type="submit" className={buttonClass}>
                        {t("picker.addCartons")}
                        <span className="sr-only"> {product.name}</span>
                      </button>
                    </Form>
                  )}
                </td>
              </tr>
            ))}
          </DataTable>
        ) : null}
        <Pagination
          page={picker.page}
          pages={picker.pages}
          hrefFor={(page) => {
            const params = new URLSearchParams(query);
            params.set("page", String(page));
            return `/order/batchOrderDetail?${params.toString()}`;
          }}
          label={t("picker.pages")}
        />
      </section>
    </div>
  );
}
