import { ScrollRegion } from "~/chunks/forms";
import { useTranslation } from "~/i18n/react";
import type { PresentedOrder } from "~/services/ordering/order-presentation.server";

/**
 * An order as its buyer sees it (services/ordering/order-presentation.server.ts): the buyer's order
 * detail and the back office's order page (decision 0112) show these same parts.
 */
type Props = { order: Pick<PresentedOrder, "sections" | "quantity" | "subtotal" | "discount" | "reduction" | "taxRate" | "tax" | "total" | "address" | "note" | "events"> };

/** The lines, grouped as ordered, and the totals. */
export function OrderLines({ order }: Props) {
  const { t } = useTranslation("orders");
  return (
    <section aria-labelledby="lines-heading" className="mt-8">
      <h2 id="lines-heading" className="text-xl font-semibold">
        {t("detail.lines")}
      </h2>
      <ScrollRegion labelledBy="lines-heading" className="mt-2">
        <table className="w-full border-collapse text-left text-sm">
          <thead>
            <tr className="border-b-2 border-gray-300">
              <th scope="col" className="py-2 pr-4">{t("field.barcode")}</th>
              <th scope="col" className="py-2 pr-4">{t("field.product")}</th>
              <th scope="col" className="py-2 pr-4 text-right">{t("field.quantity")}</th>
              <th scope="col" className="py-2 pr-4 text-right">{t("field.unitPrice")}</th>
              <th scope="col" className="py-2 text-right">{t("field.lineTotal")}</th>
            </tr>
          </thead>
          {order.sections.map((section) => (
            <tbody key={section.groupNo}>
              {section.heading ? (
                <tr className="border-b border-gray-300 bg-gray-50">
                  <th scope="colgroup" colSpan={5} className="py-2 pr-4 font-semibold">
                    {section.heading}
                  </th>
                </tr>
              ) : null}
              {section.lines.map((line) => (
                <tr key={line.lineNo} className="border-b border-gray-200">
                  <td className="py-2 pr-4 tabular-nums">{line.barcode}</td>
                  <th scope="row" className="py-2 pr-4 font-normal">{line.name}</th>
                  <td className="py-2 pr-4 text-right tabular-nums">{line.quantity}</td>
                  <td className="py-2 pr-4 text-right tabular-nums">{line.unit}</td>
                  <td className="py-2 text-right tabular-nums">{line.total}</td>
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </ScrollRegion>
      <dl className="mt-4 ml-auto grid max-w-sm grid-cols-[1fr_auto] gap-x-4 gap-y-1">
        <dt>{t("field.quantity")}</dt>
        <dd className="text-right tabular-nums">{order.quantity}</dd>
        <dt>{t("field.subtotal")}</dt>
        <dd className="text-right tabular-nums">{order.subtotal}</dd>
        <dt>{t("field.discount")}</dt>
        <dd className="text-right tabular-nums">{order.discount}</dd>
        {order.reduction ? (
          <>
            <dt>{t("field.reduction")}</dt>
            <dd className="text-right tabular-nums">{order.reduction}</dd>
          </>
        ) : null}
        <dt>{t("field.taxRate", { rate: order.taxRate })}</dt>
        <dd className="text-right tabular-nums">{order.tax}</dd>
        <dt className="font-semibold">{t("field.total")}</dt>
        <dd className="text-right font-semibold tabular-nums">{order.total}</dd>
      </dl>
    </section>
  );
}

/** The shipping address, the buyer's note and the processing flow. */
export function OrderAddressAndFlow({ order }: Props) {
  const { t } = useTranslation("orders");
  const { address } = order;
  return (
    <div className="mt-8 grid gap-8 md:grid-cols-2">
      <section aria-labelledby="address-heading">
        <h2 id="address-heading" className="text-xl font-semibold">
          {t("field.shippingAddress")}
        </h2>
        <address className="mt-2 not-italic">
          {address.companyName}
          <br />
          {address.fullName}
          <br />
          {address.address}
          <br />
          {[address.postalCode, address.city, address.province].filter(Boolean).join(" ")}
          <br />
          {address.countryCode}
          <br />
          {address.telephone}
        </address>
        {order.note ? (
          <>
            <h3 className="mt-4 font-semibold">{t("field.note")}</h3>
            <p className="whitespace-pre-line">{order.note}</p>
          </>
        ) : null}
      </section>
      <section aria-labelledby="flow-heading">
        <h2 id="flow-heading" className="text-xl font-semibold">
          {t("detail.flow")}
        </h2>
        <ol className="mt-2 border-l-2 border-gray-300 pl-4">
          {order.events.map((event, index) => (
            <li key={`${event.dateIso}-${index}`} className="mb-3">
              <p className="font-semibold">{t(`status.${event.status}`)}</p>
              <p className="text-sm text-gray-700">
                <time dateTime={event.dateIso}>{event.date}</time>
                {event.actorName ? ` · ${t("detail.by", { name: event.actorName })}` : null}
              </p>
              {event.note ? <p className="text-sm break-all">{event.note}</p> : null}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
