CREATE TABLE "budget_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"budget_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"office_id" integer DEFAULT 0 NOT NULL,
	"division_id" integer DEFAULT 0 NOT NULL,
	"department_id" integer DEFAULT 0 NOT NULL,
	"period_number" integer NOT NULL,
	"accounting_period_id" integer,
	"amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"basis_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "budget_offices" (
	"budget_id" integer NOT NULL,
	"office_id" integer NOT NULL,
	CONSTRAINT "budget_offices_pkey" PRIMARY KEY("budget_id","office_id")
);
--> statement-breakpoint
CREATE TABLE "budgets" (
	"id" serial PRIMARY KEY NOT NULL,
	"financial_year" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"company_id" integer NOT NULL,
	"office_id" integer,
	"account_format" text DEFAULT '{code} {name}' NOT NULL,
	"budget_type" integer DEFAULT 1 NOT NULL,
	"target_pct" numeric(9, 4) DEFAULT '0' NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_contacts" (
	"invoice_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_contacts_pkey" PRIMARY KEY("invoice_id","contact_id")
);
--> statement-breakpoint
CREATE TABLE "invoice_employees" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"role" text DEFAULT 'Sales' NOT NULL,
	"commission_pct" numeric(9, 4) DEFAULT '0' NOT NULL,
	"commission_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"is_paid" boolean DEFAULT false NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"customer_id" integer NOT NULL,
	"description" text,
	"is_void" boolean DEFAULT false NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_item_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"display_order" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"group_id" integer,
	"item_id" integer,
	"source_line_id" integer,
	"description" text DEFAULT '' NOT NULL,
	"quantity" numeric(18, 4) DEFAULT '1' NOT NULL,
	"unit_price" numeric(18, 4) DEFAULT '0' NOT NULL,
	"unit_cost" numeric(18, 4) DEFAULT '0' NOT NULL,
	"discount_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"subtotal" numeric(18, 2) DEFAULT '0' NOT NULL,
	"tax" numeric(18, 2) DEFAULT '0' NOT NULL,
	"total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"is_taxable" boolean DEFAULT true NOT NULL,
	"is_stocked" boolean DEFAULT false NOT NULL,
	"revenue_account_id" integer,
	"display_order" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_taxes" (
	"invoice_id" integer NOT NULL,
	"authority_id" integer NOT NULL,
	"taxable_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "invoice_taxes_pkey" PRIMARY KEY("invoice_id","authority_id")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_number" text NOT NULL,
	"invoice_type" text DEFAULT 'Invoice' NOT NULL,
	"invoice_source" text DEFAULT 'Customer' NOT NULL,
	"status" text DEFAULT 'Open' NOT NULL,
	"customer_id" integer NOT NULL,
	"location_id" integer,
	"sold_to_location_id" integer,
	"ship_to_type" text DEFAULT 'B' NOT NULL,
	"sold_to_type" text DEFAULT 'B' NOT NULL,
	"job_id" integer,
	"bid_id" integer,
	"office_id" integer,
	"invoice_group_id" integer,
	"invoice_date" date NOT NULL,
	"due_date" date NOT NULL,
	"po_number" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"tax_schedule_id" integer,
	"currency_id" integer,
	"currency_rate" numeric(18, 8) DEFAULT '1' NOT NULL,
	"sub_total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"tax_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"amount_paid" numeric(18, 2) DEFAULT '0' NOT NULL,
	"balance" numeric(18, 2) DEFAULT '0' NOT NULL,
	"cost" numeric(18, 2) DEFAULT '0' NOT NULL,
	"journal_entry_id" integer,
	"void_entry_id" integer,
	"voided_date" timestamp with time zone,
	"void_reason" text,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"calendar_id" integer NOT NULL,
	"period_number" integer NOT NULL,
	"name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"is_closed" boolean DEFAULT false NOT NULL,
	"closed_date" timestamp with time zone,
	"closed_by" integer,
	"notes" text,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "calendar_periods_dates_ck" CHECK ("calendar_periods"."end_date" >= "calendar_periods"."start_date")
);
--> statement-breakpoint
CREATE TABLE "fiscal_calendars" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"fiscal_year" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gl_account_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"account_type" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gl_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"group_id" integer NOT NULL,
	"account_type" integer NOT NULL,
	"is_cogs" boolean DEFAULT false NOT NULL,
	"is_inventory" boolean DEFAULT false NOT NULL,
	"system_role" text,
	"offices" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"divisions" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"departments" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gl_period_balances" (
	"account_id" integer NOT NULL,
	"period_id" integer NOT NULL,
	"office_id" integer NOT NULL,
	"division_id" integer NOT NULL,
	"department_id" integer NOT NULL,
	"debit" numeric(18, 2) DEFAULT '0' NOT NULL,
	"credit" numeric(18, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "gl_period_balances_pkey" PRIMARY KEY("account_id","period_id","office_id","division_id","department_id")
);
--> statement-breakpoint
CREATE TABLE "journal_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"entry_date" date NOT NULL,
	"period_id" integer NOT NULL,
	"memo" text,
	"reference" text,
	"source_type" text NOT NULL,
	"source_id" integer,
	"reverses_entry_id" integer,
	"reversed_by_entry_id" integer,
	"adjusts_entry_id" integer,
	"total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journal_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"line_number" integer NOT NULL,
	"account_id" integer NOT NULL,
	"period_id" integer NOT NULL,
	"entry_date" date NOT NULL,
	"office_id" integer DEFAULT 0 NOT NULL,
	"division_id" integer DEFAULT 0 NOT NULL,
	"department_id" integer DEFAULT 0 NOT NULL,
	"debit" numeric(18, 2) DEFAULT '0' NOT NULL,
	"credit" numeric(18, 2) DEFAULT '0' NOT NULL,
	"memo" text,
	"source_type" text,
	"source_id" integer,
	"customer_id" integer,
	"supplier_id" integer,
	CONSTRAINT "journal_lines_amounts_ck" CHECK ("journal_lines"."debit" >= 0 and "journal_lines"."credit" >= 0 and ("journal_lines"."debit" = 0 or "journal_lines"."credit" = 0))
);
--> statement-breakpoint
CREATE TABLE "bank_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"account_number" text DEFAULT '' NOT NULL,
	"account_type" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"currency_id" integer,
	"office_id" integer,
	"gl_account_id" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_credit_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"credit_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"amount" numeric(18, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_credits" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"source" text NOT NULL,
	"payment_id" integer,
	"credit_date" date NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"system_amount" numeric(18, 2) NOT NULL,
	"currency_rate" numeric(18, 8) DEFAULT '1' NOT NULL,
	"amount_applied" numeric(18, 2) DEFAULT '0' NOT NULL,
	"balance" numeric(18, 2) NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'Open' NOT NULL,
	"journal_entry_id" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"payment_id" integer,
	"credit_id" integer,
	"amount" numeric(18, 2) NOT NULL,
	"applied_date" date NOT NULL,
	"journal_entry_id" integer,
	"is_void" boolean DEFAULT false NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_credit_card" boolean DEFAULT false NOT NULL,
	"is_ach" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"payment_type_id" integer,
	"payment_method_id" integer NOT NULL,
	"bank_account_id" integer NOT NULL,
	"payment_date" date NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"currency_rate" numeric(18, 8) DEFAULT '1' NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"check_name" text,
	"check_number" text,
	"routing_number" text,
	"account_last4" text,
	"status" text DEFAULT 'Applied' NOT NULL,
	"journal_entry_id" integer,
	"void_entry_id" integer,
	"voided_date" timestamp with time zone,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_authorities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"rate_pct" numeric(12, 8) NOT NULL,
	"payable_account_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_schedule_authorities" (
	"schedule_id" integer NOT NULL,
	"authority_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tax_schedule_authorities_pkey" PRIMARY KEY("schedule_id","authority_id")
);
--> statement-breakpoint
CREATE TABLE "tax_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_bill_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"bill_id" integer NOT NULL,
	"item_id" integer,
	"purchase_order_item_id" integer,
	"description" text DEFAULT '' NOT NULL,
	"quantity" numeric(18, 4) DEFAULT '1' NOT NULL,
	"unit_cost" numeric(18, 4) DEFAULT '0' NOT NULL,
	"amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"gl_account_id" integer,
	"display_order" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_bill_taxes" (
	"id" serial PRIMARY KEY NOT NULL,
	"bill_id" integer NOT NULL,
	"tax_authority_id" integer NOT NULL,
	"tax_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_bills" (
	"id" serial PRIMARY KEY NOT NULL,
	"bill_number" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"status_name" text DEFAULT 'Pending Approval' NOT NULL,
	"type" text DEFAULT 'Bill' NOT NULL,
	"supplier_id" integer NOT NULL,
	"purchase_order_id" integer,
	"office_id" integer,
	"split_from_bill_id" integer,
	"bill_date" date NOT NULL,
	"due_date" date NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"tax_schedule_id" integer,
	"currency_id" integer,
	"currency_rate" numeric(18, 8) DEFAULT '1' NOT NULL,
	"sub_total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"tax_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"amount_due" numeric(18, 2) DEFAULT '0' NOT NULL,
	"amount_paid" numeric(18, 2) DEFAULT '0' NOT NULL,
	"balance" numeric(18, 2) DEFAULT '0' NOT NULL,
	"journal_entry_id" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "budget_entries" ADD CONSTRAINT "budget_entries_budget_id_budgets_id_fk" FOREIGN KEY ("budget_id") REFERENCES "public"."budgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_entries" ADD CONSTRAINT "budget_entries_account_id_gl_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."gl_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_offices" ADD CONSTRAINT "budget_offices_budget_id_budgets_id_fk" FOREIGN KEY ("budget_id") REFERENCES "public"."budgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_offices" ADD CONSTRAINT "budget_offices_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_contacts" ADD CONSTRAINT "invoice_contacts_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_contacts" ADD CONSTRAINT "invoice_contacts_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_employees" ADD CONSTRAINT "invoice_employees_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_employees" ADD CONSTRAINT "invoice_employees_employee_id_users_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_groups" ADD CONSTRAINT "invoice_groups_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_item_groups" ADD CONSTRAINT "invoice_item_groups_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_group_id_invoice_item_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."invoice_item_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_revenue_account_id_gl_accounts_id_fk" FOREIGN KEY ("revenue_account_id") REFERENCES "public"."gl_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_taxes" ADD CONSTRAINT "invoice_taxes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_taxes" ADD CONSTRAINT "invoice_taxes_authority_id_tax_authorities_id_fk" FOREIGN KEY ("authority_id") REFERENCES "public"."tax_authorities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_sold_to_location_id_locations_id_fk" FOREIGN KEY ("sold_to_location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_invoice_group_id_invoice_groups_id_fk" FOREIGN KEY ("invoice_group_id") REFERENCES "public"."invoice_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_tax_schedule_id_tax_schedules_id_fk" FOREIGN KEY ("tax_schedule_id") REFERENCES "public"."tax_schedules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_journal_entry_id_journal_entries_id_fk" FOREIGN KEY ("journal_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_void_entry_id_journal_entries_id_fk" FOREIGN KEY ("void_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_periods" ADD CONSTRAINT "calendar_periods_calendar_id_fiscal_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."fiscal_calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_calendars" ADD CONSTRAINT "fiscal_calendars_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gl_accounts" ADD CONSTRAINT "gl_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gl_accounts" ADD CONSTRAINT "gl_accounts_group_id_gl_account_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."gl_account_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_period_id_calendar_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."calendar_periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_account_id_gl_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."gl_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_gl_account_id_gl_accounts_id_fk" FOREIGN KEY ("gl_account_id") REFERENCES "public"."gl_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_credit_lines" ADD CONSTRAINT "customer_credit_lines_credit_id_customer_credits_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."customer_credits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_credit_lines" ADD CONSTRAINT "customer_credit_lines_account_id_gl_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."gl_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_credits" ADD CONSTRAINT "customer_credits_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_credits" ADD CONSTRAINT "customer_credits_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_credits" ADD CONSTRAINT "customer_credits_journal_entry_id_journal_entries_id_fk" FOREIGN KEY ("journal_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_applications" ADD CONSTRAINT "payment_applications_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_applications" ADD CONSTRAINT "payment_applications_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_applications" ADD CONSTRAINT "payment_applications_credit_id_customer_credits_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."customer_credits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_applications" ADD CONSTRAINT "payment_applications_journal_entry_id_journal_entries_id_fk" FOREIGN KEY ("journal_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payment_type_id_payment_types_id_fk" FOREIGN KEY ("payment_type_id") REFERENCES "public"."payment_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_journal_entry_id_journal_entries_id_fk" FOREIGN KEY ("journal_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_void_entry_id_journal_entries_id_fk" FOREIGN KEY ("void_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_authorities" ADD CONSTRAINT "tax_authorities_payable_account_id_gl_accounts_id_fk" FOREIGN KEY ("payable_account_id") REFERENCES "public"."gl_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_schedule_authorities" ADD CONSTRAINT "tax_schedule_authorities_schedule_id_tax_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."tax_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_schedule_authorities" ADD CONSTRAINT "tax_schedule_authorities_authority_id_tax_authorities_id_fk" FOREIGN KEY ("authority_id") REFERENCES "public"."tax_authorities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_bill_items" ADD CONSTRAINT "vendor_bill_items_bill_id_vendor_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."vendor_bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_bill_items" ADD CONSTRAINT "vendor_bill_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_bill_items" ADD CONSTRAINT "vendor_bill_items_gl_account_id_gl_accounts_id_fk" FOREIGN KEY ("gl_account_id") REFERENCES "public"."gl_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_bill_taxes" ADD CONSTRAINT "vendor_bill_taxes_bill_id_vendor_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."vendor_bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_bill_taxes" ADD CONSTRAINT "vendor_bill_taxes_tax_authority_id_tax_authorities_id_fk" FOREIGN KEY ("tax_authority_id") REFERENCES "public"."tax_authorities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_bills" ADD CONSTRAINT "vendor_bills_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_bills" ADD CONSTRAINT "vendor_bills_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_bills" ADD CONSTRAINT "vendor_bills_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_bills" ADD CONSTRAINT "vendor_bills_split_from_bill_id_vendor_bills_id_fk" FOREIGN KEY ("split_from_bill_id") REFERENCES "public"."vendor_bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_bills" ADD CONSTRAINT "vendor_bills_tax_schedule_id_tax_schedules_id_fk" FOREIGN KEY ("tax_schedule_id") REFERENCES "public"."tax_schedules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_bills" ADD CONSTRAINT "vendor_bills_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_bills" ADD CONSTRAINT "vendor_bills_journal_entry_id_journal_entries_id_fk" FOREIGN KEY ("journal_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "budget_entries_uq" ON "budget_entries" USING btree ("budget_id","account_id","office_id","division_id","department_id","period_number");--> statement-breakpoint
CREATE INDEX "budget_entries_account_idx" ON "budget_entries" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "budgets_year_idx" ON "budgets" USING btree ("company_id","financial_year");--> statement-breakpoint
CREATE INDEX "invoice_employees_invoice_idx" ON "invoice_employees" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_employees_uq" ON "invoice_employees" USING btree ("invoice_id","employee_id");--> statement-breakpoint
CREATE INDEX "invoice_groups_customer_idx" ON "invoice_groups" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "invoice_item_groups_invoice_idx" ON "invoice_item_groups" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_items_invoice_idx" ON "invoice_items" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_uq" ON "invoices" USING btree ("invoice_number");--> statement-breakpoint
CREATE INDEX "invoices_customer_idx" ON "invoices" USING btree ("customer_id","invoice_date");--> statement-breakpoint
CREATE INDEX "invoices_job_idx" ON "invoices" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "invoices_open_due_idx" ON "invoices" USING btree ("due_date") WHERE "invoices"."status" = 'Open';--> statement-breakpoint
CREATE INDEX "invoices_date_idx" ON "invoices" USING btree ("invoice_date","id");--> statement-breakpoint
CREATE INDEX "invoices_group_idx" ON "invoices" USING btree ("invoice_group_id");--> statement-breakpoint
CREATE INDEX "invoices_search_trgm" ON "invoices" USING gin (("invoice_number" || ' ' || "po_number") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_periods_number_uq" ON "calendar_periods" USING btree ("calendar_id","period_number");--> statement-breakpoint
CREATE INDEX "calendar_periods_dates_idx" ON "calendar_periods" USING btree ("start_date","end_date");--> statement-breakpoint
CREATE UNIQUE INDEX "fiscal_calendars_year_uq" ON "fiscal_calendars" USING btree ("company_id","fiscal_year");--> statement-breakpoint
CREATE UNIQUE INDEX "gl_accounts_code_uq" ON "gl_accounts" USING btree ("company_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "gl_accounts_system_role_uq" ON "gl_accounts" USING btree ("company_id","system_role") WHERE "gl_accounts"."system_role" is not null;--> statement-breakpoint
CREATE INDEX "gl_accounts_search_trgm" ON "gl_accounts" USING gin (("code" || ' ' || "name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "gl_period_balances_period_idx" ON "gl_period_balances" USING btree ("period_id");--> statement-breakpoint
CREATE INDEX "journal_entries_date_idx" ON "journal_entries" USING btree ("entry_date","id");--> statement-breakpoint
CREATE INDEX "journal_entries_source_idx" ON "journal_entries" USING btree ("source_type","source_id");--> statement-breakpoint
CREATE INDEX "journal_lines_entry_idx" ON "journal_lines" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "journal_lines_account_date_idx" ON "journal_lines" USING btree ("account_id","entry_date");--> statement-breakpoint
CREATE INDEX "journal_lines_date_idx" ON "journal_lines" USING btree ("entry_date");--> statement-breakpoint
CREATE INDEX "customer_credit_lines_credit_idx" ON "customer_credit_lines" USING btree ("credit_id");--> statement-breakpoint
CREATE INDEX "customer_credits_customer_idx" ON "customer_credits" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "payment_applications_invoice_idx" ON "payment_applications" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "payment_applications_payment_idx" ON "payment_applications" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_applications_credit_idx" ON "payment_applications" USING btree ("credit_id");--> statement-breakpoint
CREATE INDEX "payments_customer_idx" ON "payments" USING btree ("customer_id","payment_date");--> statement-breakpoint
CREATE INDEX "tax_schedule_authorities_authority_idx" ON "tax_schedule_authorities" USING btree ("authority_id");--> statement-breakpoint
CREATE INDEX "vendor_bill_items_bill_idx" ON "vendor_bill_items" USING btree ("bill_id");--> statement-breakpoint
CREATE INDEX "vendor_bill_taxes_bill_idx" ON "vendor_bill_taxes" USING btree ("bill_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_bills_number_uq" ON "vendor_bills" USING btree ("bill_number");--> statement-breakpoint
CREATE INDEX "vendor_bills_supplier_idx" ON "vendor_bills" USING btree ("supplier_id","bill_date");--> statement-breakpoint
CREATE INDEX "vendor_bills_open_due_idx" ON "vendor_bills" USING btree ("due_date") WHERE "vendor_bills"."balance" <> 0;--> statement-breakpoint
CREATE INDEX "vendor_bills_po_idx" ON "vendor_bills" USING btree ("purchase_order_id");