-- Every instance keeps the first page of each listing in memory (modules/adverts/first-page-cache.ts)
-- and must forget it when a shown advert changes, whoever changed it: the service of another instance,
-- the demo seed or a hand-written UPDATE. A statement-level trigger names the categories whose shown
-- adverts the statement touched, before or after; NOTIFY is delivered at COMMIT (never on ROLLBACK) to
-- every listening instance, and repeats within one transaction are folded into one.
CREATE FUNCTION zeng_notify_listing_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text;
BEGIN
  -- Only the transition tables of this event exist; a branch not taken is never planned.
  IF TG_OP <> 'INSERT' THEN
    FOR changed IN SELECT DISTINCT category FROM changed_before WHERE state = 'APPROVED' LOOP
      PERFORM pg_notify('zeng_listing_changes', changed);
    END LOOP;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    FOR changed IN SELECT DISTINCT category FROM changed_after WHERE state = 'APPROVED' LOOP
      PERFORM pg_notify('zeng_listing_changes', changed);
    END LOOP;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Transition tables need one trigger per event.
CREATE TRIGGER adverts_listing_changes_update AFTER UPDATE ON adverts
  REFERENCING OLD TABLE AS changed_before NEW TABLE AS changed_after
  FOR EACH STATEMENT EXECUTE FUNCTION zeng_notify_listing_change();
--> statement-breakpoint
CREATE TRIGGER adverts_listing_changes_insert AFTER INSERT ON adverts
  REFERENCING NEW TABLE AS changed_after
  FOR EACH STATEMENT EXECUTE FUNCTION zeng_notify_listing_change();
--> statement-breakpoint
CREATE TRIGGER adverts_listing_changes_delete AFTER DELETE ON adverts
  REFERENCING OLD TABLE AS changed_before
  FOR EACH STATEMENT EXECUTE FUNCTION zeng_notify_listing_change();
