CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"sealed" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_delivery_check";--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "delivery_status" SET DEFAULT 'queued';--> statement-breakpoint
ALTER TABLE "verification_challenges" ADD COLUMN "emailed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "jobs_finished_idx" ON "jobs" USING btree ("finished_at");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_delivery_check" CHECK ("messages"."delivery_status" in ('queued', 'recorded', 'sent', 'failed'));--> statement-breakpoint
UPDATE "verification_challenges" SET "emailed" = true WHERE "emailed_to_account_id" IS NOT NULL;--> statement-breakpoint
UPDATE "messages" SET "body" = regexp_replace("body", 'https?://[^[:space:]]*[?&]token=[^[:space:]]*', '••••••••', 'g') WHERE "kind" IN ('confirmEmail', 'resetPassword');--> statement-breakpoint
UPDATE "messages" SET "subject" = regexp_replace("subject", '\m[ACDEFHJKMNPRTUVWXY34679]{8}\M', '••••••••', 'g'), "body" = regexp_replace("body", '\m[ACDEFHJKMNPRTUVWXY34679]{8}\M', '••••••••', 'g') WHERE "kind" = 'loginCode';--> statement-breakpoint
UPDATE "messages" SET "body" = regexp_replace("body", 'token=[A-Za-z0-9_-]{43}', 'token=••••••••', 'g') WHERE "body" ~ 'token=[A-Za-z0-9_-]{43}';
