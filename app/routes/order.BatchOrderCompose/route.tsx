import { Link, useLoaderData } from "@remix-run/react";
import { CombinationTerms } from "~/chunks/combinations";
import { titleMeta, useTranslation } from "~/chunks/shell";
import type { loader } from "./combination-list.server";

export { loader } from "./combination-list.server";

export const meta = titleMeta;
export const handle = { i18n: ["combinations", "catalogue"] };

/** /order/BatchOrderCompose: the combinations offered to the buyer, as cards linking to each one's page. */
export default function Combinations() {
  const { combinations, lng } = useLoaderData<typeof loader>();
  const { t } = useTranslation("combinations");
  return (
    <div className="page">
      <h1 className="text-3xl font-bold">{t("list.heading")}</h1>
      <p className="mt-2 max-w-3xl text-gray-700">{t("list.intro")}</p>
      {combinations.length === 0 ? (
        <p className="mt-6 text-lg">{t("list.empty")}</p>
      ) : (
        <ul className="mt-6 grid gap-6 md:grid-cols-2">
          {combinations.map((combination) => (
            <li key={combination.id}>
              <article id={`combination-${combination.id}`} data-code={combination.code} aria-labelledby={`combination-${combination.id}-name`} className="h-full rounded border border-gray-300 p-4">
                <h2 id={`combination-${combination.id}-name`} className="text-xl font-semibold">
                  <Link to={`/order/BatchOrderDetailCompose?id=${combination.id}`} className="text-brand-dark underline">
                    {combination.name}
                  </Link>
                </h2>
                {combination.description ? <p className="mt-1 text-sm text-gray-700">{combination.description}</p> : null}
                <CombinationTerms combination={combination} lng={lng} headingLevel={3} />
                <p className="mt-4">
                  <Link to={`/order/BatchOrderDetailCompose?id=${combination.id}`} className="inline-block rounded bg-brand-dark px-4 py-2 font-semibold text-white">
                    {t("list.view")}
                    <span className="sr-only">{t("forCombination", { name: combination.name })}</span>
                  </Link>
                </p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
