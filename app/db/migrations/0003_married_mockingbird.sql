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
ALTER TABLE "banners" ADD CONSTRAINT "banners_brand_key_brands_key_fk" FOREIGN KEY ("brand_key") REFERENCES "public"."brands"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banners_brand_position_idx" ON "banners" USING btree ("brand_key","position");