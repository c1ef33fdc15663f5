import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { AddressErrorBoundary, formatAddressLine } from "~/chunks/addresses";
import { titleOrNotFoundMeta } from "~/utils/not-found";
import type { loader } from "./address-delete.server";

export { action, loader } from "./address-delete.server";

export const meta = titleOrNotFoundMeta;
export const handle = { i18n: ["account", "addresses"] };
export const ErrorBoundary = AddressErrorBoundary;

export default function DeleteAddress() {
  const { address } = useLoaderData<typeof loader>();
  const { t } = useTranslation("addresses");
  const busy = useNavigation().state === "submitting";
  return (
    <section aria-labelledby="delete-address-heading" className="max-w-xl">
      <h1 id="delete-address-heading" className="text-2xl font-bold">
        {t("delete.heading")}
      </h1>
      <div className="mt-4 rounded border border-gray-300 p-4">
        <p className="font-semibold">{address.companyName}</p>
        <p>{address.fullName}</p>
        <p>{formatAddressLine(address)}</p>
      </div>
      {address.isDefault ? <p className="mt-4 text-gray-800">{t("delete.defaultNote")}</p> : null}
      <Form method="post" className="mt-6 flex flex-wrap items-center gap-4">
        <button type="submit" disabled={busy} className="rounded bg-red-800 px-4 py-2 font-semibold text-white hover:bg-red-900 disabled:opacity-60">
          {t("delete.confirm")}
        </button>
        <Link to="/account/addresses" className="font-medium text-brand-dark underline">
          {t("delete.cancel")}
        </Link>
      </Form>
    </section>
  );
}
