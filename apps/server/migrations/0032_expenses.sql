CREATE TABLE "mileage_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"effective_date" date NOT NULL,
	"rate_per_mile" numeric(10, 4) NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mileage_trips" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"trip_date" date NOT NULL,
	"vehicle" text DEFAULT '' NOT NULL,
	"start_odometer" numeric(9, 1),
	"end_odometer" numeric(9, 1),
	"distance" numeric(9, 1) NOT NULL,
	"from_place" text DEFAULT '' NOT NULL,
	"to_place" text DEFAULT '' NOT NULL,
	"purpose" text NOT NULL,
	"job_id" integer,
	"posted_rate" numeric(10, 4),
	"posted_entry_id" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_expenses" ALTER COLUMN "job_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "job_expenses" ADD COLUMN "employee_id" integer;--> statement-breakpoint
ALTER TABLE "job_expenses" ADD COLUMN "account_id" integer;--> statement-breakpoint
ALTER TABLE "job_expenses" ADD COLUMN "paid_by" text DEFAULT 'employee' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_expenses" ADD COLUMN "credit_card_id" integer;--> statement-breakpoint
ALTER TABLE "job_expenses" ADD COLUMN "receipt_document_id" integer;--> statement-breakpoint
ALTER TABLE "job_expenses" ADD COLUMN "posted_entry_id" integer;--> statement-breakpoint
ALTER TABLE "job_expenses" ADD COLUMN "posted_date" date;--> statement-breakpoint
ALTER TABLE "job_expenses" ADD COLUMN "is_external" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mileage_trips" ADD CONSTRAINT "mileage_trips_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mileage_trips" ADD CONSTRAINT "mileage_trips_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mileage_trips" ADD CONSTRAINT "mileage_trips_posted_entry_id_journal_entries_id_fk" FOREIGN KEY ("posted_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mileage_rates_effective_uq" ON "mileage_rates" USING btree ("effective_date");--> statement-breakpoint
CREATE INDEX "mileage_trips_employee_idx" ON "mileage_trips" USING btree ("employee_id","trip_date");--> statement-breakpoint
CREATE INDEX "mileage_trips_date_idx" ON "mileage_trips" USING btree ("trip_date");--> statement-breakpoint
ALTER TABLE "job_expenses" ADD CONSTRAINT "job_expenses_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_expenses" ADD CONSTRAINT "job_expenses_credit_card_id_employee_credit_cards_id_fk" FOREIGN KEY ("credit_card_id") REFERENCES "public"."employee_credit_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_expenses" ADD CONSTRAINT "job_expenses_receipt_document_id_documents_id_fk" FOREIGN KEY ("receipt_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_expenses_employee_idx" ON "job_expenses" USING btree ("employee_id","entered_on");--> statement-breakpoint
CREATE INDEX "job_expenses_entered_idx" ON "job_expenses" USING btree ("entered_on");--> statement-breakpoint
-- Written by hand: job_expenses belongs to the jobs module (work layer), whose table file may not import
-- the ledger's (money layer); the keys to the ledger live here only (docs/expenses.md).
ALTER TABLE "job_expenses" ADD CONSTRAINT "job_expenses_account_id_gl_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."gl_accounts"("id");--> statement-breakpoint
ALTER TABLE "job_expenses" ADD CONSTRAINT "job_expenses_posted_entry_id_journal_entries_id_fk" FOREIGN KEY ("posted_entry_id") REFERENCES "public"."journal_entries"("id");--> statement-breakpoint
ALTER TABLE "job_expenses" ADD CONSTRAINT "job_expenses_paid_by_check" CHECK ("paid_by" in ('employee', 'companyCard'));
