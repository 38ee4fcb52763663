CREATE TABLE "first_orders" (
	"mailbox_hash" text PRIMARY KEY NOT NULL,
	"first_paid_at" timestamp with time zone DEFAULT now() NOT NULL
);
