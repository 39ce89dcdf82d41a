CREATE TABLE "contract_visit_equipment" (
	"schedule_id" integer NOT NULL,
	"equipment_id" integer NOT NULL,
	CONSTRAINT "contract_visit_equipment_schedule_id_equipment_id_pk" PRIMARY KEY("schedule_id","equipment_id")
);
--> statement-breakpoint
CREATE TABLE "contract_visit_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"schedule_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"quantity" numeric(18, 4) DEFAULT '1' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "contract_visit_items_quantity_check" CHECK ("contract_visit_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "contract_visit_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"frequency" text NOT NULL,
	"months" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"rule" text,
	"day_of_month" integer,
	"nth_week" integer,
	"weekday" integer,
	"window_start" time DEFAULT '08:00' NOT NULL,
	"window_end" time DEFAULT '10:00' NOT NULL,
	"job_type_id" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"horizon_days" integer DEFAULT 30 NOT NULL,
	"effective_from" date,
	"generated_through" date,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "contract_visit_schedules_frequency_check" CHECK ("contract_visit_schedules"."frequency" in ('Monthly', 'Quarterly', 'SemiAnnual', 'Annual', 'Months', 'Rule')),
	CONSTRAINT "contract_visit_schedules_day_check" CHECK ("contract_visit_schedules"."day_of_month" between 1 and 31),
	CONSTRAINT "contract_visit_schedules_nth_check" CHECK ("contract_visit_schedules"."nth_week" between 1 and 5 and "contract_visit_schedules"."weekday" between 0 and 6),
	CONSTRAINT "contract_visit_schedules_window_check" CHECK ("contract_visit_schedules"."window_end" > "contract_visit_schedules"."window_start"),
	CONSTRAINT "contract_visit_schedules_horizon_check" CHECK ("contract_visit_schedules"."horizon_days" between 0 and 730)
);
--> statement-breakpoint
CREATE TABLE "contract_visits" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"occurrence_date" date NOT NULL,
	"job_id" integer,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "contract_visits_status_check" CHECK ("contract_visits"."status" in ('Pending', 'JobCreated'))
);
--> statement-breakpoint
ALTER TABLE "contract_visit_equipment" ADD CONSTRAINT "contract_visit_equipment_schedule_id_contract_visit_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."contract_visit_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_visit_equipment" ADD CONSTRAINT "contract_visit_equipment_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_visit_items" ADD CONSTRAINT "contract_visit_items_schedule_id_contract_visit_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."contract_visit_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_visit_items" ADD CONSTRAINT "contract_visit_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_visit_schedules" ADD CONSTRAINT "contract_visit_schedules_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_visit_schedules" ADD CONSTRAINT "contract_visit_schedules_job_type_id_job_types_id_fk" FOREIGN KEY ("job_type_id") REFERENCES "public"."job_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_visits" ADD CONSTRAINT "contract_visits_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_visits" ADD CONSTRAINT "contract_visits_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_visit_items_schedule_idx" ON "contract_visit_items" USING btree ("schedule_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_visit_schedules_contract_uq" ON "contract_visit_schedules" USING btree ("contract_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_visits_occurrence_uq" ON "contract_visits" USING btree ("contract_id","occurrence_date");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_visits_job_uq" ON "contract_visits" USING btree ("job_id") WHERE "contract_visits"."job_id" is not null;--> statement-breakpoint
CREATE INDEX "contract_visits_pending_idx" ON "contract_visits" USING btree ("occurrence_date") WHERE "contract_visits"."job_id" is null;