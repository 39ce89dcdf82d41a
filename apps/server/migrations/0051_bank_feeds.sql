CREATE TABLE "bank_feed_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"provider_account_id" text NOT NULL,
	"name" text NOT NULL,
	"official_name" text,
	"mask" text,
	"type" text NOT NULL,
	"subtype" text,
	"current_balance" numeric(18, 2),
	"available_balance" numeric(18, 2),
	"currency" text,
	"bank_account_id" integer,
	"last_seen" timestamp with time zone DEFAULT now() NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_feed_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"provider_item_id" text NOT NULL,
	"access_token" text NOT NULL,
	"institution_id" text,
	"institution_name" text,
	"webhook_url" text,
	"status" text DEFAULT 'Connected' NOT NULL,
	"error_code" text,
	"error_message" text,
	"cursor" text,
	"last_sync_date" timestamp with time zone,
	"created_by" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_feed_items_provider_check" CHECK ("bank_feed_items"."provider" in ('Plaid', 'Offline')),
	CONSTRAINT "bank_feed_items_status_check" CHECK ("bank_feed_items"."status" in ('Connected', 'LoginRequired', 'Disconnected'))
);
--> statement-breakpoint
CREATE TABLE "bank_feed_keys" (
	"id" smallint PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_feed_syncs" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"trigger" text NOT NULL,
	"started_date" timestamp with time zone NOT NULL,
	"finished_date" timestamp with time zone,
	"added" integer DEFAULT 0 NOT NULL,
	"modified" integer DEFAULT 0 NOT NULL,
	"removed" integer DEFAULT 0 NOT NULL,
	"pending" integer DEFAULT 0 NOT NULL,
	"unlinked" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"error_code" text,
	"error_message" text,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "bank_feed_syncs_trigger_check" CHECK ("bank_feed_syncs"."trigger" in ('Manual', 'Webhook', 'Schedule', 'Link')),
	CONSTRAINT "bank_feed_syncs_status_check" CHECK ("bank_feed_syncs"."status" in ('Ok', 'Failed'))
);
--> statement-breakpoint
ALTER TABLE "bank_feed_accounts" ADD CONSTRAINT "bank_feed_accounts_item_id_bank_feed_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."bank_feed_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_feed_accounts" ADD CONSTRAINT "bank_feed_accounts_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_feed_syncs" ADD CONSTRAINT "bank_feed_syncs_item_id_bank_feed_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."bank_feed_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_feed_accounts_provider_uq" ON "bank_feed_accounts" USING btree ("item_id","provider_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_feed_accounts_bank_uq" ON "bank_feed_accounts" USING btree ("bank_account_id") WHERE "bank_feed_accounts"."bank_account_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_feed_items_provider_item_uq" ON "bank_feed_items" USING btree ("provider_item_id");--> statement-breakpoint
CREATE INDEX "bank_feed_items_status_idx" ON "bank_feed_items" USING btree ("status");--> statement-breakpoint
CREATE INDEX "bank_feed_syncs_item_idx" ON "bank_feed_syncs" USING btree ("item_id","id");--> statement-breakpoint
CREATE INDEX "bank_feed_syncs_problem_idx" ON "bank_feed_syncs" USING btree ("item_id","id") WHERE "bank_feed_syncs"."status" = 'Failed' or jsonb_array_length("bank_feed_syncs"."problems") > 0;