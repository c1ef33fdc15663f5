import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { FunctionGuide, LATEST_RECORDS, PermissionStatus, RecordsLiveRegion, RecordsTable } from "~/chunks/downloads";
import { BarcodeForm, CartForm, CategoryForm, requestFieldId } from "~/components/downloads/request-forms";
import { ErrorSummary, replyErrors, replyValue } from "~/chunks/forms";
import { StatusNotice, titleMeta } from "~/chunks/shell";
import type { action, loader } from "./download-centre.server";

export { action, loader } from "./download-centre.server";

export const meta = titleMeta;
export const handle = { i18n: ["downloads"] };

export default function DownloadCentre() {
  const { categories, records, permission, cartLines, maxBarcodes, days } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t } = useTranslation("downloads");
  const notice = useLoaderData<typeof loader>().notice;
  const busy = useNavigation().state === "submitting";
  const approved = permission.status === "approved";
  const intent = replyValue(reply, "intent");
  const errors = replyErrors(reply, t, (name) => (intent === "category" || intent === "barcodes" || intent === "cart" ? requestFieldId(intent, name) : undefined));
  return (
    <div className="page">
      <ErrorSummary errors={errors} />
      <h1 className="text-3xl font-bold">{t("page.heading")}</h1>
      <p className="mt-2 max-w-3xl text-gray-700">{t("page.intro")}</p>
      <div className="mt-4">
        <FunctionGuide {...days} />
      </div>

      <h2 className="sr-only">{t("page.sections")}</h2>
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <CategoryForm categories={categories} reply={reply} approved={approved} busy={busy} />
        <BarcodeForm maxBarcodes={maxBarcodes} reply={reply} approved={approved} busy={busy} />
        <CartForm cartLines={cartLines} reply={reply} approved={approved} busy={busy} />
      </div>

      <section id="records" aria-labelledby="records-heading" className="mt-10">
        <h2 id="records-heading" className="text-2xl font-semibold">
          {t("records.heading")}
        </h2>
        {notice ? (
          <StatusNotice className="mt-3">{t(notice.text, notice.values)}</StatusNotice>
        ) : null}
        <RecordsLiveRegion records={records} />
        <div className="mt-4">
          {records.length === 0 ? <p>{t("records.none")}</p> : <RecordsTable records={records} caption={t("records.caption", { count: LATEST_RECORDS })} here="/downloadCenter" />}
        </div>
        <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
          <Link to="/downloadCenter/records" className="font-medium text-brand-dark underline">
            {t("records.all")}
          </Link>{" "}
          <Link to="/downloadCenter/records?source=cart" className="font-medium text-brand-dark underline">
            {t("cart.history")}
          </Link>
        </p>
      </section>

      <section aria-labelledby="permission-heading" className="mt-10 max-w-3xl">
        <h2 id="permission-heading" className="text-2xl font-semibold">
          {t("permission.heading")}
        </h2>
        <div className="mt-3">
          <PermissionStatus permission={permission} />
        </div>
        <p className="mt-3">
          <Link to="/downloadCenter/unwatermarked" className="font-medium text-brand-dark underline">
            {t("permission.link")}
          </Link>
        </p>
      </section>

      <section aria-labelledby="api-access-heading" className="mt-10 max-w-3xl">
        <h2 id="api-access-heading" className="text-2xl font-semibold">
          {t("api.heading")}
        </h2>
        <p className="mt-3">{t("api.intro")}</p>
        <p className="mt-3">
          <Link to="/account/apiApplication" className="font-medium text-brand-dark underline">
            {t("api.link")}
          </Link>
        </p>
      </section>
    </div>
  );
}
