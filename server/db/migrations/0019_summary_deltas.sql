-- The reports' daily summaries (0007, 0016) as appended differences (docs/decisions/0244). Each
-- writer added its difference to the day's one row with INSERT ... ON CONFLICT DO UPDATE, so every
-- payment of the day locked the same sales_days row (and its products' rows in product_sales_days)
-- until its transaction committed: under load, half the payments' writes were waiting on that lock.
-- Now each writer inserts a row of its own, which locks nothing another writer needs; readers sum a
-- day's rows (they summed over days already), and the compaction job folds them back to one.
--
-- `settled` marks the rows the compaction wrote (one per day, or per day and product), so it finds
-- the appended ones through a small partial index instead of grouping the whole table. The rows
-- already here are one per key: settled.
ALTER TABLE "product_sales_days" DROP CONSTRAINT "product_sales_days_key";--> statement-breakpoint
ALTER TABLE "sales_days" DROP CONSTRAINT "sales_days_pkey";--> statement-breakpoint
ALTER TABLE "product_sales_days" ADD COLUMN "settled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_days" ADD COLUMN "settled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "product_sales_days" ALTER COLUMN "settled" SET DEFAULT false;--> statement-breakpoint
ALTER TABLE "sales_days" ALTER COLUMN "settled" SET DEFAULT false;--> statement-breakpoint
CREATE INDEX "product_sales_days_day_idx" ON "product_sales_days" USING btree ("day","product_id","name");--> statement-breakpoint
CREATE INDEX "product_sales_days_unsettled_idx" ON "product_sales_days" USING btree ("day") WHERE not settled;--> statement-breakpoint
CREATE INDEX "sales_days_day_idx" ON "sales_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "sales_days_unsettled_idx" ON "sales_days" USING btree ("day") WHERE not settled;--> statement-breakpoint
CREATE OR REPLACE FUNCTION keep_sales_days_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM sales_days;
    DELETE FROM product_sales_days;
    RETURN NULL;
  END IF;
  INSERT INTO sales_days (day, orders, revenue, tax, discounts, shipping, refunds, refunded)
  SELECT f.day, sum(f.orders), sum(f.revenue), sum(f.tax), sum(f.discounts), sum(f.shipping), sum(f.refunds), sum(f.refunded)
  FROM new_rows n CROSS JOIN LATERAL order_sales_figures(n::orders, 1) f
  GROUP BY f.day;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION keep_summaries_on_order_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_day date := CASE WHEN OLD.payment_status = 'paid' THEN (OLD.paid_at AT TIME ZONE 'UTC')::date END;
  new_day date := CASE WHEN TG_OP = 'UPDATE' AND NEW.payment_status = 'paid' THEN (NEW.paid_at AT TIME ZONE 'UTC')::date END;
BEGIN
  INSERT INTO sales_days (day, orders, revenue, tax, discounts, shipping, refunds, refunded)
  SELECT f.day, sum(f.orders), sum(f.revenue), sum(f.tax), sum(f.discounts), sum(f.shipping), sum(f.refunds), sum(f.refunded)
  FROM (SELECT * FROM order_sales_figures(OLD, -1) UNION ALL SELECT * FROM order_sales_figures(NEW, 1)) f
  GROUP BY f.day
  HAVING sum(f.orders) <> 0 OR sum(f.revenue) <> 0 OR sum(f.tax) <> 0 OR sum(f.discounts) <> 0 OR sum(f.shipping) <> 0 OR sum(f.refunds) <> 0 OR sum(f.refunded) <> 0;
  IF old_day IS DISTINCT FROM new_day THEN
    INSERT INTO product_sales_days (day, product_id, name, units, revenue)
    SELECT d.day, l.product_id, CASE WHEN l.product_id IS NULL THEN l.name ELSE '' END, sum(d.sign * l.quantity), sum(d.sign * l.line_total)
    FROM (VALUES (old_day, -1), (new_day, 1)) AS d (day, sign) JOIN order_lines l ON l.order_id = OLD.id
    WHERE d.day IS NOT NULL
    GROUP BY 1, 2, 3;
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- The update and delete branches are written out (not one statement through EXECUTE, as before), so
-- their plans are kept too (as in 0018).
CREATE OR REPLACE FUNCTION keep_product_sales_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM product_sales_days;
  ELSIF TG_OP = 'INSERT' THEN
    -- Every checkout comes here (its lines, order still unpaid: no row).
    INSERT INTO product_sales_days (day, product_id, name, units, revenue)
    SELECT (o.paid_at AT TIME ZONE 'UTC')::date, l.product_id, CASE WHEN l.product_id IS NULL THEN l.name ELSE '' END, sum(l.quantity), sum(l.line_total)
    FROM new_rows l JOIN orders o ON o.id = l.order_id
    WHERE o.payment_status = 'paid' AND o.paid_at IS NOT NULL
    GROUP BY 1, 2, 3;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO product_sales_days (day, product_id, name, units, revenue)
    SELECT (o.paid_at AT TIME ZONE 'UTC')::date, l.product_id, CASE WHEN l.product_id IS NULL THEN l.name ELSE '' END, -sum(l.quantity), -sum(l.line_total)
    FROM old_rows l JOIN orders o ON o.id = l.order_id
    WHERE o.payment_status = 'paid' AND o.paid_at IS NOT NULL
    GROUP BY 1, 2, 3
    HAVING sum(l.quantity) <> 0 OR sum(l.line_total) <> 0;
  ELSE
    INSERT INTO product_sales_days (day, product_id, name, units, revenue)
    SELECT (o.paid_at AT TIME ZONE 'UTC')::date, l.product_id, CASE WHEN l.product_id IS NULL THEN l.name ELSE '' END,
           sum(l.sign * l.quantity), sum(l.sign * l.line_total)
    FROM (SELECT -1 AS sign, order_id, product_id, name, quantity, line_total FROM old_rows
          UNION ALL SELECT 1, order_id, product_id, name, quantity, line_total FROM new_rows) l
    JOIN orders o ON o.id = l.order_id
    WHERE o.payment_status = 'paid' AND o.paid_at IS NOT NULL
    GROUP BY 1, 2, 3
    HAVING sum(l.sign * l.quantity) <> 0 OR sum(l.sign * l.line_total) <> 0;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION keep_sales_days_on_refund() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO sales_days (day, revenue, refunds, refunded)
    SELECT f.day, sum(f.revenue), sum(f.refunds), sum(f.refunded)
    FROM new_rows n CROSS JOIN LATERAL refund_sales_figures(n::refunds, 1) f
    GROUP BY f.day;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO sales_days (day, revenue, refunds, refunded)
    SELECT f.day, sum(f.revenue), sum(f.refunds), sum(f.refunded)
    FROM (SELECT f.* FROM old_rows o CROSS JOIN LATERAL refund_sales_figures(o::refunds, -1) f
          UNION ALL SELECT f.* FROM new_rows n CROSS JOIN LATERAL refund_sales_figures(n::refunds, 1) f) f
    GROUP BY f.day
    HAVING sum(f.revenue) <> 0 OR sum(f.refunds) <> 0 OR sum(f.refunded) <> 0;
  ELSIF TG_OP = 'DELETE' THEN
    -- A deleted order's refunds go with it (the cascade); the order took its own revenue back before.
    INSERT INTO sales_days (day, revenue, refunds, refunded)
    SELECT f.day, sum(f.revenue), sum(f.refunds), sum(f.refunded)
    FROM old_rows o CROSS JOIN LATERAL refund_sales_figures(o::refunds, -1) f
    GROUP BY f.day;
  END IF;
  RETURN NULL;
END $$;
