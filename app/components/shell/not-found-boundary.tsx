import { Link, isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { ErrorPage, STAFF_FORBIDDEN } from "~/chunks/shell";

type Options = {
  /** The namespace holding `notFound.title` and `notFound.body`. */
  namespace: string;
  /** Where the "back" link leads (the list of the thing that was not found). */
  backTo: string;
  /** The key of the back link's text in the namespace. */
  backKey: string;
  /** The group of texts holding `title` and `body`, when the namespace has several (`notFound` by default). */
  notFoundKey?: string;
};

/**
 * An error boundary for a page about one thing of the account (an address, a message …): a 404
 * says that thing was not found and links back to its list; any other status gets the usual page.
 */
export function notFoundBoundary({ namespace, backTo, backKey, notFoundKey = "notFound" }: Options) {
  return function NotFoundBoundary() {
    const error = useRouteError();
    const { t } = useTranslation(namespace);
    const status = isRouteErrorResponse(error) ? error.status : 500;
    if (status !== 404) return <ErrorPage status={status} homeRoute={backTo} toOffice={isRouteErrorResponse(error) && error.data === STAFF_FORBIDDEN} />;
    return (
      <section aria-labelledby="not-found-title">
        <h1 id="not-found-title" className="text-2xl font-bold">
          {t(`${notFoundKey}.title`)}
        </h1>
        <p className="mt-4 text-gray-700">{t(`${notFoundKey}.body`)}</p>
        <p className="mt-6">
          <Link to={backTo} className="font-medium text-brand-dark underline">
            {t(backKey)}
          </Link>
        </p>
      </section>
    );
  };
}
