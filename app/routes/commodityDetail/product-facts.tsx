import { useTranslation } from "~/i18n/react";
import type { DetailFacts, Fact } from "~/domain/detail-facts";

/** Facts as terms and values (written by the loader: app/domain/detail-facts.ts). */
export function FactList({ facts, className }: { facts: readonly Fact[]; className?: string }) {
  const { t } = useTranslation("catalogue");
  return (
    <dl className={className ? `facts ${className}` : "facts"}>
      {facts.flatMap(({ term, value, wrap }) => [
        <dt key={`${term}-term`}>{t(term)}</dt>,
        <dd key={`${term}-value`} className={wrap ? "break-all" : undefined}>
          {typeof value === "string" ? value : "date" in value ? <time dateTime={value.date}>{value.text}</time> : t(value.key, value.values)}
        </dd>,
      ])}
    </dl>
  );
}

/** Stock (with what is on its way) and the ordering and carton facts of a product. */
export function ProductFacts({ facts }: { facts: DetailFacts }) {
  const { t } = useTranslation("catalogue");
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <section aria-labelledby="stock-heading">
        <h2 id="stock-heading" className="text-lg font-semibold">
          {t("detail.stock.heading")}
        </h2>
        <FactList facts={facts.stock} className="mt-2" />
      </section>
      <section aria-labelledby="ordering-heading">
        <h2 id="ordering-heading" className="text-lg font-semibold">
          {t("detail.ordering.heading")}
        </h2>
        <FactList facts={facts.ordering} className="mt-2" />
      </section>
    </div>
  );
}
