import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";

/** The plan of a query with sequential scans discouraged (the test catalogue is too small to need an index). */
async function plan(query: string): Promise<string> {
  await db().execute(sql`set enable_seqscan = off`);
  try {
    const result = (await db().execute(sql.raw(`explain ${query}`))) as unknown as { rows: Record<string, string>[] };
    return result.rows.map((row) => Object.values(row)[0]).join("\n");
  } finally {
    await db().execute(sql`reset enable_seqscan`);
  }
}

describe("indexes of the product pages (decisions 0035, 0036)", () => {
  it("groups new arrivals by date through the partial new-arrivals index", async () => {
    const text = await plan(`select new_arrival_date, count(*) from products
      where brand_key = 'aigostar' and not off_market and is_new = true and new_arrival_date is not null
      group by new_arrival_date order by new_arrival_date desc limit 4`);
    expect(text).toMatch(/products_new_arrivals_idx/);
  });

  it("reads an account's browsing history through its index", async () => {
    const text = await plan(`select product_id from browsing_history where account_id = 1 order by viewed_at desc limit 50`);
    expect(text).toMatch(/browsing_history_recent_idx/);
  });
});
