import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { titleMeta } from "~/chunks/shell";
import { ProductGrid } from "~/chunks/catalogue";
import { CategoryFilter } from "~/components/product/category-filter";
import { PublicProductCard } from "~/components/product/public-card";
import type { Movement } from "~/domain/sales-ranking";
import type { RankingNote, loader } from "./ranking.server";

export { loader } from "./ranking.server";

export const meta = titleMeta;
export const handle = { i18n: ["catalogue", "cart", "ranking"] };

/** The path's query string for a period and category (defaults left out). */
function rankingSearch({ period, category }: { period: string; category: number | null }): string {
  const params = new URLSearchParams();
  if (period !== "30d") params.set("period", period);
  if (category !== null) params.set("category", String(category));
  const search = params.toString();
  return search ? `?${search}` : "";
}

const ARROWS: Record<Movement["kind"], string> = {
  up: "▲",
  down: "▼",
  same: "=",
  new: "★",
};

/** A ranked product's movement and units band, in words (the arrow only repeats them). */
function RankNote({ note }: { note: RankingNote }) {
  const { t } = useTranslation("ranking");
  const { movement } = note;
  const words = movement.kind === "up" || movement.kind === "down" ? t(`movement.${movement.kind}`, { count: movement.by }) : t(`movement.${movement.kind}`);
  return (
    <p className="mb-2 flex flex-wrap gap-x-3 text-sm text-gray-800" data-movement={movement.kind}>
      <span>
        <span aria-hidden="true">{ARROWS[movement.kind]} </span>
        {words}
      </span>
      <span>{t("units", { band: note.band })}</span>
    </p>
  );
}

export default function SalesRanking() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation(["ranking", "catalogue"]);
  const periodLabel = t(`periods.${data.period}`);
  const count = data.notes.length;
  return (
    <div className="page">
      <h1 className="mb-2 text-3xl font-bold">{t("heading")}</h1>
      <p className="mb-2 text-gray-700">{t("intro", { brand: data.brandName })}</p>
      <p className="mb-6 text-gray-700">{t("comparison", { previous: t(`previous.${data.period}`) })}</p>
      {data.signIn ? (
        <p className="mb-6 rounded border border-brand-dark bg-gray-50 p-4">
          {t("signInHint")}{" "}
          <Link to={data.signIn} className="font-semibold text-brand-dark underline">
            {t("signIn")}
          </Link>
        </p>
      ) : null}
      <CategoryFilter
        action="/TojRanking"
        categories={data.categories}
        value={data.category}
        resetKey={`${data.period}:${data.category ?? "all"}`}
        labels={{
          heading: t("chooser.heading"),
          category: t("chooser.category"),
          all: t("chooser.allCategories"),
          apply: t("chooser.apply"),
        }}
      >
        <div>
          <label htmlFor="ranking-period" className="field-label">
            {t("chooser.period")}
          </label>
          <select id="ranking-period" name="period" defaultValue={data.period} className="field">
            {data.periods.map((period) => (
              <option key={period} value={period}>
                {t(`periods.${period}`)}
              </option>
            ))}
          </select>
        </div>
      </CategoryFilter>
      {data.unknownCategory ? (
        <div className="mt-8 rounded border-l-4 border-red-700 bg-red-50 p-6" role="alert">
          <p>{t("unknownCategory")}</p>
          <p className="mt-2">
            <Link
              to={`/TojRanking${rankingSearch({
                period: data.period,
                category: null,
              })}`}
              className="font-medium text-brand-dark underline"
            >
              {t("allCategoriesLink")}
            </Link>
          </p>
        </div>
      ) : (
        <section aria-labelledby="ranking-list-heading" className="mt-10">
          <h2 id="ranking-list-heading" className="mb-4 text-2xl font-semibold">
            {data.categoryName
              ? t("listHeadingIn", {
                  period: periodLabel,
                  category: data.categoryName,
                  count,
                })
              : t("listHeading", { period: periodLabel, count })}
          </h2>
          {count === 0 ? (
            <div className="rounded border border-gray-200 p-6" role="status">
              <p>{t("empty")}</p>
              {data.category !== null ? (
                <p className="mt-2">
                  <Link
                    to={`/TojRanking${rankingSearch({
                      period: data.period,
                      category: null,
                    })}`}
                    className="font-medium text-brand-dark underline"
                  >
                    {t("allCategoriesLink")}
                  </Link>
                </p>
              ) : null}
            </div>
          ) : data.cards ? (
            <ProductGrid
              products={data.cards}
              settings={data.settings}
              inCart={data.inCart}
              ranked
              ranks={data.notes.map((note) => ({
                rank: note.rank,
                note: <RankNote note={note} />,
              }))}
              eagerImages={5}
              section="ranking"
            />
          ) : (
            <ol className="cards">
              {(data.publicCards ?? []).map((card, index) => (
                <li key={card.id}>
                  <p className="mb-1 text-sm font-bold text-brand-dark">
                    {t("catalogue:home.rank", {
                      rank: data.notes[index]!.rank,
                    })}
                  </p>
                  <RankNote note={data.notes[index]!} />
                  <PublicProductCard card={card} brandKey={data.brandKey} />
                </li>
              ))}
            </ol>
          )}
        </section>
      )}
    </div>
  );
}
