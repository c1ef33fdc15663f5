import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { titleMeta } from "~/chunks/shell";
import { ProductGrid } from "~/chunks/catalogue";
import { CategoryFilter } from "~/components/product/category-filter";
import { PublicProductCard } from "~/components/product/public-card";
import type { RankingNote, loader } from "./ranking.server";

export { loader } from "./ranking.server";

export const meta = titleMeta;
export const handle = { i18n: ["catalogue", "cart", "ranking"] };

/** A ranked product's movement and units band, in words (the arrow only repeats them). */
function RankNote({ note }: { note: RankingNote }) {
  return (
    <p className="mb-2 flex flex-wrap gap-x-3 text-sm text-gray-800" data-movement={note.movement.kind}>
      <span>
        <span aria-hidden="true">{note.words.arrow} </span>
        {note.words.movement}
      </span>
      <span>{note.words.units}</span>
    </p>
  );
}

export default function SalesRanking() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation(["ranking", "catalogue"]);
  const count = data.notes.length;
  return (
    <div className="page">
      <h1 className="mb-2 text-3xl font-bold">{t("heading")}</h1>
      <p className="mb-6 text-gray-700">
        {data.intro}{" "}
        {data.signIn ? (
          <>
            {t("signInHint")}{" "}
            <Link to={data.signIn} className="font-semibold text-brand-dark underline">
              {t("signIn")}
            </Link>
          </>
        ) : null}
      </p>
      <CategoryFilter
        action="/TojRanking"
        categories={data.categories}
        value={data.category}
        key={data.period}
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
            {data.periods.map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
      </CategoryFilter>
      {count === 0 ? (
        // A category the brand does not have (404), or nothing sold: one message, and the way back to all categories.
        <div className="mt-8 rounded border border-gray-200 p-6" role={data.unknownCategory ? "alert" : "status"}>
          <p>{data.nothing}</p>
          {data.allCategoriesHref ? (
            <Link to={data.allCategoriesHref} className="mt-2 inline-block font-medium text-brand-dark underline">
              {t("allCategoriesLink")}
            </Link>
          ) : null}
        </div>
      ) : (
        <section aria-labelledby="ranking-list-heading" className="mt-10">
          <h2 id="ranking-list-heading" className="mb-4 text-2xl font-semibold">
            {data.listHeading}
          </h2>
          {data.cards ? (
            <ProductGrid
              products={data.cards}
              settings={data.settings}
              inCart={data.inCart}
              ranked
              ranks={data.notes.map((note) => ({ rank: note.rank, note: <RankNote note={note} /> }))}
              eagerImages={5}
            />
          ) : (
            <ol className="cards">
              {(data.publicCards ?? []).map((card, index) => (
                <li key={card.id}>
                  <p className="mb-1 text-sm font-bold text-brand-dark">{t("catalogue:home.rank", { rank: data.notes[index]!.rank })}</p>
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
