import { inArray, sql } from "drizzle-orm";
import type { Database, Executor } from "~/db/client.server";
import { accounts, appMeta, salesScopeCategories, salesScopes } from "~/db/schema";
import { BRANDS } from "~/services/platform/brands.server";
import { hashPassword } from "~/services/identity/password-hashing.server";
import { writeAccessories } from "./accessories";
import { writeBanners } from "./banners";
import { seedContent } from "./content";
import { writeCombinedOrders } from "./combined-orders";
import { seedAddresses } from "./addresses";
import { seedApiAccess } from "./api-access";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedAccounts } from "./accounts";
import { splitProducts } from "./catalogue";
import { type CategoryIds, writeCategories, writeProducts, writeTags } from "./catalogue-writer";
import { seedDownloads } from "./downloads";
import { seedFalcon } from "./falcon";
import { writeImagePool } from "./images";
import { maxId, queryRows, syncSequence } from "./insert";
import { seedMessages } from "./messages";
import { writeOrderSettings } from "./order-settings";
import { seedLabels } from "./labels";
import { seedOrders } from "./orders";
import { writeOutletLots } from "./outlet";
import { writePromotions } from "./promotions";
import { forgetReferenceData } from "~/services/platform/reference-cache.server";
import type { Storage } from "~/services/platform/storage.server";

export { DEMO_ACCOUNTS, DEMO_PASSWORD };

export const MAX_DEMO_PRODUCTS = 1_000_000;

/** The app_meta key that marks a database holding demo data. */
export const DEMO_META_KEY = "demo_data";

export type SeedOptions = {
  products: number;
  seed: number;
  /** Every date in the demo data is relative to this instant. */
  now: Date;
  /**
   * Where the product pictures and banners go (keys `media/products/…`, `media/banners/…`) and the
   * download centre's documents, videos and demo package; null writes the paths and rows but no files.
   */
  storage: Storage | null;
  log?: (line: string) => void;
};

export type SeedSummary = {
  seed: number;
  products: number;
  categories: number;
  tags: number;
  productTags: number;
  prices: number;
  stock: number;
  cashbackTiers: number;
  accessories: number;
  promotions: number;
  promotionItems: number;
  banners: number;
  salesScopes: number;
  companies: number;
  accounts: number;
  salesmanClients: number;
  addresses: number;
  messages: number;
  imagesWritten: number;
  imagesSkipped: number;
  documents: number;
  videos: number;
  downloadRecords: number;
  imagePermissions: number;
  apiApplications: number;
  apiClientSecrets: number;
  falconApplications: number;
  combinations: number;
  palletTypes: number;
  pallets: number;
  fullReductions: number;
};

/** Tables whose rows come from code (syncReferenceData) or from the migrator; a reset keeps them. */
const KEPT_TABLES = ["tenants", "brands", "countries", "admin_regions", "__drizzle_migrations"];

export async function hasDemoData(db: Executor | Database): Promise<boolean> {
  const [row] = await queryRows<{ present: boolean }>(
    db,
    sql`select (exists (select 1 from products) or exists (select 1 from app_meta where key = ${DEMO_META_KEY})) as present`,
  );
  return Boolean(row?.present);
}

/** Empties every table except the reference tables, and restarts their id sequences. */
export async function resetDemoData(db: Executor | Database): Promise<void> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = current_schema() order by tablename`,
  );
  const names = tables.map((table) => table.name).filter((name) => !KEPT_TABLES.includes(name));
  if (names.length === 0) return;
  const list = names.map((name) => `"${name.replaceAll('"', '""')}"`).join(", ");
  await db.execute(sql.raw(`truncate table ${list} restart identity cascade`));
  forgetReferenceData();
}

function validate(options: SeedOptions) {
  const { products, seed, now } = options;
  if (!Number.isInteger(products) || products < 0 || products > MAX_DEMO_PRODUCTS) {
    throw new Error(`products must be an integer from 0 to ${MAX_DEMO_PRODUCTS}, got ${products}`);
  }
  if (!Number.isSafeInteger(seed)) throw new Error(`seed must be an integer, got ${seed}`);
  if (Number.isNaN(now.getTime())) throw new Error("now must be a valid date");
}

async function writeSalesScope(db: Executor, categoryIds: CategoryIds): Promise<number> {
  const id = (await maxId(db, "sales_scopes")) + 1;
  await db.insert(salesScopes).values({ id, name: "Kitchen only" });
  await syncSequence(db, "sales_scopes");
  const kitchens = [categoryIds.get("aigostar")?.get("kitchen-appliances"), categoryIds.get("aigostar-mx")?.get("kitchen-appliances")];
  const rows = kitchens.filter((categoryId): categoryId is number => categoryId !== undefined).map((categoryId) => ({ scopeId: id, categoryId }));
  if (rows.length > 0) await db.insert(salesScopeCategories).values(rows);
  return id;
}

