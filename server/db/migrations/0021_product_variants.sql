CREATE TABLE "product_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"name" text NOT NULL,
	"sku" text NOT NULL,
	"price" integer NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"image" jsonb,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_variants_status_check" CHECK (status in ('active', 'archived')),
	CONSTRAINT "product_variants_price_check" CHECK (price >= 0),
	CONSTRAINT "product_variants_stock_check" CHECK (stock >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "variant_id" uuid;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "variant_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "sku" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "variants" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_sku_key" ON "product_variants" USING btree (lower("sku"));--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id","position");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_lines_variant_idx" ON "order_lines" USING btree ("variant_id");--> statement-breakpoint
-- Sizes as variants (docs/decisions/0249-sizes-as-variants.md). product_variants is the one home of
-- what is sold; the product row's price (the cheapest active size), stock (their sum), size (the
-- first one's name) and variants (the active sizes in order, as JSON) are a summary this trigger
-- keeps, so every reader of a product row reads its sizes with it. The products are locked in id
-- order before they are written: every writer of variants has locked its variants first (in id
-- order), so the lock order is always variants, then products, and two writers never deadlock.
CREATE FUNCTION summarise_products(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM products WHERE id = ANY(ids) ORDER BY id FOR NO KEY UPDATE;
  UPDATE products p SET
    price = coalesce(s.price, p.price),
    stock = coalesce(s.stock, 0),
    size = coalesce(s.size, p.size),
    variants = coalesce(s.variants, '[]'::jsonb),
    updated_at = now()
  FROM (
    SELECT ids_.id,
      min(v.price) AS price,
      sum(v.stock)::int AS stock,
      (array_agg(v.name ORDER BY v.position, v.id))[1] AS size,
      jsonb_agg(jsonb_build_object('id', v.id, 'name', v.name, 'sku', v.sku, 'price', v.price, 'stock', v.stock, 'image', v.image)
        ORDER BY v.position, v.id) FILTER (WHERE v.id IS NOT NULL) AS variants
    FROM unnest(ids) AS ids_(id)
    LEFT JOIN product_variants v ON v.product_id = ids_.id AND v.status = 'active'
    GROUP BY ids_.id
  ) s
  WHERE p.id = s.id;
END $$;--> statement-breakpoint
CREATE FUNCTION keep_product_variant_summary() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM summarise_products(ARRAY(SELECT DISTINCT n.product_id FROM new_rows n));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM summarise_products(ARRAY(SELECT DISTINCT o.product_id FROM old_rows o));
  ELSE
    PERFORM summarise_products(ARRAY(SELECT n.product_id FROM new_rows n UNION SELECT o.product_id FROM old_rows o));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER product_variants_summary_insert AFTER INSERT ON product_variants REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_product_variant_summary();--> statement-breakpoint
CREATE TRIGGER product_variants_summary_update AFTER UPDATE ON product_variants REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_product_variant_summary();--> statement-breakpoint
CREATE TRIGGER product_variants_summary_delete AFTER DELETE ON product_variants REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_product_variant_summary();--> statement-breakpoint
-- A product is never without a size: a product row inserted by any path (the admin's form, the
-- seeds, a restored older backup's next write) gets its first variant from its own size, price and
-- stock, with the slug in capitals as its SKU (and the id's start when another size has that SKU).
CREATE FUNCTION make_first_variant() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_variants (product_id, name, sku, price, stock, position)
  SELECT n.id, n.size,
    upper(n.slug) || CASE WHEN EXISTS (SELECT 1 FROM product_variants v WHERE lower(v.sku) = lower(n.slug)) THEN '-' || left(n.id::text, 8) ELSE '' END,
    n.price, n.stock, 0
  FROM new_rows n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_first_variant AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION make_first_variant();--> statement-breakpoint
-- Every product there is gets its one size (the insert's trigger writes each summary), and every
-- order line points at it, keeping its name and SKU.
INSERT INTO product_variants (product_id, name, sku, price, stock, position, created_at)
SELECT p.id, p.size, upper(p.slug), p.price, p.stock, 0, p.created_at FROM products p;--> statement-breakpoint
UPDATE order_lines l SET variant_id = v.id, variant_name = v.name, sku = v.sku
FROM product_variants v WHERE v.product_id = l.product_id;
--> statement-breakpoint
-- The summary is the trigger's alone: a statement that writes it directly (not from inside the
-- trigger) would be overwritten at the next sale, so it is refused at once instead of drifting.
CREATE FUNCTION refuse_summary_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'products.price, stock, size and variants are kept from product_variants (migration 0021): change the product''s variants';
END $$;--> statement-breakpoint
CREATE TRIGGER products_summary_derived BEFORE UPDATE OF price, stock, size, variants ON products FOR EACH ROW
  WHEN (pg_trigger_depth() = 0 AND (old.price, old.stock, old.size, old.variants) IS DISTINCT FROM (new.price, new.stock, new.size, new.variants))
  EXECUTE FUNCTION refuse_summary_write();
