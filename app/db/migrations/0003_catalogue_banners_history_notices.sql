CREATE TABLE "arrival_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"email" text NOT NULL,
	"quantity" integer NOT NULL,
	"salesman_id" integer,
	"notified_at" timestamp with time zone,
	"message_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "arrival_notices_quantity_check" CHECK ("arrival_notices"."quantity" > 0 and "arrival_notices"."quantity" <= 999999),
	CONSTRAINT "arrival_notices_email_check" CHECK (char_length("arrival_notices"."email") between 3 and 254)
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_key" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"image" text NOT NULL,
	"title" jsonb NOT NULL,
	"subtitle" jsonb,
	"href" text NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banners_href_check" CHECK ("banners"."href" ~ '^/[^/\\]'),
	CONSTRAINT "banners_period_check" CHECK ("banners"."starts_at" is null or "banners"."ends_at" is null or "banners"."ends_at" > "banners"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "browsing_history" (
	"account_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "browsing_history_account_id_product_id_pk" PRIMARY KEY("account_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "arrival_notices" ADD CONSTRAINT "arrival_notices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arrival_notices" ADD CONSTRAINT "arrival_notices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arrival_notices" ADD CONSTRAINT "arrival_notices_salesman_id_accounts_id_fk" FOREIGN KEY ("salesman_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arrival_notices" ADD CONSTRAINT "arrival_notices_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_brand_key_brands_key_fk" FOREIGN KEY ("brand_key") REFERENCES "public"."brands"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "browsing_history" ADD CONSTRAINT "browsing_history_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "browsing_history" ADD CONSTRAINT "browsing_history_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "arrival_notices_account_idx" ON "arrival_notices" USING btree ("account_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "arrival_notices_waiting_idx" ON "arrival_notices" USING btree ("account_id","product_id") WHERE "arrival_notices"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "arrival_notices_product_waiting_idx" ON "arrival_notices" USING btree ("product_id") WHERE "arrival_notices"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "banners_brand_position_idx" ON "banners" USING btree ("brand_key","position");--> statement-breakpoint
CREATE INDEX "browsing_history_recent_idx" ON "browsing_history" USING btree ("account_id","viewed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_new_arrivals_idx" ON "products" USING btree ("brand_key","new_arrival_date" DESC NULLS LAST,"id") WHERE "products"."is_new" and not "products"."off_market" and "products"."new_arrival_date" is not null;