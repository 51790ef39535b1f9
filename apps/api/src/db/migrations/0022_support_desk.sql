CREATE TABLE "saved_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_case_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"query_id" uuid NOT NULL,
	"token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_case_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "support_query_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"query_id" uuid NOT NULL,
	"author_kind" text NOT NULL,
	"admin_id" uuid,
	"kind" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seq" bigserial NOT NULL
);
--> statement-breakpoint
DROP INDEX "mail_outbox_undigested_idx";--> statement-breakpoint
ALTER TABLE "support_queries" ADD COLUMN "assignee_id" uuid;--> statement-breakpoint
ALTER TABLE "support_queries" ADD COLUMN "waiting_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "support_queries" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "support_case_links" ADD CONSTRAINT "support_case_links_query_id_support_queries_id_fk" FOREIGN KEY ("query_id") REFERENCES "public"."support_queries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_query_messages" ADD CONSTRAINT "support_query_messages_query_id_support_queries_id_fk" FOREIGN KEY ("query_id") REFERENCES "public"."support_queries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_query_messages" ADD CONSTRAINT "support_query_messages_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_replies_language_title_idx" ON "saved_replies" USING btree ("language","title");--> statement-breakpoint
CREATE INDEX "support_case_links_query_idx" ON "support_case_links" USING btree ("query_id");--> statement-breakpoint
CREATE INDEX "support_query_messages_query_idx" ON "support_query_messages" USING btree ("query_id","created_at","seq");--> statement-breakpoint
ALTER TABLE "support_queries" ADD CONSTRAINT "support_queries_assignee_id_admins_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "queries_sort_waiting_idx" ON "support_queries" USING btree (coalesce("waiting_since", 'infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "queries_assignee_created_idx" ON "support_queries" USING btree ("assignee_id","created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_undigested_idx" ON "mail_outbox" USING btree ("id") WHERE "mail_outbox"."digested_at" is null and "mail_outbox"."kind" in ('applicationReceived', 'queryReceived', 'vendorQueryReceived', 'caseAnswered');--> statement-breakpoint
-- The support desk (issue 37, decision 076): a vendor query's stored response becomes the first reply
-- of its conversation, and its time the first response; an open query nobody answered waits since
-- it arrived.
INSERT INTO support_query_messages (query_id, author_kind, admin_id, kind, body, created_at)
  SELECT q.id, 'admin', a.id, 'reply', q.response, coalesce(q.responded_at, q.updated_at)
  FROM support_queries q LEFT JOIN admins a ON a.id = q.responded_by
  WHERE q.response IS NOT NULL;
--> statement-breakpoint
UPDATE support_queries SET first_response_at = coalesce(responded_at, updated_at) WHERE response IS NOT NULL;
--> statement-breakpoint
UPDATE support_queries SET waiting_since = created_at
  WHERE response IS NULL AND status IN ('created', 'inProgress');
