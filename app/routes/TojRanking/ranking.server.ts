import { type LoaderFunctionArgs, data } from "@remix-run/node";
import { cardForClient } from "~/domain/card-product";
import { parseId } from "~/domain/catalogue-query";
import { signInHref } from "~/domain/product-pages";
import { DEFAULT_RANKING_PERIOD, type Movement, RANKING_PERIODS, movement, parseRankingPeriod, unitsBand } from "~/domain/sales-ranking";
import { getViewer } from "~/services/identity/auth.server";
import { cardSettingsFor, cardsAndCart } from "~/services/catalogue/product-cards.server";
import { seesPublicCatalogue, toPublicCard } from "~/services/catalogue/product-pages.server";
import { categoryIds, categoryPaths, categoryTree } from "~/services/catalogue/categories.server";
import { salesRanking } from "~/services/catalogue/sales-ranking.server";
import { getLanguage, getT } from "~/services/platform/locale.server";
import { pageTitle } from "~/services/platform/page.server";

// The route's server code, apart from its page: the route imports it through this one module,
// which no other route imports (decision 0104).

/** What the page says of a ranked product besides its card, in words: never its exact units. */
export type RankingNote = { rank: number; band: string; movement: Movement; words: { arrow: string; movement: string; units: string } };

/** The sign beside a movement's words, which screen readers skip (the words say it). */
const ARROWS: Record<Movement["kind"], string> = { up: "▲", down: "▼", same: "=", new: "★" };

/**
 * /TojRanking (decision 0114): the host brand's best sellers over a period (GET `period`: 7d, 30d,
 * 90d, year; anything else is 30d), optionally within a category of the brand (GET `category`, any
 * level; one the brand does not have answers 404 with the chooser and a message). Public: a
 * signed-in buyer (or a salesman) gets the list's cards with his prices and cart buttons; an
 * anonymous visitor and staff get the public cards (no price, stock or cart button).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { brand } = context;
  const url = new URL(request.url);
  const viewer = await getViewer(request, context);
  const lng = await getLanguage(request, context);
  const tree = await categoryTree(brand.key, lng);
  const period = parseRankingPeriod(url.searchParams.get("period"));
  const categoryText = url.searchParams.get("category") ?? "";
  const categoryId = categoryText === "" ? null : parseId(categoryText);
  const unknownCategory = categoryText !== "" && (categoryId === null || !categoryIds(tree).has(categoryId));
  const t = await getT(request, context, "ranking");
  const title = await pageTitle(request, context, "ranking:title", {
    period: t(`periods.${period}`),
  });
  const priced = viewer !== null && !seesPublicCatalogue(viewer);
  const settings = cardSettingsFor({
    brand,
    acting: priced ? viewer.acting : null,
    lng,
  });
  const page = {
    title,
    /** What the ranking counts and what its movement compares with (the page's introduction). */
    intro: `${t("intro", { brand: brand.name })} ${t("comparison", { previous: t(`previous.${period}`) })}`,
    brandKey: brand.key,
    period,
    /** The chooser's periods with their names. */
    periods: RANKING_PERIODS.map((value) => ({ value, label: t(`periods.${value}`) })),
    category: unknownCategory ? null : categoryId,
    categoryName: unknownCategory || categoryId === null ? null : categoryPaths(tree).get(categoryId)?.at(-1)?.name ?? null,
    unknownCategory,
    /** What the page says when it ranks nothing: a category the brand does not have, or no sales in the period. */
    nothing: t(unknownCategory ? "unknownCategory" : "empty"),
    /** With a category chosen (or an unknown one): the way back to all categories, the period kept. */
    allCategoriesHref: unknownCategory || categoryId !== null ? `/TojRanking${period === DEFAULT_RANKING_PERIOD ? "" : `?period=${period}`}` : null,
    categories: tree,
    signIn: viewer === null ? signInHref(`${url.pathname}${url.search}`) : null,
    settings,
  };
  if (unknownCategory) return data({ ...page, listHeading: "", notes: [], cards: null, publicCards: null, inCart: {} }, { status: 404 });
  const ranking = await salesRanking({
    brandKey: brand.key,
    period,
    categoryId,
  });
  const { cards, inCart } = await cardsAndCart(
    ranking.map((entry) => entry.productId),
    {
      lng,
      currency: settings.currency,
      now: new Date(),
      cartOf: priced ? viewer.acting?.accountId ?? null : null,
    }
  );
  const byId = new Map(ranking.map((entry) => [entry.productId, entry]));
  const notes: RankingNote[] = cards.map((card) => {
    const entry = byId.get(card.id)!;
    const moved = movement(entry.rank, entry.previousRank);
    const band = unitsBand(entry.units, lng);
    const movementWords = moved.kind === "up" || moved.kind === "down" ? t(`movement.${moved.kind}`, { count: moved.by }) : t(`movement.${moved.kind}`);
    return { rank: entry.rank, band, movement: moved, words: { arrow: ARROWS[moved.kind], movement: movementWords, units: t("units", { band }) } };
  });
  // The list's heading: the period, the category and how many are ranked.
  const listHeading = t(page.categoryName ? "listHeadingIn" : "listHeading", {
    period: t(`periods.${period}`),
    category: page.categoryName,
    count: notes.length,
  });
  return data(
    priced
      ? {
          ...page,
          listHeading,
          notes,
          cards: cards.map(cardForClient),
          publicCards: null,
          inCart,
        }
      : {
          ...page,
          listHeading,
          notes,
          cards: null,
          publicCards: cards.map(toPublicCard),
          inCart: {},
        }
  );
}
