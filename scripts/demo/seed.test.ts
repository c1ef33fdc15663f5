import crypto from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { type SQL, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type Database, type DatabaseHandle, db } from "~/db/client.server";
import { BRANDS } from "~/services/platform/brands.server";
import { verifyPassword } from "~/services/identity/password-hashing.server";
import { syncReferenceData } from "~/services/platform/reference-data.server";
import { localStorage } from "~/services/platform/storage.server";
import { openEmptyTestDatabase } from "../../tests/setup/database";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./accounts";
import { CATALOGUES } from "./catalogue";
import { isValidEan13 } from "./ean";
import { queryRows } from "./insert";
import { hasDemoData, resetDemoData, seedDemoData } from "./seed";
import { DEMO_API_CLIENT } from "./api-access";
import { hashClientSecret } from "~/services/api-access/credentials.server";
import { DEMO_STATES, type DemoState, findDemoProducts } from "./states";

const NOW = new Date("2025-03-14T09:30:00.000Z");

/** The rows compared for determinism, in a fixed order; password hashes are salted, so left out. */
const DIGEST: readonly [select: string, order: string][] = [
  ["select * from categories", "id"],
  ["select * from tags", "id"],
  ["select * from products", "id"],
  ["select * from product_prices", "product_id, currency"],
  ["select * from stock", "product_id"],
  ["select * from product_tags", "product_id, tag_id"],
  ["select * from cashback_tiers", "id"],
  ["select * from product_accessories", "product_id, accessory_id"],
  ["select * from promotions", "id"],
  ["select * from promotion_items", "id"],
  ["select * from banners", "id"],
  ["select * from sales_scopes", "id"],
  ["select * from sales_scope_categories", "scope_id, category_id"],
  ["select * from companies", "id"],
  ["select id, company_id, role, email, full_name, telephone, language, email_verified_at, created_at from accounts", "id"],
  ["select * from salesman_clients", "salesman_id, client_account_id"],
  ["select * from addresses", "id"],
  ["select * from messages", "id"],
  ["select key, value from app_meta", "key"],
  ["select * from product_documents", "id"],
  ["select * from product_videos", "id"],
  ["select * from download_records", "id"],
  ["select * from image_permissions", "id"],
  ["select * from combinations", "id"],
  ["select * from combination_items", "combination_id, product_id"],
  ["select * from combination_tiers", "combination_id, from_sets"],
  ["select * from combination_minimums", "combination_id, currency"],
  ["select * from combination_scopes", "combination_id, scope_id"],
  ["select * from combination_versions", "combination_id, version"],
  ["select * from cart_combinations", "account_id, combination_id"],
  ["select * from pallet_types", "code"],
  ["select * from cart_pallets", "id"],
  ["select * from cart_pallet_items", "pallet_id, product_id"],
  ["select * from full_reductions", "id"],
  ["select * from full_reduction_tiers", "reduction_id, threshold_minor"],
];

async function digest(database: Database): Promise<string> {
  const hash = crypto.createHash("sha256");
  for (const [select, order] of DIGEST) {
    const rows = await queryRows<{ row: string }>(database, sql.raw(`select t::text as row from (${select}) t order by ${order}`));
    hash.update(`${select}\n${rows.map((row) => row.row).join("\n")}\n`);
  }
  return hash.digest("hex");
}

async function emptyDatabase(): Promise<DatabaseHandle> {
  const handle = await openEmptyTestDatabase();
  await handle.migrate();
  await syncReferenceData(handle.db);
  return handle;
}

const count = async (database: Database, query: SQL) => Number((await queryRows<{ n: number }>(database, query))[0]?.n ?? 0);

const seedOptions = (seed: number) => ({ products: 150, seed, now: NOW, storage: null });

