CREATE TABLE "commission_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rule_id" integer,
	"entry_date" date NOT NULL,
	"event" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commission_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"basis" text NOT NULL,
	"earn_on" text DEFAULT 'Invoice' NOT NULL,
	"rate" numeric(9, 4),
	"flat_amount" numeric(18, 2),
	"job_type_id" integer,
	"effective_date" date NOT NULL,
	"end_date" date,
	"is_active" boolean DEFAULT true NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "commission_rules_basis_ck" CHECK ("commission_rules"."basis" in ('Revenue', 'GrossProfit', 'FlatPerJobType')),
	CONSTRAINT "commission_rules_earn_on_ck" CHECK ("commission_rules"."earn_on" in ('Invoice', 'Payment')),
	CONSTRAINT "commission_rules_dates_ck" CHECK ("commission_rules"."end_date" is null or "commission_rules"."end_date" >= "commission_rules"."effective_date")
);
--> statement-breakpoint
ALTER TABLE "invoice_employees" ADD COLUMN "commission_full" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_employees" ADD COLUMN "commission_source" text DEFAULT 'Percent' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_employees" ADD COLUMN "override_amount" numeric(18, 2);--> statement-breakpoint
ALTER TABLE "invoice_employees" ADD COLUMN "rule_id" integer;--> statement-breakpoint
ALTER TABLE "commission_entries" ADD CONSTRAINT "commission_entries_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_entries" ADD CONSTRAINT "commission_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_entries" ADD CONSTRAINT "commission_entries_rule_id_commission_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."commission_rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_rules" ADD CONSTRAINT "commission_rules_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_rules" ADD CONSTRAINT "commission_rules_job_type_id_job_types_id_fk" FOREIGN KEY ("job_type_id") REFERENCES "public"."job_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commission_entries_invoice_idx" ON "commission_entries" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "commission_entries_user_date_idx" ON "commission_entries" USING btree ("user_id","entry_date");--> statement-breakpoint
CREATE INDEX "commission_rules_employee_idx" ON "commission_rules" USING btree ("employee_id","effective_date");--> statement-breakpoint
-- Rows from before commission rules: their amount is their whole commission, earned on the invoice date.
UPDATE "invoice_employees" SET "commission_full" = "commission_amount";--> statement-breakpoint
INSERT INTO "commission_entries" ("invoice_id", "user_id", "entry_date", "event", "amount")
SELECT ie."invoice_id", ie."employee_id", i."invoice_date", 'Invoice', ie."commission_amount"
FROM "invoice_employees" ie JOIN "invoices" i ON i."id" = ie."invoice_id"
WHERE ie."commission_amount" <> 0;
