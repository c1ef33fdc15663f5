import { type AppLoadContext, data, redirect } from "@remix-run/node";
import { z } from "zod";
import { MAX_FORM_BODY_BYTES } from "~/domain/content-texts";
import { withNotice } from "~/domain/notices";
import { hasControlCharacters } from "~/domain/plain-text";
import { LABEL_FIELD_MAX, LABEL_MAX_BODY_BYTES, pdfProblem } from "~/domain/shipping-labels";
import { readLimitedForm } from "~/services/cart/barcode-request.server";
import type { Actor } from "~/services/identity/actor.server";
import { dispatchIntent, parseWithZod, refuseForm, refuseRead } from "~/services/platform/form-reply.server";
import { fieldsOfMultipartHead } from "~/services/platform/multipart-head.server";
import { pageTitle } from "~/services/platform/page.server";
import { ORDER_NUMBER_PATTERN } from "./orders.server";
import { type LabelFile, type LabelResult, addLabel, deleteLabel, replaceLabel } from "./shipping-labels.server";

/**
 * The shipping-label forms' server side (decision 0114), shared by the order detail and
 * `/order/shippingLabels` (each route's own server module calls it): upload (multipart: the order,
 * carrier tag, tracking number, the PDF), replace (a label's fields, and its file when one is
 * chosen) and delete. The body is read under the label's own limit (server/app.ts
 * `uploadLimitOf`); a body the server dropped as too large answers 413 with the fields sent before
 * the file given back (multipart-head.server.ts), with JavaScript and without.
 */

/** The fields a refused upload gives back as typed (the file input comes last in the forms). */
const KEPT = ["intent", "labelId", "orderNumber", "carrierTag", "trackingNumber"] as const;

const line = (key: string) =>
  z
    .string({ error: `orders:labels.errors.${key}Required` })
    .trim()
    .min(1, `orders:labels.errors.${key}Required`)
    .max(LABEL_FIELD_MAX, `orders:labels.errors.${key}TooLong`)
    .refine((text) => !hasControlCharacters(text), "orders:labels.errors.controlCharacters");

const fieldsSchema = { carrierTag: line("carrierTag"), trackingNumber: line("trackingNumber") };
const orderNumberField = z.string({ error: "orders:labels.errors.order" }).trim().regex(ORDER_NUMBER_PATTERN, "orders:labels.errors.order");
const labelIdField = z.string().regex(/^[1-9]\d{0,9}$/).transform(Number).refine((id) => id <= 2_147_483_647);

export const uploadSchema = z.object({ orderNumber: orderNumberField, ...fieldsSchema });
export const replaceSchema = z.object({ labelId: labelIdField, ...fieldsSchema });
const deleteSchema = z.object({ labelId: labelIdField });

const chosenFile = (value: FormDataEntryValue | null): File | null => (value && typeof value !== "string" && !(value.size === 0 && value.name === "") ? value : null);

/** Where a label form's success goes: the order detail, or the labels page. */
export type LabelPage = "order" | "labels";

const notFound = async (request: Request, context: AppLoadContext) => data({ title: await pageTitle(request, context, "orders:notFound.title") }, { status: 404 });

export async function labelAction(request: Request, context: AppLoadContext, actor: Actor, page: LabelPage) {
  const contentType = request.headers.get("content-type");
  const multipart = (contentType ?? "").toLowerCase().startsWith("multipart/form-data");
  const limited = await readLimitedForm(request, { bodyTooLarge: context.bodyTooLarge === true, maxBytes: multipart ? LABEL_MAX_BODY_BYTES : MAX_FORM_BODY_BYTES });
  if (!limited.ok) {
    if (limited.problem === "unreadable") return refuseRead(context, {}, { formErrors: ["orders:labels.errors.unreadable"], status: 400 });
    const kept = fieldsOfMultipartHead(context.bodyHead, contentType, KEPT);
    return refuseRead(context, { intent: kept.labelId ? "replace" : "upload", ...kept }, { fieldErrors: { file: ["orders:labels.errors.file.tooLarge"] }, status: 413 });
  }
  const form = limited.form;
  const done = (orderNumber: string, notice: "labelAdded" | "labelReplaced" | "labelDeleted") =>
    redirect(
      page === "labels" && notice === "labelAdded"
        ? withNotice("/order/shippingLabels", "labels", "labelAdded")
        : `${withNotice(`/order/orderDetail?orderNumber=${encodeURIComponent(orderNumber)}`, "order", notice)}#labels`,
    );
  /** The service's refusal as the page answers it: another account's or a gone one → 404, else 409 with why. */
  const refused = async (submission: Parameters<typeof refuseForm>[1], result: Exclude<LabelResult, { ok: true }>) => {
    if (result.problem === "notFound") throw await notFound(request, context);
    return refuseForm(context, submission, { formErrors: [result.problem === "full" ? "orders:labels.errors.full" : "orders:labels.errors.closed"], hideFields: ["file"], status: 409 });
  };
  /** The chosen file's bytes, or why it is refused (checked by its content only). */
  const readFile = async (file: File) => {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const problem = pdfProblem(bytes);
    return problem ? ({ ok: false, problem } as const) : ({ ok: true, file: { name: file.name, bytes } satisfies LabelFile } as const);
  };
  return dispatchIntent(
    context,
    form,
    {
      upload: async () => {
        const submission = parseWithZod(form, { schema: uploadSchema });
        const file = chosenFile(form.get("file"));
        if (submission.status !== "success") return refuseForm(context, submission, file ? { fieldErrors: { file: ["orders:labels.errors.file.again"] } } : {});
        if (!file) return refuseForm(context, submission, { fieldErrors: { file: ["orders:labels.errors.file.required"] } });
        const read = await readFile(file);
        if (!read.ok) return refuseForm(context, submission, { fieldErrors: { file: [`orders:labels.errors.file.${read.problem}`] }, status: read.problem === "tooLarge" ? 413 : 400 });
        const { orderNumber, carrierTag, trackingNumber } = submission.value;
        const result = await addLabel(actor, orderNumber, { carrierTag, trackingNumber }, read.file);
        return result.ok ? done(orderNumber, "labelAdded") : refused(submission, result);
      },
      replace: async () => {
        const submission = parseWithZod(form, { schema: replaceSchema });
        const file = chosenFile(form.get("file"));
        if (submission.status !== "success") {
          if (!labelIdField.safeParse(form.get("labelId")).success) throw await notFound(request, context);
          return refuseForm(context, submission, file ? { fieldErrors: { file: ["orders:labels.errors.file.again"] } } : {});
        }
        let labelFile: LabelFile | null = null;
        if (file) {
          const read = await readFile(file);
          if (!read.ok) return refuseForm(context, submission, { fieldErrors: { file: [`orders:labels.errors.file.${read.problem}`] }, status: read.problem === "tooLarge" ? 413 : 400 });
          labelFile = read.file;
        }
        const { labelId, carrierTag, trackingNumber } = submission.value;
        const result = await replaceLabel(actor, labelId, { carrierTag, trackingNumber }, labelFile);
        return result.ok ? done(result.orderNumber, "labelReplaced") : refused(submission, result);
      },
      delete: async () => {
        const submission = parseWithZod(form, { schema: deleteSchema });
        if (submission.status !== "success") throw await notFound(request, context);
        const result = await deleteLabel(actor, submission.value.labelId);
        return result.ok ? done(result.orderNumber, "labelDeleted") : refused(submission, result);
      },
    },
    "orders:labels.errors.invalid",
  );
}
