CREATE TABLE "download_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"record_id" integer NOT NULL,
	"kind" text NOT NULL,
	"part" integer NOT NULL,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	CONSTRAINT "download_files_kind_check" CHECK ("download_files"."kind" in ('zip', 'video'))
);
--> statement-breakpoint
CREATE TABLE "download_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"salesman_id" integer,
	"brand_key" text NOT NULL,
	"source" text NOT NULL,
	"category_id" integer,
	"request" jsonb NOT NULL,
	"watermarked" boolean,
	"status" text DEFAULT 'generating' NOT NULL,
	"failure_reason" text,
	"skipped" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"product_count" integer DEFAULT 0 NOT NULL,
	"file_count" integer DEFAULT 0 NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"files_expire_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"seen_at" timestamp with time zone,
	"job_id" bigint,
	"attempt" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "download_records_source_check" CHECK ("download_records"."source" in ('category', 'barcodes', 'cart')),
	CONSTRAINT "download_records_status_check" CHECK ("download_records"."status" in ('generating', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "image_permissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"salesman_id" integer,
	"purpose" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'review' NOT NULL,
	"reason" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "image_permissions_purpose_check" CHECK ("image_permissions"."purpose" in ('website', 'customers')),
	CONSTRAINT "image_permissions_status_check" CHECK ("image_permissions"."status" in ('review', 'refused', 'approved')),
	CONSTRAINT "image_permissions_decision_check" CHECK (("image_permissions"."status" = 'review') = ("image_permissions"."decided_at" is null))
);
--> statement-breakpoint
CREATE TABLE "product_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"kind" text NOT NULL,
	"language" text,
	"storage_key" text NOT NULL,
	"bytes" bigint NOT NULL,
	"file_name" text NOT NULL,
	CONSTRAINT "product_documents_kind_check" CHECK ("product_documents"."kind" in ('manual', 'specification'))
);
--> statement-breakpoint
CREATE TABLE "product_videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"resolution" text NOT NULL,
	"storage_key" text NOT NULL,
	"bytes" bigint NOT NULL,
	"duration_ms" integer NOT NULL,
	CONSTRAINT "product_videos_resolution_check" CHECK ("product_videos"."resolution" in ('standard', 'high'))
);
--> statement-breakpoint
ALTER TABLE "download_files" ADD CONSTRAINT "download_files_record_id_download_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."download_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_records" ADD CONSTRAINT "download_records_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_records" ADD CONSTRAINT "download_records_salesman_id_accounts_id_fk" FOREIGN KEY ("salesman_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_records" ADD CONSTRAINT "download_records_brand_key_brands_key_fk" FOREIGN KEY ("brand_key") REFERENCES "public"."brands"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_records" ADD CONSTRAINT "download_records_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_permissions" ADD CONSTRAINT "image_permissions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_permissions" ADD CONSTRAINT "image_permissions_salesman_id_accounts_id_fk" FOREIGN KEY ("salesman_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_documents" ADD CONSTRAINT "product_documents_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_videos" ADD CONSTRAINT "product_videos_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "download_files_token_idx" ON "download_files" USING btree ("token");--> statement-breakpoint
CREATE INDEX "download_files_record_idx" ON "download_files" USING btree ("record_id","kind","part");--> statement-breakpoint
CREATE INDEX "download_records_account_idx" ON "download_records" USING btree ("account_id","requested_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "download_records_generating_idx" ON "download_records" USING btree ("account_id") WHERE "download_records"."status" = 'generating';--> statement-breakpoint
CREATE INDEX "download_records_unseen_idx" ON "download_records" USING btree ("account_id") WHERE "download_records"."finished_at" is not null and "download_records"."seen_at" is null;--> statement-breakpoint
CREATE INDEX "download_records_expires_idx" ON "download_records" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "download_records_files_expire_idx" ON "download_records" USING btree ("files_expire_at") WHERE "download_records"."status" = 'done';--> statement-breakpoint
CREATE INDEX "image_permissions_account_idx" ON "image_permissions" USING btree ("account_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_documents_product_idx" ON "product_documents" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_videos_product_idx" ON "product_videos" USING btree ("product_id","resolution");