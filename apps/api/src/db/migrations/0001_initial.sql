CREATE TABLE "admins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admins_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_role" text NOT NULL,
	"actor_id" uuid,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"action" text NOT NULL,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"email" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"price" numeric(12, 2) NOT NULL,
	"category" text,
	"available" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"discount_type" text NOT NULL,
	"discount_value" numeric(12, 2),
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "partner_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_number" text NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"city" text,
	"vehicle" text,
	"national_id" text,
	"is_swedish" boolean,
	"age_confirmed" boolean,
	"store_name" text,
	"business_type" text,
	"org_number" text,
	"org_name" text,
	"terms_accepted_at" timestamp with time zone NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_action" text,
	"last_action_by" uuid,
	"last_action_at" timestamp with time zone,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '') || ' ' || coalesce(store_name, '') || ' ' || coalesce(org_number, '') || ' ' || coalesce(org_name, '') || ' ' || coalesce(case_number, '') || ' ' || coalesce(national_id, ''))) STORED,
	CONSTRAINT "partner_applications_case_number_unique" UNIQUE("case_number")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"discount_type" text NOT NULL,
	"discount_value" numeric(12, 2),
	"delivery_type" text,
	"delivery_fee" numeric(12, 2),
	"free_delivery_threshold" numeric(12, 2),
	"minimum_order" numeric(12, 2),
	"maximum_discount" numeric(12, 2),
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"repeat_enabled" boolean DEFAULT false NOT NULL,
	"repeat_days" text[] DEFAULT '{}'::text[] NOT NULL,
	"usage_limit" integer,
	"applicable_to" text DEFAULT 'all' NOT NULL,
	"item_count" integer,
	"terms" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"revenue" numeric(14, 2) DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_action" text,
	"last_action_by" uuid,
	"last_action_at" timestamp with time zone,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce(title, '') || ' ' || coalesce(description, ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "query_status_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"query_id" uuid NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"is_revert" boolean DEFAULT false NOT NULL,
	"changed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_queries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_number" text NOT NULL,
	"type" text NOT NULL,
	"vendor_id" uuid,
	"first_name" text,
	"last_name" text,
	"email" text NOT NULL,
	"phone" text,
	"subject" text NOT NULL,
	"category" text,
	"message" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"read_at" timestamp with time zone,
	"read_by" uuid,
	"response" text,
	"responded_at" timestamp with time zone,
	"responded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce(case_number, '') || ' ' || coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(subject, '') || ' ' || coalesce(message, ''))) STORED,
	CONSTRAINT "support_queries_case_number_unique" UNIQUE("case_number")
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce(vendor_name, '') || ' ' || coalesce(email, ''))) STORED,
	CONSTRAINT "vendors_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "query_status_changes" ADD CONSTRAINT "query_status_changes_query_id_support_queries_id_fk" FOREIGN KEY ("query_id") REFERENCES "public"."support_queries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_queries" ADD CONSTRAINT "support_queries_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id","id");--> statement-breakpoint
CREATE INDEX "login_failures_lookup_idx" ON "login_failures" USING btree ("email","ip","created_at");--> statement-breakpoint
CREATE INDEX "menu_items_vendor_idx" ON "menu_items" USING btree ("vendor_id","position");--> statement-breakpoint
CREATE INDEX "offers_active_dates_idx" ON "offers" USING btree ("active","start_date","end_date");--> statement-breakpoint
CREATE INDEX "partners_type_status_created_idx" ON "partner_applications" USING btree ("type","status","created_at");--> statement-breakpoint
CREATE INDEX "partners_created_idx" ON "partner_applications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "partners_search_trgm_idx" ON "partner_applications" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "partners_pending_email_uq" ON "partner_applications" USING btree ("type","email") WHERE "partner_applications"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "partners_pending_national_id_uq" ON "partner_applications" USING btree ("national_id") WHERE "partner_applications"."status" = 'pending' and "partner_applications"."national_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "partners_pending_org_number_uq" ON "partner_applications" USING btree ("org_number") WHERE "partner_applications"."status" = 'pending' and "partner_applications"."org_number" is not null;--> statement-breakpoint
CREATE INDEX "promotions_vendor_created_idx" ON "promotions" USING btree ("vendor_id","created_at");--> statement-breakpoint
CREATE INDEX "promotions_status_created_idx" ON "promotions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "promotions_end_date_idx" ON "promotions" USING btree ("end_date");--> statement-breakpoint
CREATE INDEX "promotions_search_trgm_idx" ON "promotions" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "query_status_changes_query_idx" ON "query_status_changes" USING btree ("query_id","id");--> statement-breakpoint
CREATE INDEX "sessions_subject_idx" ON "sessions" USING btree ("role","subject_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "queries_type_status_created_idx" ON "support_queries" USING btree ("type","status","created_at");--> statement-breakpoint
CREATE INDEX "queries_created_idx" ON "support_queries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "queries_vendor_created_idx" ON "support_queries" USING btree ("vendor_id","created_at");--> statement-breakpoint
CREATE INDEX "queries_search_trgm_idx" ON "support_queries" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vendors_status_created_idx" ON "vendors" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "vendors_created_idx" ON "vendors" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "vendors_search_trgm_idx" ON "vendors" USING gin ("search_text" gin_trgm_ops);