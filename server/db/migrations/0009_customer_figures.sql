CREATE TABLE "customer_figures" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"total_spent" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_figures" ADD CONSTRAINT "customer_figures_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_figures_order_count_idx" ON "customer_figures" USING btree ("order_count","customer_id");--> statement-breakpoint
CREATE INDEX "customer_figures_total_spent_idx" ON "customer_figures" USING btree ("total_spent","customer_id");--> statement-breakpoint
-- Each customer's order count and money spent (docs/decisions/0205), kept by the database itself
-- like the summaries of 0007 and the buyers of 0008, so every writer (checkout, payment events,
-- refunds, admin changes, account deletion, seeds, a hand-run UPDATE) keeps them exact in its own
-- transaction. The figures are the customer list's: orders placed whatever became of them, and
-- the total of the paid ones.
--
-- Every customer has a row from the moment they exist (the list sorts customers without orders
-- among the others, by id, so they need index entries too); the foreign key deletes it with them.
CREATE FUNCTION add_customer_figures() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO customer_figures (customer_id) SELECT id FROM new_rows ORDER BY id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER customers_figures_insert AFTER INSERT ON customers REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION add_customer_figures();--> statement-breakpoint
-- One order's part in its customer's figures, signed (sign +1 added, -1 taken back).
CREATE TYPE customer_figure_change AS (customer_id uuid, orders integer, spent integer);--> statement-breakpoint
CREATE FUNCTION order_figure_change(o orders, sign integer) RETURNS customer_figure_change LANGUAGE sql IMMUTABLE AS $$
  SELECT (o.customer_id, sign, CASE WHEN o.payment_status = 'paid' THEN sign * o.total ELSE 0 END)::customer_figure_change
$$;--> statement-breakpoint
-- Adds a set of changes: one increment per customer (INSERT ... ON CONFLICT DO UPDATE SET x = x +
-- excluded.x, never a read then a write, so of two writers of one customer's orders the second
-- waits for the first's row and adds to what it committed), rows taken in customer id order so two
-- writers never lock them in opposite orders. A customer who no longer exists is left out:
-- deleting an account sets its orders' customer_id to null, and the -1s of that must not make a
-- new row for them whether or not theirs has gone yet.
CREATE FUNCTION apply_customer_figure_changes(changes customer_figure_change[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO customer_figures AS f (customer_id, order_count, total_spent)
  SELECT c.customer_id, sum(c.orders), sum(c.spent)
  FROM unnest(changes) c
  WHERE c.customer_id IS NOT NULL AND EXISTS (SELECT 1 FROM customers k WHERE k.id = c.customer_id)
  GROUP BY c.customer_id
  HAVING sum(c.orders) <> 0 OR sum(c.spent) <> 0
  ORDER BY c.customer_id
  ON CONFLICT (customer_id) DO UPDATE SET order_count = f.order_count + excluded.order_count, total_spent = f.total_spent + excluded.total_spent;
END $$;--> statement-breakpoint
-- Orders inserted or deleted, every row of a statement at once. Inserted orders are added straight
-- from the transition table (their customers exist: the foreign key says so), which costs the
-- volume seed's batches of 10,000 orders about half what the change arrays did; deletes, rare, go
-- through the function.
CREATE FUNCTION keep_customer_figures() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE customer_figures SET order_count = 0, total_spent = 0 WHERE order_count <> 0 OR total_spent <> 0;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO customer_figures AS f (customer_id, order_count, total_spent)
    SELECT n.customer_id, count(*), coalesce(sum(n.total) FILTER (WHERE n.payment_status = 'paid'), 0)
    FROM new_rows n WHERE n.customer_id IS NOT NULL GROUP BY n.customer_id ORDER BY n.customer_id
    ON CONFLICT (customer_id) DO UPDATE SET order_count = f.order_count + excluded.order_count, total_spent = f.total_spent + excluded.total_spent;
  ELSE
    PERFORM apply_customer_figure_changes(ARRAY(SELECT order_figure_change(o::orders, -1) FROM old_rows o));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- An order whose customer, total or payment status changed (the trigger's WHEN leaves out status
-- moves and reservation marks): its old part out, its new part in, when its transaction commits.
-- Deferred so that a customer's row is the last lock a payment or refund takes: a refund gives its
-- stock back after marking the order refunded, while the same customer's checkout takes the stock
-- first and this row when it inserts the order; at once, each would wait for the other's lock.
CREATE FUNCTION keep_customer_figures_on_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM apply_customer_figure_changes(ARRAY[order_figure_change(OLD, -1), order_figure_change(NEW, 1)]);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER orders_figures_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_customer_figures();--> statement-breakpoint
CREATE TRIGGER orders_figures_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_customer_figures();--> statement-breakpoint
CREATE TRIGGER orders_figures_truncate AFTER TRUNCATE ON orders FOR EACH STATEMENT EXECUTE FUNCTION keep_customer_figures();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER orders_figures_update AFTER UPDATE ON orders DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.customer_id IS DISTINCT FROM NEW.customer_id OR OLD.total IS DISTINCT FROM NEW.total OR OLD.payment_status IS DISTINCT FROM NEW.payment_status)
  EXECUTE FUNCTION keep_customer_figures_on_change();--> statement-breakpoint
-- The customers and orders already there.
INSERT INTO customer_figures (customer_id, order_count, total_spent)
SELECT c.id, count(o.id), coalesce(sum(o.total) FILTER (WHERE o.payment_status = 'paid'), 0)
FROM customers c LEFT JOIN orders o ON o.customer_id = c.id
GROUP BY c.id;
