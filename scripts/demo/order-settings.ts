import type { Database, Executor } from "~/db/client.server";
import { orderMinimums, taxRates } from "~/db/schema";
import { BRANDS } from "~/services/platform/brands.server";

/** Standard VAT rates of the demo countries (decision 0048); China is an export without VAT. */
export const DEMO_TAX_RATES: Readonly<Record<string, number>> = {
  ES: 2100,
  IT: 2200,
  PL: 2300,
  DE: 1900,
  FR: 2000,
  NL: 2100,
  PT: 2300,
  GB: 2000,
  MX: 1600,
};

/** The minimum net goods value of a brand's lines in an order, per currency (about 150 euros). */
export const DEMO_ORDER_MINIMUMS: Readonly<Record<string, number>> = {
  EUR: 15_000,
  GBP: 13_000,
  PLN: 65_000,
  USD: 16_500,
  CNY: 120_000,
  MXN: 300_000,
};

export async function writeOrderSettings(db: Executor | Database): Promise<{ taxRates: number; orderMinimums: number }> {
  const rates = Object.entries(DEMO_TAX_RATES).map(([countryCode, rateBp]) => ({ countryCode, rateBp }));
  await db.insert(taxRates).values(rates).onConflictDoNothing();
  const minimums = BRANDS.flatMap((brand) => Object.entries(DEMO_ORDER_MINIMUMS).map(([currency, minimumMinor]) => ({ brandKey: brand.key, currency, minimumMinor })));
  await db.insert(orderMinimums).values(minimums).onConflictDoNothing();
  return { taxRates: rates.length, orderMinimums: minimums.length };
}
