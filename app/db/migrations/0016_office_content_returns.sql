CREATE TABLE "help_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"topic_id" integer NOT NULL,
	"slug" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"brand_key" text,
	"title" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "help_articles_slug_check" CHECK ("help_articles"."slug" ~ '^[a-z0-9-]{1,80}$'),
	CONSTRAINT "help_articles_state_check" CHECK ("help_articles"."state" in ('draft', 'published'))
);
--> statement-breakpoint
CREATE TABLE "help_topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"title" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "help_topics_key_check" CHECK ("help_topics"."key" ~ '^[a-z0-9-]{1,40}$')
);
--> statement-breakpoint
CREATE TABLE "order_return_lines" (
	"return_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "order_return_lines_return_id_line_no_pk" PRIMARY KEY("return_id","line_no"),
	CONSTRAINT "order_return_lines_quantity_check" CHECK ("order_return_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"return_number" text NOT NULL,
	"state" text DEFAULT 'returning' NOT NULL,
	"tracking_number" text,
	"note" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "order_returns_state_check" CHECK ("order_returns"."state" in ('returning', 'returned')),
	CONSTRAINT "order_returns_number_check" CHECK (char_length("order_returns"."return_number") between 1 and 50),
	CONSTRAINT "order_returns_completed_check" CHECK (("order_returns"."state" = 'returned') = ("order_returns"."completed_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "user_notice_acks" (
	"account_id" integer NOT NULL,
	"notice_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_notice_acks_account_id_notice_id_pk" PRIMARY KEY("account_id","notice_id")
);
--> statement-breakpoint
CREATE TABLE "user_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_key" text NOT NULL,
	"version" integer NOT NULL,
	"title" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"published_at" timestamp with time zone,
	"published_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_notices_version_check" CHECK ("user_notices"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "help_articles" ADD CONSTRAINT "help_articles_topic_id_help_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."help_topics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_articles" ADD CONSTRAINT "help_articles_brand_key_brands_key_fk" FOREIGN KEY ("brand_key") REFERENCES "public"."brands"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_articles" ADD CONSTRAINT "help_articles_updated_by_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_return_lines" ADD CONSTRAINT "order_return_lines_return_id_order_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_return_lines" ADD CONSTRAINT "order_return_lines_line_fk" FOREIGN KEY ("order_id","line_no") REFERENCES "public"."order_lines"("order_id","line_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_notice_acks" ADD CONSTRAINT "user_notice_acks_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_notice_acks" ADD CONSTRAINT "user_notice_acks_notice_id_user_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."user_notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_notices" ADD CONSTRAINT "user_notices_brand_key_brands_key_fk" FOREIGN KEY ("brand_key") REFERENCES "public"."brands"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_notices" ADD CONSTRAINT "user_notices_published_by_accounts_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "help_articles_slug_idx" ON "help_articles" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "help_articles_topic_idx" ON "help_articles" USING btree ("topic_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "help_topics_key_idx" ON "help_topics" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "order_returns_number_idx" ON "order_returns" USING btree ("return_number");--> statement-breakpoint
CREATE INDEX "order_returns_order_idx" ON "order_returns" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_notices_brand_version_idx" ON "user_notices" USING btree ("brand_key","version");--> statement-breakpoint
CREATE INDEX "user_notices_brand_published_idx" ON "user_notices" USING btree ("brand_key","published_at" DESC NULLS LAST);