describe("seedDemoData on empty databases", () => {
  it("is deterministic, refuses to seed twice, and resets to the reference data", async () => {
    const first = await emptyDatabase();
    try {
      await seedDemoData(first.db, seedOptions(3));
      const expected = await digest(first.db);

      const second = await emptyDatabase();
      try {
        await seedDemoData(second.db, seedOptions(3));
        expect(await digest(second.db)).toBe(expected);
      } finally {
        await second.close();
      }

      expect(await hasDemoData(first.db)).toBe(true);
      await expect(seedDemoData(first.db, seedOptions(3))).rejects.toThrow(/reset/i);

      const references = sql`select (select count(*) from tenants) + (select count(*) from brands) + (select count(*) from countries) as n`;
      const before = await count(first.db, references);
      await resetDemoData(first.db);
      expect(await hasDemoData(first.db)).toBe(false);
      expect(await count(first.db, sql`select (select count(*) from products) + (select count(*) from accounts) + (select count(*) from categories) as n`)).toBe(0);
      expect(await count(first.db, references)).toBe(before);

      await seedDemoData(first.db, seedOptions(4));
      expect(await digest(first.db)).not.toBe(expected);

      await resetDemoData(first.db);
      await seedDemoData(first.db, seedOptions(3));
      expect(await digest(first.db)).toBe(expected);
    } finally {
      await first.close();
    }
  }, 240_000);

  it("with a storage, writes the documents, the videos and the done record's package through the real writer", async () => {
    const handle = await emptyDatabase();
    const folder = await mkdtemp(path.join(os.tmpdir(), "seed-files-"));
    try {
      const files = localStorage(folder);
      const summary = await seedDemoData(handle.db, { ...seedOptions(5), products: 80, storage: files });
      expect(summary.documents).toBeGreaterThanOrEqual(2 * 80);
      const keys = await queryRows<{ key: string }>(handle.db, sql`select distinct storage_key as key from product_documents union select distinct storage_key from product_videos`);
      for (const { key } of keys) expect(await files.head(key), key).not.toBeNull();
      const pdf = await files.get(keys.find(({ key }) => key.endsWith(".pdf"))!.key);
      const head: Buffer[] = [];
      for await (const chunk of pdf!.body) head.push(chunk as Buffer);
      expect(Buffer.concat(head).subarray(0, 5).toString()).toBe("%PDF-");

      const done = await queryRows<{ id: number; file_count: number }>(handle.db, sql`select r.id, r.file_count from download_records r where r.status = 'done' and exists (select 1 from download_files f where f.record_id = r.id)`);
      expect(done).toHaveLength(1);
      const rows = await queryRows<{ kind: string; storage_key: string; bytes: number; sha256: string }>(handle.db, sql`select kind, storage_key, bytes, sha256 from download_files where record_id = ${done[0]!.id}`);
      expect(rows.length).toBe(done[0]!.file_count);
      expect(rows.map((row) => row.kind)).toContain("zip");
      expect(rows.map((row) => row.kind)).toContain("video");
      for (const row of rows) {
        const object = await files.get(row.storage_key);
        const chunks: Buffer[] = [];
        for await (const chunk of object!.body) chunks.push(chunk as Buffer);
        expect(crypto.createHash("sha256").update(Buffer.concat(chunks)).digest("hex")).toBe(row.sha256);
        expect(Number(row.bytes)).toBe(object!.size);
      }
    } finally {
      await handle.close();
      await rm(folder, { recursive: true, force: true });
    }
  }, 240_000);

  it("rejects a product count out of range", async () => {
    await expect(seedDemoData(db(), { ...seedOptions(1), products: -1 })).rejects.toThrow(/products/);
    await expect(seedDemoData(db(), { ...seedOptions(1), products: 1.5 })).rejects.toThrow(/products/);
  });
});

