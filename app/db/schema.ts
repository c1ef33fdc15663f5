import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  char,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import type { ApiApplicationStatus, ApiScope, DataWanted, EnterpriseSize } from "~/domain/api-access";
import type { CombinationAudience, CombinationSnapshot, OrderGroupKind, PalletKind } from "~/domain/combined-orders";
import type {
  DocumentKind,
  FailureReason,
  FileKind,
  PackageRequest,
  RecordSource,
  PermissionPurpose,
  PermissionStatus,
  SkippedBarcode,
  StoredStatus,
  VideoResolution,
} from "~/domain/downloads";

/** Text in several languages, keyed by locale code ("en", "zh-cn", …). English is always present. */
export type LocalizedText = Partial<Record<string, string>> & { en: string };

/** A product parameter; type "1" parameters are shown on the product card. */
export type ProductParam = {
  type: string;
  name: LocalizedText;
  value: LocalizedText;
};

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

// ---------------------------------------------------------------- brands

export const tenants = pgTable("tenants", {
  id: integer("id").primaryKey(),
  code: text("code").notNull().unique(),
  name: text("name").notNull(),
});

export const brands = pgTable("brands", {
  key: text("key").primaryKey(),
  tenantId: integer("tenant_id")
    .notNull()
    .references(() => tenants.id),
  name: text("name").notNull(),
});

// ---------------------------------------------------------------- dictionaries

export const countries = pgTable("countries", {
  code: char("code", { length: 2 }).primaryKey(),
  englishName: text("english_name").notNull(),
  chineseName: text("chinese_name").notNull(),
  diallingCode: text("dialling_code").notNull(),
  currency: char("currency", { length: 3 }).notNull(),
  defaultLanguage: text("default_language").notNull(),
});

// ---------------------------------------------------------------- catalogue

export const categories = pgTable(
  "categories",
  {
    id: serial("id").primaryKey(),
    brandKey: text("brand_key")
      .notNull()
      .references(() => brands.key),
    parentId: integer("parent_id").references((): AnyPgColumn => categories.id),
    level: smallint("level").notNull(),
    slug: text("slug").notNull(),
    names: jsonb("names").$type<LocalizedText>().notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    check("categories_level_check", sql`${t.level} between 1 and 3`),
    check("categories_parent_check", sql`(${t.level} = 1) = (${t.parentId} is null)`),
    uniqueIndex("categories_brand_slug_idx").on(t.brandKey, t.slug),
    index("categories_parent_idx").on(t.parentId),
  ],
);

export const salesScopes = pgTable("sales_scopes", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
});

/** A sales scope allows the listed categories (any level) and everything below them. */
export const salesScopeCategories = pgTable(
  "sales_scope_categories",
  {
    scopeId: integer("scope_id")
      .notNull()
      .references(() => salesScopes.id, { onDelete: "cascade" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.scopeId, t.categoryId] })],
);

export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    brandKey: text("brand_key")
      .notNull()
      .references(() => brands.key),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id),
    barcode: varchar("barcode", { length: 13 }).notNull(),
    /** An older or alternative code, shown in brackets after the barcode. */
    replaceBarcode: varchar("replace_barcode", { length: 13 }),
    subBarcodes: text("sub_barcodes").array().notNull().default(sql`'{}'::text[]`),
    model: text("model").notNull(),
    names: jsonb("names").$type<LocalizedText>().notNull(),
    usageInstructions: jsonb("usage_instructions").$type<LocalizedText>(),
    params: jsonb("params").$type<ProductParam[]>().notNull().default([]),
    /** Image paths under the media root; the first is the main image. */
    images: text("images").array().notNull().default(sql`'{}'::text[]`),
    minOrderQty: integer("min_order_qty").notNull().default(1),
    /** Sales multiple: quantities are multiples of it. */
    saleDouble: integer("sale_double").notNull().default(1),
    /** Units per box (carton); the China account type orders in these. */
    pkgNum: integer("pkg_num").notNull().default(1),
    mediumPkgNum: integer("medium_pkg_num").notNull().default(1),
    cartonLengthMm: integer("carton_length_mm").notNull().default(0),
    cartonWidthMm: integer("carton_width_mm").notNull().default(0),
    cartonHeightMm: integer("carton_height_mm").notNull().default(0),
    cartonWeightG: integer("carton_weight_g").notNull().default(0),
    /** Volume of one carton in cubic centimetres (integer; 1 m³ = 1,000,000). */
    cartonVolumeCm3: integer("carton_volume_cm3").notNull().default(0),
    offlineOnly: boolean("offline_only").notNull().default(false),
    notOnline: boolean("not_online").notNull().default(false),
    isNew: boolean("is_new").notNull().default(false),
    newArrivalDate: date("new_arrival_date"),
    restock: boolean("restock").notNull().default(false),
    top: boolean("top").notNull().default(false),
    offShelves: boolean("off_shelves").notNull().default(false),
    presale: boolean("presale").notNull().default(false),
    /** Off the market: kept for history, never orderable. */
    offMarket: boolean("off_market").notNull().default(false),
    shipsFromChina: boolean("ships_from_china").notNull().default(false),
    salesCount: integer("sales_count").notNull().default(0),
    createdAt: createdAt(),
    /**
     * Last change of the row or of its prices, kept by triggers (migration 0012): the API's
     * incremental sync reads the products changed since a time (decision 0107).
     */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * The names in every language and the model, lower-cased: the trigram index on it narrows a
     * name search to the few candidate rows before the exact conditions (decision 0041).
     */
    searchText: text("search_text").generatedAlwaysAs(
      sql`lower(coalesce(names->>'en', '') || ' ' || coalesce(names->>'zh-cn', '') || ' ' || coalesce(names->>'es', '') || ' ' || coalesce(names->>'it', '') || ' ' || coalesce(names->>'pl', '') || ' ' || coalesce(names->>'de', '') || ' ' || coalesce(names->>'nl', '') || ' ' || coalesce(names->>'fr', '') || ' ' || coalesce(names->>'pt', '') || ' ' || coalesce(model, ''))`,
    ),
  },
  (t) => [
    uniqueIndex("products_barcode_idx").on(t.barcode),
    index("products_search_trgm_idx").using("gin", t.searchText.op("gin_trgm_ops")),
    index("products_barcode_suffix_idx").on(sql`right(${t.barcode}, 6)`),
    index("products_brand_category_idx").on(t.brandKey, t.categoryId),
    index("products_brand_created_idx").on(t.brandKey, t.createdAt),
    index("products_brand_new_arrival_idx").on(t.brandKey, t.newArrivalDate),
    // The new-arrival pages (decision 0035): the brand's new products on the market by arrival date.
    index("products_new_arrivals_idx")
      .on(t.brandKey, t.newArrivalDate.desc().nullsLast(), t.id)
      .where(sql`${t.isNew} and not ${t.offMarket} and ${t.newArrivalDate} is not null`),
    index("products_brand_sales_idx").on(t.brandKey, t.salesCount),
    index("products_brand_updated_idx").on(t.brandKey, t.updatedAt, t.id),
    // The default list order (Top first, then best sellers) of the listable products.
    index("products_listed_best_idx")
      .on(t.brandKey, t.top.desc().nullsFirst(), t.salesCount.desc().nullsFirst(), t.id)
      .where(sql`not ${t.offMarket}`),
    check("products_min_order_qty_check", sql`${t.minOrderQty} > 0`),
    check("products_sale_double_check", sql`${t.saleDouble} > 0`),
    check("products_pkg_num_check", sql`${t.pkgNum} > 0`),
    check("products_medium_pkg_num_check", sql`${t.mediumPkgNum} > 0`),
  ],
);

export const tags = pgTable("tags", {
  id: serial("id").primaryKey(),
  brandKey: text("brand_key")
    .notNull()
    .references(() => brands.key),
  names: jsonb("names").$type<LocalizedText>().notNull(),
});

export const productTags = pgTable(
  "product_tags",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    tagId: integer("tag_id")
      .notNull()
      .references(() => tags.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.tagId] }), index("product_tags_tag_idx").on(t.tagId)],
);

/** Prices per currency in minor units (cents). A price of 0 means "ask the salesperson". */
export const productPrices = pgTable(
  "product_prices",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    currency: char("currency", { length: 3 }).notNull(),
    priceMinor: bigint("price_minor", { mode: "number" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.currency] }),
    check("product_prices_price_check", sql`${t.priceMinor} >= 0`),
  ],
);

/** Cashback tiers: from an order amount (threshold, minor units of the currency) a percentage back. */
export const cashbackTiers = pgTable(
  "cashback_tiers",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    currency: char("currency", { length: 3 }).notNull(),
    thresholdMinor: bigint("threshold_minor", { mode: "number" }).notNull(),
    /** Percentage in basis points: 250 = 2.5 %. */
    percentBp: integer("percent_bp").notNull(),
  },
  (t) => [
    index("cashback_tiers_product_idx").on(t.productId, t.currency),
    check("cashback_tiers_threshold_check", sql`${t.thresholdMinor} >= 0`),
    check("cashback_tiers_percent_check", sql`${t.percentBp} > 0 and ${t.percentBp} <= 10000`),
  ],
);

