import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { AddressErrorBoundary } from "~/chunks/addresses";
import { titleOrNotFoundMeta } from "~/utils/not-found";
import type { loader } from "./address-view.server";

export { loader } from "./address-view.server";

export const meta = titleOrNotFoundMeta;
export const handle = { i18n: ["account", "addresses"] };
export const ErrorBoundary = AddressErrorBoundary;

export default function AddressDetail() {
  const { address } = useLoaderData<typeof loader>();
  const { t } = useTranslation("addresses");
  return (
    <section aria-labelledby="address-heading">
      <h1 id="address-heading" className="flex flex-wrap items-center gap-2 text-2xl font-bold">
        {address.companyName}
        {address.isDefault ? <span className="rounded bg-brand-dark px-2 py-0.5 text-sm font-semibold text-white">{t("list.defaultBadge")}</span> : null}
      </h1>
      <dl className="mt-4 grid max-w-xl grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-medium">{t("field.fullName")}</dt>
        <dd>{address.fullName}</dd>
        <dt className="font-medium">{t("field.address")}</dt>
        <dd>{address.address}</dd>
        <dt className="font-medium">{t("field.telephone")}</dt>
        <dd>{address.telephone}</dd>
        <dt className="font-medium">{t("field.country")}</dt>
        <dd>{address.country}</dd>
        <dt className="font-medium">{t("field.province")}</dt>
        <dd>{address.province}</dd>
        <dt className="font-medium">{t("field.city")}</dt>
        <dd>{address.city}</dd>
        <dt className="font-medium">{t("field.postalCode")}</dt>
        <dd>{address.postalCode}</dd>
      </dl>
      <div className="mt-6 flex flex-wrap items-center gap-4">
        <Link to="edit" relative="path" className="font-medium text-brand-dark underline">
          {t("list.edit")}
        </Link>
        <Link to="delete" relative="path" className="font-medium text-red-800 underline">
          {t("list.delete")}
        </Link>
        {address.isDefault ? null : (
          <Form method="post" action={`/account/addresses/${address.id}/default`}>
            <button type="submit" className="font-medium text-brand-dark underline">
              {t("list.makeDefault")}
            </button>
          </Form>
        )}
        <Link to="/account/addresses" className="font-medium text-brand-dark underline">
          {t("notFound.back")}
        </Link>
      </div>
    </section>
  );
}
