DROP INDEX "partners_pending_national_id_uq";--> statement-breakpoint
ALTER TABLE "partner_applications" drop column "search_text";--> statement-breakpoint
ALTER TABLE "partner_applications" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '') || ' ' || coalesce(store_name, '') || ' ' || coalesce(org_number, '') || ' ' || coalesce(org_name, '') || ' ' || coalesce(case_number, ''))) STORED;--> statement-breakpoint
-- Dropping search_text dropped its trigram index with it; the personnummer is no longer in it (decision 058).
CREATE INDEX "partners_search_trgm_idx" ON "partner_applications" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "partner_applications" ADD COLUMN "national_id_sealed" text;--> statement-breakpoint
ALTER TABLE "partner_applications" ADD COLUMN "national_id_hash" text;--> statement-breakpoint
ALTER TABLE "partner_applications" ADD COLUMN "national_id_masked" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "unused_notice_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "partners_national_id_hash_idx" ON "partner_applications" USING btree ("national_id_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "partners_pending_national_id_uq" ON "partner_applications" USING btree ("national_id_hash") WHERE "partner_applications"."status" = 'pending' and "partner_applications"."national_id_hash" is not null;