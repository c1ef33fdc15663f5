import { type SQL, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db, queryRows } from "~/db/client.server";

// Migration 0013 (decision 0108): the database itself refuses what the model forbids. Runs on
// PGlite and, with TEST_DATABASE_URL, on PostgreSQL.

const run = (statement: SQL) => db().execute(statement);
/** The constraint a refused statement names (PGlite and node-postgres both put it on the error or its cause). */
async function refusal(statement: SQL): Promise<string> {
  try {
    await run(statement);
  } catch (error) {
    const found = error as { constraint?: string; cause?: { constraint?: string } };
    return found.constraint ?? found.cause?.constraint ?? "(no constraint)";
  }
  throw new Error("the statement was accepted");
}

let productId: number;
let accountId: number;
let orderId: number;

beforeAll(async () => {
  const [product] = await queryRows<{ id: number }>(db(), sql`select id from products where brand_key = 'aigostar' order by id limit 1`);
  const [account] = await queryRows<{ id: number }>(db(), sql`select id from accounts where email = 'buyer.fr@demo.test'`);
  const [order] = await queryRows<{ id: number }>(db(), sql`select o.id from orders o where o.account_id = ${account!.id} order by o.id limit 1`);
  productId = Number(product!.id);
  accountId = Number(account!.id);
  orderId = Number(order!.id);
  await run(sql`insert into combinations (id, brand_key, code, names) values (9100, 'aigostar', 'SCHEMA-1', '{"en":"Schema test"}')`);
  await run(sql`insert into combination_versions (combination_id, version, snapshot) values (9100, 1, '{}')`);
});

describe("combinations", () => {
  it("refuse a second code in a brand, an item of no quantity, a tier of 100 % or from 0 sets, a minimum below zero", async () => {
    expect(await refusal(sql`insert into combinations (brand_key, code, names) values ('aigostar', 'SCHEMA-1', '{"en":"Again"}')`)).toBe("combinations_brand_code_idx");
    expect(await refusal(sql`insert into combination_items (combination_id, product_id, quantity) values (9100, ${productId}, 0)`)).toBe("combination_items_quantity_check");
    expect(await refusal(sql`insert into combination_tiers (combination_id, from_sets, discount_bp) values (9100, 2, 10000)`)).toBe("combination_tiers_discount_check");
    expect(await refusal(sql`insert into combination_tiers (combination_id, from_sets, discount_bp) values (9100, 0, 500)`)).toBe("combination_tiers_from_check");
    expect(await refusal(sql`insert into combination_minimums (combination_id, currency, minimum_minor) values (9100, 'EUR', -1)`)).toBe("combination_minimums_amount_check");
    expect(await refusal(sql`insert into combinations (brand_key, code, names, audience) values ('aigostar', 'SCHEMA-2', '{"en":"X"}', 'friends')`)).toBe("combinations_audience_check");
    expect(
      await refusal(sql`insert into combinations (brand_key, code, names, starts_at, ends_at) values ('aigostar', 'SCHEMA-3', '{"en":"X"}', now(), now() - interval '1 day')`),
    ).toBe("combinations_period_check");
  });

  it("keep a cart group to a version that has its snapshot, and to 1–9,999 sets", async () => {
    expect(await refusal(sql`insert into cart_combinations (account_id, combination_id, sets, version_seen) values (${accountId}, 9100, 1, 2)`)).toBe("cart_combinations_version_fk");
    expect(await refusal(sql`insert into cart_combinations (account_id, combination_id, sets, version_seen) values (${accountId}, 9100, 10000, 1)`)).toBe("cart_combinations_sets_check");
    await run(sql`insert into cart_combinations (account_id, combination_id, sets, version_seen) values (${accountId}, 9100, 3, 1)`);
    await run(sql`delete from cart_combinations where combination_id = 9100`);
  });
});

