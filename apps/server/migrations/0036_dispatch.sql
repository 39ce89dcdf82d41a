CREATE TABLE "dispatch_revision" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"revision" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "dispatch_revision_one_row" CHECK ("dispatch_revision"."id" = 1)
);
--> statement-breakpoint
CREATE INDEX "job_calendar_events_end_idx" ON "job_calendar_events" USING btree ("end_time","employee_id");--> statement-breakpoint
INSERT INTO "dispatch_revision" ("id", "revision") VALUES (1, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION dispatch_bump_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "dispatch_revision" SET "revision" = "revision" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Deferred to commit: the one revision row stays locked only from the commit's trigger to the commit itself,
-- so concurrent visit writes do not queue behind each other for their whole transaction.
CREATE CONSTRAINT TRIGGER "job_calendar_events_dispatch_revision"
  AFTER INSERT OR UPDATE OR DELETE ON "job_calendar_events"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION dispatch_bump_revision();
--> statement-breakpoint
-- Time off, blocks and meetings (events, their attendees and changed occurrences) are busy time on the board too.
CREATE CONSTRAINT TRIGGER "events_dispatch_revision"
  AFTER INSERT OR UPDATE OR DELETE ON "events"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION dispatch_bump_revision();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "event_attendees_dispatch_revision"
  AFTER INSERT OR UPDATE OR DELETE ON "event_attendees"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION dispatch_bump_revision();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "event_exceptions_dispatch_revision"
  AFTER INSERT OR UPDATE OR DELETE ON "event_exceptions"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION dispatch_bump_revision();
