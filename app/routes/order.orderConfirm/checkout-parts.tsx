import { Fragment } from "react";
import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { formatCount, formatScaled } from "~/chunks/shell";
import type { Language } from "~/i18n/languages";
import type { AddressView } from "~/services/account/addresses.server";
import type { CheckoutView } from "~/services/ordering/order-submit.server";
import { cubicMetres } from "./messages";
import { DataTable } from "~/chunks/forms";

type Money = (minor: number) => string;

/** The lines the order takes, with list and net prices. */
export function OrderLines({ lines, money, lng }: { lines: CheckoutView["lines"]; money: Money; lng: Language }) {
  const { t } = useTranslation("checkout");
  return (
    <section aria-labelledby="order-lines-heading" className="mt-8">
      <h2 id="order-lines-heading" className="text-xl font-semibold">
        {t("confirm.linesHeading")}
      </h2>
      <DataTable caption={t("confirm.caption")} className="mt-3" columns={[{ label: t("confirm.product") }, { label: t("confirm.quantity"), align: "right" }, { label: t("confirm.listPrice"), align: "right" }, { label: t("confirm.yourPrice"), align: "right" }, { label: t("confirm.lineTotal"), align: "right" }]}>
            {lines.map((line) => (
              <tr key={line.productId} id={`line-${line.productId}`} className="border-b border-gray-200 align-top">
                <th scope="row" className="py-2 pr-4 text-left font-normal">
                  <span className="font-semibold">{line.name}</span>
                  <span className="block text-xs text-gray-700">
                    {line.brandName} · {t("confirm.barcode", { barcode: line.barcode })}
                  </span>
                </th>
                <td className="py-2 pr-4 text-right tabular-nums">{formatCount(line.quantity, lng)}</td>
                <td className="py-2 pr-4 text-right tabular-nums">{money(line.listUnitMinor)}</td>
                <td className="py-2 pr-4 text-right tabular-nums">{money(line.unitMinor)}</td>
                <td className="py-2 text-right font-semibold tabular-nums">{money(line.lineTotalMinor)}</td>
              </tr>
            ))}
          </DataTable>
    </section>
  );
}

/** The outlet lines the order takes (decision 0114): a lot's units, marked with the grade, at the buyer's price less the lot's reduction. */
export function OutletOrderLines({ lines, money, lng }: { lines: CheckoutView["outlet"]; money: Money; lng: Language }) {
  const { t } = useTranslation(["checkout", "outlet"]);
  return (
    <section aria-labelledby="order-outlet-heading" className="mt-8">
      <h2 id="order-outlet-heading" className="text-xl font-semibold">
        {t("outlet:cart.heading")}
      </h2>
      <DataTable caption={t("outlet:cart.confirmCaption")} className="mt-3" columns={[{ label: t("confirm.product") }, { label: t("confirm.quantity"), align: "right" }, { label: t("confirm.listPrice"), align: "right" }, { label: t("confirm.yourPrice"), align: "right" }, { label: t("confirm.lineTotal"), align: "right" }]}>
        {lines.map((line) => (
          <tr key={line.outletLotId} id={`outlet-${line.outletLotId}`} className="border-b border-gray-200 align-top">
            <th scope="row" className="py-2 pr-4 text-left font-normal">
              <span className="font-semibold">{line.name}</span>
              <span className="block text-xs text-gray-700">
                {t("outlet:cart.mark", { grade: line.grade })} · {line.brandName} · {t("confirm.barcode", { barcode: line.barcode })}
              </span>
            </th>
            <td className="py-2 pr-4 text-right tabular-nums">{formatCount(line.quantity, lng)}</td>
            <td className="py-2 pr-4 text-right tabular-nums">{money(line.listUnitMinor)}</td>
            <td className="py-2 pr-4 text-right tabular-nums">{money(line.unitMinor)}</td>
            <td className="py-2 text-right font-semibold tabular-nums">{money(line.lineTotalMinor)}</td>
          </tr>
        ))}
      </DataTable>
    </section>
  );
}

