CREATE TABLE "job_prevailing_wages" (
	"job_id" integer PRIMARY KEY NOT NULL,
	"prevailing_wage_code_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pay_period_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"period_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"office_id" integer,
	"department_id" integer,
	"kind" text NOT NULL,
	"pay_code" text NOT NULL,
	"hours" numeric(12, 2) NOT NULL,
	"rate" numeric(18, 4),
	"amount" numeric(18, 2) NOT NULL,
	"prevailing" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pay_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"calendar_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"pay_date" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"approved_at" timestamp with time zone,
	"approved_by" integer,
	"journal_entry_id" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "pay_periods_dates_ck" CHECK ("pay_periods"."end_date" >= "pay_periods"."start_date" and "pay_periods"."pay_date" >= "pay_periods"."end_date"),
	CONSTRAINT "pay_periods_status_ck" CHECK ("pay_periods"."status" in ('open', 'approved'))
);
--> statement-breakpoint
CREATE TABLE "payroll_calendars" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"frequency" text NOT NULL,
	"week_starts_on" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "payroll_calendars_frequency_ck" CHECK ("payroll_calendars"."frequency" in ('weekly', 'biweekly', 'semimonthly', 'monthly')),
	CONSTRAINT "payroll_calendars_week_ck" CHECK ("payroll_calendars"."week_starts_on" between 0 and 6)
);
--> statement-breakpoint
CREATE TABLE "payroll_code_map" (
	"kind" text PRIMARY KEY NOT NULL,
	"payroll_code_id" integer,
	CONSTRAINT "payroll_code_map_kind_ck" CHECK ("payroll_code_map"."kind" in ('regular', 'overtime', 'doubleTime', 'salary'))
);
--> statement-breakpoint
CREATE TABLE "payroll_import_rows" (
	"id" serial PRIMARY KEY NOT NULL,
	"import_id" integer NOT NULL,
	"line_number" integer NOT NULL,
	"employee_number" text NOT NULL,
	"pay_code" text NOT NULL,
	"hours" numeric(12, 2),
	"amount" numeric(18, 2),
	"employee_id" integer,
	"payroll_code_id" integer,
	"exported_amount" numeric(18, 2),
	"matched" boolean DEFAULT false NOT NULL,
	"message" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payroll_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"period_id" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_prevailing_wages" ADD CONSTRAINT "job_prevailing_wages_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_prevailing_wages" ADD CONSTRAINT "job_prevailing_wages_prevailing_wage_code_id_prevailing_wage_codes_id_fk" FOREIGN KEY ("prevailing_wage_code_id") REFERENCES "public"."prevailing_wage_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_period_lines" ADD CONSTRAINT "pay_period_lines_period_id_pay_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."pay_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_period_lines" ADD CONSTRAINT "pay_period_lines_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_periods" ADD CONSTRAINT "pay_periods_calendar_id_payroll_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."payroll_calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_periods" ADD CONSTRAINT "pay_periods_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_periods" ADD CONSTRAINT "pay_periods_journal_entry_id_journal_entries_id_fk" FOREIGN KEY ("journal_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_code_map" ADD CONSTRAINT "payroll_code_map_payroll_code_id_payroll_codes_id_fk" FOREIGN KEY ("payroll_code_id") REFERENCES "public"."payroll_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_import_rows" ADD CONSTRAINT "payroll_import_rows_import_id_payroll_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."payroll_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_import_rows" ADD CONSTRAINT "payroll_import_rows_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_import_rows" ADD CONSTRAINT "payroll_import_rows_payroll_code_id_payroll_codes_id_fk" FOREIGN KEY ("payroll_code_id") REFERENCES "public"."payroll_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_imports" ADD CONSTRAINT "payroll_imports_period_id_pay_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."pay_periods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pay_period_lines_period_idx" ON "pay_period_lines" USING btree ("period_id","employee_id");--> statement-breakpoint
CREATE INDEX "pay_periods_calendar_idx" ON "pay_periods" USING btree ("calendar_id","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_calendars_name_uq" ON "payroll_calendars" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "payroll_import_rows_import_idx" ON "payroll_import_rows" USING btree ("import_id","line_number");--> statement-breakpoint
CREATE INDEX "timesheets_work_date_idx" ON "timesheets" USING btree ("work_date","employee_id","hours","approved_at");