-- The admin's live counts (issue 17 §2, decision 034) follow the support queries too: every statement
-- that writes to them sends pg_notify('levera_changes', 'support_queries') through the function of
-- migration 0002, so every API process hears of a new, read or answered query.
CREATE TRIGGER support_queries_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON support_queries
  FOR EACH STATEMENT EXECUTE FUNCTION levera_notify_change();
