import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { ErrorSummary, Field, FieldFrame, type FormReply, type SelectOption, Select, controlProps, messageText, summaryErrors, useServerForm } from "~/chunks/forms";

/** Mirrors LABEL_FIELD_MAX and LABELS_PER_ORDER (domain/shipping-labels.ts): the browser's own limits only. */
const FIELD_MAX = 50;

export type LabelView = { id: number; carrierTag: string; trackingNumber: string; fileName: string; size: string; date: string; dateIso: string };

/** Which form a refused post belongs to: the upload, or one label's replace/delete (by its id). */
export function replyFor(reply: FormReply | undefined, labelId: number | null): FormReply | undefined {
  const posted = (reply?.initialValue ?? {}) as Record<string, unknown>;
  // The upload form answers for every post that names no label (an unknown intent included), so a refusal is always shown.
  if (labelId === null) return posted.intent === "upload" || posted.labelId === undefined || posted.labelId === "" ? reply : undefined;
  return posted.intent !== "upload" && String(posted.labelId ?? "") === String(labelId) ? reply : undefined;
}

function FileControl({ field, label, hint }: { field: Parameters<typeof FieldFrame>[0]["field"]; label: string; hint: string }) {
  return (
    <FieldFrame field={field} label={label} hint={hint}>
      {({ describedBy }) => <input {...controlProps(field)} type="file" accept="application/pdf,.pdf" aria-describedby={describedBy} className="mt-1 block" />}
    </FieldFrame>
  );
}

/**
 * The upload form (multipart, posted to `action`): the order (fixed on the order detail, chosen on
 * the labels page), carrier tag, tracking number and the PDF last (the fields before it come back
 * after a body too large, server/app.ts). A refusal opens with the error summary, as every form
 * does: each mistake linked to its field, the form's own (ten labels, shipped) as text, and that
 * one again in the form (the form's `aria-describedby`).
 */
export function LabelUploadForm({ action, orderNumber, orders, reply }: { action: string; orderNumber: string | null; orders?: SelectOption[]; reply: FormReply | undefined }) {
  const { t } = useTranslation(["orders", "common"]);
  const [form, fields] = useServerForm<{ orderNumber: string; carrierTag: string; trackingNumber: string; file: string }>({ id: "label-new", reply, defaultValue: orderNumber ? { orderNumber } : {} });
  return (
    <Form method="post" action={action} encType="multipart/form-data" className="mt-4 max-w-xl" {...form.props}>
      <ErrorSummary errors={summaryErrors(form, t)} />
      {form.errors ? (
        <p id={form.errorId} className="mb-3 font-medium text-red-700">
          {form.errors.map((message) => messageText(t, message)).join(" ")}
        </p>
      ) : null}
      <input type="hidden" name="intent" value="upload" />
      {orderNumber ? <input type="hidden" name="orderNumber" value={orderNumber} /> : <Select field={fields.orderNumber} label={t("labels.order")} options={orders ?? []} placeholder={t("labels.chooseOrder")} />}
      <Field field={fields.carrierTag} label={t("labels.carrierTag")} hint={t("labels.carrierTagHint", { max: FIELD_MAX })} maxLength={FIELD_MAX} />
      <Field field={fields.trackingNumber} label={t("labels.trackingNumber")} hint={t("labels.lineHint", { max: FIELD_MAX })} maxLength={FIELD_MAX} />
      <FileControl field={fields.file} label={t("labels.file")} hint={t("labels.fileHint")} />
      <button type="submit" className="rounded bg-brand-dark px-4 py-2 font-semibold text-white hover:opacity-90">
        {t("labels.upload")}
      </button>
    </Form>
  );
}

/** One label of an order: its facts and download, and while the order is open the replace and delete forms. */
export function LabelItem({ label, action, open, reply }: { label: LabelView; action: string; open: boolean; reply: FormReply | undefined }) {
  const { t } = useTranslation(["orders", "common"]);
  const [form, fields] = useServerForm<{ carrierTag: string; trackingNumber: string; file: string }>({
    id: `label-${label.id}`,
    reply,
    defaultValue: { carrierTag: label.carrierTag, trackingNumber: label.trackingNumber },
  });
  return (
    <li className="rounded border border-gray-300 p-4">
      <p className="font-semibold">{t("labels.summary", { carrierTag: label.carrierTag, trackingNumber: label.trackingNumber })}</p>
      <p className="text-sm text-gray-700">
        <time dateTime={label.dateIso}>{label.date}</time> · {label.size} ·{" "}
        <a href={`/order/shippingLabels/${label.id}/file`} download className="font-medium text-brand-dark underline">
          {t("labels.download", { fileName: label.fileName })}
        </a>
      </p>
      {open ? (
        <details className="mt-2" open={reply ? true : undefined}>
          <summary className="cursor-pointer font-medium text-brand-dark">{t("labels.change", { trackingNumber: label.trackingNumber })}</summary>
          <Form method="post" action={action} encType="multipart/form-data" className="mt-2" {...form.props}>
            <ErrorSummary errors={summaryErrors(form, t)} />
            {form.errors ? (
              <p id={form.errorId} className="mb-3 font-medium text-red-700">
                {form.errors.map((message) => messageText(t, message)).join(" ")}
              </p>
            ) : null}
            <input type="hidden" name="labelId" value={label.id} />
            <Field field={fields.carrierTag} label={t("labels.carrierTag")} maxLength={FIELD_MAX} />
            <Field field={fields.trackingNumber} label={t("labels.trackingNumber")} maxLength={FIELD_MAX} />
            <FileControl field={fields.file} label={t("labels.newFile")} hint={t("labels.newFileHint")} />
            <div className="flex flex-wrap gap-3">
              <button type="submit" name="intent" value="replace" className="rounded bg-brand-dark px-4 py-2 font-semibold text-white hover:opacity-90">
                {t("labels.replace")}
              </button>
              <button type="submit" name="intent" value="delete" className="rounded border border-red-800 px-4 py-2 font-semibold text-red-800 hover:bg-red-50">
                {t("labels.delete")}
              </button>
            </div>
          </Form>
        </details>
      ) : null}
    </li>
  );
}
