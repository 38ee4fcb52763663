-- Abandoned checkouts (docs/decisions/0255-abandoned-checkouts.md). The first-order ledger also
-- holds claims: an unpaid order with a first-order code claims its mailbox until its reservation
-- ends (held_until), so a paid record is the row with first_paid_at set, and every row already
-- here is one. A payment counts the intents its order had, for the provider key of the next one.
ALTER TABLE "first_orders" ALTER COLUMN "first_paid_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "first_orders" ALTER COLUMN "first_paid_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "first_orders" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "first_orders" ADD COLUMN "held_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "first_orders" ADD CONSTRAINT "first_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "first_orders_order_idx" ON "first_orders" USING btree ("order_id") WHERE order_id is not null;--> statement-breakpoint
ALTER TABLE "first_orders" ADD CONSTRAINT "first_orders_claim_check" CHECK (first_paid_at is not null or held_until is not null);