-- Holds per client network (docs/decisions/0254-holds-per-client-address.md): an unpaid order
-- keeps the network it was placed from while it holds stock, and checkout reads what one network's
-- unpaid orders hold through a partial index of just those orders. Orders placed before have none.
-- A buyer's unpaid holding orders get such an index too: every checkout reads them.
ALTER TABLE "orders" ADD COLUMN "client_address" text;--> statement-breakpoint
CREATE INDEX "orders_unpaid_by_customer_idx" ON "orders" USING btree ("customer_id") WHERE status = 'pending' and payment_status <> 'paid' and stock_released_at is null;--> statement-breakpoint
CREATE INDEX "orders_unpaid_by_address_idx" ON "orders" USING btree ("client_address") WHERE client_address is not null and status = 'pending' and payment_status <> 'paid' and stock_released_at is null;