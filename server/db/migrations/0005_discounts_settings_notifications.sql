ALTER TABLE "discounts" DROP CONSTRAINT "discounts_status_check";--> statement-breakpoint
ALTER TABLE "discounts" ADD COLUMN "usage_limit_per_customer" integer;--> statement-breakpoint
-- once_per_customer becomes a limit of 1 per customer (decision 0120).
UPDATE "discounts" SET "usage_limit_per_customer" = 1 WHERE "once_per_customer";--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("created_at") WHERE read_at is null;--> statement-breakpoint
ALTER TABLE "discounts" DROP COLUMN "once_per_customer";--> statement-breakpoint
ALTER TABLE "discounts" ADD CONSTRAINT "discounts_per_customer_check" CHECK (usage_limit_per_customer is null or usage_limit_per_customer >= 1);--> statement-breakpoint
ALTER TABLE "discounts" ADD CONSTRAINT "discounts_status_check" CHECK (status in ('active', 'disabled', 'archived'));