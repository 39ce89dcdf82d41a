ALTER TABLE "payments" ADD COLUMN "payment_token_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "card_label" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "gateway_ref" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "surcharge" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "gateway_fee" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_date" date;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_entry_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_entry_id_journal_entries_id_fk" FOREIGN KEY ("refund_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;