ALTER TABLE "accounts" DROP CONSTRAINT "accounts_role_check";--> statement-breakpoint
ALTER TABLE "accounts" DROP CONSTRAINT "accounts_company_check";--> statement-breakpoint
ALTER TABLE "audit_events" ALTER COLUMN "account_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_events" ALTER COLUMN "actor_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "refused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "refusal_reason" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_reviewed_by_accounts_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_created_idx" ON "audit_events" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_action_created_idx" ON "audit_events" USING btree ("action","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_role_check" CHECK ("accounts"."role" in ('buyer', 'salesman', 'service', 'admin'));--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_company_check" CHECK (("accounts"."role" <> 'buyer') = ("accounts"."company_id" is null));