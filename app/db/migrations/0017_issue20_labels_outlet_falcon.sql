CREATE TABLE "cart_outlet_items" (
	"account_id" integer NOT NULL,
	"lot_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"checked" boolean DEFAULT true NOT NULL,
	"salesman_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_outlet_items_account_id_lot_id_pk" PRIMARY KEY("account_id","lot_id"),
	CONSTRAINT "cart_outlet_items_quantity_check" CHECK ("cart_outlet_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "falcon_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"brand_key" text NOT NULL,
	"channels" text[] NOT NULL,
	"regions" text NOT NULL,
	"brand_share_pct" smallint NOT NULL,
	"yearly_target_minor" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"level_asked" text NOT NULL,
	"level_granted" text,
	"reason" text,
	"revision" integer DEFAULT 1 NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	CONSTRAINT "falcon_applications_status_check" CHECK ("falcon_applications"."status" in ('submitted', 'review', 'approved', 'refused')),
	CONSTRAINT "falcon_applications_level_asked_check" CHECK ("falcon_applications"."level_asked" in ('falcon', 'silver', 'golden')),
	CONSTRAINT "falcon_applications_level_granted_check" CHECK ("falcon_applications"."level_granted" is null or "falcon_applications"."level_granted" in ('falcon', 'silver', 'golden')),
	CONSTRAINT "falcon_applications_approved_check" CHECK (("falcon_applications"."status" = 'approved') = ("falcon_applications"."level_granted" is not null)),
	CONSTRAINT "falcon_applications_share_check" CHECK ("falcon_applications"."brand_share_pct" between 0 and 100),
	CONSTRAINT "falcon_applications_target_check" CHECK ("falcon_applications"."yearly_target_minor" >= 0),
	CONSTRAINT "falcon_applications_channels_check" CHECK (cardinality("falcon_applications"."channels") >= 1),
	CONSTRAINT "falcon_applications_regions_check" CHECK (char_length("falcon_applications"."regions") between 1 and 500)
);
--> statement-breakpoint
CREATE TABLE "outlet_lots" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_key" text NOT NULL,
	"product_id" integer NOT NULL,
	"grade" text NOT NULL,
	"note" jsonb NOT NULL,
	"units" integer NOT NULL,
	"units_left" integer NOT NULL,
	"reduction_bp" integer NOT NULL,
	"available_from" timestamp with time zone DEFAULT now() NOT NULL,
	"available_until" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outlet_lots_grade_check" CHECK ("outlet_lots"."grade" in ('A', 'B', 'C')),
	CONSTRAINT "outlet_lots_units_check" CHECK ("outlet_lots"."units" > 0 and "outlet_lots"."units_left" >= 0 and "outlet_lots"."units_left" <= "outlet_lots"."units"),
	CONSTRAINT "outlet_lots_reduction_check" CHECK ("outlet_lots"."reduction_bp" between 500 and 7000),
	CONSTRAINT "outlet_lots_window_check" CHECK ("outlet_lots"."available_until" is null or "outlet_lots"."available_until" > "outlet_lots"."available_from")
);
--> statement-breakpoint
CREATE TABLE "shipping_labels" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"carrier_tag" text NOT NULL,
	"tracking_number" text NOT NULL,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_by" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_labels_carrier_check" CHECK (char_length("shipping_labels"."carrier_tag") between 1 and 50),
	CONSTRAINT "shipping_labels_tracking_check" CHECK (char_length("shipping_labels"."tracking_number") between 1 and 50),
	CONSTRAINT "shipping_labels_bytes_check" CHECK ("shipping_labels"."bytes" > 0 and "shipping_labels"."bytes" <= 20971520)
);
--> statement-breakpoint
ALTER TABLE "download_files" DROP CONSTRAINT "download_files_kind_check";--> statement-breakpoint
ALTER TABLE "download_records" DROP CONSTRAINT "download_records_source_check";--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "outlet_lot_id" integer;--> statement-breakpoint
ALTER TABLE "cart_outlet_items" ADD CONSTRAINT "cart_outlet_items_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_outlet_items" ADD CONSTRAINT "cart_outlet_items_lot_id_outlet_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."outlet_lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_outlet_items" ADD CONSTRAINT "cart_outlet_items_salesman_id_accounts_id_fk" FOREIGN KEY ("salesman_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "falcon_applications" ADD CONSTRAINT "falcon_applications_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "falcon_applications" ADD CONSTRAINT "falcon_applications_brand_key_brands_key_fk" FOREIGN KEY ("brand_key") REFERENCES "public"."brands"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "falcon_applications" ADD CONSTRAINT "falcon_applications_decided_by_accounts_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outlet_lots" ADD CONSTRAINT "outlet_lots_brand_key_brands_key_fk" FOREIGN KEY ("brand_key") REFERENCES "public"."brands"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outlet_lots" ADD CONSTRAINT "outlet_lots_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outlet_lots" ADD CONSTRAINT "outlet_lots_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_labels" ADD CONSTRAINT "shipping_labels_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_labels" ADD CONSTRAINT "shipping_labels_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_labels" ADD CONSTRAINT "shipping_labels_uploaded_by_accounts_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_outlet_items_lot_idx" ON "cart_outlet_items" USING btree ("lot_id");--> statement-breakpoint
CREATE UNIQUE INDEX "falcon_applications_account_brand_idx" ON "falcon_applications" USING btree ("account_id","brand_key");--> statement-breakpoint
CREATE INDEX "falcon_applications_status_idx" ON "falcon_applications" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "outlet_lots_brand_open_idx" ON "outlet_lots" USING btree ("brand_key","available_from") WHERE "outlet_lots"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "outlet_lots_product_idx" ON "outlet_lots" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "shipping_labels_order_idx" ON "shipping_labels" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "shipping_labels_account_idx" ON "shipping_labels" USING btree ("account_id","uploaded_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_outlet_lot_id_outlet_lots_id_fk" FOREIGN KEY ("outlet_lot_id") REFERENCES "public"."outlet_lots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_brand_created_idx" ON "orders" USING btree ("brand_key","created_at");--> statement-breakpoint
ALTER TABLE "download_files" ADD CONSTRAINT "download_files_kind_check" CHECK ("download_files"."kind" in ('zip', 'video', 'xlsx', 'pdf'));--> statement-breakpoint
ALTER TABLE "download_records" ADD CONSTRAINT "download_records_source_check" CHECK ("download_records"."source" in ('category', 'barcodes', 'cart', 'priceList'));