/** The combination groups and pallets the order takes: a heading per group with its terms, its lines under it. */
export function OrderGroups({ groups, money, lng }: { groups: CheckoutView["groups"]; money: Money; lng: Language }) {
  const { t } = useTranslation("checkout");
  if (groups.length === 0) return null;
  return (
    <section aria-labelledby="order-groups-heading" className="mt-8">
      <h2 id="order-groups-heading" className="text-xl font-semibold">
        {t("confirm.groupsHeading")}
      </h2>
      {groups.map((group) => {
        const id = group.kind === "combination" ? `combination-${group.combinationId}` : `pallet-${group.palletId}`;
        const facts =
          group.kind === "combination"
            ? [t("confirm.sets", { count: group.sets }), group.tierBp > 0 ? t("confirm.tier", { rate: formatScaled(group.tierBp, 2, lng, 0) }) : t("confirm.noTier"), t("confirm.setPrice", { price: money(group.setUnitMinor) })]
            : [group.typeName, t("confirm.cartonCount", { count: group.lines.reduce((sum, line) => sum + line.cartons, 0) })];
        return (
          <div key={id} id={id} className="mt-4 rounded border border-gray-200 p-3">
            <h3 className="text-lg font-semibold">{group.kind === "combination" ? t("confirm.combinationHeading", { name: group.name }) : t("confirm.palletHeading", { name: group.name })}</h3>
            <p className="text-sm text-gray-700">{facts.join(" · ")}</p>
            {group.lines.length > 0 ? (
              <DataTable caption={t("confirm.groupCaption", { name: group.name })} className="mt-2" columns={[{ label: t("confirm.product") }, { label: group.kind === "pallet" ? t("confirm.cartons") : t("confirm.perSet"), align: "right" }, { label: t("confirm.quantity"), align: "right" }, { label: t("confirm.yourPrice"), align: "right" }, { label: t("confirm.lineTotal"), align: "right" }]}>
                {group.lines.map((line) => (
                  <tr key={line.productId} className="border-b border-gray-200 align-top">
                    <th scope="row" className="py-2 pr-4 text-left font-normal">
                      <span className="font-semibold">{line.name}</span>
                      <span className="block text-xs text-gray-700">{t("confirm.barcode", { barcode: line.barcode })}</span>
                    </th>
                    <td className="py-2 pr-4 text-right tabular-nums">{formatCount("cartons" in line ? line.cartons : line.quantity / (group.kind === "combination" ? group.sets : 1), lng)}</td>
                    <td className="py-2 pr-4 text-right tabular-nums">{formatCount(line.quantity, lng)}</td>
                    <td className="py-2 pr-4 text-right tabular-nums">{money(line.unitMinor)}</td>
                    <td className="py-2 text-right tabular-nums">{money(line.lineTotalMinor)}</td>
                  </tr>
                ))}
              </DataTable>
            ) : null}
            <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
              {/* Plain POST: the group stays in the cart, unticked, and the page comes back without it. */}
              <Form method="post">
                <input type="hidden" name="intent" value="leaveOut" />
                <input type="hidden" name="group" value={group.kind === "combination" ? `c:${group.combinationId}` : `p:${group.palletId}`} />
                <button type="submit" className="rounded border border-gray-400 px-3 py-1 text-sm font-medium">
                  {t("confirm.leaveOut", { name: group.name })}
                </button>
              </Form>
              <p className="font-semibold">{t("confirm.groupTotal", { total: money(group.netMinor) })}</p>
            </div>
          </div>
        );
      })}
    </section>
  );
}

