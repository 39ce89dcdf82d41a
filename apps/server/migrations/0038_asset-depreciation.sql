CREATE TABLE "asset_depreciation_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"depreciation_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"journal_entry_id" integer,
	"posted_at" timestamp with time zone,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "asset_depreciation_periods_amount_check" CHECK ("asset_depreciation_periods"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "asset_depreciations" (
	"id" serial PRIMARY KEY NOT NULL,
	"asset_id" integer NOT NULL,
	"method" text NOT NULL,
	"rate_factor" numeric(6, 4) DEFAULT '2' NOT NULL,
	"cost" numeric(14, 2) NOT NULL,
	"salvage_value" numeric(14, 2) DEFAULT '0' NOT NULL,
	"life_months" integer NOT NULL,
	"in_service_date" date NOT NULL,
	"start_date" date NOT NULL,
	"opening_accumulated" numeric(14, 2) DEFAULT '0' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "asset_depreciations_method_check" CHECK ("asset_depreciations"."method" in ('StraightLine', 'DecliningBalance')),
	CONSTRAINT "asset_depreciations_life_check" CHECK ("asset_depreciations"."life_months" between 1 and 600),
	CONSTRAINT "asset_depreciations_salvage_check" CHECK ("asset_depreciations"."salvage_value" between 0 and "asset_depreciations"."cost")
);
--> statement-breakpoint
CREATE TABLE "asset_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"asset_id" integer NOT NULL,
	"from_office_id" integer NOT NULL,
	"to_office_id" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "asset_depreciation_periods" ADD CONSTRAINT "asset_depreciation_periods_depreciation_id_asset_depreciations_id_fk" FOREIGN KEY ("depreciation_id") REFERENCES "public"."asset_depreciations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_depreciation_periods" ADD CONSTRAINT "asset_depreciation_periods_journal_entry_id_journal_entries_id_fk" FOREIGN KEY ("journal_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_depreciations" ADD CONSTRAINT "asset_depreciations_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_transfers" ADD CONSTRAINT "asset_transfers_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_transfers" ADD CONSTRAINT "asset_transfers_from_office_id_offices_id_fk" FOREIGN KEY ("from_office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_transfers" ADD CONSTRAINT "asset_transfers_to_office_id_offices_id_fk" FOREIGN KEY ("to_office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "asset_depreciation_periods_seq_uq" ON "asset_depreciation_periods" USING btree ("depreciation_id","seq");--> statement-breakpoint
CREATE INDEX "asset_depreciation_periods_due_idx" ON "asset_depreciation_periods" USING btree ("period_end") WHERE "asset_depreciation_periods"."posted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "asset_depreciations_active_uq" ON "asset_depreciations" USING btree ("asset_id") WHERE "asset_depreciations"."is_active";--> statement-breakpoint
CREATE INDEX "asset_transfers_asset_idx" ON "asset_transfers" USING btree ("asset_id","created_date");