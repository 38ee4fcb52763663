-- Writes a client may replay (docs/decisions/0256-offline-writes.md): each Idempotency-Key's first
-- answer, kept with the write in one transaction, so a contact message or address edit queued
-- offline and sent again after a lost answer changes nothing the second time.
CREATE TABLE "idempotent_writes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer NOT NULL,
	"answer" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "idempotent_writes" ADD CONSTRAINT "idempotent_writes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "idempotent_writes_customer_key" ON "idempotent_writes" USING btree ("customer_id","key") WHERE customer_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "idempotent_writes_public_key" ON "idempotent_writes" USING btree ("key") WHERE customer_id is null;--> statement-breakpoint
CREATE INDEX "idempotent_writes_created_idx" ON "idempotent_writes" USING btree ("created_at");