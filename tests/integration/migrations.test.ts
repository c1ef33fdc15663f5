import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, queryRows } from "~/db/client.server";
import { syncReferenceData } from "~/services/reference-data.server";
import { openEmptyTestDatabase } from "../setup/database";

// Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set (CI runs both).
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openEmptyTestDatabase();
});

afterAll(async () => {
  await handle.close();
});

async function tableNames(): Promise<string[]> {
  const rows = await queryRows<{ table_name: string }>(
    handle.db,
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  return rows.map((row) => row.table_name);
}

describe("migrations", () => {
  it("create every table on an empty database", async () => {
    expect(await tableNames()).toEqual([]);
    await handle.migrate();
    const tables = await tableNames();
    for (const table of ["accounts", "brands", "categories", "companies", "products", "product_prices", "promotions", "sessions", "stock", "tenants"]) {
      expect(tables).toContain(table);
    }
  });

  it("are idempotent: a second run changes nothing", async () => {
    const before = await tableNames();
    await handle.migrate();
    expect(await tableNames()).toEqual(before);
  });

  it("enforce the stock rules in the database", async () => {
    await syncReferenceData(handle.db);
    await handle.db.execute(sql`insert into categories (id, brand_key, level, slug, names) values (9001, 'aigostar', 1, 'k', '{"en":"K"}')`);
    await handle.db.execute(sql`insert into categories (id, brand_key, parent_id, level, slug, names) values (9002, 'aigostar', 9001, 2, 'k2', '{"en":"K2"}')`);
    await handle.db.execute(
      sql`insert into products (id, brand_key, category_id, barcode, model, names) values (9001, 'aigostar', 9002, '8400000000017', 'M-1', '{"en":"P"}')`,
    );
    await handle.db.execute(sql`insert into stock (product_id, available) values (9001, 5)`);
    await expect(handle.db.execute(sql`update stock set available = available - 6 where product_id = 9001`)).rejects.toThrow();
    const taken = await queryRows(
      handle.db,
      sql`update stock set available = available - 5 where product_id = 9001 and available >= 5 returning available`,
    );
    expect(taken).toEqual([{ available: 0 }]);
  });

  it("refuse a negative price and a level-2 category without a parent", async () => {
    await expect(
      handle.db.execute(sql`insert into product_prices (product_id, currency, price_minor) values (9001, 'EUR', -1)`),
    ).rejects.toThrow();
    await expect(
      handle.db.execute(sql`insert into categories (brand_key, level, slug, names) values ('aigostar', 2, 'orphan', '{"en":"O"}')`),
    ).rejects.toThrow();
  });
});
