ALTER TABLE "vendors" DROP CONSTRAINT "vendors_email_unique";--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "archived_by" uuid;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_created_idx" ON "audit_log" USING btree ("actor_role","actor_id","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_entity_created_idx" ON "audit_log" USING btree ("entity","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendors_email_uq" ON "vendors" USING btree ("email") WHERE "vendors"."archived_at" is null;