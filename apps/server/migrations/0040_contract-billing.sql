CREATE TABLE "contract_billings" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"contract_visit_id" integer,
	"invoice_id" integer NOT NULL,
	"revenue_recognition" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"recognized" numeric(14, 2) DEFAULT '0' NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "contract_billings_kind_check" CHECK ("contract_billings"."kind" in ('Period', 'Visit')),
	CONSTRAINT "contract_billings_recognition_check" CHECK ("contract_billings"."revenue_recognition" in ('Immediate', 'Deferred')),
	CONSTRAINT "contract_billings_period_check" CHECK ("contract_billings"."period_end" > "contract_billings"."period_start"),
	CONSTRAINT "contract_billings_recognized_check" CHECK ("contract_billings"."recognized" between 0 and "contract_billings"."amount")
);
--> statement-breakpoint
CREATE TABLE "contract_revenue_recognitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"billing_id" integer NOT NULL,
	"recognized_on" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"journal_entry_id" integer,
	"note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "work_tasks" DROP CONSTRAINT "work_tasks_owner_kind";--> statement-breakpoint
ALTER TABLE "contract_billings" ADD CONSTRAINT "contract_billings_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_billings" ADD CONSTRAINT "contract_billings_contract_visit_id_contract_visits_id_fk" FOREIGN KEY ("contract_visit_id") REFERENCES "public"."contract_visits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_billings" ADD CONSTRAINT "contract_billings_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_revenue_recognitions" ADD CONSTRAINT "contract_revenue_recognitions_billing_id_contract_billings_id_fk" FOREIGN KEY ("billing_id") REFERENCES "public"."contract_billings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_revenue_recognitions" ADD CONSTRAINT "contract_revenue_recognitions_journal_entry_id_journal_entries_id_fk" FOREIGN KEY ("journal_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_billings_period_uq" ON "contract_billings" USING btree ("contract_id","period_start");--> statement-breakpoint
CREATE INDEX "contract_billings_invoice_idx" ON "contract_billings" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_billings_visit_uq" ON "contract_billings" USING btree ("contract_visit_id") WHERE "contract_billings"."contract_visit_id" is not null;--> statement-breakpoint
CREATE INDEX "contract_billings_open_idx" ON "contract_billings" USING btree ("contract_id") WHERE "contract_billings"."revenue_recognition" = 'Deferred' and "contract_billings"."recognized" < "contract_billings"."amount";--> statement-breakpoint
CREATE INDEX "contract_revenue_recognitions_billing_idx" ON "contract_revenue_recognitions" USING btree ("billing_id");--> statement-breakpoint
ALTER TABLE "work_tasks" ADD CONSTRAINT "work_tasks_owner_kind" CHECK (("work_tasks"."owner_kind" is null and "work_tasks"."owner_id" is null) or ("work_tasks"."owner_kind" in ('Bid', 'Job', 'Contract') and "work_tasks"."owner_id" is not null));