CREATE TABLE "buyer_sales_days" (
	"day" date NOT NULL,
	"buyer_id" integer NOT NULL,
	"country" text,
	"orders" integer DEFAULT 0 NOT NULL,
	"revenue" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "buyer_sales_days_key" UNIQUE NULLS NOT DISTINCT("day","buyer_id","country")
);
--> statement-breakpoint
CREATE TABLE "buyers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"first_paid_at" timestamp with time zone,
	CONSTRAINT "buyers_email_key" UNIQUE("email")
);
--> statement-breakpoint
-- The customers report's buyers (docs/decisions/0146), kept by the database itself like the daily
-- summaries of 0007, so every writer (checkout, payment events, refunds, admin changes, seeds, a
-- hand-run UPDATE) keeps them exact, in the writer's own transaction. A buyer is an order email
-- exactly as stored (decision 0116); a paid order counts on the UTC day of paid_at.
--
-- One paid order as a change to the buyers, signed (+1 added, -1 taken back); no row when the
-- order is not paid.
CREATE TYPE buyer_change AS (sign integer, email text, paid_at timestamptz, country text, total integer);--> statement-breakpoint
CREATE FUNCTION order_buyer_change(o orders, sign integer) RETURNS SETOF buyer_change LANGUAGE sql IMMUTABLE AS $$
  SELECT sign, o.email, o.paid_at, o.shipping_address->>'country', o.total
  WHERE o.payment_status = 'paid' AND o.paid_at IS NOT NULL
$$;--> statement-breakpoint
-- Applies a statement's (or a row's) changes. New buyers are inserted with ON CONFLICT, so two
-- first payments of one new buyer at once never fail nor make two buyers: the second waits for the
-- first to commit and then updates its row. A buyer who lost a payment (refund, delete, paid_at or
-- email changed) has their first payment counted again from orders_paid_email_idx, after their
-- row is locked, so that statement sees any payment of theirs committed meanwhile. Rows are taken
-- in email, then (day, buyer, country) order, so two writers never take them in opposite orders.
CREATE FUNCTION apply_buyer_changes(changes buyer_change[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  lost text[] := ARRAY(SELECT DISTINCT c.email FROM unnest(changes) c WHERE c.sign < 0);
BEGIN
  IF cardinality(changes) = 0 THEN
    RETURN;
  END IF;
  IF cardinality(lost) > 0 THEN
    PERFORM 1 FROM buyers b WHERE b.email IN (SELECT c.email FROM unnest(changes) c) ORDER BY b.email FOR UPDATE;
  END IF;
  INSERT INTO buyers AS b (email, first_paid_at)
  SELECT c.email, min(c.paid_at) FROM unnest(changes) c WHERE c.sign > 0 GROUP BY c.email ORDER BY c.email
  ON CONFLICT (email) DO UPDATE SET first_paid_at = excluded.first_paid_at
  WHERE b.first_paid_at IS NULL OR b.first_paid_at > excluded.first_paid_at;
  IF cardinality(lost) > 0 THEN
    UPDATE buyers b SET first_paid_at = (SELECT min(o.paid_at) FROM orders o WHERE o.payment_status = 'paid' AND o.email = b.email)
    WHERE b.email = ANY (lost);
  END IF;
  INSERT INTO buyer_sales_days AS d (day, buyer_id, country, orders, revenue)
  SELECT (c.paid_at AT TIME ZONE 'UTC')::date, b.id, c.country, sum(c.sign), sum(c.sign * c.total)
  FROM unnest(changes) c JOIN buyers b ON b.email = c.email
  GROUP BY 1, 2, 3
  HAVING sum(c.sign) <> 0 OR sum(c.sign * c.total) <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT ON CONSTRAINT buyer_sales_days_key DO UPDATE SET orders = d.orders + excluded.orders, revenue = d.revenue + excluded.revenue;
END $$;--> statement-breakpoint
-- New orders, one statement (the checkout's unpaid order: nothing to do; a seed's batch of paid ones).
CREATE FUNCTION keep_buyers_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM buyer_sales_days;
    DELETE FROM buyers;
    RETURN NULL;
  END IF;
  PERFORM apply_buyer_changes(ARRAY(SELECT order_buyer_change(n::orders, 1) FROM new_rows n));
  RETURN NULL;
END $$;--> statement-breakpoint
-- One order changed in a way the buyers see (the trigger's WHEN leaves out every other update), or
-- deleted: its old payment out, its new one in.
CREATE FUNCTION keep_buyers_on_order_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM apply_buyer_changes(ARRAY(SELECT order_buyer_change(OLD, -1) UNION ALL SELECT order_buyer_change(NEW, 1) WHERE TG_OP = 'UPDATE'));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER orders_buyers_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_buyers_on_insert();--> statement-breakpoint
CREATE TRIGGER orders_buyers_truncate AFTER TRUNCATE ON orders FOR EACH STATEMENT EXECUTE FUNCTION keep_buyers_on_insert();--> statement-breakpoint
CREATE TRIGGER orders_buyers_update AFTER UPDATE ON orders FOR EACH ROW
  WHEN (OLD.payment_status IS DISTINCT FROM NEW.payment_status OR OLD.paid_at IS DISTINCT FROM NEW.paid_at OR OLD.total IS DISTINCT FROM NEW.total
        OR OLD.email IS DISTINCT FROM NEW.email OR OLD.shipping_address->>'country' IS DISTINCT FROM NEW.shipping_address->>'country')
  EXECUTE FUNCTION keep_buyers_on_order_change();--> statement-breakpoint
-- After the delete, so counting a buyer's first payment again no longer sees the deleted order.
CREATE TRIGGER orders_buyers_delete AFTER DELETE ON orders FOR EACH ROW WHEN (OLD.payment_status = 'paid') EXECUTE FUNCTION keep_buyers_on_order_change();--> statement-breakpoint
-- The orders already there.
INSERT INTO buyers (email, first_paid_at)
SELECT email, min(paid_at) FROM orders WHERE payment_status = 'paid' AND paid_at IS NOT NULL GROUP BY email ORDER BY min(paid_at), email;--> statement-breakpoint
INSERT INTO buyer_sales_days (day, buyer_id, country, orders, revenue)
SELECT (o.paid_at AT TIME ZONE 'UTC')::date, b.id, o.shipping_address->>'country', count(*), sum(o.total)
FROM orders o JOIN buyers b ON b.email = o.email
WHERE o.payment_status = 'paid' AND o.paid_at IS NOT NULL
GROUP BY 1, 2, 3;