export const productAccessories = pgTable(
  "product_accessories",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    accessoryId: integer("accessory_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** Recommended accessory quantity per main product (refGoodsNum). */
    refGoodsNum: integer("ref_goods_num").notNull().default(1),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.accessoryId] }),
    check("product_accessories_self_check", sql`${t.productId} <> ${t.accessoryId}`),
    check("product_accessories_ref_check", sql`${t.refGoodsNum} > 0`),
  ],
);

export const stock = pgTable(
  "stock",
  {
    productId: integer("product_id")
      .primaryKey()
      .references(() => products.id, { onDelete: "cascade" }),
    available: integer("available").notNull().default(0),
    inTransit: integer("in_transit").notNull().default(0),
    /** Quantity on open (undelivered) purchase orders. */
    undeliveredOrderQty: integer("undelivered_order_qty").notNull().default(0),
    expectedArrival: date("expected_arrival"),
    /** Stock is not checked: the product is treated as unlimited (capped at 999999). */
    notCheckStock: boolean("not_check_stock").notNull().default(false),
    /** Last change of the row, kept by a trigger (migration 0012): the API's stock sync (decision 0107). */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("stock_updated_idx").on(t.updatedAt, t.productId),
    check("stock_available_check", sql`${t.available} >= 0`),
    check("stock_in_transit_check", sql`${t.inTransit} >= 0`),
    check("stock_undelivered_check", sql`${t.undeliveredOrderQty} >= 0`),
  ],
);

export const promotions = pgTable(
  "promotions",
  {
    id: serial("id").primaryKey(),
    brandKey: text("brand_key")
      .notNull()
      .references(() => brands.key),
    /** flash_sale (countdown, limited quantities), discount (vipType badge) or order_now. */
    kind: text("kind").notNull(),
    /** Non-zero marks a discount promotion whose card shows the activityValue percentage. */
    vipType: smallint("vip_type").notNull().default(0),
    names: jsonb("names").$type<LocalizedText>().notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("promotions_kind_check", sql`${t.kind} in ('flash_sale', 'discount', 'order_now')`),
    check("promotions_period_check", sql`${t.endsAt} > ${t.startsAt}`),
    index("promotions_brand_period_idx").on(t.brandKey, t.endsAt),
    // The promotion-boundaries job looks for the periods that began or ended since its last run.
    index("promotions_starts_idx").on(t.startsAt),
    index("promotions_ends_idx").on(t.endsAt),
  ],
);

export const promotionItems = pgTable(
  "promotion_items",
  {
    id: serial("id").primaryKey(),
    promotionId: integer("promotion_id")
      .notNull()
      .references(() => promotions.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    currency: char("currency", { length: 3 }).notNull(),
    /** Either a fixed activity price or a rate off the price (basis points). */
    activityPriceMinor: bigint("activity_price_minor", { mode: "number" }),
    activityRateBp: integer("activity_rate_bp"),
    /** Total promotion quantity; null when not limited. */
    quantityLimit: integer("quantity_limit"),
    remainingQty: integer("remaining_qty"),
    perAccountLimit: integer("per_account_limit"),
  },
  (t) => [
    uniqueIndex("promotion_items_unique_idx").on(t.promotionId, t.productId, t.currency),
    index("promotion_items_product_idx").on(t.productId),
    check("promotion_items_remaining_check", sql`${t.remainingQty} is null or ${t.remainingQty} >= 0`),
    check(
      "promotion_items_limit_check",
      sql`(${t.quantityLimit} is null) = (${t.remainingQty} is null) and (${t.quantityLimit} is null or ${t.remainingQty} <= ${t.quantityLimit})`,
    ),
    check(
      "promotion_items_price_check",
      sql`(${t.activityPriceMinor} is not null and ${t.activityPriceMinor} >= 0) or (${t.activityRateBp} is not null and ${t.activityRateBp} > 0 and ${t.activityRateBp} < 10000)`,
    ),
  ],
);

// ---------------------------------------------------------------- customers

export const ACCOUNT_SETS = ["standard", "box", "china"] as const;
export type AccountSet = (typeof ACCOUNT_SETS)[number];

export const companies = pgTable(
  "companies",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    countryCode: char("country_code", { length: 2 })
      .notNull()
      .references(() => countries.code),
    currency: char("currency", { length: 3 }).notNull(),
    /** Purchase mode: standard (sales multiple), box (whole boxes) or china (package numbers). */
    accountSet: text("account_set").$type<AccountSet>().notNull().default("standard"),
    official: boolean("official").notNull().default(false),
    isTest: boolean("is_test").notNull().default(false),
    /** Buyer-specific discount rate in basis points (userRate). */
    userRateBp: integer("user_rate_bp").notNull().default(0),
    /** Interface languages the company's accounts may use; null means all. */
    allowedLanguages: text("allowed_languages").array(),
    salesScopeId: integer("sales_scope_id").references(() => salesScopes.id),
    vatNumber: text("vat_number"),
    /** Refused by customer service (decision 0112): not official; a later approval clears it. */
    refusedAt: timestamp("refused_at", { withTimezone: true }),
    refusalReason: text("refusal_reason"),
    /** The staff account that last approved or refused the registration, and when. */
    reviewedBy: integer("reviewed_by").references((): AnyPgColumn => accounts.id, { onDelete: "set null" }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("companies_account_set_check", sql`${t.accountSet} in ('standard', 'box', 'china')`),
    check("companies_user_rate_check", sql`${t.userRateBp} >= 0 and ${t.userRateBp} < 10000`),
  ],
);

/** Account roles (decision 0112): a buyer has a company; the office roles have none. */
export const ACCOUNT_ROLES = ["buyer", "salesman", "service", "admin"] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];
export type StaffRole = Exclude<AccountRole, "buyer" | "salesman">;

export const accounts = pgTable(
  "accounts",
  {
    id: serial("id").primaryKey(),
    /** Null for office accounts (salesman, service, admin). */
    companyId: integer("company_id").references(() => companies.id),
    role: text("role").$type<AccountRole>().notNull().default("buyer"),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    fullName: text("full_name").notNull(),
    telephone: text("telephone"),
    language: text("language"),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    /** Where the shop's newsletters and notices go; defaults to the account email. */
    subscriptionEmail: text("subscription_email"),
    /** Email subscription settings: newsletters and promotions, arrival and order notices. */
    subscribeNewsletter: boolean("subscribe_newsletter").notNull().default(false),
    subscribeNotices: boolean("subscribe_notices").notNull().default(true),
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }),
    /** The salesman who opened the account, when one did. */
    createdBySalesmanId: integer("created_by_salesman_id").references((): AnyPgColumn => accounts.id, { onDelete: "set null" }),
    /** Switched off by an administrator (decision 0112): no sign-in, sessions ended. */
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("accounts_email_idx").on(sql`lower(${t.email})`),
    check("accounts_role_check", sql`${t.role} in ('buyer', 'salesman', 'service', 'admin')`),
    check("accounts_company_check", sql`(${t.role} <> 'buyer') = (${t.companyId} is null)`),
  ],
);

export const salesmanClients = pgTable(
  "salesman_clients",
  {
    salesmanId: integer("salesman_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    clientAccountId: integer("client_account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    pinnedAt: timestamp("pinned_at", { withTimezone: true }),
    lastChosenAt: timestamp("last_chosen_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.salesmanId, t.clientAccountId] })],
);

export const sessions = pgTable(
  "sessions",
  {
    /** SHA-256 of the random token held in the cookie; the token itself is never stored. */
    id: text("id").primaryKey(),
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    /** The account a salesman acts for; for buyers, the buyer's own account. */
    actingAccountId: integer("acting_account_id").references(() => accounts.id, { onDelete: "set null" }),
    accessTokenHash: text("access_token_hash").notNull(),
    refreshTokenHash: text("refresh_token_hash").notNull(),
    /** Lifetime of the access token in seconds, counted from genTime. */
    expiresIn: integer("expires_in").notNull(),
    genTime: timestamp("gen_time", { withTimezone: true }).notNull(),
    claims: jsonb("claims").$type<{ country_code: string | null; is_test: boolean }>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("sessions_account_idx").on(t.accountId)],
);

// ---------------------------------------------------------------- cart

export const cartItems = pgTable(
  "cart_items",
  {
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    checked: boolean("checked").notNull().default(true),
    /** The salesman who added or last changed the line while acting for the account. */
    salesmanId: integer("salesman_id").references(() => accounts.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.productId] }),
    check("cart_items_quantity_check", sql`${t.quantity} > 0`),
  ],
);

/**
 * The add forms' one-time keys (decision 0083): an add recorded with its key in the transaction
 * that changed the line, so a repeat of the same form (a double click, a resubmit) adds nothing
 * and is answered with the first add's outcome. Kept a day; older ones are deleted by the next add
 * of the account.
 */
export const cartAddKeys = pgTable(
  "cart_add_keys",
  {
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    productId: integer("product_id").notNull(),
    /** What the add added (negative: removed). */
    change: integer("change").notNull(),
    /** The asked line quantity when it was reduced to a multiple, else null. */
    reducedFrom: integer("reduced_from"),
    multiple: integer("multiple").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.key, t.productId] }), index("cart_add_keys_created_idx").on(t.createdAt)],
);

