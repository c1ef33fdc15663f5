import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { BarcodeFileInput, ErrorSummary, messageText, replyError, replyErrors, replyValue, Textarea, useServerForm } from "~/chunks/forms";
import { MAX_IMPORT_BARCODES, titleMeta } from "~/chunks/shell";
import type { action } from "./cart-import.server";

export { action, loader } from "./cart-import.server";

export const meta = titleMeta;
export const handle = { i18n: ["imports"] };

const buttonClass = "mt-4 rounded bg-brand-dark px-4 py-2 font-semibold text-white disabled:opacity-60";

export default function CartImport() {
  const reply = useActionData<typeof action>();
  const { t } = useTranslation("imports");
  const busy = useNavigation().state === "submitting";
  const fileRef = replyError(reply, "file");
  const fileError = fileRef ? messageText(t, fileRef) : null;
  // The typed barcodes are a form state of their own; the file input stays a plain one.
  const [typedForm, typedFields] = useServerForm<{ barcodes: string }>({ id: "typed", reply: replyValue(reply, "intent") === "typed" ? reply : null });
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <ErrorSummary errors={replyErrors(reply, t, (name) => (name === "barcodes" ? typedFields.barcodes.id : name))} />
      <h1 className="text-3xl font-bold">{t("page.heading")}</h1>
      <p className="mt-2 text-gray-700">{t("page.intro", { max: MAX_IMPORT_BARCODES })}</p>

      <section aria-labelledby="import-file-heading" className="mt-8 rounded border border-gray-300 p-4">
        <h2 id="import-file-heading" className="text-xl font-semibold">
          {t("file.heading")}
        </h2>
        <Form method="post" action="/cart/import" encType="multipart/form-data">
          <input type="hidden" name="intent" value="file" />
          <BarcodeFileInput id="file" label={t("file.label")} hint={t("file.hint", { max: MAX_IMPORT_BARCODES })} error={fileError} />
          <button type="submit" disabled={busy} className={buttonClass}>
            {t("file.submit")}
          </button>
        </Form>
      </section>

      <section aria-labelledby="import-typed-heading" className="mt-8 rounded border border-gray-300 p-4">
        <h2 id="import-typed-heading" className="text-xl font-semibold">
          {t("typed.heading")}
        </h2>
        <Form method="post" action="/cart/import" {...typedForm.props}>
          <input type="hidden" name="intent" value="typed" />
          <Textarea field={typedFields.barcodes} label={t("typed.label")} hint={t("typed.hint")} rows={6} monospace className="mt-3" />
          <button type="submit" disabled={busy} className={buttonClass}>
            {t("typed.submit")}
          </button>
        </Form>
      </section>
      <p className="mt-8">
        <Link to="/cart" className="font-medium text-brand-dark underline">
          {t("page.backToCart")}
        </Link>
      </p>
    </div>
  );
}
