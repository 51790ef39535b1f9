-- The admins' digest lists vendors' support queries too (issue 36 §5): their digest-only outbox rows
-- ('vendorQueryReceived') join the kinds the partial index of undigested rows covers.
DROP INDEX "mail_outbox_undigested_idx";--> statement-breakpoint
CREATE INDEX "mail_outbox_undigested_idx" ON "mail_outbox" USING btree ("id") WHERE "mail_outbox"."digested_at" is null and "mail_outbox"."kind" in ('applicationReceived', 'queryReceived', 'vendorQueryReceived');