CREATE TABLE "bid_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"bid_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"role" text DEFAULT '' NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bid_proposal_sent" (
	"id" serial PRIMARY KEY NOT NULL,
	"proposal_id" integer NOT NULL,
	"sent_to" text NOT NULL,
	"method" text DEFAULT 'Email' NOT NULL,
	"sent_date" timestamp with time zone DEFAULT now() NOT NULL,
	"viewed_date" timestamp with time zone,
	"note" text DEFAULT '' NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bid_proposals" (
	"id" serial PRIMARY KEY NOT NULL,
	"bid_id" integer NOT NULL,
	"name" text NOT NULL,
	"introduction" text DEFAULT '' NOT NULL,
	"terms" text DEFAULT '' NOT NULL,
	"total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"status" text DEFAULT 'Draft' NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bids" (
	"id" serial PRIMARY KEY NOT NULL,
	"bid_number" text NOT NULL,
	"name" text NOT NULL,
	"project_name" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'Open' NOT NULL,
	"customer_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"office_id" integer NOT NULL,
	"job_type_id" integer,
	"urgency_id" integer,
	"sales_person_id" integer,
	"po_number" text DEFAULT '' NOT NULL,
	"bid_date" date NOT NULL,
	"expiration_date" date,
	"accepted_date" date,
	"converted_job_id" integer,
	"converted_date" timestamp with time zone,
	"notes" text DEFAULT '' NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "bids_status_check" CHECK ("bids"."status" in ('Open', 'Sent', 'Accepted', 'Declined', 'Converted'))
);
--> statement-breakpoint
CREATE TABLE "checklist_definitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "checklist_definitions_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "checklists" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_id" integer NOT NULL,
	"definition_id" integer NOT NULL,
	"equipment_id" integer,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "checklists_owner_kind" CHECK ("checklists"."owner_kind" in ('Bid', 'Job'))
);
--> statement-breakpoint
CREATE TABLE "equipment" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"system_id" integer,
	"item_id" integer,
	"manufacturer_id" integer,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"serial_number" text,
	"model_number" text,
	"install_date" date,
	"warranty_expiration" date,
	"notes" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "equipment_item_overrides" (
	"id" serial PRIMARY KEY NOT NULL,
	"equipment_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"description" text,
	"price" numeric(18, 4),
	"cost" numeric(18, 4),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "equipment_linked_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"equipment_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"quantity" numeric(18, 4) DEFAULT '1' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "equipment_metric_readings" (
	"id" serial PRIMARY KEY NOT NULL,
	"metric_id" integer NOT NULL,
	"reading" numeric(18, 4) NOT NULL,
	"reading_date" timestamp with time zone DEFAULT now() NOT NULL,
	"job_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "equipment_metrics" (
	"id" serial PRIMARY KEY NOT NULL,
	"equipment_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"is_equipment_metric" boolean DEFAULT true NOT NULL,
	"last_reading" numeric(18, 4),
	"last_reading_date" timestamp with time zone,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "equipment_recommendations" (
	"id" serial PRIMARY KEY NOT NULL,
	"equipment_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"status_id" integer NOT NULL,
	"urgency_id" integer,
	"job_id" integer,
	"bid_id" integer,
	"description" text NOT NULL,
	"entered_on" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_by" integer,
	"deleted_on" timestamp with time zone,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "equipment_systems" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recommendation_statuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_closed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "recommendation_statuses_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "recommendation_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"type_name" text NOT NULL,
	"type_description" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "recommendation_types_type_name_unique" UNIQUE("type_name")
);
--> statement-breakpoint
CREATE TABLE "job_calendar_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"title" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"employee_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "job_calendar_events_order" CHECK ("job_calendar_events"."end_time" >= "job_calendar_events"."start_time")
);
--> statement-breakpoint
CREATE TABLE "job_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"role" text DEFAULT '' NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_equipment" (
	"job_id" integer NOT NULL,
	"equipment_id" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "job_equipment_job_id_equipment_id_pk" PRIMARY KEY("job_id","equipment_id")
);
--> statement-breakpoint
CREATE TABLE "job_expenses" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"equipment_id" integer,
	"description" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"vendor" text DEFAULT '' NOT NULL,
	"supplier_id" integer,
	"expense_item_id" integer,
	"entered_on" date NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_signoffs" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"signature_name" text NOT NULL,
	"signature_email" text DEFAULT '' NOT NULL,
	"signature_image" text,
	"note" text DEFAULT '' NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_status_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_closed" boolean DEFAULT false NOT NULL,
	"is_complete" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "job_status_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "job_statuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"status_text" text NOT NULL,
	"status_type_id" integer NOT NULL,
	"workflow_type_id" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_type_contract_fees" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_type_id" integer NOT NULL,
	"name" text NOT NULL,
	"item_id" integer,
	"amount" numeric(18, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_type_item_markups" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_type_id" integer NOT NULL,
	"item_category_id" integer,
	"markup_type_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_type_office_exclusions" (
	"job_type_id" integer NOT NULL,
	"office_id" integer NOT NULL,
	CONSTRAINT "job_type_office_exclusions_job_type_id_office_id_pk" PRIMARY KEY("job_type_id","office_id")
);
--> statement-breakpoint
CREATE TABLE "job_type_tech_statuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_type_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"workflow_type_id" integer,
	"default_item_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_urgencies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"color" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "job_urgencies_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "job_workflow_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "job_workflow_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_number" text NOT NULL,
	"name" text NOT NULL,
	"project_name" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"job_type_id" integer NOT NULL,
	"status_id" integer NOT NULL,
	"status_reason" text DEFAULT '' NOT NULL,
	"invoice_status" integer DEFAULT 0 NOT NULL,
	"invoice_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"po_number" text DEFAULT '' NOT NULL,
	"office_id" integer NOT NULL,
	"sales_person_id" integer,
	"assigned_resource_id" integer,
	"urgency_id" integer,
	"customer_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"bid_id" integer,
	"scheduled_start" timestamp with time zone,
	"scheduled_end" timestamp with time zone,
	"completed_date" timestamp with time zone,
	"inventory_processed_date" timestamp with time zone,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "packing_slip_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"packing_slip_id" integer NOT NULL,
	"line_item_id" integer NOT NULL,
	"quantity" numeric(18, 4) NOT NULL,
	CONSTRAINT "packing_slip_items_quantity_positive" CHECK ("packing_slip_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "packing_slips" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"shipped_date" date,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "time_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_billable" boolean DEFAULT true NOT NULL,
	"cost_rate" numeric(18, 4) DEFAULT '0' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "time_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "timesheets" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer,
	"employee_id" integer NOT NULL,
	"time_type_id" integer NOT NULL,
	"work_date" date NOT NULL,
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"hours" numeric(9, 2) NOT NULL,
	"billed_time" numeric(9, 2) DEFAULT '0' NOT NULL,
	"cost_rate" numeric(18, 4) DEFAULT '0' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"item_id" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "timesheets_hours_nonnegative" CHECK ("timesheets"."hours" >= 0 and "timesheets"."billed_time" >= 0)
);
--> statement-breakpoint
CREATE TABLE "line_item_collections" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_id" integer NOT NULL,
	"is_locked" boolean DEFAULT false NOT NULL,
	"tax_rate" numeric(9, 6) DEFAULT '0' NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "line_item_collections_owner_kind" CHECK ("line_item_collections"."owner_kind" in ('Bid', 'Job', 'Contract', 'Invoice'))
);
--> statement-breakpoint
CREATE TABLE "line_item_equipment_properties" (
	"id" serial PRIMARY KEY NOT NULL,
	"line_item_id" integer NOT NULL,
	"serial_number" text,
	"name" text,
	"description" text,
	"model_number" text,
	"equipment_id" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "line_item_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"collection_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"display_order" integer DEFAULT 9999 NOT NULL,
	"is_system" boolean DEFAULT false NOT NULL,
	"is_na_group" boolean DEFAULT false NOT NULL,
	"show_detail" boolean DEFAULT true NOT NULL,
	"show_item_name" boolean DEFAULT true NOT NULL,
	"show_item_description" boolean DEFAULT true NOT NULL,
	"show_quantity" boolean DEFAULT true NOT NULL,
	"show_price" boolean DEFAULT true NOT NULL,
	"show_subtotal" boolean DEFAULT true NOT NULL,
	"show_tax_and_total" boolean DEFAULT true NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "line_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"collection_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"quantity" numeric(18, 4) DEFAULT '1' NOT NULL,
	"cost" numeric(18, 4) DEFAULT '0' NOT NULL,
	"price" numeric(18, 4) DEFAULT '0' NOT NULL,
	"discount_pct" numeric(9, 4) DEFAULT '0' NOT NULL,
	"discount_amt" numeric(18, 4) DEFAULT '0' NOT NULL,
	"is_taxable" boolean DEFAULT true NOT NULL,
	"subtotal" numeric(18, 2) DEFAULT '0' NOT NULL,
	"tax" numeric(18, 2) DEFAULT '0' NOT NULL,
	"display_order" integer DEFAULT 9999 NOT NULL,
	"equipment_id" integer,
	"warehouse_id" integer,
	"source_purchase_order_id" integer,
	"expense_description" text,
	"issued_quantity" numeric(18, 4) DEFAULT '0' NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "line_items_note_length" CHECK (char_length("line_items"."note") <= 2000),
	CONSTRAINT "line_items_quantity_nonnegative" CHECK ("line_items"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "task_template_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"template_id" integer NOT NULL,
	"task" text NOT NULL,
	"display_order" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "task_templates_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "work_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_id" integer NOT NULL,
	"task" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"selected" boolean DEFAULT false NOT NULL,
	"equipment_id" integer,
	"template_id" integer,
	"display_order" integer DEFAULT 1 NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "work_tasks_owner_kind" CHECK ("work_tasks"."owner_kind" in ('Bid', 'Job'))
);
--> statement-breakpoint
ALTER TABLE "bid_contacts" ADD CONSTRAINT "bid_contacts_bid_id_bids_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."bids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_contacts" ADD CONSTRAINT "bid_contacts_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_proposal_sent" ADD CONSTRAINT "bid_proposal_sent_proposal_id_bid_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."bid_proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_proposals" ADD CONSTRAINT "bid_proposals_bid_id_bids_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."bids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_job_type_id_job_types_id_fk" FOREIGN KEY ("job_type_id") REFERENCES "public"."job_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_urgency_id_job_urgencies_id_fk" FOREIGN KEY ("urgency_id") REFERENCES "public"."job_urgencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_sales_person_id_users_id_fk" FOREIGN KEY ("sales_person_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_converted_job_id_jobs_id_fk" FOREIGN KEY ("converted_job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklists" ADD CONSTRAINT "checklists_definition_id_checklist_definitions_id_fk" FOREIGN KEY ("definition_id") REFERENCES "public"."checklist_definitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklists" ADD CONSTRAINT "checklists_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_system_id_equipment_systems_id_fk" FOREIGN KEY ("system_id") REFERENCES "public"."equipment_systems"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_item_overrides" ADD CONSTRAINT "equipment_item_overrides_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_item_overrides" ADD CONSTRAINT "equipment_item_overrides_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_linked_items" ADD CONSTRAINT "equipment_linked_items_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_linked_items" ADD CONSTRAINT "equipment_linked_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_metric_readings" ADD CONSTRAINT "equipment_metric_readings_metric_id_equipment_metrics_id_fk" FOREIGN KEY ("metric_id") REFERENCES "public"."equipment_metrics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_metrics" ADD CONSTRAINT "equipment_metrics_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_recommendations" ADD CONSTRAINT "equipment_recommendations_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_recommendations" ADD CONSTRAINT "equipment_recommendations_type_id_recommendation_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."recommendation_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_recommendations" ADD CONSTRAINT "equipment_recommendations_status_id_recommendation_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."recommendation_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_recommendations" ADD CONSTRAINT "equipment_recommendations_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_systems" ADD CONSTRAINT "equipment_systems_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_calendar_events" ADD CONSTRAINT "job_calendar_events_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_calendar_events" ADD CONSTRAINT "job_calendar_events_employee_id_users_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_contacts" ADD CONSTRAINT "job_contacts_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_contacts" ADD CONSTRAINT "job_contacts_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_equipment" ADD CONSTRAINT "job_equipment_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_equipment" ADD CONSTRAINT "job_equipment_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_expenses" ADD CONSTRAINT "job_expenses_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_expenses" ADD CONSTRAINT "job_expenses_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_expenses" ADD CONSTRAINT "job_expenses_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_expenses" ADD CONSTRAINT "job_expenses_expense_item_id_items_id_fk" FOREIGN KEY ("expense_item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_signoffs" ADD CONSTRAINT "job_signoffs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_statuses" ADD CONSTRAINT "job_statuses_status_type_id_job_status_types_id_fk" FOREIGN KEY ("status_type_id") REFERENCES "public"."job_status_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_statuses" ADD CONSTRAINT "job_statuses_workflow_type_id_job_workflow_types_id_fk" FOREIGN KEY ("workflow_type_id") REFERENCES "public"."job_workflow_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_type_contract_fees" ADD CONSTRAINT "job_type_contract_fees_job_type_id_job_types_id_fk" FOREIGN KEY ("job_type_id") REFERENCES "public"."job_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_type_contract_fees" ADD CONSTRAINT "job_type_contract_fees_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_type_item_markups" ADD CONSTRAINT "job_type_item_markups_job_type_id_job_types_id_fk" FOREIGN KEY ("job_type_id") REFERENCES "public"."job_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_type_item_markups" ADD CONSTRAINT "job_type_item_markups_markup_type_id_markup_types_id_fk" FOREIGN KEY ("markup_type_id") REFERENCES "public"."markup_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_type_office_exclusions" ADD CONSTRAINT "job_type_office_exclusions_job_type_id_job_types_id_fk" FOREIGN KEY ("job_type_id") REFERENCES "public"."job_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_type_office_exclusions" ADD CONSTRAINT "job_type_office_exclusions_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_type_tech_statuses" ADD CONSTRAINT "job_type_tech_statuses_job_type_id_job_types_id_fk" FOREIGN KEY ("job_type_id") REFERENCES "public"."job_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_types" ADD CONSTRAINT "job_types_workflow_type_id_job_workflow_types_id_fk" FOREIGN KEY ("workflow_type_id") REFERENCES "public"."job_workflow_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_types" ADD CONSTRAINT "job_types_default_item_id_items_id_fk" FOREIGN KEY ("default_item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_job_type_id_job_types_id_fk" FOREIGN KEY ("job_type_id") REFERENCES "public"."job_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_status_id_job_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."job_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_sales_person_id_users_id_fk" FOREIGN KEY ("sales_person_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_assigned_resource_id_users_id_fk" FOREIGN KEY ("assigned_resource_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_urgency_id_job_urgencies_id_fk" FOREIGN KEY ("urgency_id") REFERENCES "public"."job_urgencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packing_slip_items" ADD CONSTRAINT "packing_slip_items_packing_slip_id_packing_slips_id_fk" FOREIGN KEY ("packing_slip_id") REFERENCES "public"."packing_slips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packing_slip_items" ADD CONSTRAINT "packing_slip_items_line_item_id_line_items_id_fk" FOREIGN KEY ("line_item_id") REFERENCES "public"."line_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packing_slips" ADD CONSTRAINT "packing_slips_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_employee_id_users_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_time_type_id_time_types_id_fk" FOREIGN KEY ("time_type_id") REFERENCES "public"."time_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_item_equipment_properties" ADD CONSTRAINT "line_item_equipment_properties_line_item_id_line_items_id_fk" FOREIGN KEY ("line_item_id") REFERENCES "public"."line_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_item_equipment_properties" ADD CONSTRAINT "line_item_equipment_properties_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_item_groups" ADD CONSTRAINT "line_item_groups_collection_id_line_item_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."line_item_collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_items" ADD CONSTRAINT "line_items_collection_id_line_item_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."line_item_collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_items" ADD CONSTRAINT "line_items_group_id_line_item_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."line_item_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_items" ADD CONSTRAINT "line_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_items" ADD CONSTRAINT "line_items_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_items" ADD CONSTRAINT "line_items_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_items" ADD CONSTRAINT "line_items_source_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("source_purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_template_items" ADD CONSTRAINT "task_template_items_template_id_task_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."task_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_tasks" ADD CONSTRAINT "work_tasks_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_tasks" ADD CONSTRAINT "work_tasks_template_id_task_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."task_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bid_contacts_uq" ON "bid_contacts" USING btree ("bid_id","contact_id");--> statement-breakpoint
CREATE INDEX "bid_proposal_sent_proposal_idx" ON "bid_proposal_sent" USING btree ("proposal_id");--> statement-breakpoint
CREATE INDEX "bid_proposals_bid_idx" ON "bid_proposals" USING btree ("bid_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bids_bid_number_uq" ON "bids" USING btree ("bid_number");--> statement-breakpoint
CREATE INDEX "bids_customer_idx" ON "bids" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "bids_location_idx" ON "bids" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "bids_status_idx" ON "bids" USING btree ("status");--> statement-breakpoint
CREATE INDEX "bids_search_trgm" ON "bids" USING gin (("bid_number" || ' ' || "name" || ' ' || "project_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "checklists_owner_idx" ON "checklists" USING btree ("owner_kind","owner_id");--> statement-breakpoint
CREATE INDEX "equipment_location_idx" ON "equipment" USING btree ("location_id","name");--> statement-breakpoint
CREATE INDEX "equipment_customer_idx" ON "equipment" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "equipment_system_idx" ON "equipment" USING btree ("system_id");--> statement-breakpoint
CREATE INDEX "equipment_item_idx" ON "equipment" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "equipment_search_trgm" ON "equipment" USING gin (("name" || ' ' || coalesce("serial_number", '') || ' ' || coalesce("model_number", '')) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "equipment_item_overrides_uq" ON "equipment_item_overrides" USING btree ("equipment_id","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "equipment_linked_items_uq" ON "equipment_linked_items" USING btree ("equipment_id","item_id");--> statement-breakpoint
CREATE INDEX "equipment_metric_readings_metric_idx" ON "equipment_metric_readings" USING btree ("metric_id","reading_date");--> statement-breakpoint
CREATE INDEX "equipment_metric_readings_job_idx" ON "equipment_metric_readings" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "equipment_metrics_equipment_idx" ON "equipment_metrics" USING btree ("equipment_id");--> statement-breakpoint
CREATE INDEX "equipment_recommendations_equipment_idx" ON "equipment_recommendations" USING btree ("equipment_id");--> statement-breakpoint
CREATE INDEX "equipment_recommendations_job_idx" ON "equipment_recommendations" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "equipment_recommendations_bid_idx" ON "equipment_recommendations" USING btree ("bid_id");--> statement-breakpoint
CREATE INDEX "equipment_systems_location_idx" ON "equipment_systems" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "job_calendar_events_job_idx" ON "job_calendar_events" USING btree ("job_id","start_time");--> statement-breakpoint
CREATE INDEX "job_calendar_events_employee_idx" ON "job_calendar_events" USING btree ("employee_id","start_time");--> statement-breakpoint
CREATE UNIQUE INDEX "job_contacts_uq" ON "job_contacts" USING btree ("job_id","contact_id");--> statement-breakpoint
CREATE INDEX "job_equipment_equipment_idx" ON "job_equipment" USING btree ("equipment_id");--> statement-breakpoint
CREATE INDEX "job_expenses_job_idx" ON "job_expenses" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "job_signoffs_job_idx" ON "job_signoffs" USING btree ("job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_statuses_text_uq" ON "job_statuses" USING btree ("workflow_type_id","status_text");--> statement-breakpoint
CREATE INDEX "job_type_contract_fees_type_idx" ON "job_type_contract_fees" USING btree ("job_type_id");--> statement-breakpoint
CREATE INDEX "job_type_item_markups_type_idx" ON "job_type_item_markups" USING btree ("job_type_id");--> statement-breakpoint
CREATE INDEX "job_type_tech_statuses_type_idx" ON "job_type_tech_statuses" USING btree ("job_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_types_type_uq" ON "job_types" USING btree (lower("type"));--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_job_number_uq" ON "jobs" USING btree ("job_number");--> statement-breakpoint
CREATE INDEX "jobs_customer_idx" ON "jobs" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "jobs_location_idx" ON "jobs" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "jobs_status_idx" ON "jobs" USING btree ("status_id");--> statement-breakpoint
CREATE INDEX "jobs_office_idx" ON "jobs" USING btree ("office_id");--> statement-breakpoint
CREATE INDEX "jobs_bid_idx" ON "jobs" USING btree ("bid_id");--> statement-breakpoint
CREATE INDEX "jobs_search_trgm" ON "jobs" USING gin (("job_number" || ' ' || "name" || ' ' || "project_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "packing_slip_items_slip_idx" ON "packing_slip_items" USING btree ("packing_slip_id");--> statement-breakpoint
CREATE INDEX "packing_slips_job_idx" ON "packing_slips" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "timesheets_job_idx" ON "timesheets" USING btree ("job_id","work_date");--> statement-breakpoint
CREATE INDEX "timesheets_employee_idx" ON "timesheets" USING btree ("employee_id","work_date");--> statement-breakpoint
CREATE UNIQUE INDEX "line_item_collections_owner_uq" ON "line_item_collections" USING btree ("owner_kind","owner_id");--> statement-breakpoint
CREATE INDEX "line_item_equipment_properties_line_idx" ON "line_item_equipment_properties" USING btree ("line_item_id");--> statement-breakpoint
CREATE INDEX "line_item_groups_collection_idx" ON "line_item_groups" USING btree ("collection_id","display_order");--> statement-breakpoint
CREATE UNIQUE INDEX "line_item_groups_na_uq" ON "line_item_groups" USING btree ("collection_id") WHERE "line_item_groups"."is_na_group";--> statement-breakpoint
CREATE INDEX "line_items_collection_idx" ON "line_items" USING btree ("collection_id","group_id","display_order");--> statement-breakpoint
CREATE INDEX "line_items_group_idx" ON "line_items" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "line_items_item_idx" ON "line_items" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "line_items_equipment_idx" ON "line_items" USING btree ("equipment_id");--> statement-breakpoint
CREATE INDEX "task_template_items_template_idx" ON "task_template_items" USING btree ("template_id","display_order");--> statement-breakpoint
CREATE INDEX "work_tasks_owner_idx" ON "work_tasks" USING btree ("owner_kind","owner_id","display_order");--> statement-breakpoint
ALTER TABLE "equipment_metric_readings" ADD CONSTRAINT "equipment_metric_readings_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_recommendations" ADD CONSTRAINT "equipment_recommendations_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_recommendations" ADD CONSTRAINT "equipment_recommendations_bid_id_bids_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."bids"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_recommendations" ADD CONSTRAINT "equipment_recommendations_urgency_id_job_urgencies_id_fk" FOREIGN KEY ("urgency_id") REFERENCES "public"."job_urgencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_bid_id_bids_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."bids"("id") ON DELETE set null ON UPDATE no action;
