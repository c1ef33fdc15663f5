CREATE TABLE "api_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"brand_key" text NOT NULL,
	"company_name" text NOT NULL,
	"shop_url" text NOT NULL,
	"enterprise_size" text NOT NULL,
	"technical_staff" boolean NOT NULL,
	"data_wanted" text[] NOT NULL,
	"other_data" text,
	"contact_note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"reason" text,
	"scopes" text[] DEFAULT '{}'::text[] NOT NULL,
	"client_id" text,
	"revision" integer DEFAULT 1 NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	CONSTRAINT "api_applications_status_check" CHECK ("api_applications"."status" in ('submitted', 'review', 'approved', 'failed')),
	CONSTRAINT "api_applications_size_check" CHECK ("api_applications"."enterprise_size" in ('1-10', '11-50', '51-200', '201-1000', '1000+')),
	CONSTRAINT "api_applications_approved_check" CHECK ("api_applications"."status" <> 'approved' or "api_applications"."client_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "api_client_secrets" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"secret_hash" text NOT NULL,
	"hint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "api_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"secret_id" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "stock" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "api_applications" ADD CONSTRAINT "api_applications_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_applications" ADD CONSTRAINT "api_applications_brand_key_brands_key_fk" FOREIGN KEY ("brand_key") REFERENCES "public"."brands"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_client_secrets" ADD CONSTRAINT "api_client_secrets_application_id_api_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."api_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_application_id_api_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."api_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_secret_id_api_client_secrets_id_fk" FOREIGN KEY ("secret_id") REFERENCES "public"."api_client_secrets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_applications_account_brand_idx" ON "api_applications" USING btree ("account_id","brand_key");--> statement-breakpoint
CREATE UNIQUE INDEX "api_applications_client_id_idx" ON "api_applications" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "api_client_secrets_hash_idx" ON "api_client_secrets" USING btree ("secret_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "api_client_secrets_live_idx" ON "api_client_secrets" USING btree ("application_id") WHERE "api_client_secrets"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "api_tokens_expires_idx" ON "api_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "api_tokens_secret_idx" ON "api_tokens" USING btree ("secret_id");--> statement-breakpoint
CREATE INDEX "products_brand_updated_idx" ON "products" USING btree ("brand_key","updated_at","id");--> statement-breakpoint
CREATE INDEX "stock_updated_idx" ON "stock" USING btree ("updated_at","product_id");--> statement-breakpoint
-- The API's incremental sync (decision 0107): a product's updated_at moves when the row changes
-- (not when only its sales count does: every order would touch it) or when one of its prices does;
-- a stock row's when any of its figures do. An explicit updated_at in the UPDATE is kept.
CREATE FUNCTION products_touch_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  before_row products := OLD;
  after_row products := NEW;
BEGIN
  before_row.sales_count := 0; after_row.sales_count := 0;
  before_row.updated_at := NULL; after_row.updated_at := NULL;
  before_row.search_text := NULL; after_row.search_text := NULL;
  IF after_row IS DISTINCT FROM before_row AND NEW.updated_at = OLD.updated_at THEN
    NEW.updated_at := now();
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER products_touch_updated_at BEFORE UPDATE ON products
  FOR EACH ROW EXECUTE FUNCTION products_touch_updated_at();--> statement-breakpoint
CREATE FUNCTION product_prices_touch_product() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET updated_at = now()
  WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.product_id ELSE NEW.product_id END;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER product_prices_touch_product AFTER INSERT OR UPDATE OR DELETE ON product_prices
  FOR EACH ROW EXECUTE FUNCTION product_prices_touch_product();--> statement-breakpoint
CREATE FUNCTION stock_touch_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.available, NEW.in_transit, NEW.undelivered_order_qty, NEW.expected_arrival, NEW.not_check_stock)
     IS DISTINCT FROM (OLD.available, OLD.in_transit, OLD.undelivered_order_qty, OLD.expected_arrival, OLD.not_check_stock)
     AND NEW.updated_at = OLD.updated_at THEN
    NEW.updated_at := now();
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER stock_touch_updated_at BEFORE UPDATE ON stock
  FOR EACH ROW EXECUTE FUNCTION stock_touch_updated_at();
