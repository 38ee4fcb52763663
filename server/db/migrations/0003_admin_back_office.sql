-- Trigram indexes answer the back office's ILIKE '%...%' searches (docs/decisions/0084). pg_trgm is a
-- trusted extension (PostgreSQL 13+): a database owner may create it; PGlite loads it in db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_pending_operation_check";--> statement-breakpoint
DROP INDEX "customers_created_at_idx";--> statement-breakpoint
DROP INDEX "orders_status_idx";--> statement-breakpoint
DROP INDEX "orders_payment_status_idx";--> statement-breakpoint
DROP INDEX "orders_created_at_idx";--> statement-breakpoint
DROP INDEX "products_created_at_idx";--> statement-breakpoint
CREATE INDEX "customers_search_idx" ON "customers" USING gin ((first_name || ' ' || last_name || ' ' || email) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_email_search_idx" ON "orders" USING gin (email gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_paid_at_idx" ON "orders" USING btree ("paid_at") WHERE payment_status = 'paid';--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ((name || ' ' || slug || ' ' || description) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_created_at_idx" ON "customers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "orders_payment_status_idx" ON "orders" USING btree ("payment_status","created_at");--> statement-breakpoint
CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pending_operation_check" CHECK (pending_operation is null or pending_operation in ('cancel_and_refund', 'refund', 'admin_refund', 'expire'));