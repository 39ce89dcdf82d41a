CREATE TABLE "payment_upload_rows" (
	"id" serial PRIMARY KEY NOT NULL,
	"upload_id" integer NOT NULL,
	"row_number" integer NOT NULL,
	"customer" text DEFAULT '' NOT NULL,
	"invoice" text DEFAULT '' NOT NULL,
	"amount" text DEFAULT '' NOT NULL,
	"check_number" text DEFAULT '' NOT NULL,
	"date" text DEFAULT '' NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"amount_value" numeric,
	"date_value" date,
	"customer_id" integer,
	"invoice_id" integer,
	"payment_date" date,
	"status" text DEFAULT 'Pending' NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"payment_id" integer
);
--> statement-breakpoint
CREATE TABLE "payment_uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"bank_account_id" integer NOT NULL,
	"payment_method_id" integer NOT NULL,
	"default_date" date NOT NULL,
	"status" text DEFAULT 'Uploaded' NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	"validated_date" timestamp with time zone,
	"processed_date" timestamp with time zone,
	"deposited_date" timestamp with time zone,
	"deposit_date" date,
	"deposit_entry_id" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "deposit_later" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "deposit_entry_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "return_entry_id" integer;--> statement-breakpoint
ALTER TABLE "payment_upload_rows" ADD CONSTRAINT "payment_upload_rows_upload_id_payment_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."payment_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_upload_rows" ADD CONSTRAINT "payment_upload_rows_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_upload_rows" ADD CONSTRAINT "payment_upload_rows_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_upload_rows" ADD CONSTRAINT "payment_upload_rows_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_uploads" ADD CONSTRAINT "payment_uploads_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_uploads" ADD CONSTRAINT "payment_uploads_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_uploads" ADD CONSTRAINT "payment_uploads_deposit_entry_id_journal_entries_id_fk" FOREIGN KEY ("deposit_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_upload_rows_upload_idx" ON "payment_upload_rows" USING btree ("upload_id","status","row_number");--> statement-breakpoint
CREATE INDEX "payment_upload_rows_check_idx" ON "payment_upload_rows" USING btree ("customer_id","check_number") WHERE "payment_upload_rows"."check_number" <> '';--> statement-breakpoint
CREATE INDEX "payment_upload_rows_payment_idx" ON "payment_upload_rows" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_uploads_status_idx" ON "payment_uploads" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "payment_uploads_bank_idx" ON "payment_uploads" USING btree ("bank_account_id","id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_deposit_entry_id_journal_entries_id_fk" FOREIGN KEY ("deposit_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_return_entry_id_journal_entries_id_fk" FOREIGN KEY ("return_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- A paper check (a lockbox file's payments): method 16 is an e-check, which needs routing and account numbers.
INSERT INTO "payment_methods" ("id", "name", "is_credit_card", "is_ach", "sort_order") VALUES
  (5, 'Check', false, false, 5) ON CONFLICT ("id") DO NOTHING;
