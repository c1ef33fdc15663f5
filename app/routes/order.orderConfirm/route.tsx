import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { requireActor } from "~/services/identity/actor.server";
import { type Message, ErrorSummary, messageText, replyError, replyErrors, replyValue, Textarea, useServerForm } from "~/chunks/forms";
import { formatMoney, titleMeta } from "~/chunks/shell";
import { refuseRead } from "~/services/platform/form-reply.server";
import { ORDER_NOTE_MAX } from "~/domain/order-totals";
import { getLanguage } from "~/services/platform/locale.server";
import { linkBase } from "~/services/platform/links.server";
import { checkoutView, newSubmitKey, submitOrder } from "~/services/ordering/order-submit.server";
import { pageTitle } from "~/services/platform/page.server";
import { AddressPicker, ExcludedLines, OrderLines, OrderSummary } from "./checkout-parts";
import { submitField, submitMessage } from "./messages";
import { type FormError, parseSubmitForm } from "./submit-form.server";

export const meta = titleMeta;
export const handle = { i18n: ["checkout", "cart"] };

/** The ticked cart lines re-checked, the totals, the address book, and a fresh one-time submit key. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = await requireActor(request, context);
  const lng = await getLanguage(request, context);
  const view = await checkoutView(actor, { lng });
  const defaultAddress = view.addresses.find((address) => address.isDefault) ?? view.addresses[0];
  return {
    title: await pageTitle(request, context, "checkout:confirm.title"),
    view,
    lng,
    currency: actor.currency,
    submitKey: newSubmitKey(),
    defaultAddressId: defaultAddress ? String(defaultAddress.id) : "",
  };
}

/** Submit: every rule, then one transaction; success (or a repeat of the same key) goes to the success page. */
export async function action({ request, context }: ActionFunctionArgs) {
  const actor = await requireActor(request, context);
  const lng = await getLanguage(request, context);
  const form = parseSubmitForm(await request.formData());
  // The refusals by field, each in the reader's language; what was chosen and typed comes back.
  const fail = (errors: FormError[]) => {
    const fieldErrors: Record<string, Message[]> = {};
    for (const error of errors) (fieldErrors[submitField(error)] ??= []).push(submitMessage(error, lng, actor.currency));
    return refuseRead(context, form.values, { fieldErrors });
  };
  if (!form.ok) return fail(form.errors);
  const base = linkBase(context.brand);
  const result = await submitOrder({
    actor,
    brandKey: context.brand.key,
    submitKey: form.data.submitKey,
    addressId: form.data.addressId,
    note: form.data.note,
    lines: form.data.lines,
    expectedTotalMinor: form.data.total,
    lng,
    origin: base.origin,
    brandName: base.brandName,
  });
  if (!result.ok) return fail(result.errors);
  return redirect(`/order/orderSuccess?${new URLSearchParams({ orderNumber: result.orderNumber })}`);
}

export default function OrderConfirm() {
  const { view, lng, currency, submitKey, defaultAddressId } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t } = useTranslation(["checkout", "cart"]);
  const busy = useNavigation().state === "submitting";
  const money = (minor: number) => formatMoney(minor, currency, lng);
  const firstAddress = view.addresses[0]?.id ?? null;
  // The form state holds the note (its error, what was typed); the rest of the form is the page's own.
  const [form, fields] = useServerForm<{ note: string }>({ id: "confirm", reply });
  const fieldIds: Record<string, string | undefined> = { addressId: firstAddress === null ? undefined : `address-${firstAddress}`, note: fields.note.id, "": undefined };
  const errors = replyErrors(reply, t, (name) => (name in fieldIds ? fieldIds[name] : name));
  const addressRef = replyError(reply, "addressId");
  const addressError = addressRef ? messageText(t, addressRef) : null;
  const values = reply ? { submitKey: replyValue(reply, "submitKey"), addressId: replyValue(reply, "addressId") } : null;
  const warnings = reply ? [] : view.warnings.map((warning) => messageText(t, submitMessage(warning, lng, currency)));
  return (
    <div className="page">
      <ErrorSummary errors={errors} />
      <h1 className="text-3xl font-bold">{t("confirm.heading")}</h1>
      <p className="mt-2">
        <Link to="/cart" className="font-medium text-brand-dark underline">
          {t("confirm.backToCart")}
        </Link>
      </p>
      <ExcludedLines lines={view.excluded} lng={lng} />
      {view.lines.length === 0 ? (
        <p className="mt-8 text-lg">{t("confirm.empty")}</p>
      ) : (
        <>
          <OrderLines lines={view.lines} money={money} lng={lng} />
          {view.unticked > 0 ? <p className="mt-3 text-sm text-gray-700">{t("confirm.unticked", { count: view.unticked })}</p> : null}
          <OrderSummary view={view} money={money} lng={lng} />
          {warnings.length > 0 ? (
            <section aria-labelledby="warnings-heading" className="mt-8 rounded border-l-4 border-amber-600 bg-amber-50 p-4">
              <h2 id="warnings-heading" className="text-lg font-semibold">
                {t("confirm.warningsHeading")}
              </h2>
              <ul className="mt-2 list-disc pl-5">
                {warnings.map((warning) => (
                  <li key={warning}>{warning}</li>
                ))}
              </ul>
            </section>
          ) : null}
          <Form method="post" className="mt-4" {...form.props}>
            <input type="hidden" name="submitKey" value={values && /^[A-Za-z0-9_-]{32}$/.test(values.submitKey) ? values.submitKey : submitKey} />
            <input type="hidden" name="total" value={view.totals.totalMinor} />
            {view.lines.map((line) => (
              <input key={line.productId} type="hidden" name="line" value={`${line.productId}:${line.quantity}`} />
            ))}
            <AddressPicker addresses={view.addresses} selected={values ? values.addressId : defaultAddressId} error={addressError} />
            <Textarea field={fields.note} label={t("confirm.noteLabel")} hint={t("confirm.noteHint", { max: ORDER_NOTE_MAX })} className="mt-8 max-w-2xl" />
            <button type="submit" disabled={busy} className="mt-6 rounded bg-brand-dark px-6 py-3 text-lg font-semibold text-white disabled:opacity-60">
              {busy ? t("confirm.submitting") : t("confirm.submit")}
            </button>
          </Form>
        </>
      )}
    </div>
  );
}
