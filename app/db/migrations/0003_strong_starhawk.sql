CREATE TABLE "browsing_history" (
	"account_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "browsing_history_account_id_product_id_pk" PRIMARY KEY("account_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "browsing_history" ADD CONSTRAINT "browsing_history_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "browsing_history" ADD CONSTRAINT "browsing_history_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "browsing_history_recent_idx" ON "browsing_history" USING btree ("account_id","viewed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_new_arrivals_idx" ON "products" USING btree ("brand_key","new_arrival_date" DESC NULLS LAST,"id") WHERE "products"."is_new" and not "products"."off_market" and "products"."new_arrival_date" is not null;