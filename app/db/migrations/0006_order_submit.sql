CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_counters_last_check" CHECK ("invoice_counters"."last_number" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_minimums" (
	"brand_key" text NOT NULL,
	"currency" char(3) NOT NULL,
	"minimum_minor" bigint NOT NULL,
	CONSTRAINT "order_minimums_brand_key_currency_pk" PRIMARY KEY("brand_key","currency"),
	CONSTRAINT "order_minimums_amount_check" CHECK ("order_minimums"."minimum_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tax_rates" (
	"country_code" char(2) PRIMARY KEY NOT NULL,
	"rate_bp" integer NOT NULL,
	CONSTRAINT "tax_rates_rate_check" CHECK ("tax_rates"."rate_bp" >= 0 and "tax_rates"."rate_bp" < 10000)
);
--> statement-breakpoint
ALTER TABLE "order_minimums" ADD CONSTRAINT "order_minimums_brand_key_brands_key_fk" FOREIGN KEY ("brand_key") REFERENCES "public"."brands"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_rates" ADD CONSTRAINT "tax_rates_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;