// ---------------------------------------------------------------- operations

export const clientErrorLogs = pgTable(
  "client_error_logs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    webAddress: text("web_address").notNull(),
    errorName: text("error_name").notNull(),
    errorMessage: text("error_message").notNull(),
    userAgent: text("user_agent"),
    accountId: integer("account_id").references(() => accounts.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("client_error_logs_created_idx").on(t.createdAt)],
);

/** Fixed-window counters shared by every app server (login attempts, error log posts, …). */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index("rate_limits_window_idx").on(t.windowStart)],
);

/**
 * Background work (decision 0078): a row per job, worked by the app servers themselves. A job is
 * queued in the same transaction as what it follows from (an order, a registration), so a crash
 * after the commit loses nothing; `sealed` holds what must not lie in the database readable (reset
 * links, sign-in codes, a registration's password hash), encrypted with a key derived from the
 * session secret, and is erased once the job has finished.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: text("kind").notNull(),
    payload: jsonb("payload").notNull(),
    sealed: text("sealed"),
    /** queued (waiting, maybe after a failed attempt), running (claimed until locked_until), done or failed. */
    status: text("status").notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull(),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: createdAt(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    index("jobs_due_idx").on(t.runAt).where(sql`${t.status} in ('queued', 'running')`),
    index("jobs_finished_idx").on(t.finishedAt),
    check("jobs_status_check", sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
  ],
);

/** Facts about this installation, such as when the demo data was loaded. */
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

// ---------------------------------------------------------------- accounts: tokens, challenges

/**
 * One-time tokens sent by email: confirming the address, resetting the password, and the login
 * code that replaces the picture code (accessible authentication). Only a hash is stored.
 */
export const emailTokens = pgTable(
  "email_tokens",
  {
    id: serial("id").primaryKey(),
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    purpose: text("purpose").$type<"confirm_email" | "reset_password">().notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("email_tokens_hash_idx").on(t.tokenHash),
    index("email_tokens_account_idx").on(t.accountId, t.purpose),
    check("email_tokens_purpose_check", sql`${t.purpose} in ('confirm_email', 'reset_password')`),
  ],
);

/**
 * The login verification code: a server-side, single-use, expiring challenge identified by a
 * 32-character random key. The code is shown as a picture, or sent by email on request.
 */
export const verificationChallenges = pgTable(
  "verification_challenges",
  {
    key: varchar("key", { length: 32 }).primaryKey(),
    codeHash: text("code_hash").notNull(),
    /**
     * A code sent by email instead of a picture. The request only opens the challenge (its code
     * hash is of nothing anyone knows); the mail job sets the code and the account when the email
     * has one, so the answer takes the same time whether it has or not (decision 0080).
     */
    emailed: boolean("emailed").notNull().default(false),
    /** The account the emailed code was sent to (then it is only valid for that account). */
    emailedToAccountId: integer("emailed_to_account_id").references(() => accounts.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("verification_challenges_expires_idx").on(t.expiresAt)],
);

// ---------------------------------------------------------------- addresses

/** The administrative-region dictionary: provinces (level 1) and cities (level 2) per country. */
export const adminRegions = pgTable(
  "admin_regions",
  {
    id: serial("id").primaryKey(),
    countryCode: char("country_code", { length: 2 })
      .notNull()
      .references(() => countries.code),
    parentId: integer("parent_id").references((): AnyPgColumn => adminRegions.id, { onDelete: "cascade" }),
    level: smallint("level").notNull(),
    code: text("code").notNull(),
    names: jsonb("names").$type<LocalizedText>().notNull(),
  },
  (t) => [
    uniqueIndex("admin_regions_code_idx").on(t.countryCode, t.code),
    index("admin_regions_parent_idx").on(t.countryCode, t.parentId),
    check("admin_regions_level_check", sql`${t.level} in (1, 2)`),
    check("admin_regions_parent_check", sql`(${t.level} = 1) = (${t.parentId} is null)`),
  ],
);

export const addresses = pgTable(
  "addresses",
  {
    id: serial("id").primaryKey(),
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    companyName: text("company_name").notNull(),
    fullName: text("full_name").notNull(),
    address: text("address").notNull(),
    telephone: text("telephone").notNull(),
    countryCode: char("country_code", { length: 2 })
      .notNull()
      .references(() => countries.code),
    provinceId: integer("province_id").references(() => adminRegions.id),
    cityId: integer("city_id").references(() => adminRegions.id),
    /** Free text when the dictionary has no entry for the place. */
    province: text("province"),
    city: text("city"),
    postalCode: text("postal_code").notNull(),
    isDefault: boolean("is_default").notNull().default(false),
    /** The salesman who created or last changed it while acting for the account. */
    salesmanId: integer("salesman_id").references(() => accounts.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("addresses_account_idx").on(t.accountId, t.id),
    // At most one default address per account.
    uniqueIndex("addresses_one_default_idx").on(t.accountId).where(sql`${t.isDefault}`),
  ],
);

// ---------------------------------------------------------------- messages and audit

/** Every email the shop sends is recorded as a message of its account (the message log). */
export const messages = pgTable(
  "messages",
  {
    id: serial("id").primaryKey(),
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    toEmail: text("to_email").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    /** queued (waiting for the mail job), sent (SMTP accepted it), recorded (no SMTP configured) or failed. */
    deliveryStatus: text("delivery_status").notNull().default("queued"),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("messages_account_idx").on(t.accountId, t.id),
    index("messages_unread_idx").on(t.accountId).where(sql`${t.readAt} is null`),
    check("messages_delivery_check", sql`${t.deliveryStatus} in ('queued', 'recorded', 'sent', 'failed')`),
  ],
);

/**
 * What a salesman did while acting for a client, and other account events worth a trail
 * (a later customer-service screen shows it).
 */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** The account the event concerns (the client); null for events about no buyer account (decision 0112). */
    accountId: integer("account_id").references(() => accounts.id, { onDelete: "cascade" }),
    /** Who did it: the account itself, the salesman acting for it or a staff member; null for the command line (decision 0112). */
    actorId: integer("actor_id").references(() => accounts.id, { onDelete: "cascade" }),
    action: text("action").notNull(),
    entity: text("entity"),
    entityId: text("entity_id"),
    details: jsonb("details"),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_events_account_idx").on(t.accountId, t.id),
    index("audit_events_actor_idx").on(t.actorId, t.id),
    index("audit_events_created_idx").on(t.createdAt.desc()),
    index("audit_events_action_created_idx").on(t.action, t.createdAt.desc()),
  ],
);

// ---------------------------------------------------------------- banners (brand homes)

/**
 * The banners at the top of a brand home, in their order. The picture is decorative (the title
 * and subtitle are text on the page, in the request's language); `href` is a path on the shop
 * itself. A banner shows between its optional start and end.
 */
