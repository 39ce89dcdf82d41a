CREATE TABLE "employee_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"alert_type" text DEFAULT 'other' NOT NULL,
	"description" text NOT NULL,
	"due_date" date NOT NULL,
	"is_dismissed" boolean DEFAULT false NOT NULL,
	"dismissed_date" timestamp with time zone,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employee_credit_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"card_name" text NOT NULL,
	"name_on_card" text DEFAULT '' NOT NULL,
	"last_four" text NOT NULL,
	"credit_limit" numeric(18, 2),
	"expiry_month" integer,
	"expiry_year" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "employee_credit_cards_last_four_ck" CHECK ("employee_credit_cards"."last_four" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "employee_pay_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"time_type_id" integer,
	"rate" numeric(18, 4) NOT NULL,
	"effective_date" date NOT NULL,
	CONSTRAINT "employee_pay_rates_rate_ck" CHECK ("employee_pay_rates"."rate" >= 0)
);
--> statement-breakpoint
CREATE TABLE "employee_team_members" (
	"team_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	CONSTRAINT "employee_team_members_team_id_employee_id_pk" PRIMARY KEY("team_id","employee_id")
);
--> statement-breakpoint
CREATE TABLE "employee_teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"office_id" integer,
	"leader_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employee_zones" (
	"employee_id" integer NOT NULL,
	"zone_id" integer NOT NULL,
	CONSTRAINT "employee_zones_employee_id_zone_id_pk" PRIMARY KEY("employee_id","zone_id")
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"phone" text,
	"address1" text,
	"address2" text,
	"city" text,
	"state" text,
	"postal_code" text,
	"office_id" integer,
	"department_id" integer,
	"division_id" integer,
	"user_id" integer,
	"hire_date" date,
	"end_date" date,
	"pay_type" text DEFAULT 'hourly' NOT NULL,
	"salary" numeric(18, 2),
	"overtime_rule" text DEFAULT 'weekly40' NOT NULL,
	"double_time" boolean DEFAULT false NOT NULL,
	"default_payroll_code_id" integer,
	"prevailing_wage_eligible" boolean DEFAULT false NOT NULL,
	"is_technician" boolean DEFAULT false NOT NULL,
	"is_salesperson" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "employees_pay_type_ck" CHECK ("employees"."pay_type" in ('hourly', 'salaried')),
	CONSTRAINT "employees_overtime_rule_ck" CHECK ("employees"."overtime_rule" in ('none', 'weekly40', 'daily8', 'weeklyAndDaily')),
	CONSTRAINT "employees_dates_ck" CHECK ("employees"."end_date" is null or "employees"."hire_date" is null or "employees"."end_date" >= "employees"."hire_date")
);
--> statement-breakpoint
ALTER TABLE "employee_alerts" ADD CONSTRAINT "employee_alerts_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_credit_cards" ADD CONSTRAINT "employee_credit_cards_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_pay_rates" ADD CONSTRAINT "employee_pay_rates_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_team_members" ADD CONSTRAINT "employee_team_members_team_id_employee_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."employee_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_team_members" ADD CONSTRAINT "employee_team_members_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_teams" ADD CONSTRAINT "employee_teams_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_teams" ADD CONSTRAINT "employee_teams_leader_id_employees_id_fk" FOREIGN KEY ("leader_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_zones" ADD CONSTRAINT "employee_zones_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_zones" ADD CONSTRAINT "employee_zones_zone_id_location_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."location_zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_default_payroll_code_id_payroll_codes_id_fk" FOREIGN KEY ("default_payroll_code_id") REFERENCES "public"."payroll_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employee_alerts_employee_idx" ON "employee_alerts" USING btree ("employee_id","due_date");--> statement-breakpoint
CREATE INDEX "employee_alerts_open_idx" ON "employee_alerts" USING btree ("due_date") WHERE not "employee_alerts"."is_dismissed";--> statement-breakpoint
CREATE INDEX "employee_credit_cards_employee_idx" ON "employee_credit_cards" USING btree ("employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "employee_pay_rates_uq" ON "employee_pay_rates" USING btree ("employee_id",coalesce("time_type_id", 0),"effective_date");--> statement-breakpoint
CREATE INDEX "employee_team_members_employee_idx" ON "employee_team_members" USING btree ("employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "employee_teams_name_uq" ON "employee_teams" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "employees_number_uq" ON "employees" USING btree (lower("number"));--> statement-breakpoint
CREATE UNIQUE INDEX "employees_user_uq" ON "employees" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "employees_office_idx" ON "employees" USING btree ("office_id");--> statement-breakpoint
CREATE INDEX "employees_name_idx" ON "employees" USING btree ("last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "employees_search_trgm_idx" ON "employees" USING gin (("number" || ' ' || "first_name" || ' ' || "last_name" || ' ' || coalesce("email", '')) gin_trgm_ops);