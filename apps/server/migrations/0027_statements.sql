CREATE TABLE "statement_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"statement_date" date NOT NULL,
	"period_start" date NOT NULL,
	"options" jsonb NOT NULL,
	"delivery_method" text NOT NULL,
	"remit_office_id" integer,
	"email_template_id" integer,
	"token" text,
	"customer_count" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'Running' NOT NULL,
	"error" text,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"completed_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"statement_date" date NOT NULL,
	"period_start" date NOT NULL,
	"opening_balance" numeric(18, 2) NOT NULL,
	"activity" numeric(18, 2) NOT NULL,
	"closing_balance" numeric(18, 2) NOT NULL,
	"current" numeric(18, 2) NOT NULL,
	"days_1_30" numeric(18, 2) NOT NULL,
	"days_31_60" numeric(18, 2) NOT NULL,
	"days_61_90" numeric(18, 2) NOT NULL,
	"over_90" numeric(18, 2) NOT NULL,
	"email_to" text,
	"print_state" text,
	"print_error" text,
	"email_state" text,
	"email_error" text,
	"mail_message_id" integer,
	"detail" jsonb,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "statement_batches" ADD CONSTRAINT "statement_batches_remit_office_id_offices_id_fk" FOREIGN KEY ("remit_office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_batches" ADD CONSTRAINT "statement_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statements" ADD CONSTRAINT "statements_batch_id_statement_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."statement_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statements" ADD CONSTRAINT "statements_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "statement_batches_token_uq" ON "statement_batches" USING btree ("token");--> statement-breakpoint
CREATE INDEX "statement_batches_created_idx" ON "statement_batches" USING btree ("created_date");--> statement-breakpoint
CREATE INDEX "statements_batch_idx" ON "statements" USING btree ("batch_id","id");--> statement-breakpoint
CREATE INDEX "statements_customer_date_idx" ON "statements" USING btree ("customer_id","statement_date");--> statement-breakpoint
CREATE INDEX "statements_unfinished_idx" ON "statements" USING btree ("batch_id") WHERE "statements"."print_state" in ('pending', 'inProgress') or "statements"."email_state" in ('pending', 'inProgress');