export const banners = pgTable(
  "banners",
  {
    id: serial("id").primaryKey(),
    brandKey: text("brand_key")
      .notNull()
      .references(() => brands.key),
    position: integer("position").notNull().default(0),
    /** Image path under the media root. */
    image: text("image").notNull(),
    title: jsonb("title").$type<LocalizedText>().notNull(),
    subtitle: jsonb("subtitle").$type<LocalizedText>(),
    href: text("href").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("banners_brand_position_idx").on(t.brandKey, t.position),
    check("banners_href_check", sql`${t.href} ~ '^/[^/\\\\]'`),
    check("banners_period_check", sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
  ],
);

// ---------------------------------------------------------------- browsing history (issue 4, helper G)

/**
 * The products an account (the acting account) last viewed on the detail page: one row per
 * product, moved to the top when viewed again, at most BROWSING_HISTORY_CAP rows per account.
 */
export const browsingHistory = pgTable(
  "browsing_history",
  {
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    viewedAt: timestamp("viewed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.productId] }), index("browsing_history_recent_idx").on(t.accountId, t.viewedAt.desc())],
);

// ---------------------------------------------------------------- arrival notices

/** Upper bound of the quantity a buyer asks to be told about (decision 0037): the unlimited-stock cap. */
export const ARRIVAL_NOTICE_MAX_QUANTITY = 999_999;

/**
 * "Tell me when it is back": a subscription of the acting account to a sold-out or replenishment
 * product. Restocking the product notifies every waiting subscription once and marks it notified.
 */
export const arrivalNotices = pgTable(
  "arrival_notices",
  {
    id: serial("id").primaryKey(),
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    /** The quantity the buyer means to order (shown in the notice mail). */
    quantity: integer("quantity").notNull(),
    /** The salesman who subscribed while acting for the account. */
    salesmanId: integer("salesman_id").references(() => accounts.id, { onDelete: "set null" }),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
    /** The message (mail) that told the buyer. */
    messageId: integer("message_id").references(() => messages.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("arrival_notices_account_idx").on(t.accountId, t.id),
    // One waiting subscription per account and product; subscribing again updates it.
    uniqueIndex("arrival_notices_waiting_idx").on(t.accountId, t.productId).where(sql`${t.notifiedAt} is null`),
    // Restocking finds the waiting subscribers of a product.
    index("arrival_notices_product_waiting_idx").on(t.productId).where(sql`${t.notifiedAt} is null`),
    check("arrival_notices_quantity_check", sql`${t.quantity} > 0 and ${t.quantity} <= 999999`),
    check("arrival_notices_email_check", sql`char_length(${t.email}) between 3 and 254`),
  ],
);

// ---------------------------------------------------------------- orders (issue 5)

export const ORDER_STATUSES = ["submitted", "unshipped", "shipped", "returning", "returned", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The delivery address as it was when the order was placed (the address book may change later). */
export type OrderAddress = {
  companyName: string;
  fullName: string;
  address: string;
  telephone: string;
  countryCode: string;
  province: string | null;
  city: string | null;
  postalCode: string;
};

/**
 * An order of the acting account (the client), placed by the buyer or by a salesman acting for it.
 * Money in minor units of `currency`; stock and promotion quantities were taken in the transaction
 * that inserted the row (DESIGN items 3 and 4). `submitKey` is the one-time key of the confirm form:
 * unique per account, so a repeated submit finds the order instead of creating a second one.
 */
export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    orderNumber: text("order_number").notNull(),
    invoiceNumber: text("invoice_number"),
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id),
    /** Who pressed submit: the buyer or the salesman. */
    placedById: integer("placed_by_id")
      .notNull()
      .references(() => accounts.id),
    /** The salesman acting for the client, when one placed it. */
    salesmanId: integer("salesman_id").references(() => accounts.id),
    /** The brand (host) it was placed on. */
    brandKey: text("brand_key")
      .notNull()
      .references(() => brands.key),
    status: text("status").$type<OrderStatus>().notNull().default("submitted"),
    currency: char("currency", { length: 3 }).notNull(),
    subtotalMinor: bigint("subtotal_minor", { mode: "number" }).notNull(),
    discountMinor: bigint("discount_minor", { mode: "number" }).notNull().default(0),
    taxRateBp: integer("tax_rate_bp").notNull().default(0),
    taxMinor: bigint("tax_minor", { mode: "number" }).notNull().default(0),
    totalMinor: bigint("total_minor", { mode: "number" }).notNull(),
    totalQuantity: integer("total_quantity").notNull(),
    totalVolumeCm3: bigint("total_volume_cm3", { mode: "number" }).notNull().default(0),
    addressId: integer("address_id").references(() => addresses.id, { onDelete: "set null" }),
    shippingAddress: jsonb("shipping_address").$type<OrderAddress>().notNull(),
    note: text("note"),
    /** The language of the account when it was placed (confirmation mail, invoice default). */
    language: text("language").notNull(),
    submitKey: text("submit_key").notNull(),
    /** The full-reduction discount of the order (decision 0108): taken off the net before tax; Σ of its lines' shares. */
    reductionMinor: bigint("reduction_minor", { mode: "number" }).notNull().default(0),
    /** "Merge the order": the China-direct goods travel with the consolidated shipment (no 65 m³ minimum). */
    chinaMerge: boolean("china_merge").notNull().default(false),
    cancelReason: text("cancel_reason"),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    returnOrderNumber: text("return_order_number"),
    carrier: text("carrier"),
    trackingNumber: text("tracking_number"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("orders_number_idx").on(t.orderNumber),
    uniqueIndex("orders_invoice_number_idx").on(t.invoiceNumber),
    uniqueIndex("orders_submit_key_idx").on(t.accountId, t.submitKey),
    // The order list: an account's orders, newest first, by status.
    index("orders_account_created_idx").on(t.accountId, t.createdAt.desc(), t.id.desc()),
    index("orders_account_status_idx").on(t.accountId, t.status, t.createdAt.desc()),
    // The sales ranking (/TojRanking, decision 0114): a brand's orders over a period.
    index("orders_brand_created_idx").on(t.brandKey, t.createdAt),
    check("orders_status_check", sql`${t.status} in ('submitted', 'unshipped', 'shipped', 'returning', 'returned', 'cancelled')`),
    check("orders_money_check", sql`${t.subtotalMinor} >= 0 and ${t.discountMinor} >= 0 and ${t.taxMinor} >= 0 and ${t.totalMinor} >= 0`),
    check("orders_reduction_check", sql`${t.reductionMinor} >= 0`),
    check("orders_quantity_check", sql`${t.totalQuantity} > 0`),
    check("orders_cancel_check", sql`(${t.status} = 'cancelled') = (${t.cancelledAt} is not null)`),
  ],
);

/** A line of an order: the product as it was sold (barcode, names, prices), in the order it was shown. */
export const orderLines = pgTable(
  "order_lines",
  {
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    lineNo: integer("line_no").notNull(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    barcode: varchar("barcode", { length: 13 }).notNull(),
    model: text("model").notNull(),
    names: jsonb("names").$type<LocalizedText>().notNull(),
    quantity: integer("quantity").notNull(),
    /** The price before any discount (the product's price in the order currency). */
    listUnitMinor: bigint("list_unit_minor", { mode: "number" }).notNull(),
    /** What one unit costs after the promotion and the buyer's rate. */
    unitMinor: bigint("unit_minor", { mode: "number" }).notNull(),
    lineTotalMinor: bigint("line_total_minor", { mode: "number" }).notNull(),
    /** The promotion whose quantity the line took (given back when the order is cancelled). */
    promotionItemId: integer("promotion_item_id").references(() => promotionItems.id, { onDelete: "set null" }),
    /** Whether stock.available was decremented (false for products whose stock is not checked). */
    stockTaken: boolean("stock_taken").notNull().default(true),
    volumeCm3: bigint("volume_cm3", { mode: "number" }).notNull().default(0),
    /** The order group (a combination's sets, a pallet) the line belongs to; null for a single line. */
    groupNo: integer("group_no"),
    /** The line's share of the order's full reduction (largest remainder, decision 0108). */
    reductionMinor: bigint("reduction_minor", { mode: "number" }).notNull().default(0),
    /** The outlet lot the line was sold from (decision 0114 /Scratch); its units, not the product's stock, were taken. */
    outletLotId: integer("outlet_lot_id").references((): AnyPgColumn => outletLots.id, { onDelete: "set null" }),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.lineNo] }),
    index("order_lines_product_idx").on(t.productId),
    foreignKey({ name: "order_lines_group_fk", columns: [t.orderId, t.groupNo], foreignColumns: [orderGroups.orderId, orderGroups.groupNo] }),
    check("order_lines_quantity_check", sql`${t.quantity} > 0`),
    check("order_lines_money_check", sql`${t.listUnitMinor} >= 0 and ${t.unitMinor} >= 0 and ${t.lineTotalMinor} >= 0`),
    check("order_lines_reduction_check", sql`${t.reductionMinor} >= 0 and ${t.reductionMinor} <= ${t.lineTotalMinor}`),
  ],
);

/** The processing flow: every status an order went through, with who changed it and why. */
export const orderEvents = pgTable(
  "order_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    status: text("status").$type<OrderStatus>().notNull(),
    /** The account that made the change (buyer, salesman); null for the back office. */
    actorId: integer("actor_id").references(() => accounts.id, { onDelete: "set null" }),
    note: text("note"),
    createdAt: createdAt(),
  },
  (t) => [index("order_events_order_idx").on(t.orderId, t.id)],
);

// ---------------------------------------------------------------- order submission (issue 5, helper B: decisions 0047–0049)

/** Value-added tax charged on orders of companies of a country (basis points; no row = 0, e.g. exports). */
export const taxRates = pgTable(
  "tax_rates",
  {
    countryCode: char("country_code", { length: 2 })
      .primaryKey()
      .references(() => countries.code),
    rateBp: integer("rate_bp").notNull(),
  },
  (t) => [check("tax_rates_rate_check", sql`${t.rateBp} >= 0 and ${t.rateBp} < 10000`)],
);

/** The minimum order amount (net goods value, before tax) of a brand's lines in a currency. */
export const orderMinimums = pgTable(
  "order_minimums",
  {
    brandKey: text("brand_key")
      .notNull()
      .references(() => brands.key),
    currency: char("currency", { length: 3 }).notNull(),
    minimumMinor: bigint("minimum_minor", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.brandKey, t.currency] }), check("order_minimums_amount_check", sql`${t.minimumMinor} >= 0`)],
);

