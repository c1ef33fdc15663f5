import { sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { COUNTRIES } from "~/db/reference/countries";
import { brands, countries, tenants } from "~/db/schema";
import { BRANDS } from "./brands.server";

/**
 * Writes the reference data that lives in code (tenants and brands from the brand table, the
 * country dictionary) into the database. Idempotent; runs at every start.
 */
export async function syncReferenceData(db: Executor): Promise<void> {
  await db
    .insert(tenants)
    .values(BRANDS.map((brand) => ({ id: brand.tenantId, code: brand.key, name: brand.name })))
    .onConflictDoUpdate({ target: tenants.id, set: { code: sql`excluded.code`, name: sql`excluded.name` } });
  await db
    .insert(brands)
    .values(BRANDS.map((brand) => ({ key: brand.key, tenantId: brand.tenantId, name: brand.name })))
    .onConflictDoUpdate({ target: brands.key, set: { tenantId: sql`excluded.tenant_id`, name: sql`excluded.name` } });
  await db
    .insert(countries)
    .values(COUNTRIES.map((country) => ({ ...country })))
    .onConflictDoUpdate({
      target: countries.code,
      set: {
        englishName: sql`excluded.english_name`,
        chineseName: sql`excluded.chinese_name`,
        diallingCode: sql`excluded.dialling_code`,
        currency: sql`excluded.currency`,
        defaultLanguage: sql`excluded.default_language`,
      },
    });
}
