import { type ActionFunctionArgs, type LoaderFunctionArgs, data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ErrorSummary } from "~/components/ui/error-summary";
import { formatDateTime, timeZoneForCountry } from "~/domain/date-time";
import { formatMoney } from "~/domain/money";
import { CANCEL_REASONS, CANCEL_TEXT_MAX, canCancel } from "~/domain/order-status";
import { withNotice } from "~/domain/notices";
import { requireActor } from "~/services/identity/actor.server";
import { getLanguage } from "~/services/platform/locale.server";
import { cancelOrder, orderHead, parseOrderNumber } from "~/services/ordering/orders.server";
import { pageTitle } from "~/services/platform/page.server";
import { titleOrNotFoundMeta } from "~/utils/not-found";
import { cancelSchema } from "./schema.server";

export const meta = titleOrNotFoundMeta;
export const handle = { i18n: ["orders"] };

async function findOrder(request: Request, context: LoaderFunctionArgs["context"]) {
  const actor = await requireActor(request, context);
  const orderNumber = parseOrderNumber(new URL(request.url).searchParams.get("orderNumber"));
  const order = orderNumber === null ? null : await orderHead({ accountId: actor.accountId, orderNumber });
  if (!order) throw data({ title: await pageTitle(request, context, "orders:notFound.title") }, { status: 404 });
  return { actor, order };
}

/** The cancel step: the order and the reasons as radio buttons (a real page, so it works without JavaScript). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { actor, order } = await findOrder(request, context);
  const lng = await getLanguage(request, context);
  return {
    title: await pageTitle(request, context, "orders:cancel.title", { orderNumber: order.orderNumber }),
    order: {
      orderNumber: order.orderNumber,
      status: order.status,
      cancellable: canCancel(order.status),
      total: formatMoney(order.totalMinor, order.currency, lng),
      date: formatDateTime(order.createdAt.toISOString(), lng, timeZoneForCountry(actor.countryCode)),
    },
  };
}

type Field = "reason" | "text" | "form";
export type CancelReply = { errors: { field: Field; key: string; values?: Record<string, string> }[]; fields: { reason: string; text: string } };

export async function action({ request, context }: ActionFunctionArgs) {
  const { actor, order } = await findOrder(request, context);
  const form = await request.formData();
  const fields = { reason: String(form.get("reason") ?? "").slice(0, 40), text: String(form.get("text") ?? "").slice(0, CANCEL_TEXT_MAX * 2) };
  const fail = (errors: CancelReply["errors"], status = 400) => {
    context.formFailed = true;
    return data<CancelReply>({ errors, fields }, { status });
  };
  const parsed = cancelSchema.safeParse({ reason: fields.reason, text: fields.text || undefined });
  if (!parsed.success) {
    return fail(parsed.error.issues.map((issue) => ({ field: issue.path[0] === "text" ? "text" : "reason", key: issue.message })));
  }
  const result = await cancelOrder(
    actor,
    { orderNumber: order.orderNumber, reason: parsed.data.reason, text: parsed.data.text ?? null },
  );
  if (!result.ok) {
    if (result.problem === "notFound") throw data({ title: await pageTitle(request, context, "orders:notFound.title") }, { status: 404 });
    return fail([{ field: "form", key: "orders:cancel.errors.wrongState", values: { status: `orders:status.${result.status}` } }], 409);
  }
  return redirect(withNotice(`/order/orderDetail?orderNumber=${encodeURIComponent(order.orderNumber)}`, "order", "cancelled"));
}

export default function CancelOrder() {
  const { order } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t } = useTranslation("orders");
  const busy = useNavigation().state === "submitting";
  const message = (error: CancelReply["errors"][number]) => t(error.key, error.values ? { status: t(error.values.status ?? "") } : undefined);
  const errorOf = (field: Field) => reply?.errors.find((error) => error.field === field);
  const reasonError = errorOf("reason");
  const textError = errorOf("text");
  const stateError = errorOf("form");
  const back = `/order/orderDetail?orderNumber=${encodeURIComponent(order.orderNumber)}`;
  const chosen = reply?.fields.reason ?? "";
  return (
    <section aria-labelledby="cancel-heading" className="mx-auto max-w-2xl px-4 py-10">
      {reply ? (
        <ErrorSummary
          errors={reply.errors.map((error) => ({ fieldId: error.field === "form" ? undefined : error.field === "text" ? "cancel-text" : `reason-${CANCEL_REASONS[0]}`, message: message(error) }))}
        />
      ) : null}
      <h1 id="cancel-heading" className="text-2xl font-bold">
        {t("cancel.heading", { orderNumber: order.orderNumber })}
      </h1>
      <p className="mt-2 text-gray-700">
        {order.date} · {order.total} · {t(`status.${order.status}`)}
      </p>
      {!order.cancellable || stateError ? (
        <>
          <p className="mt-6 rounded border-l-4 border-red-700 bg-red-50 px-4 py-3 font-medium text-red-900">
            {stateError ? message(stateError) : t("cancel.errors.wrongState", { status: t(`status.${order.status}`) })}
          </p>
          <p className="mt-6">
            <Link to={back} className="font-medium text-brand-dark underline">
              {t("cancel.back")}
            </Link>
          </p>
        </>
      ) : (
        <Form method="post" action={`/order/cancel?orderNumber=${encodeURIComponent(order.orderNumber)}`} className="mt-6" noValidate>
          <p className="mb-4">{t("cancel.intro")}</p>
          <fieldset aria-describedby={reasonError ? "reason-error" : undefined}>
            <legend className="text-lg font-semibold">{t("cancel.reasonLegend")}</legend>
            {reasonError ? (
              <p id="reason-error" className="mt-1 text-sm font-medium text-red-700">
                {message(reasonError)}
              </p>
            ) : null}
            <div className="mt-2 space-y-2">
              {CANCEL_REASONS.map((reason) => (
                <div key={reason} className="flex items-center gap-2">
                  <input
                    type="radio"
                    id={`reason-${reason}`}
                    name="reason"
                    value={reason}
                    defaultChecked={chosen === reason}
                    className="h-5 w-5"
                  />
                  <label htmlFor={`reason-${reason}`}>{t(`cancel.reason.${reason}`)}</label>
                </div>
              ))}
            </div>
          </fieldset>
          <div className="mt-4">
            <label htmlFor="cancel-text" className="block font-medium">
              {t("cancel.otherText")}
            </label>
            <p id="cancel-text-hint" className="text-sm text-gray-600">
              {t("cancel.otherHint", { max: CANCEL_TEXT_MAX })}
            </p>
            {textError ? (
              <p id="cancel-text-error" className="mt-1 text-sm font-medium text-red-700">
                {message(textError)}
              </p>
            ) : null}
            <textarea
              id="cancel-text"
              name="text"
              rows={3}
              maxLength={CANCEL_TEXT_MAX}
              defaultValue={reply?.fields.text ?? ""}
              aria-invalid={textError ? true : undefined}
              aria-describedby={["cancel-text-hint", textError ? "cancel-text-error" : null].filter(Boolean).join(" ")}
              className={`mt-1 block w-full rounded border px-3 py-2 ${textError ? "border-2 border-red-700" : "border-gray-400"}`}
            />
          </div>
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
