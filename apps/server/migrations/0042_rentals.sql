-- One asset is never booked on two overlapping schedules: an exclusion constraint needs btree_gist for the integer.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TABLE "asset_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"term_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"asset_id" integer,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"status" text DEFAULT 'Reserved' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "asset_schedules_dates_check" CHECK ("asset_schedules"."end_date" >= "asset_schedules"."start_date"),
	CONSTRAINT "asset_schedules_status_check" CHECK ("asset_schedules"."status" in ('Reserved', 'Out', 'Returned'))
);
--> statement-breakpoint
CREATE TABLE "asset_substitutions" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"schedule_id" integer NOT NULL,
	"from_asset_id" integer NOT NULL,
	"to_asset_id" integer NOT NULL,
	"effective_date" date NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rental_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"number" text NOT NULL,
	"group_id" integer NOT NULL,
	"item_id" integer,
	"description" text DEFAULT '' NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"rate_basis" text NOT NULL,
	"rate" numeric(13, 4) NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "rental_terms_dates_check" CHECK ("rental_terms"."end_date" >= "rental_terms"."start_date"),
	CONSTRAINT "rental_terms_quantity_check" CHECK ("rental_terms"."quantity" between 1 and 100),
	CONSTRAINT "rental_terms_basis_check" CHECK ("rental_terms"."rate_basis" in ('Day', 'Week', 'Month')),
	CONSTRAINT "rental_terms_rate_check" CHECK ("rental_terms"."rate" >= 0)
);
--> statement-breakpoint
ALTER TABLE "asset_schedules" ADD CONSTRAINT "asset_schedules_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_schedules" ADD CONSTRAINT "asset_schedules_term_id_rental_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."rental_terms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_schedules" ADD CONSTRAINT "asset_schedules_group_id_asset_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."asset_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_schedules" ADD CONSTRAINT "asset_schedules_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_substitutions" ADD CONSTRAINT "asset_substitutions_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_substitutions" ADD CONSTRAINT "asset_substitutions_schedule_id_asset_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."asset_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_substitutions" ADD CONSTRAINT "asset_substitutions_from_asset_id_assets_id_fk" FOREIGN KEY ("from_asset_id") REFERENCES "public"."assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_substitutions" ADD CONSTRAINT "asset_substitutions_to_asset_id_assets_id_fk" FOREIGN KEY ("to_asset_id") REFERENCES "public"."assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_terms" ADD CONSTRAINT "rental_terms_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_terms" ADD CONSTRAINT "rental_terms_group_id_asset_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."asset_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_terms" ADD CONSTRAINT "rental_terms_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "asset_schedules_contract_idx" ON "asset_schedules" USING btree ("contract_id","start_date");--> statement-breakpoint
CREATE INDEX "asset_schedules_term_idx" ON "asset_schedules" USING btree ("term_id");--> statement-breakpoint
CREATE INDEX "asset_schedules_group_idx" ON "asset_schedules" USING btree ("group_id","start_date");--> statement-breakpoint
CREATE INDEX "asset_substitutions_contract_idx" ON "asset_substitutions" USING btree ("contract_id","created_date");--> statement-breakpoint
CREATE UNIQUE INDEX "rental_terms_key_uq" ON "rental_terms" USING btree ("contract_id","group_id","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "rental_terms_number_uq" ON "rental_terms" USING btree ("number");--> statement-breakpoint
CREATE INDEX "rental_terms_group_idx" ON "rental_terms" USING btree ("group_id","start_date");--> statement-breakpoint
ALTER TABLE "asset_schedules" ADD CONSTRAINT "asset_schedules_no_overlap" EXCLUDE USING gist ("asset_id" WITH =, daterange("start_date", "end_date", '[]') WITH &&) WHERE ("asset_id" IS NOT NULL);
