CREATE TABLE "card_holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"payment_token_id" integer NOT NULL,
	"gateway_kind" text NOT NULL,
	"gateway_ref" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"held_total" numeric(18, 2) NOT NULL,
	"status" text DEFAULT 'Held' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"reauthorizations" integer DEFAULT 0 NOT NULL,
	"problem" text,
	"payment_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_holds_status_check" CHECK ("card_holds"."status" in ('Held', 'Captured', 'Released')),
	CONSTRAINT "card_holds_kind_check" CHECK ("card_holds"."subject_kind" in ('PendingJob', 'Job', 'Invoice')),
	CONSTRAINT "card_holds_amount_check" CHECK ("card_holds"."amount" > 0 and "card_holds"."held_total" >= "card_holds"."amount")
);
--> statement-breakpoint
ALTER TABLE "card_holds" ADD CONSTRAINT "card_holds_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_holds" ADD CONSTRAINT "card_holds_payment_token_id_payment_tokens_id_fk" FOREIGN KEY ("payment_token_id") REFERENCES "public"."payment_tokens"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_holds_subject_idx" ON "card_holds" USING btree ("subject_kind","subject_id");--> statement-breakpoint
CREATE INDEX "card_holds_held_idx" ON "card_holds" USING btree ("expires_at") WHERE "card_holds"."status" = 'Held';