CREATE TABLE "cart_combinations" (
	"account_id" integer NOT NULL,
	"combination_id" integer NOT NULL,
	"sets" integer NOT NULL,
	"version_seen" integer NOT NULL,
	"checked" boolean DEFAULT true NOT NULL,
	"salesman_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_combinations_account_id_combination_id_pk" PRIMARY KEY("account_id","combination_id"),
	CONSTRAINT "cart_combinations_sets_check" CHECK ("cart_combinations"."sets" between 1 and 9999)
);
--> statement-breakpoint
CREATE TABLE "cart_pallet_items" (
	"pallet_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"cartons" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_pallet_items_pallet_id_product_id_pk" PRIMARY KEY("pallet_id","product_id"),
	CONSTRAINT "cart_pallet_items_cartons_check" CHECK ("cart_pallet_items"."cartons" between 1 and 99999)
);
--> statement-breakpoint
CREATE TABLE "cart_pallets" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"brand_key" text NOT NULL,
	"type_code" text NOT NULL,
	"name" text NOT NULL,
	"checked" boolean DEFAULT true NOT NULL,
	"salesman_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_pallets_name_check" CHECK (char_length("cart_pallets"."name") between 1 and 50)
);
--> statement-breakpoint
CREATE TABLE "combination_items" (
	"combination_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "combination_items_combination_id_product_id_pk" PRIMARY KEY("combination_id","product_id"),
	CONSTRAINT "combination_items_quantity_check" CHECK ("combination_items"."quantity" > 0 and "combination_items"."quantity" <= 999999)
);
--> statement-breakpoint
CREATE TABLE "combination_minimums" (
	"combination_id" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"minimum_minor" bigint NOT NULL,
	CONSTRAINT "combination_minimums_combination_id_currency_pk" PRIMARY KEY("combination_id","currency"),
	CONSTRAINT "combination_minimums_amount_check" CHECK ("combination_minimums"."minimum_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "combination_scopes" (
	"combination_id" integer NOT NULL,
	"scope_id" integer NOT NULL,
	CONSTRAINT "combination_scopes_combination_id_scope_id_pk" PRIMARY KEY("combination_id","scope_id")
);
--> statement-breakpoint
CREATE TABLE "combination_tiers" (
	"combination_id" integer NOT NULL,
	"from_sets" integer NOT NULL,
	"discount_bp" integer NOT NULL,
	CONSTRAINT "combination_tiers_combination_id_from_sets_pk" PRIMARY KEY("combination_id","from_sets"),
	CONSTRAINT "combination_tiers_from_check" CHECK ("combination_tiers"."from_sets" between 1 and 9999),
	CONSTRAINT "combination_tiers_discount_check" CHECK ("combination_tiers"."discount_bp" > 0 and "combination_tiers"."discount_bp" < 10000)
);
--> statement-breakpoint
CREATE TABLE "combination_versions" (
	"combination_id" integer NOT NULL,
	"version" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "combination_versions_combination_id_version_pk" PRIMARY KEY("combination_id","version"),
	CONSTRAINT "combination_versions_version_check" CHECK ("combination_versions"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "combinations" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_key" text NOT NULL,
	"code" text NOT NULL,
	"names" jsonb NOT NULL,
	"description" jsonb,
	"version" integer DEFAULT 1 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"audience" text DEFAULT 'all' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "combinations_code_check" CHECK (char_length("combinations"."code") between 1 and 40),
	CONSTRAINT "combinations_version_check" CHECK ("combinations"."version" >= 1),
	CONSTRAINT "combinations_audience_check" CHECK ("combinations"."audience" in ('all', 'scopes')),
	CONSTRAINT "combinations_period_check" CHECK ("combinations"."starts_at" is null or "combinations"."ends_at" is null or "combinations"."ends_at" > "combinations"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "full_reduction_tiers" (
	"reduction_id" integer NOT NULL,
	"threshold_minor" bigint NOT NULL,
	"amount_off_minor" bigint NOT NULL,
	CONSTRAINT "full_reduction_tiers_reduction_id_threshold_minor_pk" PRIMARY KEY("reduction_id","threshold_minor"),
	CONSTRAINT "full_reduction_tiers_amount_check" CHECK ("full_reduction_tiers"."amount_off_minor" > 0 and "full_reduction_tiers"."amount_off_minor" < "full_reduction_tiers"."threshold_minor")
);
--> statement-breakpoint
CREATE TABLE "full_reductions" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_key" text NOT NULL,
	"currency" char(3) NOT NULL,
	"names" jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "full_reductions_period_check" CHECK ("full_reductions"."ends_at" is null or "full_reductions"."ends_at" > "full_reductions"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "order_groups" (
	"order_id" integer NOT NULL,
	"group_no" integer NOT NULL,
	"kind" text NOT NULL,
	"combination_id" integer,
	"pallet_type_code" text,
	"names" jsonb NOT NULL,
	"sets" integer,
	"tier_bp" integer DEFAULT 0 NOT NULL,
	"version" integer,
	"minimum_minor" bigint,
	"set_unit_minor" bigint,
	CONSTRAINT "order_groups_order_id_group_no_pk" PRIMARY KEY("order_id","group_no"),
	CONSTRAINT "order_groups_kind_check" CHECK ("order_groups"."kind" in ('combination', 'pallet')),
	CONSTRAINT "order_groups_group_no_check" CHECK ("order_groups"."group_no" >= 1),
	CONSTRAINT "order_groups_tier_check" CHECK ("order_groups"."tier_bp" >= 0 and "order_groups"."tier_bp" < 10000),
	CONSTRAINT "order_groups_shape_check" CHECK (("order_groups"."kind" = 'combination' and "order_groups"."combination_id" is not null and "order_groups"."pallet_type_code" is null
          and "order_groups"."sets" is not null and "order_groups"."sets" >= 1 and "order_groups"."version" is not null and "order_groups"."version" >= 1 and "order_groups"."set_unit_minor" is not null and "order_groups"."set_unit_minor" >= 0)
        or ("order_groups"."kind" = 'pallet' and "order_groups"."pallet_type_code" is not null and "order_groups"."combination_id" is null and "order_groups"."sets" is null and "order_groups"."version" is null and "order_groups"."tier_bp" = 0)),
	CONSTRAINT "order_groups_minimum_check" CHECK ("order_groups"."minimum_minor" is null or "order_groups"."minimum_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pallet_types" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"names" jsonb NOT NULL,
	"max_volume_cm3" bigint NOT NULL,
	"max_weight_g" bigint NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "pallet_types_kind_check" CHECK ("pallet_types"."kind" in ('pallet', 'container')),
	CONSTRAINT "pallet_types_capacity_check" CHECK ("pallet_types"."max_volume_cm3" > 0 and "pallet_types"."max_weight_g" > 0)
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "group_no" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "reduction_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reduction_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "china_merge" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_combinations" ADD CONSTRAINT "cart_combinations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_combinations" ADD CONSTRAINT "cart_combinations_combination_id_combinations_id_fk" FOREIGN KEY ("combination_id") REFERENCES "public"."combinations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_combinations" ADD CONSTRAINT "cart_combinations_salesman_id_accounts_id_fk" FOREIGN KEY ("salesman_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_combinations" ADD CONSTRAINT "cart_combinations_version_fk" FOREIGN KEY ("combination_id","version_seen") REFERENCES "public"."combination_versions"("combination_id","version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_pallet_items" ADD CONSTRAINT "cart_pallet_items_pallet_id_cart_pallets_id_fk" FOREIGN KEY ("pallet_id") REFERENCES "public"."cart_pallets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_pallet_items" ADD CONSTRAINT "cart_pallet_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_pallets" ADD CONSTRAINT "cart_pallets_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_pallets" ADD CONSTRAINT "cart_pallets_brand_key_brands_key_fk" FOREIGN KEY ("brand_key") REFERENCES "public"."brands"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_pallets" ADD CONSTRAINT "cart_pallets_type_code_pallet_types_code_fk" FOREIGN KEY ("type_code") REFERENCES "public"."pallet_types"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_pallets" ADD CONSTRAINT "cart_pallets_salesman_id_accounts_id_fk" FOREIGN KEY ("salesman_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "combination_items" ADD CONSTRAINT "combination_items_combination_id_combinations_id_fk" FOREIGN KEY ("combination_id") REFERENCES "public"."combinations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "combination_items" ADD CONSTRAINT "combination_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "combination_minimums" ADD CONSTRAINT "combination_minimums_combination_id_combinations_id_fk" FOREIGN KEY ("combination_id") REFERENCES "public"."combinations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "combination_scopes" ADD CONSTRAINT "combination_scopes_combination_id_combinations_id_fk" FOREIGN KEY ("combination_id") REFERENCES "public"."combinations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "combination_scopes" ADD CONSTRAINT "combination_scopes_scope_id_sales_scopes_id_fk" FOREIGN KEY ("scope_id") REFERENCES "public"."sales_scopes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "combination_tiers" ADD CONSTRAINT "combination_tiers_combination_id_combinations_id_fk" FOREIGN KEY ("combination_id") REFERENCES "public"."combinations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "combination_versions" ADD CONSTRAINT "combination_versions_combination_id_combinations_id_fk" FOREIGN KEY ("combination_id") REFERENCES "public"."combinations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "combinations" ADD CONSTRAINT "combinations_brand_key_brands_key_fk" FOREIGN KEY ("brand_key") REFERENCES "public"."brands"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "full_reduction_tiers" ADD CONSTRAINT "full_reduction_tiers_reduction_id_full_reductions_id_fk" FOREIGN KEY ("reduction_id") REFERENCES "public"."full_reductions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "full_reductions" ADD CONSTRAINT "full_reductions_brand_key_brands_key_fk" FOREIGN KEY ("brand_key") REFERENCES "public"."brands"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_groups" ADD CONSTRAINT "order_groups_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_groups" ADD CONSTRAINT "order_groups_combination_id_combinations_id_fk" FOREIGN KEY ("combination_id") REFERENCES "public"."combinations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_groups" ADD CONSTRAINT "order_groups_pallet_type_code_pallet_types_code_fk" FOREIGN KEY ("pallet_type_code") REFERENCES "public"."pallet_types"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_combinations_combination_idx" ON "cart_combinations" USING btree ("combination_id");--> statement-breakpoint
CREATE INDEX "cart_pallets_account_idx" ON "cart_pallets" USING btree ("account_id","brand_key","id");--> statement-breakpoint
CREATE INDEX "combination_items_product_idx" ON "combination_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "combination_scopes_scope_idx" ON "combination_scopes" USING btree ("scope_id");--> statement-breakpoint
CREATE UNIQUE INDEX "combinations_brand_code_idx" ON "combinations" USING btree ("brand_key","code");--> statement-breakpoint
CREATE INDEX "combinations_brand_active_idx" ON "combinations" USING btree ("brand_key","position","id") WHERE "combinations"."active";--> statement-breakpoint
CREATE INDEX "full_reductions_brand_currency_idx" ON "full_reductions" USING btree ("brand_key","currency","starts_at");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_group_fk" FOREIGN KEY ("order_id","group_no") REFERENCES "public"."order_groups"("order_id","group_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_reduction_check" CHECK ("order_lines"."reduction_minor" >= 0 and "order_lines"."reduction_minor" <= "order_lines"."line_total_minor");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_reduction_check" CHECK ("orders"."reduction_minor" >= 0);
--> statement-breakpoint
-- At most one full reduction runs per brand and currency at a time (decision 0108): an active one
-- whose period meets another active one's is refused. Writers of one brand and currency take a
-- transaction lock first, so two at once cannot both miss each other's row.
CREATE FUNCTION full_reductions_one_running() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.active THEN
    PERFORM pg_advisory_xact_lock(hashtext('full_reductions:' || NEW.brand_key || ':' || NEW.currency));
    IF EXISTS (
      SELECT 1 FROM full_reductions r
      WHERE r.id <> NEW.id AND r.active AND r.brand_key = NEW.brand_key AND r.currency = NEW.currency
        AND tstzrange(r.starts_at, r.ends_at) && tstzrange(NEW.starts_at, NEW.ends_at)
    ) THEN
      RAISE EXCEPTION 'full reduction overlaps another of brand % in %', NEW.brand_key, NEW.currency
        USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'full_reductions_one_running';
    END IF;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER full_reductions_one_running BEFORE INSERT OR UPDATE ON full_reductions
  FOR EACH ROW EXECUTE FUNCTION full_reductions_one_running();
