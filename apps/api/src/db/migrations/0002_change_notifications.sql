-- Change notifications for the in-process read caches (decision 006). Every statement that writes to
-- a table the caches follow sends pg_notify('levera_changes', <table name>); PostgreSQL delivers it
-- to every listening API process when the transaction commits (once per table and transaction).
CREATE OR REPLACE FUNCTION levera_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('levera_changes', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A new session cannot be in any cache (its token is new), so only its end matters.
CREATE TRIGGER sessions_changed AFTER UPDATE OR DELETE OR TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION levera_notify_change();
--> statement-breakpoint
CREATE TRIGGER vendors_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON vendors
  FOR EACH STATEMENT EXECUTE FUNCTION levera_notify_change();
--> statement-breakpoint
CREATE TRIGGER menu_items_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON menu_items
  FOR EACH STATEMENT EXECUTE FUNCTION levera_notify_change();
--> statement-breakpoint
CREATE TRIGGER partner_applications_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON partner_applications
  FOR EACH STATEMENT EXECUTE FUNCTION levera_notify_change();
--> statement-breakpoint
CREATE TRIGGER promotions_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON promotions
  FOR EACH STATEMENT EXECUTE FUNCTION levera_notify_change();
--> statement-breakpoint
CREATE TRIGGER offers_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON offers
  FOR EACH STATEMENT EXECUTE FUNCTION levera_notify_change();
