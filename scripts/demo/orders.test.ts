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

  it("hold every status, the returns with their lines, and the back office's moves by customer service", async () => {
    const statuses = await queryRows<{ status: string }>(db(), sql`select distinct status from orders where submit_key like 'demo-%' order by status`);
    expect(statuses.map((row) => row.status)).toEqual(["cancelled", "returned", "returning", "shipped", "submitted", "unshipped"]);
    const [returns] = await queryRows<{ orders: number; missing: number; bad_lines: number; wrong_state: number }>(
      db(),
      sql`select count(*)::int as orders,
            count(*) filter (where r.id is null)::int as missing,
            count(*) filter (where exists (select 1 from order_return_lines rl join order_lines l on l.order_id = rl.order_id and l.line_no = rl.line_no
                                           where rl.return_id = r.id and rl.quantity > l.quantity))::int as bad_lines,
            count(*) filter (where r.state <> o.status or r.return_number <> o.return_order_number)::int as wrong_state
          from orders o left join order_returns r on r.order_id = o.id
          where o.submit_key like 'demo-%' and o.status in ('returning', 'returned')`,
    );
    expect(returns).toMatchObject({ missing: 0, bad_lines: 0, wrong_state: 0 });
    expect(returns!.orders).toBeGreaterThan(0);
    const [moves] = await queryRows<{ by_service: number; shipped_without_note: number }>(
      db(),
      sql`select count(*) filter (where a.email = 'service@demo.test')::int as by_service,
            count(*) filter (where e.status = 'shipped' and (e.note is null or e.note <> o.carrier || ' ' || o.tracking_number))::int as shipped_without_note
          from order_events e join orders o on o.id = e.order_id left join accounts a on a.id = e.actor_id
          where o.submit_key like 'demo-%' and e.status in ('unshipped', 'shipped', 'returning', 'returned')`,
    );
    expect(moves!.shipped_without_note).toBe(0);
    expect(moves!.by_service).toBeGreaterThan(0);
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
