CREATE TABLE "bank_csv_layouts" (
	"bank_account_id" integer PRIMARY KEY NOT NULL,
	"layout" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_statement_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"bank_account_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"lines" integer NOT NULL,
	"added" integer NOT NULL,
	"closing_balance" numeric(18, 2),
	"closing_date" date,
	"created_by" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"bank_account_id" integer NOT NULL,
	"source" text NOT NULL,
	"import_id" integer,
	"import_key" text NOT NULL,
	"txn_date" date NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"payee" text DEFAULT '' NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"reference" text,
	"bank_id" text,
	"status" text DEFAULT 'Unmatched' NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_transactions_source_check" CHECK ("bank_transactions"."source" in ('File', 'Feed')),
	CONSTRAINT "bank_transactions_status_check" CHECK ("bank_transactions"."status" in ('Unmatched', 'Matched', 'Excluded'))
);
--> statement-breakpoint
ALTER TABLE "bank_csv_layouts" ADD CONSTRAINT "bank_csv_layouts_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_imports" ADD CONSTRAINT "bank_statement_imports_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transactions" ADD CONSTRAINT "bank_transactions_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transactions" ADD CONSTRAINT "bank_transactions_import_id_bank_statement_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."bank_statement_imports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_statement_imports_account_idx" ON "bank_statement_imports" USING btree ("bank_account_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_transactions_key_uq" ON "bank_transactions" USING btree ("bank_account_id","import_key");--> statement-breakpoint
CREATE INDEX "bank_transactions_account_date_idx" ON "bank_transactions" USING btree ("bank_account_id","txn_date");--> statement-breakpoint
CREATE INDEX "bank_transactions_status_idx" ON "bank_transactions" USING btree ("status","bank_account_id");