CREATE TABLE "product_sales_days" (
	"day" date NOT NULL,
	"product_id" uuid,
	"name" text DEFAULT '' NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"revenue" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_sales_days_key" UNIQUE NULLS NOT DISTINCT("day","product_id","name")
);
--> statement-breakpoint
CREATE TABLE "sales_days" (
	"day" date PRIMARY KEY NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	"tax" bigint DEFAULT 0 NOT NULL,
	"discounts" bigint DEFAULT 0 NOT NULL,
	"shipping" bigint DEFAULT 0 NOT NULL,
	"refunds" integer DEFAULT 0 NOT NULL,
	"refunded" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- The reports' daily summaries (docs/decisions/0145), kept by the database itself so every writer
-- (checkout, payment events, refunds, admin changes, seeds, a hand-run UPDATE) keeps them exact:
-- each change adds its difference with INSERT ... ON CONFLICT DO UPDATE in the writer's own
-- transaction. Rows are taken in (day, product) order within a statement, so two writers never
-- lock the same rows in opposite orders. A paid order counts on the UTC day of paid_at, a refund
-- on the UTC day of refunded_at, as the reports define them (decision 0116).
--
-- An order's figures in sales_days, signed (+1 added, -1 taken back).
CREATE FUNCTION order_sales_figures(o orders, sign integer)
RETURNS TABLE (day date, orders integer, revenue bigint, tax bigint, discounts bigint, shipping bigint, refunds integer, refunded bigint)
LANGUAGE sql IMMUTABLE AS $$
  SELECT (o.paid_at AT TIME ZONE 'UTC')::date, sign, sign * o.total::bigint, sign * o.tax::bigint, sign * o.discount::bigint, sign * o.shipping::bigint, 0, 0::bigint
  WHERE o.payment_status = 'paid' AND o.paid_at IS NOT NULL
  UNION ALL
  SELECT (o.refunded_at AT TIME ZONE 'UTC')::date, 0, 0::bigint, 0::bigint, 0::bigint, 0::bigint, sign, sign * o.total::bigint
  WHERE o.payment_status = 'refunded' AND o.refunded_at IS NOT NULL
$$;--> statement-breakpoint
-- New orders (one statement, any number of rows: the checkout's one order or a seed's batch). Their
-- lines come after them, so only sales_days can change here.
CREATE FUNCTION keep_sales_days_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM sales_days;
    DELETE FROM product_sales_days;
    RETURN NULL;
  END IF;
  INSERT INTO sales_days AS s (day, orders, revenue, tax, discounts, shipping, refunds, refunded)
  SELECT f.day, sum(f.orders), sum(f.revenue), sum(f.tax), sum(f.discounts), sum(f.shipping), sum(f.refunds), sum(f.refunded)
  FROM new_rows n CROSS JOIN LATERAL order_sales_figures(n::orders, 1) f
  GROUP BY f.day ORDER BY f.day
  ON CONFLICT (day) DO UPDATE SET orders = s.orders + excluded.orders, revenue = s.revenue + excluded.revenue, tax = s.tax + excluded.tax,
    discounts = s.discounts + excluded.discounts, shipping = s.shipping + excluded.shipping, refunds = s.refunds + excluded.refunds, refunded = s.refunded + excluded.refunded;
  RETURN NULL;
END $$;--> statement-breakpoint
-- One order changed in a way the reports see (the trigger's WHEN leaves out every other update, so
-- status marks and reservations cost nothing) or is about to be deleted: its old figures out, its
-- new ones in; its lines move between days when the day it counts as paid changed.
CREATE FUNCTION keep_summaries_on_order_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_day date := CASE WHEN OLD.payment_status = 'paid' THEN (OLD.paid_at AT TIME ZONE 'UTC')::date END;
  new_day date := CASE WHEN TG_OP = 'UPDATE' AND NEW.payment_status = 'paid' THEN (NEW.paid_at AT TIME ZONE 'UTC')::date END;
BEGIN
  INSERT INTO sales_days AS s (day, orders, revenue, tax, discounts, shipping, refunds, refunded)
  SELECT f.day, sum(f.orders), sum(f.revenue), sum(f.tax), sum(f.discounts), sum(f.shipping), sum(f.refunds), sum(f.refunded)
  FROM (SELECT * FROM order_sales_figures(OLD, -1) UNION ALL SELECT * FROM order_sales_figures(NEW, 1)) f
  GROUP BY f.day
  HAVING sum(f.orders) <> 0 OR sum(f.revenue) <> 0 OR sum(f.tax) <> 0 OR sum(f.discounts) <> 0 OR sum(f.shipping) <> 0 OR sum(f.refunds) <> 0 OR sum(f.refunded) <> 0
  ORDER BY f.day
  ON CONFLICT (day) DO UPDATE SET orders = s.orders + excluded.orders, revenue = s.revenue + excluded.revenue, tax = s.tax + excluded.tax,
    discounts = s.discounts + excluded.discounts, shipping = s.shipping + excluded.shipping, refunds = s.refunds + excluded.refunds, refunded = s.refunded + excluded.refunded;
  IF old_day IS DISTINCT FROM new_day THEN
    INSERT INTO product_sales_days AS p (day, product_id, name, units, revenue)
    SELECT d.day, l.product_id, CASE WHEN l.product_id IS NULL THEN l.name ELSE '' END, sum(d.sign * l.quantity), sum(d.sign * l.line_total)
    FROM (VALUES (old_day, -1), (new_day, 1)) AS d (day, sign) JOIN order_lines l ON l.order_id = OLD.id
    WHERE d.day IS NOT NULL
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ON CONSTRAINT product_sales_days_key DO UPDATE SET units = p.units + excluded.units, revenue = p.revenue + excluded.revenue;
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Order lines added, changed (a deleted product nulls its lines' product_id) or removed, while
-- their order is paid. A line of an unpaid order counts when the order is paid (above).
CREATE FUNCTION keep_product_sales_days() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE TG_OP
    WHEN 'DELETE' THEN 'select -1 as sign, * from old_rows'
    ELSE 'select -1 as sign, * from old_rows union all select 1, * from new_rows' END;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM product_sales_days;
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    -- Every checkout comes here (its lines, order still unpaid: no row); static SQL keeps its plan.
    INSERT INTO product_sales_days AS p (day, product_id, name, units, revenue)
    SELECT (o.paid_at AT TIME ZONE 'UTC')::date, l.product_id, CASE WHEN l.product_id IS NULL THEN l.name ELSE '' END, sum(l.quantity), sum(l.line_total)
    FROM new_rows l JOIN orders o ON o.id = l.order_id
    WHERE o.payment_status = 'paid' AND o.paid_at IS NOT NULL
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ON CONSTRAINT product_sales_days_key DO UPDATE SET units = p.units + excluded.units, revenue = p.revenue + excluded.revenue;
    RETURN NULL;
  END IF;
  EXECUTE format($q$
    insert into product_sales_days as p (day, product_id, name, units, revenue)
    select (o.paid_at at time zone 'UTC')::date, l.product_id, case when l.product_id is null then l.name else '' end,
           sum(l.sign * l.quantity), sum(l.sign * l.line_total)
    from (%s) l join orders o on o.id = l.order_id
    where o.payment_status = 'paid' and o.paid_at is not null
    group by 1, 2, 3
    having sum(l.sign * l.quantity) <> 0 or sum(l.sign * l.line_total) <> 0
    order by 1, 2, 3
    on conflict on constraint product_sales_days_key do update set units = p.units + excluded.units, revenue = p.revenue + excluded.revenue$q$, changed);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER orders_sales_days_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_sales_days_on_insert();--> statement-breakpoint
CREATE TRIGGER orders_sales_days_truncate AFTER TRUNCATE ON orders FOR EACH STATEMENT EXECUTE FUNCTION keep_sales_days_on_insert();--> statement-breakpoint
CREATE TRIGGER orders_summaries_update AFTER UPDATE ON orders FOR EACH ROW
  WHEN (OLD.payment_status IS DISTINCT FROM NEW.payment_status OR OLD.paid_at IS DISTINCT FROM NEW.paid_at OR OLD.refunded_at IS DISTINCT FROM NEW.refunded_at
        OR OLD.total IS DISTINCT FROM NEW.total OR OLD.tax IS DISTINCT FROM NEW.tax OR OLD.discount IS DISTINCT FROM NEW.discount OR OLD.shipping IS DISTINCT FROM NEW.shipping)
  EXECUTE FUNCTION keep_summaries_on_order_change();--> statement-breakpoint
-- Before, while the order's lines are still there to take back (the cascade deletes them next).
CREATE TRIGGER orders_summaries_delete BEFORE DELETE ON orders FOR EACH ROW EXECUTE FUNCTION keep_summaries_on_order_change();--> statement-breakpoint
CREATE TRIGGER order_lines_sales_insert AFTER INSERT ON order_lines REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_product_sales_days();--> statement-breakpoint
CREATE TRIGGER order_lines_sales_update AFTER UPDATE ON order_lines REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_product_sales_days();--> statement-breakpoint
CREATE TRIGGER order_lines_sales_delete AFTER DELETE ON order_lines REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_product_sales_days();--> statement-breakpoint
CREATE TRIGGER order_lines_sales_truncate AFTER TRUNCATE ON order_lines FOR EACH STATEMENT EXECUTE FUNCTION keep_product_sales_days();--> statement-breakpoint
-- The orders already there.
INSERT INTO sales_days (day, orders, revenue, tax, discounts, shipping, refunds, refunded)
SELECT f.day, sum(f.orders), sum(f.revenue), sum(f.tax), sum(f.discounts), sum(f.shipping), sum(f.refunds), sum(f.refunded)
FROM orders o CROSS JOIN LATERAL order_sales_figures(o, 1) f GROUP BY f.day;--> statement-breakpoint
INSERT INTO product_sales_days (day, product_id, name, units, revenue)
SELECT (o.paid_at AT TIME ZONE 'UTC')::date, l.product_id, CASE WHEN l.product_id IS NULL THEN l.name ELSE '' END, sum(l.quantity), sum(l.line_total)
FROM orders o JOIN order_lines l ON l.order_id = o.id
WHERE o.payment_status = 'paid' AND o.paid_at IS NOT NULL
GROUP BY 1, 2, 3;
