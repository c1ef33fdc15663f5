CREATE TABLE "cart_add_keys" (
	"account_id" integer NOT NULL,
	"key" text NOT NULL,
	"product_id" integer NOT NULL,
	"change" integer NOT NULL,
	"reduced_from" integer,
	"multiple" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_add_keys_account_id_key_product_id_pk" PRIMARY KEY("account_id","key","product_id")
);
--> statement-breakpoint
ALTER TABLE "cart_add_keys" ADD CONSTRAINT "cart_add_keys_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_add_keys_created_idx" ON "cart_add_keys" USING btree ("created_at");