describe("pallets", () => {
  it("refuse an unknown type, a name out of 1–50 characters and a line of no cartons", async () => {
    await run(sql`insert into pallet_types (code, kind, names, max_volume_cm3, max_weight_g) values ('T-SCHEMA', 'pallet', '{"en":"T"}', 1000000, 500000) on conflict do nothing`);
    expect(await refusal(sql`insert into pallet_types (code, kind, names, max_volume_cm3, max_weight_g) values ('T-BAD', 'truck', '{"en":"T"}', 1, 1)`)).toBe("pallet_types_kind_check");
    expect(await refusal(sql`insert into cart_pallets (account_id, brand_key, type_code, name) values (${accountId}, 'aigostar', 'NOPE', 'P')`)).toBe("cart_pallets_type_code_pallet_types_code_fk");
    expect(await refusal(sql`insert into cart_pallets (account_id, brand_key, type_code, name) values (${accountId}, 'aigostar', 'T-SCHEMA', '')`)).toBe("cart_pallets_name_check");
    expect(await refusal(sql`insert into cart_pallets (account_id, brand_key, type_code, name) values (${accountId}, 'aigostar', 'T-SCHEMA', ${"x".repeat(51)})`)).toBe("cart_pallets_name_check");
    const [pallet] = await queryRows<{ id: number }>(db(), sql`insert into cart_pallets (account_id, brand_key, type_code, name) values (${accountId}, 'aigostar', 'T-SCHEMA', 'Pallet 1') returning id`);
    expect(await refusal(sql`insert into cart_pallet_items (pallet_id, product_id, cartons) values (${pallet!.id}, ${productId}, 0)`)).toBe("cart_pallet_items_cartons_check");
    await run(sql`delete from cart_pallets where id = ${pallet!.id}`);
  });
});

describe("full reductions", () => {
  const insert = (currency: string, starts: string, ends: string | null, active = true) =>
    sql`insert into full_reductions (brand_key, currency, names, starts_at, ends_at, active) values ('nobleza', ${currency}, '{"en":"R"}', ${starts}::timestamptz, ${ends}::timestamptz, ${active}) returning id`;

  it("run one at a time per brand and currency: an overlapping active one is refused, a later, another currency's or an inactive one is not", async () => {
    await run(sql`delete from full_reductions where brand_key = 'nobleza'`);
    await run(insert("EUR", "2030-01-01", "2030-02-01"));
    expect(await refusal(insert("EUR", "2030-01-31", "2030-03-01"))).toBe("full_reductions_one_running");
    expect(await refusal(insert("EUR", "2029-06-01", null))).toBe("full_reductions_one_running");
    await run(insert("EUR", "2030-02-01", "2030-03-01"));
    await run(insert("GBP", "2030-01-15", null));
    const [paused] = await queryRows<{ id: number }>(db(), insert("EUR", "2030-01-10", "2030-01-20", false));
    expect(await refusal(sql`update full_reductions set active = true where id = ${paused!.id}`)).toBe("full_reductions_one_running");
  });

  it("refuse a tier whose amount off is not below its threshold", async () => {
    const [reduction] = await queryRows<{ id: number }>(db(), insert("PLN", "2031-01-01", null));
    expect(await refusal(sql`insert into full_reduction_tiers (reduction_id, threshold_minor, amount_off_minor) values (${reduction!.id}, 1000, 1000)`)).toBe(
      "full_reduction_tiers_amount_check",
    );
    await run(sql`insert into full_reduction_tiers (reduction_id, threshold_minor, amount_off_minor) values (${reduction!.id}, 1000, 999)`);
  });
});

describe("order groups", () => {
  it("hold a combination's or a pallet's fields, never both, and lines name an existing group", async () => {
    expect(
      await refusal(sql`insert into order_groups (order_id, group_no, kind, pallet_type_code, names, sets) values (${orderId}, 1, 'pallet', 'T-SCHEMA', '{"en":"P"}', 2)`),
    ).toBe("order_groups_shape_check");
    expect(await refusal(sql`insert into order_groups (order_id, group_no, kind, combination_id, names) values (${orderId}, 1, 'combination', 9100, '{"en":"C"}')`)).toBe(
      "order_groups_shape_check",
    );
    await run(
      sql`insert into order_groups (order_id, group_no, kind, combination_id, names, sets, tier_bp, version, set_unit_minor) values (${orderId}, 1, 'combination', 9100, '{"en":"C"}', 2, 500, 1, 1234)`,
    );
    expect(await refusal(sql`update order_lines set group_no = 2 where order_id = ${orderId} and line_no = 1`)).toBe("order_lines_group_fk");
    await run(sql`update order_lines set group_no = 1 where order_id = ${orderId} and line_no = 1`);
    expect(await refusal(sql`update order_lines set reduction_minor = line_total_minor + 1 where order_id = ${orderId} and line_no = 1`)).toBe("order_lines_reduction_check");
    expect(await refusal(sql`update orders set reduction_minor = -1 where id = ${orderId}`)).toBe("orders_reduction_check");
    // Deleting the order takes its groups and lines with it.
    await run(sql`delete from orders where id = ${orderId}`);
    expect(await queryRows(db(), sql`select 1 from order_groups where order_id = ${orderId}`)).toEqual([]);
  });
});
