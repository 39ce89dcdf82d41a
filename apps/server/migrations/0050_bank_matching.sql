CREATE TABLE "bank_account_settings" (
	"bank_account_id" integer PRIMARY KEY NOT NULL,
	"auto_confirm_score" integer,
	CONSTRAINT "bank_account_settings_score_check" CHECK ("bank_account_settings"."auto_confirm_score" is null or "bank_account_settings"."auto_confirm_score" between 50 and 100)
);
--> statement-breakpoint
CREATE TABLE "bank_match_lines" (
	"match_id" integer NOT NULL,
	"journal_line_id" bigint PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_match_transactions" (
	"match_id" integer NOT NULL,
	"bank_transaction_id" integer PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"bank_account_id" integer NOT NULL,
	"method" text NOT NULL,
	"score" integer,
	"created_by" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_reconciliation_lines" (
	"reconciliation_id" integer NOT NULL,
	"journal_line_id" bigint PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_reconciliations" (
	"id" serial PRIMARY KEY NOT NULL,
	"bank_account_id" integer NOT NULL,
	"statement_date" date NOT NULL,
	"opening_balance" numeric(18, 2) NOT NULL,
	"ending_balance" numeric(18, 2) NOT NULL,
	"status" text DEFAULT 'InProgress' NOT NULL,
	"finished_by" integer,
	"finished_date" timestamp with time zone,
	"created_by" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_reconciliations_status_check" CHECK ("bank_reconciliations"."status" in ('InProgress', 'Finished'))
);
--> statement-breakpoint
CREATE TABLE "bank_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"bank_account_id" integer,
	"payee_contains" text NOT NULL,
	"account_id" integer NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_account_settings" ADD CONSTRAINT "bank_account_settings_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_match_lines" ADD CONSTRAINT "bank_match_lines_match_id_bank_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."bank_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_match_lines" ADD CONSTRAINT "bank_match_lines_journal_line_id_journal_lines_id_fk" FOREIGN KEY ("journal_line_id") REFERENCES "public"."journal_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_match_transactions" ADD CONSTRAINT "bank_match_transactions_match_id_bank_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."bank_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_match_transactions" ADD CONSTRAINT "bank_match_transactions_bank_transaction_id_bank_transactions_id_fk" FOREIGN KEY ("bank_transaction_id") REFERENCES "public"."bank_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_matches" ADD CONSTRAINT "bank_matches_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_reconciliation_lines" ADD CONSTRAINT "bank_reconciliation_lines_reconciliation_id_bank_reconciliations_id_fk" FOREIGN KEY ("reconciliation_id") REFERENCES "public"."bank_reconciliations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_reconciliation_lines" ADD CONSTRAINT "bank_reconciliation_lines_journal_line_id_journal_lines_id_fk" FOREIGN KEY ("journal_line_id") REFERENCES "public"."journal_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_reconciliations" ADD CONSTRAINT "bank_reconciliations_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_rules" ADD CONSTRAINT "bank_rules_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_rules" ADD CONSTRAINT "bank_rules_account_id_gl_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."gl_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_match_lines_match_idx" ON "bank_match_lines" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "bank_match_transactions_match_idx" ON "bank_match_transactions" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "bank_matches_account_idx" ON "bank_matches" USING btree ("bank_account_id");--> statement-breakpoint
CREATE INDEX "bank_reconciliation_lines_rec_idx" ON "bank_reconciliation_lines" USING btree ("reconciliation_id");--> statement-breakpoint
CREATE INDEX "bank_reconciliations_account_idx" ON "bank_reconciliations" USING btree ("bank_account_id","statement_date");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_reconciliations_open_uq" ON "bank_reconciliations" USING btree ("bank_account_id") WHERE "bank_reconciliations"."status" = 'InProgress';