import { and, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { products } from "~/db/schema";
import { inSalesScope, listed } from "~/services/catalogue/listing.server";
import { createCombination } from "~/services/combined/combinations.server";
import { permissionState } from "~/services/downloads/permissions.server";
import { rows } from "./database";

export type OrderFixtures = {
  /** Products with a plain purchase rule (minimum 1, multiple 1), no promotion, and the given stock. */
  products: { id: number; stock: number; barcode: string }[];
  buyers: string[];
};

const TEMPLATE = "buyer.gb@demo.test";

/**
 * Buyers for the order cases: `count` approved accounts, each in a company of its own cloned from
 * the template buyer's (no sales-scope limit), with the template's password and a default
 * address (rely-<first>… onwards); products ready to order in units; no minimum order amount
 * (the cases measure stock).
 */
export async function prepareOrderFixtures(db: Executor, { count, stocks, first = 1 }: { count: number; stocks: number[]; first?: number }): Promise<OrderFixtures> {
  const picked = await rows<{ id: number; barcode: string }>(
    db,
    sql`select p.id, p.barcode from products p
        join stock s on s.product_id = p.id
        join product_prices pp on pp.product_id = p.id and pp.currency = 'GBP' and pp.price_minor > 0
        where p.brand_key = 'aigostar' and not p.off_market and not p.off_shelves and not p.presale and not p.not_online and not p.offline_only
        order by p.id limit ${stocks.length}`,
  );
  if (picked.length < stocks.length) throw new Error("not enough orderable demo products");
  const products = picked.map((row, index) => ({ id: Number(row.id), stock: stocks[index]!, barcode: row.barcode }));
  for (const product of products) {
    await db.execute(sql`update products set min_order_qty = 1, sale_double = 1, pkg_num = 1, ships_from_china = false where id = ${product.id}`);
    await db.execute(sql`update stock set available = ${product.stock}, not_check_stock = false where product_id = ${product.id}`);
    await db.execute(sql`delete from promotion_items where product_id = ${product.id}`);
  }
  await db.execute(sql`delete from order_minimums`);
  const buyers: string[] = [];
  for (let index = first; index < first + count; index++) {
    const email = `rely-${index}@demo.test`;
    const [company] = await rows<{ id: number }>(
      db,
      sql`insert into companies (name, country_code, currency, account_set, official, is_test, user_rate_bp, allowed_languages, sales_scope_id)
          select ${`Reliability Trading ${index} Ltd`}, c.country_code, c.currency, 'standard', true, false, 0, c.allowed_languages, null
          from companies c join accounts a on a.company_id = c.id where lower(a.email) = ${TEMPLATE}
          returning id`,
    );
    const [account] = await rows<{ id: number }>(
      db,
      sql`insert into accounts (company_id, role, email, password_hash, full_name, language, email_verified_at)
          select ${company!.id}, 'buyer', ${email}, a.password_hash, ${`Reliability Buyer ${index}`}, 'en', now()
          from accounts a where lower(a.email) = ${TEMPLATE}
          returning id`,
    );
    await db.execute(
      sql`insert into addresses (account_id, company_name, full_name, address, telephone, country_code, province_id, city_id, province, city, postal_code, is_default)
          select ${account!.id}, ad.company_name, ad.full_name, ad.address, ad.telephone, ad.country_code, ad.province_id, ad.city_id, ad.province, ad.city, ad.postal_code, true
          from addresses ad join accounts a on a.id = ad.account_id where lower(a.email) = ${TEMPLATE} order by ad.is_default desc, ad.id limit 1`,
    );
    buyers.push(email);
  }
  return { products, buyers };
}

export type CombinedFixtures = {
  /** A combination of 2 A + 1 B on short stock; B is China-direct in cartons of 1, so it also goes on pallets. */
  short: { id: number; items: { productId: number; quantity: number; stock: number }[] };
  /** A (its single line) and B (its pallet's carton). */
  singly: { id: number };
  pallet: { id: number; barcode: string };
  /** The orders the short stock gives when each takes a single A, a set and a pallet's carton of B (3 A, 2 B). */
  shortOrders: number;
  /** A combination of 1 C + 3 D on plenty of stock (the double-submit case). */
  plenty: { id: number; items: { productId: number; quantity: number; stock: number }[] };
};

/**
 * The combined-order cases' combinations (issue 18), of the order fixtures' products [a, b, c, d]
 * (plain purchase rules, stock as given): "2 A + 1 B" with a 5 % tier from one set, B made
 * China-direct with a small carton of one unit (a pallet takes it; the order then asks to merge),
 * and "1 C + 3 D". Offered to every Aigostar account, no minimum.
 */
export async function prepareCombinedFixtures(db: Executor, [a, b, c, d]: OrderFixtures["products"]): Promise<CombinedFixtures> {
  if (!a || !b || !c || !d) throw new Error("the combined cases need four fixture products");
  await db.execute(sql`update products set ships_from_china = true, pkg_num = 1, carton_volume_cm3 = 20000, carton_weight_g = 2000 where id = ${b.id}`);
  const combination = async (code: string, items: { productId: number; quantity: number }[]) => {
    const created = await createCombination(
      { brandKey: "aigostar", code, names: { en: `Reliability ${code}` }, items, tiers: [{ fromSets: 1, discountBp: 500 }] },
      { executor: db },
    );
    if (!created.ok) throw new Error(`combination ${code}: ${created.issue}`);
    return created.id;
  };
  const shortItems = [
    { productId: a.id, quantity: 2, stock: a.stock },
    { productId: b.id, quantity: 1, stock: b.stock },
  ];
  const plentyItems = [
    { productId: c.id, quantity: 1, stock: c.stock },
    { productId: d.id, quantity: 3, stock: d.stock },
  ];
  return {
    short: { id: await combination("rely-short", shortItems), items: shortItems },
    singly: { id: a.id },
    pallet: { id: b.id, barcode: b.barcode },
    shortOrders: Math.min(Math.floor(a.stock / 3), Math.floor(b.stock / 2)),
    plenty: { id: await combination("rely-plenty", plentyItems), items: plentyItems },
  };
}

/** The groups stored on the orders: how many of each kind, and the combinations' sets. */
export async function orderGroupsOf(db: Executor, numbers: string[]): Promise<{ combination: number; pallet: number; sets: number }> {
  if (numbers.length === 0) return { combination: 0, pallet: 0, sets: 0 };
  const [row] = await rows<{ combination: string | number; pallet: string | number; sets: string | number }>(
    db,
    sql`select count(*) filter (where g.kind = 'combination') as combination, count(*) filter (where g.kind = 'pallet') as pallet, coalesce(sum(g.sets), 0) as sets
        from order_groups g join orders o on o.id = g.order_id
        where o.order_number in (${sql.join(
          numbers.map((number) => sql`${number}`),
          sql`, `,
        )})`,
  );
  return { combination: Number(row!.combination), pallet: Number(row!.pallet), sets: Number(row!.sets) };
}

/** Units of a product sold on orders that stand (not cancelled) and took stock. */
export async function unitsSold(db: Executor, productId: number): Promise<number> {
  const [row] = await rows<{ sold: string | number }>(
    db,
    sql`select coalesce(sum(l.quantity), 0) as sold from order_lines l join orders o on o.id = l.order_id
        where l.product_id = ${productId} and l.stock_taken and o.status <> 'cancelled'`,
  );
  return Number(row!.sold);
}

export async function available(db: Executor, productId: number): Promise<number> {
  const [row] = await rows<{ available: number }>(db, sql`select available from stock where product_id = ${productId}`);
  return Number(row!.available);
}

/** Orders that are not whole: no lines, quantities or money that do not add up, no history, no invoice number. */
export async function halfWrittenOrders(db: Executor): Promise<string[]> {
  const broken = await rows<{ order_number: string; why: string }>(
    db,
    sql`select o.order_number, case
          when l.lines is null then 'no lines'
          when l.quantity <> o.total_quantity then 'line quantities do not add up'
          when l.total <> o.subtotal_minor - o.discount_minor then 'line totals do not add up'
          when e.events is null then 'no processing flow'
          when o.invoice_number is null then 'no invoice number'
        end as why
        from orders o
        left join (select order_id, count(*) as lines, sum(quantity) as quantity, sum(line_total_minor) as total from order_lines group by order_id) l on l.order_id = o.id
        left join (select order_id, count(*) as events from order_events group by order_id) e on e.order_id = o.id
        where l.lines is null or l.quantity <> o.total_quantity or l.total <> o.subtotal_minor - o.discount_minor or e.events is null or o.invoice_number is null`,
  );
  return broken.map((row) => `${row.order_number}: ${row.why}`);
}

export async function existingOrderNumbers(db: Executor, numbers: string[]): Promise<Set<string>> {
  if (numbers.length === 0) return new Set();
  const found = await rows<{ order_number: string }>(
    db,
    sql`select order_number from orders where order_number in (${sql.join(
      numbers.map((number) => sql`${number}`),
      sql`, `,
    )})`,
  );
  return new Set(found.map((row) => row.order_number));
}

/**
 * A download package of an account's: barcodes of products it may be given (the brand's, on the
 * market, in its sales scope, with at least one picture, the package job's rule) and the zip
 * entries pictures, thumbnails and card images of them make (two per picture, a card image per product).
 */
export type PackagePlan = { barcodes: string[]; pictures: number; entries: number };

/**
 * Chooses `count` products (all there are when `atMost`) for a watermarked package of pictures,
 * thumbnails and card images of the account's, and ends its packages an earlier run left
 * generating (a run stopped midway): at most two generate at once per account, and a leftover one
 * would be made alongside the measured one.
 */
export async function preparePackage(db: Executor, email: string, count: number, { atMost = false, brandKey = "aigostar" } = {}): Promise<PackagePlan> {
  const [account] = await rows<{ id: number; scope: number | null }>(
    db,
    sql`select a.id, c.sales_scope_id as scope from accounts a join companies c on c.id = a.company_id where lower(a.email) = ${email}`,
  );
  if (!account) throw new Error(`${email} is not in the database`);
  if ((await permissionState(account.id, db)) === "approved") throw new Error(`${email} is approved for unwatermarked images: its packages are not watermarked`);
  await db.execute(
    sql`delete from jobs where kind = 'download-package' and status in ('queued', 'running')
          and (payload->>'recordId')::int in (select id from download_records where account_id = ${account.id} and status = 'generating')`,
  );
  await db.execute(sql`delete from download_records where account_id = ${account.id} and status = 'generating'`);
  const found = await db
    .select({ barcode: products.barcode, pictures: sql<number>`cardinality(${products.images})::int` })
    .from(products)
    .where(and(listed(brandKey), inSalesScope(account.scope), sql`cardinality(${products.images}) > 0`))
    .orderBy(products.id)
    .limit(count);
  if (found.length === 0 || (!atMost && found.length < count)) throw new Error(`only ${found.length} products with pictures in ${email}'s scope, the package needs ${count}`);
  const pictures = found.reduce((sum, row) => sum + row.pictures, 0);
  return { barcodes: found.map((row) => row.barcode), pictures, entries: 2 * pictures + found.length };
}

/**
 * The fuzz crawl's buyer has not acknowledged the current user notice of the brand (decision
 * 0114): its sign-in goes by /userNotice, whose "I have read it" form the crawl then finds.
 */
export async function forgetNoticeAcknowledgement(db: Executor, email: string, brandKey = "aigostar"): Promise<void> {
  await db.execute(sql`delete from user_notice_acks a using accounts u
    where a.account_id = u.id and lower(u.email) = ${email.toLowerCase()}
      and a.notice_id = (select n.id from user_notices n where n.brand_key = ${brandKey} and n.published_at is not null order by n.published_at desc, n.version desc limit 1)`);
}