/** Selected lines the order leaves out, each with its reason. */
export function ExcludedLines({ lines, lng }: { lines: CheckoutView["excluded"]; lng: Language }) {
  const { t } = useTranslation(["checkout", "cart"]);
  if (lines.length === 0) return null;
  return (
    <section aria-labelledby="excluded-heading" className="mt-8 rounded border-l-4 border-red-700 bg-red-50 p-4">
      <h2 id="excluded-heading" className="text-lg font-semibold text-red-900">
        {t("confirm.excludedHeading")}
      </h2>
      <p className="mt-1 text-sm">{t("confirm.excludedIntro")}</p>
      <ul className="mt-2 space-y-2">
        {lines.map((line) => {
          const { key, ...values } = line.issue;
          return (
            <li key={line.productId} id={`line-${line.productId}`}>
              <span className="font-semibold">{line.name}</span> ({line.barcode}) × {formatCount(line.quantity, lng)}:{" "}
              <span className="font-medium text-red-800">{t(`cart:errors.${key}`, values)}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function AddressText({ address }: { address: AddressView }) {
  // Line breaks in the markup, not block boxes: read without styles, the lines stay apart.
  const lines = [address.fullName, address.address, [address.postalCode, address.city, address.province].filter(Boolean).join(", "), address.country, address.telephone].filter(Boolean);
  return (
    <>
      <span className="font-semibold">{address.companyName}</span>
      {lines.map((line, index) => (
        <Fragment key={index}>
          <br />
          {line}
        </Fragment>
      ))}
    </>
  );
}

/** "Merge the order" when the China-direct goods are below 65 m³: the SPEC's message and the choice, with the longer lead time. */
export function ChinaMerge({ message, checked, extraDays }: { message: string; checked: boolean; extraDays: number }) {
  const { t } = useTranslation("checkout");
  return (
    <fieldset className="mt-8 max-w-2xl rounded border-l-4 border-amber-600 bg-amber-50 p-4" aria-describedby="china-merge-message">
      <legend className="text-lg font-semibold">{t("confirm.mergeLegend")}</legend>
      <p id="china-merge-message">{message}</p>
      <div className="mt-3 flex gap-3">
        <input type="checkbox" id="chinaMerge" name="chinaMerge" value="1" defaultChecked={checked} className="mt-1" aria-describedby="china-merge-hint" />
        <div>
          <label htmlFor="chinaMerge" className="font-semibold">
            {t("confirm.mergeLabel")}
          </label>
          <p id="china-merge-hint" className="text-sm text-gray-700">
            {t("confirm.mergeHint", { days: extraDays })}
          </p>
        </div>
      </div>
    </fieldset>
  );
}

/** The address book as a radio list; the chosen (or default) address is preselected. */
export function AddressPicker({ addresses, selected, error }: { addresses: AddressView[]; selected: string; error: string | null }) {
  const { t } = useTranslation("checkout");
  return (
    <fieldset className="mt-8" aria-describedby={error ? "address-error" : undefined}>
      <legend className="text-xl font-semibold">{t("confirm.addressLegend")}</legend>
      {error ? (
        <p id="address-error" className="mt-2 font-semibold text-red-800">
          {error}
        </p>
      ) : null}
      {addresses.length === 0 ? (
        <p className="mt-3">
          {t("confirm.noAddresses")}{" "}
          <a href="/account/addresses/new?redirectTo=%2Forder%2ForderConfirm" className="font-medium text-brand-dark underline">
            {t("confirm.addAddress")}
          </a>
        </p>
      ) : (
        <>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">
            {addresses.map((address) => (
              <li key={address.id}>
                <label htmlFor={`address-${address.id}`} className="flex h-full cursor-pointer gap-3 rounded border border-gray-300 p-3 has-[:checked]:border-brand-dark has-[:checked]:outline-2 has-[:checked]:outline-brand-dark">
                  <input
                    type="radio"
                    id={`address-${address.id}`}
                    name="addressId"
                    value={address.id}
                    defaultChecked={selected === String(address.id)}
                    className="mt-1"
                  />
                  <span className="text-sm">
                    <AddressText address={address} />
                    {address.isDefault ? <><br /><span className="mt-1 block text-xs font-semibold text-gray-700">{t("confirm.addressDefault")}</span></> : null}
                  </span>
                </label>
              </li>
            ))}
          </ul>
          <p className="mt-2 text-sm">
            <a href="/account/addresses" className="font-medium text-brand-dark underline">
              {t("confirm.manageAddresses")}
            </a>
          </p>
        </>
      )}
    </fieldset>
  );
}

/** Subtotal, discount, tax, total, quantity and volume. */
export function OrderSummary({ view, money, lng }: { view: Pick<CheckoutView, "totals" | "totalVolumeCm3" | "reductions">; money: Money; lng: Language }) {
  const { t } = useTranslation("checkout");
  const { totals } = view;
  const reached = view.reductions.filter((reduction) => reduction.amountOffMinor > 0);
  const next = view.reductions.filter((reduction) => reduction.next);
  return (
    <section aria-labelledby="order-summary-heading" className="mt-8 max-w-sm rounded border border-gray-200 p-4">
      <h2 id="order-summary-heading" className="text-lg font-semibold">
        {t("confirm.summaryHeading")}
      </h2>
      <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
        <dt>{t("confirm.subtotal")}</dt>
        <dd className="text-right tabular-nums">{money(totals.subtotalMinor)}</dd>
        <dt>{t("confirm.discount")}</dt>
        <dd className="text-right tabular-nums">{totals.discountMinor > 0 ? `−${money(totals.discountMinor)}` : money(0)}</dd>
        {reached.map((reduction) => (
          <Fragment key={reduction.brandKey}>
            <dt>{t("confirm.reduction", { name: reduction.name, brand: reduction.brandName })}</dt>
            <dd className="text-right tabular-nums">−{money(reduction.amountOffMinor)}</dd>
          </Fragment>
        ))}
        <dt>{t("confirm.tax", { rate: formatScaled(totals.taxRateBp, 2, lng, 0) })}</dt>
        <dd className="text-right tabular-nums">{money(totals.taxMinor)}</dd>
        <dt className="font-semibold">{t("confirm.total")}</dt>
        <dd className="text-right font-semibold tabular-nums">{money(totals.totalMinor)}</dd>
        <dt>{t("confirm.totalQuantity")}</dt>
        <dd className="text-right tabular-nums">{formatCount(totals.totalQuantity, lng)}</dd>
        <dt>{t("confirm.totalVolume")}</dt>
        <dd className="text-right tabular-nums">{t("confirm.volume", { volume: cubicMetres(view.totalVolumeCm3, lng) })}</dd>
      </dl>
      {next.map((reduction) => (
        <p key={reduction.brandKey} className="mt-2 text-sm text-gray-700">
          {t("confirm.reductionNext", { brand: reduction.brandName, missing: money(reduction.next!.missingMinor), amount: money(reduction.next!.amountOffMinor) })}
        </p>
      ))}
    </section>
  );
}
