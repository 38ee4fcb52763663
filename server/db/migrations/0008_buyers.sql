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
	"first_paid_at" timestamp with time zone NOT NULL,
	CONSTRAINT "buyers_email_key" UNIQUE("email")
);
--> statement-breakpoint
CREATE INDEX "buyers_first_paid_idx" ON "buyers" USING btree ("first_paid_at");--> statement-breakpoint
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
-- Applies one statement's changes. New buyers are inserted with ON CONFLICT, so two
-- first payments of one new buyer at once never fail nor make two buyers: the second waits for the
-- first to commit and then updates its row. The day rows are incremented the same way, and a row
-- whose orders fall to 0 is deleted. A buyer who lost a payment (refund, delete, paid_at or email
-- changed) has their first payment counted again from orders_paid_email_idx, or is deleted when no
-- paid order is left (so an account's anonymised email leaves no trace here); their row is locked
-- first, so that count sees any payment of theirs committed meanwhile. Rows are taken in email,
-- then (day, buyer, country) order, so two writers never take them in opposite orders.
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
  WHERE b.first_paid_at > excluded.first_paid_at;
  INSERT INTO buyer_sales_days AS d (day, buyer_id, country, orders, revenue)
  SELECT (c.paid_at AT TIME ZONE 'UTC')::date, b.id, c.country, sum(c.sign), sum(c.sign * c.total)
  FROM unnest(changes) c JOIN buyers b ON b.email = c.email
  GROUP BY 1, 2, 3
  HAVING sum(c.sign) <> 0 OR sum(c.sign * c.total) <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT ON CONSTRAINT buyer_sales_days_key DO UPDATE SET orders = d.orders + excluded.orders, revenue = d.revenue + excluded.revenue;
  IF cardinality(lost) > 0 THEN
    DELETE FROM buyer_sales_days d
    USING (SELECT DISTINCT (c.paid_at AT TIME ZONE 'UTC')::date AS day, b.id, c.country FROM unnest(changes) c JOIN buyers b ON b.email = c.email WHERE c.sign < 0) k
    WHERE d.day = k.day AND d.buyer_id = k.id AND d.country IS NOT DISTINCT FROM k.country AND d.orders = 0 AND d.revenue = 0;
    DELETE FROM buyers b
    WHERE b.email = ANY (lost) AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.payment_status = 'paid' AND o.email = b.email AND o.paid_at IS NOT NULL);
    UPDATE buyers b SET first_paid_at = (SELECT min(o.paid_at) FROM orders o WHERE o.payment_status = 'paid' AND o.email = b.email)
    WHERE b.email = ANY (lost);
  END IF;
END $$;--> statement-breakpoint
-- Every statement on orders, with all its rows at once (a row trigger would see a buyer deleted by
-- an earlier row of the same statement): inserted orders' payments in, deleted ones' out, and for
-- updated orders only those whose payment, amount, email or country changed (a status move or a
-- reservation mark finds no change and returns at once).
CREATE FUNCTION keep_buyers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM buyer_sales_days;
    DELETE FROM buyers;
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM apply_buyer_changes(ARRAY(SELECT order_buyer_change(n::orders, 1) FROM new_rows n));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM apply_buyer_changes(ARRAY(SELECT order_buyer_change(o::orders, -1) FROM old_rows o));
  ELSE
    PERFORM apply_buyer_changes(ARRAY(
      SELECT x.c
      FROM old_rows o JOIN new_rows n ON n.id = o.id,
           LATERAL (SELECT order_buyer_change(o::orders, -1) AS c UNION ALL SELECT order_buyer_change(n::orders, 1)) x
      WHERE (o.payment_status, o.paid_at, o.total, o.email, o.shipping_address->>'country')
            IS DISTINCT FROM (n.payment_status, n.paid_at, n.total, n.email, n.shipping_address->>'country')));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER orders_buyers_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_buyers();--> statement-breakpoint
CREATE TRIGGER orders_buyers_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_buyers();--> statement-breakpoint
CREATE TRIGGER orders_buyers_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_buyers();--> statement-breakpoint
CREATE TRIGGER orders_buyers_truncate AFTER TRUNCATE ON orders FOR EACH STATEMENT EXECUTE FUNCTION keep_buyers();--> statement-breakpoint
-- The orders already there.
INSERT INTO buyers (email, first_paid_at)
SELECT email, min(paid_at) FROM orders WHERE payment_status = 'paid' AND paid_at IS NOT NULL GROUP BY email ORDER BY min(paid_at), email;--> statement-breakpoint
INSERT INTO buyer_sales_days (day, buyer_id, country, orders, revenue)
SELECT (o.paid_at AT TIME ZONE 'UTC')::date, b.id, o.shipping_address->>'country', count(*), sum(o.total)
FROM orders o JOIN buyers b ON b.email = o.email
WHERE o.payment_status = 'paid' AND o.paid_at IS NOT NULL
GROUP BY 1, 2, 3;
