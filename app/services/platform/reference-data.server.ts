import { sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { COUNTRIES } from "~/db/reference/countries";
import { type RegionRow, regionRows } from "~/db/reference/regions";
import { adminRegions, brands, countries, tenants } from "~/db/schema";
import { BRANDS } from "./brands.server";

/**
 * Writes the reference data that lives in code (tenants and brands from the brand table, the
 * country dictionary, the administrative regions) into the database. Idempotent; runs at every start.
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
  await syncRegions(db, regionRows());
}

/**
 * Upserts the region dictionary by (country_code, code): divisions first, then the cities with
 * their parent's id. Rows that left the code stay (addresses may point at them).
 */
export async function syncRegions(db: Executor, rows: readonly RegionRow[]): Promise<void> {
  const set = { level: sql`excluded.level`, parentId: sql`excluded.parent_id`, names: sql`excluded.names` };
  const target = [adminRegions.countryCode, adminRegions.code];
  const parents = new Map<string, number>();
  for (const chunk of chunks(rows.filter((row) => row.level === 1), 500)) {
    const written = await db
      .insert(adminRegions)
      .values(chunk.map((row) => ({ countryCode: row.countryCode, code: row.code, level: 1, parentId: null, names: row.names })))
      .onConflictDoUpdate({ target, set })
      .returning({ id: adminRegions.id, code: adminRegions.code });
    for (const row of written) parents.set(row.code, row.id);
  }
  for (const chunk of chunks(rows.filter((row) => row.level === 2), 500)) {
    await db
      .insert(adminRegions)
      .values(
        chunk.map((row) => {
          const parentId = row.parentCode ? parents.get(row.parentCode) : undefined;
          if (parentId === undefined) throw new Error(`region ${row.code}: unknown division ${row.parentCode ?? "(none)"}`);
          return { countryCode: row.countryCode, code: row.code, level: 2, parentId, names: row.names };
        }),
      )
      .onConflictDoUpdate({ target, set });
  }
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
