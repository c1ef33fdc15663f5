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
ALTER TABLE "arrival_notices" ADD CONSTRAINT "arrival_notices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arrival_notices" ADD CONSTRAINT "arrival_notices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arrival_notices" ADD CONSTRAINT "arrival_notices_salesman_id_accounts_id_fk" FOREIGN KEY ("salesman_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arrival_notices" ADD CONSTRAINT "arrival_notices_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "arrival_notices_account_idx" ON "arrival_notices" USING btree ("account_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "arrival_notices_waiting_idx" ON "arrival_notices" USING btree ("account_id","product_id") WHERE "arrival_notices"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "arrival_notices_product_waiting_idx" ON "arrival_notices" USING btree ("product_id") WHERE "arrival_notices"."notified_at" is null;