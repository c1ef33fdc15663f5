import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { currentDatabase, db } from "~/db/client.server";
import { LIST_COUNT_CAP, listProducts } from "~/services/catalogue/listing.server";
import { productDetail } from "~/services/catalogue/product-detail.server";
import { findDemoProducts } from "../../scripts/demo/states";

/**
 * Item 9 of the catalogue issue: the list, search and detail pages come from a handful of
 * queries, and the search on the last six barcode digits can use its expression index. Timings
 * live in bench/ (npm run bench); this checks the plans and the query counts, on PGlite and PostgreSQL.
 */
type Client = { query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }> };
const client = () => (db() as unknown as { $client: Client & { connect?: () => Promise<Client & { release(): void }> } }).$client;

/** The statements (text and parameters) the database receives while `run` runs. */
async function recordQueries(run: () => Promise<unknown>): Promise<{ text: string; params: unknown[] }[]> {
  const seen: { text: string; params: unknown[] }[] = [];
  const target = client();
  const original = target.query.bind(target);
  const spy = vi.spyOn(target, "query").mockImplementation(((...args: unknown[]) => {
    const [text, params] = args;
    const statement = typeof text === "string" ? text : (text as { text: string }).text;
    const values = Array.isArray(params) ? params : ((text as { values?: unknown[] }).values ?? []);
    seen.push({ text: statement, params: values });
    return (original as (...rest: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>)(...args);
  }) as Client["query"]);
  try {
    await run();
  } finally {
    spy.mockRestore();
  }
  return seen;
}

/**
 * EXPLAIN of a statement with sequential scans priced out: the small test catalogue would make a
 * sequential scan the cheaper plan, but an index that does not match the expression cannot be
 * chosen at any price, so a plan that names the index proves the index serves the query.
 */
async function plan(text: string, params: unknown[]): Promise<string> {
  const explain = async (connection: Client) => {
    await connection.query("begin");
    try {
      await connection.query("set local enable_seqscan = off");
      const { rows } = await connection.query(`explain ${text}`, params);
      return rows.map((row) => String(Object.values(row)[0])).join("\n");
    } finally {
      await connection.query("rollback");
    }
  };
  if (currentDatabase().kind === "postgres") {
    const connection = await client().connect!();
    try {
      return await explain(connection);
    } finally {
      connection.release();
    }
  }
  return explain(client());
}

afterEach(() => {
  vi.restoreAllMocks();
});

const base = { brandKey: "aigostar", lng: "en" as const, currency: "EUR", page: 1, pageSize: 20 };

describe("catalogue queries", () => {
  beforeAll(async () => {
    // Planner statistics, as autovacuum (PostgreSQL) or the bench (after seeding) provide them.
    await client().query("analyze");
  });

  it("a 6-digit search matches on right(barcode, 6) through products_barcode_suffix_idx", async () => {
    const [id] = await findDemoProducts(db(), "aigostar", "normal");
    const product = await productDetail({ id: id!, brandKey: "aigostar", lng: "en", currency: "EUR" });
    const suffix = product!.barcode.slice(-6);
    let found: Awaited<ReturnType<typeof listProducts>> | undefined;
    const queries = await recordQueries(async () => {
      found = await listProducts({ ...base, keyword: suffix });
    });
    expect(found!.cards.map((card) => card.id)).toContain(id);
    const search = queries.find((query) => /right\("products"\."barcode", 6\)/.test(query.text));
    expect(search, queries.map((query) => query.text).join("\n---\n")).toBeDefined();
    const text = await plan(search!.text, search!.params);
    expect(text, text).toMatch(/products_barcode_suffix_idx/);
  });

  it("the list page is the page's ids, a capped count when there is more than a page, and the cards", async () => {
    const full = await recordQueries(() => listProducts({ ...base, pageSize: 20 }));
    expect(full.length).toBe(3);
    // The count stops at LIST_COUNT_CAP + 1 rows instead of reading every match (decision 0040).
    const count = full.find((query) => /count\(\*\)/.test(query.text));
    expect(count?.text).toMatch(/limit \$\d+/);
    expect(count?.params).toContain(LIST_COUNT_CAP + 1);
    expect(full.some((query) => /over \(\)/.test(query.text))).toBe(false);
    // Everything on one page: no count at all.
    const onePage = await recordQueries(() => listProducts({ ...base, pageSize: 100, keyword: "kettle" }));
    expect(onePage.length).toBe(2);
    const sorted = await recordQueries(() => listProducts({ ...base, sort: "priceAsc", show: "inStock" }));
    expect(sorted.length).toBeLessThanOrEqual(3);
  });

  it("a page past the last one shows the last page", async () => {
    const first = await listProducts({ ...base, pageSize: 20 });
    const pages = Math.ceil(first.total / 20);
    const beyond = await listProducts({ ...base, pageSize: 20, page: pages + 5 });
    expect(beyond.page).toBe(pages);
    expect(beyond.cards.length).toBeGreaterThan(0);
    expect(beyond.total).toBe(first.total);
    expect(beyond.totalCapped).toBe(false);
  });

  it("the default list order can be read from products_listed_best_idx", async () => {
    const queries = await recordQueries(() => listProducts(base));
    expect(await plan(queries[0]!.text, queries[0]!.params)).toMatch(/products_listed_best_idx/);
  });

  it("a name search narrows through the trigram index on search_text (decision 0041)", async () => {
    const queries = await recordQueries(() => listProducts({ ...base, keyword: "kettle" }));
    expect(queries.some((query) => /"search_text" ilike/.test(query.text))).toBe(true);
    // On 160 products the brand index wins; the trigram index must serve the term on its own.
    expect(await plan(`select id from products where search_text ilike $1`, ["%kettle%"])).toMatch(/products_search_trgm_idx/);
  });

  it("a name search is at most three queries, and the detail page two (details, card) by primary key", async () => {
    expect((await recordQueries(() => listProducts({ ...base, keyword: "kettle" }))).length).toBeLessThanOrEqual(3);
    const [id] = await findDemoProducts(db(), "aigostar", "normal");
    const queries = await recordQueries(() => productDetail({ id: id!, brandKey: "aigostar", lng: "en", currency: "EUR" }));
    expect(queries.length).toBe(2);
    expect(await plan(queries[0]!.text, queries[0]!.params)).toMatch(/products_pkey/);
  });
});
