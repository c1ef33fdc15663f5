import { ErrorSummary, messageText, summaryErrors, Textarea, useServerForm } from "~/chunks/forms";
import { titleOrNotFoundMeta } from "~/utils/not-found";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import type { z } from "zod";
import { CANCEL_REASONS, CANCEL_TEXT_MAX } from "~/domain/order-status";
import type { cancelSchema } from "./schema.server";
import type { action, loader } from "./order-cancel.server";

export { action, loader } from "./order-cancel.server";

export const meta = titleOrNotFoundMeta;
export const handle = { i18n: ["orders"] };

export default function CancelOrder() {
  const { order } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t } = useTranslation("orders");
  const busy = useNavigation().state === "submitting";
  const { t: messages } = useTranslation();
  const [form, fields] = useServerForm<z.input<typeof cancelSchema>>({ id: "cancel", reply });
  const reasonError = fields.reason.errors?.[0];
  const stateError = form.errors?.[0];
  const back = `/order/orderDetail?orderNumber=${encodeURIComponent(order.orderNumber)}`;
  const chosen = fields.reason.initialValue ?? "";
  // The first reason takes the field's id, so the error summary's link lands on it.
  const reasonId = (reason: string) => (reason === CANCEL_REASONS[0] ? fields.reason.id : `${fields.reason.id}-${reason}`);
  return (
    <section aria-labelledby="cancel-heading" className="mx-auto max-w-2xl px-4 py-10">
      <ErrorSummary errors={summaryErrors(form, messages)} />
      <h1 id="cancel-heading" className="text-2xl font-bold">
        {t("cancel.heading", { orderNumber: order.orderNumber })}
      </h1>
      <p className="mt-2 text-gray-700">
        {order.date} · {order.total} · {t(`status.${order.status}`)}
      </p>
      {!order.cancellable || stateError ? (
        <>
          <p className="mt-6 rounded border-l-4 border-red-700 bg-red-50 px-4 py-3 font-medium text-red-900">
            {stateError ? messageText(messages, stateError) : t("cancel.errors.wrongState", { status: order.status })}
          </p>
          <p className="mt-6">
            <Link to={back} className="font-medium text-brand-dark underline">
              {t("cancel.back")}
            </Link>
          </p>
        </>
      ) : (
        <Form method="post" action={`/order/cancel?orderNumber=${encodeURIComponent(order.orderNumber)}`} className="mt-6" {...form.props}>
          <p className="mb-4">{t("cancel.intro")}</p>
          <fieldset aria-describedby={reasonError ? fields.reason.errorId : undefined}>
            <legend className="text-lg font-semibold">{t("cancel.reasonLegend")}</legend>
            {reasonError ? (
              <p id={fields.reason.errorId} className="mt-1 text-sm font-medium text-red-700">
                {messageText(messages, reasonError)}
              </p>
            ) : null}
            <div className="mt-2 space-y-2">
              {CANCEL_REASONS.map((reason) => (
                <div key={reason} className="flex items-center gap-2">
                  <input
                    type="radio"
                    id={reasonId(reason)}
                    name={fields.reason.name}
                    value={reason}
                    defaultChecked={chosen === reason}
                    className="h-5 w-5"
                  />
                  <label htmlFor={reasonId(reason)}>{t(`cancel.reason.${reason}`)}</label>
                </div>
              ))}
            </div>
          </fieldset>
          <Textarea field={fields.text} label={t("cancel.otherText")} hint={t("cancel.otherHint", { max: CANCEL_TEXT_MAX })} maxLength={CANCEL_TEXT_MAX} className="mt-4" />
          <div className="mt-6 flex flex-wrap items-center gap-4">
            <button type="submit" disabled={busy} className="rounded bg-red-800 px-4 py-2 font-semibold text-white hover:bg-red-900 disabled:opacity-60">
              {t("cancel.confirm")}
            </button>
            <Link to={back} className="font-medium text-brand-dark underline">
              {t("cancel.keep")}
            </Link>
          </div>
        </Form>
      )}
    </section>
  );
}