/**
 * Invoice numbers without gaps or duplicates: one counter per year, incremented in the order
 * transaction (a rolled-back submit gives its number back).
 */
export const invoiceCounters = pgTable(
  "invoice_counters",
  {
    year: integer("year").primaryKey(),
    lastNumber: integer("last_number").notNull(),
  },
  (t) => [check("invoice_counters_last_check", sql`${t.lastNumber} > 0`)],
);

/** Order numbers: gaps are harmless (a conflicting or failed insert uses one), so a sequence. */
export const orderNumberSeq = pgSequence("order_number_seq", { startWith: 100001 });

// ---------------------------------------------------------------- order history: reorder results (issue 5, helper C)

/** What happened to one line of an order put back into the cart (decision 0053). */
export type ReorderLineResult = {
  lineNo: number;
  productId: number;
  /** The quantity of the order line. */
  ordered: number;
  /** What went into the cart (0 when refused). */
  added: number;
  /** added: as ordered; reduced: to the multiple; raised: to today's minimum; refused: see `issue`. */
  outcome: "added" | "reduced" | "raised" | "refused";
  /** The cart's refusal key (cart:errors.<key>) with its values. */
  issue: { key: string; minimum?: number; limit?: number; remaining?: number } | null;
  /** The list price today when it differs from the order's (minor units of the order currency); null when unchanged or unknown. */
  priceNowMinor: number | null;
};

/**
 * The result of a reorder, kept so the page after the redirect can show it (post, redirect, get)
 * and reloading it shows the same result without adding again.
 */
export const orderReorders = pgTable(
  "order_reorders",
  {
    id: serial("id").primaryKey(),
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    salesmanId: integer("salesman_id").references(() => accounts.id, { onDelete: "set null" }),
    lines: jsonb("lines").$type<ReorderLineResult[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("order_reorders_account_idx").on(t.accountId, t.id)],
);

// ---------------------------------------------------------------- cart imports and distribution plans (issue 5, helper A)

export type ImportLineStatus = "added" | "adjusted" | "rejected";

/** One line of an import as the result page shows it; `reason` is a key under `imports:reasons`. */
export type ImportResultLine = {
  /** The line (file row or typed entry) it came from, 1-based. */
  line: number;
  /** What the buyer gave, shortened; shown as text, never evaluated. */
  barcode: string;
  quantity: string;
  status: ImportLineStatus;
  productId: number | null;
  name: string | null;
  /** What the cart line gained. */
  added: number | null;
  reason: string | null;
  values: Record<string, number> | null;
};

/**
 * The result of importing barcodes into the cart (a file, typed barcodes, or a plan loaded back),
 * kept so that the result page is a GET after the redirect. Lines of one import were added in one
 * transaction.
 */
export const cartImports = pgTable(
  "cart_imports",
  {
    id: serial("id").primaryKey(),
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    salesmanId: integer("salesman_id").references(() => accounts.id, { onDelete: "set null" }),
    /** file, typed, or plan (a distribution plan loaded back into the cart). */
    source: text("source").$type<"file" | "typed" | "plan">().notNull(),
    /** The uploaded file's name or the plan's name, shortened. */
    fileName: text("file_name"),
    lines: jsonb("lines").$type<ImportResultLine[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("cart_imports_account_idx").on(t.accountId, t.id),
    check("cart_imports_source_check", sql`${t.source} in ('file', 'typed', 'plan')`),
  ],
);

/** Cart lines saved under a name, to be loaded back into the cart later. */
export const distributionPlans = pgTable(
  "distribution_plans",
  {
    id: serial("id").primaryKey(),
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    /** The salesman who saved it while acting for the account. */
    salesmanId: integer("salesman_id").references(() => accounts.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    createdAt: createdAt(),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("distribution_plans_account_idx").on(t.accountId, t.savedAt.desc(), t.id.desc()),
    check("distribution_plans_name_check", sql`char_length(${t.name}) between 1 and 60`),
  ],
);

export const distributionPlanItems = pgTable(
  "distribution_plan_items",
  {
    planId: integer("plan_id")
      .notNull()
      .references(() => distributionPlans.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    position: integer("position").notNull(),
  },
  (t) => [primaryKey({ columns: [t.planId, t.productId] }), check("distribution_plan_items_quantity_check", sql`${t.quantity} > 0`)],
);

// ---------------------------------------------------------------- download centre (issue 16, decision 0103)

/** A product's documents (manuals, specification sheets): real files in storage. */
export const productDocuments = pgTable(
  "product_documents",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    kind: text("kind").$type<DocumentKind>().notNull(),
    /** The document's language; null for one in several languages. */
    language: text("language"),
    /** Several products may share one object (the demo's documents per product type). */
    storageKey: text("storage_key").notNull(),
    bytes: bigint("bytes", { mode: "number" }).notNull(),
    fileName: text("file_name").notNull(),
  },
  (t) => [index("product_documents_product_idx").on(t.productId), check("product_documents_kind_check", sql`${t.kind} in ('manual', 'specification')`)],
);

/** A product's videos, each in standard or high resolution. */
export const productVideos = pgTable(
  "product_videos",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    resolution: text("resolution").$type<VideoResolution>().notNull(),
    storageKey: text("storage_key").notNull(),
    bytes: bigint("bytes", { mode: "number" }).notNull(),
    durationMs: integer("duration_ms").notNull(),
  },
  (t) => [index("product_videos_product_idx").on(t.productId, t.resolution), check("product_videos_resolution_check", sql`${t.resolution} in ('standard', 'high')`)],
);

/**
 * A package a buyer asked for (by category, by barcodes or from the cart): generated in the
 * background (`download-package` job), its files valid 7 days, the record kept 30 days.
 */
export const downloadRecords = pgTable(
  "download_records",
  {
    id: serial("id").primaryKey(),
    /** The owner: the buyer, or the client a salesman acted for. */
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    salesmanId: integer("salesman_id").references(() => accounts.id, { onDelete: "set null" }),
    brandKey: text("brand_key")
      .notNull()
      .references(() => brands.key),
    source: text("source").$type<RecordSource>().notNull(),
    categoryId: integer("category_id").references(() => categories.id, { onDelete: "set null" }),
    request: jsonb("request").$type<PackageRequest>().notNull(),
    /** Decided when the job runs (the account's permission then). */
    watermarked: boolean("watermarked"),
    status: text("status").$type<StoredStatus>().notNull().default("generating"),
    failureReason: text("failure_reason").$type<FailureReason>(),
    /** Barcodes left out, with the reason (the record's remark). */
    skipped: jsonb("skipped").$type<SkippedBarcode[]>().notNull().default([]),
    productCount: integer("product_count").notNull().default(0),
    fileCount: integer("file_count").notNull().default(0),
    bytes: bigint("bytes", { mode: "number" }).notNull().default(0),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    filesExpireAt: timestamp("files_expire_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** When the owner saw it finished in the centre (the header counts the unseen). */
    seenAt: timestamp("seen_at", { withTimezone: true }),
    jobId: bigint("job_id", { mode: "number" }),
    /** Generation attempts so far: each writes under its own folder and only the current one may finish. */
    attempt: integer("attempt").notNull().default(0),
  },
  (t) => [
    index("download_records_account_idx").on(t.accountId, t.requestedAt.desc(), t.id.desc()),
    index("download_records_generating_idx").on(t.accountId).where(sql`${t.status} = 'generating'`),
    index("download_records_unseen_idx").on(t.accountId).where(sql`${t.finishedAt} is not null and ${t.seenAt} is null`),
    index("download_records_expires_idx").on(t.expiresAt),
    index("download_records_files_expire_idx").on(t.filesExpireAt).where(sql`${t.status} = 'done'`),
    // 'priceList': a price list written in the background (decision 0113 item 6, migration 0017).
    check("download_records_source_check", sql`${t.source} in ('category', 'barcodes', 'cart', 'priceList')`),
    check("download_records_status_check", sql`${t.status} in ('generating', 'done', 'failed')`),
  ],
);

/** One file of a package: a zip part or a video. Downloadable only through its random token. */
export const downloadFiles = pgTable(
  "download_files",
  {
    id: serial("id").primaryKey(),
    /** 128 random bits (base64url): the download path's key, never the record's id. */
    token: text("token").notNull(),
    recordId: integer("record_id")
      .notNull()
      .references(() => downloadRecords.id, { onDelete: "cascade" }),
    kind: text("kind").$type<FileKind>().notNull(),
    part: integer("part").notNull(),
    fileName: text("file_name").notNull(),
    storageKey: text("storage_key").notNull(),
    bytes: bigint("bytes", { mode: "number" }).notNull(),
    sha256: text("sha256").notNull(),
  },
  (t) => [
    uniqueIndex("download_files_token_idx").on(t.token),
    index("download_files_record_idx").on(t.recordId, t.kind, t.part),
    check("download_files_kind_check", sql`${t.kind} in ('zip', 'video', 'xlsx', 'pdf')`),
  ],
);

/** Requests for unwatermarked images, one row each; an account's latest row is its state. */
export const imagePermissions = pgTable(
  "image_permissions",
  {
    id: serial("id").primaryKey(),
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    salesmanId: integer("salesman_id").references(() => accounts.id, { onDelete: "set null" }),
    purpose: text("purpose").$type<PermissionPurpose>().notNull(),
    note: text("note").notNull().default(""),
    status: text("status").$type<PermissionStatus>().notNull().default("review"),
    reason: text("reason"),
    /** Who decided: a staff member's name or address, or the command line's user. */
    decidedBy: text("decided_by"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("image_permissions_account_idx").on(t.accountId, t.id.desc()),
    check("image_permissions_purpose_check", sql`${t.purpose} in ('website', 'customers')`),
    check("image_permissions_status_check", sql`${t.status} in ('review', 'refused', 'approved')`),
    check("image_permissions_decision_check", sql`(${t.status} = 'review') = (${t.decidedAt} is null)`),
  ],
);

// ---------------------------------------------------------------- API access (issue 17, decision 0107)

/** An account's application for API access to one brand's data; its history is the audit trail. */
export const apiApplications = pgTable(
  "api_applications",
  {
    id: serial("id").primaryKey(),
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    brandKey: text("brand_key")
      .notNull()
      .references(() => brands.key),
    companyName: text("company_name").notNull(),
    shopUrl: text("shop_url").notNull(),
    enterpriseSize: text("enterprise_size").$type<EnterpriseSize>().notNull(),
    technicalStaff: boolean("technical_staff").notNull(),
    dataWanted: text("data_wanted").array().$type<DataWanted[]>().notNull(),
    otherData: text("other_data"),
    contactNote: text("contact_note").notNull().default(""),
    status: text("status").$type<ApiApplicationStatus>().notNull().default("submitted"),
    /** Staff's note with a refusal or a revocation, shown to the buyer. */
    reason: text("reason"),
    /** What the approval granted; empty until approved. */
    scopes: text("scopes").array().$type<ApiScope[]>().notNull().default(sql`'{}'::text[]`),
    /** applicationMaterialId: fixed at the first approval, null before. */
    clientId: text("client_id"),
    /** Counts resubmissions after a refusal (reCommit). */
    revision: integer("revision").notNull().default(1),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    /** Who decided: a staff member's name or the command line's user. */
    decidedBy: text("decided_by"),
  },
  (t) => [
    uniqueIndex("api_applications_account_brand_idx").on(t.accountId, t.brandKey),
    uniqueIndex("api_applications_client_id_idx").on(t.clientId),
    check("api_applications_status_check", sql`${t.status} in ('submitted', 'review', 'approved', 'failed')`),
    check(
      "api_applications_size_check",
      sql`${t.enterpriseSize} in ('1-10', '11-50', '51-200', '201-1000', '1000+')`,
    ),
    check("api_applications_approved_check", sql`${t.status} <> 'approved' or ${t.clientId} is not null`),
  ],
);

/** A client secret: only its SHA-256 is kept; at most one is live per application. */
export const apiClientSecrets = pgTable(
  "api_client_secrets",
  {
    id: serial("id").primaryKey(),
    applicationId: integer("application_id")
      .notNull()
      .references(() => apiApplications.id, { onDelete: "cascade" }),
    secretHash: text("secret_hash").notNull(),
    /** The secret's last four characters, so the buyer can tell which one a shop holds. */
    hint: text("hint").notNull(),
    createdAt: createdAt(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("api_client_secrets_hash_idx").on(t.secretHash),
    uniqueIndex("api_client_secrets_live_idx").on(t.applicationId).where(sql`${t.revokedAt} is null`),
  ],
);

/** A bearer token issued for a secret: only its SHA-256 is kept. */
export const apiTokens = pgTable(
  "api_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    applicationId: integer("application_id")
      .notNull()
      .references(() => apiApplications.id, { onDelete: "cascade" }),
    secretId: integer("secret_id")
      .notNull()
      .references(() => apiClientSecrets.id, { onDelete: "cascade" }),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("api_tokens_expires_idx").on(t.expiresAt), index("api_tokens_secret_idx").on(t.secretId)],
);

// ---------------------------------------------------------------- combined orders (issue 18, decision 0108)

/**
 * A combination: a set of a brand's products in fixed proportions, sold whole, by the set, with
 * discount tiers by the number of sets and a minimum order amount per currency. Every change by
 * staff raises `version` and writes its snapshot (changeCombination), so a buyer holding an older
 * version is told what changed.
 */
export const combinations = pgTable(
  "combinations",
  {
    id: serial("id").primaryKey(),
    brandKey: text("brand_key")
      .notNull()
      .references(() => brands.key),
    /** Unique per brand: staff and the seed name a combination by it. */
    code: text("code").notNull(),
    names: jsonb("names").$type<LocalizedText>().notNull(),
    description: jsonb("description").$type<LocalizedText>(),
    version: integer("version").notNull().default(1),
    active: boolean("active").notNull().default(true),
    /** The period it is offered in; null: open. */
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    /** all: every account of the brand; scopes: only the sales scopes in combination_scopes. */
    audience: text("audience").$type<CombinationAudience>().notNull().default("all"),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("combinations_brand_code_idx").on(t.brandKey, t.code),
    // The buyer's list: a brand's active combinations in their order.
    index("combinations_brand_active_idx").on(t.brandKey, t.position, t.id).where(sql`${t.active}`),
    check("combinations_code_check", sql`char_length(${t.code}) between 1 and 40`),
    check("combinations_version_check", sql`${t.version} >= 1`),
    check("combinations_audience_check", sql`${t.audience} in ('all', 'scopes')`),
    check("combinations_period_check", sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
  ],
);

/** The products of a set and how many of each one set holds. */
export const combinationItems = pgTable(
  "combination_items",
  {
    combinationId: integer("combination_id")
      .notNull()
      .references(() => combinations.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.combinationId, t.productId] }),
    index("combination_items_product_idx").on(t.productId),
    check("combination_items_quantity_check", sql`${t.quantity} > 0 and ${t.quantity} <= 999999`),
  ],
);

/** From this many sets, this rate off the set's price (basis points); the highest tier reached applies. */
export const combinationTiers = pgTable(
  "combination_tiers",
  {
    combinationId: integer("combination_id")
      .notNull()
      .references(() => combinations.id, { onDelete: "cascade" }),
    fromSets: integer("from_sets").notNull(),
    discountBp: integer("discount_bp").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.combinationId, t.fromSets] }),
    check("combination_tiers_from_check", sql`${t.fromSets} between 1 and 9999`),
    check("combination_tiers_discount_check", sql`${t.discountBp} > 0 and ${t.discountBp} < 10000`),
  ],
);

