CREATE TABLE "job_sheet_task_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "job_sheet_task_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "non_billable_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "non_billable_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "timecards" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"approved_by" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "timecards_period" CHECK ("timecards"."period_to" >= "timecards"."period_from"),
	CONSTRAINT "timecards_status" CHECK ("timecards"."status" in ('open', 'submitted', 'approved'))
);
--> statement-breakpoint
ALTER TABLE "timesheets" ADD COLUMN "non_billable_type_id" integer;--> statement-breakpoint
ALTER TABLE "timecards" ADD CONSTRAINT "timecards_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timecards" ADD CONSTRAINT "timecards_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "timecards_employee_idx" ON "timecards" USING btree ("employee_id","period_from");--> statement-breakpoint
-- Approved time is locked (issue 17 item 2): every write to timesheets, through any route (jobs' or time's),
-- is refused on a day of an approved timecard of the employee's user, or on a row already stamped approved.
-- Approving and unapproving only stamp approved_at/approved_by, which is let through when nothing else changes.
CREATE FUNCTION timesheet_day_approved(p_user integer, p_day date) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (
    SELECT 1 FROM timecards c JOIN employees e ON e.id = c.employee_id
    WHERE e.user_id = p_user AND c.status = 'approved' AND p_day BETWEEN c.period_from AND c.period_to)
$$;--> statement-breakpoint
CREATE FUNCTION timesheets_approved_lock() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  locked date;
BEGIN
  IF TG_OP = 'UPDATE' AND (NEW.approved_at IS DISTINCT FROM OLD.approved_at OR NEW.approved_by IS DISTINCT FROM OLD.approved_by)
      AND (NEW.employee_id, NEW.work_date, NEW.job_id, NEW.time_type_id, NEW.hours, NEW.start_time, NEW.end_time,
           NEW.billed_time, NEW.cost_rate)
      IS NOT DISTINCT FROM (OLD.employee_id, OLD.work_date, OLD.job_id, OLD.time_type_id, OLD.hours, OLD.start_time,
           OLD.end_time, OLD.billed_time, OLD.cost_rate) THEN
    RETURN NEW;
  END IF;
  IF TG_OP <> 'INSERT' AND (OLD.approved_at IS NOT NULL OR timesheet_day_approved(OLD.employee_id, OLD.work_date)) THEN
    locked := OLD.work_date;
  ELSIF TG_OP <> 'DELETE' AND timesheet_day_approved(NEW.employee_id, NEW.work_date) THEN
    locked := NEW.work_date;
  END IF;
  IF locked IS NOT NULL THEN
    RAISE EXCEPTION 'Time on % is approved and locked: unapprove the timecard before changing it.', to_char(locked, 'MM/DD/YYYY')
      USING ERRCODE = '23514', CONSTRAINT = 'timesheet_time_approved';
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER timesheets_approved_lock BEFORE INSERT OR UPDATE OR DELETE ON timesheets
  FOR EACH ROW EXECUTE FUNCTION timesheets_approved_lock();--> statement-breakpoint
-- Reference rows every install needs (editable afterwards).
INSERT INTO "non_billable_types" ("name", "description", "sort") VALUES
  ('Training', 'Courses, certification and ride-alongs', 1),
  ('Shop', 'Shop and warehouse work, van stocking', 2),
  ('Travel', 'Travel not charged to a job', 3),
  ('Meeting', 'Company and team meetings', 4);--> statement-breakpoint
INSERT INTO "job_sheet_task_types" ("name", "description", "sort") VALUES
  ('Diagnose', 'Find the cause of the problem', 1),
  ('Repair', 'Repair or replace the failed part', 2),
  ('Maintenance', 'Scheduled maintenance tasks', 3),
  ('Clean up', 'Leave the work area clean', 4);
