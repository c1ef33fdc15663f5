import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, queryRows } from "~/db/client.server";
import { numberInvoices } from "./orders";

describe("demo orders", () => {
  it("are numbered in one invoice series per year, in date order, without gaps", async () => {
    const rows = await queryRows<{ invoice_number: string; year: number }>(
      db(),
      sql`select invoice_number, extract(year from created_at at time zone 'UTC')::int as year from orders where submit_key like 'demo-%' order by created_at, id`,
    );
    expect(rows.length).toBeGreaterThan(50);
    const seen = new Map<number, number>();
    for (const row of rows) {
      const next = (seen.get(row.year) ?? 0) + 1;
      expect(row.invoice_number).toBe(`INV-${row.year}-${String(next).padStart(6, "0")}`);
      seen.set(row.year, next);
    }
  });

  it("take no stock and no promotion quantity", async () => {
    const [row] = await queryRows<{ taken: number }>(db(), sql`select count(*)::int as taken from order_lines where stock_taken or promotion_item_id is not null`);
    expect(row!.taken).toBe(0);
  });

  it("move the submit's invoice counter past the demo invoices when it exists", async () => {
    await db().execute(sql`create table if not exists invoice_counters (year integer primary key, last_number integer not null)`);
    await numberInvoices(db());
    const counters = await queryRows<{ year: number; last_number: number }>(db(), sql`select year, last_number from invoice_counters order by year`);
    const expected = await queryRows<{ year: number; n: number }>(
      db(),
      sql`select extract(year from created_at at time zone 'UTC')::int as year, count(*)::int as n from orders where submit_key like 'demo-%' group by 1 order by 1`,
    );
    expect(counters.map((row) => [row.year, row.last_number])).toEqual(expected.map((row) => [row.year, row.n]));
  });
});
