CREATE TABLE "email_unsubscribes" (
	"email" text PRIMARY KEY NOT NULL,
	"campaign_id" uuid,
	"unsubscribed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaigns" DROP CONSTRAINT "campaigns_audience_check";--> statement-breakpoint
DROP INDEX "campaigns_created_at_idx";--> statement-breakpoint
ALTER TABLE "campaign_sends" ADD COLUMN "customer_id" uuid;--> statement-breakpoint
ALTER TABLE "campaign_sends" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_sends" ADD COLUMN "unsubscribe_token_hash" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "inactive_days" integer;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "email_unsubscribes" ADD CONSTRAINT "email_unsubscribes_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_sends" ADD CONSTRAINT "campaign_sends_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_sends_unsubscribe_key" ON "campaign_sends" USING btree ("unsubscribe_token_hash");--> statement-breakpoint
CREATE INDEX "campaign_sends_pending_idx" ON "campaign_sends" USING btree ("campaign_id","status");--> statement-breakpoint
CREATE INDEX "campaigns_created_at_idx" ON "campaigns" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "campaign_sends" ADD CONSTRAINT "campaign_sends_status_check" CHECK (status in ('pending', 'queued'));--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_inactive_days_check" CHECK ((audience = 'lapsed') = (inactive_days is not null and inactive_days > 0));--> statement-breakpoint
UPDATE "campaigns" SET "audience" = 'all' WHERE "audience" = 'customers';--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_audience_check" CHECK (audience in ('all', 'newsletter', 'lapsed'));