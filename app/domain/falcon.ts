import type { FalconApplicationStatus, FalconChannel, FalconLevel } from "~/db/schema";
import { displayCurrency } from "~/chunks/shell";

/**
 * The Falcon partner programme (/lieyingProgram, decision 0114): three levels, the same terms for
 * every brand and counted per brand, each needing a yearly purchase of that brand (in the
 * account's currency) and giving an extra rate off the list price and services. Pure: the
 * services apply it.
 */

export type { FalconApplicationStatus, FalconChannel, FalconLevel };

// The schema's lists, here without the database module (the page's browser code reads them).
export const FALCON_LEVELS = ["falcon", "silver", "golden"] as const satisfies readonly FalconLevel[];
export const FALCON_APPLICATION_STATUSES = ["submitted", "review", "approved", "refused"] as const satisfies readonly FalconApplicationStatus[];
export const FALCON_CHANNELS = ["shop", "marketplace", "retail"] as const satisfies readonly FalconChannel[];

/** What a level gives (the words are `falcon:benefit.<key>`). */
export const FALCON_BENEFITS = ["rate", "marketing", "priority", "images", "manager"] as const;
export type FalconBenefit = (typeof FALCON_BENEFITS)[number];

/** The extra rate off the list price each level gives, in basis points (1 % = 100). */
export const FALCON_RATE_BP: Readonly<Record<FalconLevel, number>> = { falcon: 100, silver: 200, golden: 300 };

/** The services of each level besides the rate (each level has those of the one below). */
export const FALCON_LEVEL_BENEFITS: Readonly<Record<FalconLevel, readonly FalconBenefit[]>> = {
  falcon: ["rate", "marketing"],
  silver: ["rate", "marketing", "priority", "images"],
  golden: ["rate", "marketing", "priority", "images", "manager"],
};

/**
 * The yearly purchase each level needs, in whole units of the currency (the programme's terms,
 * decision 0114): EUR 50,000 / 150,000 / 400,000 and round equivalents in the shop's other
 * currencies. A currency the shop does not know is read as euro, as prices are shown.
 */
const NEEDS: Readonly<Record<string, readonly [number, number, number]>> = {
  EUR: [50_000, 150_000, 400_000],
  USD: [55_000, 165_000, 440_000],
  GBP: [43_000, 130_000, 345_000],
  PLN: [215_000, 650_000, 1_720_000],
  MXN: [1_000_000, 3_000_000, 8_000_000],
  CNY: [390_000, 1_170_000, 3_120_000],
  HKD: [430_000, 1_290_000, 3_440_000],
};

/** The currencies the terms are given in. */
export const FALCON_CURRENCIES = Object.keys(NEEDS);

/** The yearly purchase (minor units) each level needs in the currency. */
export function levelNeeds(currency: string): Record<FalconLevel, number> {
  const [falcon, silver, golden] = NEEDS[displayCurrency(currency)]!;
  return { falcon: falcon * 100, silver: silver * 100, golden: golden * 100 };
}

/** The highest level the purchases (minor units, in the currency) reach, or null below the first. */
export function levelFor(purchasesMinor: number, currency: string): FalconLevel | null {
  const needs = levelNeeds(currency);
  let reached: FalconLevel | null = null;
  for (const level of FALCON_LEVELS) if (purchasesMinor >= needs[level]) reached = level;
  return reached;
}

export type NextLevel = {
  level: FalconLevel;
  needMinor: number;
  /** What is still to buy this year to reach it. */
  leftMinor: number;
  /** How far along, in whole percent (0–99: a reached level is never the next one). */
  percent: number;
};

/** The level after the one reached, what it needs and what is left; null at the top level. */
export function nextLevel(purchasesMinor: number, currency: string): NextLevel | null {
  const needs = levelNeeds(currency);
  const spent = Math.max(0, purchasesMinor);
  const level = FALCON_LEVELS.find((each) => spent < needs[each]);
  if (!level) return null;
  const needMinor = needs[level];
  return { level, needMinor, leftMinor: needMinor - spent, percent: Math.min(99, Math.floor((spent * 100) / needMinor)) };
}

/**
 * The account's rate after a level is granted (decision 0114): the company's rate is raised to the
 * level's extra rate, never lowered. A rate staff set higher stays; a refusal changes nothing.
 */
export function rateWithLevel(currentBp: number, level: FalconLevel): number {
  return Math.max(currentBp, FALCON_RATE_BP[level]);
}

/** The calendar year's first instant (UTC) of the date, and of the next year: the purchases' period. */
export function yearOf(now: Date): { from: Date; until: Date; year: number } {
  const year = now.getUTCFullYear();
  return { from: new Date(Date.UTC(year, 0, 1)), until: new Date(Date.UTC(year + 1, 0, 1)), year };
}

/** The form's limits. */
export const REGIONS_MAX = 500;
export const FALCON_NOTE_MAX = 1_000;
/** The largest yearly target one may type, in whole units (a trillion is no one's target). */
export const TARGET_MAX_UNITS = 1_000_000_000;