/** The minimum net amount of a combination's group in a currency (minor units); no row: no minimum. */
export const combinationMinimums = pgTable(
  "combination_minimums",
  {
    combinationId: integer("combination_id")
      .notNull()
      .references(() => combinations.id, { onDelete: "cascade" }),
    currency: char("currency", { length: 3 }).notNull(),
    minimumMinor: bigint("minimum_minor", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.combinationId, t.currency] }), check("combination_minimums_amount_check", sql`${t.minimumMinor} >= 0`)],
);

/** The sales scopes a combination of audience "scopes" is offered to. */
export const combinationScopes = pgTable(
  "combination_scopes",
  {
    combinationId: integer("combination_id")
      .notNull()
      .references(() => combinations.id, { onDelete: "cascade" }),
    scopeId: integer("scope_id")
      .notNull()
      .references(() => salesScopes.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.combinationId, t.scopeId] }), index("combination_scopes_scope_idx").on(t.scopeId)],
);

/** Every version of a combination as it was: items, tiers, minimums, active and period. */
export const combinationVersions = pgTable(
  "combination_versions",
  {
    combinationId: integer("combination_id")
      .notNull()
      .references(() => combinations.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    snapshot: jsonb("snapshot").$type<CombinationSnapshot>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.combinationId, t.version] }), check("combination_versions_version_check", sql`${t.version} >= 1`)],
);

/** A combination in an account's cart: one group per combination, N sets, the version the buyer saw. */
export const cartCombinations = pgTable(
  "cart_combinations",
  {
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    combinationId: integer("combination_id")
      .notNull()
      .references(() => combinations.id, { onDelete: "cascade" }),
    sets: integer("sets").notNull(),
    versionSeen: integer("version_seen").notNull(),
    checked: boolean("checked").notNull().default(true),
    /** The salesman who added or last changed the group while acting for the account. */
    salesmanId: integer("salesman_id").references(() => accounts.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.combinationId] }),
    index("cart_combinations_combination_idx").on(t.combinationId),
    foreignKey({
      name: "cart_combinations_version_fk",
      columns: [t.combinationId, t.versionSeen],
      foreignColumns: [combinationVersions.combinationId, combinationVersions.version],
    }),
    check("cart_combinations_sets_check", sql`${t.sets} between 1 and 9999`),
  ],
);

