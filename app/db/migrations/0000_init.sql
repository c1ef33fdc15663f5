CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer,
	"role" text DEFAULT 'buyer' NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"full_name" text NOT NULL,
	"telephone" text,
	"language" text,
	"email_verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_role_check" CHECK ("accounts"."role" in ('buyer', 'salesman')),
	CONSTRAINT "accounts_company_check" CHECK (("accounts"."role" = 'salesman') = ("accounts"."company_id" is null))
);
--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"key" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"account_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"checked" boolean DEFAULT true NOT NULL,
	"salesman_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_account_id_product_id_pk" PRIMARY KEY("account_id","product_id"),
	CONSTRAINT "cart_items_quantity_check" CHECK ("cart_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "cashback_tiers" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"threshold_minor" bigint NOT NULL,
	"percent_bp" integer NOT NULL,
	CONSTRAINT "cashback_tiers_threshold_check" CHECK ("cashback_tiers"."threshold_minor" >= 0),
	CONSTRAINT "cashback_tiers_percent_check" CHECK ("cashback_tiers"."percent_bp" > 0 and "cashback_tiers"."percent_bp" <= 10000)
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_key" text NOT NULL,
	"parent_id" integer,
	"level" smallint NOT NULL,
	"slug" text NOT NULL,
	"names" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_level_check" CHECK ("categories"."level" between 1 and 3),
	CONSTRAINT "categories_parent_check" CHECK (("categories"."level" = 1) = ("categories"."parent_id" is null))
);
--> statement-breakpoint
CREATE TABLE "client_error_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"web_address" text NOT NULL,
	"error_name" text NOT NULL,
	"error_message" text NOT NULL,
	"user_agent" text,
	"account_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country_code" char(2) NOT NULL,
	"currency" char(3) NOT NULL,
	"account_set" text DEFAULT 'standard' NOT NULL,
	"official" boolean DEFAULT false NOT NULL,
	"is_test" boolean DEFAULT false NOT NULL,
	"user_rate_bp" integer DEFAULT 0 NOT NULL,
	"allowed_languages" text[],
	"sales_scope_id" integer,
	"vat_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_account_set_check" CHECK ("companies"."account_set" in ('standard', 'box', 'china')),
	CONSTRAINT "companies_user_rate_check" CHECK ("companies"."user_rate_bp" >= 0 and "companies"."user_rate_bp" < 10000)
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" char(2) PRIMARY KEY NOT NULL,
	"english_name" text NOT NULL,
	"chinese_name" text NOT NULL,
	"dialling_code" text NOT NULL,
	"currency" char(3) NOT NULL,
	"default_language" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_accessories" (
	"product_id" integer NOT NULL,
	"accessory_id" integer NOT NULL,
	"ref_goods_num" integer DEFAULT 1 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_accessories_product_id_accessory_id_pk" PRIMARY KEY("product_id","accessory_id"),
	CONSTRAINT "product_accessories_self_check" CHECK ("product_accessories"."product_id" <> "product_accessories"."accessory_id"),
	CONSTRAINT "product_accessories_ref_check" CHECK ("product_accessories"."ref_goods_num" > 0)
);
--> statement-breakpoint
CREATE TABLE "product_prices" (
	"product_id" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"price_minor" bigint NOT NULL,
	CONSTRAINT "product_prices_product_id_currency_pk" PRIMARY KEY("product_id","currency"),
	CONSTRAINT "product_prices_price_check" CHECK ("product_prices"."price_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_tags" (
	"product_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "product_tags_product_id_tag_id_pk" PRIMARY KEY("product_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_key" text NOT NULL,
	"category_id" integer NOT NULL,
	"barcode" varchar(13) NOT NULL,
	"replace_barcode" varchar(13),
	"sub_barcodes" text[] DEFAULT '{}'::text[] NOT NULL,
	"model" text NOT NULL,
	"names" jsonb NOT NULL,
	"usage_instructions" jsonb,
	"params" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"min_order_qty" integer DEFAULT 1 NOT NULL,
	"sale_double" integer DEFAULT 1 NOT NULL,
	"pkg_num" integer DEFAULT 1 NOT NULL,
	"medium_pkg_num" integer DEFAULT 1 NOT NULL,
	"carton_length_mm" integer DEFAULT 0 NOT NULL,
	"carton_width_mm" integer DEFAULT 0 NOT NULL,
	"carton_height_mm" integer DEFAULT 0 NOT NULL,
	"carton_weight_g" integer DEFAULT 0 NOT NULL,
	"carton_volume_cm3" integer DEFAULT 0 NOT NULL,
	"offline_only" boolean DEFAULT false NOT NULL,
	"not_online" boolean DEFAULT false NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"new_arrival_date" date,
	"restock" boolean DEFAULT false NOT NULL,
	"top" boolean DEFAULT false NOT NULL,
	"off_shelves" boolean DEFAULT false NOT NULL,
	"presale" boolean DEFAULT false NOT NULL,
	"off_market" boolean DEFAULT false NOT NULL,
	"ships_from_china" boolean DEFAULT false NOT NULL,
	"sales_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_min_order_qty_check" CHECK ("products"."min_order_qty" > 0),
	CONSTRAINT "products_sale_double_check" CHECK ("products"."sale_double" > 0),
	CONSTRAINT "products_pkg_num_check" CHECK ("products"."pkg_num" > 0),
	CONSTRAINT "products_medium_pkg_num_check" CHECK ("products"."medium_pkg_num" > 0)
);
--> statement-breakpoint
CREATE TABLE "promotion_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"promotion_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"activity_price_minor" bigint,
	"activity_rate_bp" integer,
	"quantity_limit" integer,
	"remaining_qty" integer,
	"per_account_limit" integer,
	CONSTRAINT "promotion_items_remaining_check" CHECK ("promotion_items"."remaining_qty" is null or "promotion_items"."remaining_qty" >= 0),
	CONSTRAINT "promotion_items_limit_check" CHECK (("promotion_items"."quantity_limit" is null) = ("promotion_items"."remaining_qty" is null) and ("promotion_items"."quantity_limit" is null or "promotion_items"."remaining_qty" <= "promotion_items"."quantity_limit")),
	CONSTRAINT "promotion_items_price_check" CHECK (("promotion_items"."activity_price_minor" is not null and "promotion_items"."activity_price_minor" >= 0) or ("promotion_items"."activity_rate_bp" is not null and "promotion_items"."activity_rate_bp" > 0 and "promotion_items"."activity_rate_bp" < 10000))
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_key" text NOT NULL,
	"kind" text NOT NULL,
	"vip_type" smallint DEFAULT 0 NOT NULL,
	"names" jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_kind_check" CHECK ("promotions"."kind" in ('flash_sale', 'discount', 'order_now')),
	CONSTRAINT "promotions_period_check" CHECK ("promotions"."ends_at" > "promotions"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limits_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "sales_scope_categories" (
	"scope_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "sales_scope_categories_scope_id_category_id_pk" PRIMARY KEY("scope_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "sales_scopes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salesman_clients" (
	"salesman_id" integer NOT NULL,
	"client_account_id" integer NOT NULL,
	"pinned_at" timestamp with time zone,
	"last_chosen_at" timestamp with time zone,
	CONSTRAINT "salesman_clients_salesman_id_client_account_id_pk" PRIMARY KEY("salesman_id","client_account_id")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"acting_account_id" integer,
	"access_token_hash" text NOT NULL,
	"refresh_token_hash" text NOT NULL,
	"expires_in" integer NOT NULL,
	"gen_time" timestamp with time zone NOT NULL,
	"claims" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"available" integer DEFAULT 0 NOT NULL,
	"in_transit" integer DEFAULT 0 NOT NULL,
	"undelivered_order_qty" integer DEFAULT 0 NOT NULL,
	"expected_arrival" date,
	"not_check_stock" boolean DEFAULT false NOT NULL,
	CONSTRAINT "stock_available_check" CHECK ("stock"."available" >= 0),
	CONSTRAINT "stock_in_transit_check" CHECK ("stock"."in_transit" >= 0),
	CONSTRAINT "stock_undelivered_check" CHECK ("stock"."undelivered_order_qty" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_key" text NOT NULL,
	"names" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenants" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "tenants_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_salesman_id_accounts_id_fk" FOREIGN KEY ("salesman_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_tiers" ADD CONSTRAINT "cashback_tiers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_brand_key_brands_key_fk" FOREIGN KEY ("brand_key") REFERENCES "public"."brands"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_error_logs" ADD CONSTRAINT "client_error_logs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_sales_scope_id_sales_scopes_id_fk" FOREIGN KEY ("sales_scope_id") REFERENCES "public"."sales_scopes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_accessories" ADD CONSTRAINT "product_accessories_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_accessories" ADD CONSTRAINT "product_accessories_accessory_id_products_id_fk" FOREIGN KEY ("accessory_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tags" ADD CONSTRAINT "product_tags_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tags" ADD CONSTRAINT "product_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_key_brands_key_fk" FOREIGN KEY ("brand_key") REFERENCES "public"."brands"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_items" ADD CONSTRAINT "promotion_items_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_items" ADD CONSTRAINT "promotion_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_brand_key_brands_key_fk" FOREIGN KEY ("brand_key") REFERENCES "public"."brands"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_scope_categories" ADD CONSTRAINT "sales_scope_categories_scope_id_sales_scopes_id_fk" FOREIGN KEY ("scope_id") REFERENCES "public"."sales_scopes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_scope_categories" ADD CONSTRAINT "sales_scope_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salesman_clients" ADD CONSTRAINT "salesman_clients_salesman_id_accounts_id_fk" FOREIGN KEY ("salesman_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salesman_clients" ADD CONSTRAINT "salesman_clients_client_account_id_accounts_id_fk" FOREIGN KEY ("client_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_acting_account_id_accounts_id_fk" FOREIGN KEY ("acting_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock" ADD CONSTRAINT "stock_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_brand_key_brands_key_fk" FOREIGN KEY ("brand_key") REFERENCES "public"."brands"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_email_idx" ON "accounts" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "cashback_tiers_product_idx" ON "cashback_tiers" USING btree ("product_id","currency");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_brand_slug_idx" ON "categories" USING btree ("brand_key","slug");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "client_error_logs_created_idx" ON "client_error_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "product_tags_tag_idx" ON "product_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_barcode_idx" ON "products" USING btree ("barcode");--> statement-breakpoint
CREATE INDEX "products_barcode_suffix_idx" ON "products" USING btree (right("barcode", 6));--> statement-breakpoint
CREATE INDEX "products_brand_category_idx" ON "products" USING btree ("brand_key","category_id");--> statement-breakpoint
CREATE INDEX "products_brand_created_idx" ON "products" USING btree ("brand_key","created_at");--> statement-breakpoint
CREATE INDEX "products_brand_new_arrival_idx" ON "products" USING btree ("brand_key","new_arrival_date");--> statement-breakpoint
CREATE INDEX "products_brand_sales_idx" ON "products" USING btree ("brand_key","sales_count");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_items_unique_idx" ON "promotion_items" USING btree ("promotion_id","product_id","currency");--> statement-breakpoint
CREATE INDEX "promotion_items_product_idx" ON "promotion_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "promotions_brand_period_idx" ON "promotions" USING btree ("brand_key","ends_at");--> statement-breakpoint
CREATE INDEX "rate_limits_window_idx" ON "rate_limits" USING btree ("window_start");--> statement-breakpoint
CREATE INDEX "sessions_account_idx" ON "sessions" USING btree ("account_id");