ALTER TABLE "partner_applications" ADD COLUMN "phone_dialled" text;--> statement-breakpoint
ALTER TABLE "support_queries" ADD COLUMN "phone_dialled" text;--> statement-breakpoint
-- The dialled form follows its number (decision 077): the API writes both together, and a write that
-- empties the number, or changes it without writing the form, empties the form, which the export
-- then computes itself. So a stored form is never another number's (an erasure leaves none).
CREATE OR REPLACE FUNCTION levera_phone_dialled_follows_phone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.phone IS NULL OR (TG_OP = 'UPDATE' AND NEW.phone IS DISTINCT FROM OLD.phone
      AND NEW.phone_dialled IS NOT DISTINCT FROM OLD.phone_dialled) THEN
    NEW.phone_dialled := NULL;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER partner_applications_phone_dialled BEFORE INSERT OR UPDATE OF phone, phone_dialled
  ON partner_applications FOR EACH ROW EXECUTE FUNCTION levera_phone_dialled_follows_phone();
--> statement-breakpoint
CREATE TRIGGER support_queries_phone_dialled BEFORE INSERT OR UPDATE OF phone, phone_dialled
  ON support_queries FOR EACH ROW EXECUTE FUNCTION levera_phone_dialled_follows_phone();
