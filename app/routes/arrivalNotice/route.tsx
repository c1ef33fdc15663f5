import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { ArrivalNoticeForm } from "~/components/catalogue/arrival-notice-form";
import { titleMeta } from "~/chunks/shell";
import type { action, loader } from "./arrival-notice.server";

export { action, loader } from "./arrival-notice.server";

export const meta = titleMeta;
export const handle = { i18n: ["notices"] };

export default function ArrivalNoticePage() {
  const { product, productHref: href, redirectTo, defaults } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation("notices");
  const busy = useNavigation().state === "submitting";
  return (
    <section aria-labelledby="arrival-notice-heading" className="mx-auto max-w-xl px-4 py-8">
      <h1 id="arrival-notice-heading" className="text-2xl font-bold">
        {t("form.heading")}
      </h1>
      {product.accepts ? (
        <>
          <p className="mt-2 mb-6 text-gray-800">{t("form.intro", { name: product.name, barcode: product.barcode })}</p>
          <ArrivalNoticeForm
            goodsId={product.id}
            defaults={defaults}
            redirectTo={redirectTo}
            lastResult={lastResult && "subscribed" in lastResult ? null : lastResult}
            busy={busy}
          />
        </>
      ) : (
        <p className="mt-4 rounded border-l-4 border-gray-800 bg-gray-50 p-4">{t("form.notAccepted")}</p>
      )}
      <p className="mt-6">
        <Link to={href} className="font-medium text-brand-dark underline">
          {t("form.back")}
        </Link>
      </p>
    </section>
  );
}
