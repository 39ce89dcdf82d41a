CREATE TABLE "company_pay_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"account_name" text DEFAULT '' NOT NULL,
	"routing_number" text DEFAULT '' NOT NULL,
	"account_number" text DEFAULT '' NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_pay_links" (
	"invoice_id" integer PRIMARY KEY NOT NULL,
	"link_version" integer DEFAULT 1 NOT NULL,
	"last_issued_at" timestamp with time zone,
	"last_expires_at" timestamp with time zone,
	"last_sent_at" timestamp with time zone,
	"last_sent_to" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pay_link_keys" (
	"id" smallint PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_pay_settings" ADD CONSTRAINT "company_pay_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_pay_links" ADD CONSTRAINT "invoice_pay_links_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;