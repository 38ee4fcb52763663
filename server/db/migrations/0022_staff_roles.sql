-- Staff roles (docs/decisions/0250-staff-roles.md). Every admin so far could do everything, so each
-- becomes an owner, and an invitation still open keeps the access it promised. The default serves
-- only these rows: from now on whoever adds an admin or an invitation names the role.
ALTER TABLE "admin_invitations" ADD COLUMN "role" text DEFAULT 'owner' NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_invitations" ALTER COLUMN "role" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "role" text DEFAULT 'owner' NOT NULL;--> statement-breakpoint
ALTER TABLE "admins" ALTER COLUMN "role" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "admin_invitations" ADD CONSTRAINT "admin_invitations_role_check" CHECK (role in ('owner', 'manager', 'fulfilment'));--> statement-breakpoint
ALTER TABLE "admins" ADD CONSTRAINT "admins_role_check" CHECK (role in ('owner', 'manager', 'fulfilment'));
