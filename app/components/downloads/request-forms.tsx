import { type FormReply, BarcodeFileInput, messageText, replyError, replyValue, Select, Textarea, useServerForm } from "~/chunks/forms";
import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { categoryOptionLabel, categoryOptions } from "~/components/catalogue/category-options";
import type { CategoryNode } from "~/services/catalogue/categories.server";
import { INCLUDE_KINDS, includeChoice, replyValues, VIDEO_CHOICES } from "~/chunks/downloads";

type Reply = FormReply | null | undefined;

/** The three ways to ask for a package, each a form of its own posting its `intent` to the centre. */
export type RequestIntent = "category" | "barcodes" | "cart";

const buttonClass = "mt-4 rounded bg-brand-dark px-4 py-2 font-semibold text-white disabled:opacity-60";
const sectionClass = "rounded border border-gray-300 p-4";

/** The reply, if it answers this form (the page holds three). */
const replyFor = (reply: Reply, intent: RequestIntent): Reply => (reply && replyValue(reply, "intent") === intent ? reply : null);

/** The id of the control a field's error links to, in the form of this intent. */
export function requestFieldId(intent: RequestIntent, name: string): string | undefined {
  if (name === "include") return `${intent}-include-images`;
  if (name === "video") return `${intent}-video-none`;
  if (name === "unwatermarked") return `${intent}-unwatermarked`;
  if (name === "category" || name === "barcodes" || name === "file") return `${intent}-${name}`;
  return undefined;
}

function ErrorText({ id, reference }: { id: string; reference: string | null }) {
  const { t } = useTranslation("downloads");
  if (!reference) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {messageText(t, reference)}
    </p>
  );
}

/**
 * "What to include": product images, thumbnails, card images and documents as boxes (at least one
 * of them or a video), the videos' resolution as radio buttons, and images without the watermark.
 * Keeps what a refused form sent.
 */
export function IncludeFieldset({ intent, reply, approved }: { intent: RequestIntent; reply: Reply; approved: boolean }) {
  const { t } = useTranslation("downloads");
  const mine = replyFor(reply, intent);
  const choice = includeChoice(mine ? { kinds: replyValues(mine, "include"), video: replyValue(mine, "video"), unwatermarked: replyValue(mine, "unwatermarked") } : null, approved);
  const includeError = replyError(mine, "include");
  const watermarkError = replyError(mine, "unwatermarked");
  const hintId = `${intent}-include-hint`;
  const errorId = `${intent}-include-error`;
  const watermarkErrorId = `${intent}-unwatermarked-error`;
  // The boxes' state is the form's own once rendered: keyed by the reply, so a new refusal shows what it kept.
  const key = mine ? JSON.stringify(mine.initialValue ?? {}) : "first";
  return (
    <fieldset key={key} className="mt-4" aria-describedby={includeError ? `${hintId} ${errorId}` : hintId}>
      <legend className="font-medium text-gray-900">{t("include.legend")}</legend>
      <p id={hintId} className="text-sm text-gray-600">
        {t("include.hint")}
      </p>
      <ErrorText id={errorId} reference={includeError} />
      <ul className="mt-2 space-y-1">
        {INCLUDE_KINDS.map((kind) => (
          <li key={kind} className="flex items-center gap-2">
            <input id={`${intent}-include-${kind}`} type="checkbox" name="include" value={kind} defaultChecked={choice.kinds.includes(kind)} aria-invalid={includeError ? true : undefined} className="h-5 w-5" />{" "}
            <label htmlFor={`${intent}-include-${kind}`}>{t(`include.${kind}`)}</label>
          </li>
        ))}
      </ul>
      <fieldset className="mt-3">
        <legend className="font-medium text-gray-900">{t("include.videos")}</legend>
        <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          {VIDEO_CHOICES.map((video) => (
            <li key={video} className="flex items-center gap-2">
              <input id={`${intent}-video-${video}`} type="radio" name="video" value={video} defaultChecked={choice.video === video} className="h-5 w-5" />{" "}
              <label htmlFor={`${intent}-video-${video}`}>{t(video === "none" ? "include.noVideos" : `include.${video}`)}</label>
            </li>
          ))}
        </ul>
      </fieldset>
      <div className="mt-3">
        <div className="flex items-center gap-2">
          <input
            id={`${intent}-unwatermarked`}
            type="checkbox"
            name="unwatermarked"
            defaultChecked={choice.unwatermarked}
            aria-invalid={watermarkError ? true : undefined}
            aria-describedby={watermarkError ? `${intent}-unwatermarked-hint ${watermarkErrorId}` : `${intent}-unwatermarked-hint`}
            className="h-5 w-5"
          />{" "}
          <label htmlFor={`${intent}-unwatermarked`}>{t("include.withoutWatermark")}</label>
        </div>
        <p id={`${intent}-unwatermarked-hint`} className="text-sm text-gray-600">
          {t("include.withoutWatermarkHint")}{" "}
          <Link to="/downloadCenter/unwatermarked" className="text-brand-dark underline">
            {t("permission.link")}
          </Link>
        </p>
        <ErrorText id={watermarkErrorId} reference={watermarkError} />
      </div>
    </fieldset>
  );
}