describe("the seeded template database (160 products, seed 7)", () => {
  it("records the seed in app_meta", async () => {
    const [meta] = await queryRows<{ value: { seed: number; products: number; seededAt: string } }>(db(), sql`select value from app_meta where key = 'demo_data'`);
    expect(meta?.value).toMatchObject({ seed: 7, products: 160 });
    expect(await count(db(), sql`select count(*)::int as n from products`)).toBe(160);
  });

  it.each(BRANDS.map((brand) => brand.key))("has every product state in brand %s", async (brandKey) => {
    const missing: DemoState[] = [];
    for (const state of Object.keys(DEMO_STATES) as DemoState[]) {
      if ((await findDemoProducts(db(), brandKey, state)).length === 0) missing.push(state);
    }
    expect(missing).toEqual([]);
  });

  it("has a three-level category tree per brand, in nine languages, products on leaves", async () => {
    expect(await count(db(), sql`select count(distinct brand_key)::int as n from categories where level = 3`)).toBe(BRANDS.length);
    const problems = await count(
      db(),
      sql`select count(*)::int as n from categories c left join categories parent on parent.id = c.parent_id
          where not (c.names ?& array['en', 'zh-cn', 'es', 'it', 'pl', 'de', 'nl', 'fr', 'pt'])
             or (c.level > 1 and (parent.level <> c.level - 1 or parent.brand_key <> c.brand_key))`,
    );
    expect(problems).toBe(0);
    const misplaced = sql`select count(*)::int as n from products p join categories c on c.id = p.category_id where c.level <> 3 or c.brand_key <> p.brand_key`;
    expect(await count(db(), misplaced)).toBe(0);
  });

  it("writes names, parameters and images the shop can show", async () => {
    for (const brand of BRANDS) {
      const languages = `{${["en", ...brand.mainLanguages].join(",")}}`;
      const bad = await count(
        db(),
        sql`select count(*)::int as n from products where brand_key = ${brand.key}
            and (not (names ?& ${languages}::text[]) or jsonb_array_length(params) = 0
              or jsonb_path_exists(params, '$[*] ? (@.type != "1" && @.type != "2")')
              or cardinality(images) not between 1 and 4
              or exists (select 1 from unnest(images) image where image !~ '^products/[a-z-]+/[a-z0-9-]+-[1-4]\\.webp$'))`,
      );
      expect(bad, brand.key).toBe(0);
    }
  });

  it("keeps quantities, cartons, stock dates and prices consistent", async () => {
    const checks: Record<string, SQL> = {
      multiples: sql`select count(*)::int as n from products where pkg_num % sale_double <> 0 or min_order_qty % sale_double <> 0`,
      volume: sql`select count(*)::int as n from products where abs(carton_volume_cm3 - carton_length_mm::bigint * carton_width_mm * carton_height_mm / 1000) > 1`,
      stockRows: sql`select count(*)::int as n from products p left join stock s on s.product_id = p.id where s.product_id is null`,
      arrival: sql`select count(*)::int as n from stock where (in_transit > 0) <> (expected_arrival is not null) or expected_arrival > current_date + 90`,
      newArrival: sql`select count(*)::int as n from products where is_new and (new_arrival_date is null or new_arrival_date < current_date - 60)`,
      created: sql`select count(*)::int as n from products where created_at > now()`,
    };
    for (const [name, query] of Object.entries(checks)) expect(await count(db(), query), name).toBe(0);
    for (const brand of BRANDS) {
      const currencies = CATALOGUES[brand.key].currencies;
      const wrong = await count(
        db(),
        sql`select count(*)::int as n from products p where p.brand_key = ${brand.key}
            and (select array_agg(currency::text order by currency) from product_prices where product_id = p.id) <> ${`{${[...currencies].sort().join(",")}}`}::text[]`,
      );
      expect(wrong, brand.key).toBe(0);
    }
  });

  it("links promotions, accessories, tags and cashback within the brand and the product's currencies", async () => {
    const checks: Record<string, SQL> = {
      promotionBrand: sql`select count(*)::int as n from promotion_items i join promotions m on m.id = i.promotion_id join products p on p.id = i.product_id where m.brand_key <> p.brand_key`,
      promotionCurrencies: sql`select count(*)::int as n from (select i.promotion_id, i.product_id, count(*) as items,
          (select count(*) from product_prices pp where pp.product_id = i.product_id) as prices
          from promotion_items i group by i.promotion_id, i.product_id) x where items <> prices`,
      promotionLimits: sql`select count(*)::int as n from promotion_items where remaining_qty > quantity_limit`,
      flashEnds: sql`select count(*)::int as n from promotions where kind = 'flash_sale' and starts_at <= now() and ends_at > now() and ends_at > now() + interval '31 days'`,
      accessoryBrand: sql`select count(*)::int as n from product_accessories a join products main on main.id = a.product_id join products acc on acc.id = a.accessory_id
          where main.brand_key <> acc.brand_key or a.ref_goods_num not between 1 and 4`,
      tagBrand: sql`select count(*)::int as n from product_tags pt join tags t on t.id = pt.tag_id join products p on p.id = pt.product_id where t.brand_key <> p.brand_key`,
      cashbackCurrency: sql`select count(*)::int as n from cashback_tiers c where not exists (select 1 from product_prices pp where pp.product_id = c.product_id and pp.currency = c.currency)`,
    };
    for (const [name, query] of Object.entries(checks)) expect(await count(db(), query), name).toBe(0);
    for (const brand of BRANDS) {
      const running = await queryRows<{ kind: string }>(
        db(),
        sql`select distinct kind from promotions where brand_key = ${brand.key} and starts_at <= now() and ends_at > now() order by kind`,
      );
      expect(running.map((row) => row.kind), brand.key).toEqual(["discount", "flash_sale", "order_now"]);
      expect(await count(db(), sql`select count(*)::int as n from product_tags pt join products p on p.id = pt.product_id where p.brand_key = ${brand.key}`)).toBeGreaterThan(0);
    }
  });

  it("gives every product valid, unique EAN-13 barcodes", async () => {
    const rows = await queryRows<{ barcode: string; replace_barcode: string | null; sub_barcodes: string[] }>(
      db(),
      sql`select barcode, replace_barcode, sub_barcodes from products`,
    );
    const codes = rows.flatMap((row) => [row.barcode, ...(row.replace_barcode ? [row.replace_barcode] : []), ...row.sub_barcodes]);
    expect(codes.filter((code) => !isValidEan13(code))).toEqual([]);
    expect(new Set(codes).size).toBe(codes.length);
    const suffixes = rows.map((row) => row.barcode.slice(-6));
    expect(new Set(suffixes).size).toBeLessThan(suffixes.length);
  });

  it("contains no web address anywhere but the API applicants' shops, all on the reserved .example domain", async () => {
    const tables = await queryRows<{ name: string }>(db(), sql`select tablename as name from pg_tables where schemaname = current_schema()`);
    // A shop URL is a web address by nature (decision 0107); the demo ones are on a domain that can never resolve.
    const row = (name: string) => (name === "api_applications" ? `(to_jsonb(x) - 'shop_url')` : "x");
    for (const { name } of tables) {
      const hits = await count(db(), sql.raw(`select count(*)::int as n from "${name}" x where ${row(name)}::text ~* 'https?://'`));
      expect(hits, name).toBe(0);
    }
    const shops = await queryRows<{ shop_url: string }>(db(), sql`select shop_url from api_applications`);
    expect(shops.length).toBeGreaterThan(0);
    for (const { shop_url: url } of shops) expect(new URL(url).hostname).toMatch(/\.example$/);
  });

  it("creates the demo accounts with the demo password", async () => {
    const rows = await queryRows<{ email: string; password_hash: string; email_verified_at: Date | null; role: string }>(
      db(),
      sql`select email, password_hash, email_verified_at, role from accounts order by id`,
    );
    expect(rows.map((row) => row.email)).toEqual(DEMO_ACCOUNTS.map((account) => account.email));
    for (const row of rows) {
      expect(row.email).toBe(row.email.toLowerCase());
      // The one registration still waiting for its e-mail confirmation (the back office's queue, decision 0112).
      if (row.email === "pending.fr@demo.test") expect(row.email_verified_at).toBeNull();
      else expect(row.email_verified_at, row.email).not.toBeNull();
      expect(await verifyPassword(row.password_hash, DEMO_PASSWORD), row.email).toBe(true);
    }
    expect(await verifyPassword(rows[0]!.password_hash, "wrong-password1")).toBe(false);
  });

  it("opens the back office's staff accounts and registrations in every state (decision 0112)", async () => {
    const rows = await queryRows<{ email: string; role: string; company_id: number | null; official: boolean | null; refused: boolean; reviewer: string | null }>(
      db(),
      sql`select a.email, a.role, a.company_id, c.official, c.refused_at is not null as refused, r.email as reviewer
          from accounts a left join companies c on c.id = a.company_id left join accounts r on r.id = c.reviewed_by
          where a.email in ('service@demo.test', 'admin@demo.test', 'pending.de@demo.test', 'pending.fr@demo.test', 'refused@demo.test') order by a.id`,
    );
    expect(rows).toEqual([
      { email: "service@demo.test", role: "service", company_id: null, official: null, refused: false, reviewer: null },
      { email: "admin@demo.test", role: "admin", company_id: null, official: null, refused: false, reviewer: null },
      { email: "pending.fr@demo.test", role: "buyer", company_id: expect.any(Number), official: false, refused: false, reviewer: null },
      { email: "pending.de@demo.test", role: "buyer", company_id: expect.any(Number), official: false, refused: false, reviewer: null },
      { email: "refused@demo.test", role: "buyer", company_id: expect.any(Number), official: false, refused: true, reviewer: "admin@demo.test" },
    ]);
  });

  it("sets up the companies the shop's rules need", async () => {
    const companies = await queryRows<{
      email: string; country_code: string; currency: string; account_set: string; official: boolean; is_test: boolean;
      allowed_languages: string[] | null; sales_scope_id: number | null; vat_number: string | null; telephone: string; language: string;
    }>(
      db(),
      sql`select a.email, c.country_code, c.currency, c.account_set, c.official, c.is_test, c.allowed_languages, c.sales_scope_id,
          c.vat_number, a.telephone, a.language from accounts a join companies c on c.id = a.company_id`,
    );
    const by = (email: string) => companies.find((row) => row.email === email)!;
    expect(by("buyer.es@demo.test")).toMatchObject({ country_code: "ES", currency: "EUR", official: true, allowed_languages: ["es", "en"], language: "es" });
    expect(by("buyer.pl@demo.test")).toMatchObject({ currency: "PLN", allowed_languages: ["pl", "en"] });
    expect(by("buyer.gb@demo.test")).toMatchObject({ currency: "GBP", language: "en", allowed_languages: null });
    expect(by("buyer.mx@demo.test")).toMatchObject({ currency: "MXN", language: "es" });
    expect(by("buyer.nl@demo.test").sales_scope_id).not.toBeNull();
    expect(by("unofficial@demo.test").official).toBe(false);
    expect(by("test@demo.test")).toMatchObject({ is_test: true, official: true, country_code: "DE" });
    expect(by("box@demo.test")).toMatchObject({ country_code: "CN", currency: "CNY", account_set: "china", official: true });
    expect(by("buyer.it@demo.test").telephone).toMatch(/^\+39 /);
    expect(companies.filter((row) => row.vat_number).length).toBeGreaterThanOrEqual(2);

    const clients = await queryRows<{ pinned: number; total: number }>(
      db(),
      sql`select count(*) filter (where sc.pinned_at is not null)::int as pinned, count(*)::int as total
          from salesman_clients sc join accounts s on s.id = sc.salesman_id where s.email = 'sales@demo.test' and s.company_id is null`,
    );
    expect(clients[0]!.total).toBeGreaterThanOrEqual(6);
    expect(clients[0]!.pinned).toBe(1);
    expect(await count(db(), sql`select count(*)::int as n from sales_scope_categories`)).toBeGreaterThan(0);
  });

  it("gives the demo buyers address books from the region dictionary, one default each", async () => {
    const books = await queryRows<{ email: string; total: number; defaults: number; consistent: number }>(
      db(),
      sql`select a.email, count(*)::int as total, count(*) filter (where ad.is_default)::int as defaults,
          count(*) filter (where p.country_code = ad.country_code and p.level = 1 and c.parent_id = p.id and c.level = 2)::int as consistent
          from addresses ad join accounts a on a.id = ad.account_id
          left join admin_regions p on p.id = ad.province_id left join admin_regions c on c.id = ad.city_id
          group by a.email`,
    );
    // The back office's fresh registrations (pending, refused) have no address book yet.
    const fresh = /^(pending\.[a-z]+|refused)@demo\.test$/;
    const buyers = DEMO_ACCOUNTS.filter((account) => account.role === "buyer" && !fresh.test(account.email)).map((account) => account.email);
    expect(books.map((book) => book.email).sort()).toEqual([...buyers].sort());
    for (const book of books) {
      expect(book.total, book.email).toBeGreaterThanOrEqual(1);
      expect(book.total, book.email).toBeLessThanOrEqual(3);
      expect(book.defaults, book.email).toBe(1);
      expect(book.consistent, book.email).toBe(book.total);
    }
  });

  it("gives every product a manual and a specification sheet, and some products videos in both resolutions", async () => {
    const [row] = await queryRows<{ products: number; documented: number; kinds: number; with_video: number; both: number }>(
      db(),
      sql`select (select count(*) from products)::int as products,
            (select count(distinct product_id) from product_documents)::int as documented,
            (select count(*) from (select product_id from product_documents group by product_id having count(distinct kind) = 2) k)::int as kinds,
            (select count(distinct product_id) from product_videos)::int as with_video,
            (select count(*) from (select product_id from product_videos group by product_id having count(distinct resolution) = 2) v)::int as both`,
    );
    expect(row!.documented).toBe(row!.products);
    expect(row!.kinds).toBe(row!.products);
    expect(row!.with_video).toBeGreaterThan(0);
    expect(row!.with_video).toBeLessThan(row!.products);
    expect(row!.both).toBe(row!.with_video);
    const keys = await queryRows<{ key: string; file_name: string }>(db(), sql`select distinct storage_key as key, file_name from product_documents`);
    expect(keys.every(({ key, file_name }) => /^media\/documents\/[a-z-]+\/[a-z0-9-]+-(manual|specification)\.pdf$/.test(key) && key.endsWith(file_name))).toBe(true);
  });

  it("gives the demo buyer records in every state, and requests for unwatermarked images in every state", async () => {
    const records = await queryRows<{ status: string; expired: boolean; source: string; job: string | null }>(
      db(),
      sql`select r.status, (r.status = 'done' and r.files_expire_at <= now()) as expired, r.source, j.status as job
          from download_records r join accounts a on a.id = r.account_id left join jobs j on j.id = r.job_id
          where a.email = 'buyer.es@demo.test' order by r.id`,
    );
    // Without a storage (as here) the done record is not made: it needs files.
    expect(records.map((record) => [record.status, record.expired, record.source])).toEqual([
      ["failed", false, "cart"],
      ["done", true, "barcodes"],
      ["generating", false, "category"],
    ]);
    expect(records[2]!.job).toBe("queued");
    const permissions = await queryRows<{ email: string; status: string; reason: string | null }>(
      db(),
      sql`select a.email, p.status, p.reason from image_permissions p join accounts a on a.id = p.account_id order by a.email`,
    );
    expect(permissions.map((permission) => [permission.email, permission.status, permission.reason !== null])).toEqual([
      ["buyer.de@demo.test", "approved", false],
      ["buyer.fr@demo.test", "review", false],
      ["buyer.it@demo.test", "refused", true],
    ]);
  });

  it("gives Aigostar API applications in every state, and the approved one the README's secret", async () => {
    const applications = await queryRows<{ email: string; status: string; reason: string | null; client_id: string | null; scopes: string[] }>(
      db(),
      sql`select a.email, p.status, p.reason, p.client_id, p.scopes from api_applications p join accounts a on a.id = p.account_id where p.brand_key = 'aigostar' order by a.email`,
    );
    expect(applications.map((row) => [row.email, row.status, row.reason !== null])).toEqual([
      ["buyer.es@demo.test", "approved", false],
      ["buyer.fr@demo.test", "submitted", false],
      ["buyer.it@demo.test", "review", false],
      ["buyer.pl@demo.test", "failed", true],
    ]);
    expect(applications[0]).toMatchObject({ client_id: DEMO_API_CLIENT.clientId, scopes: ["products", "images", "stock", "categories", "parameters"] });
    expect(DEMO_API_CLIENT.clientId).toMatch(/^am_[a-z2-7]{20}$/);
    expect(DEMO_API_CLIENT.clientSecret).toMatch(/^cs_[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(DEMO_API_CLIENT.clientSecret.slice(3), "base64url")).toHaveLength(32);
    const [secret] = await queryRows<{ hint: string; revoked_at: Date | null }>(db(), sql`select hint, revoked_at from api_client_secrets where secret_hash = ${hashClientSecret(DEMO_API_CLIENT.clientSecret)}`);
    expect(secret).toEqual({ hint: DEMO_API_CLIENT.clientSecret.slice(-4), revoked_at: null });
  });

  it("records one unread mail in each demo account's message log", async () => {
    const logs = await queryRows<{ unread: number }>(
      db(),
      sql`select count(*) filter (where m.read_at is null)::int as unread from accounts a left join messages m on m.account_id = a.id group by a.id`,
    );
    expect(logs).toHaveLength(DEMO_ACCOUNTS.length);
    expect(logs.every((log) => log.unread === 1)).toBe(true);
  });
});
