-- Repeat applications kept as update requests on the pending application they repeat (issue 36 §7,
-- decision 063).
CREATE TABLE "partner_update_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_number" text NOT NULL,
	"application_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"city" text,
	"vehicle" text,
	"national_id_sealed" text,
	"national_id_hash" text,
	"national_id_masked" text,
	"is_swedish" boolean,
	"age_confirmed" boolean,
	"store_name" text,
	"business_type" text,
	"org_number" text,
	"org_name" text,
	"terms_accepted_at" timestamp with time zone NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	CONSTRAINT "partner_update_requests_case_number_unique" UNIQUE("case_number")
);
--> statement-breakpoint
ALTER TABLE "partner_update_requests" ADD CONSTRAINT "partner_update_requests_application_id_partner_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."partner_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_update_requests_application_idx" ON "partner_update_requests" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "partner_update_requests_email_idx" ON "partner_update_requests" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "partner_update_requests_phone_idx" ON "partner_update_requests" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "partner_update_requests_national_id_hash_idx" ON "partner_update_requests" USING btree ("national_id_hash");--> statement-breakpoint
CREATE INDEX "partner_update_requests_org_number_idx" ON "partner_update_requests" USING btree ("org_number");--> statement-breakpoint
CREATE INDEX "partner_update_requests_decided_idx" ON "partner_update_requests" USING btree ("status","decided_at");--> statement-breakpoint
-- The admin's partner list finds an application by an update request's case number, so its read
-- cache (decision 006) follows this table too.
CREATE TRIGGER partner_update_requests_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON partner_update_requests
  FOR EACH STATEMENT EXECUTE FUNCTION levera_notify_change();
