import { Form, Link } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/react";
import { formatCount, productHref, ProductImage } from "~/chunks/shell";
import type { Language } from "~/i18n/languages";
import type { CartGroup, CartViewLine } from "~/services/cart/cart.server";
import { DataTable } from "~/chunks/forms";

/** A quantity the server changed (rounded down to whole boxes or a multiple), with the reason as text. */
export type QuantityChange = { goodsId: number | null; from: number; to: number; multiple: number; text: string };

type Failure = { goodsId: number | null; quantity: string; text: string } | null;

type Props = {
  group: CartGroup;
  /** Lines of the current brand link to their detail page. */
  linkable: boolean;
  brandKey: string;
  money: (minor: number) => string;
  lng: Language;
  failure: Failure;
  /** The quantity the server changed (rounded down), with the reason. */
  change: QuantityChange | null;
  /** Changes with every page state: the fields then show the cart's quantities again. */
  revision: string;
};

/** One brand's lines: tick, product, quantity form, prices, removal link, and what stops the line. */
export function CartGroupTable({ group, linkable, brandKey, money, lng, failure, change, revision }: Props) {
  const { t } = useTranslation("cart");
  const headingId = `cart-group-${group.brandKey}`;
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="text-xl font-semibold">
        {group.brandName}
      </h2>
      <DataTable caption={t("page.caption", { brand: group.brandName })} className="mt-3" columns={[{ label: t("page.selected") }, { label: t("page.product") }, { label: t("page.quantity") }, { label: t("page.unitPrice"), align: "right" }, { label: t("page.lineTotal"), align: "right" }, { label: <span className="sr-only">{t("page.actions")}</span> }]}>
            {group.lines.map((line) => (
              <CartRow
                key={line.productId}
                line={line}
                linkable={linkable}
                brandKey={brandKey}
                money={money}
                lng={lng}
                failure={failure?.goodsId === line.productId ? failure : null}
                change={change?.goodsId === line.productId && change.to === line.quantity ? change : null}
                revision={revision}
              />
            ))}
      </DataTable>
    </section>
  );
}

function CartRow({ line, linkable, brandKey, money, lng, failure, change, revision }: Omit<Props, "group"> & { line: CartViewLine }) {
  const { t } = useTranslation("cart");
  const inputId = `quantity-${line.productId}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const changedId = `${inputId}-changed`;
  // After an update with JavaScript the field would keep what was typed (50) while the line holds
  // what the server kept (48): it shows the server's quantity, without losing the focus.
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!failure && field.current) field.current.value = String(line.quantity);
  }, [failure, line.quantity, revision]);
  const issueId = `line-${line.productId}-issue`;
  const issue = line.issue ? t(`errors.${line.issue.key}`, line.issue as unknown as Record<string, unknown>) : null;
  return (
    <tr id={`line-${line.productId}`} className={`border-b border-gray-200 align-top ${line.issue ? "bg-red-50" : ""}`}>
      <td className="py-3 pr-4">
        <Form method="post" action="/cart" preventScrollReset>
          <input type="hidden" name="goodsId" value={line.productId} />
          <input type="hidden" name="intent" value={line.checked ? "uncheck" : "check"} />
          {/* Its name is text inside it, not an aria-label: a text browser shows that text (issue 13; decision 0086). */}
          <button
            type="submit"
            aria-pressed={line.checked}
            className="flex size-8 items-center justify-center rounded border-2 border-gray-700 text-lg leading-none"
          >
            <span aria-hidden="true">{line.checked ? "✓" : ""}</span>{" "}
            <span className="sr-only">{t("page.selectLine", { name: line.name })}</span>
          </button>
        </Form>
      </td>
      <th scope="row" className="py-3 pr-4 font-normal">
        <div className="flex items-start gap-3">
          <ProductImage path={line.image} alt="" size={64} className="product-img size-16 shrink-0" />
          <div>
            {linkable ? (
              <Link to={productHref(line.productId, brandKey)} className="font-medium text-gray-900 underline">
                {line.name}
              </Link>
            ) : (
              <span className="font-medium">{line.name}</span>
            )}
            <p className="text-xs break-all text-gray-700">{line.barcode}</p>
            {issue ? (
              <p id={issueId} className="mt-1 text-xs font-semibold text-red-800">
                {issue}
              </p>
            ) : null}
          </div>
        </div>
      </th>
      <td className="py-3 pr-4">
        {line.offShelves ? (
          <p className="tabular-nums">
            {formatCount(line.quantity, lng)}
            <span className="block text-xs text-gray-700">{t("errors.shelfFixed")}</span>
          </p>
        ) : (
          <Form method="post" action="/cart" preventScrollReset className="flex flex-wrap items-end gap-2">
            <input type="hidden" name="intent" value="setQuantity" />
            <input type="hidden" name="goodsId" value={line.productId} />
            <div>
              <label htmlFor={inputId} className="sr-only">
                {t("page.quantityOf", { name: line.name })}
              </label>
              <input
                id={inputId}
                name="quantity"
                type="text"
                inputMode="numeric"
                autoComplete="off"
                ref={field}
                defaultValue={failure ? failure.quantity : String(line.quantity)}
                key={failure ? `failed-${failure.quantity}` : "line"}
                aria-invalid={failure ? true : undefined}
                aria-describedby={[failure ? errorId : null, change ? changedId : null, hintId].filter(Boolean).join(" ")}
                className="w-24 rounded border border-gray-500 px-2 py-1 tabular-nums"
              />
              <p id={hintId} className="text-xs text-gray-700">
                {t("page.quantityHint", { multiple: line.multiple, minimum: line.minimum })}
              </p>
              {failure ? (
                <p id={errorId} className="text-xs font-medium text-red-700">
                  {failure.text}
                </p>
              ) : null}
              {change ? (
                <p id={changedId} className="max-w-48 text-xs font-medium text-green-900">
                  {change.text}
                </p>
              ) : null}
            </div>
            <button type="submit" className="rounded border border-gray-500 px-2 py-1 font-medium">
              {t("page.update")}
              <span className="sr-only">{t("forProduct", { name: line.name })}</span>
            </button>
          </Form>
        )}
      </td>
      <td className="py-3 pr-4 text-right tabular-nums">{line.unitMinor === null ? t("page.zeroPrice") : money(line.unitMinor)}</td>
      <td className="py-3 pr-4 text-right tabular-nums">{line.lineTotalMinor === null ? "—" : money(line.lineTotalMinor)}</td>
      <td className="py-3">
        <Link to={`/cart/remove?goodsId=${line.productId}`} className="font-medium text-red-800 underline">
          {t("page.remove")}
          <span className="sr-only">{t("forProduct", { name: line.name })}</span>
        </Link>
      </td>
    </tr>
  );
}
