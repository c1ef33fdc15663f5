import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { StatusNotice } from "~/chunks/shell";
import { ErrorSummary, Field, type FormState, messageText, ScrollRegion, summaryErrors, Textarea, useServerForm } from "~/chunks/forms";
import { OrderAddressAndFlow, OrderLines } from "~/components/orders/order-view";
import { notFoundBoundary } from "~/components/shell/not-found-boundary";
import { titleOrNotFoundMeta } from "~/utils/not-found";
import type { action, loader } from "./order.server";

export { action, loader } from "./order.server";

export const meta = titleOrNotFoundMeta;
export const handle = { i18n: ["office", "orders"] };

export const ErrorBoundary = notFoundBoundary({ namespace: "office", backTo: "/office/orders", backKey: "order.backToList", notFoundKey: "orderNotFound" });

/** Mirror ORDER_DETAIL_MAX and STAFF_CANCEL_REASON_MAX (services/office/orders.server.ts): the browser's own limits only. */
const DETAIL_MAX = 50;
const REASON_MAX = 500;

/** One order as its buyer sees it, and a form per allowed next state (decision 0112). */
export default function OfficeOrder() {
  const { id, order, next, cancellable, brand, companyName, vatNumber, buyer, returnable, returns, labels, notice } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t } = useTranslation(["office", "orders", "common"]);
  const busy = useNavigation().state === "submitting";
  // Each form shows only its own refusal: the reply names the intent that was posted.
  const posted = (reply?.initialValue as Record<string, unknown> | undefined)?.intent;
  const replyOf = (intent: string) => (posted === intent ? reply : undefined);
  const [shipForm, shipFields] = useServerForm<{ carrier: string; trackingNumber: string }>({ id: "ship", reply: replyOf("ship") });
  const [returnForm, returnFields] = useServerForm<Record<string, string>>({ id: "return", reply: replyOf("return") });
  const [cancelForm, cancelFields] = useServerForm<{ reason: string }>({ id: "cancel", reply: replyOf("cancel") });
  // The moves without fields, and any post naming no form (a crafted intent), answer above the forms.
  const [plainForm] = useServerForm<Record<string, string>>({ id: "move", reply: typeof posted === "string" && ["ship", "return", "cancel"].includes(posted) ? undefined : reply });
  const address = `/office/orders/${id}`;
  const seen = <input type="hidden" name="seen" value={order.status} />;
  const facts: [string, ReactNode][] = [
    [t("orders:field.status"), <strong key="status" data-testid="office-order-status">{t(`orders:status.${order.status}`)}</strong>],
    [t("orders:field.date"), <time key="date" dateTime={order.dateIso}>{order.date}</time>],
    [t("order.brand"), brand],
    [t("field.company"), vatNumber ? `${companyName} (${vatNumber})` : companyName],
    [t("order.buyer"), `${buyer.fullName} <${buyer.email}>`],
    [t("orders:field.invoiceNumber"), order.invoiceNumber ?? t("orders:detail.noInvoice")],
    [t("orders:field.placedBy"), order.placedBy.bySalesman ? t("orders:placedBy.onBehalf", { name: order.placedBy.name, client: companyName }) : order.placedBy.name],
  ];
  if (order.carrier) facts.push([t("orders:field.carrier"), order.carrier]);
  if (order.trackingNumber) facts.push([t("orders:field.trackingNumber"), order.trackingNumber]);
  if (order.returnOrderNumber) facts.push([t("orders:field.returnOrderNumber"), order.returnOrderNumber]);
  if (order.cancelReason) facts.push([t("orders:field.cancelReason"), `${t(`orders:cancel.reason.${order.cancelReason.reason}`)}${order.cancelReason.text ? `: ${order.cancelReason.text}` : ""}`]);
  const formError = (form: FormState) =>
    form.errors ? (
      <p id={form.errorId} className="mt-2 font-medium text-red-700">
        {form.errors.map((message) => messageText(t, message)).join(" ")}
      </p>
    ) : null;
  const button = (intent: string, label: string, danger = false) => (
    <button type="submit" name="intent" value={intent} disabled={busy} className={`mt-3 rounded px-4 py-2 font-semibold text-white disabled:opacity-60 ${danger ? "bg-red-800 hover:bg-red-900" : "bg-brand-dark"}`}>
      {label}
    </button>
  );
  const anyForm = next.length > 0 || cancellable;
  return (
    <div className="page">
      <p>
        <Link to="/office/orders" className="text-brand-dark underline">
          {t("order.backToList")}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold">{t("order.heading", { orderNumber: order.orderNumber })}</h1>
      {notice && !reply ? (
        <StatusNotice variant="box" className="mt-4">
          {t(`order.notice.${notice}`)}
        </StatusNotice>
      ) : null}
      <ErrorSummary errors={[...summaryErrors(plainForm, t), ...summaryErrors(shipForm, t), ...summaryErrors(returnForm, t), ...summaryErrors(cancelForm, t)]} />
      <dl className="mt-6 grid max-w-3xl grid-cols-[max-content_1fr] gap-x-6 gap-y-2">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium">{label}</dt>
            <dd className="break-all">{value}</dd>
          </div>
        ))}
      </dl>
      {anyForm ? (
        <section aria-labelledby="moves-heading" className="mt-8 max-w-3xl">
          <h2 id="moves-heading" className="text-xl font-semibold">
            {t("order.movesHeading")}
          </h2>
          {formError(plainForm)}
          {next.includes("unshipped") ? (
            <Form method="post" action={address} className="mt-4">
              {seen}
              <p className="text-gray-700">{t("order.unshippedHint")}</p>
              {button("unshipped", t("order.markUnshipped"))}
            </Form>
          ) : null}
          {next.includes("shipped") ? (
            <section aria-labelledby="ship-heading" className="mt-6">
              <h3 id="ship-heading" className="text-lg font-semibold">
                {t("order.shipHeading")}
              </h3>
              {formError(shipForm)}
              <Form method="post" action={address} className="mt-2 space-y-3" {...shipForm.props}>
                {seen}
                <Field field={shipFields.carrier} label={t("orders:field.carrier")} hint={t("order.lineHint", { max: DETAIL_MAX })} maxLength={DETAIL_MAX} />
                <Field field={shipFields.trackingNumber} label={t("orders:field.trackingNumber")} hint={t("order.lineHint", { max: DETAIL_MAX })} maxLength={DETAIL_MAX} />
                {button("ship", t("order.ship"))}
              </Form>
            </section>
          ) : null}
          {next.includes("returning") ? (
            <section aria-labelledby="return-heading" className="mt-6">
              <h3 id="return-heading" className="text-lg font-semibold">
                {t("order.returnHeading")}
              </h3>
              {formError(returnForm)}
              <Form method="post" action={address} className="mt-2 space-y-3" {...returnForm.props}>
                {seen}
                <Field field={returnFields.returnNumber!} label={t("orders:field.returnOrderNumber")} hint={t("order.lineHint", { max: DETAIL_MAX })} maxLength={DETAIL_MAX} />
                <ScrollRegion labelledBy="return-caption">
                  <table className="w-full border-collapse text-left text-sm">
                    <caption id="return-caption" className="text-left font-medium">
                      {t("order.returnCaption")}
                    </caption>
                    <thead>
                      <tr className="border-b-2 border-gray-300">
                        <th scope="col" className="py-2 pr-4">{t("orders:field.barcode")}</th>
                        <th scope="col" className="py-2 pr-4">{t("orders:field.product")}</th>
                        <th scope="col" className="py-2 pr-4 text-right">{t("order.ordered")}</th>
                        <th scope="col" className="py-2 text-right">{t("order.returned")}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {returnable.map((line) => {
                        const field = returnFields[`qty-${line.lineNo}`]!;
                        const kept = field.initialValue;
                        return (
                          <tr key={line.lineNo} className="border-b border-gray-200">
                            <td className="py-2 pr-4 tabular-nums">{line.barcode}</td>
                            <th scope="row" className="py-2 pr-4 font-normal">{line.name}</th>
                            <td className="py-2 pr-4 text-right tabular-nums">{line.quantity}</td>
                            <td className="py-2 text-right">
                              <input
                                id={field.id}
                                name={field.name}
                                type="number"
                                inputMode="numeric"
                                min={0}
                                max={line.quantity}
                                defaultValue={typeof kept === "string" ? kept : String(line.quantity)}
                                aria-label={t("order.returnedOf", { name: line.name })}
                                aria-invalid={field.errors ? true : undefined}
                                aria-describedby={field.errors ? field.errorId : undefined}
                                className="w-24 rounded border border-gray-400 px-2 py-1 text-right"
                              />
                              {field.errors ? (
                                <span id={field.errorId} className="block text-red-700">
                                  {field.errors.map((message) => messageText(t, message)).join(" ")}
                                </span>
                              ) : null}
                            </td>
                          </tr>
                        );
                      })}
                    </tbody>
                  </table>
                </ScrollRegion>
                {button("return", t("order.createReturn"))}
              </Form>
            </section>
          ) : null}
          {next.includes("returned") ? (
            <Form method="post" action={address} className="mt-6">
              {seen}
              <p className="text-gray-700">{t("order.returnedHint")}</p>
              {button("returned", t("order.completeReturn"))}
            </Form>
          ) : null}
          {cancellable ? (
            <section aria-labelledby="cancel-heading" className="mt-6">
              <h3 id="cancel-heading" className="text-lg font-semibold">
                {t("order.cancelHeading")}
              </h3>
              <p className="text-gray-700">{t("order.cancelHint")}</p>
              {formError(cancelForm)}
              <Form method="post" action={address} className="mt-2" {...cancelForm.props}>
                {seen}
                <Textarea field={cancelFields.reason} label={t("order.reason")} hint={t("order.reasonHint", { max: REASON_MAX })} maxLength={REASON_MAX} rows={3} />
                {button("cancel", t("order.cancel"), true)}
              </Form>
            </section>
          ) : null}
        </section>
      ) : null}
      {returns.length > 0 ? (
        <section aria-labelledby="returns-heading" className="mt-8 max-w-3xl">
          <h2 id="returns-heading" className="text-xl font-semibold">
            {t("order.returnsHeading")}
          </h2>
          {returns.map((each) => (
            <div key={each.returnNumber} className="mt-2">
              <p className="font-semibold">
                {t("order.returnSummary", { number: each.returnNumber, state: t(`orders:status.${each.state}`), when: each.created, name: each.createdBy ?? t("order.commandLine") })}
                {each.completed ? ` · ${t("order.completedAt", { when: each.completed })}` : null}
              </p>
              <p>{each.trackingNumber ? t("order.returnTracking", { trackingNumber: each.trackingNumber }) : t("order.returnNoTracking")}</p>
              <ul className="list-disc pl-6">
                {each.lines.map((line) => (
                  <li key={line.lineNo}>{t("order.returnLine", { quantity: line.quantity, barcode: line.barcode, name: line.name })}</li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      ) : null}
      {labels.length > 0 ? (
        <section aria-labelledby="labels-heading" className="mt-8 max-w-3xl">
          <h2 id="labels-heading" className="text-xl font-semibold">
            {t("orders:labels.heading")}
          </h2>
          <ul className="mt-2 list-disc pl-6">
            {labels.map((label) => (
              <li key={label.id}>
                {t("orders:labels.summary", { carrierTag: label.carrierTag, trackingNumber: label.trackingNumber })} · <time dateTime={label.dateIso}>{label.date}</time> · {label.size} ·{" "}
                <a href={`/order/shippingLabels/${label.id}/file`} download className="font-medium text-brand-dark underline">
                  {t("orders:labels.download", { fileName: label.fileName })}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <OrderLines order={order} />
      <OrderAddressAndFlow order={order} />
    </div>
  );
}
