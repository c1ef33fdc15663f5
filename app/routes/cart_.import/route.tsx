import { type ActionFunctionArgs, type LoaderFunctionArgs, data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ErrorSummary } from "~/components/ui/error-summary";
import { MAX_IMPORT_BARCODES } from "~/domain/barcode-import";
import { importIntoCart } from "~/services/cart/cart-import.server";
import { getLanguage } from "~/services/platform/locale.server";
import { pageTitle } from "~/services/platform/page.server";
import { titleMeta } from "~/utils/meta";
import { requireActor } from "~/services/identity/actor.server";
import { readImportRequest } from "./import-form.server";

export const meta = titleMeta;
export const handle = { i18n: ["imports"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireActor(request, context);
  return { title: await pageTitle(request, context, "imports:page.title") };
}

/** POST /cart/import: a barcode file (intent=file, multipart) or typed barcodes (intent=typed). */
export async function action({ request, context }: ActionFunctionArgs) {
  const actor = await requireActor(request, context);
  const read = await readImportRequest(request, { bodyTooLarge: context.bodyTooLarge === true });
  if (!read.ok) {
    context.formFailed = true;
    return data({ problem: read.problem, intent: read.intent, typed: read.typed }, { status: read.status });
  }
  const id = await importIntoCart(actor, {
    source: read.source,
    fileName: read.fileName,
    entries: read.entries,
    brandKey: context.brand.key,
    mode: "add",
    lng: await getLanguage(request, context),
  });
  return redirect(`/cart/import/${id}`);
}

const fieldClass = "mt-1 block w-full rounded border border-gray-500 px-3 py-2";
const buttonClass = "mt-4 rounded bg-brand-dark px-4 py-2 font-semibold text-white disabled:opacity-60";

export default function CartImport() {
  const reply = useActionData<typeof action>();
  const { t } = useTranslation("imports");
  const busy = useNavigation().state === "submitting";
  const fileError = reply?.intent === "file" ? t(`problems.${reply.problem}`, { max: MAX_IMPORT_BARCODES }) : null;
  const typedError = reply?.intent === "typed" ? t(`problems.${reply.problem}`, { max: MAX_IMPORT_BARCODES }) : null;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      {reply ? <ErrorSummary errors={[{ fieldId: reply.intent === "typed" ? "barcodes" : "file", message: (fileError ?? typedError)! }]} /> : null}
      <h1 className="text-3xl font-bold">{t("page.heading")}</h1>
      <p className="mt-2 text-gray-700">{t("page.intro", { max: MAX_IMPORT_BARCODES })}</p>

      <section aria-labelledby="import-file-heading" className="mt-8 rounded border border-gray-300 p-4">
        <h2 id="import-file-heading" className="text-xl font-semibold">
          {t("file.heading")}
        </h2>
        <Form method="post" action="/cart/import" encType="multipart/form-data">
          <input type="hidden" name="intent" value="file" />
          <label htmlFor="file" className="mt-3 block font-medium">
            {t("file.label")}
          </label>
          <p id="file-hint" className="text-sm text-gray-700">
            {t("file.hint", { max: MAX_IMPORT_BARCODES })}
          </p>
          {fileError ? (
            <p id="file-error" className="mt-1 font-medium text-red-700">
              {fileError}
            </p>
          ) : null}
          <input
            id="file"
            name="file"
            type="file"
            accept=".csv,.xlsx,.xls,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel"
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? "file-error file-hint" : "file-hint"}
            className={fieldClass}
          />
          <button type="submit" disabled={busy} className={buttonClass}>
            {t("file.submit")}
          </button>
        </Form>
      </section>

      <section aria-labelledby="import-typed-heading" className="mt-8 rounded border border-gray-300 p-4">
        <h2 id="import-typed-heading" className="text-xl font-semibold">
          {t("typed.heading")}
        </h2>
        <Form method="post" action="/cart/import">
          <input type="hidden" name="intent" value="typed" />
          <label htmlFor="barcodes" className="mt-3 block font-medium">
            {t("typed.label")}
          </label>
          <p id="barcodes-hint" className="text-sm text-gray-700">
            {t("typed.hint")}
          </p>
          {typedError ? (
            <p id="barcodes-error" className="mt-1 font-medium text-red-700">
              {typedError}
            </p>
          ) : null}
          <textarea
            id="barcodes"
            name="barcodes"
            rows={6}
            defaultValue={reply?.intent === "typed" ? reply.typed : ""}
            key={reply?.intent === "typed" ? `failed-${reply.typed}` : "typed"}
            aria-invalid={typedError ? true : undefined}
            aria-describedby={typedError ? "barcodes-error barcodes-hint" : "barcodes-hint"}
            className={`${fieldClass} font-mono`}
          />
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
