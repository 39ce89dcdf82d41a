CREATE TABLE "asset_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"item_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "asset_groups_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "asset_statuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "asset_statuses_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "asset_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "asset_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "assets" (
	"id" serial PRIMARY KEY NOT NULL,
	"asset_number" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type_id" integer NOT NULL,
	"status_id" integer NOT NULL,
	"group_id" integer,
	"office_id" integer NOT NULL,
	"item_id" integer,
	"serial_number" text,
	"model_number" text,
	"purchase_date" date,
	"in_service_date" date,
	"cost" numeric(14, 2) DEFAULT '0' NOT NULL,
	"is_rentable" boolean DEFAULT false NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "assets_cost_nonnegative" CHECK ("assets"."cost" >= 0)
);
--> statement-breakpoint
CREATE TABLE "contract_locations" (
	"contract_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	CONSTRAINT "contract_locations_contract_id_location_id_pk" PRIMARY KEY("contract_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "contract_statuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"status_type" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "contract_statuses_name_unique" UNIQUE("name"),
	CONSTRAINT "contract_statuses_type_check" CHECK ("contract_statuses"."status_type" in ('Draft', 'Active', 'Suspended', 'Expired', 'Cancelled'))
);
--> statement-breakpoint
CREATE TABLE "contract_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_rental" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "contract_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_number" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"customer_id" integer NOT NULL,
	"location_id" integer,
	"office_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"status_id" integer NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"term_months" integer DEFAULT 12 NOT NULL,
	"renewal_kind" text DEFAULT 'Manual' NOT NULL,
	"renewal_percent" numeric(7, 4) DEFAULT '0' NOT NULL,
	"billing_schedule" text DEFAULT 'Monthly' NOT NULL,
	"revenue_recognition" text DEFAULT 'Immediate' NOT NULL,
	"billed_through" date,
	"po_number" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "contracts_dates_check" CHECK ("contracts"."end_date" >= "contracts"."start_date"),
	CONSTRAINT "contracts_term_check" CHECK ("contracts"."term_months" between 1 and 600),
	CONSTRAINT "contracts_renewal_check" CHECK ("contracts"."renewal_kind" in ('Manual', 'Automatic')),
	CONSTRAINT "contracts_billing_check" CHECK ("contracts"."billing_schedule" in ('Monthly', 'Quarterly', 'Annual', 'PerVisit')),
	CONSTRAINT "contracts_recognition_check" CHECK ("contracts"."revenue_recognition" in ('Immediate', 'Deferred'))
);
--> statement-breakpoint
ALTER TABLE "asset_groups" ADD CONSTRAINT "asset_groups_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_type_id_asset_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."asset_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_status_id_asset_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."asset_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_group_id_asset_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."asset_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_locations" ADD CONSTRAINT "contract_locations_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_locations" ADD CONSTRAINT "contract_locations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_type_id_contract_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."contract_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_status_id_contract_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."contract_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assets_number_uq" ON "assets" USING btree ("asset_number");--> statement-breakpoint
CREATE INDEX "assets_office_idx" ON "assets" USING btree ("office_id");--> statement-breakpoint
CREATE INDEX "assets_group_idx" ON "assets" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "assets_type_idx" ON "assets" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "assets_search_trgm" ON "assets" USING gin (("asset_number" || ' ' || "name" || ' ' || coalesce("serial_number", '')) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_number_uq" ON "contracts" USING btree ("contract_number");--> statement-breakpoint
CREATE INDEX "contracts_customer_idx" ON "contracts" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "contracts_office_idx" ON "contracts" USING btree ("office_id");--> statement-breakpoint
CREATE INDEX "contracts_status_idx" ON "contracts" USING btree ("status_id");--> statement-breakpoint
CREATE INDEX "contracts_end_idx" ON "contracts" USING btree ("end_date");--> statement-breakpoint
CREATE INDEX "contracts_search_trgm" ON "contracts" USING gin (("contract_number" || ' ' || "name") gin_trgm_ops);--> statement-breakpoint
INSERT INTO "contract_types" ("name", "is_rental") VALUES ('Maintenance agreement', false), ('Service contract', false), ('Equipment rental', true);--> statement-breakpoint
INSERT INTO "contract_statuses" ("name", "status_type", "sort_order") VALUES ('Draft', 'Draft', 1), ('Active', 'Active', 2), ('Suspended', 'Suspended', 3), ('Expired', 'Expired', 4), ('Cancelled', 'Cancelled', 5);--> statement-breakpoint
INSERT INTO "asset_types" ("name") VALUES ('Vehicle'), ('Tool'), ('Rental equipment'), ('Office equipment');--> statement-breakpoint
INSERT INTO "asset_statuses" ("name", "is_available", "sort_order") VALUES ('In service', true, 1), ('In repair', false, 2), ('Retired', false, 3), ('Sold', false, 4);