/** A carrier's load: a pallet or a container, with the volume and weight it takes. */
export const palletTypes = pgTable(
  "pallet_types",
  {
    code: text("code").primaryKey(),
    kind: text("kind").$type<PalletKind>().notNull(),
    names: jsonb("names").$type<LocalizedText>().notNull(),
    maxVolumeCm3: bigint("max_volume_cm3", { mode: "number" }).notNull(),
    maxWeightG: bigint("max_weight_g", { mode: "number" }).notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    check("pallet_types_kind_check", sql`${t.kind} in ('pallet', 'container')`),
    check("pallet_types_capacity_check", sql`${t.maxVolumeCm3} > 0 and ${t.maxWeightG} > 0`),
  ],
);

/** A pallet (or container) an account builds from a brand's China-direct products. */
export const cartPallets = pgTable(
  "cart_pallets",
  {
    id: serial("id").primaryKey(),
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    brandKey: text("brand_key")
      .notNull()
      .references(() => brands.key),
    typeCode: text("type_code")
      .notNull()
      .references(() => palletTypes.code),
    name: text("name").notNull(),
    checked: boolean("checked").notNull().default(true),
    /** The salesman who created it while acting for the account. */
    salesmanId: integer("salesman_id").references(() => accounts.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("cart_pallets_account_idx").on(t.accountId, t.brandKey, t.id),
    check("cart_pallets_name_check", sql`char_length(${t.name}) between 1 and 50`),
  ],
);

/** Whole cartons of a product on a pallet (quantity = cartons × pkgNum). */
export const cartPalletItems = pgTable(
  "cart_pallet_items",
  {
    palletId: integer("pallet_id")
      .notNull()
      .references(() => cartPallets.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    cartons: integer("cartons").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.palletId, t.productId] }), check("cart_pallet_items_cartons_check", sql`${t.cartons} between 1 and 99999`)],
);

/**
 * "Spend X, get Y off" for a brand's lines in a currency, in tiers. At most one runs per brand and
 * currency at a time: a trigger (migration 0013) refuses an active one whose period overlaps another's.
 */
