-- The owner's screens (docs/decisions/0260-owner-screens.md, 0261-newsletter-subscribers-screen.md):
-- a discount code says who made it, so the newsletter's welcome codes (the personal codes issued
-- to one email, which only the newsletter makes) are listed and counted apart from the shop's; and
-- the subscribers list is read newest first and searched by address through indexes.
ALTER TABLE "discounts" ADD COLUMN "kind" text DEFAULT 'shop' NOT NULL;--> statement-breakpoint
UPDATE "discounts" SET "kind" = 'welcome' WHERE "restricted_to_email" IS NOT NULL OR "id" IN (SELECT "discount_id" FROM "newsletter_subscribers" WHERE "discount_id" IS NOT NULL);--> statement-breakpoint
CREATE INDEX "discounts_kind_created_idx" ON "discounts" USING btree ("kind","created_at","id");--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_subscribed_idx" ON "newsletter_subscribers" USING btree ("subscribed_at","id");--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_search_idx" ON "newsletter_subscribers" USING gin (email gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "discounts" ADD CONSTRAINT "discounts_kind_check" CHECK (kind in ('shop', 'welcome'));