import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, queryRows } from "~/db/client.server";
import { jobs } from "~/db/schema";
import { runDueJobs } from "~/services/platform/job-worker.server";
import { PROMOTION_BOUNDARY_POLL_SECONDS, schedulePromotionBoundaries } from "./promotion-boundaries.server";

const KIND = "promotion-boundaries";

async function runs() {
  return db().select().from(jobs).where(eq(jobs.kind, KIND)).orderBy(jobs.id);
}

describe("the promotion-boundaries job", () => {
  it("is queued once however many servers start, a minute ahead, looking from now", async () => {
    await db().delete(jobs).where(eq(jobs.kind, KIND));
    await schedulePromotionBoundaries();
    await schedulePromotionBoundaries();
    const [queued, ...more] = await runs();
    expect(more).toEqual([]);
    expect(queued!.status).toBe("queued");
    const since = new Date((queued!.payload as { since: string }).since).getTime();
    expect(Math.abs(since - Date.now())).toBeLessThan(60_000);
    expect(queued!.runAt.getTime() - since).toBeGreaterThanOrEqual(PROMOTION_BOUNDARY_POLL_SECONDS * 1000 - 1000);
  });

  it("touches the products of a promotion that started since its last run, queues the next from its own instant, and keeps one finished run", async () => {
    await db().delete(jobs).where(eq(jobs.kind, KIND));
    const [product] = await queryRows<{ id: number; brand_key: string }>(db(), sql`select id, brand_key from products order by id limit 1`);
    const [promotion] = await queryRows<{ id: number }>(
      db(),
      sql`insert into promotions (brand_key, kind, names, starts_at, ends_at)
          values (${product!.brand_key}, 'discount', '{"en":"Starts now"}', now() - interval '10 seconds', now() + interval '1 day') returning id`,
    );
    await db().execute(sql`insert into promotion_items (promotion_id, product_id, currency, activity_rate_bp) values (${promotion!.id}, ${product!.id}, 'EUR', 500)`);
    await db().execute(sql`update products set updated_at = '2020-01-01' where id = ${product!.id}`);
    const since = new Date(Date.now() - 60_000).toISOString();
    await db().insert(jobs).values({ kind: KIND, payload: { since }, maxAttempts: 3, runAt: new Date(Date.now() - 1000) });
    await db().insert(jobs).values({ kind: KIND, payload: { since }, maxAttempts: 3, runAt: new Date(), status: "done" });
    // Run only what is due now: the next run, queued a minute ahead, is not.
    await runDueJobs();
    const [touched] = await queryRows<{ updated_at: Date }>(db(), sql`select updated_at from products where id = ${product!.id}`);
    expect(new Date(touched!.updated_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const after = await runs();
    expect(after.map((run) => run.status)).toEqual(["done", "queued"]);
    const next = after[1]!;
    expect(new Date((next.payload as { since: string }).since).getTime()).toBeGreaterThan(new Date(since).getTime());
    expect(next.runAt.getTime()).toBeGreaterThan(Date.now() + (PROMOTION_BOUNDARY_POLL_SECONDS - 5) * 1000);
    await db().delete(jobs).where(and(eq(jobs.kind, KIND)));
    await db().execute(sql`delete from promotions where id = ${promotion!.id}`);
  });
});
