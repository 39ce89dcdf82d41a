CREATE TABLE "event_attendees" (
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"response" text DEFAULT 'none' NOT NULL,
	CONSTRAINT "event_attendees_event_id_user_id_pk" PRIMARY KEY("event_id","user_id"),
	CONSTRAINT "event_attendees_response_ck" CHECK ("event_attendees"."response" in ('none', 'accepted', 'tentative', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "event_exceptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"series_id" integer NOT NULL,
	"original_start" timestamp with time zone NOT NULL,
	"cancelled" boolean DEFAULT false NOT NULL,
	"override_event_id" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "event_exceptions_one_ck" CHECK ("event_exceptions"."cancelled" <> ("event_exceptions"."override_event_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "event_priorities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"color" text DEFAULT '#228BE6' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_statuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"color" text DEFAULT '#228BE6' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"is_cancelled" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"color" text DEFAULT '#228BE6' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"kind" text DEFAULT 'meeting' NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"all_day" boolean DEFAULT false NOT NULL,
	"status_id" integer,
	"priority_id" integer,
	"type_id" integer,
	"location" text DEFAULT '' NOT NULL,
	"job_id" integer,
	"job_calendar_event_id" integer,
	"recurrence_rule" text,
	"recurrence_timezone" text,
	"recurrence_until" timestamp with time zone,
	"recurrence_count" integer,
	"recurrence_end" timestamp with time zone,
	"series_id" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "events_order_ck" CHECK ("events"."end_time" > "events"."start_time"),
	CONSTRAINT "events_kind_ck" CHECK ("events"."kind" in ('visit', 'meeting', 'timeOff', 'block')),
	CONSTRAINT "events_job_kind_ck" CHECK ("events"."job_id" is null or "events"."kind" = 'visit'),
	CONSTRAINT "events_rule_tz_ck" CHECK (("events"."recurrence_rule" is null) = ("events"."recurrence_timezone" is null))
);
--> statement-breakpoint
ALTER TABLE "event_attendees" ADD CONSTRAINT "event_attendees_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_attendees" ADD CONSTRAINT "event_attendees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_exceptions" ADD CONSTRAINT "event_exceptions_series_id_events_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_exceptions" ADD CONSTRAINT "event_exceptions_override_event_id_events_id_fk" FOREIGN KEY ("override_event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_status_id_event_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."event_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_priority_id_event_priorities_id_fk" FOREIGN KEY ("priority_id") REFERENCES "public"."event_priorities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_type_id_event_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."event_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_job_calendar_event_id_job_calendar_events_id_fk" FOREIGN KEY ("job_calendar_event_id") REFERENCES "public"."job_calendar_events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_series_id_events_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_attendees_user_idx" ON "event_attendees" USING btree ("user_id","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_exceptions_occurrence_uq" ON "event_exceptions" USING btree ("series_id","original_start");--> statement-breakpoint
CREATE UNIQUE INDEX "event_priorities_name_uq" ON "event_priorities" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "event_statuses_name_uq" ON "event_statuses" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "event_types_name_uq" ON "event_types" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "events_window_idx" ON "events" USING btree ("start_time","end_time");--> statement-breakpoint
CREATE INDEX "events_series_window_idx" ON "events" USING btree ("start_time","recurrence_end") WHERE "events"."recurrence_rule" is not null;--> statement-breakpoint
CREATE INDEX "events_job_idx" ON "events" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "events_series_idx" ON "events" USING btree ("series_id");--> statement-breakpoint
CREATE INDEX "events_title_trgm_idx" ON "events" USING gin ("title" gin_trgm_ops);