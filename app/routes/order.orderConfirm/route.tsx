import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { ErrorSummary, messageText, replyError, replyErrors, replyValue, Textarea, useServerForm } from "~/chunks/forms";
import { formatMoney, titleMeta } from "~/chunks/shell";
import { ORDER_NOTE_MAX } from "~/domain/order-totals";
import { CHINA_MERGE_EXTRA_DAYS } from "~/domain/combined-orders";
import { AddressPicker, ChinaMerge, ExcludedLines, OrderGroups, OrderLines, OrderSummary, OutletOrderLines } from "./checkout-parts";
import { submitMessage } from "./messages";
import type { action, loader } from "./checkout.server";

export { action, loader } from "./checkout.server";

export const meta = titleMeta;
export const handle = { i18n: ["checkout", "cart", "outlet"] };

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
  // A product only in a set or on a pallet has no single line's row to link to.
  const rows = new Set([...view.lines, ...view.excluded].map((line) => `line-${line.productId}`));
  for (const line of view.outlet) rows.add(`outlet-${line.outletLotId}`);
  const errors = replyErrors(reply, t, (name) => (name in fieldIds ? fieldIds[name] : (name.startsWith("line-") || name.startsWith("outlet-")) && !rows.has(name) ? undefined : name));
  const addressRef = replyError(reply, "addressId");
  const addressError = addressRef ? messageText(t, addressRef) : null;
  const values = reply ? { submitKey: replyValue(reply, "submitKey"), addressId: replyValue(reply, "addressId"), chinaMerge: replyValue(reply, "chinaMerge") } : null;
  // The 65 m³ message stands beside its answer, "merge the order", not among the warnings.
  const warnings = reply ? [] : view.warnings.filter((warning) => warning.key !== "chinaVolume").map((warning) => messageText(t, submitMessage(warning, lng, currency)));
  const chinaWarning = view.warnings.find((warning) => warning.key === "chinaVolume");
  const isEmpty = view.lines.length === 0 && view.outlet.length === 0 && view.outletExcluded.length === 0 && view.groups.length === 0;
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
      {isEmpty ? (
        <p className="mt-8 text-lg">{t("confirm.empty")}</p>
      ) : (
        <>
          {view.lines.length > 0 ? <OrderLines lines={view.lines} money={money} lng={lng} /> : null}
          {view.outlet.length > 0 ? <OutletOrderLines lines={view.outlet} money={money} lng={lng} /> : null}
          <OrderGroups groups={view.groups} money={money} lng={lng} />
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
            {/* An outlet line that cannot be ordered is still sent, so that the submit says why instead of leaving it out. */}
            {[...view.outlet.map((line) => ({ lotId: line.outletLotId, quantity: line.quantity })), ...view.outletExcluded].map((line) => (
              <input key={`o${line.lotId}`} type="hidden" name="outlet" value={`${line.lotId}:${line.quantity}`} />
            ))}
            {view.groups.flatMap((group) =>
              group.kind === "combination"
                ? [<input key={`c${group.combinationId}`} type="hidden" name="group" value={`c:${group.combinationId}:${group.sets}:${group.versionSeen}`} />]
                : group.issue
                  ? // A pallet that cannot be ordered is still sent, so that the submit says why instead of leaving it out.
                    [<input key={`p${group.palletId}`} type="hidden" name="group" value={`p:${group.palletId}:0:0`} />]
                  : group.lines.map((line) => <input key={`p${group.palletId}-${line.productId}`} type="hidden" name="group" value={`p:${group.palletId}:${line.productId}:${line.cartons}`} />),
            )}
            {view.chinaShort && chinaWarning ? <ChinaMerge message={messageText(t, submitMessage(chinaWarning, lng, currency))} checked={values?.chinaMerge === "1"} extraDays={CHINA_MERGE_EXTRA_DAYS} /> : null}
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
