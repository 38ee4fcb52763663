DROP INDEX "orders_reserved_until_idx";--> statement-breakpoint
CREATE INDEX "emails_queued_idx" ON "emails" USING btree ("created_at") WHERE status = 'queued';--> statement-breakpoint
CREATE INDEX "orders_open_reservation_idx" ON "orders" USING btree ("reserved_until") WHERE status = 'pending' and payment_status <> 'paid' and stock_released_at is null;--> statement-breakpoint
CREATE INDEX "orders_pending_operation_idx" ON "orders" USING btree ("pending_since") WHERE pending_operation is not null;