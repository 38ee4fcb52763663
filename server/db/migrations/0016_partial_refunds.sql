CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text,
	"admin_id" uuid,
	"admin_name" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"request_key" text,
	"provider_refund_id" text,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "refunds_status_check" CHECK (status in ('pending', 'succeeded', 'failed')),
	CONSTRAINT "refunds_amount_check" CHECK (amount > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_pending_operation_check";--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "restocked_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_one_pending_key" ON "refunds" USING btree ("order_id") WHERE status = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_request_key" ON "refunds" USING btree ("order_id","request_key") WHERE status <> 'failed';--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_restocked_check" CHECK (restocked_quantity >= 0 and restocked_quantity <= quantity);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pending_operation_check" CHECK (pending_operation is null or pending_operation in ('cancel_and_refund', 'refund', 'admin_refund', 'admin_refund_keep_stock', 'admin_partial_refund', 'expire'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refunded_amount_check" CHECK (refunded_amount >= 0 and refunded_amount <= amount);--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_settled_check" CHECK (status <> 'succeeded' or settled_at is not null);--> statement-breakpoint
-- Partial refunds (docs/decisions/0232-partial-refunds.md). The lines of orders whose stock went
-- back already (cancelled, expired, refunded with their stock) are restocked in full, so no later
-- refund puts them back twice.
UPDATE "order_lines" l SET "restocked_quantity" = l."quantity" FROM "orders" o WHERE o."id" = l."order_id" AND o."stock_released_at" IS NOT NULL;--> statement-breakpoint
-- Every refund made before this one table: one row per refunded order, its whole total, on the
-- moment it was refunded (as the reports counted it until now).
INSERT INTO "refunds" ("order_id", "amount", "status", "created_at", "settled_at")
SELECT o."id", o."total", 'succeeded', o."refunded_at", o."refunded_at"
FROM "orders" o WHERE o."payment_status" = 'refunded' AND o."refunded_at" IS NOT NULL AND o."total" > 0;--> statement-breakpoint
-- The reports' summaries (migration 0007, decision 0145) now count refunds from this table, on the
-- UTC day each was settled, and a paid order's revenue is what it keeps: its total less what was
-- refunded of it. A fully refunded order leaves every sales figure as before. The rows backfilled
-- above are exactly what sales_days already holds for refunds, so nothing is rebuilt.
CREATE OR REPLACE FUNCTION order_sales_figures(o orders, sign integer)
RETURNS TABLE (day date, orders integer, revenue bigint, tax bigint, discounts bigint, shipping bigint, refunds integer, refunded bigint)
LANGUAGE sql STABLE AS $$
  SELECT (o.paid_at AT TIME ZONE 'UTC')::date, sign,
         sign * (o.total - coalesce((SELECT sum(r.amount) FROM refunds r WHERE r.order_id = o.id AND r.status = 'succeeded'), 0))::bigint,
         sign * o.tax::bigint, sign * o.discount::bigint, sign * o.shipping::bigint, 0, 0::bigint
  WHERE o.payment_status = 'paid' AND o.paid_at IS NOT NULL
$$;--> statement-breakpoint
-- A refund's figures, signed: counted on its own day, and taken off the revenue of the day its order
-- was paid while the order is still paid (once fully refunded, the order leaves that day's figures
-- itself, by the trigger on orders, with what was left of its revenue).
CREATE FUNCTION refund_sales_figures(r refunds, sign integer)
RETURNS TABLE (day date, revenue bigint, refunds integer, refunded bigint)
LANGUAGE sql STABLE AS $$
  SELECT (r.settled_at AT TIME ZONE 'UTC')::date, 0::bigint, sign, sign * r.amount::bigint
  WHERE r.status = 'succeeded'
  UNION ALL
  SELECT (o.paid_at AT TIME ZONE 'UTC')::date, -sign * r.amount::bigint, 0, 0::bigint
  FROM orders o WHERE o.id = r.order_id AND r.status = 'succeeded' AND o.payment_status = 'paid' AND o.paid_at IS NOT NULL
$$;--> statement-breakpoint
CREATE FUNCTION keep_sales_days_on_refund() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO sales_days AS s (day, revenue, refunds, refunded)
    SELECT f.day, sum(f.revenue), sum(f.refunds), sum(f.refunded)
    FROM new_rows n CROSS JOIN LATERAL refund_sales_figures(n::refunds, 1) f
    GROUP BY f.day ORDER BY f.day
    ON CONFLICT (day) DO UPDATE SET revenue = s.revenue + excluded.revenue, refunds = s.refunds + excluded.refunds, refunded = s.refunded + excluded.refunded;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO sales_days AS s (day, revenue, refunds, refunded)
    SELECT f.day, sum(f.revenue), sum(f.refunds), sum(f.refunded)
    FROM (SELECT f.* FROM old_rows o CROSS JOIN LATERAL refund_sales_figures(o::refunds, -1) f
          UNION ALL SELECT f.* FROM new_rows n CROSS JOIN LATERAL refund_sales_figures(n::refunds, 1) f) f
    GROUP BY f.day
    HAVING sum(f.revenue) <> 0 OR sum(f.refunds) <> 0 OR sum(f.refunded) <> 0
    ORDER BY f.day
    ON CONFLICT (day) DO UPDATE SET revenue = s.revenue + excluded.revenue, refunds = s.refunds + excluded.refunds, refunded = s.refunded + excluded.refunded;
  ELSIF TG_OP = 'DELETE' THEN
    -- A deleted order's refunds go with it (the cascade); the order took its own revenue back before.
    INSERT INTO sales_days AS s (day, revenue, refunds, refunded)
    SELECT f.day, sum(f.revenue), sum(f.refunds), sum(f.refunded)
    FROM old_rows o CROSS JOIN LATERAL refund_sales_figures(o::refunds, -1) f
    GROUP BY f.day ORDER BY f.day
    ON CONFLICT (day) DO UPDATE SET revenue = s.revenue + excluded.revenue, refunds = s.refunds + excluded.refunds, refunded = s.refunded + excluded.refunded;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER refunds_sales_days_insert AFTER INSERT ON refunds REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_sales_days_on_refund();--> statement-breakpoint
CREATE TRIGGER refunds_sales_days_update AFTER UPDATE ON refunds REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_sales_days_on_refund();--> statement-breakpoint
CREATE TRIGGER refunds_sales_days_delete AFTER DELETE ON refunds REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_sales_days_on_refund();