/** A way's section: its heading, the refusal of its form as a whole (a full cart of jobs, nothing to package), its form. */
function RequestSection({ intent, reply, children }: { intent: RequestIntent; reply: Reply; children: ReactNode }) {
  const { t } = useTranslation("downloads");
  return (
    <section aria-labelledby={`${intent}-heading`} className={sectionClass}>
      <h2 id={`${intent}-heading`} className="text-xl font-semibold">
        {t(`${intent}.heading`)}
      </h2>
      <ErrorText id={`${intent}-error`} reference={replyError(replyFor(reply, intent), "")} />
      {children}
    </section>
  );
}

type FormProps = { reply: Reply; approved: boolean; busy: boolean };

/** By category: one native select over the three levels (required), what to include, generate. */
export function CategoryForm({ categories, reply, approved, busy }: FormProps & { categories: readonly CategoryNode[] }) {
  const { t } = useTranslation("downloads");
  const [form, fields] = useServerForm<{ category: string }>({ id: "category", reply: replyFor(reply, "category") });
  const options = categoryOptions(categories).map((option) => ({ value: String(option.id), label: categoryOptionLabel(option) }));
  return (
    <RequestSection intent="category" reply={reply}>
      <Form method="post" action="/downloadCenter" {...form.props}>
        <input type="hidden" name="intent" value="category" />
        <Select field={fields.category} label={t("category.label")} hint={t("category.hint")} placeholder={t("category.choose")} options={options} className="mt-3" />
        <IncludeFieldset intent="category" reply={reply} approved={approved} />
        <button type="submit" disabled={busy} className={buttonClass}>
          {t("category.submit")}
        </button>
      </Form>
    </RequestSection>
  );
}

/**
 * By barcode: a spreadsheet or typed barcodes in one multipart form (a chosen file wins), read by
 * the cart import's safe readers; what to include, generate.
 */
export function BarcodeForm({ maxBarcodes, reply, approved, busy }: FormProps & { maxBarcodes: number }) {
  const { t } = useTranslation("downloads");
  const mine = replyFor(reply, "barcodes");
  const [form, fields] = useServerForm<{ barcodes: string }>({ id: "barcodes", reply: mine });
  const fileError = replyError(mine, "file");
  return (
    <RequestSection intent="barcodes" reply={reply}>
      <Form method="post" action="/downloadCenter" encType="multipart/form-data" {...form.props}>
        <input type="hidden" name="intent" value="barcodes" />
        <p className="mt-2 text-gray-700">{t("barcodes.intro")}</p>
        <BarcodeFileInput id="barcodes-file" label={t("barcodes.fileLabel")} hint={t("barcodes.fileHint", { max: maxBarcodes })} error={fileError ? messageText(t, fileError) : null} />
        <Textarea field={fields.barcodes} label={t("barcodes.typedLabel")} hint={t("barcodes.typedHint")} rows={4} monospace className="mt-4" />
        <IncludeFieldset intent="barcodes" reply={reply} approved={approved} />
        <button type="submit" disabled={busy} className={buttonClass}>
          {t("barcodes.submit")}
        </button>
      </Form>
    </RequestSection>
  );
}

/** From the cart: what the cart holds, what to include, generate; and the cart download history. */
export function CartForm({ cartLines, reply, approved, busy }: FormProps & { cartLines: number }) {
  const { t } = useTranslation("downloads");
  return (
    <RequestSection intent="cart" reply={reply}>
      <p className="mt-2 text-gray-700">{cartLines > 0 ? t("cart.summary", { count: cartLines }) : t("cart.empty")}</p>
      {cartLines > 0 ? (
        <Form method="post" action="/downloadCenter">
          <input type="hidden" name="intent" value="cart" />
          <IncludeFieldset intent="cart" reply={reply} approved={approved} />
          <button type="submit" disabled={busy} className={buttonClass}>
            {t("cart.submit")}
          </button>
        </Form>
      ) : null}
      <p className="mt-4">
        <Link to="/downloadCenter/records?source=cart" className="font-medium text-brand-dark underline">
          {t("cart.history")}
        </Link>
      </p>
    </RequestSection>
  );
}
