CREATE TABLE "inventory_allocations" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"source_kind" text NOT NULL,
	"source_id" integer NOT NULL,
	"source_line_id" integer NOT NULL,
	"quantity" numeric(18, 4) NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "inventory_allocations_quantity_positive" CHECK ("inventory_allocations"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "inventory_movements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"bin_id" integer NOT NULL,
	"movement_type" text NOT NULL,
	"quantity" numeric(18, 4) NOT NULL,
	"unit_cost" numeric(18, 4) NOT NULL,
	"transfer_id" integer,
	"reason" text,
	"source_kind" text,
	"source_id" integer,
	"source_line_id" integer,
	"movement_date" date NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "inventory_movements_quantity_nonzero" CHECK ("inventory_movements"."quantity" <> 0)
);
--> statement-breakpoint
CREATE TABLE "inventory_on_hand" (
	"item_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"bin_id" integer NOT NULL,
	"quantity" numeric(18, 4) DEFAULT '0' NOT NULL,
	CONSTRAINT "inventory_on_hand_item_id_warehouse_id_bin_id_pk" PRIMARY KEY("item_id","warehouse_id","bin_id")
);
--> statement-breakpoint
CREATE TABLE "inventory_valuation" (
	"item_id" integer PRIMARY KEY NOT NULL,
	"quantity" numeric(18, 4) DEFAULT '0' NOT NULL,
	"total_value" numeric(18, 4) DEFAULT '0' NOT NULL,
	"average_cost" numeric(18, 4) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_alternates" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"alternate_item_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_components" (
	"parent_item_id" integer NOT NULL,
	"child_item_id" integer NOT NULL,
	"quantity" numeric(18, 4) DEFAULT '1' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "item_components_parent_item_id_child_item_id_pk" PRIMARY KEY("parent_item_id","child_item_id")
);
--> statement-breakpoint
CREATE TABLE "item_line_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"group_id" integer,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_markups" (
	"id" serial PRIMARY KEY NOT NULL,
	"markup_type_id" integer NOT NULL,
	"name" text NOT NULL,
	"from_cost" numeric(18, 4) DEFAULT '0' NOT NULL,
	"to_cost" numeric(18, 4),
	"markup_percent" numeric(9, 4) NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_stocked" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "items" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category_id" integer,
	"type_id" integer NOT NULL,
	"manufacturer_id" integer,
	"item_line_id" integer,
	"markup_id" integer,
	"supplier_id" integer,
	"supplier_part_number" text,
	"system_type" text,
	"inventory_costing" text DEFAULT 'Average' NOT NULL,
	"unit_of_measure" text DEFAULT 'EA' NOT NULL,
	"quantity_step" numeric(18, 4) DEFAULT '1' NOT NULL,
	"quantity_decimals" integer DEFAULT 0 NOT NULL,
	"cost" numeric(18, 4) DEFAULT '0' NOT NULL,
	"material_cost" numeric(18, 4) DEFAULT '0' NOT NULL,
	"price" numeric(18, 4) DEFAULT '0' NOT NULL,
	"is_taxable" boolean DEFAULT true NOT NULL,
	"is_equipment" boolean DEFAULT false NOT NULL,
	"is_managed" boolean DEFAULT false NOT NULL,
	"parent_item_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manufacturers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"website" text,
	"phone" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "markup_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"accounting_code" text DEFAULT '' NOT NULL,
	"entity_naming_code" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "divisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"accounting_code" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_order_item_equipment_properties" (
	"id" serial PRIMARY KEY NOT NULL,
	"purchase_order_item_id" integer NOT NULL,
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
CREATE TABLE "purchase_order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"purchase_order_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"quantity" numeric(18, 4) NOT NULL,
	"quantity_received" numeric(18, 4) DEFAULT '0' NOT NULL,
	"unit_cost" numeric(18, 4) NOT NULL,
	"job_item_id" integer,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "purchase_order_items_quantity_nonneg" CHECK ("purchase_order_items"."quantity" >= 0),
	CONSTRAINT "purchase_order_items_received_nonneg" CHECK ("purchase_order_items"."quantity_received" >= 0)
);
--> statement-breakpoint
CREATE TABLE "purchase_order_receipt_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"receipt_id" integer NOT NULL,
	"purchase_order_item_id" integer NOT NULL,
	"bin_id" integer NOT NULL,
	"quantity" numeric(18, 4) NOT NULL,
	"unit_cost" numeric(18, 4) NOT NULL,
	CONSTRAINT "purchase_order_receipt_lines_quantity_positive" CHECK ("purchase_order_receipt_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "purchase_order_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"purchase_order_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"received_date" date NOT NULL,
	"note" text,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_order_statuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_receivable" boolean DEFAULT false NOT NULL,
	CONSTRAINT "purchase_order_statuses_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "purchase_order_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "purchase_order_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"po_number" text NOT NULL,
	"supplier_id" integer NOT NULL,
	"office_id" integer NOT NULL,
	"warehouse_id" integer,
	"department_id" integer,
	"status_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"job_id" integer,
	"order_date" date NOT NULL,
	"expected_date" date,
	"supplier_reference" text,
	"notes" text,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "purchase_orders_po_number_unique" UNIQUE("po_number")
);
--> statement-breakpoint
CREATE TABLE "service_package_equipment" (
	"package_id" integer NOT NULL,
	"equipment_id" integer NOT NULL,
	CONSTRAINT "service_package_equipment_package_id_equipment_id_pk" PRIMARY KEY("package_id","equipment_id")
);
--> statement-breakpoint
CREATE TABLE "service_package_items" (
	"package_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	CONSTRAINT "service_package_items_package_id_item_id_pk" PRIMARY KEY("package_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "service_package_option_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"option_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"quantity" numeric(18, 4) NOT NULL,
	"override_price" numeric(18, 4),
	"markup_percent" numeric(9, 4),
	"margin_percent" numeric(9, 4),
	"discount" numeric(18, 4),
	"sort" integer DEFAULT 0 NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "service_package_option_items_one_pricing" CHECK (num_nonnulls("service_package_option_items"."override_price", "service_package_option_items"."markup_percent", "service_package_option_items"."margin_percent") <= 1),
	CONSTRAINT "service_package_option_items_quantity_nonneg" CHECK ("service_package_option_items"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "service_package_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL,
	"name" text NOT NULL,
	"directions" text DEFAULT '' NOT NULL,
	"additional_specs" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type_id" integer,
	"create_bid_group" boolean DEFAULT false NOT NULL,
	"requires_item_or_equipment" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"account_number" text,
	"address_id" integer,
	"phone" text,
	"email" text,
	"website" text,
	"contact_name" text,
	"payment_terms_days" integer DEFAULT 30 NOT NULL,
	"notes" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_warehouses" (
	"item_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"default_bin_id" integer,
	"min_quantity" numeric(18, 4),
	"max_quantity" numeric(18, 4),
	CONSTRAINT "item_warehouses_item_id_warehouse_id_pk" PRIMARY KEY("item_id","warehouse_id")
);
--> statement-breakpoint
CREATE TABLE "warehouse_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"warehouse_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouse_bins" (
	"id" serial PRIMARY KEY NOT NULL,
	"warehouse_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouse_offices" (
	"id" serial PRIMARY KEY NOT NULL,
	"office_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"can_source_from" boolean DEFAULT true NOT NULL,
	"auto_source_from" boolean DEFAULT false NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"office_id" integer NOT NULL,
	"is_van" boolean DEFAULT false NOT NULL,
	"employee_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inventory_allocations" ADD CONSTRAINT "inventory_allocations_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_allocations" ADD CONSTRAINT "inventory_allocations_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_bin_id_warehouse_bins_id_fk" FOREIGN KEY ("bin_id") REFERENCES "public"."warehouse_bins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_on_hand" ADD CONSTRAINT "inventory_on_hand_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_on_hand" ADD CONSTRAINT "inventory_on_hand_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_on_hand" ADD CONSTRAINT "inventory_on_hand_bin_id_warehouse_bins_id_fk" FOREIGN KEY ("bin_id") REFERENCES "public"."warehouse_bins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_valuation" ADD CONSTRAINT "inventory_valuation_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_alternates" ADD CONSTRAINT "item_alternates_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_alternates" ADD CONSTRAINT "item_alternates_alternate_item_id_items_id_fk" FOREIGN KEY ("alternate_item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_components" ADD CONSTRAINT "item_components_parent_item_id_items_id_fk" FOREIGN KEY ("parent_item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_components" ADD CONSTRAINT "item_components_child_item_id_items_id_fk" FOREIGN KEY ("child_item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_lines" ADD CONSTRAINT "item_lines_group_id_item_line_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."item_line_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_markups" ADD CONSTRAINT "item_markups_markup_type_id_markup_types_id_fk" FOREIGN KEY ("markup_type_id") REFERENCES "public"."markup_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_category_id_item_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."item_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_type_id_item_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."item_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_item_line_id_item_lines_id_fk" FOREIGN KEY ("item_line_id") REFERENCES "public"."item_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_markup_id_item_markups_id_fk" FOREIGN KEY ("markup_id") REFERENCES "public"."item_markups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_parent_item_id_items_id_fk" FOREIGN KEY ("parent_item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_item_equipment_properties" ADD CONSTRAINT "purchase_order_item_equipment_properties_purchase_order_item_id_purchase_order_items_id_fk" FOREIGN KEY ("purchase_order_item_id") REFERENCES "public"."purchase_order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_items" ADD CONSTRAINT "purchase_order_items_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_items" ADD CONSTRAINT "purchase_order_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_receipt_lines" ADD CONSTRAINT "purchase_order_receipt_lines_receipt_id_purchase_order_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."purchase_order_receipts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_receipt_lines" ADD CONSTRAINT "purchase_order_receipt_lines_purchase_order_item_id_purchase_order_items_id_fk" FOREIGN KEY ("purchase_order_item_id") REFERENCES "public"."purchase_order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_receipt_lines" ADD CONSTRAINT "purchase_order_receipt_lines_bin_id_warehouse_bins_id_fk" FOREIGN KEY ("bin_id") REFERENCES "public"."warehouse_bins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_receipts" ADD CONSTRAINT "purchase_order_receipts_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_receipts" ADD CONSTRAINT "purchase_order_receipts_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_status_id_purchase_order_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."purchase_order_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_type_id_purchase_order_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."purchase_order_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_package_equipment" ADD CONSTRAINT "service_package_equipment_package_id_service_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."service_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_package_items" ADD CONSTRAINT "service_package_items_package_id_service_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."service_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_package_items" ADD CONSTRAINT "service_package_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_package_option_items" ADD CONSTRAINT "service_package_option_items_option_id_service_package_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."service_package_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_package_option_items" ADD CONSTRAINT "service_package_option_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_package_options" ADD CONSTRAINT "service_package_options_package_id_service_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."service_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_packages" ADD CONSTRAINT "service_packages_type_id_service_package_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."service_package_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_warehouses" ADD CONSTRAINT "item_warehouses_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_warehouses" ADD CONSTRAINT "item_warehouses_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_warehouses" ADD CONSTRAINT "item_warehouses_default_bin_id_warehouse_bins_id_fk" FOREIGN KEY ("default_bin_id") REFERENCES "public"."warehouse_bins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_assignments" ADD CONSTRAINT "warehouse_assignments_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_assignments" ADD CONSTRAINT "warehouse_assignments_employee_id_users_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_bins" ADD CONSTRAINT "warehouse_bins_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_offices" ADD CONSTRAINT "warehouse_offices_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_offices" ADD CONSTRAINT "warehouse_offices_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_employee_id_users_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_allocations_line_uq" ON "inventory_allocations" USING btree ("source_kind","source_line_id","warehouse_id");--> statement-breakpoint
CREATE INDEX "inventory_allocations_item_idx" ON "inventory_allocations" USING btree ("item_id","warehouse_id");--> statement-breakpoint
CREATE INDEX "inventory_movements_item_idx" ON "inventory_movements" USING btree ("item_id","warehouse_id","bin_id");--> statement-breakpoint
CREATE INDEX "inventory_movements_source_idx" ON "inventory_movements" USING btree ("source_kind","source_id");--> statement-breakpoint
CREATE INDEX "inventory_on_hand_warehouse_idx" ON "inventory_on_hand" USING btree ("warehouse_id","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "item_alternates_pair_uq" ON "item_alternates" USING btree ("item_id","alternate_item_id");--> statement-breakpoint
CREATE INDEX "item_markups_type_idx" ON "item_markups" USING btree ("markup_type_id","from_cost");--> statement-breakpoint
CREATE UNIQUE INDEX "items_item_code_uq" ON "items" USING btree (lower("item_code"));--> statement-breakpoint
CREATE INDEX "items_name_idx" ON "items" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "items_category_idx" ON "items" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "items_manufacturer_idx" ON "items" USING btree ("manufacturer_id");--> statement-breakpoint
CREATE INDEX "items_parent_idx" ON "items" USING btree ("parent_item_id");--> statement-breakpoint
CREATE INDEX "items_search_trgm" ON "items" USING gin (("item_code" || ' ' || "name" || ' ' || "description") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "manufacturers_name_uq" ON "manufacturers" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "po_item_equipment_properties_item_idx" ON "purchase_order_item_equipment_properties" USING btree ("purchase_order_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "po_item_equipment_properties_serial_uq" ON "purchase_order_item_equipment_properties" USING btree ("purchase_order_item_id","serial_number") WHERE "purchase_order_item_equipment_properties"."serial_number" is not null;--> statement-breakpoint
CREATE INDEX "purchase_order_items_po_idx" ON "purchase_order_items" USING btree ("purchase_order_id","display_order");--> statement-breakpoint
CREATE INDEX "purchase_order_items_item_idx" ON "purchase_order_items" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "purchase_order_receipt_lines_receipt_idx" ON "purchase_order_receipt_lines" USING btree ("receipt_id");--> statement-breakpoint
CREATE INDEX "purchase_order_receipt_lines_item_idx" ON "purchase_order_receipt_lines" USING btree ("purchase_order_item_id");--> statement-breakpoint
CREATE INDEX "purchase_order_receipts_po_idx" ON "purchase_order_receipts" USING btree ("purchase_order_id");--> statement-breakpoint
CREATE INDEX "purchase_orders_supplier_idx" ON "purchase_orders" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "purchase_orders_status_idx" ON "purchase_orders" USING btree ("status_id","type_id");--> statement-breakpoint
CREATE INDEX "service_package_equipment_equipment_idx" ON "service_package_equipment" USING btree ("equipment_id");--> statement-breakpoint
CREATE INDEX "service_package_items_item_idx" ON "service_package_items" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "service_package_option_items_option_idx" ON "service_package_option_items" USING btree ("option_id","sort");--> statement-breakpoint
CREATE INDEX "service_package_options_package_idx" ON "service_package_options" USING btree ("package_id","sort");--> statement-breakpoint
CREATE INDEX "service_packages_sort_idx" ON "service_packages" USING btree ("is_active","name","id");--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_account_number_uq" ON "suppliers" USING btree (lower("account_number"));--> statement-breakpoint
CREATE INDEX "suppliers_name_idx" ON "suppliers" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "suppliers_search_trgm" ON "suppliers" USING gin (("name" || ' ' || coalesce("account_number", '')) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_assignments_pair_uq" ON "warehouse_assignments" USING btree ("warehouse_id","employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_bins_name_uq" ON "warehouse_bins" USING btree ("warehouse_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_offices_pair_uq" ON "warehouse_offices" USING btree ("office_id","warehouse_id");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_offices_default_uq" ON "warehouse_offices" USING btree ("office_id") WHERE "warehouse_offices"."is_default";--> statement-breakpoint
CREATE INDEX "warehouses_office_idx" ON "warehouses" USING btree ("office_id");