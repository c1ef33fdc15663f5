import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, queryRows } from "~/db/client.server";
import { touchPromotionBoundaries } from "~/services/catalogue/promotion-boundaries.server";
import { syncReferenceData } from "~/services/platform/reference-data.server";
import { openEmptyTestDatabase } from "../setup/database";

// The API's incremental sync reads products.updated_at and stock.updated_at (decision 0107), kept
// by the triggers of migration 0012. Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
let handle: DatabaseHandle;
const OLD = "2020-01-01T00:00:00.000Z";

beforeAll(async () => {
  handle = await openEmptyTestDatabase();
  await handle.migrate();
  await syncReferenceData(handle.db);
  await handle.db.execute(sql`insert into categories (id, brand_key, level, slug, names) values (9101, 'aigostar', 1, 's', '{"en":"S"}')`);
  await handle.db.execute(sql`insert into categories (id, brand_key, parent_id, level, slug, names) values (9102, 'aigostar', 9101, 2, 's2', '{"en":"S2"}')`);
  await handle.db.execute(
    sql`insert into products (id, brand_key, category_id, barcode, model, names) values (9101, 'aigostar', 9102, '8400000000901', 'S-1', '{"en":"P"}')`,
  );
  await handle.db.execute(sql`insert into stock (product_id, available) values (9101, 5)`);
});

afterAll(async () => {
  await handle.close();
});

async function stamps(): Promise<{ product: string; stock: string }> {
  const [row] = await queryRows<{ product: Date | string; stock: Date | string }>(
    handle.db,
    sql`select p.updated_at as product, s.updated_at as stock from products p join stock s on s.product_id = p.id where p.id = 9101`,
  );
  if (!row) throw new Error("no product 9101");
  return { product: new Date(row.product).toISOString(), stock: new Date(row.stock).toISOString() };
}

async function backdate(): Promise<void> {
  await handle.db.execute(sql`update products set updated_at = ${OLD} where id = 9101`);
  await handle.db.execute(sql`update stock set updated_at = ${OLD} where product_id = 9101`);
  expect(await stamps()).toEqual({ product: OLD, stock: OLD });
}

describe("sync timestamps", () => {
  it("move when the product's data changes, not when only its sales count does", async () => {
    await backdate();
    await handle.db.execute(sql`update products set sales_count = sales_count + 3 where id = 9101`);
    expect((await stamps()).product).toBe(OLD);
    await handle.db.execute(sql`update products set model = 'S-2' where id = 9101`);
    expect((await stamps()).product).not.toBe(OLD);
  });

  it("move the product's when one of its prices is added, changed or removed", async () => {
    await backdate();
    await handle.db.execute(sql`insert into product_prices (product_id, currency, price_minor) values (9101, 'EUR', 1000)`);
    expect((await stamps()).product).not.toBe(OLD);
    await backdate();
    await handle.db.execute(sql`update product_prices set price_minor = 1200 where product_id = 9101`);
    expect((await stamps()).product).not.toBe(OLD);
    await backdate();
    await handle.db.execute(sql`delete from product_prices where product_id = 9101`);
    expect((await stamps()).product).not.toBe(OLD);
  });

  it("move the stock's when a figure changes, and stay when nothing does", async () => {
    await backdate();
    await handle.db.execute(sql`update stock set available = 5 where product_id = 9101`);
    expect((await stamps()).stock).toBe(OLD);
    await handle.db.execute(sql`update stock set available = 4 where product_id = 9101`);
    expect((await stamps()).stock).not.toBe(OLD);
  });

  it("move the product's when it is put in a promotion, its promotion terms change or it is taken out, not when an order takes promotion quantity", async () => {
    await handle.db.execute(
      sql`insert into promotions (id, brand_key, kind, names, starts_at, ends_at) values (9101, 'aigostar', 'flash_sale', '{"en":"F"}', '2020-01-01', '2099-01-01')`,
    );
    await backdate();
    await handle.db.execute(
      sql`insert into promotion_items (id, promotion_id, product_id, currency, activity_rate_bp, quantity_limit, remaining_qty) values (9101, 9101, 9101, 'EUR', 1000, 50, 50)`,
    );
    expect((await stamps()).product).not.toBe(OLD);
    await backdate();
    await handle.db.execute(sql`update promotion_items set remaining_qty = 40 where id = 9101`);
    expect((await stamps()).product).toBe(OLD);
    await handle.db.execute(sql`update promotion_items set activity_rate_bp = 1500 where id = 9101`);
    expect((await stamps()).product).not.toBe(OLD);
    await backdate();
    await handle.db.execute(sql`update promotions set names = '{"en":"G"}' where id = 9101`);
    expect((await stamps()).product).toBe(OLD);
    await handle.db.execute(sql`update promotions set ends_at = '2098-01-01' where id = 9101`);
    expect((await stamps()).product).not.toBe(OLD);
    await backdate();
    await handle.db.execute(sql`delete from promotion_items where id = 9101`);
    expect((await stamps()).product).not.toBe(OLD);
    await handle.db.execute(sql`delete from promotions where id = 9101`);
  });

  it("move the product's when its promotion starts or ends as time passes (the promotion-boundaries job), once", async () => {
    await handle.db.execute(
      sql`insert into promotions (id, brand_key, kind, names, starts_at, ends_at) values (9102, 'aigostar', 'discount', '{"en":"D"}', '2030-01-01T10:00:00Z', '2030-01-08T10:00:00Z')`,
    );
    await handle.db.execute(sql`insert into promotion_items (id, promotion_id, product_id, currency, activity_rate_bp) values (9102, 9102, 9101, 'EUR', 500)`);
    await backdate();
    const at = (iso: string) => new Date(iso);
    // Before the start, nothing; a run over the start moves it; the next run (from that instant) does not again.
    expect(await touchPromotionBoundaries(handle.db, at("2030-01-01T09:00:00Z"), at("2030-01-01T09:59:59Z"))).toBe(0);
    expect((await stamps()).product).toBe(OLD);
    expect(await touchPromotionBoundaries(handle.db, at("2030-01-01T09:59:59Z"), at("2030-01-01T10:00:00Z"))).toBe(1);
    expect((await stamps()).product).not.toBe(OLD);
    await backdate();
    expect(await touchPromotionBoundaries(handle.db, at("2030-01-01T10:00:00Z"), at("2030-01-08T09:59:00Z"))).toBe(0);
    // The end, caught up by a run after a long stop.
    expect(await touchPromotionBoundaries(handle.db, at("2030-01-08T09:59:00Z"), at("2030-02-01T00:00:00Z"))).toBe(1);
    expect((await stamps()).product).not.toBe(OLD);
    await handle.db.execute(sql`delete from promotions where id = 9102`);
  });
});
