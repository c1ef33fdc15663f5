import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { StatusNotice } from "~/chunks/shell";
import { DataTable, ErrorSummary, Field, type FormReply, messageText, summaryErrors, useServerForm } from "~/chunks/forms";
import { titleOrNotFoundMeta } from "~/utils/not-found";
import type { action, loader } from "./return-view.server";

export { action, loader } from "./return-view.server";

export const meta = titleOrNotFoundMeta;
export const handle = { i18n: ["orders"] };

/** Mirrors RETURN_TRACKING_MAX (services/ordering/returns.server.ts): the browser's own limit only. */
const TRACKING_MAX = 50;

/** One return (decision 0114): its lines, the order, state, dates and the tracking number of the parcel coming back. */
export default function ReturnDetail() {
  const data = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>() as FormReply | undefined;
  const { t } = useTranslation("orders");
  const [form, fields] = useServerForm<{ trackingNumber: string }>({ id: "tracking", reply, defaultValue: { trackingNumber: data.trackingNumber ?? "" } });
  return (
    <div className="page">
      <p className="mb-4">
        <Link to="/order/returnRecords" className="font-medium text-brand-dark underline">
          {t("returns.back")}
        </Link>
      </p>
      <h1 className="text-3xl font-bold">{t("returns.detailHeading", { returnNumber: data.returnNumber })}</h1>
      {data.notice ? <StatusNotice className="mt-4">{t(data.notice.text)}</StatusNotice> : null}
      {/* Above the facts: a refusal after the return was completed meanwhile has no form left to show it. */}
      <div className="mt-4">
        <ErrorSummary errors={summaryErrors(form, t)} />
      </div>
      <dl className="mt-6 grid max-w-2xl grid-cols-[auto_1fr] gap-x-6 gap-y-2">
        <dt className="font-medium">{t("returns.state")}</dt>
        <dd data-testid="return-state" className="font-semibold">
          {t(`status.${data.state}`)}
        </dd>
        <dt className="font-medium">{t("field.orderNumber")}</dt>
        <dd>
          <Link to={`/order/orderDetail?orderNumber=${encodeURIComponent(data.orderNumber)}`} className="font-medium text-brand-dark underline">
            {data.orderNumber}
          </Link>
        </dd>
        <dt className="font-medium">{t("returns.created")}</dt>
        <dd>
          <time dateTime={data.created.iso}>{data.created.text}</time>
        </dd>
        <dt className="font-medium">{t("returns.completed")}</dt>
        <dd>{data.completed ? <time dateTime={data.completed.iso}>{data.completed.text}</time> : "—"}</dd>
        <dt className="font-medium">{t("returns.trackingNumber")}</dt>
        <dd data-testid="return-tracking" className="break-all">
          {data.trackingNumber ?? t("returns.noTracking")}
        </dd>
      </dl>
      {data.state === "returning" ? (
        <section aria-labelledby="tracking-heading" className="mt-8 max-w-xl">
          <h2 id="tracking-heading" className="text-xl font-semibold">
            {t("returns.trackingHeading")}
          </h2>
          <Form method="post" action={`/order/returnDetail?id=${data.id}`} className="mt-3" {...form.props}>
            {form.errors ? (
              <p id={form.errorId} className="mb-3 font-medium text-red-700">
                {form.errors.map((message) => messageText(t, message)).join(" ")}
              </p>
            ) : null}
            <Field field={fields.trackingNumber} label={t("returns.trackingNumber")} hint={t("returns.trackingHint", { max: TRACKING_MAX })} maxLength={TRACKING_MAX} />
            <button type="submit" className="rounded bg-brand-dark px-4 py-2 font-semibold text-white hover:opacity-90">
              {t("returns.saveTracking")}
            </button>
          </Form>
        </section>
      ) : null}
      <DataTable
        caption={t("returns.linesCaption")}
        className="mt-8"
        columns={[{ label: t("returns.barcode") }, { label: t("returns.model") }, { label: t("returns.name") }, { label: t("returns.quantity"), align: "right" }]}
      >
        {data.lines.map((line) => (
          <tr key={line.lineNo} className="border-b border-gray-200">
            <th scope="row" className="py-3 pr-4 font-mono font-normal">
              {line.barcode}
            </th>
            <td className="py-3 pr-4">{line.model}</td>
            <td className="py-3 pr-4">{line.name}</td>
            <td className="py-3 text-right tabular-nums">{t("returns.quantityOf", { returned: line.returned, ordered: line.ordered })}</td>
          </tr>
        ))}
      </DataTable>
    </div>
  );
}
