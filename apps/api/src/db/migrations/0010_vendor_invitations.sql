CREATE TABLE "vendor_password_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "vendor_password_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "vendors" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "application_id" uuid;--> statement-breakpoint
ALTER TABLE "vendor_password_links" ADD CONSTRAINT "vendor_password_links_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendor_password_links_vendor_idx" ON "vendor_password_links" USING btree ("vendor_id","created_at");--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_application_id_partner_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."partner_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vendors_application_uq" ON "vendors" USING btree ("application_id");--> statement-breakpoint
-- The admin's vendor list shows each vendor's newest set-password link, so its cache follows the links
-- too (the function of migration 0002).
CREATE TRIGGER vendor_password_links_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON vendor_password_links
  FOR EACH STATEMENT EXECUTE FUNCTION levera_notify_change();
