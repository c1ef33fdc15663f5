/**
 * The sales ranking's rules (/TojRanking, decision 0114): the periods, their windows, the units
 * band a product's sales are shown in and its movement against the previous period.
 */
import type { Language } from "~/i18n/languages";
import { formatCount } from "./money";
import { EXACT_BELOW, stockText } from "./stock-display";

/** The periods a buyer may choose: the last 7, 30 or 90 days, or this calendar year. */
export const RANKING_PERIODS = ["7d", "30d", "90d", "year"] as const;
export type RankingPeriod = (typeof RANKING_PERIODS)[number];
export const DEFAULT_RANKING_PERIOD: RankingPeriod = "30d";

/** The ranking shows this many products. */
export const RANKING_SIZE = 50;

/** How long one (brand, period, category) ranking is kept in memory: the same for every buyer. */
export const RANKING_CACHE_MS = 10 * 60_000;

/** The period of the address; anything else (missing, misspelt, hostile) is the default, without an error. */
export function parseRankingPeriod(value: string | null | undefined): RankingPeriod {
  return RANKING_PERIODS.find((period) => period === value) ?? DEFAULT_RANKING_PERIOD;
}

/** A span of time, `from` included, `to` excluded. */
export type RankingWindow = { from: Date; to: Date };

const DAY_MS = 24 * 60 * 60 * 1000;
const DAYS: Record<Exclude<RankingPeriod, "year">, number> = { "7d": 7, "30d": 30, "90d": 90 };

/**
 * The period's window ending now and the previous one of the same length it is compared with:
 * for N days the N days before; for this year (1 January UTC up to now) the same span of last
 * year (1 January up to the same moment a year ago), the comparison a trade buyer expects of a
 * year to date.
 */
export function rankingWindows(period: RankingPeriod, now: Date): { current: RankingWindow; previous: RankingWindow } {
  const to = new Date(now.getTime());
  if (period === "year") {
    const year = now.getUTCFullYear();
    const lastYear = new Date(to.getTime());
    lastYear.setUTCFullYear(year - 1);
    return {
      current: { from: new Date(Date.UTC(year, 0, 1)), to },
      previous: { from: new Date(Date.UTC(year - 1, 0, 1)), to: lastYear },
    };
  }
  const length = DAYS[period] * DAY_MS;
  const from = new Date(to.getTime() - length);
  return { current: { from, to }, previous: { from: new Date(from.getTime() - length), to: from } };
}

/** Where a product stands against the previous period: not ranked then, the same place, or up or down by some places. */
export type Movement = { kind: "new" } | { kind: "same" } | { kind: "up"; by: number } | { kind: "down"; by: number };

/** A rank now (1 is the best) against the rank in the previous period (null: nothing sold then). */
export function movement(rank: number, previousRank: number | null): Movement {
  if (previousRank === null) return { kind: "new" };
  if (previousRank === rank) return { kind: "same" };
  return previousRank > rank ? { kind: "up", by: previousRank - rank } : { kind: "down", by: rank - previousRank };
}

/** Below this many units a product's sales show only as "fewer than 10". */
export const UNITS_BAND_FLOOR = 10;

/**
 * The units sold as the ranking shows them: never the exact figure, which for a product bought by
 * few accounts would tell one account's purchases. Fewer than 10 → "< 10"; below 100 → the tens
 * ("40+"); from 100 as stock is shown ("200+", "1,200+": stockText).
 */
export function unitsBand(units: number, lng: Language): string {
  const count = Number.isFinite(units) ? Math.max(0, Math.floor(units)) : 0;
  if (count < UNITS_BAND_FLOOR) return `< ${formatCount(UNITS_BAND_FLOOR, lng)}`;
  if (count < EXACT_BELOW) return `${formatCount(Math.floor(count / 10) * 10, lng)}+`;
  return stockText(count, lng);
}
