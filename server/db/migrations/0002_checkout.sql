ALTER TABLE "orders" ADD COLUMN "reserved_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pending_operation" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pending_since" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_reserved_until_idx" ON "orders" USING btree ("reserved_until");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pending_operation_check" CHECK (pending_operation is null or pending_operation in ('cancel_and_refund', 'refund', 'expire'));