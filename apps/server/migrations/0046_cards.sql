CREATE TABLE "card_gateway_keys" (
	"id" integer PRIMARY KEY NOT NULL,
	"secret" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gateway_customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"gateway_kind" text NOT NULL,
	"customer_ref" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"gateway_kind" text NOT NULL,
	"token" text NOT NULL,
	"last_four" text NOT NULL,
	"name_on_card" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"card_brand" text NOT NULL,
	"funding" text NOT NULL,
	"friendly_name" text DEFAULT '' NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"is_single_use" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_tokens_last_four_check" CHECK ("payment_tokens"."last_four" ~ '^[0-9]{0,4}$'),
	CONSTRAINT "payment_tokens_exp_check" CHECK ("payment_tokens"."exp_month" between 1 and 12)
);
--> statement-breakpoint
ALTER TABLE "gateway_customers" ADD CONSTRAINT "gateway_customers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_tokens" ADD CONSTRAINT "payment_tokens_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_customers_uq" ON "gateway_customers" USING btree ("customer_id","gateway_kind");--> statement-breakpoint
CREATE INDEX "payment_tokens_customer_idx" ON "payment_tokens" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_tokens_primary_uq" ON "payment_tokens" USING btree ("customer_id") WHERE "payment_tokens"."is_primary" and "payment_tokens"."is_active";