/**
 * Fills an empty, migrated database (after syncReferenceData) with a deterministic demo
 * catalogue, promotions and demo accounts: the same seed, product count and `now` always give the
 * same rows. Refuses when demo data is already there (call resetDemoData first).
 */
export async function seedDemoData(db: Executor | Database, options: SeedOptions): Promise<SeedSummary> {
  validate(options);
  const { seed, now, storage } = options;
  const log = options.log ?? (() => {});
  if (await hasDemoData(db)) {
    throw new Error("The database already holds products or demo data; reset it first (resetDemoData, or npm run seed -- --reset).");
  }
  const emails = DEMO_ACCOUNTS.map((account) => account.email);
  const clash = await db.select({ email: accounts.email }).from(accounts).where(inArray(accounts.email, emails));
  if (clash.length > 0) throw new Error(`Demo accounts already exist (${clash.map((row) => row.email).join(", ")}); reset the database first.`);

  // One argon2id hash (about 0.1 s) shared by every demo account.
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  // Pictures render on libvips threads while the rows go in; a failure surfaces when awaited below.
  const imageJob = storage ? writeImagePool(storage) : null;
  imageJob?.catch(() => {});

  const counts = splitProducts(options.products, BRANDS.map((brand) => brand.key));
  const categories = await writeCategories(db);
  const tags = await writeTags(db);
  log(`categories: ${categories.count}, tags: ${tags.count}`);
  const products = await writeProducts(db, { seed, now, counts, categoryIds: categories.ids, tags: tags.tags, log });
  log(`products: ${products.counts.products}`);
  const accessories = await writeAccessories(db, products.brands, seed);
  const promotions = await writePromotions(db, products.brands, { seed, now });
  const banners = await writeBanners(db, { now, storage });
  const salesScopeId = await writeSalesScope(db, categories.ids);
  const people = await seedAccounts(db, { now, passwordHash, salesScopeId });
  const addressCount = await seedAddresses(db, { now });
  const messageCount = await seedMessages(db, { now });
  await writeOrderSettings(db);
  const orderCount = await seedOrders(db, { now });
  log(`orders: ${orderCount}`);
  log(`shipping labels: ${await seedLabels(db, { now, storage })}`);
  const apiAccess = await seedApiAccess(db, { now });
  const falconApplications = await seedFalcon(db, { now });
  const combined = await writeCombinedOrders(db, { now, salesScopeId });
  const content = await seedContent(db, { now });
  log(`outlet: ${await writeOutletLots(db, { now })} lots`);
  log(`help centre: ${content.topics} topics, ${content.articles} articles; user notices: ${content.notices}`);
  log(`combined orders: ${combined.combinations} combinations, ${combined.pallets} pallets, ${combined.fullReductions} full reductions`);

  const images = imageJob ? await imageJob : { written: 0, skipped: 0 };
  if (imageJob) log(`images: ${images.written} written, ${images.skipped} already there`);
  // After the pictures: the demo's done package is made of them.
  const downloads = await seedDownloads(db, { now, storage });
  log(`download centre: ${downloads.documents} documents, ${downloads.videos} videos, ${downloads.downloadRecords} records, ${downloads.filesWritten} files written`);

  const marker = { seed, products: options.products, seededAt: now.toISOString() };
  await db
    .insert(appMeta)
    .values({ key: DEMO_META_KEY, value: marker, updatedAt: now })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: marker, updatedAt: now } });
  // The categories and the sales scope are new: a server in this process reads them again.
  forgetReferenceData();

  return {
    seed,
    products: products.counts.products,
    categories: categories.count,
    tags: tags.count,
    productTags: products.counts.productTags,
    prices: products.counts.prices,
    stock: products.counts.stock,
    cashbackTiers: products.counts.cashbackTiers,
    accessories,
    promotions: promotions.promotions,
    promotionItems: promotions.items,
    banners,
    salesScopes: 1,
    companies: people.companies,
    accounts: people.accounts,
    salesmanClients: people.salesmanClients,
    addresses: addressCount,
    messages: messageCount,
    imagesWritten: images.written,
    imagesSkipped: images.skipped,
    documents: downloads.documents,
    videos: downloads.videos,
    downloadRecords: downloads.downloadRecords,
    imagePermissions: downloads.imagePermissions,
    apiApplications: apiAccess.applications,
    apiClientSecrets: apiAccess.secrets,
    falconApplications,
    ...combined,
  };
}
