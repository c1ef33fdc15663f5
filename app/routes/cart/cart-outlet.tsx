import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { formatCount, productHref, ProductImage } from "~/chunks/shell";
import { DataTable } from "~/chunks/forms";
import type { Language } from "~/i18n/languages";
import type { CartOutletLine } from "~/services/outlet/outlet.server";

type Failure = { lotId: number; quantity: string; text: string } | null;

/**
 * The cart's outlet lines (decision 0114): each a lot's units, marked with its grade, priced at the
 * buyer's price less the lot's reduction; sold by the unit up to the lot's units left. A lot closed
 * or ended stays in the cart, marked unavailable, and is not ordered.
 */
export function CartOutlet({ lines, brandKey, money, lng, failure }: { lines: readonly CartOutletLine[]; brandKey: string; money: (minor: number) => string; lng: Language; failure: Failure }) {
  const { t } = useTranslation(["outlet", "cart"]);
  if (lines.length === 0) return null;
  return (
    <section aria-labelledby="cart-outlet-heading" className="mt-8">
      <h2 id="cart-outlet-heading" className="text-xl font-semibold">
        {t("cart.heading")}
      </h2>
      <DataTable caption={t("cart.caption")} className="mt-3" columns={[{ label: t("cart:page.selected") }, { label: t("cart:page.product") }, { label: t("cart:page.quantity") }, { label: t("cart:page.unitPrice"), align: "right" }, { label: t("cart:page.lineTotal"), align: "right" }, { label: <span className="sr-only">{t("cart:page.actions")}</span> }]}>
        {lines.map((line) => {
          const failed = failure?.lotId === line.lotId ? failure : null;
          const inputId = `outlet-quantity-${line.lotId}`;
          const issue = line.issue ? t(`issues.${line.issue.key}`, line.issue.key === "lotShort" ? { unitsLeft: formatCount(line.issue.unitsLeft, lng) } : {}) : null;
          const forLot = t("card.forLot", { name: line.name, grade: line.grade });
          return (
            <tr key={line.lotId} id={`outlet-${line.lotId}`} className={`border-b border-gray-200 align-top ${line.issue ? "bg-red-50" : ""}`}>
              <td className="py-3 pr-4">
                <Form method="post" action="/cart" preventScrollReset>
                  <input type="hidden" name="lotId" value={line.lotId} />
                  <input type="hidden" name="intent" value={line.checked ? "outletUncheck" : "outletCheck"} />
                  <button type="submit" aria-pressed={line.checked} className="flex size-8 items-center justify-center rounded border-2 border-gray-700 text-lg leading-none">
                    <span aria-hidden="true">{line.checked ? "✓" : ""}</span> <span className="sr-only">{t("cart:page.selectLine", { name: forLot })}</span>
                  </button>
                </Form>
              </td>
              <th scope="row" className="py-3 pr-4 font-normal">
                <div className="flex items-start gap-3">
                  <ProductImage path={line.image} alt="" size={64} className="product-img size-16 shrink-0" />
                  <div>
                    {line.brandKey === brandKey ? (
                      <Link to={productHref(line.productId, brandKey)} className="font-medium text-gray-900 underline">
                        {line.name}
                      </Link>
                    ) : (
                      <span className="font-medium">{line.name}</span>
                    )}
                    <p className="text-xs font-semibold">{t("cart.mark", { grade: line.grade })}</p>
                    <p className="text-xs break-all text-gray-700">{line.barcode}</p>
                    {line.note ? <p className="text-xs text-gray-700">{line.note}</p> : null}
                    {issue ? <p className="mt-1 text-xs font-semibold text-red-800">{issue}</p> : null}
                  </div>
                </div>
              </th>
              <td className="py-3 pr-4">
                <Form method="post" action="/cart" preventScrollReset className="flex flex-wrap items-end gap-2">
                  <input type="hidden" name="intent" value="outletSetQuantity" />
                  <input type="hidden" name="lotId" value={line.lotId} />
                  <div>
                    <label htmlFor={inputId} className="sr-only">
                      {t("cart:page.quantityOf", { name: forLot })}
                    </label>
                    <input
                      id={inputId}
                      name="quantity"
                      type="text"
                      inputMode="numeric"
                      autoComplete="off"
                      defaultValue={failed ? failed.quantity : String(line.quantity)}
                      key={failed ? `failed-${failed.quantity}` : `line-${line.quantity}`}
                      aria-invalid={failed ? true : undefined}
                      aria-describedby={[failed ? `${inputId}-error` : null, `${inputId}-hint`].filter(Boolean).join(" ")}
                      className="w-24 rounded border border-gray-500 px-2 py-1 tabular-nums"
                    />
                    <p id={`${inputId}-hint`} className="text-xs text-gray-700">
                      {t("cart.quantityHint", { units: formatCount(line.unitsLeft, lng) })}
                    </p>
                    {failed ? (
                      <p id={`${inputId}-error`} className="text-xs font-medium text-red-700">
                        {failed.text}
                      </p>
                    ) : null}
                  </div>
                  <button type="submit" className="rounded border border-gray-500 px-2 py-1 font-medium">
                    {t("cart:page.update")}
                    <span className="sr-only">{t("cart:forProduct", { name: forLot })}</span>
                  </button>
                </Form>
              </td>
              <td className="py-3 pr-4 text-right tabular-nums">
                {line.outletMinor === null || line.unitMinor === null ? (
                  t("cart:page.zeroPrice")
                ) : (
                  <>
                    <s className="block text-xs text-gray-700">{money(line.unitMinor)}</s>
                    {money(line.outletMinor)}
                  </>
                )}
              </td>
              <td className="py-3 pr-4 text-right tabular-nums">{line.lineTotalMinor === null ? "—" : money(line.lineTotalMinor)}</td>
              <td className="py-3">
                <Form method="post" action="/cart" preventScrollReset>
                  <input type="hidden" name="intent" value="outletRemove" />
                  <input type="hidden" name="lotId" value={line.lotId} />
                  <button type="submit" className="font-medium text-red-800 underline">
                    {t("cart:page.remove")}
                    <span className="sr-only">{t("cart:forProduct", { name: forLot })}</span>
                  </button>
                </Form>
              </td>
            </tr>
          );
        })}
      </DataTable>
    </section>
  );
}