export const fullReductions = pgTable(
  "full_reductions",
  {
    id: serial("id").primaryKey(),
    brandKey: text("brand_key")
      .notNull()
      .references(() => brands.key),
    currency: char("currency", { length: 3 }).notNull(),
    names: jsonb("names").$type<LocalizedText>().notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    /** Null: open-ended. */
    endsAt: timestamp("ends_at", { withTimezone: true }),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index("full_reductions_brand_currency_idx").on(t.brandKey, t.currency, t.startsAt),
    check("full_reductions_period_check", sql`${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
  ],
);

/** From a net goods value of the threshold, this amount off (both minor units; amount off < threshold). */
export const fullReductionTiers = pgTable(
  "full_reduction_tiers",
  {
    reductionId: integer("reduction_id")
      .notNull()
      .references(() => fullReductions.id, { onDelete: "cascade" }),
    thresholdMinor: bigint("threshold_minor", { mode: "number" }).notNull(),
    amountOffMinor: bigint("amount_off_minor", { mode: "number" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.reductionId, t.thresholdMinor] }),
    check("full_reduction_tiers_amount_check", sql`${t.amountOffMinor} > 0 and ${t.amountOffMinor} < ${t.thresholdMinor}`),
  ],
);

/**
 * A group of an order's lines (order_lines.group_no): a combination's sets or a pallet, with what
 * it was when ordered (its name, sets, tier rate, version, minimum, the price of one set).
 */
export const orderGroups = pgTable(
  "order_groups",
  {
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    groupNo: integer("group_no").notNull(),
    kind: text("kind").$type<OrderGroupKind>().notNull(),
    combinationId: integer("combination_id").references(() => combinations.id),
    palletTypeCode: text("pallet_type_code").references(() => palletTypes.code),
    /** The combination's names, or the pallet's name (under "en"), as they were. */
    names: jsonb("names").$type<LocalizedText>().notNull(),
    sets: integer("sets"),
    /** The combination tier's rate that applied (0: none). */
    tierBp: integer("tier_bp").notNull().default(0),
    version: integer("version"),
    /** The combination's minimum in the order currency; null: none. */
    minimumMinor: bigint("minimum_minor", { mode: "number" }),
    /** What one set cost after the buyer's rate and the tier. */
    setUnitMinor: bigint("set_unit_minor", { mode: "number" }),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.groupNo] }),
    check("order_groups_kind_check", sql`${t.kind} in ('combination', 'pallet')`),
    check("order_groups_group_no_check", sql`${t.groupNo} >= 1`),
    check("order_groups_tier_check", sql`${t.tierBp} >= 0 and ${t.tierBp} < 10000`),
    check(
      "order_groups_shape_check",
      // "is not null" first: a null compared would make the whole condition null, which a check lets pass.
      sql`(${t.kind} = 'combination' and ${t.combinationId} is not null and ${t.palletTypeCode} is null
          and ${t.sets} is not null and ${t.sets} >= 1 and ${t.version} is not null and ${t.version} >= 1 and ${t.setUnitMinor} is not null and ${t.setUnitMinor} >= 0)
        or (${t.kind} = 'pallet' and ${t.palletTypeCode} is not null and ${t.combinationId} is null and ${t.sets} is null and ${t.version} is null and ${t.tierBp} = 0)`,
    ),
    check("order_groups_minimum_check", sql`${t.minimumMinor} is null or ${t.minimumMinor} >= 0`),
  ],
);

// ---------------------------------------------------------------- back office: returns (issue 19, decision 0112)

export const RETURN_STATES = ["returning", "returned"] as const;
export type ReturnState = (typeof RETURN_STATES)[number];

/**
 * A return order: created when staff move an order to "returning", completed at "returned". One
 * per order for now (the table allows more). Stock is not given back by a return (decision 0112).
 */
export const orderReturns = pgTable(
  "order_returns",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** The return order number staff give (1–50 characters), unique across the shop. */
    returnNumber: text("return_number").notNull(),
    state: text("state").$type<ReturnState>().notNull().default("returning"),
    /** The tracking number of the parcel coming back, when the buyer or staff know it. */
    trackingNumber: text("tracking_number"),
    note: text("note"),
    createdBy: integer("created_by").references(() => accounts.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("order_returns_number_idx").on(t.returnNumber),
    index("order_returns_order_idx").on(t.orderId, t.id),
    check("order_returns_state_check", sql`${t.state} in ('returning', 'returned')`),
    check("order_returns_number_check", sql`char_length(${t.returnNumber}) between 1 and 50`),
    check("order_returns_completed_check", sql`(${t.state} = 'returned') = (${t.completedAt} is not null)`),
  ],
);

/** What a return takes back: a quantity of one order line (at most the line's quantity, checked by the service). */
export const orderReturnLines = pgTable(
  "order_return_lines",
  {
    returnId: integer("return_id")
      .notNull()
      .references(() => orderReturns.id, { onDelete: "cascade" }),
    orderId: integer("order_id").notNull(),
    lineNo: integer("line_no").notNull(),
    quantity: integer("quantity").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.returnId, t.lineNo] }),
    foreignKey({ name: "order_return_lines_line_fk", columns: [t.orderId, t.lineNo], foreignColumns: [orderLines.orderId, orderLines.lineNo] }).onDelete("cascade"),
    check("order_return_lines_quantity_check", sql`${t.quantity} > 0`),
  ],
);

// ---------------------------------------------------------------- back office: help centre and user notice (issue 19, decision 0112)

/** A help-centre topic: the articles are grouped under these, in their position. */
export const helpTopics = pgTable(
  "help_topics",
  {
    id: serial("id").primaryKey(),
    key: text("key").notNull(),
    position: integer("position").notNull().default(0),
    title: jsonb("title").$type<LocalizedText>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("help_topics_key_idx").on(t.key), check("help_topics_key_check", sql`${t.key} ~ '^[a-z0-9-]{1,40}$'`)],
);

export const HELP_ARTICLE_STATES = ["draft", "published"] as const;
export type HelpArticleState = (typeof HELP_ARTICLE_STATES)[number];

/**
 * A help-centre article or question: title and body per language (English required; a missing
 * language falls back to English). Bodies are plain text with a small safe markup (decision 0112).
 */
export const helpArticles = pgTable(
  "help_articles",
  {
    id: serial("id").primaryKey(),
    topicId: integer("topic_id")
      .notNull()
      .references(() => helpTopics.id),
    slug: text("slug").notNull(),
    position: integer("position").notNull().default(0),
    /** The brand it is written for; null: every brand. */
    brandKey: text("brand_key").references(() => brands.key),
    title: jsonb("title").$type<LocalizedText>().notNull(),
    body: jsonb("body").$type<LocalizedText>().notNull(),
    state: text("state").$type<HelpArticleState>().notNull().default("draft"),
    updatedBy: integer("updated_by").references(() => accounts.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("help_articles_slug_idx").on(t.slug),
    index("help_articles_topic_idx").on(t.topicId, t.position),
    check("help_articles_slug_check", sql`${t.slug} ~ '^[a-z0-9-]{1,80}$'`),
    check("help_articles_state_check", sql`${t.state} in ('draft', 'published')`),
  ],
);

/**
 * The user notice of a brand, in versions: the newest published version is shown once after
 * sign-in until the buyer acknowledges it (decision 0112; issue 20 builds the buyer's side).
 */
export const userNotices = pgTable(
  "user_notices",
  {
    id: serial("id").primaryKey(),
    brandKey: text("brand_key")
      .notNull()
      .references(() => brands.key),
    version: integer("version").notNull(),
    title: jsonb("title").$type<LocalizedText>().notNull(),
    body: jsonb("body").$type<LocalizedText>().notNull(),
    /** Null: a draft not yet published. */
    publishedAt: timestamp("published_at", { withTimezone: true }),
    publishedBy: integer("published_by").references(() => accounts.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("user_notices_brand_version_idx").on(t.brandKey, t.version),
    index("user_notices_brand_published_idx").on(t.brandKey, t.publishedAt.desc()),
    check("user_notices_version_check", sql`${t.version} >= 1`),
  ],
);

/** A buyer's acknowledgement of one notice version. */
export const userNoticeAcks = pgTable(
  "user_notice_acks",
  {
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    noticeId: integer("notice_id")
      .notNull()
      .references(() => userNotices.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.noticeId] })],
);

// ---------------------------------------------------------------- issue 20: shipping labels, outlet, Falcon programme (decision 0114, migration 0017)

/**
 * A shipping label a buyer who books his own carrier uploads for an order (one a parcel, at most
 * 10 an order, enforced by the service). The PDF is kept in the download storage under storageKey;
 * replaced or deleted only while the order is submitted or unshipped.
 */
export const shippingLabels = pgTable(
  "shipping_labels",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** The owning account (the order's account). */
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    /** The carrier's service code (1–50 characters). */
    carrierTag: text("carrier_tag").notNull(),
    trackingNumber: text("tracking_number").notNull(),
    /** The file name as given, cleaned to [\w.-]. */
    fileName: text("file_name").notNull(),
    storageKey: text("storage_key").notNull(),
    bytes: bigint("bytes", { mode: "number" }).notNull(),
    sha256: text("sha256").notNull(),
    /** Who uploaded it: the buyer, or the salesman acting for him. */
    uploadedBy: integer("uploaded_by").references(() => accounts.id, { onDelete: "set null" }),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("shipping_labels_order_idx").on(t.orderId, t.id),
    index("shipping_labels_account_idx").on(t.accountId, t.uploadedAt.desc(), t.id.desc()),
    check("shipping_labels_carrier_check", sql`char_length(${t.carrierTag}) between 1 and 50`),
    check("shipping_labels_tracking_check", sql`char_length(${t.trackingNumber}) between 1 and 50`),
    check("shipping_labels_bytes_check", sql`${t.bytes} > 0 and ${t.bytes} <= 20971520`),
  ],
);

export const OUTLET_GRADES = ["A", "B", "C"] as const;
export type OutletGrade = (typeof OUTLET_GRADES)[number];

/**
 * A scratch-and-dent lot (/Scratch, decision 0114): units of one product with cosmetic damage,
 * sold at a reduction off the buyer's own price. The lot's units are its own stock: unitsLeft is
 * taken at checkout by a conditional update, as product stock is.
 */
export const outletLots = pgTable(
  "outlet_lots",
  {
    id: serial("id").primaryKey(),
    brandKey: text("brand_key")
      .notNull()
      .references(() => brands.key),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** A: packaging damaged only; B: light cosmetic marks; C: visible damage. */
    grade: text("grade").$type<OutletGrade>().notNull(),
    /** The condition note per language (English required). */
    note: jsonb("note").$type<LocalizedText>().notNull(),
    units: integer("units").notNull(),
    unitsLeft: integer("units_left").notNull(),
    /** Reduction off the buyer's own price, in basis points (5–70 %). */
    reductionBp: integer("reduction_bp").notNull(),
    availableFrom: timestamp("available_from", { withTimezone: true }).notNull().defaultNow(),
    availableUntil: timestamp("available_until", { withTimezone: true }),
    /** Closed by staff before its time or its units ran out. */
    closedAt: timestamp("closed_at", { withTimezone: true }),
    createdBy: integer("created_by").references(() => accounts.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("outlet_lots_brand_open_idx").on(t.brandKey, t.availableFrom).where(sql`${t.closedAt} is null`),
    index("outlet_lots_product_idx").on(t.productId),
    check("outlet_lots_grade_check", sql`${t.grade} in ('A', 'B', 'C')`),
    check("outlet_lots_units_check", sql`${t.units} > 0 and ${t.unitsLeft} >= 0 and ${t.unitsLeft} <= ${t.units}`),
    check("outlet_lots_reduction_check", sql`${t.reductionBp} between 500 and 7000`),
    check("outlet_lots_window_check", sql`${t.availableUntil} is null or ${t.availableUntil} > ${t.availableFrom}`),
  ],
);

/** A cart line for an outlet lot (sold by the unit; the product's own cart line is separate). */
export const cartOutletItems = pgTable(
  "cart_outlet_items",
  {
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    lotId: integer("lot_id")
      .notNull()
      .references(() => outletLots.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    checked: boolean("checked").notNull().default(true),
    salesmanId: integer("salesman_id").references(() => accounts.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.lotId] }),
    index("cart_outlet_items_lot_idx").on(t.lotId),
    check("cart_outlet_items_quantity_check", sql`${t.quantity} > 0`),
  ],
);

export const FALCON_LEVELS = ["falcon", "silver", "golden"] as const;
export type FalconLevel = (typeof FALCON_LEVELS)[number];
export const FALCON_APPLICATION_STATUSES = ["submitted", "review", "approved", "refused"] as const;
export type FalconApplicationStatus = (typeof FALCON_APPLICATION_STATUSES)[number];
export const FALCON_CHANNELS = ["shop", "marketplace", "retail"] as const;
export type FalconChannel = (typeof FALCON_CHANNELS)[number];

/**
 * An application to the Falcon partner programme (/lieyingProgram, decision 0114), one per account
 * and brand; resubmitted after a refusal (revision + 1). Decided by customer service.
 */
export const falconApplications = pgTable(
  "falcon_applications",
  {
    id: serial("id").primaryKey(),
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    brandKey: text("brand_key")
      .notNull()
      .references(() => brands.key),
    channels: text("channels").array().$type<FalconChannel[]>().notNull(),
    /** The regions the company serves (free text, 1–500 characters). */
    regions: text("regions").notNull(),
    /** The brand's share of the company's range, in whole percent. */
    brandSharePct: smallint("brand_share_pct").notNull(),
    /** The yearly purchase target in the account's currency, minor units. */
    yearlyTargetMinor: bigint("yearly_target_minor", { mode: "number" }).notNull(),
    currency: char("currency", { length: 3 }).notNull(),
    note: text("note").notNull().default(""),
    status: text("status").$type<FalconApplicationStatus>().notNull().default("submitted"),
    /** The level asked for, and the level granted at approval. */
    levelAsked: text("level_asked").$type<FalconLevel>().notNull(),
    levelGranted: text("level_granted").$type<FalconLevel>(),
    /** Staff's note with a refusal, shown to the buyer. */
    reason: text("reason"),
    revision: integer("revision").notNull().default(1),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: integer("decided_by").references(() => accounts.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("falcon_applications_account_brand_idx").on(t.accountId, t.brandKey),
    index("falcon_applications_status_idx").on(t.status, t.submittedAt),
    check("falcon_applications_status_check", sql`${t.status} in ('submitted', 'review', 'approved', 'refused')`),
    check("falcon_applications_level_asked_check", sql`${t.levelAsked} in ('falcon', 'silver', 'golden')`),
    check("falcon_applications_level_granted_check", sql`${t.levelGranted} is null or ${t.levelGranted} in ('falcon', 'silver', 'golden')`),
    check("falcon_applications_approved_check", sql`(${t.status} = 'approved') = (${t.levelGranted} is not null)`),
    check("falcon_applications_share_check", sql`${t.brandSharePct} between 0 and 100`),
    check("falcon_applications_target_check", sql`${t.yearlyTargetMinor} >= 0`),
    check("falcon_applications_channels_check", sql`cardinality(${t.channels}) >= 1`),
    check("falcon_applications_regions_check", sql`char_length(${t.regions}) between 1 and 500`),
  ],
);
