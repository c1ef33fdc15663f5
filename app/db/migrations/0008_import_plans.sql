CREATE TABLE "cart_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"salesman_id" integer,
	"source" text NOT NULL,
	"file_name" text,
	"lines" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_imports_source_check" CHECK ("cart_imports"."source" in ('file', 'typed', 'plan'))
);
--> statement-breakpoint
CREATE TABLE "distribution_plan_items" (
	"plan_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "distribution_plan_items_plan_id_product_id_pk" PRIMARY KEY("plan_id","product_id"),
	CONSTRAINT "distribution_plan_items_quantity_check" CHECK ("distribution_plan_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "distribution_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"salesman_id" integer,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "distribution_plans_name_check" CHECK (char_length("distribution_plans"."name") between 1 and 60)
);
--> statement-breakpoint
ALTER TABLE "cart_imports" ADD CONSTRAINT "cart_imports_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_imports" ADD CONSTRAINT "cart_imports_salesman_id_accounts_id_fk" FOREIGN KEY ("salesman_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_plan_items" ADD CONSTRAINT "distribution_plan_items_plan_id_distribution_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."distribution_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_plan_items" ADD CONSTRAINT "distribution_plan_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_plans" ADD CONSTRAINT "distribution_plans_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_plans" ADD CONSTRAINT "distribution_plans_salesman_id_accounts_id_fk" FOREIGN KEY ("salesman_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_imports_account_idx" ON "cart_imports" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "distribution_plans_account_idx" ON "distribution_plans" USING btree ("account_id","saved_at" DESC NULLS LAST,"id" DESC NULLS LAST);